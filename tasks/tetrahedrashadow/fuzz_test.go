package tetrahedrashadow

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"tetrahedrons": [{"x": 0, "y": 0, "z": 0, "q0": 1, "q1": 0, "q2": 0, "q3": 0}]}`,
		`{"tetrahedrons": [{"x": -2, "y": -2, "z": 0, "q0": 0.8204732385702833, "q1": 0.4247082002778668, "q2": 0.17591989660616122, "q3": 0.33985114297998736}]}`,
		"```json\n[[0,0,0,1,0,0,0],[1,0,0,1,0,0,0]]\n```",
		`[[0,0,0,0.7071,0,0.7071,0]]`,
		`[[0,0,0,0,0,0,0]]`,
		`[[0,0,0,1e-160,0,0,0]]`,
		`[[0,0,0,1e-150,1e-150,0,0]]`,
		`{"tetrahedrons": [[1e308, 0, 0, 1, 0, 0, 0]]}`,
		`{"tetrahedrons": [{"x": 1}]}`,
		"",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
