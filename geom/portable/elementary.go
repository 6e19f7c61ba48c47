package portable

// Logarithms, powers, hypot and arcsines with the same bits on every
// platform. Package math computes these in pure Go that the arm64 compiler
// fuses into multiply-adds, or in assembly that differs by architecture
// (amd64's Exp even by processor), so results that reach instances, reports
// or scenes use these instead. Each follows the method and the order of
// operations of the code amd64 runs, with every product that is summed
// rounded explicitly (float64(...)), so that on amd64 the bits are those of
// package math.

import "math"

// Hypot is √(p² + q²) as max·√(1 + (min/max)²), as math.Hypot computes it.
func Hypot(p, q float64) float64 {
	p, q = math.Abs(p), math.Abs(q)
	switch {
	case math.IsInf(p, 1) || math.IsInf(q, 1):
		return math.Inf(1)
	case math.IsNaN(p) || math.IsNaN(q):
		return math.NaN()
	}
	if p < q {
		p, q = q, p
	}
	if p == 0 {
		return 0
	}
	q = q / p
	return float64(p * math.Sqrt(1+float64(q*q)))
}

// Log is the natural logarithm by fdlibm's method, as amd64's math.Log
// computes it: unlike Go's portable code it halves the reduced argument at
// exactly √2/2 too, and it reads a subnormal's exponent field as it stands
// (so the result is off there, by as much as ln 2^52).
func Log(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01 // 0x3fe62e42fee00000
		ln2Lo = 1.90821492927058770002e-10 // 0x3dea39ef35793c76
		l1    = 6.666666666666735130e-01   // 0x3FE5555555555593
		l2    = 3.999999999940941908e-01   // 0x3FD999999997FA04
		l3    = 2.857142874366239149e-01   // 0x3FD2492494229359
		l4    = 2.222219843214978396e-01   // 0x3FCC71C51D8E78AF
		l5    = 1.818357216161805012e-01   // 0x3FC7466496CB03DE
		l6    = 1.531383769920937332e-01   // 0x3FC39A09D078C69F
		l7    = 1.479819860511658591e-01   // 0x3FC2F112DF3E5244
	)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	}
	b := math.Float64bits(x)
	f1 := math.Float64frombits(b&(1<<52-1) | 0x3fe<<52) // in [0.5, 1)
	ki := int(b>>52) - 0x3fe
	if f1 <= math.Sqrt2/2 {
		f1 *= 2
		ki--
	}
	f := f1 - 1
	k := float64(ki)
	s := f / (2 + f)
	s2 := s * s
	s4 := s2 * s2
	t1 := float64(s2 * (l1 + float64(s4*(l3+float64(s4*(l5+float64(s4*l7)))))))
	t2 := float64(s4 * (l2 + float64(s4*(l4+float64(s4*l6)))))
	r := t1 + t2
	hfsq := float64(0.5 * f * f)
	return float64(k*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(k*ln2Lo))) - f)
}

// Log10 is Log(x)/ln 10, as math.Log10 computes it.
func Log10(x float64) float64 { return float64(Log(x) * (1 / math.Ln10)) }

// Exp is eˣ by SLEEF's method (a Taylor series of e^(r/16) − 1 squared four
// times), as amd64's math.Exp computes it on processors with fused
// multiply-add; math.FMA rounds once on every platform.
func Exp(x float64) float64 {
	const (
		log2e    = 1.4426950408889634073599246810018920
		ln2U     = 0.69314718055966295651160180568695068359375
		ln2L     = 0.28235290563031577122588448175013436025525412068e-12
		overflow = 7.09782712893384e+02
	)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case math.IsInf(x, -1):
		return 0
	case x > overflow:
		return math.Inf(1)
	}
	// The nearest integer, as an int32; out of range it is MinInt32, as the
	// processor's conversion gives (and the result underflows to 0).
	k := int64(math.MinInt32)
	if kf := math.RoundToEven(x * log2e); kf >= math.MinInt32 {
		k = int64(kf)
	}
	kd := float64(k)
	r := math.FMA(-kd, ln2U, x)
	r = math.FMA(-kd, ln2L, r)
	r *= 0.0625
	p := 2.4801587301587301587e-5
	for _, c := range [...]float64{1.9841269841269841270e-4, 1.3888888888888888889e-3, 8.3333333333333333333e-3,
		4.1666666666666666667e-2, 1.6666666666666666667e-1, 0.5, 1} {
		p = math.FMA(p, r, c)
	}
	y := float64(r * p)
	for range 3 {
		y = float64(y * (y + 2))
	}
	y = math.FMA(y, y+2, 1)
	// y·2^k, through a subnormal scale when 2^k is one.
	e := k + 0x3ff
	switch {
	case e <= 0:
		if e < -52 {
			return 0
		}
		y *= math.Float64frombits(uint64(e+0x3fe) << 52)
		e = 1
	case e >= 0x7ff:
		return math.Inf(1)
	}
	return y * math.Float64frombits(uint64(e)<<52)
}

