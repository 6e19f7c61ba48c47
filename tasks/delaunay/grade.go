package delaunay

// Grading, following DECISIONS.md: an answer passes when it is a Delaunay
// triangulation of the points exactly as the prompt displays them: indices
// valid, triangles tiling the convex hull with no gap or overlap, and no point
// strictly inside any triangle's circumcircle, all decided with exact
// predicates. With co-circular points any valid Delaunay triangulation passes.
// Upstream's stored truth is not consulted.

import (
	"fmt"
	"slices"
	"sort"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/verifiers"
)

// grading holds one answer under examination.
type grading struct {
	d    *Data
	pts  []geom.Vec2 // exact grid coordinates
	n    int
	tris [][3]int // distinct triangles, corners sorted ascending, in sorted order
	ccw  [][3]int // the same triangles, corners counter-clockwise (nil if degenerate)

	degenerate []int           // indices into tris
	violations []violation     // empty-circle failures
	badEdges   []string        // edge problems, in words
	edgeMarks  [][2]int        // the edges those problems are about
	inner      [][2]half       // the edges of exactly two triangles, one each way
	dups       [][3]int        // triangles listed more than once
	ref        map[[3]int]bool // a reference triangulation (the instance's), for near-miss and the overlay; with co-circular points one of several valid answers
}

type violation struct {
	tri   int // index into tris
	point int
}

// DecodeValue reads the triangles. A triangulation of n points has at most
// 2n-5 triangles; 4n leaves room for honest mistakes while bounding the work
// on absurd answers, before any triangle is read.
func (t *Triangles) DecodeValue(d *Data, v verifiers.Value, path string) error {
	return verifiers.Decode(d, v, path, t, verifiers.Options{Max: 4 * len(d.Points)})
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	g := &grading{d: d, pts: d.pts, n: len(d.Points), ref: d.ref}
	raw := a.Triangles
	r.Checkf("format", true, "%d triangles, each given as three integer indices", len(raw))
	if err := g.checkIndices(raw); err != nil {
		return r.Reject("indices", err)
	}
	r.Checkf("indices", true, "every index names one of the %d points and no triangle repeats a corner", g.n)

	g.canonicalise(raw)
	if len(g.dups) == 0 {
		r.Check("distinct", true, "no triangle is listed twice")
	} else {
		r.Checkf("distinct", false, "%s listed more than once", listTris(g.dups, 5, "is", "are"))
	}

	boundary := d.boundary
	want := 2*g.n - 2 - boundary
	if len(raw) == want {
		r.Checkf("count", true, "%d triangles, as every triangulation of these %d points (%d on the hull) has", want, g.n, boundary)
	} else {
		r.Checkf("count", false, "%d triangles given; every triangulation of these %d points (%d on the hull) has exactly %d", len(raw), g.n, boundary, want)
	}

	g.orient()
	if len(g.degenerate) == 0 {
		r.Check("non-degenerate", true, "every triangle has three non-collinear corners")
	} else {
		t := make([][3]int, len(g.degenerate))
		for i, k := range g.degenerate {
			t[i] = g.tris[k]
		}
		r.Checkf("non-degenerate", false, "%s flat: the corners lie on one line", listTris(t, 5, "is", "are"))
	}

	// The edges and areas are found first: when they show a valid
	// triangulation, the empty-circle test can be decided edge by edge.
	g.edges()
	covered, hull := g.areas()
	g.emptyCircles(len(g.dups) == 0 && len(g.degenerate) == 0 && len(g.badEdges) == 0 && covered == hull)
	if len(g.violations) == 0 {
		r.Check("empty circumcircle", true, "no point lies strictly inside any triangle's circumcircle")
	} else {
		v := g.violations[0]
		r.Checkf("empty circumcircle", false, "triangle %s: point %d lies inside its circumcircle%s", fmtTri(g.tris[v.tri]), v.point, verifiers.More(len(g.violations)-1, "triangle", "triangles"))
	}

	if len(g.badEdges) == 0 {
		r.Check("edges", true, "every inner edge is shared by exactly two triangles and every other edge lies on the convex hull")
	} else {
		r.Check("edges", false, g.badEdges[0]+verifiers.More(len(g.badEdges)-1, "edge", "edges"))
	}

	if covered == hull {
		r.Checkf("coverage", true, "the triangles' areas add up to the area of the convex hull (%s)", area(hull, d.Decimals))
	} else {
		what := "gaps are left uncovered"
		if covered > hull {
			what = "triangles overlap"
		}
		r.Checkf("coverage", false, "the triangles' areas add up to %s but the convex hull's area is %s: %s", area(covered, d.Decimals), area(hull, d.Decimals), what)
	}

	r.DrawWith(g.overlay)
	return r.PassFail(func() string { return g.failureMode(r, len(raw)) })
}

