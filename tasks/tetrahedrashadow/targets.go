package tetrahedrashadow

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// A family is one kind of target shape: the paper's twenty targets are the
// twenty families at scale 1, unturned.
type family struct {
	Name string
	// Divisor renormalises the score: min(1, s/Divisor); 1 means none.
	Divisor float64
	Group   string
	build   func(k float64) shape
}

// shape is a target before it is turned: its words, its geometry and, for
// the solver, the parts that squares or unit triangles can cover exactly.
type shape struct {
	phrase  string // what the target is, in words
	exact   string // its exact definition, in words
	outline [][]geom.Vec2
	pieces  [][]geom.Vec2
	rects   []rectPlan
	tris    []triPlan
	// listVertices: the prompt lists the turned vertices (false for the
	// 100-gons, which the exact definition describes by formula).
	listVertices bool
}

// rectPlan is the rectangle origin + [0, w]·dir + [0, h]·perp(dir).
type rectPlan struct {
	origin, dir geom.Vec2
	w, h        float64
}

// triPlan is the equilateral triangle with corners a, a + side·dir and
// a + side·(dir turned 60°).
type triPlan struct {
	a, dir geom.Vec2
	side   float64
}

// Groups of families a generated instance can draw from.
const (
	groupPolygon = "polygon" // convex, straight sides
	groupCurved  = "curved"  // circles and ellipses as 100-gons
	groupConcave = "concave" // holes, notches and spikes
)

func pts(k float64, xy ...float64) []geom.Vec2 {
	out := make([]geom.Vec2, len(xy)/2)
	for i := range out {
		out[i] = geom.Vec2{xy[2*i] * k, xy[2*i+1] * k}
	}
	return out
}

