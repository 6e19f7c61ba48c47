package tetrahedrashadow

import (
	"math"
	"math/big"

	"github.com/scbench/scbench/geom"
)

// Intersect reports whether two tetrahedra (given by their corners) share a
// point. Touching counts: a shared corner, edge point or face point is an
// intersection, as in upstream's strict separating-axis test.
//
// The test is the separating-axis theorem, decided exactly: two disjoint
// convex polyhedra are strictly separated along a face normal of one of them
// or along the cross product of an edge of each. Every comparison of two
// projections is the sign of a 3×3 determinant of coordinate differences,
// computed with a floating-point filter and, when the filter cannot decide,
// exactly with rationals. So the answer is the exact one for the corners as
// given, on every platform.
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
// (y − x)·n = det[a[j]−a[i], b[l]−b[k], y − x].
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
			s := diffDetSign(u0, u1, v0, v1, x, y)
			if s == 0 || (want != 0 && s != want) {
				return false
			}
			want = s
		}
	}
	return true
}

// diffDetSign is the exact sign of det[u1−u0, v1−v0, y−x].
func diffDetSign(u0, u1, v0, v1, x, y geom.Vec3) int {
	u, v, w := u1.Sub(u0), v1.Sub(v0), y.Sub(x)
	// Triple product u·(v×w) as six rounded products, with a bound on its
	// error: the differences are each off by at most a relative 2^-53, and
	// each product and sum adds as much; 2^-46 covers them many times over.
	t := [6]float64{
		float64(u[0] * float64(v[1]*w[2])), -float64(u[0] * float64(v[2]*w[1])),
		float64(u[1] * float64(v[2]*w[0])), -float64(u[1] * float64(v[0]*w[2])),
		float64(u[2] * float64(v[0]*w[1])), -float64(u[2] * float64(v[1]*w[0])),
	}
	det, perm := 0.0, 0.0
	for _, x := range t {
		det += x
		perm += math.Abs(x)
	}
	if perm == 0 && noUnderflow(u) && noUnderflow(v) && noUnderflow(w) {
		// Every product is exactly zero: each has a factor that is an exact
		// zero (a difference of equal coordinates), so the exact value is 0.
		return 0
	}
	if perm > 1e-200 && perm < 1e200 {
		bound := perm * 0x1p-46
		switch {
		case det > bound:
			return 1
		case det < -bound:
			return -1
		}
	}
	return exactDiffDet(u0, u1, v0, v1, x, y)
}

// noUnderflow reports whether every component of v is 0 or at least 2^-300 in
// magnitude, so that no product of three components can underflow.
func noUnderflow(v geom.Vec3) bool {
	for _, x := range v {
		if x != 0 && math.Abs(x) < 0x1p-300 {
			return false
		}
	}
	return true
}

// exactDiffDet evaluates det[u1−u0, v1−v0, y−x] exactly. Every finite
// float64 is an integer times a power of two, so after scaling all eighteen
// coordinates by the same power of two (which keeps the sign) they are
// integers, and the determinant is computed with big.Int: no fractions, no
// greatest common divisors.
func exactDiffDet(u0, u1, v0, v1, x, y geom.Vec3) int {
	all := [6]geom.Vec3{u0, u1, v0, v1, x, y}
	emin := math.MaxInt
	for _, p := range all {
		for _, c := range p {
			if c != 0 {
				_, e := math.Frexp(c)
				emin = min(emin, e-53)
			}
		}
	}
	if emin == math.MaxInt {
		return 0 // every coordinate is zero
	}
	var ints [6][3]*big.Int
	for i, p := range all {
		for k, c := range p {
			m, e := math.Frexp(c)
			z := new(big.Int)
			if c != 0 {
				z.SetInt64(int64(m * (1 << 53)))
				z.Lsh(z, uint(e-53-emin))
			}
			ints[i][k] = z
		}
	}
	diff := func(a, b [3]*big.Int) [3]*big.Int {
		return [3]*big.Int{new(big.Int).Sub(a[0], b[0]), new(big.Int).Sub(a[1], b[1]), new(big.Int).Sub(a[2], b[2])}
	}
	u, v, w := diff(ints[1], ints[0]), diff(ints[3], ints[2]), diff(ints[5], ints[4])
	t, z := new(big.Int), new(big.Int)
	minor := func(a, b, c, d *big.Int) *big.Int { // a·b − c·d
		r := new(big.Int).Mul(a, b)
		return r.Sub(r, t.Mul(c, d))
	}
	det := new(big.Int).Mul(u[0], minor(v[1], w[2], v[2], w[1]))
	det.Add(det, z.Mul(u[1], minor(v[2], w[0], v[0], w[2])))
	det.Add(det, z.Mul(u[2], minor(v[0], w[1], v[1], w[0])))
	return det.Sign()
}
