package legohemisphere

// The structural analysis: which bricks touch, overlap, grip each other by
// their studs, stand on the ground, and whether each connected part stands.
// Candidate pairs come from cells of the plan as wide as a brick's diagonal,
// per layer (the bricks sorted by cell, so that three neighbouring cells are
// one run, found by binary search), so that a structure of n bricks costs
// O(n log n); a hostile pile of bricks at one spot is cut off by a budget.

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strconv"

	"github.com/scbench/scbench/geom"
)

// cellSize is at least a footprint's diagonal (35.8 mm): bricks whose
// centres are further apart than that cannot touch.
const cellSize = 36.0

// maxReported bounds the pairs a failing check collects (it still counts
// them all while the budget lasts).
const maxReported = 64

type cellKey struct{ layer, x, y int }

func compareCells(a, b cellKey) int {
	return cmp.Or(cmp.Compare(a.layer, b.layer), cmp.Compare(a.x, b.x), cmp.Compare(a.y, b.y))
}

// analysis holds what the checks found about a structure.
type analysis struct {
	b []placed
	// byCell lists the bricks in order of their cells, then of their
	// indices, and cells holds each one's cell: the bricks of a cell are a
	// run, and so are those of cells (layer, x, y) to (layer, x, y + 2).
	byCell []int
	cells  []cellKey
	// work counts pair tests; budget bounds them.
	work, budget int
	exhausted    bool

	offLayer, below, inside, outside []int
	dups                             [][2]int

	overlaps   [][2]int // same layer, reaching more than the tolerance into each other
	nOverlap   int
	misaligned [][2]int // lower, upper: touching across a layer, studs not lined up
	nMisalign  int
	offGrid    []int // bricks not on their connected part's grid
	links      [][2]int
	// slivers counts the pairs of bricks, in a layer or neighbouring ones,
	// whose boxes share volume (footprints reaching more than minSliver
	// into each other, heights overlapping): without them the bricks are
	// already disjoint.
	slivers int

	comp     []int   // connected part of each brick (by stud engagement)
	parts    [][]int // members of each part, ascending
	grounded []bool  // part holds a brick of layer 0
	floating []int
	unstable []stability // parts whose centre of mass is outside their base
}

// stability is one connected part's base: the hull of its ground bricks'
// footprints, and its centre of mass (the mean of its centroids).
type stability struct {
	part    int
	hull    []geom.Vec2
	com     geom.Vec2
	outside float64 // how far the centre lies outside the hull, mm
}

func analyse(bricks []placed, d *Data) *analysis {
	a := &analysis{b: bricks, budget: 400*len(bricks) + 10000}
	a.byCell, a.cells = make([]int, len(bricks)), make([]cellKey, len(bricks))
	for i := range bricks {
		a.byCell[i], a.cells[i] = i, a.key(i)
	}
	keys := slices.Clone(a.cells) // by brick; a.cells becomes by rank
	slices.SortFunc(a.byCell, func(i, j int) int { return cmp.Or(compareCells(keys[i], keys[j]), i-j) })
	for r, i := range a.byCell {
		a.cells[r] = keys[i]
	}
	a.perBrick(d)
	a.duplicates()
	a.pairs()
	a.connect()
	a.support()
	a.stand()
	return a
}

func (a *analysis) key(i int) cellKey {
	p := &a.b[i]
	return cellKey{p.layer, int(math.Floor(p.c[0] / cellSize)), int(math.Floor(p.c[1] / cellSize))}
}

// near calls f for every brick j of layer (the brick's own plus dl) whose
// cell neighbours brick i's, in a fixed order; f returns false to stop.
func (a *analysis) near(i, dl int, f func(j int) bool) {
	k := a.key(i)
	for dx := -1; dx <= 1; dx++ {
		for _, j := range a.column(k.layer+dl, k.x+dx, k.y) {
			if a.work >= a.budget {
				a.exhausted = true
				return
			}
			a.work++
			if !f(j) {
				return
			}
		}
	}
}

