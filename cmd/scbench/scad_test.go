package main

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
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
