package geom

// Exact segment predicates and intersections.
//
// Points with rational coordinates (Rat2) let a caller chain constructions
// without rounding: the intersection of two segments whose endpoints are
// themselves intersection points is still exact. Float inputs convert to Rat2
// exactly (every finite float64 is a dyadic rational). Every decision here is
// the sign of an exact expression, so results are identical on every platform.

import (
	"math/big"
	"strconv"
)

// Rat2 is a point with exact rational coordinates. Its two values are never
// modified after construction, so Rat2s may share them freely.
type Rat2 [2]*big.Rat

// RatOf converts a float point exactly. ok is false if a coordinate is NaN or
// ±Inf.
func RatOf(v Vec2) (p Rat2, ok bool) {
	if !Finite2(v) {
		return Rat2{}, false
	}
	return Rat2{new(big.Rat).SetFloat64(v[0]), new(big.Rat).SetFloat64(v[1])}, true
}

// NewRat2 returns the point (x, y), copying the values.
func NewRat2(x, y *big.Rat) Rat2 {
	return Rat2{new(big.Rat).Set(x), new(big.Rat).Set(y)}
}

// Vec2 returns the nearest float64 point (each coordinate rounded to nearest,
// ties to even).
func (p Rat2) Vec2() Vec2 {
	x, _ := p[0].Float64()
	y, _ := p[1].Float64()
	return Vec2{x, y}
}

// Equal reports whether two points coincide exactly.
func (p Rat2) Equal(q Rat2) bool {
	return p[0].Cmp(q[0]) == 0 && p[1].Cmp(q[1]) == 0
}

// Less orders points lexicographically by x, then by y.
func (p Rat2) Less(q Rat2) bool {
	if c := p[0].Cmp(q[0]); c != 0 {
		return c < 0
	}
	return p[1].Cmp(q[1]) < 0
}

// String writes the point with its coordinates as nearest floats.
func (p Rat2) String() string {
	v := p.Vec2()
	return "(" + strconv.FormatFloat(v[0], 'g', -1, 64) + ", " + strconv.FormatFloat(v[1], 'g', -1, 64) + ")"
}

// CrossRat returns the exact value of (b-a)×(c-a): positive when c lies left
// of the directed line a→b, negative when right, zero when collinear.
func CrossRat(a, b, c Rat2) *big.Rat {
	ux := new(big.Rat).Sub(b[0], a[0])
	uy := new(big.Rat).Sub(b[1], a[1])
	vx := new(big.Rat).Sub(c[0], a[0])
	vy := new(big.Rat).Sub(c[1], a[1])
	l := ux.Mul(ux, vy)
	r := uy.Mul(uy, vx)
	return l.Sub(l, r)
}

// OrientRat is Orient2D for rational points: the sign of (b-a)×(c-a).
func OrientRat(a, b, c Rat2) int {
	return CrossRat(a, b, c).Sign()
}

// between reports whether p lies in the closed bounding box of a and b. For a
// point already known to be collinear with a and b this means p is on the
// segment ab.
func between(p, a, b Rat2) bool {
	for k := 0; k < 2; k++ {
		lo, hi := a[k], b[k]
		if lo.Cmp(hi) > 0 {
			lo, hi = hi, lo
		}
		if p[k].Cmp(lo) < 0 || p[k].Cmp(hi) > 0 {
			return false
		}
	}
	return true
}

// OnSegmentRat reports whether p lies on the closed segment ab (endpoints
// included). A degenerate segment (a = b) contains only a.
func OnSegmentRat(p, a, b Rat2) bool {
	return OrientRat(a, b, p) == 0 && between(p, a, b)
}

// OnSegment reports whether p lies on the closed segment ab, exactly. It is
// false if any coordinate is NaN or ±Inf.
func OnSegment(p, a, b Vec2) bool {
	if !Finite2(p) || !Finite2(a) || !Finite2(b) {
		return false
	}
	if Orient2D(a, b, p) != 0 {
		return false
	}
	return min(a[0], b[0]) <= p[0] && p[0] <= max(a[0], b[0]) &&
		min(a[1], b[1]) <= p[1] && p[1] <= max(a[1], b[1])
}

// Contact says how two closed segments meet.
type Contact int

