package hamiltonianloop

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		loop0,
		loop1,
		`{"steps": [{"xy": [1, 1]}, {"xy": [2, 1]}]}`,
		"1,1\n2,1\n2,2\n1,2",
		`[[0.5, 0.5], [1.5, 0.5]]`,
		`[[1, 1], [9223372036854775807, -9223372036854775808]]`,
		"```\n[]\n```",
		`{"steps": [[1, 1, 1]]}`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
