package tetrashadow

import (
	"math"

	"github.com/scbench/scbench/geom"
)

// Areas are the measures the score is made of.
type Areas struct {
	// Ref is the target's area, R the shadow's, I the shadow's inside the
	// target; D = R + Ref − 2I is the area of their symmetric difference.
	Ref, R, I, D float64
}

// Uncovered is the part of the target the shadow misses.
func (a Areas) Uncovered() float64 { return math.Max(0, a.Ref-a.I) }

// Outside is the part of the shadow outside the target.
func (a Areas) Outside() float64 { return math.Max(0, a.R-a.I) }

// Measure computes the areas of a shadow (a union of convex polygons)
// against a target given as convex pieces with disjoint interiors. Every
// area is exact up to the rounding of edge crossings (geom.UnionArea).
func Measure(shadows, pieces [][]geom.Vec2) Areas {
	var a Areas
	for _, p := range pieces {
		a.Ref += geom.SignedArea(p)
	}
	a.R = geom.UnionArea(shadows)
	slo := make([]geom.Vec2, len(shadows))
	shi := make([]geom.Vec2, len(shadows))
	for i, s := range shadows {
		slo[i], shi[i] = geom.Bounds2(s)
	}
	var clipped [][]geom.Vec2
	for _, p := range pieces {
		lo, hi := geom.Bounds2(p)
		clipped = clipped[:0]
		for i, s := range shadows {
			if shi[i][0] < lo[0] || slo[i][0] > hi[0] || shi[i][1] < lo[1] || slo[i][1] > hi[1] {
				continue
			}
			if c := geom.ClipConvex(s, p); c != nil {
				clipped = append(clipped, c)
			}
		}
		a.I += geom.UnionArea(clipped)
	}
	a.D = a.R + a.Ref - 2*a.I
	return a
}

// Penalty factors of the score (upstream's constants).
const (
	// NormPenalty multiplies the coverage term when some quaternion is more
	// than 1% from unit norm.
	NormPenalty = 0.25
	// IntersectPenalty multiplies it when two tetrahedra intersect (applied
	// only when the normalisation penalty is not).
	IntersectPenalty = 0.5
)

// RawScore is P·min(I, R)/Ref − ½·D/Ref, before renormalisation.
func RawScore(a Areas, penalty float64) float64 {
	if !(a.Ref > 0) {
		return 0
	}
	return penalty*math.Min(a.I, a.R)/a.Ref - 0.5*a.D/a.Ref
}

// FinalScore renormalises a raw score by the subpass's divisor (capped at 1),
// clamps it to [0, 1] and rounds it to nine decimals, so that the rounding
// noise of an exact cover cannot cost it full marks.
func FinalScore(raw, divisor float64) float64 {
	s := raw
	if divisor > 0 && divisor < 1 {
		s = math.Min(1, s/divisor)
	}
	s = math.Round(s*1e9) / 1e9
	return math.Max(0, math.Min(1, s))
}
