package halfsubdiv

// A port of CPython's random.Random (MT19937 with init_by_array seeding), used
// only to check that the canonical trees are what upstream's generator makes
// from each record's seed. The project's own generator uses tasks/rng.

const (
	mtN = 624
	mtM = 397
)

type pyRandom struct {
	mt  [mtN]uint32
	idx int
}

func newPyRandom(seed uint64) *pyRandom {
	// CPython splits |seed| into 32-bit words, least significant first; 0 is [0].
	key := []uint32{uint32(seed)}
	if hi := uint32(seed >> 32); hi != 0 {
		key = append(key, hi)
	}
	r := &pyRandom{}
	r.initGenrand(19650218)
	i, j := 1, 0
	for k := max(mtN, len(key)); k > 0; k-- {
		prev := r.mt[i-1] ^ (r.mt[i-1] >> 30)
		r.mt[i] = (r.mt[i] ^ (prev * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			r.mt[0] = r.mt[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := mtN - 1; k > 0; k-- {
		prev := r.mt[i-1] ^ (r.mt[i-1] >> 30)
		r.mt[i] = (r.mt[i] ^ (prev * 1566083941)) - uint32(i)
		i++
		if i >= mtN {
			r.mt[0] = r.mt[mtN-1]
			i = 1
		}
	}
	r.mt[0] = 0x80000000
	r.idx = mtN
	return r
}

func (r *pyRandom) initGenrand(s uint32) {
	r.mt[0] = s
	for i := 1; i < mtN; i++ {
		r.mt[i] = 1812433253*(r.mt[i-1]^(r.mt[i-1]>>30)) + uint32(i)
	}
}

func (r *pyRandom) next32() uint32 {
	if r.idx >= mtN {
		for k := 0; k < mtN; k++ {
			y := (r.mt[k] & 0x80000000) | (r.mt[(k+1)%mtN] & 0x7fffffff)
			v := r.mt[(k+mtM)%mtN] ^ (y >> 1)
			if y&1 != 0 {
				v ^= 0x9908b0df
			}
			r.mt[k] = v
		}
		r.idx = 0
	}
	y := r.mt[r.idx]
	r.idx++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// random is Python's random(): 53 random bits in [0, 1).
func (r *pyRandom) random() float64 {
	a, b := r.next32()>>5, r.next32()>>6
	return (float64(a)*67108864 + float64(b)) / 9007199254740992
}

// randbelow is CPython's _randbelow for n < 2^32 (what random.choice uses).
func (r *pyRandom) randbelow(n int) int {
	k := 0
	for v := n; v > 0; v >>= 1 {
		k++
	}
	for {
		if v := int(r.next32() >> (32 - k)); v < n {
			return v
		}
	}
}
