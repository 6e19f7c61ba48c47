package delaunay

// Grading, following DECISIONS.md: an answer passes when it is a Delaunay
// triangulation of the points exactly as the prompt displays them: indices
// valid, triangles tiling the convex hull with no gap or overlap, and no point
// strictly inside any triangle's circumcircle, all decided with exact
// predicates. With co-circular points any valid Delaunay triangulation passes.
// Upstream's stored truth is not consulted.

import (
	"fmt"
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
	dups       [][3]int        // triangles listed more than once
	ref        map[[3]int]bool // a reference triangulation, for near-miss and the overlay
}

type violation struct {
	tri   int // index into tris
	point int
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, found verifiers.Found) *verifiers.Report {
	g := &grading{d: d, pts: d.Grid(), n: len(d.Points)}
	// A triangulation of n points has at most 2n-5 triangles; 4n leaves room for
	// honest mistakes while bounding the work on absurd answers.
	raw, err := verifiers.IntTuples(found.Field("triangles"), "triangles", 3, 4*g.n, true, verifiers.IntRule{})
	if err != nil {
		return r.Reject("format", err)
	}
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

	boundary := len(geom.HullBoundary(g.pts))
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

	g.emptyCircles()
	if len(g.violations) == 0 {
		r.Check("empty circumcircle", true, "no point lies strictly inside any triangle's circumcircle")
	} else {
		v := g.violations[0]
		r.Checkf("empty circumcircle", false, "triangle %s: point %d lies inside its circumcircle%s", fmtTri(g.tris[v.tri]), v.point, verifiers.More(len(g.violations)-1, "triangle", "triangles"))
	}

	g.edges()
	if len(g.badEdges) == 0 {
		r.Check("edges", true, "every inner edge is shared by exactly two triangles and every other edge lies on the convex hull")
	} else {
		r.Check("edges", false, g.badEdges[0]+verifiers.More(len(g.badEdges)-1, "edge", "edges"))
	}

	covered, hull := g.areas()
	if covered == hull {
		r.Checkf("coverage", true, "the triangles' areas add up to the area of the convex hull (%s)", area(hull, d.Decimals))
	} else {
		what := "gaps are left uncovered"
		if covered > hull {
			what = "triangles overlap"
		}
		r.Checkf("coverage", false, "the triangles' areas add up to %s but the convex hull's area is %s: %s", area(covered, d.Decimals), area(hull, d.Decimals), what)
	}

	g.reference()
	r.DrawWith(g.overlay)
	return r.PassFail(func() string { return g.failureMode(r, len(raw)) })
}

func (g *grading) checkIndices(raw [][]int64) error {
	for i, t := range raw {
		for _, v := range t {
			if v < 0 || v >= int64(g.n) {
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
func (g *grading) canonicalise(raw [][]int64) {
	all := make([][3]int, len(raw))
	for i, t := range raw {
		c := [3]int{int(t[0]), int(t[1]), int(t[2])}
		sort.Ints(c[:])
		all[i] = c
	}
	sort.Slice(all, func(i, j int) bool { return less(all[i], all[j]) })
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

func (g *grading) emptyCircles() {
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
// means two triangles overlap.
func (g *grading) edges() {
	dir := map[[2]int]int{}
	for _, t := range g.ccw {
		if t[0] < 0 {
			continue
		}
		for e := 0; e < 3; e++ {
			dir[[2]int{t[e], t[(e+1)%3]}]++
		}
	}
	seen := map[[2]int]bool{}
	for _, t := range g.ccw {
		if t[0] < 0 {
			continue
		}
		for e := 0; e < 3; e++ {
			a, b := t[e], t[(e+1)%3]
			key := [2]int{min(a, b), max(a, b)}
			if seen[key] {
				continue
			}
			seen[key] = true
			fwd, back := dir[[2]int{a, b}], dir[[2]int{b, a}]
			switch {
			case fwd > 1 || back > 1:
				g.bad(key, fmt.Sprintf("edge %d–%d has two triangles on the same side: they overlap", key[0], key[1]))
			case fwd == 1 && back == 1:
				// an inner edge
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
// squared grid units. The coordinates are integers below 10^4, so the sums are
// exact in int64.
func (g *grading) areas() (covered, hull int64) {
	ip := func(i int) (int64, int64) { return int64(g.pts[i][0]), int64(g.pts[i][1]) }
	twice := func(a, b, c int) int64 {
		ax, ay := ip(a)
		bx, by := ip(b)
		cx, cy := ip(c)
		v := (bx-ax)*(cy-ay) - (by-ay)*(cx-ax)
		if v < 0 {
			v = -v
		}
		return v
	}
	for _, t := range g.tris {
		covered += twice(t[0], t[1], t[2])
	}
	h := geom.ConvexHull(g.pts)
	for i := 1; i+1 < len(h); i++ {
		hull += twice(h[0], h[i], h[i+1])
	}
	return covered, hull
}

// reference triangulates the points, for the failure mode and the overlay. With
// co-circular points it is one of several valid answers, and is labelled so.
func (g *grading) reference() {
	tris, err := geom.Delaunay(g.pts)
	if err != nil {
		return
	}
	g.ref = make(map[[3]int]bool, len(tris))
	for _, t := range tris {
		g.ref[t] = true
	}
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

func fmtRaw(t []int64) string { return fmt.Sprintf("[%d,%d,%d]", t[0], t[1], t[2]) }

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
