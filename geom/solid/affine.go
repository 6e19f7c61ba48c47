package solid

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// Affine is the map x ↦ A·x + t, stored as the top three rows of its 4×4
// matrix, row by row: A[r][0..2] is row r of the linear part and A[r][3] is
// t[r]. This is the layout of OpenSCAD's multmatrix. Every product that is
// summed is rounded on its own, so the same map gives the same bits on every
// platform.
type Affine [3][4]float64

// Identity is the map that changes nothing.
func Identity() Affine {
	return Affine{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}}
}

// Translate moves by v.
func Translate(v Vec3) Affine {
	return Affine{{1, 0, 0, v[0]}, {0, 1, 0, v[1]}, {0, 0, 1, v[2]}}
}

// Scale stretches by s along the axes.
func Scale(s Vec3) Affine {
	return Affine{{s[0], 0, 0, 0}, {0, s[1], 0, 0}, {0, 0, s[2], 0}}
}

// RotateDegrees is OpenSCAD's rotate([ax, ay, az]): about x by ax degrees,
// then about y by ay, then about z by az, all about the origin, i.e. the
// matrix Rz(az)·Ry(ay)·Rx(ax). Angles go through portable.SinCosDegrees, so
// multiples of 30° and 45° are exact as in OpenSCAD and any finite angle,
// however large, reduces exactly. A non-finite angle gives NaN entries, which
// every consumer rejects.
func RotateDegrees(ax, ay, az float64) Affine {
	sx, cx := portable.SinCosDegrees(ax)
	sy, cy := portable.SinCosDegrees(ay)
	sz, cz := portable.SinCosDegrees(az)
	rx := Affine{{1, 0, 0, 0}, {0, cx, -sx, 0}, {0, sx, cx, 0}}
	ry := Affine{{cy, 0, sy, 0}, {0, 1, 0, 0}, {-sy, 0, cy, 0}}
	rz := Affine{{cz, -sz, 0, 0}, {sz, cz, 0, 0}, {0, 0, 1, 0}}
	return rx.Then(ry).Then(rz)
}

// Then returns the map that applies a, then b: b∘a.
func (a Affine) Then(b Affine) Affine {
	var m Affine
	for r := 0; r < 3; r++ {
		for c := 0; c < 4; c++ {
			s := float64(b[r][0]*a[0][c]) + float64(b[r][1]*a[1][c]) + float64(b[r][2]*a[2][c])
			if c == 3 {
				s += b[r][3]
			}
			m[r][c] = s
		}
	}
	return m
}

// Apply maps a point.
func (a Affine) Apply(p Vec3) Vec3 {
	var q Vec3
	for r := 0; r < 3; r++ {
		q[r] = float64(a[r][0]*p[0]) + float64(a[r][1]*p[1]) + float64(a[r][2]*p[2]) + a[r][3]
	}
	return q
}

// ApplyDir maps a direction (the linear part only).
func (a Affine) ApplyDir(v Vec3) Vec3 {
	var q Vec3
	for r := 0; r < 3; r++ {
		q[r] = float64(a[r][0]*v[0]) + float64(a[r][1]*v[1]) + float64(a[r][2]*v[2])
	}
	return q
}

// Det is the determinant of the linear part: the factor by which the map
// scales volumes, negative when it mirrors.
func (a Affine) Det() float64 {
	return det3(Vec3{a[0][0], a[0][1], a[0][2]}, Vec3{a[1][0], a[1][1], a[1][2]}, Vec3{a[2][0], a[2][1], a[2][2]})
}

// Inverse returns the inverse map; ok is false when the linear part is
// singular or not finite.
func (a Affine) Inverse() (inv Affine, ok bool) {
	d := a.Det()
	if d == 0 || math.IsNaN(d) || math.IsInf(d, 0) {
		return Affine{}, false
	}
	r0 := Vec3{a[0][0], a[0][1], a[0][2]}
	r1 := Vec3{a[1][0], a[1][1], a[1][2]}
	r2 := Vec3{a[2][0], a[2][1], a[2][2]}
	// The columns of the inverse are the cross products of the rows.
	c0, c1, c2 := geom.Cross3(r1, r2), geom.Cross3(r2, r0), geom.Cross3(r0, r1)
	for r := 0; r < 3; r++ {
		inv[r][0], inv[r][1], inv[r][2] = c0[r]/d, c1[r]/d, c2[r]/d
	}
	t := inv.ApplyDir(Vec3{a[0][3], a[1][3], a[2][3]})
	inv[0][3], inv[1][3], inv[2][3] = -t[0], -t[1], -t[2]
	for r := 0; r < 3; r++ {
		for c := 0; c < 4; c++ {
			if !isFinite(inv[r][c]) {
				return Affine{}, false
			}
		}
	}
	return inv, true
}

func isFinite(x float64) bool { return x-x == 0 }

// Transform returns the polytope's image under a, or nil when a is singular
// or not finite. A mirroring map reverses every face, so the faces still run
// counter-clockwise seen from outside.
func (c *Convex) Transform(a Affine) *Convex {
	d := a.Det()
	if d == 0 || !isFinite(d) {
		return nil
	}
	vs := make([]Vec3, len(c.Verts))
	for i, v := range c.Verts {
		vs[i] = a.Apply(v)
		if !geom.Finite3(vs[i]) {
			return nil
		}
	}
	out := &Convex{Verts: vs, Faces: make([][]int, len(c.Faces)), Planes: make([]Plane, len(c.Faces))}
	for i, f := range c.Faces {
		g := make([]int, len(f))
		copy(g, f)
		if d < 0 {
			for l, r := 0, len(g)-1; l < r; l, r = l+1, r-1 {
				g[l], g[r] = g[r], g[l]
			}
		}
		p, ok := FacePlane(vs, g)
		if !ok {
			return nil
		}
		out.Faces[i], out.Planes[i] = g, p
	}
	out.bound()
	return out
}
