package classifybehaviour

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"labels": ["known behaviour","three domains meeting","ambiguous","three domains meeting"]}`,
		"```json\n[\"known behaviour\", \"ambiguous\"]\n```",
		`('known behaviour', 'ambiguous')`,
		`["Known Behavior ", "  ", ""]`,
		`{"labels": [1, 2]}`,
		"known behaviour, ambiguous",
		`[]`,
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
