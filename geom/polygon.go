package geom

// Polygons in the plane: areas, clipping against convex polygons, convex
// differences, and the exact-to-rounding area of a union of convex polygons.
//
// A polygon is a ring of vertices ([]Vec2) without the closing repeat. Every
// side decision (which side of an edge a vertex lies on, whether two edges are
// collinear) is made with the exact predicate Orient2D, so the combinatorics
// are the same on every platform; the coordinates of new vertices (where an
// edge crosses a clipping line) are computed in float64 with each product
// rounded on its own (float64(...)), so that they too are the same everywhere.

import (
	"math"
	"slices"

	"github.com/scbench/scbench/geom/portable"
)

// SignedArea is the area of a ring, positive when it runs counter-clockwise.
// Products are taken relative to the first vertex, so that rings far from the
// origin keep their precision.
func SignedArea(ring []Vec2) float64 {
	if len(ring) < 3 {
		return 0
	}
	o := ring[0]
	sum := 0.0
	for i := 1; i+1 < len(ring); i++ {
		sum += polyCross(ring[i].Sub(o), ring[i+1].Sub(o))
	}
	return sum / 2
}

// Length2 is |v|, with the same bits on every platform (mgl64's Len and
// math.Hypot may fuse or use other instructions).
func Length2(v Vec2) float64 { return math.Sqrt(float64(v[0]*v[0]) + float64(v[1]*v[1])) }

// Unit2 is v/|v|, or v itself when it is zero.
func Unit2(v Vec2) Vec2 {
	l := Length2(v)
	if !(l > 0) {
		return v
	}
	return Vec2{v[0] / l, v[1] / l}
}

// polyCross is the z component of a×b.
func polyCross(a, b Vec2) float64 { return float64(a[0]*b[1]) - float64(a[1]*b[0]) }

// CounterClockwise returns the ring running counter-clockwise: the ring itself
// or a reversed copy.
func CounterClockwise(ring []Vec2) []Vec2 {
	if SignedArea(ring) >= 0 {
		return ring
	}
	out := slices.Clone(ring)
	slices.Reverse(out)
	return out
}

// ConvexPolygon returns the convex hull of pts as a counter-clockwise ring of
// its strictly convex vertices (see ConvexHull). Fewer than three vertices
// mean the hull has no area.
func ConvexPolygon(pts []Vec2) []Vec2 {
	idx := ConvexHull(pts)
	out := make([]Vec2, len(idx))
	for i, k := range idx {
		out[i] = pts[k]
	}
	return out
}

// RegularPolygon is the regular n-gon of circumradius r centred at the
// origin with vertex k at k/n of a full turn (vertex 0 on the +x axis),
// counter-clockwise.
func RegularPolygon(n int, r float64) []Vec2 {
	out := make([]Vec2, n)
	for k := range out {
		s, c := portable.SinCosTurn(k, n)
		out[k] = Vec2{float64(r * c), float64(r * s)}
	}
	return out
}

// Bounds2 is the axis-aligned bounding box of a ring.
func Bounds2(ring []Vec2) (lo, hi Vec2) {
	if len(ring) == 0 {
		return Vec2{}, Vec2{}
	}
	lo, hi = ring[0], ring[0]
	for _, p := range ring[1:] {
		lo = Vec2{math.Min(lo[0], p[0]), math.Min(lo[1], p[1])}
		hi = Vec2{math.Max(hi[0], p[0]), math.Max(hi[1], p[1])}
	}
	return lo, hi
}

// PointInPolygon reports whether p lies inside a simple ring (even-odd rule;
// points on the boundary may go either way, but always the same way).
func PointInPolygon(p Vec2, ring []Vec2) bool {
	in := false
	n := len(ring)
	for i := 0; i < n; i++ {
		a, b := ring[i], ring[(i+1)%n]
		if (a[1] > p[1]) == (b[1] > p[1]) {
			continue
		}
		// The edge crosses the horizontal line through p; count crossings to
		// the right of p, decided exactly.
		o := Orient2D(a, b, p)
		if (b[1] > a[1] && o > 0) || (b[1] < a[1] && o < 0) {
			in = !in
		}
	}
	return in
}

// ClipHalfPlane keeps the part of a convex ring on the left of the directed
// line a→b (the line itself included). The result may be empty.
func ClipHalfPlane(ring []Vec2, a, b Vec2) []Vec2 {
	n := len(ring)
	if n == 0 {
		return nil
	}
	side := make([]int, n)
	allIn := true
	for i, p := range ring {
		side[i] = Orient2D(a, b, p)
		if side[i] < 0 {
			allIn = false
		}
	}
	if allIn {
		return ring
	}
	out := make([]Vec2, 0, n+1)
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		p, q := ring[i], ring[j]
		if side[i] >= 0 {
			out = append(out, p)
		}
		if (side[i] > 0 && side[j] < 0) || (side[i] < 0 && side[j] > 0) {
			out = append(out, lineCrossing(p, q, a, b))
		}
	}
	return dedupRing(out)
}

