package geom

import (
	"math"
	"testing"
)

func TestOrient2DKnown(t *testing.T) {
	cases := []struct {
		a, b, c Vec2
		want    int
	}{
		{Vec2{0, 0}, Vec2{1, 0}, Vec2{0, 1}, 1},
		{Vec2{0, 0}, Vec2{0, 1}, Vec2{1, 0}, -1},
		{Vec2{0, 0}, Vec2{1, 1}, Vec2{2, 2}, 0},
		{Vec2{0, 0}, Vec2{1, 1}, Vec2{-3, -3}, 0},
		{Vec2{1, 2}, Vec2{1, 2}, Vec2{5, 7}, 0},             // coincident points
		{Vec2{0, 0}, Vec2{2, 0}, Vec2{1, 0}, 0},             // axis-aligned, c between
		{Vec2{0.1, 0.1}, Vec2{0.2, 0.2}, Vec2{0.3, 0.3}, 0}, // x == y on each point
		{Vec2{0.1, 0.3}, Vec2{0.2, 0.6}, Vec2{0.3, 0.9}, 1}, // not collinear in binary!
	}
	for _, c := range cases {
		if got := Orient2D(c.a, c.b, c.c); got != c.want {
			t.Errorf("Orient2D(%v, %v, %v) = %d, want %d", c.a, c.b, c.c, got, c.want)
		}
		if got := ratOrient2D(c.a, c.b, c.c); got != c.want {
			t.Errorf("reference Orient2D(%v, %v, %v) = %d, want %d (bad test case)", c.a, c.b, c.c, got, c.want)
		}
	}
}

func TestInCircleKnown(t *testing.T) {
	a, b, c := Vec2{1, 0}, Vec2{0, 1}, Vec2{-1, 0} // CCW on the unit circle
	cases := []struct {
		d    Vec2
		want int
	}{
		{Vec2{0, 0}, 1},
		{Vec2{0, -1}, 0},
		{Vec2{0, -1.5}, -1},
		{Vec2{0.6, 0.8}, -1}, // 0.6²+0.8² > 1 in binary floating point
		{Vec2{1, 0}, 0},      // d equals a
	}
	for _, tc := range cases {
		if got := InCircle(a, b, c, tc.d); got != tc.want {
			t.Errorf("InCircle(ccw, %v) = %d, want %d", tc.d, got, tc.want)
		}
		if got := ratInCircle(a, b, c, tc.d); got != tc.want {
			t.Errorf("reference InCircle(ccw, %v) = %d, want %d (bad test case)", tc.d, got, tc.want)
		}
		// Clockwise input reverses the sign.
		if got := InCircle(c, b, a, tc.d); got != -tc.want {
			t.Errorf("InCircle(cw, %v) = %d, want %d", tc.d, got, -tc.want)
		}
	}
	// Exactly co-circular integer points (radius 5).
	if got := InCircle(Vec2{5, 0}, Vec2{3, 4}, Vec2{-4, 3}, Vec2{0, -5}); got != 0 {
		t.Errorf("co-circular lattice points: InCircle = %d, want 0", got)
	}
	// Collinear a, b, c: 0 iff d is on the line, otherwise non-zero with
	// a sign that depends on the order of a, b, c (as documented).
	for _, d := range []Vec2{{0, 1}, {0, -1}, {7, 0}} {
		want := 0
		if d[1] != 0 {
			want = 1
		}
		got := InCircle(Vec2{0, 0}, Vec2{1, 0}, Vec2{2, 0}, d)
		if (got == 0) != (want == 0) || got != refInCircle(Vec2{0, 0}, Vec2{1, 0}, Vec2{2, 0}, d) {
			t.Errorf("collinear a,b,c, d=%v: InCircle = %d", d, got)
		}
	}
}

func TestOrient3DKnown(t *testing.T) {
	o, x, y, z := Vec3{0, 0, 0}, Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}
	if got := Orient3D(o, x, y, z); got != 1 {
		t.Errorf("Orient3D(o, x, y, z) = %d, want +1 (right-handed)", got)
	}
	if got := Orient3D(o, y, x, z); got != -1 {
		t.Errorf("Orient3D(o, y, x, z) = %d, want -1", got)
	}
	if got := Orient3D(o, x, y, Vec3{5, -3, 0}); got != 0 {
		t.Errorf("coplanar: Orient3D = %d, want 0", got)
	}
	if got := Orient3D(o, x, y, Vec3{0.25, 0.25, -1e-300}); got != -1 {
		t.Errorf("just below: Orient3D = %d, want -1", got)
	}
}

