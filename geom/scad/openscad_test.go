package scad

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom/stl"
)

// testdata/openscad.txt holds OpenSCAD 2021.01's volume and bounds for each
// file in testdata/openscad (exported to STL and measured). With
// SCAD_UPDATE=1 and openscad on PATH, TestMatchesOpenSCAD rewrites it.
const factsFile = "testdata/openscad.txt"

type facts struct {
	vol    float64
	lo, hi Vec3
}

func readFacts(t *testing.T) map[string]facts {
	f, err := os.Open(factsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]facts{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		var name string
		var x facts
		if _, err := fmt.Sscan(line, &name, &x.vol, &x.lo[0], &x.lo[1], &x.lo[2], &x.hi[0], &x.hi[1], &x.hi[2]); err != nil {
			t.Fatalf("%s: %q: %v", factsFile, line, err)
		}
		out[name] = x
	}
	return out
}

func updateFacts(t *testing.T, files []string) {
	var b strings.Builder
	b.WriteString("# OpenSCAD 2021.01: file, volume, bounds (lo x y z, hi x y z) of the exported STL\n")
	dir := t.TempDir()
	for _, f := range files {
		out := filepath.Join(dir, filepath.Base(f)+".stl")
		cmd := exec.Command("openscad", "-o", out, "--export-format", "asciistl", f)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("openscad %s: %v\n%s", f, err, msg)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		m, err := stl.Read(data, stl.Limits{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		lo, hi := m.Bounds()
		fmt.Fprintf(&b, "%s %.6f %.6f %.6f %.6f %.6f %.6f %.6f\n", filepath.Base(f), m.SignedVolume(), lo[0], lo[1], lo[2], hi[0], hi[1], hi[2])
	}
	if err := os.WriteFile(factsFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMatchesOpenSCAD evaluates every file in testdata/openscad and
// compares bounds (to 1e-5) and volume with OpenSCAD's: to 1e-6 relative
// when the volume is exact (unions of convex objects, which pins the
// fragment counts and vertices), to the sampling error otherwise.
func TestMatchesOpenSCAD(t *testing.T) {
	files, _ := filepath.Glob("testdata/openscad/*.scad")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	if os.Getenv("SCAD_UPDATE") == "1" {
		updateFacts(t, files)
	}
	want := readFacts(t)
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			w, ok := want[name]
			if !ok {
				t.Fatalf("%s is not in %s (run with SCAD_UPDATE=1)", name, factsFile)
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Evaluate(string(src), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Warnings) > 0 {
				t.Errorf("warnings: %v", r.Warnings)
			}
			m := r.Measure(0.5)
			for k := 0; k < 3; k++ {
				// OpenSCAD writes 6 significant digits.
				if !near(m.Lo[k], w.lo[k], 1e-5) || !near(m.Hi[k], w.hi[k], 1e-5) {
					t.Errorf("bounds %v–%v, OpenSCAD %v–%v", m.Lo, m.Hi, w.lo, w.hi)
					break
				}
			}
			tol := 1e-4 * w.vol
			if len(r.Meshes) > 0 {
				tol = 0.01 * w.vol
			} else if !m.Exact {
				t.Errorf("a tree of convex leaves should have an exact volume")
			}
			if math.Abs(m.Volume-w.vol) > tol {
				t.Errorf("volume %.6f (exact %v, pitch %.3g), OpenSCAD %.6f", m.Volume, m.Exact, m.Pitch, w.vol)
			}
			if m.Bodies < 1 {
				t.Errorf("%d bodies", m.Bodies)
			}
		})
	}
}

func near(a, b, rel float64) bool { return math.Abs(a-b) <= rel*max(1, math.Abs(b)) }

// TestReferenceBottom checks the interlocking-parts spec's measured facts
// for the reference cage's bottom part: volume 406,906 mm³, bounds
// [−185, 185]² × [0, 10], one body.
func TestReferenceBottom(t *testing.T) {
	src, err := os.ReadFile("testdata/openscad/bottom.scad")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Evaluate(string(src), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m := r.Measure(0.5)
	if !m.Exact || math.Abs(m.Volume-406906) > 1 || m.Bodies != 1 ||
		m.Lo != (Vec3{-185, -185, 0}) || m.Hi != (Vec3{185, 185, 10}) {
		t.Errorf("%+v", m)
	}
}
