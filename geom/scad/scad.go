package scad

import (
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
)

// Vec3 is a point or direction in space.
type Vec3 = geom.Vec3

// Limits bound the work of one evaluation. Zero fields take the defaults
// (DefaultLimits). A file that needs more is refused with a message naming
// the limit and where it was reached.
type Limits struct {
	MaxSource     int // bytes of source (default 1 MiB)
	MaxSteps      int // expression and statement steps (default 5,000,000)
	MaxDepth      int // nested function and module calls (default 200)
	MaxIterations int // loop iterations, all loops together (default 1,000,000)
	MaxElements   int // elements of one vector, bytes of one string (default 1,000,000)
	MaxObjects    int // primitive objects (default 10,000)
	MaxFragments  int // sides of one circle (default 1,000)
	MaxVertices   int // vertices of all objects together (default 2,000,000)
	MaxWarnings   int // warnings kept (default 20)
}

// DefaultLimits are the limits zero fields take.
var DefaultLimits = Limits{
	MaxSource:     1 << 20,
	MaxSteps:      5_000_000,
	MaxDepth:      200,
	MaxIterations: 1_000_000,
	MaxElements:   1_000_000,
	MaxObjects:    10_000,
	MaxFragments:  1_000,
	MaxVertices:   2_000_000,
	MaxWarnings:   20,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	set := func(v *int, def int) {
		if *v <= 0 {
			*v = def
		}
	}
	set(&l.MaxSource, d.MaxSource)
	set(&l.MaxSteps, d.MaxSteps)
	set(&l.MaxDepth, d.MaxDepth)
	set(&l.MaxIterations, d.MaxIterations)
	set(&l.MaxElements, d.MaxElements)
	set(&l.MaxObjects, d.MaxObjects)
	set(&l.MaxFragments, d.MaxFragments)
	set(&l.MaxVertices, d.MaxVertices)
	set(&l.MaxWarnings, d.MaxWarnings)
	return l
}

// Result is an evaluated file.
type Result struct {
	// Solid is the file's geometry: a CSG tree (solid.Union, Intersection,
	// Difference) over convex leaves (*solid.Convex) and mesh leaves
	// (*solid.Polyhedron), already in place. Nil when the file makes no
	// geometry.
	Solid solid.Solid
	// Meshes are the mesh leaves made, in order.
	Meshes []*mesh.Mesh
	// Objects counts primitive objects, Steps the evaluation steps spent.
	Objects, Steps int
	// Warnings are what OpenSCAD would warn about and go on (unknown
	// variables, modules and functions), with their positions; at most
	// Limits.MaxWarnings.
	Warnings []string

	tree *gnode
}

type evaluator struct {
	lim        Limits
	steps      int
	depth      int
	iterations int
	objects    int
	vertices   int
	root       *gnode // the subtree marked with '!', if any
	res        *Result
}

// Evaluate parses and evaluates an OpenSCAD file of the subset (see the
// package comment). Every error is an *Error with a line and column.
func Evaluate(src string, lim Limits) (res *Result, err error) {
	lim = lim.withDefaults()
	if len(src) > lim.MaxSource {
		return nil, errorf(Pos{1, 1}, "the file has %d bytes, more than %d (limit)", len(src), lim.MaxSource)
	}
	prog, err := parse(src)
	if err != nil {
		return nil, err
	}
	ev := &evaluator{lim: lim, res: &Result{}}
	defer catch(&err)
	top := ev.topEnv(prog)
	nodes := ev.runBlock(prog, top, ctx{m: solid.Identity()})
	n := group(nonNil(nodes))
	if ev.root != nil {
		n = ev.root
	}
	if n != nil && n.flat {
		panic(errorf(n.p, "a 2D object at the top level: a part must be 3D (use linear_extrude)"))
	}
	ev.res.Solid, ev.res.tree = n.solid(), n
	ev.res.Objects, ev.res.Steps = ev.objects, ev.steps
	return ev.res, nil
}

// catch ends an evaluation or a parse that stopped with an *Error (work is
// deep in recursion when a limit is reached), turning it into err; any
// other panic is a bug and goes on.
func catch(err *error) {
	if r := recover(); r != nil {
		e, ok := r.(*Error)
		if !ok {
			panic(r)
		}
		*err = e
	}
}

// topEnv is the file's scope, under one that holds OpenSCAD's special
// variables at their defaults.
func (ev *evaluator) topEnv(prog *block) *env {
	base := &env{vars: map[string]value{
		"$fn": 0.0, "$fa": solid.DefaultFa, "$fs": solid.DefaultFs, "$t": 0.0,
		"$preview": false, "$children": 0.0, "PI": 3.141592653589793,
	}}
	top := base.child(prog)
	return top
}

func (ev *evaluator) warn(p Pos, format string, args ...any) {
	if len(ev.res.Warnings) < ev.lim.MaxWarnings {
		ev.res.Warnings = append(ev.res.Warnings, fmt.Sprintf("line %s: ", p)+fmt.Sprintf(format, args...))
	}
}

// ctx is what an instantiation inherits from the ones around it: the
// accumulated transform, and whether it is inside a 2D operation
// (linear_extrude), where objects are flat outlines.
type ctx struct {
	m    solid.Affine
	flat bool
}

// gnode is a node of the geometry tree: a leaf (a solid, or an outline in
// 2D) or a CSG operation over its kids.
type gnode struct {
	p       Pos
	op      byte // 'l' leaf, 'u' union, 'd' difference, 'i' intersection
	flat    bool
	kids    []*gnode
	s       solid.Solid   // 3D leaf
	conv    *solid.Convex // 3D leaf, when convex
	msh     *mesh.Mesh    // 3D leaf, when a mesh
	outline []geom.Vec2   // 2D leaf, counter-clockwise
	holes   [][]geom.Vec2 // 2D leaf: outlines cut out of it
}

// group unites nodes: nil for none, the node itself for one.
func group(nodes []*gnode) *gnode {
	switch len(nodes) {
	case 0:
		return nil
	case 1:
		return nodes[0]
	}
	return &gnode{p: nodes[0].p, op: 'u', flat: nodes[0].flat, kids: nodes}
}

// solid turns the geometry tree into the kernel's CSG tree.
func (n *gnode) solid() solid.Solid {
	if n == nil {
		return nil
	}
	if n.op == 'l' {
		if b, ok := solid.AsAlignedBox(n.conv); ok {
			return b // a cube, moved without turning: the same answers, faster
		}
		return n.s
	}
	var kids []solid.Solid
	for _, k := range n.kids {
		kids = append(kids, k.solid())
	}
	if len(kids) == 1 {
		return kids[0]
	}
	switch n.op {
	case 'd':
		return solid.Difference(kids[0], kids[1:]...)
	case 'i':
		return solid.Intersection(kids...)
	}
	return solid.Union(kids...)
}
