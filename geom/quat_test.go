package geom

import (
	"math"
	"runtime"
	"testing"

	"github.com/scbench/scbench/geom/portable"
)

func quatNear(t *testing.T, what string, got, want Vec3, tol float64) {
	t.Helper()
	for k := 0; k < 3; k++ {
		if math.Abs(got[k]-want[k]) > tol {
			t.Fatalf("%s = %v, want %v", what, got, want)
		}
	}
}

func TestSinCosMatchesMath(t *testing.T) {
	r := &splitMix{s: 11}
	n := 200000
	if runtime.GOOS == "js" {
		n = 20000
	}
	for i := 0; i < n; i++ {
		x := (r.float()*2 - 1) * 1000
		s, c := portable.SinCos(x)
		if math.Abs(s-math.Sin(x)) > 4e-16 || math.Abs(c-math.Cos(x)) > 4e-16 {
			t.Fatalf("portable.SinCos(%v) = %v, %v; math says %v, %v", x, s, c, math.Sin(x), math.Cos(x))
		}
	}
	if s, c := portable.SinCos(0); s != 0 || c != 1 {
		t.Fatalf("portable.SinCos(0) = %v, %v", s, c)
	}
	if s, _ := portable.SinCos(math.Inf(1)); !math.IsNaN(s) {
		t.Fatal("portable.SinCos(Inf) is not NaN")
	}
	if s, _ := portable.SinCos(1e300); !math.IsNaN(s) {
		t.Fatal("portable.SinCos(1e300) is not NaN")
	}
}

func TestSinCosTurn(t *testing.T) {
	exact := []struct {
		num, den int
		s, c     float64
	}{{0, 4, 0, 1}, {1, 4, 1, 0}, {2, 4, 0, -1}, {3, 4, -1, 0}, {4, 4, 0, 1}, {-1, 4, -1, 0}, {25, 100, 1, 0}, {90, 360, 1, 0}, {-270, 360, 1, 0}, {540, 360, 0, -1}}
	for _, e := range exact {
		if s, c := portable.SinCosTurn(e.num, e.den); s != e.s || c != e.c {
			t.Errorf("portable.SinCosTurn(%d, %d) = %v, %v; want %v, %v", e.num, e.den, s, c, e.s, e.c)
		}
	}
	for den := 1; den < 60; den++ {
		for num := -2 * den; num <= 2*den; num++ {
			s, c := portable.SinCosTurn(num, den)
			a := 2 * math.Pi * float64(((num%den)+den)%den) / float64(den)
			if math.Abs(s-math.Sin(a)) > 1.5e-15 || math.Abs(c-math.Cos(a)) > 1.5e-15 {
				t.Fatalf("portable.SinCosTurn(%d, %d) = %v, %v; want %v, %v", num, den, s, c, math.Sin(a), math.Cos(a))
			}
		}
	}
	// Mirror images come out as exact mirror images.
	s1, c1 := portable.SinCosTurn(1, 12)
	s2, c2 := portable.SinCosTurn(2, 12)
	if s1 != c2 || c1 != s2 {
		t.Fatalf("sin 30° = %v, cos 60° = %v; cos 30° = %v, sin 60° = %v", s1, c2, c1, s2)
	}
	if s, c := portable.SinCosTurn(1, 0); !math.IsNaN(s) || !math.IsNaN(c) {
		t.Fatal("a zero denominator did not give NaN")
	}
}

