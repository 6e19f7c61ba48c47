package tetrahedrashadow

import (
	"math"

	"github.com/scbench/scbench/geom"
)

// Intersect reports whether two tetrahedra (given by their corners) share a
// point. Touching counts: a shared corner, edge point or face point is an
// intersection, as in upstream's strict separating-axis test.
//
// The test is the separating-axis theorem, decided exactly: two disjoint
// convex polyhedra are strictly separated along a face normal of one of them
// or along the cross product of an edge of each. Every comparison of two
// projections is the sign of a 3×3 determinant of coordinate differences
// (geom.Orient3D, geom.TripleProduct): a floating-point filter with a proven
// error bound and, when it cannot decide, exact integer arithmetic. So the
// answer is the exact one for the corners as given, on every platform.
func Intersect(a, b [4]geom.Vec3) bool {
	for k := 0; k < 3; k++ {
		if boxMax(a, k) < boxMin(b, k) || boxMax(b, k) < boxMin(a, k) {
			return false
		}
	}
	if faceSeparates(a, b) || faceSeparates(b, a) {
		return false
	}
	for _, ea := range Edges {
		for _, eb := range Edges {
			if edgesSeparate(a, ea, b, eb) {
				return false
			}
		}
	}
	return true
}

func boxMin(v [4]geom.Vec3, k int) float64 {
	return math.Min(math.Min(v[0][k], v[1][k]), math.Min(v[2][k], v[3][k]))
}

func boxMax(v [4]geom.Vec3, k int) float64 {
	return math.Max(math.Max(v[0][k], v[1][k]), math.Max(v[2][k], v[3][k]))
}

// faceSeparates reports whether the plane of some face of a has every corner
// of b strictly on the side away from a.
func faceSeparates(a, b [4]geom.Vec3) bool {
	for _, f := range Faces {
		p, q, r := a[f[0]], a[f[1]], a[f[2]]
		own := geom.Orient3D(p, q, r, a[otherCorner(f)])
		side := geom.Orient3D(p, q, r, b[0])
		if side == 0 || side == own {
			continue
		}
		all := true
		for _, x := range b[1:] {
			if geom.Orient3D(p, q, r, x) != side {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// otherCorner is the corner of the base tetrahedron not on face f.
func otherCorner(f [3]int) int { return 6 - f[0] - f[1] - f[2] }

// edgesSeparate tests the axis n = (a[j]−a[i]) × (b[l]−b[k]). Along it the
// two corners of each edge project to the same value, so the projections of
// a are those of a[i] and its two other corners, and likewise for b. The axis
// separates when every projection of b exceeds every projection of a, or
// every one is smaller: nine comparisons, each the sign of
// (y − x)·n = det[y − x, a[j]−a[i], b[l]−b[k]], which geom.TripleProduct
// decides exactly.
func edgesSeparate(a [4]geom.Vec3, ea [2]int, b [4]geom.Vec3, eb [2]int) bool {
	u0, u1 := a[ea[0]], a[ea[1]]
	v0, v1 := b[eb[0]], b[eb[1]]
	xs := [3]geom.Vec3{u0}
	ys := [3]geom.Vec3{v0}
	n := 1
	for k := 0; k < 4; k++ {
		if k != ea[0] && k != ea[1] {
			xs[n] = a[k]
			n++
		}
	}
	n = 1
	for k := 0; k < 4; k++ {
		if k != eb[0] && k != eb[1] {
			ys[n] = b[k]
			n++
		}
	}
	want := 0
	for _, x := range xs {
		for _, y := range ys {
			s := geom.TripleProduct(x, y, u0, u1, v0, v1)
			if s == 0 || (want != 0 && s != want) {
				return false
			}
			want = s
		}
	}
	return true
}