// perms4 lists all permutations of 4 elements with their parity sign.
func perms4() (ps [][4]int, signs []int) {
	var rec func(p []int, used int)
	rec = func(p []int, used int) {
		if len(p) == 4 {
			inv := 0
			for i := range 4 {
				for j := i + 1; j < 4; j++ {
					if p[i] > p[j] {
						inv++
					}
				}
			}
			ps = append(ps, [4]int{p[0], p[1], p[2], p[3]})
			signs = append(signs, 1-2*(inv%2))
			return
		}
		for i := range 4 {
			if used&(1<<i) == 0 {
				rec(append(p, i), used|1<<i)
			}
		}
	}
	rec(nil, 0)
	return ps, signs
}

// TestPredicatePermutations checks that every permutation of the arguments
// multiplies the result by the permutation's sign, on random and on
// degenerate inputs.
func TestPredicatePermutations(t *testing.T) {
	r := &splitMix{s: 1}
	ps, signs := perms4()
	for iter := range 2000 {
		var p2 [4]Vec2
		var p3 [4]Vec3
		for i := range 4 {
			if iter%2 == 0 {
				p2[i] = Vec2{r.float(), r.float()}
				p3[i] = Vec3{r.float(), r.float(), r.float()}
			} else { // small integers: many exact zeros
				p2[i] = Vec2{float64(r.intn(4)), float64(r.intn(4))}
				p3[i] = Vec3{float64(r.intn(3)), float64(r.intn(3)), float64(r.intn(3))}
			}
		}
		o2 := Orient2D(p2[0], p2[1], p2[2])
		for _, q := range [][3]int{{1, 2, 0}, {2, 0, 1}} {
			if got := Orient2D(p2[q[0]], p2[q[1]], p2[q[2]]); got != o2 {
				t.Fatalf("Orient2D not cyclic-invariant at %v", p2)
			}
		}
		for _, q := range [][3]int{{1, 0, 2}, {0, 2, 1}, {2, 1, 0}} {
			if got := Orient2D(p2[q[0]], p2[q[1]], p2[q[2]]); got != -o2 {
				t.Fatalf("Orient2D not antisymmetric at %v", p2)
			}
		}
		ic := InCircle(p2[0], p2[1], p2[2], p2[3])
		o3 := Orient3D(p3[0], p3[1], p3[2], p3[3])
		for k, q := range ps {
			if got := InCircle(p2[q[0]], p2[q[1]], p2[q[2]], p2[q[3]]); got != signs[k]*ic {
				t.Fatalf("InCircle%v = %d, want %d for %v", q, got, signs[k]*ic, p2)
			}
			if got := Orient3D(p3[q[0]], p3[q[1]], p3[q[2]], p3[q[3]]); got != signs[k]*o3 {
				t.Fatalf("Orient3D%v = %d, want %d for %v", q, got, signs[k]*o3, p3)
			}
		}
	}
}

// naiveOrient2D is the textbook float formula, to demonstrate that the
// near-degenerate tests below are hard.
func naiveOrient2D(a, b, c Vec2) int {
	return sign(float64((b[0]-a[0])*(c[1]-a[1])) - float64((b[1]-a[1])*(c[0]-a[0])))
}

func naiveInCircle(a, b, c, d Vec2) int {
	adx, ady := a[0]-d[0], a[1]-d[1]
	bdx, bdy := b[0]-d[0], b[1]-d[1]
	cdx, cdy := c[0]-d[0], c[1]-d[1]
	al := adx*adx + ady*ady
	bl := bdx*bdx + bdy*bdy
	cl := cdx*cdx + cdy*cdy
	return sign(al*(bdx*cdy-cdx*bdy) + bl*(cdx*ady-adx*cdy) + cl*(adx*bdy-bdx*ady))
}