// lowerBound is the first rank whose cell is not before k.
func (a *analysis) lowerBound(k cellKey) int {
	lo, hi := 0, len(a.cells)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		c := a.cells[m]
		if c.layer < k.layer || c.layer == k.layer && (c.x < k.x || c.x == k.x && c.y < k.y) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// column is the bricks of cells (layer, x, y − 1) to (layer, x, y + 1), by
// cell and then by index: the order of a walk over the three cells.
func (a *analysis) column(layer, x, y int) []int {
	lo, hi := a.lowerBound(cellKey{layer, x, y - 1}), a.lowerBound(cellKey{layer, x, y + 2})
	if hi < lo {
		return nil // only at the ends of the integers, beyond MaxCoord
	}
	return a.byCell[lo:hi]
}

// perBrick runs the checks that look at one brick at a time: its layer, the
// ground, and whether it reaches into the shell at all.
func (a *analysis) perBrick(d *Data) {
	ri2, ro2 := d.Inner()*d.Inner(), d.Outer()*d.Outer()
	for i := range a.b {
		p := &a.b[i]
		if math.Abs(p.off) > LayerTolerance {
			a.offLayer = append(a.offLayer, i)
		}
		if p.c[2] < Ground-GroundTolerance {
			a.below = append(a.below, i)
		}
		switch {
		case p.farthest2() < ri2:
			a.inside = append(a.inside, i)
		case p.nearest2() > ro2:
			a.outside = append(a.outside, i)
		}
	}
}

// duplicates finds bricks that repeat an earlier one: the same centroid to
// 0.1 mm and the same turn to the degree, modulo 180° (upstream's key, with
// Python's rounding).
func (a *analysis) duplicates() {
	seen := make(map[[4]float64]int, len(a.b))
	for i := range a.b {
		p := &a.b[i]
		turn := math.Mod(p.deg, 180)
		if turn < 0 {
			turn += 180
		}
		k := [4]float64{pyRound(p.c[0], 1), pyRound(p.c[1], 1), pyRound(p.c[2], 1), pyRound(turn, 0)}
		if j, ok := seen[k]; ok {
			a.dups = append(a.dups, [2]int{j, i})
			continue
		}
		seen[k] = i
	}
}

// pyRound rounds half to even on the exact binary value, as Python's
// round(x, digits) does; -0 becomes 0, as Python's key comparison has it.
func pyRound(x float64, digits int) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', digits, 64), 64)
	return v + 0
}

// pairs finds overlapping bricks within a layer, and bricks touching across
// a layer boundary: those must have their studs lined up, and then grip each
// other by the studs of the lower one.
func (a *analysis) pairs() {
	for i := range a.b {
		a.near(i, 0, func(j int) bool {
			if j <= i || farApart(&a.b[i], &a.b[j]) {
				return true
			}
			pen := penetration(&a.b[i], &a.b[j])
			a.countSliver(i, j, pen)
			if pen > StudTolerance {
				a.nOverlap++
				if len(a.overlaps) < maxReported {
					a.overlaps = append(a.overlaps, [2]int{i, j})
				}
			}
			return true
		})
		a.near(i, 1, func(j int) bool {
			lo, up := &a.b[i], &a.b[j]
			if farApart(lo, up) {
				return true
			}
			pen := penetration(lo, up)
			a.countSliver(i, j, pen)
			if pen <= StudTolerance {
				return true
			}
			if !onGrid(lo, up) {
				a.nMisalign++
				if len(a.misaligned) < maxReported {
					a.misaligned = append(a.misaligned, [2]int{i, j})
				}
				return true
			}
			if engaged(lo, up) > 0 {
				a.links = append(a.links, [2]int{i, j})
			}
			return true
		})
	}
	sortPairs(a.overlaps)
	sortPairs(a.misaligned)
}

