package polyfit

import "github.com/scbench/scbench/tasks/rng"

// The canonical grids were drawn upstream with CPython's random.Random(seed):
// the Mersenne Twister MT19937 seeded through init_by_array with the seed as a
// single 32-bit word. mt19937 reproduces that stream and the derived draws the
// generator uses, bit for bit. Fresh instances draw from tasks/rng instead,
// through the same source interface.

// source is what the pattern generator draws from.
type source interface {
	// random returns a float in [0, 1).
	random() float64
	// randint returns an integer in [1, m].
	randint(m int) int
}

const (
	mtN       = 624
	mtM       = 397
	mtMatrixA = 0x9908b0df
	mtUpper   = 0x80000000
	mtLower   = 0x7fffffff
)

type mt19937 struct {
	state [mtN]uint32
	index int
}

// newMT seeds the generator as CPython's random.seed(seed) does for a small
// non-negative integer: init_by_array with the key [seed].
func newMT(seed uint32) *mt19937 {
	m := &mt19937{}
	m.initGenrand(19650218)
	key := []uint32{seed}
	i, j := 1, 0
	for k := max(mtN, len(key)); k > 0; k-- {
		prev := m.state[i-1] ^ (m.state[i-1] >> 30)
		m.state[i] = (m.state[i] ^ (prev * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			m.state[0] = m.state[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := mtN - 1; k > 0; k-- {
		prev := m.state[i-1] ^ (m.state[i-1] >> 30)
		m.state[i] = (m.state[i] ^ (prev * 1566083941)) - uint32(i)
		i++
		if i >= mtN {
			m.state[0] = m.state[mtN-1]
			i = 1
		}
	}
	m.state[0] = 0x80000000
	m.index = mtN
	return m
}

func (m *mt19937) initGenrand(s uint32) {
	m.state[0] = s
	for i := 1; i < mtN; i++ {
		prev := m.state[i-1] ^ (m.state[i-1] >> 30)
		m.state[i] = 1812433253*prev + uint32(i)
	}
	m.index = mtN
}

// next32 returns the next tempered 32-bit output.
func (m *mt19937) next32() uint32 {
	if m.index >= mtN {
		for k := 0; k < mtN; k++ {
			y := (m.state[k] & mtUpper) | (m.state[(k+1)%mtN] & mtLower)
			v := m.state[(k+mtM)%mtN] ^ (y >> 1)
			if y&1 != 0 {
				v ^= mtMatrixA
			}
			m.state[k] = v
		}
		m.index = 0
	}
	y := m.state[m.index]
	m.index++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// random is CPython's random(): 53 bits from two outputs.
func (m *mt19937) random() float64 {
	a := m.next32() >> 5
	b := m.next32() >> 6
	return (float64(a)*67108864 + float64(b)) / 9007199254740992
}

// randint is CPython's randint(1, m): 1 + randbelow(m), drawing bit_length(m)
// bits and redrawing while the value is m or more.
func (m *mt19937) randint(n int) int {
	k := 0
	for v := n; v > 0; v >>= 1 {
		k++
	}
	for {
		r := int(m.next32() >> (32 - k))
		if r < n {
			return 1 + r
		}
	}
}

// rngSource adapts tasks/rng for fresh instances.
type rngSource struct{ r *rng.Rand }

func (s rngSource) random() float64   { return s.r.Float64() }
func (s rngSource) randint(m int) int { return 1 + s.r.Intn(m) }
