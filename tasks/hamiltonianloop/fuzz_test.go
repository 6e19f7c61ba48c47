package hamiltonianloop

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		loop0,
		loop1,
		`{"steps": [{"xy": [1, 1]}, {"xy": [2, 1]}]}`,
		"1,1\n2,1\n2,2\n1,2",
		`[[0.5, 0.5], [1.5, 0.5]]`,
		`[[1, 1], [9223372036854775807, -9223372036854775808]]`,
		"```\n[]\n```",
		`{"steps": [[1, 1, 1]]}`,
	} {
		f.Add(s)
	}
	in := instance(f, 1)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
