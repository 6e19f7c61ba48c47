package polynomialfit

import (
	"github.com/scbench/scbench/tasks/internal/pyrandom"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// The canonical grids were drawn upstream with CPython's random.Random(seed):
// the Mersenne Twister MT19937 seeded through init_by_array with the seed as a
// single 32-bit word. pySource reproduces that stream and the derived draws the
// generator uses, bit for bit. Fresh instances draw from tasks/internal/rng
// instead, through the same source interface.

// source is what the pattern generator draws from.
type source interface {
	// random returns a float in [0, 1).
	random() float64
	// randint returns an integer in [1, m].
	randint(m int) int
}

// pySource adapts CPython's stream (tasks/internal/pyrandom) for the
// canonical grids.
type pySource struct{ r *pyrandom.Rand }

// newMT is random.Random(seed) as the canonical grids were drawn.
func newMT(seed uint32) pySource { return pySource{pyrandom.New(uint64(seed))} }

func (s pySource) random() float64   { return s.r.Random() }
func (s pySource) randint(m int) int { return 1 + s.r.RandBelow(m) }

// rngSource adapts tasks/internal/rng for fresh instances.
type rngSource struct{ r *rng.Rand }

func (s rngSource) random() float64   { return s.r.Float64() }
func (s rngSource) randint(m int) int { return 1 + s.r.Intn(m) }
