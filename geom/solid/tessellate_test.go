package solid

import (
	"bufio"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
)

// frustumVolume is the volume of a frustum of a regular n-gon pyramid with
// circumradii r1 and r2 and height h, from the prismoid formula.
func frustumVolume(n int, r1, r2, h float64) float64 {
	area := func(r float64) float64 { return float64(n) / 2 * r * r * math.Sin(2*math.Pi/float64(n)) }
	a1, a2 := area(r1), area(r2)
	return h / 3 * (a1 + a2 + math.Sqrt(a1*a2))
}

// sphereVolume is the volume of OpenSCAD's sphere from the frustum formula
// band by band, with package math's trigonometry: independent of the
// tessellation code.
func sphereVolume(r float64, n int) float64 {
	m := (n + 1) / 2
	var v float64
	for i := 0; i+1 < m; i++ {
		p1 := math.Pi * (float64(i) + 0.5) / float64(m)
		p2 := math.Pi * (float64(i) + 1.5) / float64(m)
		v += frustumVolume(n, r*math.Sin(p1), r*math.Sin(p2), r*(math.Cos(p1)-math.Cos(p2)))
	}
	return v
}

func near(a, b, rel float64) bool {
	return math.Abs(a-b) <= rel*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

func TestFragmentsLikeOpenSCAD(t *testing.T) {
	cases := []struct {
		r, fn, fs, fa float64
		want          int
	}{
		{5, 24, 2, 12, 24},
		{5, 24.9, 2, 12, 24}, // truncated like static_cast<int>
		{5, 2.5, 2, 12, 3},
		{5, 0, 2, 12, 16}, // ceil(min(30, 2π·5/2 ≈ 15.7))
		{1, 0, 2, 12, 5},  // at least 5
		{100, 0, 2, 12, 30},
		{100, 0, 0, 0, 36000}, // $fa and $fs clamped to 0.01
		{1e-7, 24, 2, 12, 3},  // radius below GRID_FINE
		{5, math.NaN(), 2, 12, 3},
		{5, math.Inf(1), 2, 12, 3},
		{5, 1e300, 2, 12, math.MaxInt32},
	}
	for _, c := range cases {
		if got := Fragments(c.r, c.fn, c.fs, c.fa); got != c.want {
			t.Errorf("Fragments(%v, %v, %v, %v) = %d, want %d", c.r, c.fn, c.fs, c.fa, got, c.want)
		}
	}
}

// The spec's figure for OpenSCAD's sphere(r = 8, $fn = 24), and the frustum
// formula for other spheres.
func TestSphereVolume(t *testing.T) {
	s, err := Sphere(8, 24)
	if err != nil {
		t.Fatal(err)
	}
	if v := s.Volume(); math.Abs(v-2084.1997) > 5e-5 {
		t.Errorf("sphere r=8 $fn=24: volume %.7f, want 2084.1997", v)
	}
	if len(s.Verts) != 24*12 || len(s.Faces) != 24*11+2 {
		t.Errorf("sphere r=8 $fn=24: %d vertices, %d faces", len(s.Verts), len(s.Faces))
	}
	for _, n := range []int{3, 4, 5, 7, 16, 24, 33, 100} {
		s, err := Sphere(3.5, n)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := s.Volume(), sphereVolume(3.5, n); !near(got, want, 1e-12) {
			t.Errorf("sphere $fn=%d: volume %v, frustum formula %v", n, got, want)
		}
	}
}

func TestCylinderVolumes(t *testing.T) {
	cases := []struct {
		h, r1, r2 float64
		n         int
		want      float64
	}{
		{20, 5, 5, 24, 1552.914271},                   // the spec's T-C8 prism
		{15, 8, 0, 24, frustumVolume(24, 8, 0, 15)},   // a cone
		{3, 4, 2, 10, frustumVolume(10, 4, 2, 3)},     // a frustum
		{2, 0, 3, 5, frustumVolume(5, 3, 0, 2)},       // an upside-down cone
		{10, 5, 5, 6, 3 * math.Sqrt(3) / 2 * 25 * 10}, // hexagonal prism
		{10, 5, 5, 8, 2 * math.Sqrt(2) * 25 * 10},     // octagonal prism
		{1, 1, 1, Fragments(1, 0, DefaultFs, DefaultFa), frustumVolume(5, 1, 1, 1)},
	}
	for _, c := range cases {
		for _, center := range []bool{false, true} {
			cy, err := Cylinder(c.h, c.r1, c.r2, center, c.n)
			if err != nil {
				t.Fatal(err)
			}
			if v := cy.Volume(); math.Abs(v-c.want) > 1e-6*math.Max(1, c.want) {
				t.Errorf("cylinder %+v: volume %.9f, want %.9f", c, v, c.want)
			}
			lo, hi := cy.Bounds()
			z0 := 0.0
			if center {
				z0 = -c.h / 2
			}
			if lo[2] != z0 || hi[2] != z0+c.h {
				t.Errorf("cylinder %+v centred=%v spans z %v..%v", c, center, lo[2], hi[2])
			}
		}
	}
	for _, bad := range [][3]float64{{0, 1, 1}, {1, 0, 0}, {1, -1, 1}, {math.Inf(1), 1, 1}, {1, math.NaN(), 1}} {
		if _, err := Cylinder(bad[0], bad[1], bad[2], true, 8); err == nil {
			t.Errorf("cylinder %v was accepted", bad)
		}
	}
}

// offMesh reads an OFF file as OpenSCAD writes it.
func offMesh(t *testing.T, path string) (vs []Vec3, faces [][]int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var nums [][]float64
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) > 0 && fs[0] == "OFF" {
			fs = fs[1:]
		}
		if len(fs) == 0 {
			continue
		}
		row := make([]float64, len(fs))
		for i, s := range fs {
			if row[i], err = strconv.ParseFloat(s, 64); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		}
		nums = append(nums, row)
	}
	nv, nf := int(nums[0][0]), int(nums[0][1])
	for _, r := range nums[1 : 1+nv] {
		vs = append(vs, Vec3{r[0], r[1], r[2]})
	}
	for _, r := range nums[1+nv : 1+nv+nf] {
		face := make([]int, int(r[0]))
		for i := range face {
			face[i] = int(r[1+i])
		}
		faces = append(faces, face)
	}
	return vs, faces
}

