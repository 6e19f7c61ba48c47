package solid

import (
	"math"
	"math/big"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/scbench/scbench/geom"
)

// iterations is n natively and the smaller js under WebAssembly, whose test
// run should stay within a minute.
func iterations(n, js int) int {
	if runtime.GOOS == "js" {
		return js
	}
	return n
}

func mustBox(t testing.TB, lo, hi Vec3) *Convex {
	t.Helper()
	b, err := Box(lo, hi)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// cutFraction is the exact fraction of a tetrahedron on the positive side of
// an affine function with values f at its corners (all distinct): the
// divided-difference formula Σ_{f_i > 0} f_i³ / Π_{j≠i} (f_i − f_j), in
// rational arithmetic. It shares nothing with the clipping code.
func cutFraction(f [4]*big.Rat) *big.Rat {
	sum := new(big.Rat)
	for i := 0; i < 4; i++ {
		if f[i].Sign() <= 0 {
			continue
		}
		num := new(big.Rat).Mul(f[i], f[i])
		num.Mul(num, f[i])
		den := big.NewRat(1, 1)
		for j := 0; j < 4; j++ {
			if j != i {
				den.Mul(den, new(big.Rat).Sub(f[i], f[j]))
			}
		}
		sum.Add(sum, num.Quo(num, den))
	}
	return sum
}

// Clipping a tetrahedron by a plane leaves exactly the volume that the
// divided-difference formula gives in rational arithmetic.
func TestClipTetrahedronAgainstExactFormula(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := iterations(2000, 300)
	checked := 0
	for it := 0; it < n; it++ {
		var v [4]Vec3
		for i := range v {
			v[i] = Vec3{float64(r.IntN(21) - 10), float64(r.IntN(21) - 10), float64(r.IntN(21) - 10)}
		}
		te, err := Tetrahedron(v[0], v[1], v[2], v[3])
		if err != nil {
			continue
		}
		nrm := Vec3{float64(r.IntN(9) - 4), float64(r.IntN(9) - 4), float64(r.IntN(9) - 4)}
		if nrm == (Vec3{}) {
			continue
		}
		d := float64(r.IntN(21) - 10)
		// f = d − n·x is positive inside the half-space n·x ≤ d.
		var f [4]*big.Rat
		distinct := true
		for i := range v {
			f[i] = new(big.Rat).SetFloat64(d - geom.Dot3(nrm, v[i]))
			for j := 0; j < i; j++ {
				if f[i].Cmp(f[j]) == 0 {
					distinct = false
				}
			}
		}
		if !distinct {
			continue
		}
		exact, _ := new(big.Rat).Mul(cutFraction(f), new(big.Rat).SetFloat64(math.Abs(geom.Dot3(v[1].Sub(v[0]), geom.Cross3(v[2].Sub(v[0]), v[3].Sub(v[0])))/6))).Float64()
		got := 0.0
		if k := te.Clip(Plane{N: nrm, D: d}); k != nil {
			got = k.Volume()
		}
		if math.Abs(got-exact) > 1e-11*math.Max(1, exact) {
			t.Fatalf("tetrahedron %v clipped by %v·x ≤ %v: volume %v, exact %v", v, nrm, d, got, exact)
		}
		checked++
	}
	if checked < n/3 {
		t.Fatalf("only %d of %d cases were checked", checked, n)
	}
}

// randomConvex is a rotated box, a sphere, a cone or a tetrahedron placed
// at random.
func randomConvex(t testing.TB, r *rand.Rand) *Convex {
	var c *Convex
	var err error
	switch r.IntN(4) {
	case 0:
		c, err = Box(Vec3{0, 0, 0}, Vec3{1 + 5*r.Float64(), 1 + 5*r.Float64(), 1 + 5*r.Float64()})
	case 1:
		c, err = Sphere(1+3*r.Float64(), 3+r.IntN(30))
	case 2:
		c, err = Cylinder(1+5*r.Float64(), 1+3*r.Float64(), 3*r.Float64(), r.IntN(2) == 0, 3+r.IntN(30))
	default:
		c, err = Tetrahedron(Vec3{0, 0, 0}, Vec3{4, 0, 0}, Vec3{0, 4, 0}, Vec3{1, 1, 4})
	}
	if err != nil {
		t.Fatal(err)
	}
	a := RotateDegrees(360*r.Float64(), 360*r.Float64(), 360*r.Float64()).Then(Translate(Vec3{4 * r.Float64(), 4 * r.Float64(), 4 * r.Float64()}))
	return c.Transform(a)
}

func randomPlane(r *rand.Rand) Plane {
	n := geom.Normalize3(Vec3{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()})
	return Plane{N: n, D: geom.Dot3(n, Vec3{2 + 3*r.Float64(), 2 + 3*r.Float64(), 2 + 3*r.Float64()})}
}

func volumeOrZero(c *Convex) float64 {
	if c == nil {
		return 0
	}
	return c.Volume()
}

// A plane splits a polytope into two parts whose volumes add up, and each
// part is a valid convex polytope again.
func TestClipConservesVolume(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := iterations(1000, 150)
	for it := 0; it < n; it++ {
		c := randomConvex(t, r)
		p := randomPlane(r)
		in, out := c.Clip(p), c.Clip(p.Flip())
		v, vi, vo := c.Volume(), volumeOrZero(in), volumeOrZero(out)
		if !near(vi+vo, v, 1e-11) {
			t.Fatalf("case %d: parts %v + %v = %v, whole %v", it, vi, vo, vi+vo, v)
		}
		for _, part := range []*Convex{in, out} {
			if part == nil {
				continue
			}
			if _, err := NewConvex(part.Verts, part.Faces); err != nil {
				t.Fatalf("case %d: a clipped part is not a valid polytope: %v", it, err)
			}
		}
	}
}

// The common part of two polytopes does not depend on which one is clipped.
func TestIntersectSymmetric(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := iterations(500, 80)
	for it := 0; it < n; it++ {
		a, b := randomConvex(t, r), randomConvex(t, r)
		ab, ba := IntersectionVolume(a, b), IntersectionVolume(b, a)
		if !near(ab, ba, 1e-10) {
			t.Fatalf("case %d: a∩b %v, b∩a %v", it, ab, ba)
		}
		if ab > math.Min(a.Volume(), b.Volume())*(1+1e-12) {
			t.Fatalf("case %d: the common part (%v) exceeds a part (%v, %v)", it, ab, a.Volume(), b.Volume())
		}
	}
}

func TestClipTouchingAndCoplanar(t *testing.T) {
	box := mustBox(t, Vec3{0, 0, 0}, Vec3{1, 1, 1})
	for i, p := range box.Planes {
		if got := box.Clip(p); got != box {
			t.Errorf("clipping by its own face %d changed the box", i)
		}
		if got := box.Clip(p.Flip()); got != nil {
			t.Errorf("clipping by the outside of face %d left volume %v", i, got.Volume())
		}
	}
	// Boxes sharing a face, an edge or a corner have no common volume.
	for _, lo := range []Vec3{{1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1 + 1e-13, 0, 0}} {
		if v := IntersectionVolume(box, mustBox(t, lo, lo.Add(Vec3{1, 1, 1}))); v != 0 {
			t.Errorf("box at %v: common volume %v", lo, v)
		}
	}
	// Overlapping axis-aligned boxes: the exact product of the overlaps.
	b2 := mustBox(t, Vec3{0.25, -0.5, 0.5}, Vec3{2, 0.75, 3})
	if v := IntersectionVolume(box, b2); v != 0.75*0.75*0.5 {
		t.Errorf("box overlap %v, want %v", v, 0.75*0.75*0.5)
	}
	// A plane through a vertex and an edge.
	te, _ := Tetrahedron(Vec3{0, 0, 0}, Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1})
	half := te.Clip(Plane{N: geom.Normalize3(Vec3{1, -1, 0}), D: 0})
	if v := volumeOrZero(half); !near(v, 1.0/12, 1e-15) {
		t.Errorf("half tetrahedron %v, want 1/12", v)
	}
	// A degenerate plane changes nothing.
	if box.Clip(Plane{}) != box || box.Clip(Plane{N: Vec3{1, 0, 0}, D: math.NaN()}) != box {
		t.Error("a degenerate plane changed the box")
	}
}

