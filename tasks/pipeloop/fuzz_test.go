package pipeloop

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"points": [{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 0.5, "y": 0.8660254}]}`,
		"[[0,0],[1,0],[0.5,0.8660254]]",
		"Final answer: [(0, 0), (1, 0), (0.5, 0.866)]",
		`{"points": [[0,0],[1,0],[1,0]]}`,
		`{"points": [[0,0],["1",0],[0.5,"0.9"]]}`,
		`{"points": [[0,0],[1,0]]}`,
		`{"points": [{"x": 0}, {"y": 1}, {}]}`,
		`[[0,0],[1e308,-1e308],[5e-324,0]]`,
		"",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
