package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scbench/scbench/scene"
)

func TestScad(t *testing.T) {
	out, errs, code := scbench(t, "", "scad", "../../geom/scad/testdata/grid.scad")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"bounds   [-185, 185] × [-185, 185] × [0, 10]", "(exact)", "bodies   1"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	out, _, code = scbench(t, "difference() { cube(10); translate([0, 0, 5]) polyhedron([[0,0,0],[4,0,0],[0,4,0],[0,0,4]], [[0,1,2],[0,3,1],[0,2,3],[1,3,2]]); }", "scad", "-", "--json", "--pitch", "0.1")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var rep scadReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	want := 1000 - 64.0/6
	if rep.Exact || rep.Pitch <= 0 || math.Abs(rep.Volume-want) > 0.01*want || rep.Bodies != 1 {
		t.Errorf("a difference with a mesh leaf: %+v, want a sampled volume near %.2f", rep, want)
	}
}

func TestScadErrors(t *testing.T) {
	for _, c := range []struct{ stdin, frag string }{
		{"cube(1);\nminkowski() cube(1);", "line 2:1: unsupported OpenSCAD feature minkowski"},
		{"module m() m(); m();", "nested deeper than"},
		{"cube([1, 2, 3]", "expected ')'"},
	} {
		_, errs, code := scbench(t, c.stdin, "scad", "-")
		if code != 2 || !strings.Contains(errs, c.frag) {
			t.Errorf("%q: exit %d, %q, want %q", c.stdin, code, errs, c.frag)
		}
	}
	for _, args := range [][]string{{"scad"}, {"scad", "/no/such.scad"}, {"scad", "-", "--pitch", "0"}} {
		if _, _, code := scbench(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// TestScadScene writes a block's scene: drawn as interlocking-parts draws an
// OpenSCAD part, the block is one box of material (runs of equal rays merge)
// inside its bounding box's lines.
func TestScadScene(t *testing.T) {
	path := filepath.Join(t.TempDir(), "block.json")
	out, errs, code := scbench(t, "translate([1, 2, 3]) cube([10, 20, 4]);", "scad", "-", "--scene", path)
	if code != 0 || !strings.Contains(out, "bounds   [1, 11] × [2, 22] × [3, 7]") {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var sc scene.Scene
	if err := json.Unmarshal(b, &sc); err != nil {
		t.Fatal(err)
	}
	if sc.Dim != 3 || sc.Title != "-" || len(sc.Boxes) != 1 || len(sc.Lines) != 1 || len(sc.Legend) != 2 {
		t.Fatalf("scene %s", b)
	}
	if got := sc.Boxes[0]; !slices.Equal(got.Min, []float64{1, 2, 3}) || !slices.Equal(got.Size, []float64{10, 20, 4}) {
		t.Errorf("boxes min %v size %v, want one box at (1, 2, 3) of 10 × 20 × 4", got.Min, got.Size)
	}
	// to standard output, instead of the measures
	out, _, code = scbench(t, "", "scad", "../../geom/scad/testdata/grid.scad", "--scene", "-")
	if code != 0 || json.Unmarshal([]byte(out), &sc) != nil || sc.Title != "grid.scad" || len(sc.Boxes[0].Min) < 3 {
		t.Errorf("exit %d: %.300s", code, out)
	}
	out, _, code = scbench(t, "x = 1;", "scad", "-", "--scene", "-")
	if code != 0 || !strings.Contains(out, `"caption":"The file makes no geometry."`) {
		t.Errorf("no geometry: exit %d: %s", code, out)
	}
	if _, errs, code := scbench(t, "cube(1);", "scad", "-", "--scene", filepath.Join(t.TempDir(), "no", "such.json")); code == 0 || !strings.Contains(errs, "such.json") {
		t.Errorf("an unwritable scene: exit %d, %q", code, errs)
	}
}