// lineCrossing is where the segment p→q crosses the line through a and b
// (the caller knows p and q lie strictly on opposite sides).
func lineCrossing(p, q, a, b Vec2) Vec2 {
	d := b.Sub(a)
	t := crossingParam(polyCross(d, p.Sub(a)), polyCross(d, q.Sub(a)))
	return Vec2{p[0] + float64(t*(q[0]-p[0])), p[1] + float64(t*(q[1]-p[1]))}
}

// crossingParam is where a segment crosses a line, as a parameter in
// [0, 1], from the signed distances (scaled alike) of its ends gp and gq,
// which the exact predicate found to lie strictly on opposite sides. Using
// magnitudes keeps the result in range even when rounding has made the float
// values disagree with the exact signs.
func crossingParam(gp, gq float64) float64 {
	ap, aq := math.Abs(gp), math.Abs(gq)
	if !(ap+aq > 0) {
		return 0.5
	}
	return ap / (ap + aq)
}

// dedupRing drops vertices equal to their predecessor (and a last vertex equal
// to the first); fewer than three distinct vertices give nil.
func dedupRing(ring []Vec2) []Vec2 {
	out := ring[:0]
	for _, p := range ring {
		if len(out) == 0 || out[len(out)-1] != p {
			out = append(out, p)
		}
	}
	for len(out) > 1 && out[len(out)-1] == out[0] {
		out = out[:len(out)-1]
	}
	if len(out) < 3 {
		return nil
	}
	return out
}

// ClipConvex returns subject ∩ clip for a convex subject ring and a convex,
// counter-clockwise clip ring (Sutherland–Hodgman). The result is a convex
// counter-clockwise ring, or nil when the intersection has no area. Where
// edges nearly coincide, rounded crossing points can come out of order along
// them; the result is therefore the convex hull of the clipped vertices, so
// that it is convex exactly, as its users assume.
func ClipConvex(subject, clip []Vec2) []Vec2 {
	out := subject
	n := len(clip)
	for i := 0; i < n && len(out) > 0; i++ {
		out = ClipHalfPlane(out, clip[i], clip[(i+1)%n])
	}
	if len(out) < 3 {
		return nil
	}
	if out = ConvexPolygon(out); len(out) < 3 {
		return nil
	}
	return out
}

// DifferenceConvex returns subject ∖ clip, for a convex subject and a convex
// counter-clockwise clip, as convex pieces with disjoint interiors: the part
// outside the first edge of clip, then the part inside it but outside the
// second, and so on. Pieces without area are left out.
func DifferenceConvex(subject, clip []Vec2) [][]Vec2 {
	var out [][]Vec2
	rest := subject
	n := len(clip)
	for i := 0; i < n && len(rest) >= 3; i++ {
		a, b := clip[i], clip[(i+1)%n]
		if outside := ConvexPolygon(ClipHalfPlane(rest, b, a)); len(outside) >= 3 {
			out = append(out, outside)
		}
		rest = ClipHalfPlane(rest, a, b)
	}
	return out
}

// UnionArea is the area of the union of convex polygons, exact up to
// rounding: the points where edges cross are rounded, and edges closer than
// about 1e-11 (relative) to lying along one line are treated as doing so. Rings may run either way; rings
// with less than 1e-15 of area are ignored.
//
// By Green's theorem the area is ½∮(x dy − y dx) over the boundary of the
// union, and that boundary is made of the parts of every polygon's edges that
// no other polygon covers. For each edge the parameter interval inside each
// other polygon's interior is found by clipping (Cyrus–Beck, with exact side
// tests); what is left uncovered contributes. An edge lying along another
// polygon's edge (up to rounding: see coveredSpan) counts once: an edge
// running the same way is covered only by the polygon listed first, and edges
// running opposite ways (two polygons on either side of a line) both stay and
// cancel.
func UnionArea(polys [][]Vec2) float64 {
	type conv struct {
		ring   []Vec2
		edges  []clipEdge
		lo, hi Vec2
	}
	var cs []conv
	for _, p := range polys {
		if len(p) < 3 || math.Abs(SignedArea(p)) < 1e-15 {
			continue
		}
		r := CounterClockwise(p)
		lo, hi := Bounds2(r)
		cs = append(cs, conv{r, clipEdges(r), lo, hi})
	}
	if len(cs) == 0 {
		return 0
	}
	// Measure from the middle of everything, for precision.
	glo, ghi := cs[0].lo, cs[0].hi
	for _, c := range cs[1:] {
		glo = Vec2{math.Min(glo[0], c.lo[0]), math.Min(glo[1], c.lo[1])}
		ghi = Vec2{math.Max(ghi[0], c.hi[0]), math.Max(ghi[1], c.hi[1])}
	}
	o := Vec2{(glo[0] + ghi[0]) / 2, (glo[1] + ghi[1]) / 2}

	sum := 0.0
	var spans [][2]float64
	for a, A := range cs {
		n := len(A.ring)
		for i := 0; i < n; i++ {
			p, q := A.ring[i], A.ring[(i+1)%n]
			elo := Vec2{math.Min(p[0], q[0]), math.Min(p[1], q[1])}
			ehi := Vec2{math.Max(p[0], q[0]), math.Max(p[1], q[1])}
			spans = spans[:0]
			full := false
			for b, B := range cs {
				if b == a || B.hi[0] < elo[0] || B.lo[0] > ehi[0] || B.hi[1] < elo[1] || B.lo[1] > ehi[1] {
					continue
				}
				t0, t1, ok := coveredSpan(p, q, B.edges, b < a)
				if !ok {
					continue
				}
				if t0 <= 0 && t1 >= 1 {
					full = true
					break
				}
				spans = append(spans, [2]float64{t0, t1})
			}
			if full {
				continue
			}
			sum += uncoveredCross(p.Sub(o), q.Sub(o), spans)
		}
	}
	return sum / 2
}

