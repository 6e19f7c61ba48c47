package twosegments

// Catalogue lists every multiset of shapes two distinct chords can cut a
// convex quadrilateral into, by number of regions: three regions when the
// chords do not cross (or share an endpoint), four when they cross. The
// tests check that the search finds exactly these in the unit square.
var Catalogue = []Counts{
	{Triangle: 3},
	{Triangle: 2, Quadrilateral: 1},
	{Triangle: 1, Quadrilateral: 2},
	{Quadrilateral: 3},
	{Triangle: 2, Pentagon: 1},
	{Triangle: 1, Quadrilateral: 1, Pentagon: 1},
	{Triangle: 2, Hexagon: 1},
	{Triangle: 4},
	{Triangle: 3, Quadrilateral: 1},
	{Triangle: 2, Quadrilateral: 2},
	{Triangle: 1, Quadrilateral: 3},
	{Quadrilateral: 4},
	{Triangle: 3, Pentagon: 1},
	{Triangle: 2, Quadrilateral: 1, Pentagon: 1},
	{Triangle: 1, Quadrilateral: 2, Pentagon: 1},
	{Triangle: 2, Pentagon: 2},
	{Triangle: 2, Quadrilateral: 1, Hexagon: 1},
}

// catalogueKeys are the choices of the counts parameter: "any", then the
// catalogue's keys.
func catalogueKeys() []string {
	out := []string{"any"}
	for _, c := range Catalogue {
		out = append(out, c.Key())
	}
	return out
}
