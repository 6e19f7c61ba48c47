package interlockingparts

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// TestBadInputs: each problem is named in the report, within the limits.
func TestBadInputs(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	withPart := func(i int, typ, contents string) string {
		a := reference()
		a.Parts[i].FileType, a.Parts[i].FileContents = typ, contents
		b, _ := json.Marshal(a)
		return string(b)
	}
	cases := []struct{ name, answer, check, fragment string }{
		{"unbalanced braces", withPart(2, "OpenSCAD", "difference() { cube(10); "), "build", "part 2: OpenSCAD error at line 1:"},
		{"endless recursion", withPart(2, "OpenSCAD", "module m() { m(); } m();"), "build", "part 2: OpenSCAD error"},
		{"endless loop", withPart(2, "OpenSCAD", "for (i = [0:1e12]) cube(1);"), "build", "part 2: OpenSCAD error"},
		{"$fn = 1e9", withPart(2, "OpenSCAD", "cylinder(r = 5, h = 2, $fn = 1e9);"), "build", "part 2: OpenSCAD error"},
		{"unsupported feature", withPart(2, "OpenSCAD", "import(\"cage.stl\");"), "build", "unsupported OpenSCAD feature import"},
		{"unknown fileType", withPart(9, "STEP", "ISO-10303-21;"), "build", "part 9: unknown fileType \"STEP\""},
		{"Python", withPart(0, "python generating openscad", "print('cube(1);')"), "build", "Python sources cannot be executed"},
		{"not an object", `{"parts": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}`, "parts", "parts[0]: expected an object"},
		{"a text transform", strings.Replace(withPart(0, "OpenSCAD", "cube(1);"), `"transform":[1,`, `"transform":["1",`, 1), "parts", "parts[0].transform[0]: expected a number"},
		{"a short transform", strings.Replace(withPart(0, "OpenSCAD", "cube(1);"), `"transform":[1,0,0,0,`, `"transform":[`, 1), "build", "part 0: transform must be 16 numbers, found 12"},
		{"no fileType", `{"parts": [{"fileContents": "cube(1);", "transform": []}]}`, "parts", `missing "fileType"`},
		{"far too long", withPart(2, "OpenSCAD", strings.Repeat("cube(1);\n", 120_000)), "answer", "the limit is"},
	}
	for _, c := range cases {
		r := Task.Grade(in, c.answer)
		tasktest.Sane(t, r)
		if r.Score != 0 {
			t.Errorf("%s: score %v", c.name, r.Score)
		}
		tasktest.Fails(t, r, c.check, c.fragment)
	}
}
