package packprisms

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"boxes": [{"XyzMin": [0,0,0], "XyzMax": [5,3,2]}, {"XyzMin": [5,0,0], "XyzMax": [10,3,2]}]}`,
		`[[[0,0,0],[5,3,2]], [[0,0,2],[5,3,4]]]`,
		`[{"boxes": [{"min": [0,0,0], "max": [3,5,2]}]}, {"boxes": []}]`,
		`{"boxes": [{"XyzMin": [0,0,0], "XyzMax": [5,3,-2]}]}`,
		`{"boxes": [{"XyzMin": [0,0,0], "XyzMax": [1e30,3,2]}]}`,
		"```json\n{\"boxes\": []}\n```",
	} {
		f.Add(s)
	}
	in := canonical(f, 1)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
