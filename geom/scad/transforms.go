package scad

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/geom/solid"
)

// transform makes a built-in that moves its children by the map that mapOf
// reads from the arguments.
func transform(mapOf func(a args, in *inst) solid.Affine) func(*evaluator, args, *inst, ctx) *gnode {
	return func(ev *evaluator, a args, in *inst, c ctx) *gnode {
		t := mapOf(a, in)
		for _, row := range t {
			checkFinite(in, "the transform", row[:]...)
		}
		if c.flat {
			t = planar(t, in)
		}
		inner := ctx{m: t.Then(c.m), flat: c.flat}
		if in.children == nil {
			return nil
		}
		return group(nonNil(ev.runBlock(in.children, a.s.child(in.children), inner)))
	}
}

// planar keeps a transform of 2D objects in the xy plane: OpenSCAD drops
// the z part of a translation or scale there, and refuses to turn a 2D
// object out of its plane.
func planar(t solid.Affine, in *inst) solid.Affine {
	if t[0][2] != 0 || t[1][2] != 0 || t[2][0] != 0 || t[2][1] != 0 {
		panic(errorf(in.p, "%s turns a 2D object out of the xy plane", in.name))
	}
	t[2] = [4]float64{0, 0, 1, 0}
	return t
}

func translateMap(a args, in *inst) solid.Affine {
	v, ok := vec3(a.v["v"], 0)
	if !ok {
		if a.v["v"] == nil {
			return solid.Identity()
		}
		panic(errorf(in.p, "translate: v must be [x, y] or [x, y, z]"))
	}
	return solid.Translate(v)
}

func scaleMap(a args, in *inst) solid.Affine {
	switch v := a.v["v"].(type) {
	case float64:
		return solid.Scale(Vec3{v, v, v})
	case nil:
		return solid.Identity()
	}
	v, ok := vec3(a.v["v"], 1)
	if !ok {
		panic(errorf(in.p, "scale: v must be a number, [x, y] or [x, y, z]"))
	}
	return solid.Scale(v)
}

func mirrorMap(a args, in *inst) solid.Affine {
	n, ok := vec3(a.v["v"], 0)
	if !ok {
		if a.v["v"] == nil {
			n = Vec3{1, 0, 0}
		} else {
			panic(errorf(in.p, "mirror: v must be [x, y] or [x, y, z]"))
		}
	}
	l := float64(n[0]*n[0]) + float64(n[1]*n[1]) + float64(n[2]*n[2])
	if l == 0 {
		return solid.Identity()
	}
	var t solid.Affine
	for r := 0; r < 3; r++ {
		for k := 0; k < 3; k++ {
			t[r][k] = -2 * float64(n[r]*n[k]) / l
		}
		t[r][r]++
	}
	return t
}

// rotateMap is rotate([x, y, z]) (about x, then y, then z), rotate(a)
// about z, or rotate(a, v) about the axis v.
func rotateMap(a args, in *inst) solid.Affine {
	switch ang := a.v["a"].(type) {
	case nil:
		return solid.Identity()
	case []value:
		v, ok := vec3(ang, 0)
		if !ok && len(ang) == 1 {
			x, isNum := ang[0].(float64)
			v, ok = Vec3{x, 0, 0}, isNum
		}
		if !ok {
			panic(errorf(in.p, "rotate: a must be a number or [x, y, z]"))
		}
		return solid.RotateDegrees(v[0], v[1], v[2])
	case float64:
		if a.v["v"] == nil {
			return solid.RotateDegrees(0, 0, ang)
		}
		u, ok := vec3(a.v["v"], 0)
		if !ok {
			panic(errorf(in.p, "rotate: v must be [x, y, z]"))
		}
		return axisAngle(u, ang)
	}
	panic(errorf(in.p, "rotate: a must be a number or [x, y, z]"))
}

