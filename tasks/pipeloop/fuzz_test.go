package pipeloop

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and without
// panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"points": [{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 0.5, "y": 0.8660254}]}`,
		"[[0,0],[1,0],[0.5,0.8660254]]",
		"Final answer: [(0, 0), (1, 0), (0.5, 0.866)]",
		`{"points": [[0,0],[1,0],[1,0]]}`,
		`{"points": [[0,0],["1",0],[0.5,"0.9"]]}`,
		`{"points": [[0,0],[1,0]]}`,
		`{"points": [{"x": 0}, {"y": 1}, {}]}`,
		`[[0,0],[1e308,-1e308],[5e-324,0]]`,
		"",
	} {
		f.Add(s)
	}
	in := canonical(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
