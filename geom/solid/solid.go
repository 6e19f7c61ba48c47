package solid

import (
	"math"
	"sort"

	"github.com/scbench/scbench/geom"
)

// Solid is a region of space that answers three questions: its bounding box,
// whether a point is inside, and where a ray runs inside it. Convex
// polytopes, meshes (Polyhedron), affine images (Placed) and CSG nodes
// (Union, Intersection, Difference) are Solids, so a CSG tree of them is one
// too: volumes of regions that are not convex come from ray intervals over a
// grid, point membership from Inside.
type Solid interface {
	// Bounds is a box holding the solid; lo > hi on some axis when it is
	// empty.
	Bounds() (lo, hi Vec3)
	// Inside reports whether p belongs to the solid. Points on the boundary
	// may go either way, but always the same way for the same point.
	Inside(p Vec3) bool
	// RayIntervals returns every stretch of the ray o + t·d, t ≥ 0, that
	// lies inside the solid (not only the first), as sorted, disjoint
	// intervals of t of positive length. d need not have unit length.
	RayIntervals(o, d Vec3) []Interval
}

// Interval is the stretch T0 < t < T1 of a ray.
type Interval struct{ T0, T1 float64 }

// Length is the sum of the intervals' lengths (in units of t).
func Length(iv []Interval) float64 {
	var s float64
	for _, x := range iv {
		s += x.T1 - x.T0
	}
	return s
}

// UnionIntervals merges two sorted, disjoint interval lists into the sorted,
// disjoint list of their union.
func UnionIntervals(a, b []Interval) []Interval {
	var out []Interval
	add := func(x Interval) {
		if n := len(out); n > 0 && x.T0 <= out[n-1].T1 {
			out[n-1].T1 = max(out[n-1].T1, x.T1)
			return
		}
		out = append(out, x)
	}
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		if j == len(b) || (i < len(a) && a[i].T0 <= b[j].T0) {
			add(a[i])
			i++
		} else {
			add(b[j])
			j++
		}
	}
	return out
}

// IntersectIntervals returns the common parts of two sorted, disjoint
// interval lists.
func IntersectIntervals(a, b []Interval) []Interval {
	var out []Interval
	for i, j := 0, 0; i < len(a) && j < len(b); {
		lo, hi := max(a[i].T0, b[j].T0), min(a[i].T1, b[j].T1)
		if lo < hi {
			out = append(out, Interval{lo, hi})
		}
		if a[i].T1 < b[j].T1 {
			i++
		} else {
			j++
		}
	}
	return out
}

// SubtractIntervals returns the parts of a outside b (both sorted and
// disjoint).
func SubtractIntervals(a, b []Interval) []Interval {
	var out []Interval
	j := 0
	for _, x := range a {
		lo := x.T0
		for j < len(b) && b[j].T1 <= lo {
			j++
		}
		for k := j; k < len(b) && b[k].T0 < x.T1; k++ {
			if b[k].T0 > lo {
				out = append(out, Interval{lo, b[k].T0})
			}
			lo = max(lo, b[k].T1)
		}
		if lo < x.T1 {
			out = append(out, Interval{lo, x.T1})
		}
	}
	return out
}

// Inside reports whether p lies in the closed polytope.
func (c *Convex) Inside(p Vec3) bool { return c.Contains(p, 0) }

// RayIntervals clips the ray by every face plane (the slab method): at most
// one interval. A ray that misses the bounding box is answered by the box.
func (c *Convex) RayIntervals(o, d Vec3) []Interval {
	if t0, t1, ok := c.ray(o, d); ok {
		return []Interval{{t0, t1}}
	}
	return nil
}

// ray is the stretch t0 < t < t1 of the ray inside the polytope, if any.
func (c *Convex) ray(o, d Vec3) (t0, t1 float64, ok bool) {
	if !rayMeetsBox(o, d, c.lo, c.hi) {
		return 0, 0, false
	}
	t0, t1 = 0.0, math.Inf(1)
	for _, p := range c.Planes {
		nd := geom.Dot3(p.N, d)
		no := p.Eval(o)
		if nd == 0 {
			if no > 0 {
				return 0, 0, false
			}
			continue
		}
		t := -no / nd
		if nd > 0 {
			t1 = min(t1, t)
		} else {
			t0 = max(t0, t)
		}
		if !(t0 < t1) {
			return 0, 0, false
		}
	}
	return t0, t1, true
}