// TestOrient2DUlpGrid is the classic example of Kettner et al.,
// "Classroom examples of robustness problems in geometric computations":
// p ranges over a 64x64 grid of neighbouring floats around (0.5, 0.5), and
// q = (12, 12), r = (24, 24) lie on the diagonal. Naive evaluation gets many
// signs wrong; Orient2D must agree with exact arithmetic everywhere.
func TestOrient2DUlpGrid(t *testing.T) {
	q, r := Vec2{12, 12}, Vec2{24, 24}
	naiveWrong := 0
	x := 0.5
	for i := 0; i < 64; i, x = i+1, math.Nextafter(x, 1) {
		y := 0.5
		for j := 0; j < 64; j, y = j+1, math.Nextafter(y, 1) {
			p := Vec2{x, y}
			want := ratOrient2D(p, q, r)
			if got := Orient2D(p, q, r); got != want {
				t.Fatalf("Orient2D(%v, q, r) = %d, want %d", p, got, want)
			}
			if got := Orient2D(q, r, p); got != want {
				t.Fatalf("Orient2D(q, r, %v) = %d, want %d", p, got, want)
			}
			if naiveOrient2D(p, q, r) != want {
				naiveWrong++
			}
		}
	}
	if naiveWrong == 0 {
		t.Errorf("naive orientation was never wrong; the test lost its teeth")
	}
	t.Logf("naive float orientation wrong on %d of 4096 grid points", naiveWrong)
}

// TestInCircleNearDegenerate perturbs a point on a circle by single ulps,
// where naive evaluation is unreliable.
func TestInCircleNearDegenerate(t *testing.T) {
	// a, b, c, d exactly co-circular (centre (0.5, 0.5), radius² 50.5):
	// integer points shifted by 0.5 keep that property exactly.
	a, b, c, d0 := Vec2{7.5, 1.5}, Vec2{-0.5, 7.5}, Vec2{-6.5, -0.5}, Vec2{1.5, -6.5}
	if got := ratInCircle(a, b, c, d0); got != 0 {
		t.Fatalf("bad test: reference says %d, want 0", got)
	}
	naiveWrong := 0
	x := d0[0]
	for i := 0; i < 32; i, x = i+1, math.Nextafter(x, math.Inf(1)) {
		y := d0[1]
		for j := 0; j < 32; j, y = j+1, math.Nextafter(y, math.Inf(-1)) {
			d := Vec2{x, y}
			want := ratInCircle(a, b, c, d)
			if got := InCircle(a, b, c, d); got != want {
				t.Fatalf("InCircle(..., %v) = %d, want %d", d, got, want)
			}
			if got := InCircle(d, a, b, c); got != -want {
				t.Fatalf("InCircle(%v, ...) = %d, want %d", d, got, -want)
			}
			if naiveInCircle(a, b, c, d) != want {
				naiveWrong++
			}
		}
	}
	t.Logf("naive in-circle wrong on %d of 1024 points", naiveWrong)

	// Points on the unit circle computed with sin/cos are almost never
	// exactly co-circular; the exact answer must be found anyway.
	naiveWrong = 0
	for k := range 500 {
		pt := func(deg float64) Vec2 {
			s, c := math.Sincos((deg + float64(k)*0.731) * math.Pi / 180)
			return Vec2{1e3 + c, -2e3 + s} // far from the origin: cancellation
		}
		p, q, r, s := pt(10), pt(100), pt(200), pt(300)
		want := ratInCircle(p, q, r, s)
		if got := InCircle(p, q, r, s); got != want {
			t.Fatalf("circle case %d: InCircle = %d, want %d", k, got, want)
		}
		if naiveInCircle(p, q, r, s) != want {
			naiveWrong++
		}
	}
	t.Logf("naive in-circle wrong on %d of 500 nearly co-circular quadruples", naiveWrong)
}

// TestOrient3DNearDegenerate perturbs a point of a plane by ulps.
func TestOrient3DNearDegenerate(t *testing.T) {
	a, b, c := Vec3{0.1, 0.2, 0.3}, Vec3{12.7, 3.3, -1.1}, Vec3{-5.5, 9.9, 2.2}
	// d roughly on the plane (computed in floating point).
	d0 := Vec3{
		a[0] + 0.3*(b[0]-a[0]) + 0.4*(c[0]-a[0]),
		a[1] + 0.3*(b[1]-a[1]) + 0.4*(c[1]-a[1]),
		a[2] + 0.3*(b[2]-a[2]) + 0.4*(c[2]-a[2]),
	}
	zeros := 0
	z := d0[2]
	for i := -20; i < 20; i++ {
		d := Vec3{d0[0], d0[1], z}
		want := refOrient3DDet(a, b, c, d).Sign() // big.Rat
		if want == 0 {
			zeros++
		}
		if got := Orient3D(a, b, c, d); got != want {
			t.Fatalf("Orient3D(..., %v) = %d, want %d", d, got, want)
		}
		if got := Orient3D(d, c, b, a); got != want { // two swaps: same sign
			t.Fatalf("Orient3D(%v, c, b, a) = %d, want %d", d, got, want)
		}
		z = math.Nextafter(z, math.Inf(1))
	}
	t.Logf("%d exactly coplanar perturbations", zeros)
}

