package tetrahedrashadow

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and without
// panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"tetrahedrons": [{"x": 0, "y": 0, "z": 0, "q0": 1, "q1": 0, "q2": 0, "q3": 0}]}`,
		`{"tetrahedrons": [{"x": -2, "y": -2, "z": 0, "q0": 0.8204732385702833, "q1": 0.4247082002778668, "q2": 0.17591989660616122, "q3": 0.33985114297998736}]}`,
		"```json\n[[0,0,0,1,0,0,0],[1,0,0,1,0,0,0]]\n```",
		`[[0,0,0,0.7071,0,0.7071,0]]`,
		`[[0,0,0,0,0,0,0]]`,
		`[[0,0,0,1e-160,0,0,0]]`,
		`[[0,0,0,1e-150,1e-150,0,0]]`,
		`{"tetrahedrons": [[1e308, 0, 0, 1, 0, 0, 0]]}`,
		`{"tetrahedrons": [{"x": 1}]}`,
		"",
	} {
		f.Add(s)
	}
	in := canonical(f, 11)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
