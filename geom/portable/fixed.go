package portable

// A fixed-width exact stage for 3×3 determinants (geom's Orient3D and
// TripleProduct try it before math/big).
//
// Near-degenerate configurations are common in meshes: the four corners of a
// flat quadrilateral split into two triangles, a vertex in the plane of its
// neighbours. The float filter cannot decide them and math/big costs
// microseconds and a dozen allocations per call. Most such inputs have
// coordinates of similar magnitude, and then the exact determinant fits in a
// few machine words: after scaling every coordinate by the same power of two
// (as ScaleInts does), each is an integer below 2^61, each difference below
// 2^62, each 2×2 minor below 2^125 and the determinant below 2^189. This
// file evaluates it in 256-bit two's complement arithmetic without
// allocating; inputs whose magnitudes differ too much for that (or that are
// not finite, or zero everywhere) go to math/big as before. Both stages give
// the exact sign, so which one runs never changes an answer.

import (
	"math"
	"math/bits"
)

// maxShift bounds how many bits a coordinate may move up when all are put on
// the scale of the smallest: 53 significant bits plus the shift stay below
// 2^61, so that differences of two coordinates fit in an int64.
const maxShift = 7

// ScaleInts puts the numbers xs on a common integer scale: out[i] is xs[i]
// times the same power of two for every i, each below 2^61 in magnitude. It
// reports false when they do not fit (magnitudes more than 2^maxShift
// apart, or a number that is not finite), and then out is unspecified. len(xs)
// is at most 18 and out must be as long.
func ScaleInts(xs []float64, out []int64) bool {
	emin := math.MaxInt
	var mant [18]int64
	var exps [18]int
	for i, x := range xs {
		if x == 0 {
			continue
		}
		if !isFinite(x) {
			return false
		}
		frac, e := math.Frexp(x)
		mant[i] = int64(frac * (1 << 53))
		exps[i] = e - 53
		emin = min(emin, exps[i])
	}
	for i := range xs {
		out[i] = 0
		if mant[i] == 0 {
			continue
		}
		s := exps[i] - emin
		if s > maxShift {
			return false
		}
		out[i] = mant[i] << uint(s)
	}
	return true
}

// Det3Sign is the sign of the determinant with rows (u0,u1,u2),
// (v0,v1,v2), (w0,w1,w2), each entry an int64 below 2^62 in magnitude (the
// differences of two numbers ScaleInts made), computed exactly in 256-bit
// arithmetic without allocating.
func Det3Sign(u0, u1, u2, v0, v1, v2, w0, w1, w2 int64) int {
	// Expansion along the third column, as geom's exact fallback does.
	var det i256
	det = det.add(mul128by64(minor(v0, v1, w0, w1), u2))
	det = det.add(mul128by64(minor(w0, w1, u0, u1), v2))
	det = det.add(mul128by64(minor(u0, u1, v0, v1), w2))
	return det.sign()
}

// i128 is a signed 128-bit integer in two's complement: hi holds the sign.
type i128 struct {
	hi, lo uint64
}

// i256 is a signed 256-bit integer in two's complement, little-endian words.
type i256 [4]uint64

// mul64 is the exact product of two int64s.
func mul64(x, y int64) i128 {
	neg := (x < 0) != (y < 0)
	hi, lo := bits.Mul64(abs64(x), abs64(y))
	r := i128{hi, lo}
	if neg {
		r = r.neg()
	}
	return r
}

func abs64(x int64) uint64 {
	if x < 0 {
		return uint64(-x)
	}
	return uint64(x)
}

func (x i128) neg() i128 {
	lo, borrow := bits.Sub64(0, x.lo, 0)
	hi, _ := bits.Sub64(0, x.hi, borrow)
	return i128{hi, lo}
}

// minor is x0·y1 − x1·y0 for the 2×2 block [[x0, x1], [y0, y1]].
func minor(x0, x1, y0, y1 int64) i128 {
	p, q := mul64(x0, y1), mul64(x1, y0)
	lo, borrow := bits.Sub64(p.lo, q.lo, 0)
	hi, _ := bits.Sub64(p.hi, q.hi, borrow)
	return i128{hi, lo}
}

// mul128by64 is the exact product of a 128-bit and a 64-bit signed integer,
// widened to 256 bits.
func mul128by64(x i128, y int64) i256 {
	neg := int64(x.hi) < 0
	if neg {
		x = x.neg()
	}
	if y < 0 {
		neg = !neg
	}
	m := abs64(y)
	h1, l1 := bits.Mul64(x.lo, m)
	h2, l2 := bits.Mul64(x.hi, m)
	mid, carry := bits.Add64(h1, l2, 0)
	r := i256{l1, mid, h2 + carry, 0}
	if neg {
		r = r.neg()
	}
	return r
}

func (x i256) neg() i256 {
	var r i256
	var borrow uint64
	for i := range x {
		r[i], borrow = bits.Sub64(0, x[i], borrow)
	}
	return r
}

func (x i256) add(y i256) i256 {
	var r i256
	var carry uint64
	for i := range x {
		r[i], carry = bits.Add64(x[i], y[i], carry)
	}
	return r
}

func (x i256) sign() int {
	switch {
	case int64(x[3]) < 0:
		return -1
	case x[0]|x[1]|x[2]|x[3] == 0:
		return 0
	}
	return 1
}
