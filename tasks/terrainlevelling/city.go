package terrainlevelling

import "math"

// FlatStep is the most two side-by-side cells of a city may differ in height.
const FlatStep = 0.2

// flat reports whether two neighbouring heights may belong to one city. The
// difference is taken in float64 with no rounding and no epsilon, as
// upstream does: 5.6 and 5.4 differ by 0.1999999999999993 and are flat,
// 3.6 and 3.4 by 0.20000000000000018 and are not.
func flat(a, b float64) bool { return math.Abs(a-b) <= FlatStep }

// City is the largest flat region of a map: the largest set of cells
// connected through side-by-side neighbours whose heights differ by at most
// FlatStep. Upstream's search also tracks the region's running minimum and
// maximum, but that test never rejects a cell the neighbour test accepts, so
// the region is exactly a connected component of that graph.
type City struct {
	Size int
	// In marks the city's cells, row-major.
	In []bool
}

// LargestCity finds the largest city. Of several equally large ones it
// returns the one whose first cell comes first in reading order, as
// upstream's scan does.
func (g *Grid) LargestCity() City {
	cells := g.Cells()
	comp := make([]int32, cells) // component number + 1, 0 while unvisited
	stack := make([]int32, 0, 64)
	bestID, bestSize := int32(0), 0
	id := int32(0)
	for s := 0; s < cells; s++ {
		if comp[s] != 0 {
			continue
		}
		id++
		comp[s] = id
		size := 0
		stack = append(stack[:0], int32(s))
		for len(stack) > 0 {
			c := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			size++
			x, y, h := c%g.Cols, c/g.Cols, g.Z[c]
			var nbs [4]int
			k := 0
			if x > 0 {
				nbs[k], k = c-1, k+1
			}
			if x+1 < g.Cols {
				nbs[k], k = c+1, k+1
			}
			if y > 0 {
				nbs[k], k = c-g.Cols, k+1
			}
			if y+1 < g.Rows {
				nbs[k], k = c+g.Cols, k+1
			}
			for _, n := range nbs[:k] {
				if comp[n] == 0 && flat(h, g.Z[n]) {
					comp[n] = id
					stack = append(stack, int32(n))
				}
			}
		}
		if size > bestSize {
			bestID, bestSize = id, size
		}
	}
	city := City{Size: bestSize, In: make([]bool, cells)}
	for c, k := range comp {
		city.In[c] = k == bestID
	}
	return city
}
