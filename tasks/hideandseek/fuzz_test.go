package hideandseek

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and without
// panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"people": [{"xy": [-3, -3]}, {"xy": [-4, -4]}, {"xy": [-5, -5]}, {"xy": [-6, -6]}]}`,
		`[[-3, -3], [-5, -5], [-6, -6], [-3, -5]]`,
		`[[0, 0], [0, 0], [0, 0], [0, 0]]`,
		`{"people": [{"xy": [1e308, -1e308]}, {"xy": [-4]}, 5, null]}`,
		`[(-3.1, -4.9), (-3, -3), (-5, -5), (-6, -6)]`,
		"",
	} {
		f.Add(s)
	}
	in := instance(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
