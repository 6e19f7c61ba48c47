package geom

import (
	"errors"
	"fmt"
	"slices"
)

// Errors returned by Delaunay. They are wrapped with details about the
// offending input; test for them with errors.Is.
var (
	ErrTooFewPoints   = errors.New("geom: fewer than 3 points")
	ErrNonFinite      = errors.New("geom: point with a NaN or infinite coordinate")
	ErrDuplicatePoint = errors.New("geom: duplicate point")
	ErrCollinear      = errors.New("geom: all points are collinear")
)

// Delaunay returns a Delaunay triangulation of pts.
//
// Each triangle is returned as three indices into pts sorted ascending, and
// the list is sorted lexicographically, so equal inputs give equal outputs
// independently of how the triangulation was built.
//
// Every decision uses the exact predicates Orient2D and InCircle, so the
// result is exact for any finite float64 input and identical on all
// platforms. Degenerate inputs are handled as follows:
//
//   - Points on the convex hull boundary that are collinear with their
//     neighbours (180° boundary vertices) are still vertices of the
//     triangulation; no triangle is ever degenerate. With n points of which
//     b lie on the hull boundary (counting such collinear ones) there are
//     exactly 2n-2-b triangles.
//   - When four or more points are co-circular the Delaunay triangulation
//     is not unique. An edge is flipped only when the opposite vertex lies
//     strictly inside the circumcircle (InCircle > 0), so the algorithm
//     terminates and returns one valid Delaunay triangulation: no point lies
//     strictly inside the circumcircle of any triangle. Which of the valid
//     triangulations is returned depends only on the set of points (the
//     sweep order is lexicographic, so permuting the input just permutes
//     the indices), but it need not match other libraries' (e.g. Qhull's)
//     choice.
//
// It returns an error wrapping ErrTooFewPoints, ErrNonFinite,
// ErrDuplicatePoint or ErrCollinear when fewer than 3 points are given, a
// coordinate is NaN or ±Inf, two points are equal, or all points lie on one
// line (no triangle exists).
//
// Algorithm: the points are swept in lexicographic (x, then y) order. The
// first points are fanned to the first point that is not collinear with
// them; every later point is then strictly outside the current convex hull,
// is connected to the hull edges it strictly sees, and the edges opposite it
// are legalized with Lawson flips. A final Lawson pass over all edges
// guarantees that every interior edge is locally Delaunay, which implies the
// triangulation is (globally) Delaunay. Apart from the O(n log n) sort the
// work is close to linear for typical inputs (about 1.5 ms for 1,000 and
// 0.3 s for 100,000 uniformly random points on a 2020s x86 core); the worst
// case is O(n²) flips. Exactly co-circular or collinear configurations are
// slower per predicate, since the floating-point filter cannot decide them
// and the exact big-integer stage runs (a few microseconds per call).
func Delaunay(pts []Vec2) ([][3]int, error) {
	t, err := triangulate(pts)
	if err != nil {
		return nil, err
	}
	return t.sortedTriangles(), nil
}

// triangulate is Delaunay without the final sort: the mesh it returns also
// says how much work the construction took (steps), which the tests bound.
func triangulate(pts []Vec2) (*triangulation, error) {
	n := len(pts)
	if n < 3 {
		return nil, fmt.Errorf("%w: got %d", ErrTooFewPoints, n)
	}
	for i, p := range pts {
		if !Finite2(p) {
			return nil, fmt.Errorf("%w: point %d is %v", ErrNonFinite, i, p)
		}
	}

	// Sweep order. The index tie-break only matters for duplicates (which are
	// rejected next); it makes the reported pair deterministic.
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int {
		if c := CompareXY(pts[i], pts[j]); c != 0 {
			return c
		}
		return i - j
	})
	for k := 1; k < n; k++ {
		if CompareXY(pts[order[k-1]], pts[order[k]]) == 0 {
			return nil, fmt.Errorf("%w: points %d and %d are both %v",
				ErrDuplicatePoint, order[k-1], order[k], pts[order[k]])
		}
	}

	// Find the first point that is not collinear with order[0], order[1].
	// Because the order is lexicographic, order[0..apex-1] are then in order
	// along their common line.
	apex := 2
	for apex < n && Orient2D(pts[order[0]], pts[order[1]], pts[order[apex]]) == 0 {
		apex++
	}
	if apex == n {
		return nil, fmt.Errorf("%w (%d points)", ErrCollinear, n)
	}

	t := newTriangulation(pts)
	t.fan(order[:apex], order[apex])
	last := order[apex]
	for _, p := range order[apex+1:] {
		if err := t.insert(p, last); err != nil {
			return nil, err
		}
		last = p
	}
	t.legalizeAll()
	return t, nil
}

