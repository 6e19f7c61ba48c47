package delaunay

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and without
// panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"triangles": [[0,1,5],[0,3,5],[1,2,5],[2,3,4],[2,3,5]]}`,
		"<thinking>hmm</thinking>[(0,1,5),(0,3,5),(1,2,5),(2,3,4),(2,3,5)]",
		`[[0,1,5],[0,3,5],[1,2,5],[2,3,4]]`,
		`[[0,1,5],[0,1,5],[1,2,5],[2,3,4],[2,3,5]]`,
		`[[0,1,2],[0,1,5],[0,3,5],[1,2,5],[2,4,5],[3,4,5]]`,
		`{"triangles": [[0,1,-5]]}`,
		`[[5,5,5]]`,
		"",
	} {
		f.Add(s)
	}
	in := instance(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
