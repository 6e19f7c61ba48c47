package interlockingparts

import (
	"encoding/json"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
// The seeds are answers a model might give, cheap enough to grade often.
func FuzzGrade(f *testing.F) {
	one := func(contents, typ string, t ...float64) string {
		a := Answer{}
		for range PartCount {
			a.Parts = append(a.Parts, AnswerPart{FileContents: contents, FileType: typ, Transform: t})
		}
		b, _ := json.Marshal(a)
		return string(b)
	}
	id := []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}
	for _, s := range []string{
		one("cube([10,10,10]);", "OpenSCAD", id...),
		one("difference() { cube([370, 370, 10], center = true); cube([350, 350, 20], center = true); }", "OpenSCAD", id...),
		one("for (i = [0:5]) translate([i * 72 - 180, 0, 5]) cube([10, 370, 10], center = true);", "openscad", id...),
		one("solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid x\n", "STL", id...),
		one("cube(1);", "OpenSCAD", 1, 0, 0),
		one("module m() m(); m();", "OpenSCAD", id...),
		one("print(1)", "Python Generating STL", id...),
		`{"parts": [{"fileContents": "cube(1);", "fileType": "OpenSCAD", "transform": [NaN]}]}`,
		"Here are the parts:\n```json\n{\"parts\": []}\n```",
	} {
		f.Add(s)
	}
	in := tasktest.Canonical(f, Task, 3)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}

// FuzzGenerate: every instance the manifold admits builds the same twice
// and its reference passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
