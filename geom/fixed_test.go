package geom

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The fixed-width stage agrees with math/big on near-degenerate inputs (the
// ones it exists for), on exactly degenerate ones, and declines inputs whose
// magnitudes differ too much.
func TestFixedStageAgreesWithBig(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	decided := 0
	for i := 0; i < 20000; i++ {
		// Four nearly coplanar points: a plane, three points on it, one nudged
		// by a few ulps or not at all.
		n := Vec3{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()}
		u := Normalize3(Cross3(n, Vec3{1, 0.3, 0.1}))
		v := Normalize3(Cross3(n, u))
		o := Vec3{10 * r.Float64(), 10 * r.Float64(), 10 * r.Float64()}
		var p [4]Vec3
		for k := range p {
			s, t := 8*r.Float64()-4, 8*r.Float64()-4
			p[k] = Vec3{o[0] + s*u[0] + t*v[0], o[1] + s*u[1] + t*v[1], o[2] + s*u[2] + t*v[2]}
		}
		if r.IntN(2) == 0 {
			p[3][r.IntN(3)] = math.Nextafter(p[3][0], math.Inf(1))
		}
		if r.IntN(4) == 0 {
			p[3] = p[r.IntN(3)] // exactly degenerate
		}
		want := Orient3DExact(p[0], p[1], p[2], p[3])
		if got, ok := orient3DFixed(p[0], p[1], p[2], p[3]); ok {
			decided++
			if got != want {
				t.Fatalf("%v: fixed %d, exact %d", p, got, want)
			}
		}
		if got := Orient3D(p[0], p[1], p[2], p[3]); got != want {
			t.Fatalf("%v: Orient3D %d, exact %d", p, got, want)
		}
		wantT := TripleProductExact(p[0], p[1], p[2], p[3], p[1], p[2])
		if got, ok := tripleFixed(p[0], p[1], p[2], p[3], p[1], p[2]); ok && got != wantT {
			t.Fatalf("%v: fixed triple %d, exact %d", p, got, wantT)
		}
	}
	if decided < 10000 {
		t.Errorf("the fixed stage decided only %d of 20000 cases", decided)
	}
	if _, ok := orient3DFixed(Vec3{1e-3, 0, 0}, Vec3{100, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}); ok {
		t.Error("magnitudes 2^17 apart were taken")
	}
	if s, ok := orient3DFixed(Vec3{0, 0, 0}, Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}); !ok || s != 1 {
		t.Errorf("unit tetrahedron: %d %v", s, ok)
	}
}
