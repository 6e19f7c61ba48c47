package topologyenumeration

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"configs": [[0,0,1,2],[1,0,0,2],[1,2,0,0],[0,1,2,0]]}`,
		"Final answer: [(1,0,0,0),(0,1,0,0),(0,0,1,0),(0,0,0,1),(0,0,1,1),(0,1,1,0),(0,1,0,1)]",
		"```python\n[(0, 0, 1, 2), (0, 1, 1, 2)]\n```",
		`[[0,1,1,1.0]]`,
		`[[true,false,false,false]]`,
		`[[9223372036854775807,-9223372036854775808,0,1]]`,
		`{"configs": [["a",0,0,0]]}`,
		`[]`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
