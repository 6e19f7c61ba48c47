package stl

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
)

// cubeTris are the twelve triangles of the unit cube, counter-clockwise
// seen from outside.
func cubeTris() [][3]geom.Vec3 {
	m := &mesh.Mesh{
		Verts: []geom.Vec3{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}, {0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}},
		Faces: [][]int{{3, 2, 1, 0}, {4, 5, 6, 7}, {0, 1, 5, 4}, {7, 6, 2, 3}, {3, 0, 4, 7}, {1, 2, 6, 5}},
	}
	var out [][3]geom.Vec3
	for _, f := range m.Faces {
		for i := 1; i+1 < len(f); i++ {
			out = append(out, [3]geom.Vec3{m.Verts[f[0]], m.Verts[f[i]], m.Verts[f[i+1]]})
		}
	}
	return out
}

func ascii(name string, tris [][3]geom.Vec3) string {
	var b strings.Builder
	fmt.Fprintf(&b, "solid %s\n", name)
	for _, t := range tris {
		b.WriteString("  facet normal 0 0 0\n    outer loop\n")
		for _, v := range t {
			fmt.Fprintf(&b, "      vertex %g %g %g\n", v[0], v[1], v[2])
		}
		b.WriteString("    endloop\n  endfacet\n")
	}
	fmt.Fprintf(&b, "endsolid %s\n", name)
	return b.String()
}

func binarySTL(header string, tris [][3]geom.Vec3) []byte {
	out := make([]byte, 84, 84+50*len(tris))
	copy(out, header)
	binary.LittleEndian.PutUint32(out[80:], uint32(len(tris)))
	for _, t := range tris {
		rec := make([]byte, 50)
		for k, v := range t {
			for a := 0; a < 3; a++ {
				binary.LittleEndian.PutUint32(rec[12+12*k+4*a:], math.Float32bits(float32(v[a])))
			}
		}
		out = append(out, rec...)
	}
	return out
}

func checkCube(t *testing.T, m *Mesh, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Verts) != 8 || len(m.Faces) != 12 {
		t.Fatalf("%d vertices and %d faces, want 8 and 12 (welded)", len(m.Verts), len(m.Faces))
	}
	if rep := mesh.Validate(m.Mesh, mesh.Limits{}); !rep.OK() {
		f, _ := rep.Failed()
		t.Fatalf("the cube fails %s: %s", f.Check, f.Detail)
	}
	if v := m.SignedVolume(); math.Abs(v-1) > 1e-12 {
		t.Errorf("volume %v", v)
	}
}

func TestASCII(t *testing.T) {
	m, err := Read([]byte(ascii("cube", cubeTris())), Limits{})
	checkCube(t, m, err)
	if m.Name != "cube" || m.Binary {
		t.Errorf("name %q binary %v", m.Name, m.Binary)
	}
}

func TestBinaryAndBase64(t *testing.T) {
	data := binarySTL("binary cube", cubeTris())
	m, err := Read(data, Limits{})
	checkCube(t, m, err)
	if !m.Binary {
		t.Error("not read as binary")
	}
	// A binary header that begins with "solid" is still binary.
	m, err = Read(binarySTL("solid but binary", cubeTris()), Limits{})
	checkCube(t, m, err)
	m, err = ReadBase64(base64.StdEncoding.EncodeToString(data), Limits{})
	checkCube(t, m, err)
	wrapped := base64.RawStdEncoding.EncodeToString(data)
	wrapped = wrapped[:40] + "\n" + wrapped[40:]
	m, err = ReadBase64(wrapped, Limits{})
	checkCube(t, m, err)
}

func TestDropsDegenerateFacets(t *testing.T) {
	tris := append(cubeTris(), [3]geom.Vec3{{0, 0, 0}, {0, 0, 0}, {1, 1, 1}})
	m, err := Read([]byte(ascii("c", tris)), Limits{})
	checkCube(t, m, err)
	if m.Dropped != 1 {
		t.Errorf("dropped %d, want 1", m.Dropped)
	}
}

func TestFlippedFacetFailsWinding(t *testing.T) {
	tris := cubeTris()
	tris[0][1], tris[0][2] = tris[0][2], tris[0][1]
	m, err := Read([]byte(ascii("c", tris)), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if f, failed := mesh.Validate(m.Mesh, mesh.Limits{}).Failed(); !failed || f.Check != "winding" {
		t.Errorf("a flipped facet should fail the winding check, got %+v", f)
	}
}

func TestBadInput(t *testing.T) {
	good := ascii("c", cubeTris())
	cases := []struct {
		name string
		data string
		lim  Limits
		frag string
	}{
		{"empty", "", Limits{}, "shorter than the 84-byte header"},
		{"truncated ASCII", good[:len(good)/2], Limits{}, "line"},
		{"no endsolid", strings.TrimSuffix(good, "endsolid c\n"), Limits{}, "expected \"facet\" or \"endsolid\", found the end of the file"},
		{"bad number", strings.Replace(good, "vertex 0 0 0", "vertex 0 zero 0", 1), Limits{}, "line 13: expected a finite number, found \"zero\""},
		{"NaN", strings.Replace(good, "vertex 0 0 0", "vertex 0 nan 0", 1), Limits{}, "finite number"},
		{"infinite", strings.Replace(good, "vertex 0 0 0", "vertex 0 1e999 0", 1), Limits{}, "finite number"},
		{"too many facets", good, Limits{MaxFacets: 5}, "more than 5 facets"},
		{"too big", good, Limits{MaxBytes: 100}, "more than 100 (limit)"},
		{"binary count lies", string(binarySTL("x", cubeTris())[:84+50*11]), Limits{}, "promises 12 facets"},
		{"binary too many", string(binarySTL("x", cubeTris())), Limits{MaxFacets: 3}, "more than 3 (limit)"},
		{"garbage", strings.Repeat("\x00\x01", 100), Limits{}, "facets"},
	}
	for _, c := range cases {
		_, err := Read([]byte(c.data), c.lim)
		if err == nil || !strings.Contains(err.Error(), c.frag) {
			t.Errorf("%s: %v, want %q", c.name, err, c.frag)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("%s: message of %d bytes", c.name, len(err.Error()))
		}
	}
	if _, err := ReadBase64("not base64!", Limits{}); err == nil || !strings.Contains(err.Error(), "base64") {
		t.Errorf("bad base64: %v", err)
	}
}

func FuzzRead(f *testing.F) {
	f.Add([]byte(ascii("c", cubeTris())))
	f.Add(binarySTL("b", cubeTris()))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read(data, Limits{MaxFacets: 1000})
		if err != nil {
			return
		}
		for _, face := range m.Faces {
			for _, i := range face {
				if i < 0 || i >= len(m.Verts) {
					t.Fatalf("face index %d of %d vertices", i, len(m.Verts))
				}
			}
		}
	})
}