// triangulation is a triangle mesh in a flat half-edge layout (three
// half-edges per triangle in parallel slices, no per-triangle objects),
// which keeps construction allocation-free apart from slice growth.
//
// Triangle t owns half-edges 3t, 3t+1, 3t+2, listed counter-clockwise.
// Half-edge e starts at point origin[e] and ends at origin[next(e)]; twin[e]
// is the oppositely directed half-edge of the neighbouring triangle, or -1
// if e lies on the convex hull.
//
// The convex hull is a circular doubly linked list over point indices
// (hullNext/hullPrev, counter-clockwise), and hullEdge[v] is the half-edge
// running from hull vertex v to hullNext[v]. The hull list contains every
// point on the hull boundary, including 180° vertices.
type triangulation struct {
	pts    []Vec2
	origin []int
	twin   []int

	hullNext, hullPrev, hullEdge []int

	stack []int // work list of legalize, kept to reuse its memory

	// steps counts the hull edges insert examined and the edges legalize
	// tested: the work of the construction, near linear for typical inputs
	// and quadratic at worst. Tests bound it instead of timing the call.
	steps int
}

func newTriangulation(pts []Vec2) *triangulation {
	n := len(pts)
	// A triangulation of n points has at most 2n-5 triangles.
	return &triangulation{
		pts:      pts,
		origin:   make([]int, 0, 3*(2*n)),
		twin:     make([]int, 0, 3*(2*n)),
		hullNext: make([]int, n),
		hullPrev: make([]int, n),
		hullEdge: make([]int, n),
	}
}

func next(e int) int {
	if e%3 == 2 {
		return e - 2
	}
	return e + 1
}

func prev(e int) int {
	if e%3 == 0 {
		return e + 2
	}
	return e - 1
}

// addTriangle appends triangle (a, b, c), which must be counter-clockwise,
// with no neighbours yet, and returns its first half-edge (a→b).
func (t *triangulation) addTriangle(a, b, c int) int {
	e := len(t.origin)
	t.origin = append(t.origin, a, b, c)
	t.twin = append(t.twin, -1, -1, -1)
	return e
}

// link makes e and f twins. f may be -1, meaning e is now a hull edge; the
// hull bookkeeping is then pointed at e (half-edge ids of hull edges change
// when triangles are flipped).
func (t *triangulation) link(e, f int) {
	t.twin[e] = f
	if f >= 0 {
		t.twin[f] = e
	} else {
		t.hullEdge[t.origin[e]] = e
	}
}

