package solid

import "math"

// AlignedBox is a convex polytope that is exactly an axis-aligned box: its
// six face planes are x = lo, x = hi, y = lo, ... with normals exactly ±1
// along an axis. It answers Inside and RayIntervals bit for bit as the
// polytope does (the plane arithmetic of an axis plane is the slab
// arithmetic of the box), without walking the planes: the bars of a
// printed part are such boxes, and most ray queries end at one.
type AlignedBox struct {
	lo, hi Vec3
}

// AsAlignedBox returns c as an AlignedBox when it is exactly one, and ok
// false otherwise (a rotated, sheared or rounded box stays a Convex).
func AsAlignedBox(c *Convex) (b *AlignedBox, ok bool) {
	if c == nil || len(c.Planes) != 6 {
		return nil, false
	}
	var seen [3][2]bool
	for _, p := range c.Planes {
		k, side := -1, 0
		for a := 0; a < 3; a++ {
			switch p.N[a] {
			case 0:
			case 1, -1:
				if k >= 0 {
					return nil, false
				}
				k = a
				if p.N[a] < 0 {
					side = 1
				}
			default:
				return nil, false
			}
		}
		if k < 0 || seen[k][side] {
			return nil, false
		}
		seen[k][side] = true
		// N·x ≤ D is x_k ≤ hi_k (side 0) or −x_k ≤ −lo_k (side 1).
		if (side == 0 && p.D != c.hi[k]) || (side == 1 && p.D != -c.lo[k]) {
			return nil, false
		}
	}
	return &AlignedBox{lo: c.lo, hi: c.hi}, true
}

// Bounds is the box.
func (b *AlignedBox) Bounds() (lo, hi Vec3) { return b.lo, b.hi }

// Inside is Convex.Inside of the box: outside only beyond a face.
func (b *AlignedBox) Inside(p Vec3) bool {
	for k := 0; k < 3; k++ {
		if p[k] > b.hi[k] || p[k] < b.lo[k] {
			return false
		}
	}
	return true
}

// RayIntervals is Convex.RayIntervals of the box: at most one interval.
func (b *AlignedBox) RayIntervals(o, d Vec3) []Interval {
	if t0, t1, ok := b.ray(o, d); ok {
		return []Interval{{t0, t1}}
	}
	return nil
}

// ray is the slab method, with the polytope's rules: a ray in a face's
// plane is inside, and the stretch must have positive length.
func (b *AlignedBox) ray(o, d Vec3) (t0, t1 float64, ok bool) {
	t0, t1 = 0.0, math.Inf(1)
	for k := 0; k < 3; k++ {
		if d[k] == 0 {
			if !(o[k] >= b.lo[k] && o[k] <= b.hi[k]) {
				return 0, 0, false
			}
			continue
		}
		a, c := (b.lo[k]-o[k])/d[k], (b.hi[k]-o[k])/d[k]
		if d[k] < 0 {
			a, c = c, a
		}
		t0, t1 = max(t0, a), min(t1, c)
	}
	return t0, t1, t0 < t1
}
