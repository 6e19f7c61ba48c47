package runner

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/scbench/scbench/runner/runnertest"
)

// BenchmarkRun measures the runner's own cost per request: one op is a run
// of 24 prompts (8 with an image) at two budgets against the local test
// server, answers file written, read back and rewritten; the server's
// replies are in it too, so it bounds the runner's share from above.
func BenchmarkRun(b *testing.B) {
	dir := b.TempDir()
	tasksOf := []string{"shikaku", "delaunay", "polynomial-fit"}
	var items []runnertest.Item
	for i := range 24 {
		it := runnertest.Item{Task: tasksOf[i%3], Seed: uint64(i)}
		if it.Task == "polynomial-fit" {
			it.Params = "size=48"
		}
		items = append(items, it)
	}
	name := runnertest.WriteDataset(b, dir, items...)
	srv := runnertest.FromFile(b, name)
	prompts, err := Load(name)
	if err != nil {
		b.Fatal(err)
	}
	cfg := Config{Concurrency: 4, Budgets: []int{1024, 4096}, Client: Client{URL: srv.URL + "/chat/completions", Model: "m",
		BudgetField: "max_tokens", Timeout: 0x7fffffffffffffff, Retries: 0}}
	out := filepath.Join(dir, "answers.jsonl")
	b.ResetTimer()
	for b.Loop() {
		os.Remove(out)
		if sum, err := Run(context.Background(), cfg, prompts, out); err != nil || sum.Answered != 48 {
			b.Fatalf("%+v %v", sum, err)
		}
	}
}
