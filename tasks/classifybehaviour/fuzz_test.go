package classifybehaviour

import (
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"labels": ["known behaviour","three domains meeting","ambiguous","three domains meeting"]}`,
		"```json\n[\"known behaviour\", \"ambiguous\"]\n```",
		`('known behaviour', 'ambiguous')`,
		`["Known Behavior ", "  ", ""]`,
		`{"labels": [1, 2]}`,
		"known behaviour, ambiguous",
		`[]`,
	} {
		f.Add(s)
	}
	ins := []*tasks.Instance{instance(f, 0), instance(f, 3)}
	f.Fuzz(func(t *testing.T, text string) {
		for _, in := range ins {
			tasktest.Sane(t, Task.Grade(in, text))
		}
	})
}
