package hideandseek

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"people": [{"xy": [-3, -3]}, {"xy": [-4, -4]}, {"xy": [-5, -5]}, {"xy": [-6, -6]}]}`,
		`[[-3, -3], [-5, -5], [-6, -6], [-3, -5]]`,
		`[[0, 0], [0, 0], [0, 0], [0, 0]]`,
		`{"people": [{"xy": [1e308, -1e308]}, {"xy": [-4]}, 5, null]}`,
		`[(-3.1, -4.9), (-3, -3), (-5, -5), (-6, -6)]`,
		"",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
