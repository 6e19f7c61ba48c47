package mesh

import (
	"slices"

	"github.com/scbench/scbench/geom"
)

// Exact triangle–triangle intersection for the self-intersection check.
// Every decision is a sign of geom.Orient3D or geom.Orient2D, so touching
// counts as meeting and nothing depends on rounding. Two triangles of a
// surface may share corners: they may then meet only there (one shared
// corner) or along the shared edge (two); anything more is a
// self-intersection.

// SelfIntersections returns the pairs of distinct faces (lower index first,
// sorted) whose triangles meet beyond their shared corners and edges.
// Candidate pairs come from a sweep over the triangles' bounding boxes; every
// exact test costs one unit of the work budget, and complete is false when
// the budget ran out before every candidate was tested.
func SelfIntersections(m *Mesh, t *Triangulation, work *int) (pairs [][2]int, complete bool) {
	type box struct {
		lo, hi Vec3
		tri    int
	}
	boxes := make([]box, 0, len(t.Tris))
	for i, tr := range t.Tris {
		a, b, c := m.Verts[tr[0]], m.Verts[tr[1]], m.Verts[tr[2]]
		if collinear3(a, b, c) {
			continue // zero-area triangles lie on edges of their face's other triangles
		}
		var bx box
		bx.tri = i
		for k := 0; k < 3; k++ {
			bx.lo[k] = min(a[k], b[k], c[k])
			bx.hi[k] = max(a[k], b[k], c[k])
		}
		boxes = append(boxes, bx)
	}
	// By the boxes' low x, ties by triangle: the order a stable sort of the
	// boxes (made in triangle order) gives, by an unstable sort that moves
	// less.
	slices.SortFunc(boxes, func(p, q box) int {
		switch {
		case p.lo[0] < q.lo[0]:
			return -1
		case p.lo[0] > q.lo[0]:
			return 1
		}
		return p.tri - q.tri
	})
	found := map[[2]int]bool{}
	for i, p := range boxes {
		fp := t.Face[p.tri]
		for _, q := range boxes[i+1:] {
			if q.lo[0] > p.hi[0] {
				break
			}
			if q.lo[1] > p.hi[1] || p.lo[1] > q.hi[1] || q.lo[2] > p.hi[2] || p.lo[2] > q.hi[2] {
				continue
			}
			fq := t.Face[q.tri]
			if fp == fq {
				continue
			}
			key := [2]int{min(fp, fq), max(fp, fq)}
			if found[key] {
				continue
			}
			if *work--; *work < 0 {
				return sortedPairs(found), false
			}
			if TrianglesMeet(m.Verts, t.Tris[p.tri], t.Tris[q.tri]) {
				found[key] = true
			}
		}
	}
	return sortedPairs(found), true
}