func meshVolume(vs []Vec3, faces [][]int) float64 {
	var six float64
	for _, f := range faces {
		for i := 1; i+1 < len(f); i++ {
			six += det3(vs[f[0]], vs[f[i]], vs[f[i+1]])
		}
	}
	return math.Abs(six / 6)
}

// The tessellation matches what OpenSCAD 2021.01 exports for the same
// primitives (testdata/openscad, six significant digits): the same number of
// vertices, each of OpenSCAD's within rounding of one of ours, and the same
// volume.
func TestTessellationMatchesOpenSCAD(t *testing.T) {
	frag := func(r float64) int { return Fragments(r, 0, DefaultFs, DefaultFa) }
	must := func(c *Convex, err error) *Convex {
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	cases := map[string]*Convex{
		"sphere_r8_fn24":        must(Sphere(8, 24)),
		"cone_r8_h15_fn24":      must(Cylinder(15, 8, 0, false, 24)),
		"cyl_x_r5_h20_fn24":     must(Cylinder(20, 5, 5, true, 24)).Transform(RotateDegrees(0, 90, 0)),
		"hexprism_r5_h10":       must(Cylinder(10, 5, 5, true, 6)),
		"sphere_r70_fn16":       must(Sphere(70, 16)),
		"sphere_r3_fn7":         must(Sphere(3, 7)),
		"sphere_r5_default":     must(Sphere(5, frag(5))),
		"cyl_r1_h1_default":     must(Cylinder(1, 1, 1, false, frag(1))),
		"frustum_r4_r2_h3_fn10": must(Cylinder(3, 4, 2, false, 10)),
		"icone_r0_r3_h2_fn5":    must(Cylinder(2, 0, 3, true, 5)),
	}
	files, _ := filepath.Glob("testdata/openscad/*.off")
	if len(files) != len(cases) {
		t.Fatalf("%d OFF files for %d cases", len(files), len(cases))
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".off")
		c := cases[name]
		if c == nil {
			t.Fatalf("no case for %s", name)
		}
		if _, err := NewConvex(c.Verts, c.Faces); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		vs, faces := offMesh(t, path)
		if len(vs) != len(c.Verts) {
			t.Errorf("%s: OpenSCAD has %d vertices, we have %d", name, len(vs), len(c.Verts))
			continue
		}
		lo, hi := c.Bounds()
		size := geom.Length3(hi.Sub(lo))
		used := make([]bool, len(c.Verts))
		for _, p := range vs {
			best, bestD := -1, math.Inf(1)
			for k, q := range c.Verts {
				if d := geom.Length3(p.Sub(q)); d < bestD && !used[k] {
					best, bestD = k, d
				}
			}
			if bestD > 1e-5*size {
				t.Errorf("%s: OpenSCAD's vertex %v is %g from ours", name, p, bestD)
				break
			}
			used[best] = true
		}
		if got, want := c.Volume(), meshVolume(vs, faces); !near(got, want, 2e-5) {
			t.Errorf("%s: volume %v, OpenSCAD's mesh %v", name, got, want)
		}
	}
}

