package twosegments

// The rule: whether two segments are a valid answer for the region, and the
// shapes they cut it into. grade.go turns its verdict into the report's
// checks.

import (
	"fmt"
	"math"
	"math/big"
	"strconv"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// Issue codes: upstream's names for the checks an answer can fail (the oracle
// vectors record them).
const (
	degenerate     = "degenerate_segment"
	offGrid        = "point_off_grid"
	outOfBounds    = "point_out_of_bounds"
	notOnBoundary  = "point_not_on_boundary"
	alongSide      = "segment_on_boundary_edge"
	invalidSnapped = "invalid_segments"
)

// ruleChecks are the rule's checks in the order upstream runs them: the code
// of an issue that fails one, and the name and passing detail of the report's
// check that stands for it.
var ruleChecks = []struct{ code, name, ok string }{
	{degenerate, "distinct endpoints", "each segment's endpoints are apart"},
	{offGrid, "on grid", "every endpoint coordinate is a grid value"},
	{outOfBounds, "inside", "no endpoint lies outside the region"},
	{notOnBoundary, "on boundary", "every endpoint lies on the boundary"},
	{alongSide, "not along a side", "neither segment runs along a side"},
	{invalidSnapped, "snapped", "every endpoint stays on the boundary after rounding"},
}

// issue is one finding of the rule against an answer: which check failed
// (code), where (segment 0 or 1, endpoint 0 or 1, or -1 for the segment as a
// whole), and a sentence. The grader gathers the issues of one code into one
// report check, and the overlay marks the endpoints and segments they name.
type issue struct {
	Code     string
	Segment  int
	Endpoint int
	Detail   string
}

// face is one region of the answer: its exact corners as floats in the
// prompt's coordinates (for drawing), and how many corners it has after
// rounding and merging, which decides its shape.
type face struct {
	Ring    [][2]float64
	Corners int
}

// verdict is the result of applying the rule to two segments.
type verdict struct {
	// Issues lists every failed check in upstream's order; upstream stops at
	// the first, so Issues[0] is its error. Faces and Counts are set only
	// when there is no issue.
	Issues []issue
	Faces  []face
	Counts Counts
}

// Segments are two segments, each two endpoints, in the prompt's coordinates.
type Segments [2][2]geom.Vec2

// judge applies the rule to an answer whose numbers are finite:
//
//  1. each segment's endpoints must be distinct, on the grid (if any), inside
//     the region, and on its boundary, and the segment must not run along a
//     side, all within the tolerance 0.5·10^-Decimals;
//  2. the endpoints are snapped onto the boundary;
//  3. the region is cut by the two segments, exactly, and every resulting
//     face is counted by its corners after rounding them to Decimals places
//     (coinciding corners merge, a corner that is straight at that precision
//     is dropped).
//
// The unit square and the axis-aligned squares are judged as upstream judges
// them, in coordinates relative to the square (0 to 1 across each side); an
// irregular quadrilateral is judged as the quadrilateral itself (see
// DEVIATIONS.md), in the prompt's coordinates.
func (d *Data) judge(s Segments) *verdict {
	if d.Square == Quad {
		return d.judgeQuad(s)
	}
	return d.judgeSquare(s)
}

// frame maps the prompt's coordinates to coordinates relative to the square:
// origin corner 0, u = corner 1 - corner 0, v = corner 3 - corner 0.
type frame struct {
	c0, u, v geom.Vec2
	det      float64
}

func (d *Data) frame() frame {
	c := d.corners()
	f := frame{c0: c[0], u: c[1].Sub(c[0]), v: c[3].Sub(c[0])}
	f.det = float64(f.u[0]*f.v[1]) - float64(f.u[1]*f.v[0])
	return f
}

// toUnit returns the coordinates (a, b) of p relative to the square, computed
// as upstream computes them (products rounded separately).
func (f frame) toUnit(p geom.Vec2) (a, b float64) {
	dx, dy := p[0]-f.c0[0], p[1]-f.c0[1]
	a = (float64(dx*f.v[1]) - float64(dy*f.v[0])) / f.det
	b = (float64(f.u[0]*dy) - float64(f.u[1]*dx)) / f.det
	return a, b
}

// toWorld maps relative coordinates back to the prompt's, for drawing.
func (f frame) toWorld(a, b float64) [2]float64 {
	return [2]float64{f.c0[0] + float64(a*f.u[0]) + float64(b*f.v[0]), f.c0[1] + float64(a*f.u[1]) + float64(b*f.v[1])}
}

// near0 and near1 test a relative coordinate against a side.
func near0(x, tol float64) bool { return math.Abs(x) <= tol }
func near1(x, tol float64) bool { return math.Abs(x-1) <= tol }

func (d *Data) judgeSquare(s Segments) *verdict {
	v := &verdict{}
	tol := d.Tolerance()
	f := d.frame()
	var unit [2][2][2]float64
	for i, seg := range s {
		for j, p := range seg {
			a, b := f.toUnit(p)
			unit[i][j] = [2]float64{a, b}
		}
		p, q := unit[i][0], unit[i][1]
		if near0(p[0]-q[0], tol) && near0(p[1]-q[1], tol) {
			v.add(degenerate, i, -1, "its endpoints %s and %s are within %s of each other in both coordinates", Point(seg[0]), Point(seg[1]), G(d.worldTol()))
		}
		for j, pt := range seg {
			a, b := unit[i][j][0], unit[i][j][1]
			d.checkGrid(v, i, j, pt)
			if a < -tol || a > 1+tol || b < -tol || b > 1+tol {
				v.add(outOfBounds, i, j, "%s lies outside the square, by %s", Point(pt), G(f.outside(a, b)))
			} else if !(near0(a, tol) || near1(a, tol) || near0(b, tol) || near1(b, tol)) {
				v.add(notOnBoundary, i, j, "%s is not on the boundary: it is %s from the nearest side", Point(pt), G(f.distance(a, b)))
			}
		}
		if (near0(p[0], tol) && near0(q[0], tol)) || (near1(p[0], tol) && near1(q[0], tol)) ||
			(near0(p[1], tol) && near0(q[1], tol)) || (near1(p[1], tol) && near1(q[1], tol)) {
			v.add(alongSide, i, -1, "it runs along a side of the square, from %s to %s", Point(seg[0]), Point(seg[1]))
		}
	}
	if len(v.Issues) > 0 {
		return v
	}
	// Snap: round the relative coordinates; each endpoint must then lie on
	// the unit square's boundary exactly.
	var chords [2][2]geom.Rat2
	for i := range unit {
		for j, p := range unit[i] {
			a, b := PyRound(p[0], d.Decimals), PyRound(p[1], d.Decimals)
			if a < 0 || a > 1 || b < 0 || b > 1 || !(a == 0 || a == 1 || b == 0 || b == 1) {
				v.add(invalidSnapped, i, j, "%s, rounded to %d decimals of the square's side, is (%s, %s) relative to the square, which is not on its boundary", Point(s[i][j]), d.Decimals, G(a), G(b))
			}
			chords[i][j] = decimalPoint(geom.Vec2{a, b})
		}
	}
	if len(v.Issues) > 0 {
		return v
	}
	square := []geom.Rat2{decimalPoint(geom.Vec2{0, 0}), decimalPoint(geom.Vec2{1, 0}), decimalPoint(geom.Vec2{1, 1}), decimalPoint(geom.Vec2{0, 1})}
	v.classify(cut(square, chords), d.Decimals, func(x, y float64) [2]float64 { return f.toWorld(x, y) })
	return v
}

// worldTol is the tolerance in the prompt's units: for a square it scales
// with the side (upstream measures in side lengths).
func (d *Data) worldTol() float64 {
	if d.Square == Quad {
		return d.Tolerance()
	}
	// Hypot, not geom.Length2: the frame's lengths were mgl64's Len, which is
	// math.Hypot, and Hypot keeps its bits (Length2 rounds otherwise).
	u := d.frame().u
	return d.Tolerance() * portable.Hypot(u[0], u[1])
}

// outside and distance give, for messages, how far a point (a, b) lies
// outside the square or from its nearest side, in the prompt's units.
func (f frame) outside(a, b float64) float64 {
	da := math.Max(-a, a-1) * portable.Hypot(f.u[0], f.u[1])
	db := math.Max(-b, b-1) * portable.Hypot(f.v[0], f.v[1])
	return math.Max(da, db)
}

func (f frame) distance(a, b float64) float64 {
	da := math.Min(math.Abs(a), math.Abs(a-1)) * portable.Hypot(f.u[0], f.u[1])
	db := math.Min(math.Abs(b), math.Abs(b-1)) * portable.Hypot(f.v[0], f.v[1])
	return math.Min(da, db)
}

// checkGrid checks both coordinates of an endpoint against the grid, within
// the tolerance, in the prompt's coordinates.
func (d *Data) checkGrid(v *verdict, i, j int, p geom.Vec2) {
	if len(d.Grid) == 0 {
		return
	}
	tol := d.Tolerance()
	for k := 0; k < 2; k++ {
		ok := false
		for _, g := range d.Grid {
			ok = ok || math.Abs(p[k]-g) <= tol
		}
		if !ok {
			v.add(offGrid, i, j, "%s has %s = %s, which is not one of the allowed values", Point(p), "xy"[k:k+1], G(p[k]))
			return
		}
	}
}

func (v *verdict) add(code string, seg, end int, format string, args ...any) {
	v.Issues = append(v.Issues, issue{Code: code, Segment: seg, Endpoint: end, Detail: fmt.Sprintf(format, args...)})
}

// PyRound rounds x to n decimal places as Python's round(x, n) does: the exact
// binary value of x, rounded half to even.
func PyRound(x float64, n int) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', n, 64), 64)
	return r
}