// coveredSpan returns the parameter interval [t0, t1] of the segment p→q
// that lies inside the open convex ring B (counter-clockwise), with the rule
// for collinear edges described at UnionArea. ok is false for an empty span.
//
// An edge of B counts as collinear with p→q when both p and q lie within
// collinearTol (relative to the coordinates' size) of its line: edges that
// coincide up to rounding must be classified alike from both sides, or the
// boundary integral loses a whole strip instead of a sliver. Otherwise the
// side of each end is that of its signed distance, which the tolerance makes
// reliable, and the crossing parameter is well conditioned.
func coveredSpan(p, q Vec2, B []clipEdge, sameWayCovers bool) (t0, t1 float64, ok bool) {
	t0, t1 = 0, 1
	d := q.Sub(p)
	for _, c := range B {
		e := c.e
		gp, gq := polyCross(e, p.Sub(c.a)), polyCross(e, q.Sub(c.a))
		switch {
		case math.Abs(gp) <= c.tol && math.Abs(gq) <= c.tol:
			if sameWayCovers && float64(d[0]*e[0])+float64(d[1]*e[1]) > 0 {
				continue
			}
			return 0, 0, false
		case gp > 0 && gq > 0:
			continue
		case gp <= 0 && gq <= 0:
			return 0, 0, false
		}
		t := crossingParam(gp, gq)
		if gp > 0 {
			t1 = math.Min(t1, t) // leaving the half-plane at t
		} else {
			t0 = math.Max(t0, t) // entering it at t
		}
		if t0 >= t1 {
			return 0, 0, false
		}
	}
	return t0, t1, true
}

// clipEdge is an edge a→a+e of a convex ring, with the tolerance on the
// cross product e×(x−a) within which x counts as on its line.
type clipEdge struct {
	a, e Vec2
	tol  float64
}

func clipEdges(ring []Vec2) []clipEdge {
	n := len(ring)
	out := make([]clipEdge, n)
	for i, a := range ring {
		b := ring[(i+1)%n]
		e := b.Sub(a)
		scale := math.Max(1, math.Max(math.Max(math.Abs(a[0]), math.Abs(a[1])), math.Max(math.Abs(b[0]), math.Abs(b[1]))))
		out[i] = clipEdge{a: a, e: e, tol: collinearTol * scale * Length2(e)}
	}
	return out
}

// collinearTol is the distance, relative to the size of the coordinates,
// within which edges are taken to lie on one line.
const collinearTol = 1e-11

// uncoveredCross adds up p(t)×p(u) over the parts [t, u] of [0, 1] that no
// span covers, for the segment p→q.
func uncoveredCross(p, q Vec2, spans [][2]float64) float64 {
	at := func(t float64) Vec2 {
		switch t {
		case 0:
			return p
		case 1:
			return q
		}
		return Vec2{p[0] + float64(t*(q[0]-p[0])), p[1] + float64(t*(q[1]-p[1]))}
	}
	if len(spans) == 0 {
		return polyCross(p, q)
	}
	slices.SortFunc(spans, func(x, y [2]float64) int {
		switch {
		case x[0] < y[0]:
			return -1
		case x[0] > y[0]:
			return 1
		case x[1] < y[1]:
			return -1
		case x[1] > y[1]:
			return 1
		}
		return 0
	})
	sum := 0.0
	cur := 0.0 // everything before cur is accounted for
	for _, s := range spans {
		if s[0] > cur {
			sum += polyCross(at(cur), at(s[0]))
		}
		cur = math.Max(cur, s[1])
		if cur >= 1 {
			return sum
		}
	}
	return sum + polyCross(at(cur), at(1))
}
