package scad

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/wire"
)

// builtinModule is an object or a transform: its parameter names in
// positional order, and what it makes.
type builtinModule struct {
	params []string
	make   func(ev *evaluator, a args, in *inst, c ctx) *gnode
}

// args are a built-in's arguments by parameter name, and the scope its
// children and fragment counts see (with its $-arguments set).
type args struct {
	v map[string]value
	s *env
}

func (a args) has(name string) bool { return a.v[name] != nil }

func (a args) num(name string, def float64) float64 {
	if x, ok := a.v[name].(float64); ok {
		return x
	}
	return def
}

func (a args) flag(name string) bool { return truthy(a.v[name]) }

func (ev *evaluator) bindBuiltin(b builtinModule, in *inst, e *env) args {
	a := args{v: map[string]value{}, s: e}
	pos := 0
	for _, x := range in.args {
		v := ev.eval(x.x, e)
		switch {
		case x.name == "":
			if pos < len(b.params) {
				a.v[b.params[pos]] = v
			}
			pos++
		case x.name[0] == '$':
			if a.s == e {
				a.s = e.child(nil)
			}
			a.s.vars[x.name] = v
		default:
			a.v[x.name] = v
		}
	}
	return a
}

func (b builtinModule) run(ev *evaluator, in *inst, e *env, c ctx) *gnode {
	return b.make(ev, ev.bindBuiltin(b, in, e), in, c)
}

// fragments is the number of sides of a circle of radius r in scope s,
// refused past the limit.
func (ev *evaluator) fragments(r float64, s *env, p Pos) int {
	get := func(name string) float64 {
		v, _ := s.lookup(name)
		f, _ := v.(float64)
		return f
	}
	n := solid.Fragments(r, get("$fn"), get("$fs"), get("$fa"))
	if n > ev.lim.MaxFragments {
		panic(errorf(p, "a circle of %d fragments, more than %d (limit)", n, ev.lim.MaxFragments))
	}
	return n
}

var builtinModules map[string]builtinModule

func init() {
	builtinModules = map[string]builtinModule{
		"cube":           {[]string{"size", "center"}, makeCube},
		"cylinder":       {[]string{"h", "r1", "r2", "center"}, makeCylinder},
		"sphere":         {[]string{"r"}, makeSphere},
		"polyhedron":     {[]string{"points", "faces", "convexity"}, makePolyhedron},
		"square":         {[]string{"size", "center"}, makeSquare},
		"circle":         {[]string{"r"}, makeCircle},
		"polygon":        {[]string{"points", "paths", "convexity"}, makePolygon},
		"translate":      {[]string{"v"}, transform(translateMap)},
		"rotate":         {[]string{"a", "v"}, transform(rotateMap)},
		"scale":          {[]string{"v"}, transform(scaleMap)},
		"mirror":         {[]string{"v"}, transform(mirrorMap)},
		"multmatrix":     {[]string{"m"}, transform(matrixMap)},
		"hull":           {nil, makeHull},
		"linear_extrude": {[]string{"height", "center", "convexity", "twist", "slices", "scale"}, linearExtrude},
	}
}

// need3D refuses a 3D object inside a 2D operation.
func need3D(in *inst, c ctx) {
	if c.flat {
		panic(errorf(in.p, "%s is a 3D object inside a 2D operation", in.name))
	}
}

func need2D(in *inst, c ctx) {
	if !c.flat {
		panic(errorf(in.p, "%s is a 2D object outside linear_extrude: a part must be 3D", in.name))
	}
}

// checkFinite refuses non-finite sizes, naming the argument.
func checkFinite(in *inst, name string, xs ...float64) {
	for _, x := range xs {
		if !finite(x) {
			panic(errorf(in.p, "%s: %s is not a finite number", in.name, name))
		}
	}
}

// leaf places a convex object under the accumulated transform and counts
// it.
func (ev *evaluator) leaf(in *inst, k *solid.Convex, c ctx) *gnode {
	ev.count(in.p, len(k.Verts))
	if c.m.Det() == 0 {
		return nil // flattened to nothing by a zero scale
	}
	k = k.Transform(c.m)
	checkExtent(in, k)
	return &gnode{p: in.p, op: 'l', s: k, conv: k}
}

func (ev *evaluator) count(p Pos, verts int) {
	ev.objects++
	if ev.objects > ev.lim.MaxObjects {
		panic(errorf(p, "more than %d objects (limit)", ev.lim.MaxObjects))
	}
	ev.vertices += verts
	if ev.vertices > ev.lim.MaxVertices {
		panic(errorf(p, "more than %d vertices in all (limit)", ev.lim.MaxVertices))
	}
}

