package packprisms

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"boxes": [{"XyzMin": [0,0,0], "XyzMax": [5,3,2]}, {"XyzMin": [5,0,0], "XyzMax": [10,3,2]}]}`,
		`[[[0,0,0],[5,3,2]], [[0,0,2],[5,3,4]]]`,
		`[{"boxes": [{"min": [0,0,0], "max": [3,5,2]}]}, {"boxes": []}]`,
		`{"boxes": [{"XyzMin": [0,0,0], "XyzMax": [5,3,-2]}]}`,
		`{"boxes": [{"XyzMin": [0,0,0], "XyzMax": [1e30,3,2]}]}`,
		"```json\n{\"boxes\": []}\n```",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
