package voxelprojection

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"voxels": [{"xyz": [0, 0, 0]}, {"xyz": 6}, {"xyz": "0, 1, 0"}, {"x": 1, "y": 2, "z": 3}]}`,
		`[[0,0,0],[1,1,1]]`,
		`{"voxels": [[0, 1.5, 0]]}`,
		`{"voxels": ["1e0, 2, 3", 215, 215.5]}`,
		`{"voxels": [{"xyz": [0, 1]}]}`,
		"```json\n{\"voxels\": []}\n```",
	} {
		f.Add(s)
	}
	in := instance(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
