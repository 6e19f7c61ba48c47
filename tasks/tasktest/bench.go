package tasktest

import (
	"fmt"
	"testing"

	"github.com/scbench/scbench/tasks"
)

// BenchmarkGrade grades the reference answer of every canonical subpass, one
// sub-benchmark each, without drawing overlays: what a batch or the
// leaderboard pays per answer.
func BenchmarkGrade(b *testing.B, task tasks.Task) {
	for _, sp := range task.Subpasses() {
		k := sp.Index
		in := Canonical(b, task, k)
		ref := SolveText(b, task, in)
		b.Run(fmt.Sprintf("subpass=%d", k), func(b *testing.B) {
			for b.Loop() {
				if r := task.Grade(in, ref); r.Score <= 0 {
					b.Fatalf("the reference answer scored nothing: %s", reportLine(r))
				}
			}
		})
	}
}