func rect(x0, y0, x1, y1 float64) []geom.Vec2 {
	return []geom.Vec2{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// The conversions keep a caller's products (3*k), once inlined, from fusing
// into the differences.
func rectOf(x0, y0, x1, y1 float64) rectPlan {
	return rectPlan{origin: geom.Vec2{x0, y0}, dir: geom.Vec2{1, 0}, w: float64(x1) - float64(x0), h: float64(y1) - float64(y0)}
}

func reversed(r []geom.Vec2) []geom.Vec2 {
	out := make([]geom.Vec2, len(r))
	for i, p := range r {
		out[len(r)-1-i] = p
	}
	return out
}

func scaled(r []geom.Vec2, sx, sy float64) []geom.Vec2 {
	out := make([]geom.Vec2, len(r))
	for i, p := range r {
		out[i] = geom.Vec2{p[0] * sx, p[1] * sy}
	}
	return out
}

// num writes a length for a prompt: at most six decimals, no trailing zeros.
func num(x float64) string {
	x = math.Round(x*1e6) / 1e6
	if x == 0 {
		x = 0 // no "-0"
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

func convex(phrase, exact string, ring []geom.Vec2) shape {
	return shape{phrase: phrase, exact: exact, outline: [][]geom.Vec2{ring}, pieces: [][]geom.Vec2{ring}, listVertices: true}
}

// k is rounded so that 2*k, computed as k+k, takes in no caller's product.
func regular(n int, k float64) []geom.Vec2 { return geom.RegularPolygon(n, 2*float64(k)) }

// families are the paper's twenty targets in subpass order.
var families = []family{
	{"square", 1, groupPolygon, func(k float64) shape {
		s := convex(fmt.Sprintf("a square of side %s with its sides parallel to the axes", num(4*k)),
			fmt.Sprintf("the square [%s, %s] × [%s, %s]", num(-2*k), num(2*k), num(-2*k), num(2*k)), rect(-2*k, -2*k, 2*k, 2*k))
		s.rects = []rectPlan{rectOf(-2*k, -2*k, 2*k, 2*k)}
		return s
	}},
	{"circle", 0.9, groupCurved, func(k float64) shape {
		s := convex(fmt.Sprintf("a circle (disc) of diameter %s", num(4*k)),
			fmt.Sprintf("the regular 100-gon with circumradius %s and vertices at %s·(cos 3.6°j, sin 3.6°j), j = 0..99 (one vertex on the +x axis)", num(2*k), num(2*k)), regular(100, k))
		s.listVertices = false
		return s
	}},
	{"holed-square", 1, groupConcave, func(k float64) shape {
		outer, hole := rect(-3*k, -3*k, 3*k, 3*k), reversed(rect(-k, -k, k, k))
		rs := []rectPlan{rectOf(-3*k, k, 3*k, 3*k), rectOf(-3*k, -3*k, 3*k, -k), rectOf(-3*k, -k, -k, k), rectOf(k, -k, 3*k, k)}
		var pieces [][]geom.Vec2
		for _, r := range rs {
			pieces = append(pieces, rect(r.origin[0], r.origin[1], r.origin[0]+r.w, r.origin[1]+r.h))
		}
		return shape{
			phrase:  fmt.Sprintf("a square of side %s with a centred square hole of side %s, sides parallel to the axes", num(6*k), num(2*k)),
			exact:   fmt.Sprintf("the square [%s, %s]² without the open square (%s, %s)² (the hole's edge belongs to the target)", num(-3*k), num(3*k), num(-k), num(k)),
			outline: [][]geom.Vec2{outer, hole}, pieces: pieces, rects: rs, listVertices: true,
		}
	}},
	{"triangle", 1, groupPolygon, func(k float64) shape {
		h := 2 * math.Sqrt(3) / 3
		s := convex(fmt.Sprintf("an equilateral triangle of side %s with one side parallel to the x axis, below its centre", num(4*k)),
			"the equilateral triangle with its centroid at the origin", pts(k, -2, -h, 2, -h, 0, 2*h))
		s.tris = []triPlan{{a: geom.Vec2{-2 * k, -h * k}, dir: geom.Vec2{1, 0}, side: 4 * k}}
		return s
	}},
	{"hexagon", 1, groupPolygon, func(k float64) shape {
		s := convex(fmt.Sprintf("a regular hexagon of circumradius %s with two sides parallel to the x axis", num(2*k)),
			"the regular hexagon with a vertex on the +x axis", regular(6, k))
		for j := 0; j < 6; j++ {
			sn, c := portable.SinCosTurn(j, 6)
			s.tris = append(s.tris, triPlan{dir: geom.Vec2{c, sn}, side: 2 * k})
		}
		return s
	}},
	{"rectangle", 0.6, groupPolygon, func(k float64) shape {
		s := convex(fmt.Sprintf("a rectangle %s wide (along x) and %s tall (along y)", num(6*k), num(2*k)),
			fmt.Sprintf("the rectangle [%s, %s] × [%s, %s]", num(-3*k), num(3*k), num(-k), num(k)), rect(-3*k, -k, 3*k, k))
		s.rects = []rectPlan{rectOf(-3*k, -k, 3*k, k)}
		return s
	}},
	{"diamond", 0.6, groupPolygon, func(k float64) shape {
		s := convex(fmt.Sprintf("a diamond: a square turned 45°, with diagonals of length %s along the axes", num(4*k)),
			"the square with its corners on the axes", pts(k, 2, 0, 0, 2, -2, 0, 0, -2))
		r := math.Sqrt(0.5)
		s.rects = []rectPlan{{origin: geom.Vec2{0, -2 * k}, dir: geom.Vec2{r, r}, w: 2 * math.Sqrt2 * k, h: 2 * math.Sqrt2 * k}}
		return s
	}},
	{"cross", 0.6, groupConcave, func(k float64) shape {
		rs := []rectPlan{rectOf(-2*k, -0.5*k, 2*k, 0.5*k), rectOf(-0.5*k, 0.5*k, 0.5*k, 2*k), rectOf(-0.5*k, -2*k, 0.5*k, -0.5*k)}
		return shape{
			phrase:  fmt.Sprintf("a plus sign: two bars %s long and %s wide crossing at their middles, one along each axis", num(4*k), num(k)),
			exact:   fmt.Sprintf("[%s, %s] × [%s, %s] together with [%s, %s] × [%s, %s]: a 12-sided polygon", num(-2*k), num(2*k), num(-0.5*k), num(0.5*k), num(-0.5*k), num(0.5*k), num(-2*k), num(2*k)),
			outline: [][]geom.Vec2{pts(k, -2, -0.5, -0.5, -0.5, -0.5, -2, 0.5, -2, 0.5, -0.5, 2, -0.5, 2, 0.5, 0.5, 0.5, 0.5, 2, -0.5, 2, -0.5, 0.5, -2, 0.5)},
			pieces:  rectPieces(rs), rects: rs, listVertices: true,
		}
	}},
	{"l-shape", 0.6, groupConcave, func(k float64) shape {
		rs := []rectPlan{rectOf(-2*k, -2*k, 2*k, -k), rectOf(-2*k, -k, -k, 2*k)}
		return shape{
			phrase:  fmt.Sprintf("an L shape filling the bottom and left edges of a %s × %s square centred at the origin, its arms %s thick", num(4*k), num(4*k), num(k)),
			exact:   "the L-shaped hexagon",
			outline: [][]geom.Vec2{pts(k, -2, -2, 2, -2, 2, -1, -1, -1, -1, 2, -2, 2)},
			pieces:  rectPieces(rs), rects: rs, listVertices: true,
		}
	}},
	{"annulus", 0.6, groupCurved, func(k float64) shape {
		outer, inner := regular(100, k), regular(100, k/2)
		var pieces [][]geom.Vec2
		for j := 0; j < 100; j++ {
			n := (j + 1) % 100
			pieces = append(pieces, []geom.Vec2{outer[j], outer[n], inner[n], inner[j]})
		}
		return shape{
			phrase:  fmt.Sprintf("a ring (annulus) between circles of radius %s and %s", num(2*k), num(k)),
			exact:   fmt.Sprintf("the regular 100-gon of circumradius %s without the regular 100-gon of circumradius %s, both with vertices at r·(cos 3.6°j, sin 3.6°j), j = 0..99", num(2*k), num(k)),
			outline: [][]geom.Vec2{outer, reversed(inner)}, pieces: pieces,
		}
	}},
	{"pentagon", 0.6, groupPolygon, func(k float64) shape {
		return convex(fmt.Sprintf("a regular pentagon of circumradius %s with a vertex on the +x axis", num(2*k)),
			"the regular pentagon", regular(5, k))
	}},
	{"star", 0.4, groupConcave, func(k float64) shape {
		var ring, inner []geom.Vec2
		for j := 0; j < 5; j++ {
			so, co := portable.SinCosTurn(90+72*j, 360)
			si, ci := portable.SinCosTurn(126+72*j, 360)
			ring = append(ring, geom.Vec2{2 * k * co, 2 * k * so}, geom.Vec2{0.8 * k * ci, 0.8 * k * si})
			inner = append(inner, geom.Vec2{0.8 * k * ci, 0.8 * k * si})
		}
		pieces := [][]geom.Vec2{inner}
		for j := 0; j < 5; j++ {
			pieces = append(pieces, []geom.Vec2{inner[(j+4)%5], ring[2*j], inner[j]})
		}
		return shape{
			phrase:  fmt.Sprintf("a five-pointed star with its points at radius %s (one pointing straight up, along +y) and its inner corners at radius %s", num(2*k), num(0.8*k)),
			exact:   fmt.Sprintf("the 10-vertex polygon alternating between radius %s at angles 90° + 72°j and radius %s at angles 126° + 72°j, j = 0..4", num(2*k), num(0.8*k)),
			outline: [][]geom.Vec2{ring}, pieces: pieces, listVertices: true,
		}
	}},
	{"ellipse", 0.6, groupCurved, func(k float64) shape {
		s := convex(fmt.Sprintf("an ellipse with semi-axes %s along x and %s along y", num(2*k), num(k)),
			fmt.Sprintf("the 100-gon with vertices (%s cos 3.6°j, %s sin 3.6°j), j = 0..99", num(2*k), num(k)), scaled(regular(100, k), 1, 0.5))
		s.listVertices = false
		return s
	}},
	{"semicircle", 0.6, groupCurved, func(k float64) shape {
		s := convex(fmt.Sprintf("a half-disc of radius %s above the x axis, its flat side on the x axis and the middle of that side at the origin", num(2*k)),
			fmt.Sprintf("the 51-gon with vertices %s·(cos 3.6°j, sin 3.6°j), j = 0..50 (the regular 100-gon's upper half)", num(2*k)), regular(100, k)[:51])
		s.listVertices = false
		return s
	}},
	{"right-triangle", 0.6, groupPolygon, func(k float64) shape {
		return convex(fmt.Sprintf("a right triangle with legs of length %s along x and y, the right angle at the lower left, its bounding square centred at the origin", num(4*k)),
			"the right triangle", pts(k, -2, -2, 2, -2, -2, 2))
	}},
	{"parallelogram", 0.6, groupPolygon, func(k float64) shape {
		return convex(fmt.Sprintf("a parallelogram with horizontal base %s, height %s, its top side shifted %s to the right of the bottom side, placed as its vertices below give (its centre is at (%s, 0))", num(4*k), num(2*k), num(k), num(0.25*k)),
			"the parallelogram", pts(k, -2.25, -1, 1.75, -1, 2.75, 1, -1.25, 1))
	}},
	{"trapezoid", 0.6, groupPolygon, func(k float64) shape {
		return convex(fmt.Sprintf("an isosceles trapezoid with horizontal parallel sides %s (bottom) and %s (top), height %s", num(4*k), num(2*k), num(2*k)),
			"the trapezoid", pts(k, -2, -1, 2, -1, 1, 1, -1, 1))
	}},
	{"octagon", 0.6, groupPolygon, func(k float64) shape {
		return convex(fmt.Sprintf("a regular octagon of circumradius %s with a vertex on the +x axis", num(2*k)),
			"the regular octagon", regular(8, k))
	}},
	{"arrow", 0.6, groupConcave, func(k float64) shape {
		rs := []rectPlan{rectOf(-2*k, -0.5*k, 0, 0.5*k)}
		return shape{
			phrase:  fmt.Sprintf("an arrow pointing along +x, %s long and %s tall at its head, with a shaft %s thick, its bounding box centred at the origin", num(4*k), num(2*k), num(k)),
			exact:   "the 7-sided arrow polygon",
			outline: [][]geom.Vec2{pts(k, -2, -0.5, 0, -0.5, 0, -1, 2, 0, 0, 1, 0, 0.5, -2, 0.5)},
			pieces:  [][]geom.Vec2{rect(-2*k, -0.5*k, 0, 0.5*k), pts(k, 0, -1, 2, 0, 0, 1)},
			rects:   rs, listVertices: true,
		}
	}},
	{"chevron", 0.6, groupConcave, func(k float64) shape {
		return shape{
			phrase:       fmt.Sprintf("a chevron (an arrowhead outline) pointing along +x, spanning %s in y, its arms %s thick measured along x, placed as its vertices below give", num(2*k), num(k)),
			exact:        "the 6-sided chevron polygon",
			outline:      [][]geom.Vec2{pts(k, -1.5, -1, -0.5, -1, 0.5, 0, -0.5, 1, -1.5, 1, -0.5, 0)},
			pieces:       [][]geom.Vec2{pts(k, -1.5, -1, -0.5, -1, 0.5, 0, -0.5, 0), pts(k, -0.5, 0, 0.5, 0, -0.5, 1, -1.5, 1)},
			listVertices: true,
		}
	}},
}

func rectPieces(rs []rectPlan) [][]geom.Vec2 {
	var out [][]geom.Vec2
	for _, r := range rs {
		out = append(out, rect(r.origin[0], r.origin[1], r.origin[0]+r.w, r.origin[1]+r.h))
	}
	return out
}

// familyByName finds a family.
func familyByName(name string) (int, bool) {
	for i, f := range families {
		if f.Name == name {
			return i, true
		}
	}
	return 0, false
}

// turn rotates a point by the angle whose cosine and sine are c and s.
func turn(p geom.Vec2, c, s float64) geom.Vec2 {
	return geom.Vec2{float64(c*p[0]) - float64(s*p[1]), float64(s*p[0]) + float64(c*p[1])}
}

func turnRing(r []geom.Vec2, c, s float64) []geom.Vec2 {
	out := make([]geom.Vec2, len(r))
	for i, p := range r {
		out[i] = turn(p, c, s)
	}
	return out
}

// target builds a family's shape at scale k, turned by deg degrees
// counter-clockwise about the origin.
func target(fam int, k float64, deg int) shape {
	s := families[fam].build(k)
	if deg%360 == 0 {
		return s
	}
	sn, c := portable.SinCosTurn(deg, 360)
	for i, r := range s.outline {
		s.outline[i] = turnRing(r, c, sn)
	}
	for i, r := range s.pieces {
		s.pieces[i] = turnRing(r, c, sn)
	}
	for i, r := range s.rects {
		s.rects[i] = rectPlan{origin: turn(r.origin, c, sn), dir: turn(r.dir, c, sn), w: r.w, h: r.h}
	}
	for i, t := range s.tris {
		s.tris[i] = triPlan{a: turn(t.a, c, sn), dir: turn(t.dir, c, sn), side: t.side}
	}
	return s
}

// vertexList writes a ring's vertices to six decimals.
func vertexList(r []geom.Vec2) string {
	parts := make([]string, len(r))
	for i, p := range r {
		parts[i] = "(" + num(p[0]) + ", " + num(p[1]) + ")"
	}
	return strings.Join(parts, ", ")
}