// randomCoord draws coordinates of widely varying magnitude, including ones
// outside the filter's trusted range, subnormals, exact zeros and integers.
func randomCoord(r *splitMix) float64 {
	switch r.intn(10) {
	case 0:
		return 0
	case 1:
		return float64(r.intn(5)) - 2
	case 2:
		return (r.float() - 0.5) * 0x1p-1060 // subnormal or tiny
	case 3:
		return (r.float() - 0.5) * 0x1p1000 // huge
	case 4:
		return (r.float() - 0.5) * math.Ldexp(1, r.intn(2000)-1000)
	}
	return r.float()
}

// nearLine returns a point on (or within rounding of) the line ab.
func nearLine(r *splitMix, a, b Vec2) Vec2 {
	s := float64(r.float()*4) - 2
	return Vec2{a[0] + float64(s*(b[0]-a[0])), a[1] + float64(s*(b[1]-a[1]))}
}

// TestPredicatesRandomVsExact compares the filtered predicates and the
// exported exact determinants with the big.Rat reference on random and
// nearly degenerate inputs of all magnitudes.
func TestPredicatesRandomVsExact(t *testing.T) {
	r := &splitMix{s: 42}
	n := 10000
	if testing.Short() {
		n = 2000
	}
	for i := range n {
		var p [4]Vec2
		var q [4]Vec3
		for k := range 4 {
			p[k] = Vec2{randomCoord(r), randomCoord(r)}
			q[k] = Vec3{randomCoord(r), randomCoord(r), randomCoord(r)}
		}
		if i%3 == 0 { // almost collinear / coplanar
			p[2] = nearLine(r, p[0], p[1])
			s, u := r.float(), r.float()
			for j := range 3 {
				q[3][j] = q[0][j] + s*(q[1][j]-q[0][j]) + u*(q[2][j]-q[0][j])
			}
		}
		if i%3 == 1 { // mostly unit-square data, as in the benchmark
			for k := range 4 {
				p[k] = Vec2{r.float(), r.float()}
			}
			p[3] = Vec2{p[0][0] + p[1][0] - p[2][0], p[0][1] + p[1][1] - p[2][1]}
		}
		o, wo := Orient2D(p[0], p[1], p[2]), refOrient2D(p[0], p[1], p[2])
		if o != wo || Orient2DExact(p[0], p[1], p[2]) != wo {
			t.Fatalf("Orient2D%v = %d, want %d", p[:3], o, wo)
		}
		if i%10 == 0 {
			if d := Orient2DDet(p[0], p[1], p[2]); d.Cmp(refArea2(ratPoint(p[0]), ratPoint(p[1]), ratPoint(p[2]))) != 0 {
				t.Fatalf("Orient2DDet%v = %v, wrong value", p[:3], d)
			}
		}
		ic, wic := InCircle(p[0], p[1], p[2], p[3]), refInCircle(p[0], p[1], p[2], p[3])
		if ic != wic || InCircleExact(p[0], p[1], p[2], p[3]) != wic {
			t.Fatalf("InCircle%v = %d, want %d", p, ic, wic)
		}
		if i%50 == 0 {
			rp := [4]ratPt{ratPoint(p[0]), ratPoint(p[1]), ratPoint(p[2]), ratPoint(p[3])}
			if d := InCircleDet(p[0], p[1], p[2], p[3]); d.Cmp(refInCircleDet(rp[0], rp[1], rp[2], rp[3])) != 0 {
				t.Fatalf("InCircleDet%v = %v, wrong value", p, d)
			}
			if d := Orient3DDet(q[0], q[1], q[2], q[3]); d.Cmp(refOrient3DDet(q[0], q[1], q[2], q[3])) != 0 {
				t.Fatalf("Orient3DDet%v = %v, wrong value", q, d)
			}
		}
		o3, wo3 := Orient3D(q[0], q[1], q[2], q[3]), refOrient3D(q[0], q[1], q[2], q[3])
		if o3 != wo3 || Orient3DExact(q[0], q[1], q[2], q[3]) != wo3 {
			t.Fatalf("Orient3D%v = %d, want %d", q, o3, wo3)
		}
	}
}