func (g *grading) checkIndices(raw Triangles) error {
	for i, t := range raw {
		for _, v := range t {
			if v < 0 || v >= g.n {
				return verifiers.Errorf(verifiers.Index("triangles", i), "%s: index %d names no point (the points are numbered 0 to %d)", fmtRaw(t), v, g.n-1)
			}
		}
		if t[0] == t[1] || t[1] == t[2] || t[0] == t[2] {
			return verifiers.Errorf(verifiers.Index("triangles", i), "%s repeats a corner", fmtRaw(t))
		}
	}
	return nil
}

// canonicalise sorts each triangle's corners and the list, and sets duplicates
// aside.
func (g *grading) canonicalise(raw Triangles) {
	all := make([][3]int, len(raw))
	for i, t := range raw {
		c := t
		sort.Ints(c[:])
		all[i] = c
	}
	slices.SortFunc(all, func(a, b [3]int) int {
		switch {
		case less(a, b):
			return -1
		case less(b, a):
			return 1
		}
		return 0
	})
	g.tris = make([][3]int, 0, len(all))
	for i, t := range all {
		if i > 0 && t == all[i-1] {
			if len(g.dups) == 0 || g.dups[len(g.dups)-1] != t {
				g.dups = append(g.dups, t)
			}
			continue
		}
		g.tris = append(g.tris, t)
	}
}

func less(a, b [3]int) bool {
	for k := 0; k < 3; k++ {
		if a[k] != b[k] {
			return a[k] < b[k]
		}
	}
	return false
}

// orient records each triangle counter-clockwise, or as degenerate.
func (g *grading) orient() {
	g.ccw = make([][3]int, len(g.tris))
	for i, t := range g.tris {
		switch geom.Orient2D(g.pts[t[0]], g.pts[t[1]], g.pts[t[2]]) {
		case 1:
			g.ccw[i] = t
		case -1:
			g.ccw[i] = [3]int{t[0], t[2], t[1]}
		default:
			g.ccw[i] = [3]int{-1, -1, -1}
			g.degenerate = append(g.degenerate, i)
		}
	}
}

// emptyCircles finds the triangles with a point strictly inside their
// circumcircle (one witness each). When valid is set (no flat, repeated or
// overlapping triangles, every edge paired or on the hull, the hull covered)
// and every point is a corner, the triangulation is Delaunay exactly when
// every inner edge is locally Delaunay (the fourth point of its two triangles
// lies outside the circle of the other three): that is tested first, with one
// circle test per edge rather than one per triangle and point, and only when
// it fails is every point tested, to name the offenders as before.
func (g *grading) emptyCircles(valid bool) {
	if valid && g.allCorners() && g.locallyDelaunay() {
		return
	}
	for i, t := range g.ccw {
		if t[0] < 0 {
			continue
		}
		a, b, c := g.pts[t[0]], g.pts[t[1]], g.pts[t[2]]
		for p := 0; p < g.n; p++ {
			if p == t[0] || p == t[1] || p == t[2] {
				continue
			}
			if geom.InCircle(a, b, c, g.pts[p]) > 0 {
				g.violations = append(g.violations, violation{i, p})
				break // one witness per triangle is enough
			}
		}
	}
}

// edges checks that the directed edges of the counter-clockwise triangles pair
// up: an inner edge appears once in each direction; an edge appearing once must
// have every point on its inner side (a hull edge); the same direction twice
// means two triangles overlap. The edges are counted in a sorted slice rather
// than a map (grading is run often), then visited in the triangles' order so
// that the report names problems in that order.
func (g *grading) edges() {
	all := make([]half, 0, 3*len(g.ccw))
	for _, t := range g.ccw {
		if t[0] < 0 {
			continue
		}
		for e := 0; e < 3; e++ {
			a, b := t[e], t[(e+1)%3]
			all = append(all, half{min(a, b), max(a, b), a > b, t[(e+2)%3]})
		}
	}
	slices.SortFunc(all, func(x, y half) int {
		if x.lo != y.lo {
			return x.lo - y.lo
		}
		return x.hi - y.hi
	})
	// Per undirected edge (by its first index in all): the count each way,
	// and whether it has been reported.
	type tally struct {
		fwd, back int
		seen      bool
	}
	counts := make([]tally, len(all))
	g.inner = make([][2]half, 0, len(all)/2)
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && all[j].lo == all[i].lo && all[j].hi == all[i].hi {
			if all[j].back {
				counts[i].back++
			} else {
				counts[i].fwd++
			}
			j++
		}
		if j == i+2 && all[i].back != all[i+1].back {
			g.inner = append(g.inner, [2]half{all[i], all[i+1]})
		}
		i = j
	}
	find := func(lo, hi int) int {
		return sort.Search(len(all), func(k int) bool {
			return all[k].lo > lo || (all[k].lo == lo && all[k].hi >= hi)
		})
	}
	for _, t := range g.ccw {
		if t[0] < 0 {
			continue
		}
		for e := 0; e < 3; e++ {
			a, b := t[e], t[(e+1)%3]
			key := [2]int{min(a, b), max(a, b)}
			k := find(key[0], key[1])
			if counts[k].seen {
				continue
			}
			counts[k].seen = true
			fwd, back := counts[k].fwd, counts[k].back
			if a > b {
				fwd, back = back, fwd
			}
			switch {
			case fwd > 1 || back > 1:
				g.bad(key, fmt.Sprintf("edge %d–%d has two triangles on the same side: they overlap", key[0], key[1]))
			case fwd == 1 && back == 1:
				// an inner edge
			case g.d.hullNext[a] == b:
				// Only one triangle, on a side of the hull: as it should be.
			default:
				// Only one triangle: the edge must be on the hull, with no point
				// strictly outside it.
				if p := g.outside(a, b); p >= 0 {
					g.bad(key, fmt.Sprintf("edge %d–%d belongs to one triangle only but is not on the convex hull (point %d lies beyond it): a triangle is missing there", key[0], key[1], p))
				}
			}
		}
	}
}