func makeCube(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need3D(in, c)
	size := Vec3{1, 1, 1}
	switch v := a.v["size"].(type) {
	case float64:
		size = Vec3{v, v, v}
	case []value:
		var ok bool
		if size, ok = vec3(v, 0); !ok || len(v) != 3 {
			panic(errorf(in.p, "cube: size must be a number or [x, y, z]"))
		}
	case nil:
	default:
		panic(errorf(in.p, "cube: size must be a number or [x, y, z]"))
	}
	checkFinite(in, "size", size[:]...)
	if size[0] <= 0 || size[1] <= 0 || size[2] <= 0 {
		ev.warn(in.p, "cube with a size ≤ 0 makes nothing")
		return nil
	}
	k, err := solid.Cube(size, a.flag("center"))
	if err != nil {
		panic(errorf(in.p, "cube: %v", err))
	}
	return ev.leaf(in, k, c)
}

// radius reads OpenSCAD's r/d pair: d wins, as in OpenSCAD.
func radius(a args, r, d string, def float64) float64 {
	if a.has(d) {
		return a.num(d, math.NaN()) / 2
	}
	return a.num(r, def)
}

func makeCylinder(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need3D(in, c)
	h := a.num("h", 1)
	r := radius(a, "r", "d", 1)
	r1, r2 := radius(a, "r1", "d1", r), radius(a, "r2", "d2", r)
	checkFinite(in, "h, r or d", h, r1, r2)
	if h <= 0 || r1 < 0 || r2 < 0 || r1 <= 0 && r2 <= 0 {
		ev.warn(in.p, "cylinder with a height or radius ≤ 0 makes nothing")
		return nil
	}
	n := ev.fragments(max(r1, r2), a.s, in.p)
	k, err := solid.Cylinder(h, r1, r2, a.flag("center"), n)
	if err != nil {
		panic(errorf(in.p, "cylinder: %v", err))
	}
	return ev.leaf(in, k, c)
}

func makeSphere(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need3D(in, c)
	r := radius(a, "r", "d", 1)
	checkFinite(in, "r or d", r)
	if r <= 0 {
		ev.warn(in.p, "sphere with a radius ≤ 0 makes nothing")
		return nil
	}
	n := ev.fragments(r, a.s, in.p)
	ev.count(in.p, n*solid.SphereRings(n))
	ev.objects--
	k, err := solid.Sphere(r, n)
	if err != nil {
		panic(errorf(in.p, "sphere: %v", err))
	}
	return ev.leaf(in, k, c)
}

// points reads a list of 2D or 3D points.
func points(in *inst, v value, dim int, what string) []Vec3 {
	xs, ok := v.([]value)
	if !ok {
		panic(errorf(in.p, "%s: %s must be a list of points", in.name, what))
	}
	out := make([]Vec3, len(xs))
	for i, x := range xs {
		p, ok := vec3(x, 0)
		if l, _ := x.([]value); !ok || len(l) != dim && !(dim == 2 && len(l) == 3) {
			panic(errorf(in.p, "%s: point %d is not %d numbers", in.name, i, dim))
		}
		checkFinite(in, "a point", p[:]...)
		out[i] = p
	}
	return out
}

// indexLists reads faces or paths: lists of indices below n.
func indexLists(in *inst, v value, n int, what string) [][]int {
	xs, ok := v.([]value)
	if !ok {
		panic(errorf(in.p, "%s: %s must be a list of index lists", in.name, what))
	}
	out := make([][]int, len(xs))
	for i, x := range xs {
		l, ok := x.([]value)
		if !ok {
			panic(errorf(in.p, "%s: %s %d is not a list of indices", in.name, what, i))
		}
		for _, y := range l {
			f, ok := y.(float64)
			if !ok || f != math.Floor(f) || f < 0 || f >= float64(n) {
				panic(errorf(in.p, "%s: %s %d has an index that is not a point", in.name, what, i))
			}
			out[i] = append(out[i], int(f))
		}
	}
	return out
}

func makePolyhedron(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need3D(in, c)
	pts := points(in, a.v["points"], 3, "points")
	facesArg := a.v["faces"]
	if facesArg == nil {
		facesArg = a.v["triangles"]
	}
	faces := indexLists(in, facesArg, len(pts), "face")
	ev.count(in.p, len(pts))
	if c.m.Det() == 0 {
		return nil
	}
	// OpenSCAD lists a polyhedron's faces clockwise seen from outside; the
	// mesh package wants them counter-clockwise.
	m := &mesh.Mesh{Verts: make([]Vec3, len(pts)), Faces: make([][]int, len(faces))}
	for i, p := range pts {
		m.Verts[i] = c.m.Apply(p)
	}
	keep := c.m.Det() < 0 // a mirror turns clockwise into counter-clockwise
	for i, f := range faces {
		g := append([]int(nil), f...)
		if !keep {
			for l, r := 0, len(g)-1; l < r; l, r = l+1, r-1 {
				g[l], g[r] = g[r], g[l]
			}
		}
		m.Faces[i] = g
	}
	return ev.meshLeaf(in, m)
}

