package printableprime

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"reasoning": "", "numberSequence": [{"digit": 3, "orientation": "flat"}, {"digit": 3, "orientation": "rotate90X"}, {"digit": 1, "orientation": "rotate90X"}]}`,
		`[{"digit": 1, "orientation": "flat"}, {"digit": 7, "orientation": "rotate90Y"}]`,
		`{"numberSequence": [{"digit": "12", "orientation": "flat"}]}`,
		`{"numberSequence": [{"digit": 0, "orientation": "flat"}, {"digit": 2, "orientation": "flat"}]}`,
		`{"numberSequence": []}`,
		"```json\n{\"numberSequence\": [{\"digit\": 2, \"orientation\": \"FLAT\"}]}\n```",
	} {
		f.Add(s)
	}
	in := canonical(f)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