// Pow is xʸ as math.Pow computes it: the integer part of y by repeated
// squaring, the fraction by Exp(f·Log(x)).
func Pow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case y == 1:
		return x
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case x == 0:
		switch {
		case y < 0:
			if math.Signbit(x) && isOddInt(y) {
				return math.Inf(-1)
			}
			return math.Inf(1)
		case y > 0:
			if math.Signbit(x) && isOddInt(y) {
				return x
			}
			return 0
		}
	case math.IsInf(y, 0):
		switch {
		case x == -1:
			return 1
		case (math.Abs(x) < 1) == math.IsInf(y, 1):
			return 0
		default:
			return math.Inf(1)
		}
	case math.IsInf(x, 0):
		if math.IsInf(x, -1) {
			return Pow(1/x, -y) // Pow(-0, -y)
		}
		switch {
		case y < 0:
			return 0
		case y > 0:
			return math.Inf(1)
		}
	case y == 0.5:
		return math.Sqrt(x)
	case y == -0.5:
		return 1 / math.Sqrt(x)
	}
	yi, yf := math.Modf(math.Abs(y))
	if yf != 0 && x < 0 {
		return math.NaN()
	}
	if yi >= 1<<63 {
		// A large even integer: overflow or underflow, except for x = −1.
		switch {
		case x == -1:
			return 1
		case (math.Abs(x) < 1) == (y > 0):
			return 0
		default:
			return math.Inf(1)
		}
	}
	a1, ae := 1.0, 0 // the answer is a1·2^ae
	if yf != 0 {
		if yf > 0.5 {
			yf--
			yi++
		}
		a1 = Exp(float64(yf * Log(x)))
	}
	x1, xe := math.Frexp(x)
	for i := int64(yi); i != 0; i >>= 1 {
		if xe < -1<<12 || 1<<12 < xe {
			// xe would overflow the shift; the answer under- or overflows.
			ae += xe
			break
		}
		if i&1 == 1 {
			a1 *= x1
			ae += xe
		}
		x1 = float64(x1 * x1)
		xe <<= 1
		if x1 < .5 {
			x1 += x1
			xe--
		}
	}
	if y < 0 {
		a1 = 1 / a1
		ae = -ae
	}
	return math.Ldexp(a1, ae)
}

func isOddInt(x float64) bool {
	if math.Abs(x) >= 1<<53 {
		return false // every float this large is an even integer
	}
	xi, xf := math.Modf(x)
	return xf == 0 && int64(xi)&1 == 1
}

// Asin is the arcsine by Cephes' method, as math.Asin computes it.
func Asin(x float64) float64 {
	if x == 0 {
		return x
	}
	sign := false
	if x < 0 {
		x, sign = -x, true
	}
	if x > 1 {
		return math.NaN()
	}
	t := math.Sqrt(1 - float64(x*x))
	if x > 0.7 {
		t = math.Pi/2 - satan(t/x)
	} else {
		t = satan(x / t)
	}
	if sign {
		t = -t
	}
	return t
}

// Acos is the arccosine, π/2 − Asin(x), as math.Acos computes it.
func Acos(x float64) float64 { return math.Pi/2 - Asin(x) }

// satan is the arctangent of x ≥ 0 reduced to [0, 0.66]: Cephes' reduction
// and rational function, as math.Asin uses them, so that Asin keeps
// package math's bits on amd64. (Atan2, in trig.go, sums a series of its
// own and does not give math.Atan2's bits: an Asin built on it would move
// every golden whose instance takes an arcsine.)
func satan(x float64) float64 {
	const (
		morebits = 6.123233995736765886130e-17 // π/2 = PIO2 + morebits
		tan3pio8 = 2.41421356237309504880      // tan(3π/8)
	)
	if x <= 0.66 {
		return xatan(x)
	}
	if x > tan3pio8 {
		return math.Pi/2 - xatan(1/x) + morebits
	}
	return math.Pi/4 + xatan((x-1)/(x+1)) + 0.5*morebits
}

// xatan is the arctangent on [0, 0.66] by a rational function.
func xatan(x float64) float64 {
	const (
		p0 = -8.750608600031904122785e-01
		p1 = -1.615753718733365076637e+01
		p2 = -7.500855792314704667340e+01
		p3 = -1.228866684490136173410e+02
		p4 = -6.485021904942025371773e+01
		q0 = +2.485846490142306297962e+01
		q1 = +1.650270098316988542046e+02
		q2 = +4.328810604912902668951e+02
		q3 = +4.853903996359136964868e+02
		q4 = +1.945506571482613964425e+02
	)
	z := float64(x * x)
	num := float64(p0*z) + p1
	num = float64(num*z) + p2
	num = float64(num*z) + p3
	num = float64(num*z) + p4
	den := z + q0
	den = float64(den*z) + q1
	den = float64(den*z) + q2
	den = float64(den*z) + q3
	den = float64(den*z) + q4
	z = z * num / den
	return float64(x*z) + x
}