func sortedPairs(found map[[2]int]bool) [][2]int {
	out := make([][2]int, 0, len(found))
	for k := range found {
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	return out
}

// collinear3 reports whether three points lie on one line, exactly: all
// three coordinate-plane projections are degenerate.
func collinear3(a, b, c Vec3) bool {
	for k := 0; k < 3; k++ {
		u, v := (k+1)%3, (k+2)%3
		if geom.Orient2D(geom.Vec2{a[u], a[v]}, geom.Vec2{b[u], b[v]}, geom.Vec2{c[u], c[v]}) != 0 {
			return false
		}
	}
	return true
}

// TrianglesMeet reports whether the closed triangles p and q (vertex indices
// into vs, neither of zero area) share a point other than their common
// corners and, if they have two, the edge between them. Corners are shared
// when their indices are equal.
func TrianglesMeet(vs []Vec3, p, q [3]int) bool {
	// Rotate p and q so that their shared corners come first, in p's order.
	var shared [3]int
	n := 0
	for i, a := range p {
		for _, b := range q {
			if a == b && n < len(shared) {
				shared[n] = i
				n++
			}
		}
	}
	P := [3]Vec3{vs[p[0]], vs[p[1]], vs[p[2]]}
	Q := [3]Vec3{vs[q[0]], vs[q[1]], vs[q[2]]}
	switch n {
	case 0:
		return triTri(P, Q)
	case 1:
		a := p[shared[0]]
		return sharedCorner(rotateTo(vs, p, a), rotateTo(vs, q, a))
	case 2:
		// The corner of each triangle that is not shared.
		c := P[3-shared[0]-shared[1]]
		var d Vec3
		for i, b := range q {
			if b != p[shared[0]] && b != p[shared[1]] {
				d = Q[i]
			}
		}
		a, b := P[shared[0]], P[shared[1]]
		if geom.Orient3D(a, b, c, d) != 0 {
			return false // the planes meet in the line of the shared edge
		}
		// In one plane: they overlap when c and d lie on the same side of ab.
		u, v := dropAxis(a, b, c)
		return geom.Orient2D(pr(a, u, v), pr(b, u, v), pr(c, u, v)) == geom.Orient2D(pr(a, u, v), pr(b, u, v), pr(d, u, v))
	}
	return true // the same triangle twice
}

// rotateTo returns t's corners starting at vertex a (which t contains),
// keeping their cyclic order.
func rotateTo(vs []Vec3, t [3]int, a int) [3]Vec3 {
	for t[0] != a {
		t = [3]int{t[1], t[2], t[0]}
	}
	return [3]Vec3{vs[t[0]], vs[t[1]], vs[t[2]]}
}

// sharedCorner decides triangles (a, b, c) and (a, d, e) that share only a.
func sharedCorner(P, Q [3]Vec3) bool {
	a, b, c := P[0], P[1], P[2]
	d, e := Q[1], Q[2]
	od, oe := geom.Orient3D(a, b, c, d), geom.Orient3D(a, b, c, e)
	// Every point of Q but a is a + s(d−a) + t(e−a) with s, t ≥ 0 not both
	// 0, on the side of P's plane that d and e share when they share one
	// strictly: then the triangles meet at a alone. Likewise with the roles
	// swapped. Neighbours on a smooth surface are almost all settled here.
	if od != 0 && od == oe {
		return false
	}
	if ob := geom.Orient3D(a, d, e, b); ob != 0 && ob == geom.Orient3D(a, d, e, c) {
		return false
	}
	if od == 0 && oe == 0 {
		// One plane: they meet beyond a when their angles at a overlap.
		u, v := dropAxis(a, b, c)
		A, B, C, D, E := pr(a, u, v), pr(b, u, v), pr(c, u, v), pr(d, u, v), pr(e, u, v)
		return rayInAngle(A, D, B, C) || rayInAngle(A, E, B, C) || rayInAngle(A, B, D, E) || rayInAngle(A, C, D, E)
	}
	// Otherwise the common part is a segment from a along the planes' common
	// line; its far end lies on the edge of one triangle opposite a, or on an
	// edge from a lying in the other triangle's plane.
	return segTri(b, c, Q) || segTri(d, e, P) ||
		edgeFromCorner(a, b, Q) || edgeFromCorner(a, c, Q) || edgeFromCorner(a, d, P) || edgeFromCorner(a, e, P)
}

// edgeFromCorner reports whether the segment from a, a corner of t, to b
// runs into t beyond a: only possible when b lies in t's plane.
func edgeFromCorner(a, b Vec3, t [3]Vec3) bool {
	if geom.Orient3D(t[0], t[1], t[2], b) != 0 {
		return false
	}
	u, v := dropAxis(t[0], t[1], t[2])
	return rayInAngle(pr(a, u, v), pr(b, u, v), pr(t[1], u, v), pr(t[2], u, v))
}

// rayInAngle reports whether the ray from apex through r lies in the closed
// angle from the ray through p to the ray through q (either orientation,
// less than a half turn).
func rayInAngle(apex, r, p, q geom.Vec2) bool {
	if geom.Orient2D(apex, p, q) < 0 {
		p, q = q, p
	}
	return geom.Orient2D(apex, p, r) >= 0 && geom.Orient2D(apex, r, q) >= 0
}

// triTri decides two triangles with no shared corner: closed triangles meet
// when a corner plane test cannot separate them and, if they are not in one
// plane, an edge of one meets the other.
func triTri(P, Q [3]Vec3) bool {
	if sameSide(P, Q) || sameSide(Q, P) {
		return false
	}
	if geom.Orient3D(P[0], P[1], P[2], Q[0]) == 0 && geom.Orient3D(P[0], P[1], P[2], Q[1]) == 0 && geom.Orient3D(P[0], P[1], P[2], Q[2]) == 0 {
		u, v := dropAxis(P[0], P[1], P[2])
		var p, q [3]geom.Vec2
		for i := range P {
			p[i], q[i] = pr(P[i], u, v), pr(Q[i], u, v)
		}
		return triTri2D(p, q)
	}
	for i := 0; i < 3; i++ {
		if segTri(P[i], P[(i+1)%3], Q) || segTri(Q[i], Q[(i+1)%3], P) {
			return true
		}
	}
	return false
}

// sameSide reports whether every corner of q lies strictly on one side of
// p's plane.
func sameSide(p, q [3]Vec3) bool {
	s0 := geom.Orient3D(p[0], p[1], p[2], q[0])
	return s0 != 0 && s0 == geom.Orient3D(p[0], p[1], p[2], q[1]) && s0 == geom.Orient3D(p[0], p[1], p[2], q[2])
}

// segTri reports whether the closed segment ab meets the closed triangle t.
func segTri(a, b Vec3, t [3]Vec3) bool {
	sa := geom.Orient3D(t[0], t[1], t[2], a)
	sb := geom.Orient3D(t[0], t[1], t[2], b)
	if sa == sb && sa != 0 {
		return false
	}
	if sa == 0 && sb == 0 {
		u, v := dropAxis(t[0], t[1], t[2])
		A, B := pr(a, u, v), pr(b, u, v)
		T := [3]geom.Vec2{pr(t[0], u, v), pr(t[1], u, v), pr(t[2], u, v)}
		if inTri2D(A, T) || inTri2D(B, T) {
			return true
		}
		for i := 0; i < 3; i++ {
			if geom.SegmentsTouch(A, B, T[i], T[(i+1)%3]) {
				return true
			}
		}
		return false
	}
	// The segment crosses the plane once; the crossing is in the triangle
	// when the line ab passes each edge on the same side (or through it).
	s1 := geom.Orient3D(a, b, t[0], t[1])
	s2 := geom.Orient3D(a, b, t[1], t[2])
	s3 := geom.Orient3D(a, b, t[2], t[0])
	return !((s1 > 0 || s2 > 0 || s3 > 0) && (s1 < 0 || s2 < 0 || s3 < 0))
}

// triTri2D decides two closed triangles in the plane.
func triTri2D(p, q [3]geom.Vec2) bool {
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if geom.SegmentsTouch(p[i], p[(i+1)%3], q[j], q[(j+1)%3]) {
				return true
			}
		}
	}
	return inTri2D(p[0], q) || inTri2D(q[0], p)
}

// inTri2D reports whether x lies in the closed triangle t (either
// orientation, not degenerate).
func inTri2D(x geom.Vec2, t [3]geom.Vec2) bool {
	s := geom.Orient2D(t[0], t[1], t[2])
	for i := 0; i < 3; i++ {
		if geom.Orient2D(t[i], t[(i+1)%3], x)*s < 0 {
			return false
		}
	}
	return true
}

// dropAxis returns the two coordinate axes of the projection in which the
// non-degenerate triangle abc keeps an area: exact, so that orientations in
// the projection are orientations in the triangle's plane.
func dropAxis(a, b, c Vec3) (u, v int) {
	best := 2
	n := geom.Cross3(b.Sub(a), c.Sub(a))
	for k := 0; k < 2; k++ {
		if abs(n[k]) > abs(n[best]) {
			best = k
		}
	}
	for _, k := range []int{best, 0, 1, 2} {
		u, v = (k+1)%3, (k+2)%3
		if geom.Orient2D(pr(a, u, v), pr(b, u, v), pr(c, u, v)) != 0 {
			return u, v
		}
	}
	return u, v
}

func pr(p Vec3, u, v int) geom.Vec2 { return geom.Vec2{p[u], p[v]} }