// MaxCoordinate bounds every coordinate of every object, in mm: beyond it
// volumes overflow or lose all precision, and no printable part is that
// large.
const MaxCoordinate = 1e6

func checkExtent(in *inst, b interface{ Bounds() (lo, hi Vec3) }) {
	lo, hi := b.Bounds()
	for k := 0; k < 3; k++ {
		if !(lo[k] >= -MaxCoordinate && hi[k] <= MaxCoordinate) {
			panic(errorf(in.p, "%s reaches beyond ±%g mm (limit)", in.name, MaxCoordinate))
		}
	}
}

// meshLeaf checks a closed mesh and makes it a leaf.
func (ev *evaluator) meshLeaf(in *inst, m *mesh.Mesh) *gnode {
	checkExtent(in, m)
	rep := mesh.Validate(m, mesh.Limits{MaxWork: ev.lim.MaxSteps})
	if f, failed := rep.Failed(); failed {
		panic(errorf(in.p, "%s is not a valid closed solid: %s: %s", in.name, f.Check, wire.Clip(f.Detail, 40)))
	}
	p, err := solid.NewPolyhedron(m, ev.lim.MaxSteps)
	if err != nil {
		panic(errorf(in.p, "%s: %v", in.name, err))
	}
	ev.res.Meshes = append(ev.res.Meshes, m)
	return &gnode{p: in.p, op: 'l', s: p, msh: m}
}

// The 2D objects give outlines, placed by the (planar) accumulated
// transform and extruded by linear_extrude.

func (ev *evaluator) outline(in *inst, pts []geom.Vec2, c ctx) *gnode {
	ev.count(in.p, len(pts))
	if c.m.Det() == 0 {
		return nil
	}
	out := make([]geom.Vec2, len(pts))
	for i, p := range pts {
		q := c.m.Apply(Vec3{p[0], p[1], 0})
		out[i] = geom.Vec2{q[0], q[1]}
	}
	if geom.SignedArea(out) < 0 {
		reverse(out)
	}
	return &gnode{p: in.p, op: 'l', flat: true, outline: out}
}

func reverse(ps []geom.Vec2) {
	for l, r := 0, len(ps)-1; l < r; l, r = l+1, r-1 {
		ps[l], ps[r] = ps[r], ps[l]
	}
}

func makeSquare(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need2D(in, c)
	w, h := 1.0, 1.0
	switch v := a.v["size"].(type) {
	case float64:
		w, h = v, v
	case []value:
		if len(v) != 2 {
			panic(errorf(in.p, "square: size must be a number or [x, y]"))
		}
		w, _ = v[0].(float64)
		h, _ = v[1].(float64)
	}
	checkFinite(in, "size", w, h)
	if w <= 0 || h <= 0 {
		return nil
	}
	x0, y0 := 0.0, 0.0
	if a.flag("center") {
		x0, y0 = -w/2, -h/2
	}
	return ev.outline(in, []geom.Vec2{{x0, y0}, {x0 + w, y0}, {x0 + w, y0 + h}, {x0, y0 + h}}, c)
}

func makeCircle(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need2D(in, c)
	r := radius(a, "r", "d", 1)
	checkFinite(in, "r or d", r)
	if r <= 0 {
		return nil
	}
	n := ev.fragments(r, a.s, in.p)
	pts := make([]geom.Vec2, n)
	for i := range pts {
		s, co := portable.SinCosTurn(i, n)
		pts[i] = geom.Vec2{float64(r * co), float64(r * s)}
	}
	return ev.outline(in, pts, c)
}

func makePolygon(ev *evaluator, a args, in *inst, c ctx) *gnode {
	need2D(in, c)
	pts3 := points(in, a.v["points"], 2, "points")
	pts := make([]geom.Vec2, len(pts3))
	for i, p := range pts3 {
		pts[i] = geom.Vec2{p[0], p[1]}
	}
	paths := [][]int{nil}
	if a.v["paths"] != nil {
		paths = indexLists(in, a.v["paths"], len(pts), "path")
	}
	var rings []*gnode
	for _, path := range paths {
		ring := pts
		if path != nil {
			ring = make([]geom.Vec2, len(path))
			for i, k := range path {
				ring[i] = pts[k]
			}
		}
		if len(ring) < 3 {
			panic(errorf(in.p, "polygon: a path of fewer than 3 points"))
		}
		if geom.SignedArea(ring) == 0 {
			panic(errorf(in.p, "polygon: a path without area"))
		}
		rings = append(rings, ev.outline(in, ring, c))
	}
	if rings[0] == nil || len(rings) == 1 {
		return rings[0]
	}
	// The first path is the outline; the others are holes in it.
	return &gnode{p: in.p, op: 'd', flat: true, kids: rings}
}
