package portable

import (
	"math"
	"math/rand/v2"
	"testing"
)

func TestSinCosDegreesExactLikeOpenSCAD(t *testing.T) {
	exact := map[float64][2]float64{
		0: {0, 1}, 30: {0.5, sqrt3_4}, 45: {math.Sqrt2 / 2, math.Sqrt2 / 2}, 60: {sqrt3_4, 0.5},
		90: {1, 0}, 120: {sqrt3_4, -0.5}, 180: {0, -1}, 270: {-1, 0}, -90: {-1, 0}, 450: {1, 0},
		-30: {-0.5, sqrt3_4}, 1e300: {}, // 1e300 mod 360 is computed exactly; checked below
	}
	for x, w := range exact {
		s, c := SinCosDegrees(x)
		if x == 1e300 {
			ref := math.Mod(1e300, 360)
			rs, rc := SinCosDegrees(ref)
			if s != rs || c != rc || math.IsNaN(s) {
				t.Errorf("SinCosDegrees(1e300) = %v, %v; of its exact remainder %v: %v, %v", s, c, ref, rs, rc)
			}
			continue
		}
		if s != w[0] || c != w[1] {
			t.Errorf("SinCosDegrees(%v) = %v, %v, want %v, %v", x, s, c, w[0], w[1])
		}
	}
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 1000; i++ {
		x := 720*r.Float64() - 360
		s, c := SinCosDegrees(x)
		if math.Abs(s-math.Sin(x*math.Pi/180)) > 1e-15 || math.Abs(c-math.Cos(x*math.Pi/180)) > 1e-15 {
			t.Fatalf("SinCosDegrees(%v) = %v, %v", x, s, c)
		}
	}
	if s, _ := SinCosDegrees(math.Inf(1)); !math.IsNaN(s) {
		t.Error("SinCosDegrees(Inf) is not NaN")
	}
}
