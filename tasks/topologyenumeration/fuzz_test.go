package topologyenumeration

import (
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"configs": [[0,0,1,2],[1,0,0,2],[1,2,0,0],[0,1,2,0]]}`,
		"Final answer: [(1,0,0,0),(0,1,0,0),(0,0,1,0),(0,0,0,1),(0,0,1,1),(0,1,1,0),(0,1,0,1)]",
		"```python\n[(0, 0, 1, 2), (0, 1, 1, 2)]\n```",
		`[[0,1,1,1.0]]`,
		`[[true,false,false,false]]`,
		`[[9223372036854775807,-9223372036854775808,0,1]]`,
		`{"configs": [["a",0,0,0]]}`,
		`[]`,
	} {
		f.Add(s)
	}
	ins := []*tasks.Instance{instance(f, 0), instance(f, 4)}
	f.Fuzz(func(t *testing.T, text string) {
		for _, in := range ins {
			tasktest.Sane(t, Task.Grade(in, text))
		}
	})
}
