package interlockingparts

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var identity = []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}

// box is an axis-aligned box as twelve triangles, counter-clockwise seen
// from outside.
func box(x0, y0, z0, x1, y1, z1 float64) [][3][3]float64 {
	v := [8][3]float64{{x0, y0, z0}, {x1, y0, z0}, {x1, y1, z0}, {x0, y1, z0}, {x0, y0, z1}, {x1, y0, z1}, {x1, y1, z1}, {x0, y1, z1}}
	quads := [][4]int{{3, 2, 1, 0}, {4, 5, 6, 7}, {0, 1, 5, 4}, {7, 6, 2, 3}, {3, 0, 4, 7}, {1, 2, 6, 5}}
	var out [][3][3]float64
	for _, q := range quads {
		out = append(out, [3][3]float64{v[q[0]], v[q[1]], v[q[2]]}, [3][3]float64{v[q[0]], v[q[2]], v[q[3]]})
	}
	return out
}

func asciiSTL(tris [][3][3]float64) string {
	var b strings.Builder
	b.WriteString("solid part\n")
	for _, t := range tris {
		b.WriteString(" facet normal 0 0 0\n  outer loop\n")
		for _, p := range t {
			fmt.Fprintf(&b, "   vertex %g %g %g\n", p[0], p[1], p[2])
		}
		b.WriteString("  endloop\n endfacet\n")
	}
	b.WriteString("endsolid part\n")
	return b.String()
}

func base64STL(tris [][3][3]float64) string {
	out := make([]byte, 84)
	binary.LittleEndian.PutUint32(out[80:], uint32(len(tris)))
	for _, t := range tris {
		rec := make([]byte, 50)
		for k, p := range t {
			for a := 0; a < 3; a++ {
				binary.LittleEndian.PutUint32(rec[12+12*k+4*a:], math.Float32bits(float32(p[a])))
			}
		}
		out = append(out, rec...)
	}
	return base64.StdEncoding.EncodeToString(out)
}

func TestBuildGoodParts(t *testing.T) {
	bottom, err := os.ReadFile("reference/bottom.scad")
	if err != nil {
		t.Fatal(err)
	}
	up := []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 720, 0, 0, 0, 1}
	p, problems := buildPart(0, "OpenScad", string(bottom), up)
	if problems != nil {
		t.Fatal(problems)
	}
	if p.Kind != "OpenSCAD" || math.Abs(p.Volume-406906) > 1 || p.Bodies != 1 {
		t.Errorf("bottom: %+v", p)
	}
	if lo, hi := p.Posed.Bounds(); lo[2] != 720 || hi[2] != 730 {
		t.Errorf("the top part should land on z ∈ [720, 730], got %v–%v", lo, hi)
	}
	cube := box(0, 0, 0, 10, 20, 30)
	for _, c := range []struct{ typ, contents string }{{"STL", asciiSTL(cube)}, {"stl", base64STL(cube)}} {
		p, problems := buildPart(1, c.typ, c.contents, identity)
		if problems != nil {
			t.Fatal(problems)
		}
		if p.Kind != "STL" || math.Abs(p.Volume-6000) > 1e-9 || !p.Posed.Inside([3]float64{5, 5, 5}) {
			t.Errorf("STL box: %+v", p)
		}
	}
}

func TestBuildBadParts(t *testing.T) {
	cube := box(0, 0, 0, 10, 10, 10)
	flipped := box(0, 0, 0, 10, 10, 10)
	flipped[0][1], flipped[0][2] = flipped[0][2], flipped[0][1]
	var inverted [][3][3]float64
	for _, tri := range cube {
		inverted = append(inverted, [3][3]float64{tri[0], tri[2], tri[1]})
	}
	open := cube[:11]
	cases := []struct {
		name, typ, contents string
		transform           []float64
		want                string
	}{
		{"python", "Python Generating STL", "print('solid')", identity, "part 3: Python sources cannot be executed in the browser grader"},
		{"python scad", "python generating openscad", "print('cube(1);')", identity, "Python sources cannot be executed"},
		{"unknown type", "OBJ", "v 0 0 0", identity, "part 3: unknown fileType \"OBJ\""},
		{"empty", "STL", "  \n", identity, "part 3: the file is empty"},
		{"short transform", "OpenSCAD", "cube(1);", identity[:12], "part 3: transform must be 16 numbers, found 12"},
		{"NaN transform", "OpenSCAD", "cube(1);", []float64{math.NaN(), 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, "16 finite numbers"},
		{"scaling transform", "OpenSCAD", "cube(1);", []float64{2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, "transform is not rigid"},
		{"shear", "OpenSCAD", "cube(1);", []float64{1, 0.5, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, "transform is not rigid"},
		{"mirror", "OpenSCAD", "cube(1);", []float64{-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, "mirrors the part"},
		{"projective", "OpenSCAD", "cube(1);", []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1}, "last row"},
		{"scad syntax", "OpenSCAD", "cube(1);\ncube([1, 2, 3];", identity, "part 3: OpenSCAD error at line 2:15: expected ')'"},
		{"scad refused", "OpenSCAD", "minkowski() { cube(1); sphere(1); }", identity, "unsupported OpenSCAD feature minkowski"},
		{"scad endless", "OpenSCAD", "module m() m(); m();", identity, "nested deeper than"},
		{"scad nothing", "OpenSCAD", "x = 1;", identity, "makes no geometry"},
		{"scad two bodies", "OpenSCAD", "cube(10); translate([20, 0, 0]) cube(10);", identity, "multiple disjoint solids (2)"},
		{"stl garbage", "STL", "solid x\nfacet nonsense", identity, "part 3: ASCII STL, line 2"},
		{"stl flipped", "STL", asciiSTL(flipped), identity, "inconsistent face winding"},
		{"stl open", "STL", asciiSTL(open), identity, "not watertight"},
		{"stl inverted", "STL", asciiSTL(inverted), identity, "inverted"},
		{"stl two bodies", "STL", asciiSTL(append(box(0, 0, 0, 1, 1, 1), box(5, 5, 5, 6, 6, 6)...)), identity, "multiple disjoint solids (2)"},
		{"stl bad base64", "STL", "!!!!", identity, "base64"},
	}
	for _, c := range cases {
		p, problems := buildPart(3, c.typ, c.contents, c.transform)
		if p != nil || len(problems) == 0 || !strings.Contains(strings.Join(problems, "; "), c.want) {
			t.Errorf("%s: %v, want %q", c.name, problems, c.want)
		}
	}
	// Problems with the transform and the file are both reported.
	if _, problems := buildPart(0, "Python Generating STL", "x", identity[:3]); len(problems) != 2 {
		t.Errorf("want two problems, got %q", problems)
	}
}
