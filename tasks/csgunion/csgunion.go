package csgunion

import (
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Data is an instance: the solids whose union the answer must be.
type Data struct {
	Primitives []Primitive `json:"primitives"`
}

// Answer is one polyhedron: its corners, and its faces as lists of corner
// indices, counter-clockwise seen from outside.
type Answer struct {
	Polyhedron Polyhedron `json:"polyhedron"`
}

// Polyhedron is the answer's mesh.
type Polyhedron struct {
	Vertex []Vertex `json:"vertex" schema:"description=the corners, numbered from 0 in this order"`
	Faces  []Face   `json:"faces" schema:"description=each face's corners in order, counter-clockwise seen from outside the solid"`
}

// Vertex is a corner.
type Vertex struct {
	XYZ [3]float64 `json:"xyz"`
}

// Face is a polygon given by corner indices.
type Face struct {
	Vertex []int `json:"vertex" schema:"minimum=0"`
}

// Limits on an answer, checked before any work: far beyond any union of six
// primitives (the largest canonical answer has under 300 faces), and small
// enough that the checks take milliseconds.
const (
	MaxVertices    = 20000
	MaxFaces       = 20000
	MaxFaceCorners = 1000
	MaxCorners     = 100000
	// MaxCoordinate bounds every coordinate: the solids lie within ±50.
	MaxCoordinate = 1e6
)

// The parameters of the manifold.
var (
	primitivesParam = tasks.IntKey("primitives", 2, 6, 3, "how many solids the union has")
	familiesParam   = tasks.ChoiceKey("families", []string{"boxes", "polyhedra", "all"}, "all",
		"which solids may appear: axis-aligned boxes only; boxes, turned boxes, wedges and tetrahedra; or all of those and prisms, cones and spheres")
	touchingParam = tasks.IntKey("touching", 0, 5, 0, "how many solids are boxes set against a face of an earlier box, sharing part of it without overlapping")
	apartParam    = tasks.IntKey("apart", 0, 5, 0, "how many solids stand apart from every solid listed before them")
	sidesParam    = tasks.IntKey("sides", 3, 48, 12, "sides of the polygons that approximate cones and spheres (prisms take 3 to 8)")
)

// Task is the CSG union of polyhedra.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "csg-union",
		ID:     3,
		Name:   "CSG union of polyhedra",
		Bucket: tasks.Constructive,
		Summary: "Two to six solids (boxes, turned boxes, a wedge, a tetrahedron, prisms, a cone, a sphere, " +
			"each tessellated as OpenSCAD does) are described in words; the model returns one closed " +
			"polyhedron, vertices and faces, equal to their union. The mesh must be valid (watertight, " +
			"manifold, consistently and outwardly wound, flat faces, no self-intersection); the score then " +
			"compares volumes exactly with the true union. It tests building a consistent surface in 3D: " +
			"where solids cut each other, where faces merge, and which way every face points.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(primitivesParam, familiesParam, touchingParam, apartParam, sidesParam),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "2 axis-aligned boxes", Values: tasks.Set(primitivesParam.Is(2), familiesParam.Is("boxes"))},
			{Name: "medium", Doc: "3 polyhedra, one set against a face", Values: tasks.Set(primitivesParam.Is(3), familiesParam.Is("polyhedra"), touchingParam.Is(1))},
			{Name: "hard", Doc: "5 solids of every kind, one touching, one apart, 16 sides", Values: tasks.Set(primitivesParam.Is(5), familiesParam.Is("all"), touchingParam.Is(1), apartParam.Is(1), sidesParam.Is(16))},
		},
	},
	Subpasses: subpasses(),
	Canonical: canonical,
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return generate(spec{
			n: primitivesParam.Get(p), families: familiesParam.Get(p),
			touching: touchingParam.Get(p), apart: apartParam.Get(p), sides: sidesParam.Get(p),
		}, seed)
	},
	Prompt: prompt,
	Bare:   bareMesh,
	Solve:  solve,
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func init() { tasks.Register(Task) }

// bareMesh accepts the polyhedron given without the object around it: an
// object with "vertex" and "faces".
func bareMesh(v verifiers.Value) bool {
	return v.Kind == verifiers.Dict && verifiers.HasKey("vertex")(v) && verifiers.HasKey("faces")(v)
}