// TestPredicatesFilterBoundary probes inputs right at the edges of the
// filter's trusted range, where underflow or overflow would corrupt a naive
// error bound.
func TestPredicatesFilterBoundary(t *testing.T) {
	vals := []float64{
		0, filterMin, -filterMin, math.Nextafter(filterMin, 0), filterMax,
		math.Nextafter(filterMax, math.Inf(1)), -filterMax, 1, 3,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022,
		math.MaxFloat64, -math.MaxFloat64, 0x1p-537, 0x1p511,
	}
	r := &splitMix{s: 7}
	pick := func() float64 { return vals[r.intn(len(vals))] }
	for range 5000 {
		a, b, c, d := Vec2{pick(), pick()}, Vec2{pick(), pick()}, Vec2{pick(), pick()}, Vec2{pick(), pick()}
		if got, want := Orient2D(a, b, c), refOrient2D(a, b, c); got != want {
			t.Fatalf("Orient2D(%v, %v, %v) = %d, want %d", a, b, c, got, want)
		}
		if got, want := InCircle(a, b, c, d), refInCircle(a, b, c, d); got != want {
			t.Fatalf("InCircle(%v, %v, %v, %v) = %d, want %d", a, b, c, d, got, want)
		}
		a3, b3, c3, d3 := Vec3{pick(), pick(), pick()}, Vec3{pick(), pick(), pick()},
			Vec3{pick(), pick(), pick()}, Vec3{pick(), pick(), pick()}
		if got, want := Orient3D(a3, b3, c3, d3), refOrient3D(a3, b3, c3, d3); got != want {
			t.Fatalf("Orient3D(%v, %v, %v, %v) = %d, want %d", a3, b3, c3, d3, got, want)
		}
	}
	// Tiny differences whose products underflow: the filter must not trust
	// a product that rounded to zero.
	a, b, c := Vec2{0x1p-600, 0}, Vec2{0, 0x1p-600}, Vec2{0x1p-600, 0x1p-600}
	if got := Orient2D(a, b, c); got != refOrient2D(a, b, c) || got == 0 {
		t.Errorf("underflowing Orient2D = %d, want %d", got, refOrient2D(a, b, c))
	}
}

func TestPredicatesNonFinite(t *testing.T) {
	bad := []float64{math.NaN(), math.Inf(1), math.Inf(-1)}
	ok2 := [4]Vec2{{0, 0}, {1, 0}, {0, 1}, {0.2, 0.2}}
	ok3 := [4]Vec3{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
	for _, x := range bad {
		for i := range 4 {
			for j := range 2 {
				p := ok2
				p[i][j] = x
				if got := InCircle(p[0], p[1], p[2], p[3]); got != 0 {
					t.Errorf("InCircle with %v = %d, want 0", x, got)
				}
				if i < 3 {
					if got := Orient2D(p[0], p[1], p[2]); got != 0 {
						t.Errorf("Orient2D with %v = %d, want 0", x, got)
					}
				}
				if Orient2DDet(p[0], p[1], p[3]) != nil && i != 2 {
					t.Errorf("Orient2DDet with %v is not nil", x)
				}
			}
			for j := range 3 {
				q := ok3
				q[i][j] = x
				if got := Orient3D(q[0], q[1], q[2], q[3]); got != 0 {
					t.Errorf("Orient3D with %v = %d, want 0", x, got)
				}
			}
		}
	}
}

func BenchmarkInCircle(b *testing.B) {
	r := &splitMix{s: 3}
	pts := make([]Vec2, 1024)
	for i := range pts {
		pts[i] = Vec2{r.float(), r.float()}
	}
	b.Run("random", func(b *testing.B) {
		s := 0
		for i := 0; b.Loop(); i++ {
			k := i & 1023
			s += InCircle(pts[k], pts[(k+1)&1023], pts[(k+2)&1023], pts[(k+3)&1023])
		}
		_ = s
	})
	b.Run("cocircular", func(b *testing.B) { // always takes the exact path
		a, c, d, e := Vec2{5, 0}, Vec2{3, 4}, Vec2{-4, 3}, Vec2{0, -5}
		for b.Loop() {
			InCircle(a, c, d, e)
		}
	})
	b.Run("exact-random", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			k := i & 1023
			InCircleExact(pts[k], pts[(k+1)&1023], pts[(k+2)&1023], pts[(k+3)&1023])
		}
	})
}

