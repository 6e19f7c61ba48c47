package rng

import "math/bits"

// MaxSeed is the largest seed accepted anywhere in scbench. Seeds travel through
// JSON, URLs and JavaScript, whose numbers are exact only up to 2^53.
const MaxSeed = 1<<53 - 1

// Rand is a xoshiro256** generator. The zero value is not usable; call New.
type Rand struct {
	s [4]uint64
}

// New returns a generator whose whole stream is determined by seed.
func New(seed uint64) *Rand {
	r := &Rand{}
	x := seed
	for i := range r.s {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		r.s[i] = z ^ (z >> 31)
	}
	return r
}

// Derive returns an independent generator for a named sub-stream. Generators use
// it so that adding a draw in one stage does not shift the draws of another.
func (r *Rand) Derive(label string) *Rand {
	h := uint64(14695981039346656037) // FNV-1a over the label, mixed with the state
	for i := 0; i < len(label); i++ {
		h ^= uint64(label[i])
		h *= 1099511628211
	}
	return New(h ^ r.s[0] ^ bits.RotateLeft64(r.s[2], 17))
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// Uint64n returns a uniform integer in [0, n) without modulo bias (Lemire's
// multiply-and-reject method). It panics if n is 0, which is a programming error.
func (r *Rand) Uint64n(n uint64) uint64 {
	if n == 0 {
		panic("rng: Uint64n(0)")
	}
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), n)
		}
	}
	return hi
}

// Intn returns a uniform integer in [0, n). n must be positive.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("rng: Intn of a non-positive bound")
	}
	return int(r.Uint64n(uint64(n)))
}

// IntRange returns a uniform integer in [lo, hi] (both inclusive).
func (r *Rand) IntRange(lo, hi int) int {
	if hi < lo {
		panic("rng: IntRange with hi < lo")
	}
	return lo + int(r.Uint64n(uint64(hi-lo)+1))
}

// Float64 returns a uniform float in [0, 1) with 53 random bits. The exact
// product is rounded explicitly so that, inlined, it cannot fuse into a
// caller's sum (2*x - 1 is x + x - 1).
func (r *Rand) Float64() float64 {
	return float64(float64(r.Uint64()>>11) * (1.0 / (1 << 53)))
}

// Bool returns true with probability 1/2.
func (r *Rand) Bool() bool {
	return r.Uint64()>>63 == 1
}

// Chance returns true with probability num/den.
func (r *Rand) Chance(num, den int) bool {
	return r.Intn(den) < num
}

// Shuffle permutes n elements with swap, Fisher–Yates from the top.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}

// Perm returns a uniformly random permutation of 0..n-1.
func (r *Rand) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// Pick returns a uniformly chosen index weighted by w (non-negative weights, at
// least one positive). It is used for choices such as "which rectangle to split".
func (r *Rand) Pick(w []int) int {
	total := 0
	for _, x := range w {
		total += x
	}
	if total <= 0 {
		panic("rng: Pick with no positive weight")
	}
	k := r.Intn(total)
	for i, x := range w {
		if k < x {
			return i
		}
		k -= x
	}
	return len(w) - 1
}
