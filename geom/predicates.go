package geom

// Robust geometric predicates.
//
// Each predicate returns the sign (-1, 0, +1) of a polynomial in the input
// coordinates, evaluated as if in exact real arithmetic. They work in two
// stages, in the style of J. R. Shewchuk, "Adaptive Precision Floating-Point
// Arithmetic and Fast Robust Geometric Predicates" (1997):
//
//  1. A floating-point filter evaluates the determinant in float64 together
//     with a bound on its rounding error (Shewchuk's "stage A" bounds). If
//     |det| exceeds the bound, the float sign is provably the exact sign.
//     This is the fast path taken by almost every call.
//  2. Otherwise the determinant is recomputed exactly and its sign is
//     returned: for Orient3D and TripleProduct first in fixed-width integer
//     arithmetic when the coordinates' magnitudes allow (fixed.go, on
//     geom/portable's 256-bit determinant), and
//     otherwise, as for every predicate, with math/big.
//
// The filter never changes an answer, it only avoids work: both stages yield
// the exact sign, so the result is a pure function of the inputs and is
// identical on every platform (in particular natively and under wasm).
//
// Three details are needed for the filter to be a proof rather than a
// heuristic:
//
//   - Shewchuk's error bounds assume every operation is a single, correctly
//     rounded IEEE-754 operation. The Go specification allows an
//     implementation to fuse x*y + z into one fused multiply-add (it does so
//     on arm64, ppc64le, s390x, riscv64, ...), which changes the rounding.
//     An explicit conversion float64(x*y) forces the product to be rounded
//     on its own, so every product that is later added or subtracted is
//     wrapped in float64(...). Do not "simplify" those conversions away.
//
//   - The bounds also assume no underflow and no overflow. The filter is
//     therefore only trusted when every input coordinate is 0 or has a
//     magnitude in [2^-200, 2^200] (see filterable). Every such coordinate
//     is an integer multiple of 2^-252, hence so is every difference of
//     coordinates, and every product of k differences is a multiple of
//     2^(-252k) (rounding to nearest never makes a value leave a coarser
//     power-of-two grid). The highest degree used is 4 (in-circle), and
//     2^-1008 is still a normal float64, so no intermediate result can be
//     subnormal: each one is either exactly 0 or carries only the relative
//     rounding error the bounds account for. The upper limit 2^200 keeps the
//     degree-4 terms far below the overflow threshold. Inputs outside that
//     range (absurdly small or large, or NaN/Inf) go to the exact stage.
//
//   - NaN or ±Inf coordinates make every predicate return 0 ("degenerate");
//     they never panic. The exact stage checks for them explicitly.
//
// The exact stage does not use big.Rat: every finite float64 is m*2^e with
// an integer m of at most 53 bits, so after scaling all coordinates of one
// call by the same power of two 2^-emin they become big.Ints, and a positive
// scale factor does not change the sign of a homogeneous polynomial. Integer
// arithmetic is exact and avoids big.Rat's gcd reductions.

import (
	"math"
	"math/big"
)

// epsilon is Shewchuk's machine epsilon for float64: half an ulp of 1, the
// largest relative error of one correctly rounded operation.
const epsilon = 0x1p-53

// Error-bound coefficients of Shewchuk's first (non-adaptive) filter stage
// ("ccwerrboundA", "o3derrboundA", "iccerrboundA"). The ε² terms are slack
// that also covers the rounding of the multiplication coefficient*permanent.
// All three values are exactly representable float64s (their bits span at
// most 53 binary places), so these untyped constants equal the values
// Shewchuk's exactinit() computes.
const (
	ccwErrBoundA = (3 + 16*epsilon) * epsilon
	o3dErrBoundA = (7 + 56*epsilon) * epsilon
	iccErrBoundA = (10 + 96*epsilon) * epsilon
)

// Coordinates the filter may be trusted with; see the package comment above.
const (
	filterMin = 0x1p-200
	filterMax = 0x1p200
)