// countSliver counts bricks i and j, whose footprints reach pen into each
// other, among the slivers when their boxes share volume (the test disjoint
// makes).
func (a *analysis) countSliver(i, j int, pen float64) {
	p, q := &a.b[i], &a.b[j]
	if pen > minSliver && q.zmax() > p.zmin() && q.zmin() < p.zmax() {
		a.slivers++
	}
}

func sortPairs(ps [][2]int) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i][0] != ps[j][0] {
			return ps[i][0] < ps[j][0]
		}
		return ps[i][1] < ps[j][1]
	})
}

// connect groups the bricks into parts held together by studs, and checks
// that each part lies on one stud grid: that of its first brick.
func (a *analysis) connect() {
	n := len(a.b)
	// The links as adjacency lists in one array: brick i's neighbours are
	// adj[start[i]:start[i+1]].
	start := make([]int, n+1)
	for _, l := range a.links {
		start[l[0]+1]++
		start[l[1]+1]++
	}
	for i := 0; i < n; i++ {
		start[i+1] += start[i]
	}
	adj := make([]int, 2*len(a.links))
	fill := slices.Clone(start[:n])
	for _, l := range a.links {
		adj[fill[l[0]]], fill[l[0]] = l[1], fill[l[0]]+1
		adj[fill[l[1]]], fill[l[1]] = l[0], fill[l[1]]+1
	}
	// Parts are numbered by their smallest member; members ascend.
	a.comp = make([]int, n)
	for i := range a.comp {
		a.comp[i] = -1
	}
	for i := 0; i < n; i++ {
		if a.comp[i] >= 0 {
			continue
		}
		c := len(a.parts)
		a.comp[i] = c
		members := []int{i}
		for k := 0; k < len(members); k++ {
			for _, j := range adj[start[members[k]]:start[members[k]+1]] {
				if a.comp[j] < 0 {
					a.comp[j] = c
					members = append(members, j)
				}
			}
		}
		slices.Sort(members)
		a.parts = append(a.parts, members)
	}
	for _, members := range a.parts {
		first := &a.b[members[0]]
		for _, i := range members[1:] {
			if !onGrid(first, &a.b[i]) {
				a.offGrid = append(a.offGrid, i)
			}
		}
	}
	slices.Sort(a.offGrid)
}

// support marks the bricks of parts that hold no ground brick: nothing
// carries them.
func (a *analysis) support() {
	a.grounded = make([]bool, len(a.parts))
	for c, members := range a.parts {
		for _, i := range members {
			if a.b[i].layer == 0 {
				a.grounded[c] = true
				break
			}
		}
		if !a.grounded[c] {
			a.floating = append(a.floating, members...)
		}
	}
	slices.Sort(a.floating)
}

// stand checks that each grounded part's centre of mass (every brick weighs
// the same) lies over the convex hull of its ground bricks' footprints,
// within upstream's 0.01 mm² of cross product.
func (a *analysis) stand() {
	for c, members := range a.parts {
		if !a.grounded[c] {
			continue
		}
		var corners []geom.Vec2
		var sx, sy float64
		for _, i := range members {
			p := &a.b[i]
			sx += p.c[0]
			sy += p.c[1]
			if p.layer == 0 {
				corners = append(corners, p.footprint()...)
			}
		}
		hull := geom.ConvexPolygon(corners)
		if len(hull) < 3 {
			continue
		}
		com := geom.Vec2{sx / float64(len(members)), sy / float64(len(members))}
		out := 0.0
		for k := range hull {
			e0, e1 := hull[k], hull[(k+1)%len(hull)]
			cross := float64((e1[0]-e0[0])*(com[1]-e0[1])) - float64((e1[1]-e0[1])*(com[0]-e0[0]))
			if cross < -0.01 {
				out = max(out, -cross/geom.Length2(e1.Sub(e0)))
			}
		}
		if out > 0 {
			a.unstable = append(a.unstable, stability{part: c, hull: hull, com: com, outside: out})
		}
	}
}
