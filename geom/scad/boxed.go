package scad

import (
	"math"

	"github.com/scbench/scbench/geom/solid"
)

// boxed is a solid behind its bounding box: rays and points that miss the
// box are answered without asking the solid. The kernel's CSG nodes ask
// every part; with the box in front, a ray through a grid of a few hundred
// bars costs a box test for most of them.
type boxed struct {
	s      solid.Solid
	lo, hi Vec3
}

func box(s solid.Solid) solid.Solid {
	if s == nil {
		return nil
	}
	lo, hi := s.Bounds()
	return &boxed{s: s, lo: lo, hi: hi}
}

func (b *boxed) Bounds() (lo, hi Vec3) { return b.lo, b.hi }

func (b *boxed) Inside(p Vec3) bool {
	for k := 0; k < 3; k++ {
		if !(p[k] >= b.lo[k] && p[k] <= b.hi[k]) {
			return false
		}
	}
	return b.s.Inside(p)
}

func (b *boxed) RayIntervals(o, d Vec3) []solid.Interval {
	t0, t1 := 0.0, math.Inf(1)
	for k := 0; k < 3; k++ {
		if d[k] == 0 {
			if o[k] < b.lo[k] || o[k] > b.hi[k] {
				return nil
			}
			continue
		}
		a, c := (b.lo[k]-o[k])/d[k], (b.hi[k]-o[k])/d[k]
		if a > c {
			a, c = c, a
		}
		t0, t1 = max(t0, a), min(t1, c)
		if t0 > t1 {
			return nil
		}
	}
	return b.s.RayIntervals(o, d)
}
