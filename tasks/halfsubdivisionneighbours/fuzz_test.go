package halfsubdivisionneighbours

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and without
// panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"neighbors": ["1100110","11100","1110101","1110111"]}`,
		"<thinking>the target is 1110110</thinking>\n1100110, 11100, 1110101, 1110111",
		"Final answer: 1100110, 11100",
		`["1100110", "1100110"]`,
		`[1100110, 0011, 1.0, true, null]`,
		`{"Neighbors": ["0"]}`,
		"```\n\"\"\n```",
		`["01a", "0 1", ""]`,
	} {
		f.Add(s)
	}
	in := instance(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
