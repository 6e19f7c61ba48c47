package shikaku

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"rectangles": [[0,0,0,2],[0,3,0,6],[1,0,1,3],[1,4,3,4],[1,5,1,6],[2,0,5,1],[2,2,5,2],[2,3,4,3],[2,5,3,6],[4,4,4,5],[4,6,6,6],[5,3,5,5],[6,0,6,1],[6,2,6,5]]}`,
		`[(0,0,0,2),(0,3,0,6)]`,
		`[[0,0,7,0]]`,
		`[[2,0,0,2]]`,
		`[["1", 2.0, 3, 4]]`,
		"```\n[]\n```",
		`[[0,0,6,6]]`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
