package portable

// Trigonometry with the same bits on every platform. Package math's Sin, Cos
// and Atan2 use assembly on some architectures and may be fused into
// multiply-adds on others, so results that reach instances, reports or scenes
// use these instead. Every product that is summed is rounded explicitly
// (float64(...)) to rule out fused multiply-add.

import "math"

// Cody–Waite split of π/2 (fdlibm's pio2_1, pio2_2, pio2_3): the first two
// parts have at most 33 significant bits, so k·part is exact for |k| < 2^20.
const (
	pio2Part1 = 1.57079632673412561417e+00
	pio2Part2 = 6.07710050630396597660e-11
	pio2Part3 = 2.02226624871116645580e-21
)

// Minimax coefficients of sin and cos on [-π/4, π/4] (Cephes, as in Go's
// math package).
var (
	sinCoef = [...]float64{
		1.58962301576546568060e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6,
		-1.98412698295895385996e-4, 8.33333333332211858878e-3, -1.66666666666666307295e-1,
	}
	cosCoef = [...]float64{
		-1.13585365213876817300e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7,
		2.48015872888517045348e-5, -1.38888888888730564116e-3, 4.16666666666665929218e-2,
	}
)

// SinCos returns sin x and cos x to within about an ulp, with the same bits
// on every platform (see the top of this file). Angles beyond ±2^19·π/2 and
// non-finite ones give NaN.
func SinCos(x float64) (sin, cos float64) {
	if !(math.Abs(x) < (1<<19)*math.Pi/2) {
		return math.NaN(), math.NaN()
	}
	k := math.Round(x / (math.Pi / 2))
	r := x - float64(k*pio2Part1)
	r -= float64(k * pio2Part2)
	r -= float64(k * pio2Part3)
	s, c := sinCosKernel(r)
	return quadrant(int64(k), s, c)
}

// SinCosTurn returns the sine and cosine of num/den of a full turn (2π·num/den).
// Multiples of a quarter turn are exact (0, ±1), and so are their mirror
// images: the reduction to the first octant is done in integers.
func SinCosTurn(num, den int) (sin, cos float64) {
	if den <= 0 {
		return math.NaN(), math.NaN()
	}
	// 4·num/den quarter turns = q + rem/den with 0 ≤ rem < den.
	n4 := 4 * int64(num)
	q := n4 / int64(den)
	rem := n4 % int64(den)
	if rem < 0 {
		rem += int64(den)
		q--
	}
	// The angle within the quadrant is rem/den quarter turns; fold the upper
	// half of the quadrant onto the lower so that the argument stays small.
	var s, c float64
	if 2*rem <= int64(den) {
		s, c = sinCosKernel(float64(rem) / float64(den) * (math.Pi / 2))
	} else {
		c, s = sinCosKernel(float64(int64(den)-rem) / float64(den) * (math.Pi / 2))
	}
	return quadrant(q, s, c)
}

// sinCosKernel evaluates sin r and cos r for |r| ≤ π/4.
func sinCosKernel(r float64) (s, c float64) {
	z := float64(r * r)
	ps := sinCoef[0]
	for _, a := range sinCoef[1:] {
		ps = float64(ps*z) + a
	}
	pc := cosCoef[0]
	for _, a := range cosCoef[1:] {
		pc = float64(pc*z) + a
	}
	s = r + float64(float64(r*z)*ps)
	c = 1 - float64(0.5*z) + float64(float64(z*z)*pc)
	return s, c
}

// quadrant turns (sin r, cos r) into the sine and cosine of r + k·π/2.
func quadrant(k int64, s, c float64) (float64, float64) {
	switch k & 3 {
	case 0:
		return s, c
	case 1:
		return c, -s
	case 2:
		return -s, -c
	}
	return -c, s
}

// Atan2 is math.Atan2 computed identically on every platform, for finite
// arguments (it returns NaN for non-finite ones). The result lies in [−π, π].
func Atan2(y, x float64) float64 {
	if !isFinite(x) || !isFinite(y) {
		return math.NaN()
	}
	switch {
	case x == 0 && y == 0:
		if math.Signbit(x) {
			return math.Copysign(math.Pi, y)
		}
		return math.Copysign(0, y)
	case x == 0:
		return math.Copysign(math.Pi/2, y)
	}
	ay, ax := math.Abs(y), math.Abs(x)
	var a float64
	if ay <= ax {
		a = atanUnit(ay / ax)
	} else {
		a = math.Pi/2 - atanUnit(ax/ay)
	}
	if x < 0 {
		a = math.Pi - a
	}
	return math.Copysign(a, y)
}

// atanUnit is arctan(t) for t in [0, 1]. Two half-angle reductions,
// atan(t) = 2·atan(t / (1 + √(1 + t²))), bring t below tan(π/16) ≈ 0.199, where
// the Maclaurin series needs 12 terms for full precision.
func atanUnit(t float64) float64 {
	scale := 1.0
	for i := 0; i < 2; i++ {
		t = t / (1 + math.Sqrt(1+float64(t*t)))
		scale *= 2
	}
	t2 := float64(t * t)
	// Horner form of t·(1 − t²/3 + t⁴/5 − ...), 12 terms.
	sum := 0.0
	for k := 11; k >= 0; k-- {
		c := 1 / float64(2*k+1)
		if k%2 == 1 {
			c = -c
		}
		sum = c + float64(sum*t2)
	}
	return scale * float64(t*sum)
}

// SinCosDegrees returns the sine and cosine of x degrees the way OpenSCAD's
// sin_degrees and cos_degrees do: the angle is reduced to [0°, 360°) (math.Mod
// is exact, so even 1e300 reduces without loss), folded into the first
// quadrant, and multiples of 30° and 45° give the exact values OpenSCAD uses
// (0, ½, √½, √¾, 1), so that rotate([0, 90, 0]) turns axes onto axes. Other
// angles go through SinCos, with the same bits on every platform. Non-finite
// angles give NaN.
func SinCosDegrees(x float64) (sin, cos float64) {
	if !isFinite(x) {
		return math.NaN(), math.NaN()
	}
	x = math.Mod(x, 360)
	if x < 0 {
		x += 360
		if x == 360 { // a tiny negative angle rounds up to a full turn
			x = 0
		}
	}
	// sin(x) = sinQ·(±1) and cos(x) = cosQ·(±1) with the angle folded into
	// [0°, 90°].
	sgnS, sgnC := 1.0, 1.0
	switch {
	case x >= 270:
		x, sgnS = 360-x, -1
	case x >= 180:
		x, sgnS, sgnC = x-180, -1, -1
	case x > 90:
		x, sgnC = 180-x, -1
	}
	s, c := degreeKernel(x)
	return sgnS * s, sgnC * c
}

// degreeKernel is sin and cos of x in [0°, 90°], exact at 0, 30, 45, 60, 90.
func degreeKernel(x float64) (sin, cos float64) {
	switch x {
	case 0:
		return 0, 1
	case 30:
		return 0.5, sqrt3_4
	case 45:
		return math.Sqrt2 / 2, math.Sqrt2 / 2
	case 60:
		return sqrt3_4, 0.5
	case 90:
		return 1, 0
	}
	if x < 45 {
		return SinCos(x * (math.Pi / 180))
	}
	// Near 90° the complement is the small angle: reduce to it so that the
	// cosine keeps its relative accuracy.
	c, s := SinCos((90 - x) * (math.Pi / 180))
	return s, c
}

// sqrt3_4 is √3/2, the sine of 60°.
const sqrt3_4 = 0.86602540378443864676

// isFinite reports whether x is neither infinite nor NaN.
func isFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }
