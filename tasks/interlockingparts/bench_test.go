package interlockingparts

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// BenchmarkGradeAnswer grades one answer, the reference, on all nine
// criteria, as for an answer never seen before (the cache of built files
// emptied first): what a model's answer to this task costs.
func BenchmarkGradeAnswer(b *testing.B) {
	ref := tasktest.SolveText(b, Task, tasktest.Canonical(b, Task, 0))
	for b.Loop() {
		recent.Reset()
		for k := range criterionNames {
			if r := Task.Grade(tasktest.Canonical(b, Task, k), ref); r.Score != 1 {
				b.Fatalf("criterion %d: the reference scored %v", k, r.Score)
			}
		}
	}
}