func BenchmarkOrient2D(b *testing.B) {
	r := &splitMix{s: 4}
	pts := make([]Vec2, 1024)
	for i := range pts {
		pts[i] = Vec2{r.float(), r.float()}
	}
	s := 0
	for i := 0; b.Loop(); i++ {
		k := i & 1023
		s += Orient2D(pts[k], pts[(k+1)&1023], pts[(k+2)&1023])
	}
	_ = s
}

func TestFilterable(t *testing.T) {
	if math.Float64bits(filterMin)<<1 != filterMinBits || math.Float64bits(filterMax)<<1 != filterMaxBits {
		t.Fatal("filterMinBits/filterMaxBits do not encode filterMin/filterMax")
	}
	cases := map[float64]bool{
		0: true, math.Copysign(0, -1): true, 1: true, -1: true, 0.5: true,
		filterMin: true, -filterMin: true, filterMax: true, -filterMax: true,
		math.Nextafter(filterMin, 0): false, math.Nextafter(filterMax, math.Inf(1)): false,
		math.SmallestNonzeroFloat64: false, math.MaxFloat64: false, -math.MaxFloat64: false,
		math.Inf(1): false, math.Inf(-1): false, math.NaN(): false, 0x1p-1022: false,
	}
	for x, want := range cases {
		if got := filterable(x); got != want {
			t.Errorf("filterable(%g) = %v, want %v", x, got, want)
		}
	}
}

func BenchmarkOrient3D(b *testing.B) {
	r := &splitMix{s: 5}
	pts := make([]Vec3, 1024)
	for i := range pts {
		pts[i] = Vec3{r.float(), r.float(), r.float()}
	}
	s := 0
	for i := 0; b.Loop(); i++ {
		k := i & 1023
		s += Orient3D(pts[k], pts[(k+1)&1023], pts[(k+2)&1023], pts[(k+3)&1023])
	}
	_ = s
}

func TestTripleProductKnown(t *testing.T) {
	o, x, y, z := Vec3{0, 0, 0}, Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}
	if got := TripleProduct(o, x, o, y, o, z); got != 1 {
		t.Errorf("TripleProduct(x, y, z) = %d, want +1 (right-handed)", got)
	}
	if got := TripleProduct(o, y, o, x, o, z); got != -1 {
		t.Errorf("TripleProduct(y, x, z) = %d, want -1", got)
	}
	// Rows with their own start points: x from (5,5,5), y from (-3,2,1), z
	// from (0,0,7).
	p, q, r := Vec3{5, 5, 5}, Vec3{-3, 2, 1}, Vec3{0, 0, 7}
	if got := TripleProduct(p, p.Add(x), q, q.Add(y), r, r.Add(z)); got != 1 {
		t.Errorf("translated rows: TripleProduct = %d, want +1", got)
	}
	// Parallel rows, a zero row, and three coplanar directions give 0.
	if got := TripleProduct(o, x, q, Vec3{-1, 2, 1}, o, z); got != 0 {
		t.Errorf("parallel rows: TripleProduct = %d, want 0", got)
	}
	if got := TripleProduct(p, p, o, y, o, z); got != 0 {
		t.Errorf("zero row: TripleProduct = %d, want 0", got)
	}
	if got := TripleProduct(o, x, o, y, r, Vec3{3, -4, 7}); got != 0 {
		t.Errorf("coplanar: TripleProduct = %d, want 0", got)
	}
	if got := TripleProduct(o, x, o, y, r, Vec3{3, -4, math.Nextafter(7, 0)}); got != -1 {
		t.Errorf("just below: TripleProduct = %d, want -1", got)
	}
}