// The reference volumes of the lego task: OpenSCAD's $fn = 16 shell between
// two spheres, above z = 0 (the spec's table, exact polygonal volumes).
func TestHemisphericalShellVolumes(t *testing.T) {
	ground := Plane{N: Vec3{0, 0, -1}, D: 0}
	half := func(r float64) float64 {
		s, err := Sphere(r, 16)
		if err != nil {
			t.Fatal(err)
		}
		return s.Clip(ground).Volume()
	}
	table := []struct {
		in, out float64
		ref     float64
	}{
		{40, 70, 547863.2953}, {50, 80, 759939.4096}, {60, 90, 1007361.5430}, {70, 100, 1290129.6954},
		{90, 130, 2882664.2206}, {110, 150, 4013736.8303}, {130, 160, 3729005.0101}, {150, 180, 4824731.6008},
	}
	for _, row := range table {
		if got := half(row.out) - half(row.in); math.Abs(got-row.ref) > 1e-4 {
			t.Errorf("shell %v..%v: %.4f, want %.4f", row.in, row.out, got, row.ref)
		}
	}
	// Half of the sphere exactly: the z = 0 cut passes through the middle
	// of the vertical band.
	s, _ := Sphere(70, 16)
	if h := half(70); !near(2*h, s.Volume(), 1e-13) {
		t.Errorf("half sphere %v, whole %v", h, s.Volume())
	}
}