// axisAngle is the rotation by deg degrees about the axis u (Rodrigues'
// formula); a zero axis means z, as in OpenSCAD.
func axisAngle(u Vec3, deg float64) solid.Affine {
	l := math.Sqrt(float64(u[0]*u[0]) + float64(u[1]*u[1]) + float64(u[2]*u[2]))
	if l == 0 || !finite(l) {
		u, l = Vec3{0, 0, 1}, 1
	}
	u = Vec3{u[0] / l, u[1] / l, u[2] / l}
	s, c := portable.SinCosDegrees(deg)
	var t solid.Affine
	cross := [3][3]float64{{0, -u[2], u[1]}, {u[2], 0, -u[0]}, {-u[1], u[0], 0}}
	for r := 0; r < 3; r++ {
		for k := 0; k < 3; k++ {
			t[r][k] = float64((1-c)*float64(u[r]*u[k])) + float64(s*cross[r][k])
		}
		t[r][r] += c
	}
	return t
}

// matrixMap is multmatrix(m): a 4×4 (or 3×4) matrix whose last row, if
// given, must be [0, 0, 0, 1].
func matrixMap(a args, in *inst) solid.Affine {
	rows, ok := a.v["m"].([]value)
	if !ok || len(rows) < 3 || len(rows) > 4 {
		panic(errorf(in.p, "multmatrix: m must be a 4×4 matrix"))
	}
	t := solid.Identity()
	for r, rv := range rows {
		xs, ok := rv.([]value)
		if !ok || len(xs) < 3 || len(xs) > 4 {
			panic(errorf(in.p, "multmatrix: row %d must have 4 numbers", r))
		}
		for k, x := range xs {
			f, ok := x.(float64)
			if !ok {
				panic(errorf(in.p, "multmatrix: row %d must have 4 numbers", r))
			}
			if r < 3 {
				t[r][k] = f
			} else if f != [4]float64{0, 0, 0, 1}[k] {
				panic(errorf(in.p, "multmatrix: the last row must be [0, 0, 0, 1] (no projective maps)"))
			}
		}
	}
	return t
}

// linearExtrude is linear_extrude(height, center) without twist or scale:
// its 2D children, evaluated flat, become prisms (convex outlines) or
// meshes, combined as the children were, since extruding commutes with
// union, difference and intersection.
func linearExtrude(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need3D(in, c)
	if tw := a.num("twist", 0); tw != 0 {
		panic(errorf(in.p, "unsupported OpenSCAD feature linear_extrude with twist"))
	}
	if sc, ok := a.v["scale"]; ok && sc != nil && !equal(sc, 1.0) && !equal(sc, []value{1.0, 1.0}) {
		panic(errorf(in.p, "unsupported OpenSCAD feature linear_extrude with scale"))
	}
	h := a.num("height", 100)
	if !a.has("height") {
		if v, ok := a.v["v"]; ok && v != nil {
			panic(errorf(in.p, "unsupported OpenSCAD feature linear_extrude along v"))
		}
	}
	checkFinite(in, "height", h)
	if h <= 0 || in.children == nil {
		return nil
	}
	z0 := 0.0
	if a.flag("center") {
		z0 = -h / 2
	}
	flat := group(nonNil(ev.runBlock(in.children, a.s.child(in.children), ctx{m: solid.Identity(), flat: true})))
	return ev.extrude(in, flat, z0, z0+h, c)
}

func (ev *evaluator) extrude(in *inst, n *gnode, z0, z1 float64, c ctx) *gnode {
	if n == nil {
		return nil
	}
	if n.op != 'l' {
		out := &gnode{p: n.p, op: n.op}
		for _, k := range n.kids {
			out.kids = append(out.kids, ev.extrude(in, k, z0, z1, c))
		}
		if n.op == 'd' && out.kids[0] == nil {
			return nil
		}
		out.kids = nonNil(out.kids)
		if len(out.kids) == 1 {
			return out.kids[0]
		}
		return out
	}
	if convexRing(n.outline) {
		k, err := solid.Prism(n.outline, z0, z1)
		if err == nil {
			return ev.leaf(in, k, c)
		}
	}
	m := mesh.Extrude(n.outline, z0, z1)
	if c.m.Det() == 0 {
		return nil
	}
	for i, v := range m.Verts {
		m.Verts[i] = c.m.Apply(v)
	}
	if c.m.Det() < 0 {
		m = m.Reversed()
	}
	return ev.meshLeaf(in, m)
}

// convexRing reports whether a counter-clockwise ring turns left at every
// corner.
func convexRing(ps []geom.Vec2) bool {
	n := len(ps)
	for i := range ps {
		if geom.Orient2D(ps[i], ps[(i+1)%n], ps[(i+2)%n]) <= 0 {
			return false
		}
	}
	return true
}
