package geom

// Polylines: exact segment crossing and touching predicates, and turning angles
// computed the same way on every platform.
//
// The segment predicates decide everything with Orient2D and exact coordinate
// comparisons, so they never depend on rounding. The angle and direction
// functions are floating point, but they are written here (rather than taken
// from package math, whose implementations differ between architectures: some
// use assembly, and on some the compiler fuses multiply-adds) with every product
// rounded on its own, so they return the same bits natively and under
// WebAssembly.

import (
	"math"

	"github.com/scbench/scbench/geom/portable"
)

// SegmentsStraddle is the classic two-sided "ccw" test with strict orientations:
// it reports whether p1 and p2 lie strictly on different sides of the line
// q1q2 (counting "on the line" as the clockwise side) and q1 and q2 likewise of
// the line p1p2. With ccw(a, b, c) meaning Orient2D(a, b, c) > 0, it is
//
//	ccw(p1, q1, q2) != ccw(p2, q1, q2) && ccw(p1, p2, q1) != ccw(p1, p2, q2).
//
// It is true for every proper crossing. For touching segments the answer depends
// on the orientation: (0,0)–(2,0) against (1,0)–(1,1) counts, the mirrored stem
// (1,0)–(1,−1) does not, and collinear overlaps never count. Graders that copy
// this test from upstream code need exactly these outcomes; use SegmentsTouch for
// the geometric question "do they share a point?".
func SegmentsStraddle(p1, p2, q1, q2 Vec2) bool {
	a := Orient2D(p1, q1, q2) > 0
	b := Orient2D(p2, q1, q2) > 0
	c := Orient2D(p1, p2, q1) > 0
	d := Orient2D(p1, p2, q2) > 0
	return a != b && c != d
}

// SegmentsCross reports whether the closed segments p1p2 and q1q2 cross
// properly: they meet in exactly one point, which is interior to both.
func SegmentsCross(p1, p2, q1, q2 Vec2) bool {
	a := Orient2D(q1, q2, p1)
	b := Orient2D(q1, q2, p2)
	c := Orient2D(p1, p2, q1)
	d := Orient2D(p1, p2, q2)
	return a*b < 0 && c*d < 0
}

// SegmentsTouch reports whether the closed segments p1p2 and q1q2 share at least
// one point: a proper crossing, an endpoint on the other segment, a common
// endpoint, or a collinear overlap. Degenerate segments (a single point) are
// handled. Coordinates must be finite; any NaN or infinity gives false.
func SegmentsTouch(p1, p2, q1, q2 Vec2) bool {
	if !(Finite2(p1) && Finite2(p2) && Finite2(q1) && Finite2(q2)) {
		return false
	}
	a := Orient2D(q1, q2, p1)
	b := Orient2D(q1, q2, p2)
	c := Orient2D(p1, p2, q1)
	d := Orient2D(p1, p2, q2)
	if a*b < 0 && c*d < 0 {
		return true
	}
	return (a == 0 && onSegment(q1, q2, p1)) || (b == 0 && onSegment(q1, q2, p2)) ||
		(c == 0 && onSegment(p1, p2, q1)) || (d == 0 && onSegment(p1, p2, q2))
}

// onSegment reports whether p, known to be collinear with a and b, lies on the
// closed segment ab: inside its bounding box, compared exactly.
func onSegment(a, b, p Vec2) bool {
	return math.Min(a[0], b[0]) <= p[0] && p[0] <= math.Max(a[0], b[0]) &&
		math.Min(a[1], b[1]) <= p[1] && p[1] <= math.Max(a[1], b[1])
}

// VertexAngle returns the unsigned angle at `at` between the vectors to prev and
// to next, in degrees from 0 to 180: 180 where the polyline goes straight on, 0
// where it doubles back. It is 0 when either vector has zero length or a
// coordinate is not finite. The turning angle of the polyline at `at` is
// 180 − VertexAngle.
func VertexAngle(prev, at, next Vec2) float64 {
	ux, uy := prev[0]-at[0], prev[1]-at[1]
	vx, vy := next[0]-at[0], next[1]-at[1]
	if (ux == 0 && uy == 0) || (vx == 0 && vy == 0) {
		return 0
	}
	cross := float64(ux*vy) - float64(uy*vx)
	dot := float64(ux*vx) + float64(uy*vy)
	a := portable.Atan2(math.Abs(cross), dot) * (180 / math.Pi)
	if !(a >= 0 && a <= 180) { // NaN from infinite input
		return 0
	}
	return a
}

// UnitDir returns the unit vector at angle θ (radians) from the x axis.
func UnitDir(theta float64) Vec2 {
	s, c := portable.SinCos(theta)
	return Vec2{c, s}
}