// half is one triangle's side lo–hi, directed hi→lo when back is set, with
// the triangle's third corner.
type half struct {
	lo, hi int
	back   bool
	opp    int
}

// allCorners reports whether every point is a corner of some triangle.
func (g *grading) allCorners() bool {
	used := make([]bool, g.n)
	count := 0
	for _, t := range g.tris {
		for _, v := range t {
			if !used[v] {
				used[v] = true
				count++
			}
		}
	}
	return count == g.n
}

// locallyDelaunay reports whether, for every inner edge, the far corner of
// each of its two triangles lies outside or on the other's circumcircle.
func (g *grading) locallyDelaunay() bool {
	for _, e := range g.inner {
		fwd, back := e[0], e[1]
		if fwd.back {
			fwd, back = back, fwd
		}
		// The triangle lo→hi→fwd.opp is counter-clockwise; the point beyond
		// the edge is back.opp.
		if geom.InCircle(g.pts[fwd.lo], g.pts[fwd.hi], g.pts[fwd.opp], g.pts[back.opp]) > 0 {
			return false
		}
	}
	return true
}

func (g *grading) bad(edge [2]int, msg string) {
	g.badEdges = append(g.badEdges, msg)
	g.edgeMarks = append(g.edgeMarks, edge)
}

// outside returns a point strictly to the right of the directed edge a→b, or -1.
func (g *grading) outside(a, b int) int {
	for p := 0; p < g.n; p++ {
		if geom.Orient2D(g.pts[a], g.pts[b], g.pts[p]) < 0 {
			return p
		}
	}
	return -1
}

// areas returns twice the summed triangle areas and twice the hull area, in
// squared grid units, exactly.
func (g *grading) areas() (covered, hull int64) {
	for _, t := range g.tris {
		covered += twiceArea(g.pts, t[0], t[1], t[2])
	}
	return covered, g.d.hull2
}

// failureMode names how the answer went wrong.
func (g *grading) failureMode(r *verifiers.Report, given int) string {
	if given == 0 {
		return verifiers.Trivialized
	}
	if g.ref != nil {
		missing, extra := 0, 0
		in := map[[3]int]bool{}
		for _, t := range g.tris {
			in[t] = true
			if !g.ref[t] {
				extra++
			}
		}
		for t := range g.ref {
			if !in[t] {
				missing++
			}
		}
		if missing+extra+len(g.dups) <= 4 {
			return verifiers.NearMiss
		}
	}
	for _, c := range r.Checks {
		if !c.OK && (c.Name == "edges" || c.Name == "coverage") {
			return verifiers.LocalOnly
		}
	}
	return verifiers.Incorrect
}

func fmtTri(t [3]int) string { return fmt.Sprintf("[%d,%d,%d]", t[0], t[1], t[2]) }

func fmtRaw(t [3]int) string { return fmt.Sprintf("[%d,%d,%d]", t[0], t[1], t[2]) }

// listTris names up to max triangles followed by the verb for one or many:
// "triangle [0,1,5] is", "triangles [0,1,5], [1,2,5] are".
func listTris(ts [][3]int, max int, one, many string) string {
	s := verifiers.Listed(len(ts), max, func(i int) string { return fmtTri(ts[i]) })
	return verifiers.Plural(len(ts), "triangle", "triangles") + " " + s + " " + verifiers.Plural(len(ts), one, many)
}

// area writes twice-an-area in grid units as an area of the unit square.
func area(twice int64, decimals int) string {
	scale := 1.0
	for i := 0; i < decimals; i++ {
		scale *= 10
	}
	return fmt.Sprintf("%.6g", float64(twice)/2/(scale*scale))
}