// filterable reports whether x is 0 or has a magnitude in
// [filterMin, filterMax]. It is false for NaN and ±Inf.
//
// It compares bit patterns: with the sign bit shifted out, the IEEE-754
// encoding of non-negative values is monotone in the value (NaN and Inf
// encode above every finite value), and the unsigned subtraction maps
// everything below filterMin to a huge number, so one comparison tests the
// range. This runs on every predicate call, so it is worth keeping cheap.
func filterable(x float64) bool {
	b := math.Float64bits(x) << 1
	return b-filterMinBits <= filterMaxBits-filterMinBits || b == 0
}

// Bit patterns of filterMin and filterMax with the sign bit shifted out:
// biased exponent in bits 53..63, zero mantissa.
const (
	filterMinBits = uint64(1023-200) << 53
	filterMaxBits = uint64(1023+200) << 53
)

func filterable2(v Vec2) bool { return filterable(v[0]) && filterable(v[1]) }

func filterable3(v Vec3) bool {
	return filterable(v[0]) && filterable(v[1]) && filterable(v[2])
}

// Orient2D returns the sign of the cross product (b-a)×(c-a), computed
// exactly:
//
//	+1  a, b, c are in counter-clockwise order (c lies left of the directed line a→b),
//	-1  they are in clockwise order (c lies to the right),
//	 0  they are collinear (including when two or three points coincide).
//
// The value is twice the signed area of triangle abc. It is invariant under
// cyclic permutations of the arguments and flips sign under transpositions.
// If any coordinate is NaN or ±Inf the result is 0.
func Orient2D(a, b, c Vec2) int {
	if !(filterable2(a) && filterable2(b) && filterable2(c)) {
		return Orient2DExact(a, b, c)
	}
	// Shewchuk's orient2d, which evaluates (a-c)×(b-c); in exact
	// arithmetic that equals (b-a)×(c-a).
	detLeft := float64((a[0] - c[0]) * (b[1] - c[1]))
	detRight := float64((a[1] - c[1]) * (b[0] - c[0]))
	det := detLeft - detRight

	// Within the filterable range a product is 0 only if a factor is
	// exactly 0, and rounding never changes a sign, so the computed signs of
	// detLeft and detRight are exact. When they differ (or one is 0) the
	// sign of their difference is known without any error analysis. This
	// settles axis-aligned and other trivially degenerate configurations
	// (very common on integer grids) without the exact stage.
	var detSum float64
	switch {
	case detLeft > 0:
		if detRight <= 0 {
			return 1
		}
		detSum = detLeft + detRight
	case detLeft < 0:
		if detRight >= 0 {
			return -1
		}
		detSum = -detLeft - detRight
	default:
		return -sign(detRight)
	}
	errBound := ccwErrBoundA * detSum
	if det > errBound {
		return 1
	}
	if -det > errBound {
		return -1
	}
	return Orient2DExact(a, b, c)
}

