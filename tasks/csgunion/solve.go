package csgunion

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
)

// solve builds the union's boundary as one mesh (solid.UnionMesh: faces cut
// where solids overlap, T-junctions resolved, coplanar pieces merged) and
// writes it as an answer.
func solve(d *Data) (Answer, error) {
	cs, err := d.Convexes()
	if err != nil {
		return Answer{}, err
	}
	m, err := solid.UnionMesh(cs)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Polyhedron: Polyhedron{Vertex: make([]Vertex, len(m.Verts)), Faces: make([]Face, len(m.Faces))}}
	for i, v := range m.Verts {
		a.Polyhedron.Vertex[i] = Vertex{XYZ: [3]float64{tidy(v[0]), tidy(v[1]), tidy(v[2])}}
	}
	for i, f := range m.Faces {
		a.Polyhedron.Faces[i] = Face{Vertex: f}
	}
	return a, nil
}

// tidy removes rounding noise from a coordinate that should be a simple
// number: within 1e-10 of a multiple of 1/1024 it becomes that multiple
// (which float64 holds exactly), and −0 becomes 0. Irrational coordinates
// (turned boxes, circles) keep every digit.
func tidy(x float64) float64 {
	r := float64(math.Round(x*1024) / 1024)
	if math.Abs(x-r) <= 1e-10 {
		x = r
	}
	if x == 0 {
		return 0
	}
	return x
}

// mesh is the answer as a mesh (the same numbers).
func (a Answer) mesh() *mesh.Mesh {
	m := &mesh.Mesh{Verts: make([]geom.Vec3, len(a.Polyhedron.Vertex)), Faces: make([][]int, len(a.Polyhedron.Faces))}
	for i, v := range a.Polyhedron.Vertex {
		m.Verts[i] = v.XYZ
	}
	for i, f := range a.Polyhedron.Faces {
		m.Faces[i] = f.Vertex
	}
	return m
}
