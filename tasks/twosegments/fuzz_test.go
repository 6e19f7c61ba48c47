package twosegments

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"segments": [[[0,0.5],[1,0.5]],[[0.5,0],[0.5,1]]]}`,
		"[((0, 0.5), (1, 0.5)), ((0.5, 0), (0.5, 1))]",
		"Final answer: [((0, 0), (1, 1)), ((0, 1), (1, 0))]",
		`[[[0,0.5],[0,0.5]],[[0.5,0],[0.5,1]]]`,
		`[[[-0.04,0.4],[0.25,0.01]],[[-0.02,0.2],[0.5,0.02]]]`,
		`[[[0,0],[1,0.5]],[[0,0.0002],[1,0.4998]]]`,
		`[[[0,NaN],[1,0.5]],[[0.5,0],[0.5,1]]]`,
		`{"Segments": []}`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
