package mesh

import (
	"math"
	"sort"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// FacetAngle is the largest angle (radians) between the normals of two
// edge-adjacent faces that Facets still counts as coplanar when their
// corners are not exactly on one plane: about 0.81°. It is the tolerance
// trimesh's facets use (the adjacency radius over the shared edge's span,
// squared, above 5,000, which is 2·asin(1/(2√5000))), so that an STL
// exported with rounded coordinates groups as trimesh groups it.
var FacetAngle = 2 * portable.Asin(1/(2*math.Sqrt(5000)))

// maxEdgeFaces bounds how many faces Facets compares on one edge: a valid
// mesh has two, a soup may have thousands on one edge, and each face is
// compared with at most this many earlier ones there.
const maxEdgeFaces = 16

// Facets groups the faces into facets, as trimesh does: faces joined
// through shared edges (by vertex index, so weld first) whose planes agree,
// in at least two faces (a lone face is no facet). Two faces agree when
// their normals point the same way and either every corner of the second
// lies exactly on the first's plane (geom.Orient3D) or their normals are
// within FacetAngle. Facets are ordered by their first face and list their
// faces in increasing order; the result does not depend on map order.
// Degenerate faces (no normal) join no facet.
func Facets(m *Mesh) [][]int {
	normals := make([]geom.Vec3, len(m.Faces))
	for f := range m.Faces {
		normals[f] = m.faceNormal(f)
	}
	_, cosMax := portable.SinCos(FacetAngle)
	sets := geom.NewDisjointSets(len(m.Faces))
	joined := make([]bool, len(m.Faces))
	onEdge := map[Edge][]int{}
	for f, face := range m.Faces {
		if normals[f] == (geom.Vec3{}) {
			continue
		}
		for k := range face {
			e := Edge{face[k], face[(k+1)%len(face)]}.undirected()
			earlier := onEdge[e]
			for _, g := range earlier {
				if m.agree(g, f, normals, cosMax) {
					sets.Union(f, g)
					joined[f], joined[g] = true, true
				}
			}
			if len(earlier) < maxEdgeFaces {
				onEdge[e] = append(earlier, f)
			}
		}
	}
	index := map[int]int{} // a set's root → its facet
	var out [][]int
	for f := range m.Faces {
		if !joined[f] {
			continue
		}
		r := sets.Find(f)
		k, ok := index[r]
		if !ok {
			k = len(out)
			index[r] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], f)
	}
	return out
}

// faceNormal is face f's unit Newell normal, zero for a degenerate face.
func (m *Mesh) faceNormal(f int) geom.Vec3 {
	var n geom.Vec3
	face := m.Faces[f]
	for k := range face {
		a, b := m.Verts[face[k]], m.Verts[face[(k+1)%len(face)]]
		n[0] += float64((a[1] - b[1]) * (a[2] + b[2]))
		n[1] += float64((a[2] - b[2]) * (a[0] + b[0]))
		n[2] += float64((a[0] - b[0]) * (a[1] + b[1]))
	}
	l := math.Sqrt(geom.Dot3(n, n))
	if l == 0 || math.IsNaN(l) || math.IsInf(l, 0) {
		return geom.Vec3{}
	}
	return geom.Vec3{n[0] / l, n[1] / l, n[2] / l}
}

// agree reports whether faces g and f lie in one plane facing one way.
func (m *Mesh) agree(g, f int, normals []geom.Vec3, cosMax float64) bool {
	c := geom.Dot3(normals[g], normals[f])
	if c <= 0 {
		return false
	}
	if c >= cosMax {
		return true
	}
	return m.exactlyCoplanar(g, f)
}

// exactlyCoplanar reports whether every corner of f lies on the plane of
// the first three non-collinear corners of g, decided exactly.
func (m *Mesh) exactlyCoplanar(g, f int) bool {
	gf := m.Faces[g]
	a, b := m.Verts[gf[0]], m.Verts[gf[1]]
	for _, k := range gf[2:] {
		c := m.Verts[k]
		if geom.Cross3(b.Sub(a), c.Sub(a)) == (geom.Vec3{}) {
			continue
		}
		for _, v := range m.Faces[f] {
			if geom.Orient3D(a, b, c, m.Verts[v]) != 0 {
				return false
			}
		}
		return true
	}
	return false
}

// FacetArea is the area of a facet's faces together (each face's Newell
// area, so planar polygons count exactly).
func (m *Mesh) FacetArea(facet []int) float64 {
	var area float64
	for _, f := range facet {
		area += m.faceArea(f)
	}
	return area
}

// faceArea is half the length of face f's Newell vector.
func (m *Mesh) faceArea(f int) float64 {
	var n geom.Vec3
	face := m.Faces[f]
	o := m.Verts[face[0]]
	for k := 1; k+1 < len(face); k++ {
		c := geom.Cross3(m.Verts[face[k]].Sub(o), m.Verts[face[k+1]].Sub(o))
		n = geom.Vec3{n[0] + c[0], n[1] + c[1], n[2] + c[2]}
	}
	return math.Sqrt(geom.Dot3(n, n)) / 2
}

// FacetNormal is the unit normal of a facet's largest face (the first of
// equals), as trimesh takes it.
func (m *Mesh) FacetNormal(facet []int) geom.Vec3 {
	best, most := facet[0], -1.0
	for _, f := range facet {
		if a := m.faceArea(f); a > most {
			best, most = f, a
		}
	}
	return m.faceNormal(best)
}

// FacetCorners lists the vertices of a facet's faces, each once, in
// increasing order.
func (m *Mesh) FacetCorners(facet []int) []int {
	var vs []int
	for _, f := range facet {
		vs = append(vs, m.Faces[f]...)
	}
	sort.Ints(vs)
	out := vs[:0]
	for i, v := range vs {
		if i == 0 || v != vs[i-1] {
			out = append(out, v)
		}
	}
	return out
}