// fan triangulates the collinear run line (in order along its line, at least
// two points) together with apex, which is not on that line. This is the
// only triangulation of those points, so it is Delaunay. It also sets up the
// hull, which contains every point of line.
func (t *triangulation) fan(line []int, apex int) {
	ccw := Orient2D(t.pts[line[0]], t.pts[line[1]], t.pts[apex]) > 0
	prevTri := -1
	for i := 0; i+1 < len(line); i++ {
		a, b := line[i], line[i+1]
		if !ccw {
			a, b = b, a
		}
		// Half-edges: e = a→b (on the hull), e+1 = b→apex, e+2 = apex→a.
		e := t.addTriangle(a, b, apex)
		if prevTri >= 0 {
			// The shared edge joins apex and line[i].
			if ccw {
				t.link(e+2, prevTri+1) // apex→line[i] vs line[i]→apex
			} else {
				t.link(e+1, prevTri+2) // line[i]→apex vs apex→line[i]
			}
		}
		prevTri = e
	}
	// Every half-edge without a twin is on the hull; walking them in
	// triangle orientation gives the counter-clockwise hull.
	for e := range t.origin {
		if t.twin[e] < 0 {
			a, b := t.origin[e], t.origin[next(e)]
			t.hullNext[a] = b
			t.hullPrev[b] = a
			t.hullEdge[a] = e
		}
	}
}

// insert adds point p, which must be lexicographically greater than every
// point inserted so far; last is the greatest of those. Such a p lies
// strictly outside the current hull (all earlier points have a smaller x,
// or the same x and a smaller y), and last, being the lexicographically
// greatest point, is a strictly convex hull vertex that p can see: at least
// one of the two hull edges at last is strictly visible from p. The strictly
// visible hull edges form one contiguous chain, which we find by walking
// from last in both directions.
func (t *triangulation) insert(p, last int) error {
	pp := t.pts[p]
	// A hull edge a→b (counter-clockwise, interior to its left) is strictly
	// visible from p when p is strictly to its right. Edges whose line
	// passes through p are not visible: a triangle on them would be
	// degenerate. Their far endpoint stays on the hull as a 180° vertex.
	end := last
	for Orient2D(t.pts[end], t.pts[t.hullNext[end]], pp) < 0 {
		end = t.hullNext[end]
		t.steps++
	}
	start := last
	for Orient2D(t.pts[t.hullPrev[start]], t.pts[start], pp) < 0 {
		start = t.hullPrev[start]
		t.steps++
	}
	if start == end {
		// Impossible by the argument above; reported instead of producing
		// a broken mesh should the invariant ever be violated.
		return fmt.Errorf("geom: internal error: point %d sees no hull edge", p)
	}

	firstNew := len(t.origin)
	prevTri := -1
	for v := start; v != end; {
		w := t.hullNext[v]
		h := t.hullEdge[v] // v→w, the hull edge being covered
		// Orient2D(v, w, p) < 0, so (w, v, p) is counter-clockwise.
		// Half-edges: e = w→v, e+1 = v→p, e+2 = p→w.
		e := t.addTriangle(w, v, p)
		t.link(e, h)
		if prevTri >= 0 {
			t.link(e+1, prevTri+2) // v→p vs p→v of the previous triangle
		}
		prevTri = e
		v = w
	}
	// Splice p into the hull in place of the visible chain's interior.
	t.link(firstNew+1, -1) // start→p
	t.link(prevTri+2, -1)  // p→end
	t.hullNext[start] = p
	t.hullPrev[p] = start
	t.hullNext[p] = end
	t.hullPrev[end] = p

	// Legalize the covered hull edges (the edges opposite p); flips
	// propagate from there.
	for e := firstNew; e < len(t.origin); e += 3 {
		t.legalize(e, true)
	}
	return nil
}

