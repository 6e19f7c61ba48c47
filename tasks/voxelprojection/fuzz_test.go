package voxelprojection

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"voxels": [{"xyz": [0, 0, 0]}, {"xyz": 6}, {"xyz": "0, 1, 0"}, {"x": 1, "y": 2, "z": 3}]}`,
		`[[0,0,0],[1,1,1]]`,
		`{"voxels": [[0, 1.5, 0]]}`,
		`{"voxels": ["1e0, 2, 3", 215, 215.5]}`,
		`{"voxels": [{"xyz": [0, 1]}]}`,
		"```json\n{\"voxels\": []}\n```",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
