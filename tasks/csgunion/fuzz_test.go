package csgunion

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	cube := text(boxAnswer(-5, 13, -5, 5, -5, 5))
	for _, s := range []string{
		cube,
		"```json\n" + cube + "\n```",
		"The union is a box.\n\nFinal answer: " + cube,
		`{"vertex": [{"xyz": [0,0,0]}, {"xyz": [1,0,0]}, {"xyz": [0,1,0]}, {"xyz": [0,0,1]}], "faces": [{"vertex": [0,2,1]}, {"vertex": [0,1,3]}, {"vertex": [1,2,3]}, {"vertex": [0,3,2]}]}`,
		`{"polyhedron": {"vertex": [{"xyz": ["1", "2", "3"]}], "faces": [{"vertex": [0, 0, 0]}]}}`,
		`{"polyhedron": {"vertex": [{"xyz": [1e308, -1e308, 0]}, {"xyz": [0,0,0]}, {"xyz": [1,1,1]}], "faces": [{"vertex": [0,1,2]}, {"vertex": [2,1,0]}]}}`,
		`{"polyhedron": {"vertex": [{"xyz": [0,0,0]}], "faces": [{"vertex": [0, -1, 2.0]}]}}`,
		`{'polyhedron': {'vertex': [{'xyz': (0, 0, 0)}], 'faces': [{'vertex': (0, 1, 2)}]}}`,
	} {
		f.Add(s)
	}
	in := canonicalInstance(f, 16)
	f.Fuzz(func(t *testing.T, text string) {
		r := Task.Grade(in, text)
		tasktest.Sane(t, r)
		r.BuildOverlay()
	})
}