// AppendRayIntervals appends s.RayIntervals(o, d) to dst and returns the
// extended list. For this package's convex, placed and union solids it
// does so without a list of its own, so that a grid of rays through a tree
// of a few hundred bars can share one buffer and make no garbage.
func AppendRayIntervals(dst []Interval, s Solid, o, d Vec3) []Interval {
	return appendIntervals(dst, s, o, d)
}

func appendIntervals(dst []Interval, s Solid, o, d Vec3) []Interval {
	switch s := s.(type) {
	case *Convex:
		if t0, t1, ok := s.ray(o, d); ok {
			return append(dst, Interval{t0, t1})
		}
		return dst
	case *AlignedBox:
		if t0, t1, ok := s.ray(o, d); ok {
			return append(dst, Interval{t0, t1})
		}
		return dst
	case *Placed:
		if !rayMeetsBox(o, d, s.lo, s.hi) {
			return dst
		}
		return appendIntervals(dst, s.S, s.inv.Apply(o), s.inv.ApplyDir(d))
	case *CSG:
		if s.op == opUnion && len(s.parts) > 0 {
			return s.appendUnion(dst, o, d)
		}
	}
	return append(dst, s.RayIntervals(o, d)...)
}

// inBox reports whether p lies in the closed box [lo, hi].
func inBox(p, lo, hi Vec3) bool {
	for k := 0; k < 3; k++ {
		if !(p[k] >= lo[k] && p[k] <= hi[k]) {
			return false
		}
	}
	return true
}

// rayMeetsBox reports whether the ray o + t·d, t ≥ 0, meets the closed box
// [lo, hi] (the slab method on the axes). It is the cheap test in front of
// every solid's ray query: in a grid of bars most rays miss most bars, and
// a CSG node's box answers for its whole subtree.
func rayMeetsBox(o, d, lo, hi Vec3) bool {
	t0, t1 := 0.0, math.Inf(1)
	for k := 0; k < 3; k++ {
		if d[k] == 0 {
			if !(o[k] >= lo[k] && o[k] <= hi[k]) {
				return false
			}
			continue
		}
		a, b := (lo[k]-o[k])/d[k], (hi[k]-o[k])/d[k]
		if a > b {
			a, b = b, a
		}
		t0, t1 = max(t0, a), min(t1, b)
		if !(t0 <= t1) {
			return false
		}
	}
	return true
}

// op is a CSG operation.
type op int

const (
	opUnion op = iota
	opIntersection
	opDifference
)

// CSG is a union, intersection or difference of solids. Its bounding box is
// computed once, when it is made, and answers first for every query.
type CSG struct {
	op     op
	parts  []Solid
	lo, hi Vec3
}

// Union is the region inside any of the solids.
func Union(parts ...Solid) *CSG { return newCSG(opUnion, parts) }

// Intersection is the region inside all of the solids (all of space for
// none).
func Intersection(parts ...Solid) *CSG { return newCSG(opIntersection, parts) }

// Difference is the region inside a and outside every one of rest.
func Difference(a Solid, rest ...Solid) *CSG {
	return newCSG(opDifference, append([]Solid{a}, rest...))
}

func newCSG(o op, parts []Solid) *CSG {
	n := &CSG{op: o, parts: parts}
	n.lo, n.hi = n.bounds()
	return n
}

func emptyBox() (lo, hi Vec3) {
	inf := math.Inf(1)
	return Vec3{inf, inf, inf}, Vec3{-inf, -inf, -inf}
}

// Bounds is the union of the parts' boxes for a union, their common part for
// an intersection, and the first part's box for a difference.
func (n *CSG) Bounds() (lo, hi Vec3) { return n.lo, n.hi }

func (n *CSG) bounds() (lo, hi Vec3) {
	if len(n.parts) == 0 {
		return emptyBox()
	}
	lo, hi = n.parts[0].Bounds()
	if n.op == opDifference {
		return lo, hi
	}
	for _, s := range n.parts[1:] {
		l, h := s.Bounds()
		for k := 0; k < 3; k++ {
			if n.op == opUnion {
				lo[k], hi[k] = min(lo[k], l[k]), max(hi[k], h[k])
			} else {
				lo[k], hi[k] = max(lo[k], l[k]), min(hi[k], h[k])
			}
		}
	}
	return lo, hi
}

