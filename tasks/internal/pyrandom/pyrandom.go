package pyrandom

const (
	n       = 624
	m       = 397
	matrixA = 0x9908b0df
	upper   = 0x80000000
	lower   = 0x7fffffff
)

// Rand is one random.Random stream.
type Rand struct {
	state [n]uint32
	index int
}

// New seeds a stream as random.seed(seed) does for a non-negative integer:
// init_by_array with the seed split into 32-bit words, least significant
// first (0 is the single word 0).
func New(seed uint64) *Rand {
	key := []uint32{uint32(seed)}
	if hi := uint32(seed >> 32); hi != 0 {
		key = append(key, hi)
	}
	r := &Rand{}
	r.initGenrand(19650218)
	i, j := 1, 0
	for k := max(n, len(key)); k > 0; k-- {
		prev := r.state[i-1] ^ (r.state[i-1] >> 30)
		r.state[i] = (r.state[i] ^ (prev * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= n {
			r.state[0] = r.state[n-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := n - 1; k > 0; k-- {
		prev := r.state[i-1] ^ (r.state[i-1] >> 30)
		r.state[i] = (r.state[i] ^ (prev * 1566083941)) - uint32(i)
		i++
		if i >= n {
			r.state[0] = r.state[n-1]
			i = 1
		}
	}
	r.state[0] = 0x80000000
	r.index = n
	return r
}

func (r *Rand) initGenrand(s uint32) {
	r.state[0] = s
	for i := 1; i < n; i++ {
		r.state[i] = 1812433253*(r.state[i-1]^(r.state[i-1]>>30)) + uint32(i)
	}
	r.index = n
}

// Uint32 returns the next tempered 32-bit output (genrand_uint32).
func (r *Rand) Uint32() uint32 {
	if r.index >= n {
		for k := 0; k < n; k++ {
			y := (r.state[k] & upper) | (r.state[(k+1)%n] & lower)
			v := r.state[(k+m)%n] ^ (y >> 1)
			if y&1 != 0 {
				v ^= matrixA
			}
			r.state[k] = v
		}
		r.index = 0
	}
	y := r.state[r.index]
	r.index++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// Random is random(): a float in [0, 1) from 53 bits of two outputs. The
// product is exact (a < 2^27); it is rounded explicitly all the same, as
// every summed product is (scripts/fma-check.sh).
func (r *Rand) Random() float64 {
	a, b := r.Uint32()>>5, r.Uint32()>>6
	return (float64(float64(a)*67108864) + float64(b)) / 9007199254740992
}

// RandBelow is _randbelow(k) for 0 < k < 2^32, as randrange, randint and
// choice use it: draw bit_length(k) bits, redraw while the value is k or more.
// k ≤ 0 returns 0 (CPython raises).
func (r *Rand) RandBelow(k int) int {
	if k <= 0 {
		return 0
	}
	bits := 0
	for v := k; v > 0; v >>= 1 {
		bits++
	}
	for {
		if v := int(r.Uint32() >> (32 - bits)); v < k {
			return v
		}
	}
}

// Shuffle permutes n elements with swap as random.shuffle does: from the last
// index down to 1, each swaps with an index drawn by RandBelow(i+1).
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.RandBelow(i+1))
	}
}
