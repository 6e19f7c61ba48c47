package hypersnake

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"path": [{"pos": [0, 0]}, {"pos": [0, 1]}, {"pos": [1, 1]}]}`,
		`[[0,0],[0,1],[0,2],[1,2]]`,
		`[(0, 0), (1, 0), (1, 1), (0, 1)]`,
		`{"path": [{"pos": [0, 0]}, {"pos": [-1, 0]}]}`,
		`{"path": [{"pos": [0.0, 0]}, {"pos": [0, 1e3]}]}`,
		`{"path": []}`,
		"```json\n{\"path\": [{\"pos\": [0, 0, 0]}]}\n```",
		`{"path": [{"pos": [0, 0]}, {}]}`,
	} {
		f.Add(s)
	}
	in := instance(f, 1)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
