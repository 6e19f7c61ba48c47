package solid

// The primitives of OpenSCAD, tessellated as OpenSCAD 2021.01 tessellates
// them (primitives.cc): the same fragment count, the same vertices, and faces
// spanning the same planar polygons. OpenSCAD splits a frustum's sides and a
// sphere's bands into two triangles each; both halves lie in one plane, so
// this package keeps them as one quadrilateral, which bounds the same solid.
//
// OpenSCAD places circle vertices with the C library's cos and sin of
// 2π·i/n; here they come from portable.SinCosTurn(i, n), which has the same bits
// on every platform and is exact at quarter turns, where OpenSCAD's differ
// from 0 or ±1 by about 1e-16. Vertices therefore agree with OpenSCAD's to
// within an ulp or two of the radius.

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// OpenSCAD's defaults and limits for the special variables.
const (
	// DefaultFa and DefaultFs are OpenSCAD's default $fa (degrees) and $fs.
	DefaultFa = 12.0
	DefaultFs = 2.0
	// gridFine is OpenSCAD's GRID_FINE: radii below it get 3 fragments.
	gridFine = 0x1p-20
	// fMinimum is the smallest $fa and $fs OpenSCAD accepts (it clamps).
	fMinimum = 0.01
)

// Fragments is OpenSCAD's get_fragments_from_r: the number of sides of a
// circle of radius r under $fn = fn, $fs = fs and $fa = fa. With fn > 0 it is
// fn truncated to an integer (at least 3); otherwise
// ceil(max(min(360/fa, 2πr/fs), 5)). A radius below 2^-20 or a non-finite fn
// gives 3. fs and fa below 0.01 are clamped to 0.01, as OpenSCAD does. The
// count is not otherwise bounded: callers that take it from an answer must
// limit it before tessellating.
func Fragments(r, fn, fs, fa float64) int {
	if r < gridFine || math.IsInf(fn, 0) || math.IsNaN(fn) {
		return 3
	}
	if fn > 0 {
		if fn >= 3 {
			if fn > math.MaxInt32 {
				return math.MaxInt32
			}
			return int(fn)
		}
		return 3
	}
	fs, fa = max(fs, fMinimum), max(fa, fMinimum)
	n := math.Ceil(max(min(360/fa, float64(r*2*math.Pi)/fs), 5))
	if !(n < math.MaxInt32) {
		return math.MaxInt32
	}
	return int(n)
}

// circle returns the n vertices of OpenSCAD's circle of radius r at height z,
// the first on +x, counter-clockwise seen from +z.
func circle(r, z float64, n int) []Vec3 {
	out := make([]Vec3, n)
	for i := range out {
		s, c := portable.SinCosTurn(i, n)
		out[i] = Vec3{float64(r * c), float64(r * s), z}
	}
	return out
}

// Cube is OpenSCAD's cube([x, y, z], center): the box [0,x]×[0,y]×[0,z], or
// centred on the origin. Its eight vertices come in the order of the
// benchmark's worked example (bottom face counter-clockwise from the minimum
// corner, then the top face).
func Cube(size Vec3, center bool) (*Convex, error) {
	lo := Vec3{}
	if center {
		lo = size.Mul(-0.5)
	}
	return Box(lo, lo.Add(size))
}

// Box is the axis-aligned box [lo, hi], with the vertices in Cube's order
// and the faces of the worked example: bottom, top, front (−y), back (+y),
// left (−x), right (+x).
func Box(lo, hi Vec3) (*Convex, error) {
	if !(lo[0] < hi[0] && lo[1] < hi[1] && lo[2] < hi[2]) {
		return nil, fmt.Errorf("%w: the box [%v, %v] is empty", ErrNotConvex, lo, hi)
	}
	v := []Vec3{
		{lo[0], lo[1], lo[2]}, {hi[0], lo[1], lo[2]}, {hi[0], hi[1], lo[2]}, {lo[0], hi[1], lo[2]},
		{lo[0], lo[1], hi[2]}, {hi[0], lo[1], hi[2]}, {hi[0], hi[1], hi[2]}, {lo[0], hi[1], hi[2]},
	}
	return newConvex(v, BoxFaces(), false)
}

// BoxFaces are the faces of a box whose vertices come in Cube's order,
// counter-clockwise seen from outside.
func BoxFaces() [][]int {
	return [][]int{{3, 2, 1, 0}, {4, 5, 6, 7}, {0, 1, 5, 4}, {7, 6, 2, 3}, {3, 0, 4, 7}, {1, 2, 6, 5}}
}

