package twosegments

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and without
// panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"segments": [[[0,0.5],[1,0.5]],[[0.5,0],[0.5,1]]]}`,
		"[((0, 0.5), (1, 0.5)), ((0.5, 0), (0.5, 1))]",
		"Final answer: [((0, 0), (1, 1)), ((0, 1), (1, 0))]",
		`[[[0,0.5],[0,0.5]],[[0.5,0],[0.5,1]]]`,
		`[[[-0.04,0.4],[0.25,0.01]],[[-0.02,0.2],[0.5,0.02]]]`,
		`[[[0,0],[1,0.5]],[[0,0.0002],[1,0.4998]]]`,
		`[[[0,NaN],[1,0.5]],[[0.5,0],[0.5,1]]]`,
		`{"Segments": []}`,
	} {
		f.Add(s)
	}
	quad, square := instance(f, 2), instance(f, 4)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(quad, text))
		tasktest.Sane(t, Task.Grade(square, text))
	})
}
