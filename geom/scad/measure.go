package scad

import (
	"math"

	"github.com/scbench/scbench/geom/solid"
)

// Measure is what Result.Measure found.
type Measure struct {
	Lo, Hi Vec3
	Volume float64
	// Exact is true when Volume was computed exactly (up to rounding)
	// from the convex leaves by inclusion–exclusion; otherwise, for mesh
	// leaves or trees whose expansion is too large, it was sampled by rays
	// along z at Pitch.
	Exact bool
	Pitch float64
	// Bodies is the number of connected pieces, seen by rays along x at
	// BodyPitch (see solid.Bodies).
	Bodies    int
	BodyPitch float64
}

// maxTerms bounds the signed convex pieces of an exact volume; past it
// the volume is sampled.
const maxTerms = 20_000

// maxPairs bounds the pairs of pieces tried while expanding.
const maxPairs = 2_000_000

// maxRays bounds the rays of one sampled measure, and maxLeafRays the rays
// times the leaves of the tree (a ray through a union asks each leaf whose
// box it crosses): a file of thousands of thin slabs is measured at a coarser
// pitch, stated, rather than for minutes.
const (
	maxRays     = 100_000
	maxLeafRays = 10_000_000
)

// leaves counts the leaves of a geometry tree.
func (n *gnode) leaves() int {
	if n.op == 'l' {
		return 1
	}
	k := 0
	for _, kid := range n.kids {
		k += kid.leaves()
	}
	return k
}

// term is a convex piece with a sign: the indicator function of a CSG tree
// of convex leaves is a signed sum of indicators of convex pieces, since
// 1(A∩B) = 1(A)·1(B), 1(A∪B) = 1(A) + 1(B) − 1(A)·1(B) and
// 1(A∖B) = 1(A) − 1(A)·1(B), and the product of two convex indicators is
// the indicator of their (convex) intersection.
type term struct {
	sign float64
	k    *solid.Convex
}

// terms expands a geometry tree into signed convex pieces, dropping pieces
// without volume; ok is false for mesh leaves or past maxTerms pieces.
func (n *gnode) terms(budget *expansion) (out []term, ok bool) {
	if n.op == 'l' {
		if n.conv == nil {
			return nil, false
		}
		budget.terms--
		return []term{{1, n.conv}}, budget.terms >= 0
	}
	acc, ok := n.kids[0].terms(budget)
	if !ok {
		return nil, false
	}
	for _, kid := range n.kids[1:] {
		b, ok := kid.terms(budget)
		if !ok {
			return nil, false
		}
		ab, ok := product(acc, b, budget)
		if !ok {
			return nil, false
		}
		switch n.op {
		case 'u':
			acc = append(append(acc, b...), negate(ab)...)
		case 'i':
			acc = ab
		default:
			acc = append(acc, negate(ab)...)
		}
	}
	return acc, true
}

// expansion is what an expansion may still spend.
type expansion struct{ terms, pairs int }

func product(a, b []term, budget *expansion) ([]term, bool) {
	var out []term
	for _, x := range a {
		for _, y := range b {
			budget.pairs--
			if budget.pairs < 0 {
				return nil, false
			}
			if k := x.k.Intersect(y.k); k != nil {
				budget.terms--
				if budget.terms < 0 {
					return nil, false
				}
				out = append(out, term{x.sign * y.sign, k})
			}
		}
	}
	return out, true
}

func negate(ts []term) []term {
	for i := range ts {
		ts[i].sign = -ts[i].sign
	}
	return ts
}

// exactVolume is the volume of a tree of convex leaves, or ok false.
func (n *gnode) exactVolume() (float64, bool) {
	budget := expansion{terms: maxTerms, pairs: maxPairs}
	ts, ok := n.terms(&budget)
	if !ok {
		return 0, false
	}
	var v float64
	for _, t := range ts {
		v += float64(t.sign * t.k.Volume())
	}
	return v, true
}

// Measure gives the result's bounds, volume and body count. The volume is
// exact when the tree has only convex leaves and expands into at most
// maxTerms pieces, sampled otherwise; the sampling pitch is the coarser of
// minPitch and what keeps the rays within maxRays and the rays times the
// tree's leaves within maxLeafRays.
func (r *Result) Measure(minPitch float64) Measure {
	var m Measure
	if r.Solid == nil {
		return m
	}
	m.Lo, m.Hi = r.Solid.Bounds()
	m.Volume, m.Exact = r.tree.exactVolume()
	d := m.Hi.Sub(m.Lo)
	rays := min(maxRays, maxLeafRays/max(1, r.tree.leaves()))
	pitchFor := func(u, v float64) float64 {
		p := max(minPitch, math.Sqrt(float64(u*v)/float64(rays))*1.01)
		// cells are whole: coarsen until the grid's rays fit
		for math.Max(1, math.Ceil(u/p))*math.Max(1, math.Ceil(v/p)) > float64(rays) {
			p *= 1.01
		}
		return p
	}
	if !m.Exact {
		m.Pitch = pitchFor(d[0], d[1])
		m.Volume, _ = solid.SampledVolume(r.Solid, m.Pitch, rays)
	}
	m.BodyPitch = pitchFor(d[1], d[2])
	m.Bodies, _ = solid.Bodies(r.Solid, m.BodyPitch, rays)
	return m
}
