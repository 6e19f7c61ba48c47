package legohemisphere

// The union of the bricks as vertical prisms with disjoint interiors: each
// brick, less the earlier bricks it overlaps. Buildable structures overlap
// only in slivers (within the 0.5 mm tolerance, or across layers by up to
// the 0.96 mm layer tolerance), so most bricks stay whole and the rest split
// into a few pieces.

import (
	"math"

	"github.com/scbench/scbench/geom"
)

// prism is a convex counter-clockwise footprint between two heights.
type prism struct {
	poly   []geom.Vec2
	z0, z1 float64
}

func (p prism) volume() float64 {
	return float64(geom.SignedArea(p.poly) * (p.z1 - p.z0))
}

// reach is the distance from the centre to the prism's nearest point, at
// most (the nearest point of its bounding box), and to its farthest corner.
func (p prism) reach() (near, far float64) {
	lo, hi := geom.Bounds2(p.poly)
	gap := func(a, b float64) float64 { return max(0, max(a, -b)) }
	near = math.Sqrt(norm2(gap(lo[0], hi[0]), gap(lo[1], hi[1]), gap(p.z0, p.z1)))
	top := max(math.Abs(p.z0), math.Abs(p.z1))
	for _, q := range p.poly {
		far = max(far, norm2(q[0], q[1], top))
	}
	return near, math.Sqrt(far)
}

// minSliver: footprints reaching less than this into each other (mm) are
// taken to touch, not to overlap: rounding in turned bricks' corners.
const minSliver = 1e-7

// disjoint cuts the union of the bricks into prisms with disjoint interiors.
// It gives up (false) when the pieces exceed a bound proportional to the
// bricks, which only hostile overlaps reach.
func (a *analysis) disjoint() ([]prism, bool) {
	limit := 16*len(a.b) + 256
	out := make([]prism, 0, len(a.b))
	if a.slivers == 0 && !a.exhausted {
		// no two boxes share volume (pairs looked at every pair that could)
		for i := range a.b {
			p := &a.b[i]
			out = append(out, prism{poly: p.footprint(), z0: p.zmin(), z1: p.zmax()})
		}
		return out, true
	}
	for i := range a.b {
		p := &a.b[i]
		pieces := []prism{{poly: p.footprint(), z0: p.zmin(), z1: p.zmax()}}
		for dl := -1; dl <= 1 && len(pieces) > 0; dl++ {
			a.near(i, dl, func(j int) bool {
				if j >= i {
					return true
				}
				q := &a.b[j]
				if q.zmax() <= p.zmin() || q.zmin() >= p.zmax() || farApart(p, q) || penetration(p, q) <= minSliver {
					return true
				}
				cut := prism{poly: q.footprint(), z0: q.zmin(), z1: q.zmax()}
				var next []prism
				for _, piece := range pieces {
					next = append(next, subtract(piece, cut)...)
				}
				pieces = next
				return len(out)+len(pieces) <= limit
			})
		}
		if a.exhausted || len(out)+len(pieces) > limit {
			return nil, false
		}
		out = append(out, pieces...)
	}
	return out, true
}

// subtract returns p less q as prisms with disjoint interiors: the parts of
// p above and below q whole, and the part level with q cut by q's footprint.
func subtract(p, q prism) []prism {
	lo, hi := max(p.z0, q.z0), min(p.z1, q.z1)
	if hi <= lo {
		return []prism{p}
	}
	var out []prism
	if p.z0 < lo {
		out = append(out, prism{poly: p.poly, z0: p.z0, z1: lo})
	}
	if hi < p.z1 {
		out = append(out, prism{poly: p.poly, z0: hi, z1: p.z1})
	}
	for _, poly := range geom.DifferenceConvex(p.poly, q.poly) {
		out = append(out, prism{poly: poly, z0: lo, z1: hi})
	}
	return out
}