// InCircle reports where d lies relative to the circle through a, b and c,
// computed exactly. For a, b, c in counter-clockwise order:
//
//	+1  d lies strictly inside the circle,
//	-1  d lies strictly outside,
//	 0  the four points are co-circular.
//
// This is Shewchuk's incircle convention. The result is the sign of the
// determinant
//
//	| ax-dx  ay-dy  (ax-dx)²+(ay-dy)² |
//	| bx-dx  by-dy  (bx-dx)²+(by-dy)² |
//	| cx-dx  cy-dy  (cx-dx)²+(cy-dy)² |
//
// so if a, b, c are clockwise the sign is reversed (+1 means d is strictly
// outside, -1 strictly inside). If a, b, c are collinear (a degenerate
// "circle"), the result is 0 exactly when d is on their line (or two of
// a, b, c coincide), and otherwise tells on which side of the line d lies,
// with a sign that depends on the order of a, b, c along the line; callers
// such as Delaunay only ask about non-degenerate triangles. Swapping any two
// of the four arguments negates the result.
// If any coordinate is NaN or ±Inf the result is 0.
func InCircle(a, b, c, d Vec2) int {
	if !(filterable2(a) && filterable2(b) && filterable2(c) && filterable2(d)) {
		return InCircleExact(a, b, c, d)
	}
	adx, ady := a[0]-d[0], a[1]-d[1]
	bdx, bdy := b[0]-d[0], b[1]-d[1]
	cdx, cdy := c[0]-d[0], c[1]-d[1]

	bdxcdy := float64(bdx * cdy)
	cdxbdy := float64(cdx * bdy)
	alift := float64(adx*adx) + float64(ady*ady)

	cdxady := float64(cdx * ady)
	adxcdy := float64(adx * cdy)
	blift := float64(bdx*bdx) + float64(bdy*bdy)

	adxbdy := float64(adx * bdy)
	bdxady := float64(bdx * ady)
	clift := float64(cdx*cdx) + float64(cdy*cdy)

	det := float64(alift*(bdxcdy-cdxbdy)) +
		float64(blift*(cdxady-adxcdy)) +
		float64(clift*(adxbdy-bdxady))

	permanent := float64((abs(bdxcdy)+abs(cdxbdy))*alift) +
		float64((abs(cdxady)+abs(adxcdy))*blift) +
		float64((abs(adxbdy)+abs(bdxady))*clift)
	// errBound is the only value here that can be subnormal (permanent is
	// a multiple of 2^-1008, errBound about 2^-50 times that). That happens
	// only when the true bound is below 2^-1008; but det is also a multiple
	// of 2^-1008, so any non-zero det then exceeds the true bound anyway and
	// the rounding of errBound cannot cause a wrong answer.
	errBound := iccErrBoundA * permanent
	if det > errBound {
		return 1
	}
	if -det > errBound {
		return -1
	}
	if permanent == 0 {
		// In the filterable range nothing underflows, so every term of the
		// permanent is 0 only if its exact counterpart in det is 0 (a
		// lift is 0 only when the point coincides with d, a product only
		// when a factor is exactly 0). Common for repeated/lattice points.
		return 0
	}
	return InCircleExact(a, b, c, d)
}

// Orient3D returns the sign of the determinant
//
//	| bx-ax  by-ay  bz-az |
//	| cx-ax  cy-ay  cz-az |  =  ((b-a)×(c-a))·(d-a),
//	| dx-ax  dy-ay  dz-az |
//
// computed exactly. This is the 3D analogue of Orient2D:
//
//	+1  d lies on the side of the plane through a, b, c into which the
//	    normal (b-a)×(c-a) points; equivalently a, b, c appear
//	    counter-clockwise when viewed from d, and (a, b, c, d) is a
//	    positively oriented (right-handed) tetrahedron,
//	-1  d lies on the other side,
//	 0  the four points are coplanar.
//
// Example: Orient3D((0,0,0), (1,0,0), (0,1,0), (0,0,1)) = +1.
//
// NOTE: this is the opposite sign of Shewchuk's orient3d(a, b, c, d), which
// is positive when d lies *below* the plane of a counter-clockwise a, b, c.
// (Orient3D(a, b, c, d) equals Shewchuk's orient3d(b, c, d, a).)
// Any transposition of the arguments negates the result.
// If any coordinate is NaN or ±Inf the result is 0.
func Orient3D(a, b, c, d Vec3) int {
	if !(filterable3(a) && filterable3(b) && filterable3(c) && filterable3(d)) {
		return Orient3DExact(a, b, c, d)
	}
	// Shewchuk's orient3d with pa, pb, pc, pd := b, c, d, a.
	if s, ok := det3Filter(
		b[0]-a[0], b[1]-a[1], b[2]-a[2],
		c[0]-a[0], c[1]-a[1], c[2]-a[2],
		d[0]-a[0], d[1]-a[1], d[2]-a[2],
	); ok {
		return s
	}
	// Four points with one coordinate in common lie in an axis plane: the
	// determinant has a zero column. Meshes are full of such exactly
	// coplanar quadruples (the faces of boxes), which the filter cannot
	// decide; this settles them without the exact stage.
	for k := 0; k < 3; k++ {
		if a[k] == b[k] && a[k] == c[k] && a[k] == d[k] {
			return 0
		}
	}
	if s, ok := orient3DFixed(a, b, c, d); ok {
		return s
	}
	return Orient3DExact(a, b, c, d)
}