// Inside combines the parts' answers.
func (n *CSG) Inside(p Vec3) bool {
	if len(n.parts) == 0 {
		return n.op == opIntersection
	}
	if !inBox(p, n.lo, n.hi) {
		return false
	}
	switch n.op {
	case opUnion:
		for _, s := range n.parts {
			if s.Inside(p) {
				return true
			}
		}
		return false
	case opIntersection:
		for _, s := range n.parts {
			if !s.Inside(p) {
				return false
			}
		}
		return true
	}
	if !n.parts[0].Inside(p) {
		return false
	}
	for _, s := range n.parts[1:] {
		if s.Inside(p) {
			return false
		}
	}
	return true
}

// RayIntervals combines the parts' interval lists. A union gathers its
// parts' intervals into one list and merges it once, rather than merging
// part by part.
func (n *CSG) RayIntervals(o, d Vec3) []Interval {
	if len(n.parts) == 0 {
		if n.op == opIntersection {
			return []Interval{{0, math.Inf(1)}}
		}
		return nil
	}
	if !rayMeetsBox(o, d, n.lo, n.hi) {
		return nil
	}
	if n.op == opUnion {
		return n.appendUnion(nil, o, d)
	}
	acc := appendIntervals(nil, n.parts[0], o, d)
	var iv []Interval
	for _, s := range n.parts[1:] {
		if len(acc) == 0 {
			return nil
		}
		iv = appendIntervals(iv[:0], s, o, d)
		if n.op == opIntersection {
			acc = IntersectIntervals(acc, iv)
		} else if len(iv) > 0 {
			acc = SubtractIntervals(acc, iv)
		}
	}
	return acc
}

// appendUnion appends the union's intervals to dst: every part's
// intervals, sorted by start and merged where they overlap or touch, which
// is what merging them part by part (UnionIntervals) gives.
func (n *CSG) appendUnion(dst []Interval, o, d Vec3) []Interval {
	if !rayMeetsBox(o, d, n.lo, n.hi) {
		return dst
	}
	start := len(dst)
	for _, s := range n.parts {
		dst = appendIntervals(dst, s, o, d)
	}
	all := dst[start:]
	if len(all) < 2 {
		return dst
	}
	for k := 1; k < len(all); k++ {
		if all[k].T0 < all[k-1].T0 {
			sort.Sort(byStart(all))
			break
		}
	}
	out := all[:1]
	for _, x := range all[1:] {
		if last := &out[len(out)-1]; x.T0 <= last.T1 {
			last.T1 = max(last.T1, x.T1)
			continue
		}
		out = append(out, x)
	}
	return dst[:start+len(out)]
}

// byStart orders intervals by their start (sort.Sort rather than a generic
// sort: the package sort is linked anyway, a generic one would add its own
// code to the WebAssembly module).
type byStart []Interval

func (s byStart) Len() int           { return len(s) }
func (s byStart) Less(i, j int) bool { return s[i].T0 < s[j].T0 }
func (s byStart) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

// Placed is a solid moved by an affine map (a posed part).
type Placed struct {
	S      Solid
	A      Affine
	inv    Affine
	lo, hi Vec3
}

// Place returns s mapped by a, or ok false when a cannot be inverted.
func Place(s Solid, a Affine) (p *Placed, ok bool) {
	inv, ok := a.Inverse()
	if !ok {
		return nil, false
	}
	p = &Placed{S: s, A: a, inv: inv}
	p.lo, p.hi = p.bounds()
	return p, true
}

// Bounds is the box of the eight mapped corners of the solid's box.
func (p *Placed) Bounds() (lo, hi Vec3) { return p.lo, p.hi }

func (p *Placed) bounds() (lo, hi Vec3) {
	l, h := p.S.Bounds()
	lo, hi = emptyBox()
	if l[0] > h[0] || l[1] > h[1] || l[2] > h[2] {
		return lo, hi
	}
	for i := 0; i < 8; i++ {
		c := Vec3{l[0], l[1], l[2]}
		for k := 0; k < 3; k++ {
			if i>>k&1 == 1 {
				c[k] = h[k]
			}
		}
		q := p.A.Apply(c)
		for k := 0; k < 3; k++ {
			lo[k], hi[k] = min(lo[k], q[k]), max(hi[k], q[k])
		}
	}
	return lo, hi
}

// Inside maps p back into the solid.
func (p *Placed) Inside(x Vec3) bool { return p.S.Inside(p.inv.Apply(x)) }

// RayIntervals maps the ray back (an affine map keeps the parameter t),
// unless it misses the placed box.
func (p *Placed) RayIntervals(o, d Vec3) []Interval {
	if !rayMeetsBox(o, d, p.lo, p.hi) {
		return nil
	}
	return p.S.RayIntervals(p.inv.Apply(o), p.inv.ApplyDir(d))
}
