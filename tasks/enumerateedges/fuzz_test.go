package enumerateedges

import (
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"edges": [[], [[2,3]], [[1,2]], [[1,3]]]}`,
		"Final answer: [[], [(2, 3)], [(1, 2)], [(1, 3)]]",
		"```json\n[[[0,3]], [], [[0,3],[1,2]], [[1,3]], [[2,3]]]\n```",
		`[[], [[3,1]], [[9223372036854775807,-9223372036854775808]], [[1,1]]]`,
		`[[], [2,3], [], []]`,
		`{"edges": [[["a","b"]]]}`,
		`[]`,
	} {
		f.Add(s)
	}
	ins := []*tasks.Instance{instance(f, 0), instance(f, 6)}
	f.Fuzz(func(t *testing.T, text string) {
		for _, in := range ins {
			tasktest.Sane(t, Task.Grade(in, text))
		}
	})
}
