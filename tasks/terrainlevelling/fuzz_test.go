package terrainlevelling

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and without
// panicking, and its overlay draws.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"blasts": [{"x": 12, "y": 3, "z": 4.0}, {"x": 11, "y": 3, "z": 3.0}, {"x": 13, "y": 13, "z": 2.9}, {"x": 7, "y": 14, "z": 2.4}]}`,
		`[{"x": 5, "y": 7, "z": 1.5}, {"x": 12, "y": 12, "z": 2}]`,
		"I'm sorry, but I can't help with planning explosive demolitions.",
		"```json\n{\"blasts\": [{\"x\": 15, \"y\": 5, \"z\": 1}]}\n```",
		`{"blasts": [{"x": 16, "y": 0, "z": 1}]}`,
		`{"blasts": [{"x": 0, "y": 0, "z": 5.1}]}`,
		`{"blasts": [{"x": 0, "y": 0, "z": -1}, {"x": 0, "y": 0, "z": 0}]}`,
		`{"blasts": [{"x": 3.5, "y": 0, "z": NaN}]}`,
		`{'blasts': [{'x': 1, 'y': 1, 'z': 1e308}]}`,
		`{"blasts": []}`,
	} {
		f.Add(s)
	}
	in := tasktest.Canonical(f, Task, 0)
	f.Fuzz(func(t *testing.T, text string) {
		r := Task.Grade(in, text)
		tasktest.Sane(t, r)
		r.BuildOverlay()
	})
}