// legalize restores the local Delaunay property around edge e0 with Lawson
// flips: an interior edge is flipped when the vertex opposite it in one
// triangle lies strictly inside the circumcircle of the other triangle, and
// the four outer edges of every flipped quadrilateral are re-checked.
//
// Only strict violations (InCircle > 0) are flipped. That guarantees
// termination (each flip strictly lowers the lifted surface) also for
// co-circular points, where either diagonal is acceptable and the current
// one is kept. A strict violation also implies the quadrilateral is strictly
// convex, so flipped triangles are never degenerate.
//
// With afterInsert set, e0 must be an edge whose opposite vertex in its own
// triangle is the point just inserted, p. Then only the two outer edges
// opposite p are re-checked after each flip (the classical incremental
// Delaunay step: edges incident to p are Delaunay). Without it all four are
// re-checked, which is what a general Lawson pass needs.
func (t *triangulation) legalize(e0 int, afterInsert bool) {
	t.stack = append(t.stack[:0], e0)
	for len(t.stack) > 0 {
		e := t.stack[len(t.stack)-1]
		t.stack = t.stack[:len(t.stack)-1]
		f := t.twin[e]
		if f < 0 {
			continue // hull edge
		}
		t.steps++
		// Triangle T = (u, v, p) holds e = u→v; its neighbour N = (v, u, q)
		// holds f = v→u. Both are counter-clockwise.
		e1, e2 := next(e), prev(e)
		f1, f2 := next(f), prev(f)
		u, v, p := t.origin[e], t.origin[e1], t.origin[e2]
		q := t.origin[f2]
		if InCircle(t.pts[u], t.pts[v], t.pts[p], t.pts[q]) <= 0 {
			continue
		}
		// Outer neighbours of the quadrilateral u, q, v, p (CCW).
		na, nb := t.twin[e1], t.twin[e2] // across v→p, p→u
		nc, nd := t.twin[f1], t.twin[f2] // across u→q, q→v
		// Replace diagonal u–v by p–q, reusing both triangle slots:
		// T' = (p, u, q) and N' = (q, v, p).
		t.origin[e], t.origin[e1], t.origin[e2] = p, u, q
		t.origin[f], t.origin[f1], t.origin[f2] = q, v, p
		t.link(e, nb)  // p→u
		t.link(e1, nc) // u→q
		t.link(f, nd)  // q→v
		t.link(f1, na) // v→p
		t.link(e2, f2) // q→p vs p→q
		// e1 = u→q and f = q→v are the edges opposite p in T' and N'.
		if afterInsert {
			t.stack = append(t.stack, e1, f)
		} else {
			t.stack = append(t.stack, e, e1, f, f1)
		}
	}
}

// legalizeAll checks every interior edge once and flips until all edges are
// locally Delaunay. After the incremental legalization in insert this
// normally flips nothing; it is the global guarantee that the result is a
// Delaunay triangulation. (Each flip re-queues the only edges whose status
// it can change, so one sweep suffices.)
func (t *triangulation) legalizeAll() {
	for e := range t.origin {
		if t.twin[e] > e {
			t.legalize(e, false)
		}
	}
}

// sortedTriangles returns the triangles with ascending indices, sorted.
func (t *triangulation) sortedTriangles() [][3]int {
	tris := make([][3]int, 0, len(t.origin)/3)
	for e := 0; e < len(t.origin); e += 3 {
		tri := [3]int{t.origin[e], t.origin[e+1], t.origin[e+2]}
		sort3(&tri)
		tris = append(tris, tri)
	}
	n := uint64(len(t.pts))
	if n >= 1<<21 {
		slices.SortFunc(tris, compareTri)
		return tris
	}
	// Sorting packed integer keys (3 x 21 bits, which preserves the
	// lexicographic order) is several times faster than a comparison sort.
	keys := make([]uint64, len(tris))
	for i, tri := range tris {
		keys[i] = uint64(tri[0])<<42 | uint64(tri[1])<<21 | uint64(tri[2])
	}
	slices.Sort(keys)
	const mask = 1<<21 - 1
	for i, k := range keys {
		tris[i] = [3]int{int(k >> 42), int(k >> 21 & mask), int(k & mask)}
	}
	return tris
}

func sort3(t *[3]int) {
	if t[0] > t[1] {
		t[0], t[1] = t[1], t[0]
	}
	if t[1] > t[2] {
		t[1], t[2] = t[2], t[1]
	}
	if t[0] > t[1] {
		t[0], t[1] = t[1], t[0]
	}
}

func compareTri(a, b [3]int) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}