// TestTripleProductSymmetries checks, on random and on small-integer inputs
// (many exact zeros), that TripleProduct generalises Orient3D, that swapping
// two rows or the two points of a row negates it, and that a cyclic shift of
// the rows keeps it.
func TestTripleProductSymmetries(t *testing.T) {
	r := &splitMix{s: 11}
	for iter := range 3000 {
		var p [6]Vec3
		for i := range p {
			if iter%2 == 0 {
				p[i] = Vec3{r.float(), r.float(), r.float()}
			} else {
				p[i] = Vec3{float64(r.intn(3)), float64(r.intn(3)), float64(r.intn(3))}
			}
		}
		a, b, c, d, e, f := p[0], p[1], p[2], p[3], p[4], p[5]
		s := TripleProduct(a, b, c, d, e, f)
		if want := refTripleProduct(a, b, c, d, e, f); s != want {
			t.Fatalf("TripleProduct%v = %d, want %d", p, s, want)
		}
		if got, want := TripleProduct(a, b, a, c, a, d), Orient3D(a, b, c, d); got != want {
			t.Fatalf("TripleProduct(a, b, a, c, a, d) = %d, Orient3D = %d for %v", got, want, p[:4])
		}
		for _, c := range []struct {
			name string
			got  int
			sign int
		}{
			{"rows 1 and 2 swapped", TripleProduct(c, d, a, b, e, f), -1},
			{"rows 2 and 3 swapped", TripleProduct(a, b, e, f, c, d), -1},
			{"row 1 reversed", TripleProduct(b, a, c, d, e, f), -1},
			{"row 3 reversed", TripleProduct(a, b, c, d, f, e), -1},
			{"rows shifted", TripleProduct(c, d, e, f, a, b), 1},
		} {
			if c.got != c.sign*s {
				t.Fatalf("%s: %d, want %d for %v", c.name, c.got, c.sign*s, p)
			}
		}
	}
}

// TestTripleProductNearDegenerate walks the end of the third row through
// the plane of the first two, ulp by ulp, where the filter cannot decide and
// the exact stage must.
func TestTripleProductNearDegenerate(t *testing.T) {
	a, b := Vec3{0.1, 0.2, 0.3}, Vec3{12.7, 3.3, -1.1}
	c, d := Vec3{-5.5, 9.9, 2.2}, Vec3{0.7, -1.3, 4.4}
	e := Vec3{3.3, -2.2, 1.1}
	// f - e roughly in the plane of b - a and d - c.
	f0 := Vec3{
		e[0] + 0.3*(b[0]-a[0]) - 1.1*(d[0]-c[0]),
		e[1] + 0.3*(b[1]-a[1]) - 1.1*(d[1]-c[1]),
		e[2] + 0.3*(b[2]-a[2]) - 1.1*(d[2]-c[2]),
	}
	z := f0[2]
	for range 40 {
		z = math.Nextafter(z, math.Inf(1))
	}
	signs := map[int]int{}
	undecided, naiveWrong := 0, 0
	for range 80 {
		f := Vec3{f0[0], f0[1], z}
		want := refTripleProductDet(a, b, c, d, e, f).Sign() // big.Rat
		signs[want]++
		if _, ok := det3Filter(b[0]-a[0], b[1]-a[1], b[2]-a[2], d[0]-c[0], d[1]-c[1], d[2]-c[2], f[0]-e[0], f[1]-e[1], f[2]-e[2]); !ok {
			undecided++
		}
		if naiveTriple(a, b, c, d, e, f) != want {
			naiveWrong++
		}
		if got := TripleProduct(a, b, c, d, e, f); got != want {
			t.Fatalf("TripleProduct(..., %v) = %d, want %d", f, got, want)
		}
		if got := TripleProduct(e, f, a, b, c, d); got != want { // a cyclic shift
			t.Fatalf("TripleProduct(e, f, ...) with f = %v: %d, want %d", f, got, want)
		}
		z = math.Nextafter(z, math.Inf(-1))
	}
	// The walk must cross the plane and reach the exact stage, or it tests
	// nothing the random tests do not.
	if signs[1] == 0 || signs[-1] == 0 || undecided == 0 {
		t.Fatalf("the walk did not cross the plane within the filter's margin: signs %v, %d undecided", signs, undecided)
	}
	t.Logf("signs %v; the filter left %d of 80 to the exact stage; the naive sign was wrong on %d", signs, undecided, naiveWrong)
}

// naiveTriple is the determinant in plain floating point, to show that the
// near-degenerate tests reach inputs it gets wrong.
func naiveTriple(a, b, c, d, e, f Vec3) int {
	u, v, w := b.Sub(a), d.Sub(c), f.Sub(e)
	return sign(u[0]*(v[1]*w[2]-v[2]*w[1]) + u[1]*(v[2]*w[0]-v[0]*w[2]) + u[2]*(v[0]*w[1]-v[1]*w[0]))
}

