package halfsubdivisionneighbours

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"neighbors": ["1100110","11100","1110101","1110111"]}`,
		"<thinking>the target is 1110110</thinking>\n1100110, 11100, 1110101, 1110111",
		"Final answer: 1100110, 11100",
		`["1100110", "1100110"]`,
		`[1100110, 0011, 1.0, true, null]`,
		`{"Neighbors": ["0"]}`,
		"```\n\"\"\n```",
		`["01a", "0 1", ""]`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