func TestCubeAndBox(t *testing.T) {
	c, err := Cube(Vec3{10, 20, 30}, true)
	if err != nil {
		t.Fatal(err)
	}
	if v := c.Volume(); v != 6000 {
		t.Errorf("volume %v", v)
	}
	if lo, hi := c.Bounds(); lo != (Vec3{-5, -10, -15}) || hi != (Vec3{5, 10, 15}) {
		t.Errorf("bounds %v %v", lo, hi)
	}
	c, _ = Cube(Vec3{1, 2, 3}, false)
	if lo, _ := c.Bounds(); lo != (Vec3{}) {
		t.Errorf("uncentred cube starts at %v", lo)
	}
	if _, err := Box(Vec3{0, 0, 0}, Vec3{1, 0, 1}); err == nil {
		t.Error("a flat box was accepted")
	}
}

func TestPrismAndTetrahedron(t *testing.T) {
	tri := []geom.Vec2{{0, 0}, {4, 0}, {0, 3}}
	for _, ring := range [][]geom.Vec2{tri, {tri[2], tri[1], tri[0]}} {
		p, err := Prism(ring, -1, 1)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := NewConvex(p.Verts, p.Faces); err != nil {
			t.Error(err)
		}
		if v := p.Volume(); v != 12 {
			t.Errorf("prism volume %v, want 12", v)
		}
	}
	a, b, c, d := Vec3{0, 0, 0}, Vec3{6, 0, 0}, Vec3{0, 6, 0}, Vec3{0, 0, 6}
	for _, tt := range [][4]Vec3{{a, b, c, d}, {a, c, b, d}} {
		te, err := Tetrahedron(tt[0], tt[1], tt[2], tt[3])
		if err != nil {
			t.Fatal(err)
		}
		if v := te.Volume(); v != 36 {
			t.Errorf("tetrahedron volume %v, want 36", v)
		}
	}
	if _, err := Prism([]geom.Vec2{{0, 0}, {2, 0}, {1, 0.5}, {2, 2}, {0, 2}}, 0, 1); err == nil {
		t.Error("a prism over a non-convex base was accepted")
	}
	if _, err := Tetrahedron(a, b, c, Vec3{1, 1, 0}); err == nil {
		t.Error("a flat tetrahedron was accepted")
	}
}

func TestNewConvexRejects(t *testing.T) {
	box, _ := Box(Vec3{0, 0, 0}, Vec3{1, 1, 1})
	inverted := make([][]int, len(box.Faces))
	for i, f := range box.Faces {
		inverted[i] = []int{f[3], f[2], f[1], f[0]}
	}
	dent := append([]Vec3(nil), box.Verts...)
	dent[6] = Vec3{0.5, 0.5, 0.5} // the top corner pushed inside: not convex
	cases := map[string]struct {
		vs    []Vec3
		faces [][]int
	}{
		"inverted":  {box.Verts, inverted},
		"dented":    {dent, box.Faces},
		"index":     {box.Verts, append(BoxFaces()[:5], []int{1, 2, 6, 9})},
		"few":       {box.Verts[:3], [][]int{{0, 1, 2}}},
		"short":     {box.Verts, append(BoxFaces()[:5], []int{1, 2})},
		"NaN":       {append([]Vec3{{math.NaN(), 0, 0}}, box.Verts[1:]...), box.Faces},
		"unused":    {append(append([]Vec3(nil), box.Verts...), Vec3{0.5, 0.5, 0.5}), box.Faces},
		"collapsed": {[]Vec3{{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}}, [][]int{{0, 1, 2}, {0, 1, 3}, {1, 2, 3}, {0, 2, 3}}},
	}
	for name, c := range cases {
		if _, err := NewConvex(c.vs, c.faces); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