// TripleProduct returns the sign of the triple product
//
//	                              | bx-ax  by-ay  bz-az |
//	(b-a) · ((d-c) × (f-e))  =    | dx-cx  dy-cy  dz-cz |
//	                              | fx-ex  fy-ey  fz-ez |
//
// computed exactly:
//
//	+1  the directions b-a, d-c, f-e, in that order, form a right-handed
//	    frame,
//	-1  they form a left-handed one,
//	 0  they are coplanar (including when one of them is zero).
//
// It is Orient3D with a start point per row: Orient3D(a, b, c, d) equals
// TripleProduct(a, b, a, c, a, d). Separating-axis tests need the general
// form: along the axis u × v of an edge u of one polyhedron and an edge v of
// another, point y projects beyond point x when (y-x)·(u×v) > 0, which is
// TripleProduct(x, y, u0, u1, v0, v1) for u = u1-u0 and v = v1-v0.
//
// Swapping two rows (two argument pairs) negates the result, as does
// swapping the two points of one pair. If any coordinate is NaN or ±Inf the
// result is 0.
//
// The filter is Orient3D's, with the same error bound: Shewchuk's bound
// assumes only that each of the nine entries is one correctly rounded
// difference of two exact inputs, and holds whether or not the rows share
// their start point. The degree is 3, as for Orient3D, so the package
// comment's argument against underflow and overflow holds unchanged.
func TripleProduct(a, b, c, d, e, f Vec3) int {
	if !(filterable3(a) && filterable3(b) && filterable3(c) &&
		filterable3(d) && filterable3(e) && filterable3(f)) {
		return TripleProductExact(a, b, c, d, e, f)
	}
	if s, ok := det3Filter(
		b[0]-a[0], b[1]-a[1], b[2]-a[2],
		d[0]-c[0], d[1]-c[1], d[2]-c[2],
		f[0]-e[0], f[1]-e[1], f[2]-e[2],
	); ok {
		return s
	}
	if s, ok := tripleFixed(a, b, c, d, e, f); ok {
		return s
	}
	return TripleProductExact(a, b, c, d, e, f)
}

// det3Filter is the floating-point stage of Orient3D and TripleProduct: the
// sign of the determinant with rows (adx, ady, adz), (bdx, bdy, bdz) and
// (cdx, cdy, cdz), each entry one rounded difference of two filterable
// coordinates. ok is false when the error bound cannot decide the sign.
func det3Filter(adx, ady, adz, bdx, bdy, bdz, cdx, cdy, cdz float64) (sign int, ok bool) {
	// Shewchuk's orient3d expression, whose rows are pa-pd, pb-pd, pc-pd.
	bdxcdy := float64(bdx * cdy)
	cdxbdy := float64(cdx * bdy)

	cdxady := float64(cdx * ady)
	adxcdy := float64(adx * cdy)

	adxbdy := float64(adx * bdy)
	bdxady := float64(bdx * ady)

	det := float64(adz*(bdxcdy-cdxbdy)) +
		float64(bdz*(cdxady-adxcdy)) +
		float64(cdz*(adxbdy-bdxady))

	permanent := float64((abs(bdxcdy)+abs(cdxbdy))*abs(adz)) +
		float64((abs(cdxady)+abs(adxcdy))*abs(bdz)) +
		float64((abs(adxbdy)+abs(bdxady))*abs(cdz))
	errBound := o3dErrBoundA * permanent
	if det > errBound {
		return 1, true
	}
	if -det > errBound {
		return -1, true
	}
	if permanent == 0 {
		// Same argument as in InCircle: every exact term is 0.
		return 0, true
	}
	return 0, false
}