// TestTripleProductRandomVsExact compares TripleProduct, TripleProductExact
// and TripleProductDet with the references on random inputs of every
// magnitude and on nearly degenerate ones: rows parallel, or the third row
// in the plane of the others, up to rounding, and exact zero rows.
func TestTripleProductRandomVsExact(t *testing.T) {
	r := &splitMix{s: 43}
	n := 10000
	if testing.Short() {
		n = 2000
	}
	var p [6]Vec3
	for i := range n {
		for k := range p {
			if i%2 == 0 {
				p[k] = Vec3{randomCoord(r), randomCoord(r), randomCoord(r)}
			} else {
				p[k] = Vec3{r.float()*4 - 2, r.float()*4 - 2, r.float()*4 - 2}
			}
		}
		switch i % 8 {
		case 1, 2: // second row parallel to the first
			p[3] = p[2].Add(p[1].Sub(p[0]).Mul(0.7))
		case 3, 4: // third row in the plane of the first two
			p[5] = p[4].Add(p[1].Sub(p[0]).Mul(0.3)).Add(p[3].Sub(p[2]).Mul(-1.1))
		case 5: // a zero row
			p[5] = p[4]
		}
		a, b, c, d, e, f := p[0], p[1], p[2], p[3], p[4], p[5]
		want := refTripleProduct(a, b, c, d, e, f)
		if got := TripleProduct(a, b, c, d, e, f); got != want {
			t.Fatalf("TripleProduct%v = %d, want %d", p, got, want)
		}
		if got := TripleProductExact(a, b, c, d, e, f); got != want {
			t.Fatalf("TripleProductExact%v = %d, want %d", p, got, want)
		}
		// big.Rat normalises by gcds, which is slow for extreme exponents:
		// check the value on the moderate half of the inputs.
		if i%2 == 1 && i%10 < 5 {
			if v := TripleProductDet(a, b, c, d, e, f); v.Cmp(refTripleProductDet(a, b, c, d, e, f)) != 0 {
				t.Fatalf("TripleProductDet%v = %v, wrong value", p, v)
			}
		}
	}
}

// TestTripleProductFilterBoundary probes inputs at the edges of the filter's
// trusted range, and tiny rows whose products underflow.
func TestTripleProductFilterBoundary(t *testing.T) {
	vals := []float64{
		0, filterMin, -filterMin, math.Nextafter(filterMin, 0), filterMax,
		math.Nextafter(filterMax, math.Inf(1)), -filterMax, 1, 3,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022,
		math.MaxFloat64, -math.MaxFloat64, 0x1p-537, 0x1p511,
	}
	r := &splitMix{s: 8}
	pick := func() Vec3 { return Vec3{vals[r.intn(len(vals))], vals[r.intn(len(vals))], vals[r.intn(len(vals))]} }
	for range 5000 {
		a, b, c, d, e, f := pick(), pick(), pick(), pick(), pick(), pick()
		if got, want := TripleProduct(a, b, c, d, e, f), refTripleProduct(a, b, c, d, e, f); got != want {
			t.Fatalf("TripleProduct(%v, %v, %v, %v, %v, %v) = %d, want %d", a, b, c, d, e, f, got, want)
		}
	}
	o := Vec3{}
	x, y, z := Vec3{0x1p-400, 0, 0}, Vec3{0, 0x1p-400, 0}, Vec3{0, 0, 0x1p-400}
	if got := TripleProduct(o, x, o, y, o, z); got != 1 {
		t.Errorf("underflowing TripleProduct = %d, want +1", got)
	}
}

func TestTripleProductNonFinite(t *testing.T) {
	ok := [6]Vec3{{0, 0, 0}, {1, 0, 0}, {0, 0, 0}, {0, 1, 0}, {0, 0, 0}, {0, 0, 1}}
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		for i := range ok {
			for j := range 3 {
				p := ok
				p[i][j] = x
				if got := TripleProduct(p[0], p[1], p[2], p[3], p[4], p[5]); got != 0 {
					t.Errorf("TripleProduct with %v at %d.%d = %d, want 0", x, i, j, got)
				}
				if TripleProductDet(p[0], p[1], p[2], p[3], p[4], p[5]) != nil {
					t.Errorf("TripleProductDet with %v at %d.%d is not nil", x, i, j)
				}
			}
		}
	}
}

func BenchmarkTripleProduct(b *testing.B) {
	r := &splitMix{s: 6}
	pts := make([]Vec3, 1024)
	for i := range pts {
		pts[i] = Vec3{r.float(), r.float(), r.float()}
	}
	s := 0
	for i := 0; b.Loop(); i++ {
		k := i & 1023
		s += TripleProduct(pts[k], pts[(k+1)&1023], pts[(k+2)&1023], pts[(k+3)&1023], pts[(k+4)&1023], pts[(k+5)&1023])
	}
	_ = s
}