// unionCase is a union of polytopes with its volume (from the CSG task's
// table of reference volumes).
type unionCase struct {
	name  string
	parts []*Convex
	want  float64
}

func unionCases(t testing.TB) []unionCase {
	must := func(c *Convex, err error) *Convex {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	at := func(c *Convex, x, y, z float64) *Convex { return c.Transform(Translate(Vec3{x, y, z})) }
	cube := func(s float64) *Convex { return must(Cube(Vec3{s, s, s}, true)) }
	cyl := must(Cylinder(20, 5, 5, true, 24))
	wedge := must(NewConvex([]Vec3{{5, -5, 0}, {15, -5, 0}, {15, 5, 0}, {5, 5, 0}, {5, -5, 10}, {5, 5, 10}},
		[][]int{{3, 2, 1, 0}, {0, 1, 4}, {5, 2, 3}, {1, 2, 5, 4}, {0, 4, 5, 3}}))
	tetra := must(Tetrahedron(Vec3{0, 0, 15}, Vec3{8.16, 0, 5}, Vec3{-4.08, 7.07, 5}, Vec3{-4.08, -7.07, 5}))
	slab := func(lo, hi Vec3) *Convex { return must(Box(lo, hi)) }
	return []unionCase{
		{"two cubes", []*Convex{cube(10), at(cube(10), 8, 0, 0)}, 1800},
		{"disjoint", []*Convex{cube(10), at(cube(10), 15, 0, 0)}, 2000},
		{"nested", []*Convex{cube(20), cube(10)}, 8000},
		{"jack", []*Convex{slab(Vec3{-15, -5, -5}, Vec3{15, 5, 5}), slab(Vec3{-5, -15, -5}, Vec3{5, 15, 5}), slab(Vec3{-5, -5, -15}, Vec3{5, 5, 15})}, 7000},
		{"wedge", []*Convex{cube(10), wedge}, 1500},
		{"tetrahedron", []*Convex{cube(10), tetra}, 1288.456},
		{"stairs", []*Convex{cube(10), at(cube(10), 10, 0, 5), at(cube(10), 20, 0, 10)}, 3000},
		{"cylinder cross", []*Convex{cyl, cyl.Transform(RotateDegrees(0, 90, 0))}, 2450.519932},
		{"cylinder and cube", []*Convex{cyl, at(cube(8), 6, 0, 0)}, 1913.597819},
		{"sphere and cube", []*Convex{must(Sphere(8, 24)), at(cube(10), 8, 0, 0)}, 2710.926522},
		{"sharing a face", []*Convex{cube(10), at(cube(10), 10, 0, 0)}, 2000},
		{"turned cube", []*Convex{cube(10), cube(10).Transform(RotateDegrees(0, 0, 45))}, 1171.572875},
		{"cone and cube", []*Convex{must(Cylinder(15, 8, 0, false, 24)), at(cube(10), 0, 0, 5)}, 1252.138271},
		{"four cubes", []*Convex{cube(5), at(cube(5), 4, 0, 0), at(cube(5), 0, 4, 0), at(cube(5), 4, 4, 0)}, 405},
		{"hollow box", []*Convex{
			slab(Vec3{-10, -10, -10}, Vec3{10, 10, -8}), slab(Vec3{-10, -10, 8}, Vec3{10, 10, 10}),
			slab(Vec3{-10, -10, -8}, Vec3{10, -8, 8}), slab(Vec3{-10, 8, -8}, Vec3{10, 10, 8}),
			slab(Vec3{-10, -8, -8}, Vec3{-8, 8, 8}), slab(Vec3{8, -8, -8}, Vec3{10, 8, 8})}, 3904},
	}
}

// Union volumes by inclusion–exclusion.
func TestUnionVolume(t *testing.T) {
	cases := unionCases(t)
	for _, c := range cases {
		if got := UnionVolume(c.parts); math.Abs(got-c.want) > 1e-6 {
			t.Errorf("%s: union volume %.7f, want %.7f", c.name, got, c.want)
		}
	}
	// Intersections visits the four cubes' 15 sets, all overlapping.
	n := 0
	Intersections(cases[13].parts, func(s []int, k *Convex) { n++ })
	if n != 15 {
		t.Errorf("four overlapping cubes: %d sets, want 15", n)
	}
	n = 0
	Intersections(cases[1].parts, func(s []int, k *Convex) { n++ })
	if n != 2 {
		t.Errorf("two disjoint cubes: %d sets, want 2", n)
	}
}

func TestAffine(t *testing.T) {
	if p := RotateDegrees(0, 90, 0).Apply(Vec3{1, 2, 3}); p != (Vec3{3, 2, -1}) {
		t.Errorf("rotate([0,90,0]) maps (1,2,3) to %v", p)
	}
	if p := RotateDegrees(90, 0, 90).Apply(Vec3{1, 0, 0}); p != (Vec3{0, 1, 0}) {
		t.Errorf("rotate([90,0,90]) maps x to %v", p)
	}
	r := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 200; i++ {
		a := RotateDegrees(360*r.Float64(), 360*r.Float64(), 360*r.Float64()).
			Then(Scale(Vec3{1 + r.Float64(), -1 - r.Float64(), 1 + r.Float64()})).
			Then(Translate(Vec3{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()}))
		inv, ok := a.Inverse()
		if !ok {
			t.Fatal("no inverse")
		}
		p := Vec3{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()}
		if q := inv.Apply(a.Apply(p)); geom.Length3(q.Sub(p)) > 1e-13 {
			t.Fatalf("inverse: %v came back as %v", p, q)
		}
		// A mirroring map keeps the polytope valid and scales its volume.
		box := mustBox(t, Vec3{0, 0, 0}, Vec3{1, 2, 3})
		img := box.Transform(a)
		if img == nil || !near(img.Volume(), 6*math.Abs(a.Det()), 1e-12) {
			t.Fatalf("transformed box volume wrong")
		}
		if _, err := NewConvex(img.Verts, img.Faces); err != nil {
			t.Fatalf("transformed box invalid: %v", err)
		}
	}
	if _, ok := Scale(Vec3{1, 0, 1}).Inverse(); ok {
		t.Error("a singular map was inverted")
	}
	if mustBox(t, Vec3{}, Vec3{1, 1, 1}).Transform(RotateDegrees(math.NaN(), 0, 0)) != nil {
		t.Error("a NaN rotation produced a polytope")
	}
	if mustBox(t, Vec3{}, Vec3{1, 1, 1}).Transform(RotateDegrees(0, math.Inf(-1), 0)) != nil {
		t.Error("an infinite rotation produced a polytope")
	}
	// Huge angles reduce exactly: 1e300° is 1e300 mod 360 (math.Mod is
	// exact), a whole turn times 2^60 is no turn at all, and the result is
	// still a rotation.
	for _, deg := range []float64{1e300, -1e300, 360 * (1 << 60), 1.7976931348623157e308} {
		want := math.Mod(deg, 360)
		a, b := RotateDegrees(deg, deg, deg), RotateDegrees(want, want, want)
		if a != b {
			t.Errorf("rotate(%g°) is not rotate(%g°)", deg, want)
		}
		if d := a.Det(); math.Abs(d-1) > 1e-15 {
			t.Errorf("rotate(%g°) has determinant %v", deg, d)
		}
		if v := mustBox(t, Vec3{}, Vec3{1, 2, 3}).Transform(a).Volume(); !near(v, 6, 1e-13) {
			t.Errorf("a box turned by %g° has volume %v", deg, v)
		}
	}
	if RotateDegrees(0, 0, 360*(1<<60)) != RotateDegrees(0, 0, 0) {
		t.Error("2^60 whole turns are not the identity")
	}
}
