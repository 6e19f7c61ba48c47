package suite

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/scbench/scbench/tasks"
)

// BenchmarkGenerate builds every canonical instance.
func BenchmarkGenerate(b *testing.B) {
	for _, e := range Tasks() {
		for _, sp := range e.Subpasses() {
			k := sp.Index
			b.Run(fmt.Sprintf("%s/%d", e.Info().Slug, k), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := tasks.New(e, tasks.Request{Subpass: &k}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkGrade grades the reference answer of every canonical subpass.
func BenchmarkGrade(b *testing.B) {
	for _, e := range Tasks() {
		for _, sp := range e.Subpasses() {
			k := sp.Index
			in, err := tasks.New(e, tasks.Request{Subpass: &k})
			if err != nil {
				b.Fatal(err)
			}
			ans, err := e.Solve(in)
			if err != nil {
				b.Fatal(err)
			}
			text, _ := json.Marshal(ans)
			b.Run(fmt.Sprintf("%s/%d", e.Info().Slug, k), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if r := e.Grade(in, string(text)); r.Score != 1 {
						b.Fatalf("reference scored %v", r.Score)
					}
				}
			})
		}
	}
}

// BenchmarkSolve runs every reference solver.
func BenchmarkSolve(b *testing.B) {
	for _, e := range Tasks() {
		for _, sp := range e.Subpasses() {
			k := sp.Index
			in, _ := tasks.New(e, tasks.Request{Subpass: &k})
			b.Run(fmt.Sprintf("%s/%d", e.Info().Slug, k), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := e.Solve(in); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
