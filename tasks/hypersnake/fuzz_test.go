package hypersnake

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"path": [{"pos": [0, 0]}, {"pos": [0, 1]}, {"pos": [1, 1]}]}`,
		`[[0,0],[0,1],[0,2],[1,2]]`,
		`[(0, 0), (1, 0), (1, 1), (0, 1)]`,
		`{"path": [{"pos": [0, 0]}, {"pos": [-1, 0]}]}`,
		`{"path": [{"pos": [0.0, 0]}, {"pos": [0, 1e3]}]}`,
		`{"path": []}`,
		"```json\n{\"path\": [{\"pos\": [0, 0, 0]}]}\n```",
		`{"path": [{"pos": [0, 0]}, {}]}`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