// Cylinder is OpenSCAD's cylinder(h, r1, r2, center) with n fragments (see
// Fragments): a prism when r1 = r2, a frustum, or a cone with a single apex
// when one radius is 0. It spans z ∈ [0, h], or [−h/2, h/2] when centred.
// Vertices: the bottom circle (if r1 > 0), then the top circle (if r2 > 0),
// then the apex.
func Cylinder(h, r1, r2 float64, center bool, n int) (*Convex, error) {
	if !(h > 0) || !(r1 >= 0) || !(r2 >= 0) || !(r1 > 0 || r2 > 0) || math.IsInf(h+r1+r2, 0) || n < 3 {
		return nil, fmt.Errorf("%w: cylinder h=%g r1=%g r2=%g with %d fragments", ErrNotConvex, h, r1, r2, n)
	}
	z1, z2 := 0.0, h
	if center {
		z1, z2 = -h/2, h/2
	}
	var vs []Vec3
	bottom, top := -1, -1 // first vertex of each circle, or -1 for an apex
	if r1 > 0 {
		bottom = len(vs)
		vs = append(vs, circle(r1, z1, n)...)
	}
	if r2 > 0 {
		top = len(vs)
		vs = append(vs, circle(r2, z2, n)...)
	}
	apex := len(vs)
	switch {
	case bottom < 0:
		vs = append(vs, Vec3{0, 0, z1})
	case top < 0:
		vs = append(vs, Vec3{0, 0, z2})
	}
	var faces [][]int
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		switch {
		case bottom < 0:
			faces = append(faces, []int{apex, top + j, top + i})
		case top < 0:
			faces = append(faces, []int{bottom + i, bottom + j, apex})
		default:
			faces = append(faces, []int{bottom + i, bottom + j, top + j, top + i})
		}
	}
	if bottom >= 0 {
		faces = append(faces, ring(bottom, n, true))
	}
	if top >= 0 {
		faces = append(faces, ring(top, n, false))
	}
	return newConvex(vs, faces, false)
}

// ring is the face of n consecutive vertices from first, counter-clockwise
// seen from +z, or from −z when down.
func ring(first, n int, down bool) []int {
	f := make([]int, n)
	for i := range f {
		if down {
			f[i] = first + n - 1 - i
		} else {
			f[i] = first + i
		}
	}
	return f
}

// SphereRings is the number of rings OpenSCAD gives a sphere of n
// fragments: (n+1)/2.
func SphereRings(n int) int { return (n + 1) / 2 }

// Sphere is OpenSCAD's sphere(r) with n fragments: SphereRings(n) rings of n
// vertices, ring i at polar angle 180°·(i+0.5)/rings (height r·cos, radius
// r·sin), each ring's first vertex on the +x side; a flat n-gon cap on the
// first and the last ring and a planar quadrilateral between neighbouring
// vertices of consecutive rings. Vertices come ring by ring from the top.
func Sphere(r float64, n int) (*Convex, error) {
	if !(r > 0) || math.IsInf(r, 0) || n < 3 {
		return nil, fmt.Errorf("%w: sphere r=%g with %d fragments", ErrNotConvex, r, n)
	}
	rings := SphereRings(n)
	var vs []Vec3
	for i := 0; i < rings; i++ {
		s, c := portable.SinCosTurn(2*i+1, 4*rings)
		vs = append(vs, circle(float64(r*s), float64(r*c), n)...)
	}
	faces := [][]int{ring(0, n, false)}
	for i := 0; i+1 < rings; i++ {
		up, down := i*n, (i+1)*n
		for k := 0; k < n; k++ {
			l := (k + 1) % n
			faces = append(faces, []int{up + k, down + k, down + l, up + l})
		}
	}
	faces = append(faces, ring((rings-1)*n, n, true))
	return newConvex(vs, faces, false)
}

// Prism is the convex polygon base (in the xy plane, either orientation)
// extruded over z ∈ [z0, z1]. Vertices: the base at z0, then at z1.
func Prism(base []geom.Vec2, z0, z1 float64) (*Convex, error) {
	n := len(base)
	if n < 3 || !(z0 < z1) {
		return nil, fmt.Errorf("%w: prism of %d corners over [%g, %g]", ErrNotConvex, n, z0, z1)
	}
	ccw := geom.SignedArea(base) > 0
	for i := range base {
		turn := geom.Orient2D(base[i], base[(i+1)%n], base[(i+2)%n])
		if turn == 0 || (turn > 0) != ccw {
			return nil, fmt.Errorf("%w: the prism's base turns the wrong way at corner %d", ErrNotConvex, (i+1)%n)
		}
	}
	vs := make([]Vec3, 0, 2*n)
	for _, z := range []float64{z0, z1} {
		for _, p := range base {
			vs = append(vs, Vec3{p[0], p[1], z})
		}
	}
	var faces [][]int
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		if ccw {
			faces = append(faces, []int{i, j, n + j, n + i})
		} else {
			faces = append(faces, []int{j, i, n + i, n + j})
		}
	}
	faces = append(faces, ring(0, n, ccw), ring(n, n, !ccw))
	return newConvex(vs, faces, false)
}

// Tetrahedron is the solid with corners a, b, c, d, in either orientation.
func Tetrahedron(a, b, c, d Vec3) (*Convex, error) {
	switch geom.Orient3D(a, b, c, d) {
	case 0:
		return nil, fmt.Errorf("%w: the tetrahedron is flat", ErrNotConvex)
	case 1:
		// d lies on the side (b−a)×(c−a) points to, so abc faces inwards.
		return newConvex([]Vec3{a, b, c, d}, [][]int{{0, 2, 1}, {0, 1, 3}, {1, 2, 3}, {0, 3, 2}}, false)
	}
	return newConvex([]Vec3{a, b, c, d}, [][]int{{0, 1, 2}, {0, 3, 1}, {1, 3, 2}, {0, 2, 3}}, false)
}
