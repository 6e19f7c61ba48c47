package solid

import (
	"math"
	"testing"

	"github.com/scbench/scbench/geom/mesh"
)

// The union mesh of every case is a valid solid (every check of
// mesh.Validate) with the union's volume, and measuring the union's
// polytopes inside it by columns gives the union's volume again.
func TestUnionMesh(t *testing.T) {
	for _, c := range unionCases(t) {
		m, err := UnionMesh(c.parts)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		r := mesh.Validate(m, mesh.Limits{})
		if f, bad := r.Failed(); bad {
			t.Errorf("%s: %s: %s", c.name, f.Check, f.Detail)
			continue
		}
		if math.Abs(r.Volume-c.want) > 1e-6 {
			t.Errorf("%s: mesh volume %.7f, want %.7f", c.name, r.Volume, c.want)
		}
		cols := NewColumns(m, r.Tris.Tris, Floor(m, c.parts))
		var inside float64
		Intersections(c.parts, func(s []int, k *Convex) { inside += Sign(len(s)) * cols.VolumeWithin(k) })
		if math.Abs(inside-c.want) > 1e-6 {
			t.Errorf("%s: the union inside its own mesh measures %.7f, want %.7f", c.name, inside, c.want)
		}
		t.Logf("%s: %d vertices, %d faces", c.name, len(m.Verts), len(m.Faces))
	}
}

// Faces are merged where they lie in one plane: the union of two cubes
// sharing a face is a box with six faces and eight vertices, and so is the
// hollow box's outside.
func TestUnionMeshMergesFaces(t *testing.T) {
	cases := unionCases(t)
	for _, want := range []struct {
		name         string
		verts, faces int
	}{
		{"sharing a face", 8, 6},
		{"two cubes", 8, 6},
		{"hollow box", 16, 12},
		{"nested", 8, 6},
		{"jack", 32, 30},
	} {
		for _, c := range cases {
			if c.name != want.name {
				continue
			}
			m, _ := UnionMesh(c.parts)
			if len(m.Verts) != want.verts || len(m.Faces) != want.faces {
				t.Errorf("%s: %d vertices and %d faces, want %d and %d", c.name, len(m.Verts), len(m.Faces), want.verts, want.faces)
			}
		}
	}
}
