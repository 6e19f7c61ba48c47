package mesh

import (
	"math"

	"github.com/scbench/scbench/geom"
)

// Vec3 is a point in space (geom.Vec3).
type Vec3 = geom.Vec3

// Mesh is an indexed polygon mesh: each face lists the indices of its
// corners in order. A valid solid's faces run counter-clockwise seen from
// outside (right-handed normals point out), but a Mesh holds whatever it is
// given; Validate says what is wrong with it.
type Mesh struct {
	Verts []Vec3
	Faces [][]int
}

// Bounds returns the smallest axis-aligned box holding every vertex.
func (m *Mesh) Bounds() (lo, hi Vec3) {
	inf := math.Inf(1)
	lo, hi = Vec3{inf, inf, inf}, Vec3{-inf, -inf, -inf}
	for _, v := range m.Verts {
		for k := 0; k < 3; k++ {
			lo[k] = min(lo[k], v[k])
			hi[k] = max(hi[k], v[k])
		}
	}
	return lo, hi
}

// Centroid is the mean of the vertices.
func (m *Mesh) Centroid() Vec3 {
	var c Vec3
	for _, v := range m.Verts {
		c = Vec3{c[0] + v[0], c[1] + v[1], c[2] + v[2]}
	}
	if n := float64(len(m.Verts)); n > 0 {
		c = Vec3{c[0] / n, c[1] / n, c[2] / n}
	}
	return c
}

// SignedVolume is Σ over the faces' fan triangles (v0, vi, vi+1) of the
// signed volume of the tetrahedron they make with the vertex mean: the
// enclosed volume for a closed mesh with outward faces, its negative for
// inward faces. The mean as apex keeps the terms small for meshes far from
// the origin; for a closed mesh the sum does not depend on the apex.
func (m *Mesh) SignedVolume() float64 {
	o := m.Centroid()
	var six float64
	for _, f := range m.Faces {
		if len(f) < 3 {
			continue
		}
		a := m.Verts[f[0]].Sub(o)
		for i := 1; i+1 < len(f); i++ {
			six += geom.Dot3(a, geom.Cross3(m.Verts[f[i]].Sub(o), m.Verts[f[i+1]].Sub(o)))
		}
	}
	return six / 6
}

// Reversed returns the mesh with every face's corner order reversed (the
// same vertices, shared).
func (m *Mesh) Reversed() *Mesh {
	out := &Mesh{Verts: m.Verts, Faces: make([][]int, len(m.Faces))}
	for i, f := range m.Faces {
		g := make([]int, len(f))
		for j, k := range f {
			g[len(f)-1-j] = k
		}
		out.Faces[i] = g
	}
	return out
}

// Edge is a pair of vertex indices. As a directed edge it runs from A to B;
// as an undirected one it is stored with A < B.
type Edge struct{ A, B int }

// undirected returns e with A < B.
func (e Edge) undirected() Edge {
	if e.A > e.B {
		return Edge{e.B, e.A}
	}
	return e
}

// Extrude is the prism over a simple polygon (counter-clockwise in the xy
// plane, convex or not) from z0 to z1 (z0 < z1): vertices are the outline at z0,
// then at z1; faces a rectangle per edge, then the bottom and top polygons.
// It is OpenSCAD's linear_extrude without twist or scale.
func Extrude(outline []geom.Vec2, z0, z1 float64) *Mesh {
	n := len(outline)
	m := &Mesh{}
	for _, z := range []float64{z0, z1} {
		for _, p := range outline {
			m.Verts = append(m.Verts, Vec3{p[0], p[1], z})
		}
	}
	bottom, top := make([]int, n), make([]int, n)
	for i := 0; i < n; i++ {
		bottom[i], top[i] = n-1-i, n+i
		m.Faces = append(m.Faces, []int{i, (i + 1) % n, n + (i+1)%n, n + i})
	}
	m.Faces = append(m.Faces, bottom, top)
	return m
}
