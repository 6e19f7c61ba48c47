package grade

import (
	"encoding/json"
	"testing"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
)

// BenchmarkRegradePaper measures the CPU a server spends on a full
// paper-board submission (every canonical subpass answered with its
// reference answer): reading and checking every line, then re-grading each.
// Run under GOOS=js GOARCH=wasm it is the worker's share of the work; the
// database's writes are not in it.
func BenchmarkRegradePaper(b *testing.B) {
	spec, items := Catalogue().Paper()
	var body []byte
	for _, it := range items {
		in, err := Instance(it, "")
		if err != nil {
			b.Fatal(err)
		}
		e, _ := suite.Lookup(it.Task)
		ref, err := e.Solve(in)
		if err != nil {
			b.Fatal(err)
		}
		ans, _ := json.Marshal(ref)
		line, _ := json.Marshal(map[string]any{"task": it.Task, "subpass": *it.Subpass, "version": it.Version, "rules": it.Rules, "answer": string(ans)})
		body = append(append(body, line...), '\n')
	}
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		sub, problems, _ := round.Parse(spec, items, body, 1<<20)
		if len(problems) > 0 {
			b.Fatalf("%d problems, the first: %s", len(problems), problems[0].Message)
		}
		for i, rep := range Grade(items, sub, "") {
			task, _ := suite.Lookup(items[i].Task)
			if rep.Report == nil || !task.Info().ReferenceScoreHolds(rep.Report.Score) {
				b.Fatalf("item %s: %+v", items[i].ID, rep.Report)
			}
		}
	}
	b.ReportMetric(float64(len(items)), "lines/op")
}