func TestRotationMatrixIsARotation(t *testing.T) {
	r := &splitMix{s: 5}
	for i := 0; i < 2000; i++ {
		q := Quaternion(r.float()*2-1, r.float()*2-1, r.float()*2-1, r.float()*2-1)
		m, ok := RotationMatrix(q)
		if !ok {
			t.Fatal("a random quaternion was refused")
		}
		// Orthonormal with determinant 1.
		c0, c1, c2 := Vec3{m[0], m[1], m[2]}, Vec3{m[3], m[4], m[5]}, Vec3{m[6], m[7], m[8]}
		for _, d := range []float64{Dot3(c0, c0) - 1, Dot3(c1, c1) - 1, Dot3(c2, c2) - 1, Dot3(c0, c1), Dot3(c1, c2), Dot3(c0, c2), Dot3(Cross3(c0, c1), c2) - 1} {
			if math.Abs(d) > 1e-14 {
				t.Fatalf("q = %v: matrix %v is not a rotation (%g)", q, m, d)
			}
		}
		// Scaling q does not change the rotation; it agrees with mgl64's
		// rotation of the normalised quaternion.
		m2, _ := RotationMatrix(Quaternion(3*q.W, 3*q.V[0], 3*q.V[1], 3*q.V[2]))
		v := Vec3{r.float(), r.float(), r.float()}
		quatNear(t, "scaled rotation", MulMat3(m2, v), MulMat3(m, v), 1e-14)
		quatNear(t, "mgl64 rotation", MulMat3(m, v), q.Normalize().Rotate(v), 1e-14)
		// The product of quaternions composes the rotations.
		p := Quaternion(r.float()*2-1, r.float()*2-1, r.float()*2-1, r.float()*2-1)
		mp, _ := RotationMatrix(p)
		mpq, _ := RotationMatrix(QuatMul(p, q))
		quatNear(t, "composition", MulMat3(mpq, v), MulMat3(mp, MulMat3(m, v)), 1e-14)
	}
	if _, ok := RotationMatrix(Quaternion(0, 0, 0, 0)); ok {
		t.Fatal("the zero quaternion was accepted")
	}
	if _, ok := RotationMatrix(Quaternion(math.NaN(), 0, 0, 0)); ok {
		t.Fatal("a NaN quaternion was accepted")
	}
	if _, ok := RotationMatrix(Quaternion(1e-160, 0, 0, 0)); ok {
		t.Fatal("a quaternion whose squared norm is subnormal was accepted")
	}
	if m, ok := RotationMatrix(Quaternion(1e-150, 0, 0, 1e-150)); !ok || math.Abs(m[3]+1) > 1e-15 {
		t.Fatalf("a tiny quarter turn: %v %v", m, ok)
	}
	if _, ok := RotationMatrix(Quaternion(1e300, 1e300, 0, 0)); ok {
		t.Fatal("an overflowing quaternion was accepted")
	}
}

func TestKnownRotations(t *testing.T) {
	// A quarter turn about z, built three ways.
	for _, q := range []Quat{QuatAxisAngle(Vec3{0, 0, 5}, math.Pi/2), QuatZTurn(1, 4), Quaternion(math.Sqrt(0.5), 0, 0, math.Sqrt(0.5))} {
		v, ok := Rotate(q, Vec3{1, 0, 0})
		if !ok {
			t.Fatal("refused")
		}
		quatNear(t, "x turned a quarter about z", v, Vec3{0, 1, 0}, 1e-15)
	}
	// The quaternion that turns the unit tetrahedron so that its shadow is a
	// square of side 1/√2.
	qS := Quaternion(0.8204732385702833, 0.4247082002778668, 0.17591989660616122, 0.33985114297998736)
	s := 1 / math.Sqrt2
	base := []Vec3{{0, 0, 0}, {1, 0, 0}, {0.5, math.Sqrt(3) / 2, 0}, {0.5, math.Sqrt(3) / 6, math.Sqrt(2.0 / 3)}}
	want := []Vec3{{0, 0, 0}, {s, s, 0}, {0, s, s}, {s, 0, s}}
	for i, p := range base {
		v, _ := Rotate(qS, p)
		quatNear(t, "qS vertex", v, want[i], 1e-15)
	}
	// 90° about y: the quaternion that made upstream's Euler conversion throw.
	v, _ := Rotate(Quaternion(math.Sqrt(0.5), 0, math.Sqrt(0.5), 0), Vec3{1, 0, 0})
	quatNear(t, "x turned a quarter about y", v, Vec3{0, 0, -1}, 1e-15)
	if q := QuatAxisAngle(Vec3{}, 1); q != Quaternion(1, 0, 0, 0) {
		t.Fatalf("zero axis gave %v", q)
	}
	if n := Normalize3(Vec3{3, 0, 4}); n != (Vec3{0.6, 0, 0.8}) {
		t.Fatalf("Normalize3 = %v", n)
	}
	if n := Normalize3(Vec3{}); n != (Vec3{}) {
		t.Fatalf("Normalize3(0) = %v", n)
	}
}
