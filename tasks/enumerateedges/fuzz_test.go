package enumerateedges

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"edges": [[], [[2,3]], [[1,2]], [[1,3]]]}`,
		"Final answer: [[], [(2, 3)], [(1, 2)], [(1, 3)]]",
		"```json\n[[[0,3]], [], [[0,3],[1,2]], [[1,3]], [[2,3]]]\n```",
		`[[], [[3,1]], [[9223372036854775807,-9223372036854775808]], [[1,1]]]`,
		`[[], [2,3], [], []]`,
		`{"edges": [[["a","b"]]]}`,
		`[]`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