// decimalPoint reads a point as the decimals it is written with: each
// coordinate is the shortest decimal that converts to the same float64 (0.1 is
// 1/10, not the binary value nearest to it). Answers and prompts are decimal
// text, and small decimal fractions keep the exact arithmetic fast. The
// coordinates must be finite.
func decimalPoint(v geom.Vec2) geom.Rat2 {
	var p geom.Rat2
	for k := 0; k < 2; k++ {
		p[k], _ = new(big.Rat).SetString(strconv.FormatFloat(v[k], 'g', -1, 64))
	}
	return p
}

// judgeQuad judges an irregular quadrilateral as itself. Distances to a side
// are compared exactly: point p is within tol of the line of side c_i→c_i+1
// when ((c_i+1 - c_i)×(p - c_i))² ≤ tol²·|c_i+1 - c_i|².
func (d *Data) judgeQuad(s Segments) *verdict {
	v := &verdict{}
	q := d.quad()
	var ends [2][2]*endpoint
	for i, seg := range s {
		for j, p := range seg {
			ends[i][j] = q.measure(decimalPoint(p))
		}
		if q.closeEnough(ends[i][0].p, ends[i][1].p) {
			v.add(degenerate, i, -1, "its endpoints %s and %s are within %s of each other in both coordinates", Point(seg[0]), Point(seg[1]), G(d.Tolerance()))
		}
		for j, p := range seg {
			d.checkGrid(v, i, j, p)
			e := ends[i][j]
			switch {
			case e.out >= 0:
				v.add(outOfBounds, i, j, "%s lies outside the quadrilateral, beyond side %d by more than %s", Point(p), e.out+1, G(d.Tolerance()))
			case !(e.on[0] || e.on[1] || e.on[2] || e.on[3]):
				v.add(notOnBoundary, i, j, "%s is not on the boundary: it is %s from the nearest side", Point(p), G(q.distance(e)))
			}
		}
		for k := 0; k < 4; k++ {
			if ends[i][0].on[k] && ends[i][1].on[k] {
				v.add(alongSide, i, -1, "it runs along side %d of the quadrilateral, from %s to %s", k+1, Point(seg[0]), Point(seg[1]))
				break
			}
		}
	}
	if len(v.Issues) > 0 {
		return v
	}
	var chords [2][2]geom.Rat2
	for i := range ends {
		for j := range ends[i] {
			chords[i][j] = q.snap(ends[i][j], d.Decimals)
		}
	}
	v.classify(cut(q.c[:], chords), d.Decimals, func(x, y float64) [2]float64 { return [2]float64{x, y} })
	return v
}

