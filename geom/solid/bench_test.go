package solid

import (
	"testing"

	"github.com/scbench/scbench/geom/mesh"
)

// bigUnion is four overlapping 48-fragment spheres and a box: a union mesh
// of 3,558 faces (7,642 triangles).
func bigUnion(b testing.TB) ([]*Convex, *mesh.Mesh) {
	var parts []*Convex
	for i, at := range []Vec3{{0, 0, 0}, {9, 0, 0}, {0, 9, 0}, {9, 9, 3}} {
		s, err := Sphere(6+float64(i)/2, 48)
		if err != nil {
			b.Fatal(err)
		}
		parts = append(parts, s.Transform(Translate(at)))
	}
	box, _ := Box(Vec3{-2, -2, -2}, Vec3{11, 11, 2})
	parts = append(parts, box)
	m, err := UnionMesh(parts)
	if err != nil {
		b.Fatal(err)
	}
	return parts, m
}

func BenchmarkUnionMesh(b *testing.B) {
	parts, m := bigUnion(b)
	for b.Loop() {
		if _, err := UnionMesh(parts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(m.Faces)), "faces")
}

// BenchmarkVolumeWithinUnion measures vol(mesh ∩ union of the parts) by
// columns and inclusion–exclusion: the costly half of grading a CSG answer.
func BenchmarkVolumeWithinUnion(b *testing.B) {
	parts, m := bigUnion(b)
	r := mesh.Validate(m, mesh.Limits{})
	if !r.OK() {
		f, _ := r.Failed()
		b.Fatal(f.Detail)
	}
	for b.Loop() {
		cols := NewColumns(m, r.Tris.Tris, Floor(m, parts))
		Intersections(parts, func(s []int, k *Convex) { cols.VolumeWithin(k) })
	}
	b.ReportMetric(float64(len(m.Faces)), "faces")
}

func BenchmarkValidate(b *testing.B) {
	_, m := bigUnion(b)
	for b.Loop() {
		mesh.Validate(m, mesh.Limits{})
	}
	b.ReportMetric(float64(len(m.Faces)), "faces")
}

func BenchmarkIntersections(b *testing.B) {
	parts, _ := bigUnion(b)
	for b.Loop() {
		Intersections(parts, func(s []int, k *Convex) {})
	}
}

func BenchmarkColumnsOnly(b *testing.B) {
	parts, m := bigUnion(b)
	r := mesh.Validate(m, mesh.Limits{})
	var ks []*Convex
	Intersections(parts, func(s []int, k *Convex) { ks = append(ks, k) })
	for b.Loop() {
		cols := NewColumns(m, r.Tris.Tris, Floor(m, parts))
		for _, k := range ks {
			cols.VolumeWithin(k)
		}
	}
	b.ReportMetric(float64(len(ks)), "sets")
}
