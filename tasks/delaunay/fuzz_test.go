package delaunay

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"triangles": [[0,1,5],[0,3,5],[1,2,5],[2,3,4],[2,3,5]]}`,
		"<thinking>hmm</thinking>[(0,1,5),(0,3,5),(1,2,5),(2,3,4),(2,3,5)]",
		`[[0,1,5],[0,3,5],[1,2,5],[2,3,4]]`,
		`[[0,1,5],[0,1,5],[1,2,5],[2,3,4],[2,3,5]]`,
		`[[0,1,2],[0,1,5],[0,3,5],[1,2,5],[2,4,5],[3,4,5]]`,
		`{"triangles": [[0,1,-5]]}`,
		`[[5,5,5]]`,
		"",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
