package twosegments

import (
	"slices"
	"sync"

	"github.com/scbench/scbench/geom"
)

// The search places endpoints at the corners and at up to two interior
// positions on each side ("slots", in order along the side). Which shapes two
// chords make depends only on the order of their endpoints and the corners
// around the boundary (a chord's interior lies inside the convex region, and
// two chords cross exactly when their endpoints interleave), and a side holds
// at most two distinct endpoints of a valid answer in its interior. So the
// shapes of every pair of chords between slots are the same in every region,
// and two interior slots per side reach every multiset the region allows.
//
// The search therefore judges every pair once, on the unit square, and keeps
// the results in a table; for an instance it takes the pairs the table says
// make the target and judges them again, in the instance's region, until one
// is confirmed. Whatever the search returns has passed the rule on the
// instance itself.
const maxInterior = 2

// slotsPerSide returns the positions (fractions of the side from its first
// corner, in increasing order) of the search's endpoints on each side: the
// corner at 0 and the interior slots.
func (d *Data) slotsPerSide() []float64 {
	if len(d.Grid) == 0 || d.Square != Unit {
		return []float64{0, 1.0 / 3, 2.0 / 3}
	}
	var inner []float64
	for _, g := range d.Grid {
		if g > 0 && g < 1 {
			inner = append(inner, g)
		}
	}
	if n := len(inner); n > maxInterior {
		inner = []float64{inner[n/3], inner[(2*n)/3]}
	}
	return append([]float64{0}, inner...)
}

// candidates lists the search's endpoints, side by side: for side i (from
// corner i to corner i+1) the corner, then the interior slots. On a grid the
// interior slots are grid values (the unit square's sides 2 and 3 run
// backwards, so their fractions are 1 - g, taken in increasing order).
func (d *Data) candidates(slots []float64) []geom.Vec2 {
	var out []geom.Vec2
	for i := 0; i < 4; i++ {
		ts := slices.Clone(slots)
		if i >= 2 && len(d.Grid) > 0 && d.Square == Unit {
			for j := 1; j < len(ts); j++ {
				ts[j] = 1 - slots[len(slots)-j]
			}
		}
		for _, t := range ts {
			out = append(out, d.along(i, t))
		}
	}
	return out
}

// along returns the point at fraction t of side i, rounded to 6 decimals.
func (d *Data) along(i int, t float64) geom.Vec2 {
	c := d.corners()
	a, b := c[i], c[(i+1)%4]
	return geom.Vec2{
		PyRound(a[0]+float64(t*(b[0]-a[0])), 6),
		PyRound(a[1]+float64(t*(b[1]-a[1])), 6),
	}
}

// pair is two chords between candidates (by index) and the shapes they make.
type pair struct {
	a, b   [2]int
	counts Counts
}

var (
	tableMu sync.Mutex
	tables  = map[int][]pair{}
)

// table returns, for n slots per side, every pair of distinct chords between
// candidates that the rule accepts, with the shapes it finds, judged on the
// unit square. It is computed once per n.
func table(n int) []pair {
	tableMu.Lock()
	defer tableMu.Unlock()
	if t, ok := tables[n]; ok {
		return t
	}
	unit, _ := NewData(Unit, unitCorners, nil, 3, Catalogue[0])
	slots := make([]float64, n)
	for j := range slots {
		slots[j] = float64(j) / float64(n)
	}
	pts := unit.candidates(slots)
	side := func(k int) uint8 { // the sides candidate k lies on
		s := uint8(1) << (k / n)
		if k%n == 0 {
			s |= 1 << ((k/n + 3) % 4)
		}
		return s
	}
	var chords [][2]int
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			if side(i)&side(j) == 0 {
				chords = append(chords, [2]int{i, j})
			}
		}
	}
	var out []pair
	for i := range chords {
		for j := i + 1; j < len(chords); j++ {
			a, b := chords[i], chords[j]
			v := unit.judge(Segments{{pts[a[0]], pts[a[1]]}, {pts[b[0]], pts[b[1]]}})
			if len(v.Issues) == 0 {
				out = append(out, pair{a, b, v.Counts})
			}
		}
	}
	tables[n] = out
	return out
}

// Witness returns an answer that makes the target counts in the instance's
// region, judged by the rule there, if the search finds one.
func (d *Data) Witness(target Counts) (Segments, bool) {
	slots := d.slotsPerSide()
	pts := d.candidates(slots)
	for _, p := range table(len(slots)) {
		if p.counts != target {
			continue
		}
		s := Segments{{pts[p.a[0]], pts[p.a[1]]}, {pts[p.b[0]], pts[p.b[1]]}}
		if v := d.judge(s); len(v.Issues) == 0 && v.Counts == target {
			return s, true
		}
	}
	return Segments{}, false
}

// Feasible lists, in catalogue order, the shape multisets two distinct chords
// can be confirmed to make in the instance's region (with its grid).
func (d *Data) Feasible() []Counts {
	var out []Counts
	for _, c := range Catalogue {
		if _, ok := d.Witness(c); ok {
			out = append(out, c)
		}
	}
	return out
}
