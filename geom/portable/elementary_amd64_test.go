//go:build !amd64.v3

package portable

import (
	"math"
	"testing"
)

// On amd64 without fused multiply-add (GOAMD64 below v3) these give the bits
// of package math. Exp and Pow with a fraction follow amd64's math.Exp on
// processors with FMA, which the test cannot tell, so they are left out.
func TestElementaryLikePackageMath(t *testing.T) {
	xs := elementaryInputs()
	same := func(name string, x, got, want float64) {
		t.Helper()
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("%s(%v) = %v, package math gives %v", name, x, got, want)
		}
	}
	for i, x := range xs {
		same("Log", x, Log(x), math.Log(x))
		same("Log10", x, Log10(x), math.Log10(x))
		same("Asin", x, Asin(x), math.Asin(x))
		same("Acos", x, Acos(x), math.Acos(x))
		y := xs[(i*7919)%len(xs)]
		same("Hypot", x, Hypot(x, y), math.Hypot(x, y))
		n := float64(i%81 - 40)
		same("Pow", x, Pow(x, n), math.Pow(x, n))
	}
	for e := -400; e <= 400; e++ {
		same("Pow10", float64(e), Pow(10, float64(e)), math.Pow(10, float64(e)))
	}
}