const (
	// Apart: the segments have no point in common.
	Apart Contact = iota
	// Crossing: they cross at one point interior to both.
	Crossing
	// Touching: they have exactly one point in common, an endpoint of at
	// least one of them.
	Touching
	// Overlapping: they are collinear and share a piece of positive length.
	Overlapping
)

var contactNames = [...]string{"apart", "crossing", "touching", "overlapping"}

func (c Contact) String() string {
	if c >= 0 && int(c) < len(contactNames) {
		return contactNames[c]
	}
	return "unknown contact"
}

// SegmentIntersection says how the closed segments ab and cd meet and where:
// one point for Crossing and Touching, the two ends of the shared piece for
// Overlapping (ordered lexicographically), none for Apart. Degenerate segments
// (a point) are handled: a point touches a segment it lies on.
func SegmentIntersection(a, b, c, d Rat2) (Contact, []Rat2) {
	o1, o2 := OrientRat(a, b, c), OrientRat(a, b, d)
	o3, o4 := OrientRat(c, d, a), OrientRat(c, d, b)
	if o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0 {
		return collinearContact(a, b, c, d)
	}
	if o1*o2 < 0 && o3*o4 < 0 {
		p, _ := LineIntersection(a, b, c, d)
		return Crossing, []Rat2{p}
	}
	// At most one of the endpoints can lie on the other segment now, unless
	// two endpoints coincide; either way the contact is that one point.
	switch {
	case o1 == 0 && between(c, a, b):
		return Touching, []Rat2{c}
	case o2 == 0 && between(d, a, b):
		return Touching, []Rat2{d}
	case o3 == 0 && between(a, c, d):
		return Touching, []Rat2{a}
	case o4 == 0 && between(b, c, d):
		return Touching, []Rat2{b}
	}
	return Apart, nil
}

// collinearContact handles four collinear points: the segments share an
// interval of the common line, a single point, or nothing.
func collinearContact(a, b, c, d Rat2) (Contact, []Rat2) {
	if b.Less(a) {
		a, b = b, a
	}
	if d.Less(c) {
		c, d = d, c
	}
	lo, hi := a, b
	if lo.Less(c) {
		lo = c
	}
	if d.Less(hi) {
		hi = d
	}
	switch {
	case hi.Less(lo):
		return Apart, nil
	case hi.Equal(lo):
		return Touching, []Rat2{lo}
	}
	return Overlapping, []Rat2{lo, hi}
}

// SegmentContact is SegmentIntersection for float segments, without the
// points. Non-finite coordinates give Apart.
func SegmentContact(a, b, c, d Vec2) Contact {
	ra, ok1 := RatOf(a)
	rb, ok2 := RatOf(b)
	rc, ok3 := RatOf(c)
	rd, ok4 := RatOf(d)
	if !(ok1 && ok2 && ok3 && ok4) {
		return Apart
	}
	k, _ := SegmentIntersection(ra, rb, rc, rd)
	return k
}

// LineIntersection returns the point where the line through a and b meets the
// line through c and d. ok is false when the lines are parallel (or
// coincide), or when either pair of points coincides.
func LineIntersection(a, b, c, d Rat2) (p Rat2, ok bool) {
	// a + s(b-a) with s = ((c-a)×(d-c)) / ((b-a)×(d-c)).
	ux := new(big.Rat).Sub(b[0], a[0])
	uy := new(big.Rat).Sub(b[1], a[1])
	wx := new(big.Rat).Sub(d[0], c[0])
	wy := new(big.Rat).Sub(d[1], c[1])
	den := cross(ux, uy, wx, wy)
	if den.Sign() == 0 {
		return Rat2{}, false
	}
	cx := new(big.Rat).Sub(c[0], a[0])
	cy := new(big.Rat).Sub(c[1], a[1])
	s := cross(cx, cy, wx, wy)
	s.Quo(s, den)
	x := new(big.Rat).Mul(s, ux)
	y := new(big.Rat).Mul(s, uy)
	return Rat2{x.Add(x, a[0]), y.Add(y, a[1])}, true
}

// cross returns ux*vy - uy*vx as a new value.
func cross(ux, uy, vx, vy *big.Rat) *big.Rat {
	l := new(big.Rat).Mul(ux, vy)
	return l.Sub(l, new(big.Rat).Mul(uy, vx))
}