// sign returns -1, 0 or +1 according to the sign of x (0 for NaN).
func sign(x float64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// ---------------------------------------------------------------------------
// Exact stage.

// Orient2DExact is Orient2D evaluated without the floating-point filter,
// always in exact big-integer arithmetic. It exists for testing and for
// callers that want to rule out the filter; Orient2D is equivalent and much
// faster.
func Orient2DExact(a, b, c Vec2) int {
	s, ok := newScaled(a[0], a[1], b[0], b[1], c[0], c[1])
	if !ok {
		return 0
	}
	return orient2DInt(s.v).Sign()
}

// InCircleExact is InCircle evaluated without the floating-point filter;
// see Orient2DExact.
func InCircleExact(a, b, c, d Vec2) int {
	s, ok := newScaled(a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1])
	if !ok {
		return 0
	}
	return inCircleInt(s.v).Sign()
}

// Orient3DExact is Orient3D evaluated without the floating-point filter;
// see Orient2DExact.
func Orient3DExact(a, b, c, d Vec3) int {
	s, ok := newScaled(a[0], a[1], a[2], b[0], b[1], b[2],
		c[0], c[1], c[2], d[0], d[1], d[2])
	if !ok {
		return 0
	}
	return orient3DInt(s.v).Sign()
}

// TripleProductExact is TripleProduct evaluated without the floating-point
// filter; see Orient2DExact.
func TripleProductExact(a, b, c, d, e, f Vec3) int {
	s, ok := newScaled(a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2],
		d[0], d[1], d[2], e[0], e[1], e[2], f[0], f[1], f[2])
	if !ok {
		return 0
	}
	return tripleInt(s.v).Sign()
}

// Orient2DDet returns the exact value of (b-a)×(c-a), twice the signed area
// of triangle abc, or nil if a coordinate is NaN or ±Inf.
func Orient2DDet(a, b, c Vec2) *big.Rat {
	s, ok := newScaled(a[0], a[1], b[0], b[1], c[0], c[1])
	if !ok {
		return nil
	}
	return s.rat(orient2DInt(s.v), 2)
}

// InCircleDet returns the exact value of the in-circle determinant whose
// sign InCircle reports, or nil if a coordinate is NaN or ±Inf.
func InCircleDet(a, b, c, d Vec2) *big.Rat {
	s, ok := newScaled(a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1])
	if !ok {
		return nil
	}
	return s.rat(inCircleInt(s.v), 4)
}

// Orient3DDet returns the exact value of ((b-a)×(c-a))·(d-a), six times the
// signed volume of tetrahedron abcd, or nil if a coordinate is NaN or ±Inf.
func Orient3DDet(a, b, c, d Vec3) *big.Rat {
	s, ok := newScaled(a[0], a[1], a[2], b[0], b[1], b[2],
		c[0], c[1], c[2], d[0], d[1], d[2])
	if !ok {
		return nil
	}
	return s.rat(orient3DInt(s.v), 3)
}

// TripleProductDet returns the exact value of (b-a)·((d-c)×(f-e)), or nil if
// a coordinate is NaN or ±Inf.
func TripleProductDet(a, b, c, d, e, f Vec3) *big.Rat {
	s, ok := newScaled(a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2],
		d[0], d[1], d[2], e[0], e[1], e[2], f[0], f[1], f[2])
	if !ok {
		return nil
	}
	return s.rat(tripleInt(s.v), 3)
}

// orient2DInt evaluates (b-a)×(c-a) on scaled coordinates ax, ay, bx, by,
// cx, cy.
func orient2DInt(v []*big.Int) *big.Int {
	ax, ay, bx, by, cx, cy := v[0], v[1], v[2], v[3], v[4], v[5]
	return cross2(sub(bx, ax), sub(by, ay), sub(cx, ax), sub(cy, ay))
}

// inCircleInt evaluates the in-circle determinant (see InCircle) on scaled
// coordinates ax, ay, bx, by, cx, cy, dx, dy.
func inCircleInt(v []*big.Int) *big.Int {
	dx, dy := v[6], v[7]
	adx, ady := sub(v[0], dx), sub(v[1], dy)
	bdx, bdy := sub(v[2], dx), sub(v[3], dy)
	cdx, cdy := sub(v[4], dx), sub(v[5], dy)

	alift := add(mul(adx, adx), mul(ady, ady))
	blift := add(mul(bdx, bdx), mul(bdy, bdy))
	clift := add(mul(cdx, cdx), mul(cdy, cdy))

	det := mul(alift, cross2(bdx, bdy, cdx, cdy))
	det.Add(det, mul(blift, cross2(cdx, cdy, adx, ady)))
	return det.Add(det, mul(clift, cross2(adx, ady, bdx, bdy)))
}