// quad holds an irregular region's exact corners and side data.
type quad struct {
	c    [4]geom.Rat2
	len2 [4]*big.Rat // squared side lengths
	tol  *big.Rat
	tol2 *big.Rat
}

func (d *Data) quad() *quad {
	q := &quad{tol: new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Mul(big.NewInt(2), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d.Decimals)), nil)))}
	q.tol2 = new(big.Rat).Mul(q.tol, q.tol)
	for i, p := range d.corners() {
		q.c[i] = decimalPoint(p)
	}
	for i := range q.c {
		a, b := q.c[i], q.c[(i+1)%4]
		dx := new(big.Rat).Sub(b[0], a[0])
		dy := new(big.Rat).Sub(b[1], a[1])
		l := new(big.Rat).Mul(dx, dx)
		q.len2[i] = l.Add(l, dy.Mul(dy, dy))
	}
	return q
}

// endpoint is an answered point measured against the sides: for side i,
// cross[i] = (c_i+1 - c_i)×(p - c_i), which is the point's distance to the
// side's line times the side's length (positive inside).
type endpoint struct {
	p     geom.Rat2
	cross [4]*big.Rat
	sq    [4]*big.Rat // cross², compared with tol²·len²
	on    [4]bool     // within the tolerance of the side's line
	out   int         // the first side it lies beyond by more than the tolerance, or -1
}

