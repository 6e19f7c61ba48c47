package printableprime

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"reasoning": "", "numberSequence": [{"digit": 3, "orientation": "flat"}, {"digit": 3, "orientation": "rotate90X"}, {"digit": 1, "orientation": "rotate90X"}]}`,
		`[{"digit": 1, "orientation": "flat"}, {"digit": 7, "orientation": "rotate90Y"}]`,
		`{"numberSequence": [{"digit": "12", "orientation": "flat"}]}`,
		`{"numberSequence": [{"digit": 0, "orientation": "flat"}, {"digit": 2, "orientation": "flat"}]}`,
		`{"numberSequence": []}`,
		"```json\n{\"numberSequence\": [{\"digit\": 2, \"orientation\": \"FLAT\"}]}\n```",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
