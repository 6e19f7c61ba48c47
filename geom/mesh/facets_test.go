package mesh

import (
	"math"
	"reflect"
	"testing"
)

// fans splits every face into a fan of triangles, in order.
func fans(m *Mesh) *Mesh {
	out := &Mesh{Verts: m.Verts}
	for _, f := range m.Faces {
		for k := 1; k+1 < len(f); k++ {
			out.Faces = append(out.Faces, []int{f[0], f[k], f[k+1]})
		}
	}
	return out
}

func TestFacetsCube(t *testing.T) {
	m := fans(box(0, 10, 0, 20, 0, 30))
	got := Facets(m)
	want := [][]int{{0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("facets %v, want %v", got, want)
	}
	areas := []float64{200, 200, 300, 300, 600, 600}
	normals := []Vec3{{0, 0, -1}, {0, 0, 1}, {0, -1, 0}, {0, 1, 0}, {-1, 0, 0}, {1, 0, 0}}
	for k, f := range got {
		if a := m.FacetArea(f); a != areas[k] {
			t.Errorf("facet %d: area %v, want %v", k, a, areas[k])
		}
		if n := m.FacetNormal(f); n != normals[k] {
			t.Errorf("facet %d: normal %v, want %v", k, n, normals[k])
		}
		if c := m.FacetCorners(f); len(c) != 4 {
			t.Errorf("facet %d: corners %v", k, c)
		}
	}
}

// TestFacetsSplitFace: a box whose top is four triangles around a centre
// vertex, and whose sides are rotated off the axes by a hair's breadth
// (coordinates rounded as an export rounds them): still six facets, the
// top one of four faces.
func TestFacetsSplitFace(t *testing.T) {
	m := box(0, 10, 0, 10, 0, 10)
	m.Verts = append(m.Verts, Vec3{5, 5, 10})
	m.Faces[1] = nil
	var faces [][]int
	for _, f := range m.Faces {
		if f != nil {
			faces = append(faces, f)
		}
	}
	m.Faces = faces
	m = fans(m)
	top := [][]int{{4, 5, 8}, {5, 6, 8}, {6, 7, 8}, {7, 4, 8}}
	m.Faces = append(m.Faces, top...)
	got := Facets(m)
	if len(got) != 6 || !reflect.DeepEqual(got[5], []int{10, 11, 12, 13}) {
		t.Fatalf("facets %v", got)
	}
	if a := m.FacetArea(got[5]); a != 100 {
		t.Errorf("top area %v", a)
	}
	// Lift the centre by 0.01 over 5 mm (0.11°): one facet still; by 1 mm
	// (11°): four facets of one face are no facets at all.
	m.Verts[8][2] = 10.01
	if got := Facets(m); len(got) != 6 {
		t.Errorf("a 0.11° bend: %d facets, want 6", len(got))
	}
	m.Verts[8][2] = 11
	if got := Facets(m); len(got) != 5 {
		t.Errorf("an 11° bend: %d facets, want 5", len(got))
	}
	if deg := FacetAngle * 180 / math.Pi; math.Abs(deg-0.81) > 0.01 {
		t.Errorf("FacetAngle %v°", deg)
	}
}

// TestFacetsSoup: two cubes sharing one edge (four faces on it), a sheet
// folded back on itself (coplanar, facing opposite ways), a lone triangle
// and a degenerate one.
func TestFacetsSoup(t *testing.T) {
	a := fans(box(0, 10, 0, 10, 0, 10))
	b := fans(box(10, 20, 10, 20, 0, 10))
	m := join(a, b)
	// Weld b's corner (10, 10, z) onto a's so the cubes share an edge.
	for i, v := range m.Verts {
		for j := 0; j < i; j++ {
			if m.Verts[j] == v {
				for _, f := range m.Faces {
					for k := range f {
						if f[k] == i {
							f[k] = j
						}
					}
				}
				break
			}
		}
	}
	if got := Facets(m); len(got) != 12 {
		t.Fatalf("two cubes on one edge: %d facets, want 12: %v", len(got), got)
	}
	n := len(m.Verts)
	m.Verts = append(m.Verts, Vec3{0, 0, 50}, Vec3{10, 0, 50}, Vec3{0, 10, 50}, Vec3{5, 5, 60}, Vec3{6, 6, 60}, Vec3{7, 7, 60})
	m.Faces = append(m.Faces,
		[]int{n, n + 1, n + 2}, []int{n + 2, n + 1, n}, // folded back
		[]int{n + 3, n + 4, n + 5}, // degenerate
	)
	got := Facets(m)
	if len(got) != 12 {
		t.Fatalf("with a folded sheet and a degenerate face: %d facets, want 12: %v", len(got), got)
	}
	if again := Facets(m); !reflect.DeepEqual(got, again) {
		t.Fatalf("not deterministic: %v / %v", got, again)
	}
}