// orient3DInt evaluates ((b-a)×(c-a))·(d-a) on scaled coordinates a, b, c,
// d (x, y, z each).
func orient3DInt(v []*big.Int) *big.Int {
	ax, ay, az := v[0], v[1], v[2]
	return det3Int(
		sub(v[3], ax), sub(v[4], ay), sub(v[5], az),
		sub(v[6], ax), sub(v[7], ay), sub(v[8], az),
		sub(v[9], ax), sub(v[10], ay), sub(v[11], az))
}

// tripleInt evaluates (b-a)·((d-c)×(f-e)) on scaled coordinates a, b, c, d,
// e, f (x, y, z each).
func tripleInt(v []*big.Int) *big.Int {
	return det3Int(
		sub(v[3], v[0]), sub(v[4], v[1]), sub(v[5], v[2]),
		sub(v[9], v[6]), sub(v[10], v[7]), sub(v[11], v[8]),
		sub(v[15], v[12]), sub(v[16], v[13]), sub(v[17], v[14]))
}

// det3Int is the determinant of the matrix with rows u, v, w.
func det3Int(ux, uy, uz, vx, vy, vz, wx, wy, wz *big.Int) *big.Int {
	// Expansion along the z column.
	det := mul(uz, cross2(vx, vy, wx, wy))
	det.Add(det, mul(vz, cross2(wx, wy, ux, uy)))
	return det.Add(det, mul(wz, cross2(ux, uy, vx, vy)))
}

// scaled holds float64 values converted to big.Ints with one shared
// power-of-two scale: original[i] == v[i] * 2^exp exactly.
type scaled struct {
	v   []*big.Int
	exp int
}

// newScaled converts xs to a common fixed-point scale. ok is false if any
// value is NaN or ±Inf.
func newScaled(xs ...float64) (s scaled, ok bool) {
	mant := make([]int64, len(xs))
	exps := make([]int, len(xs))
	s.exp = math.MaxInt
	for i, x := range xs {
		if !isFinite(x) {
			return scaled{}, false
		}
		if x == 0 {
			continue
		}
		// x = frac * 2^e with 0.5 <= |frac| < 1, and frac has at most 53
		// significant bits (also for subnormals, which Frexp normalizes),
		// so frac*2^53 is an integer below 2^53 in magnitude and the
		// multiplication by a power of two is exact.
		frac, e := math.Frexp(x)
		mant[i] = int64(frac * (1 << 53))
		exps[i] = e - 53
		s.exp = min(s.exp, exps[i])
	}
	if s.exp == math.MaxInt { // all zero
		s.exp = 0
	}
	s.v = make([]*big.Int, len(xs))
	for i := range xs {
		z := big.NewInt(mant[i])
		if mant[i] != 0 {
			// Exponents lie in [-1126, 971], so the shift is < 2100.
			z.Lsh(z, uint(exps[i]-s.exp))
		}
		s.v[i] = z
	}
	return s, true
}

// rat returns det * 2^(degree*exp) as a big.Rat: the value of a homogeneous
// polynomial of the given degree evaluated on the scaled integers, mapped
// back to the original units.
func (s scaled) rat(det *big.Int, degree int) *big.Rat {
	e := degree * s.exp
	r := new(big.Rat)
	if e >= 0 {
		return r.SetInt(new(big.Int).Lsh(det, uint(e)))
	}
	den := new(big.Int).Lsh(big.NewInt(1), uint(-e))
	return r.SetFrac(det, den)
}

func sub(x, y *big.Int) *big.Int { return new(big.Int).Sub(x, y) }
func add(x, y *big.Int) *big.Int { return new(big.Int).Add(x, y) }
func mul(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }

// cross2 returns ux*vy - uy*vx.
func cross2(ux, uy, vx, vy *big.Int) *big.Int {
	l := mul(ux, vy)
	return l.Sub(l, mul(uy, vx))
}