func (q *quad) measure(p geom.Rat2) *endpoint {
	e := &endpoint{p: p, out: -1}
	for i := range q.c {
		e.cross[i] = geom.CrossRat(q.c[i], q.c[(i+1)%4], p)
		e.sq[i] = new(big.Rat).Mul(e.cross[i], e.cross[i])
		e.on[i] = e.sq[i].Cmp(new(big.Rat).Mul(q.tol2, q.len2[i])) <= 0
		if e.cross[i].Sign() < 0 && !e.on[i] && e.out < 0 {
			e.out = i
		}
	}
	return e
}

// distance is the distance from the point to the nearest side's line, for
// messages.
func (q *quad) distance(e *endpoint) float64 {
	best := math.Inf(1)
	for i := range q.c {
		cr, _ := e.cross[i].Float64()
		l, _ := q.len2[i].Float64()
		best = math.Min(best, math.Abs(cr)/math.Sqrt(l))
	}
	return best
}

// closeEnough reports whether two points are within the tolerance of each
// other in both coordinates.
func (q *quad) closeEnough(a, b geom.Rat2) bool {
	for k := 0; k < 2; k++ {
		diff := new(big.Rat).Sub(a[k], b[k])
		if diff.Abs(diff).Cmp(q.tol) > 0 {
			return false
		}
	}
	return true
}

// snap moves a point onto the side whose line is nearest (the first of
// equals), at its position along that side rounded to the nearest
// 10^-decimals of the side's length (ties to even), within the side.
func (q *quad) snap(e *endpoint, decimals int) geom.Rat2 {
	best := 0
	for i := 1; i < 4; i++ {
		// sq_i/len2_i < sq_best/len2_best
		l := new(big.Rat).Mul(e.sq[i], q.len2[best])
		if l.Cmp(new(big.Rat).Mul(e.sq[best], q.len2[i])) < 0 {
			best = i
		}
	}
	a, b := q.c[best], q.c[(best+1)%4]
	dx := new(big.Rat).Sub(b[0], a[0])
	dy := new(big.Rat).Sub(b[1], a[1])
	px := new(big.Rat).Sub(e.p[0], a[0])
	py := new(big.Rat).Sub(e.p[1], a[1])
	t := px.Mul(px, dx)
	t.Add(t, py.Mul(py, dy))
	t.Quo(t, q.len2[best])
	t = roundRat(t, decimals)
	if t.Sign() < 0 {
		t.SetInt64(0)
	}
	if t.Cmp(big.NewRat(1, 1)) > 0 {
		t.SetInt64(1)
	}
	x := new(big.Rat).Mul(t, dx)
	y := new(big.Rat).Mul(t, dy)
	return geom.Rat2{x.Add(x, a[0]), y.Add(y, a[1])}
}

// roundRat rounds x to the nearest multiple of 10^-decimals, ties to even.
func roundRat(x *big.Rat, decimals int) *big.Rat {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)
	num := new(big.Int).Mul(x.Num(), scale)
	q, m := new(big.Int).DivMod(num, x.Denom(), new(big.Int))
	// x·scale = q + m/den with 0 ≤ m < den.
	twice := new(big.Int).Lsh(m, 1)
	if c := twice.Cmp(x.Denom()); c > 0 || (c == 0 && q.Bit(0) == 1) {
		q.Add(q, big.NewInt(1))
	}
	return new(big.Rat).SetFrac(q, scale)
}
