package results

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
)

func i64(n int64) *int64 { return &n }

// answer is one graded answer of a run.
func answer(model string, budget int64, score float64, tokens int64, finish, mode string) Scored {
	r := &suite.RunMeta{Model: model, FinishReason: finish}
	if budget > 0 {
		r.Budget = i64(budget)
	}
	if tokens >= 0 {
		r.OutputTokens = i64(tokens)
	}
	return Scored{Task: "delaunay", Score: score, Passed: score == 1, Mode: mode, Graded: true, Run: r}
}

func TestAnalyse(t *testing.T) {
	scores := []Scored{
		answer("beta", 4096, 1, 2500, "stop", ""),
		answer("alpha", 4096, 1, 3000, "stop", ""),
		answer("alpha", 1024, 1, 100, "stop", ""),
		answer("alpha", 1024, 0, 1024, "length", "malformed"),
		answer("alpha", 1024, 0.5, 300, "stop", "near-miss"),
		answer("alpha", 1024, 1, 200, "stop", ""),
		answer("alpha", 4096, 0, -1, "", "evasion"), // no usage reported
		answer("beta", 0, 0, 7000, "stop", "incorrect"),
		{Graded: false, Run: &suite.RunMeta{Model: "alpha", Budget: i64(1024)}}, // a failed request
	}
	e := Analyse(scores, false)
	if !e.Metadata || strings.Join(e.Models, " ") != "beta alpha" {
		t.Fatalf("models %q, metadata %v", e.Models, e.Metadata)
	}
	var got []string
	for _, p := range e.Points {
		b := "none"
		if p.Budget != nil {
			b = fmt.Sprint(*p.Budget)
		}
		got = append(got, fmt.Sprintf("%s@%s n=%d mean=%.3f [%.3f,%.3f] tokens=%d mean=%g median=%g capped=%d ungraded=%d",
			p.Model, b, p.N, p.Mean, p.Low, p.High, p.Tokens, p.MeanTokens, p.MedianTokens, p.Capped, p.Ungraded))
	}
	want := []string{
		// beta's budgets in order, no budget last
		"beta@4096 n=1 mean=1.000 [0.207,1.000] tokens=1 mean=2500 median=2500 capped=0 ungraded=0",
		"beta@none n=1 mean=0.000 [0.000,0.793] tokens=1 mean=7000 median=7000 capped=0 ungraded=0",
		// 1, 0, 0.5, 1 over 4 answers: 0.625; tokens 100, 1024, 300, 200: mean 406, median (200+300)/2
		"alpha@1024 n=4 mean=0.625 [0.219,0.908] tokens=4 mean=406 median=250 capped=1 ungraded=1",
		"alpha@4096 n=2 mean=0.500 [0.095,0.905] tokens=1 mean=3000 median=3000 capped=0 ungraded=0",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("points:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The interval is the table's: Wilson's for the run's mean.
	if lo, hi := Wilson(0.625, 4); math.Abs(e.Points[2].Low-lo) > 1e-12 || math.Abs(e.Points[2].High-hi) > 1e-12 {
		t.Errorf("interval [%g, %g], Wilson [%g, %g]", e.Points[2].Low, e.Points[2].High, lo, hi)
	}
	if len(e.Runs) != 4 || e.Runs[2].Table.Tasks[0].Task != "delaunay" || e.Runs[2].Table.Ungraded != 1 {
		t.Errorf("runs %+v", e.Runs)
	}

	var modes []string
	for _, m := range e.Modes {
		var parts []string
		for _, s := range m.Modes {
			if s.Count > 0 {
				parts = append(parts, fmt.Sprintf("%s=%d(%.3f)", s.Mode, s.Count, s.Share))
			}
		}
		if len(m.Modes) != len(Modes) {
			t.Errorf("%s lists %d modes", m.Model, len(m.Modes))
		}
		modes = append(modes, fmt.Sprintf("%s n=%d %s", m.Model, m.N, strings.Join(parts, " ")))
	}
	wantModes := "beta n=2 passed=1(0.500) incorrect=1(0.500)|alpha n=6 passed=3(0.500) near-miss=1(0.167) malformed=1(0.167) evasion=1(0.167)"
	if strings.Join(modes, "|") != wantModes {
		t.Errorf("modes %s\nwant %s", strings.Join(modes, "|"), wantModes)
	}
}

// Reports without run metadata take their file's label as the model; a
// file without metadata is one run with no point of Figure 2 to speak of.
func TestLabel(t *testing.T) {
	plain := []Scored{{Task: "shikaku", Score: 1, Passed: true, Graded: true}, {Task: "shikaku", Graded: true, Mode: "incorrect"}}
	named := answer("gamma", 512, 1, 40, "stop", "")
	scores := append(Label(plain, "file-a"), Label([]Scored{named}, "file-b")...)
	if plain[0].Run != nil {
		t.Error("Label changed its input")
	}
	e := Analyse(scores, false)
	if strings.Join(e.Models, " ") != "file-a gamma" || e.Points[0].Budget != nil || e.Points[0].Tokens != 0 || e.Points[0].N != 2 {
		t.Errorf("%+v", e.Points)
	}
	if e := Analyse(Label(plain, "x"), false); e.Metadata {
		t.Error("metadata found in a file without it")
	}
}

func TestFileLabel(t *testing.T) {
	for in, want := range map[string]string{"runs/gpt.reports.jsonl": "gpt", `C:\runs\gpt.reports.ndjson`: "gpt", "a.JSONL": "a", "b.txt": "b", "c": "c", "d.reports": "d", "e.REPORTS.json": "e", "f.csv": "f.csv"} {
		if got := FileLabel(in); got != want {
			t.Errorf("FileLabel(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestReadKeepsTheRun(t *testing.T) {
	file := `{"task":"shikaku","rules":"shikaku/1","score":0.5,"failure_mode":"near-miss","run":{"model":"m","budget":1024,"output_tokens":-3,"finish_reason":"length"}}` + "\n" +
		`{"task":"shikaku","rules":"shikaku/1","score":1,"passed":true,"run":"not an object"}`
	scores, skipped, _ := Read([]byte(file))
	if skipped != 0 || len(scores) != 2 {
		t.Fatalf("%d scores, %d skipped", len(scores), skipped)
	}
	r := scores[0].Run
	if r == nil || r.Model != "m" || *r.Budget != 1024 || r.OutputTokens != nil || r.FinishReason != "length" || scores[1].Run != nil {
		t.Errorf("runs %+v %+v", r, scores[1].Run)
	}
}

// BenchmarkAnalyse splits 100,000 reports of 4 models × 3 budgets into runs
// and computes their tables and figures' numbers.
func BenchmarkAnalyse(b *testing.B) {
	tasks := []string{"delaunay", "shikaku", "maze-3d", "two-segments"}
	scores := make([]Scored, 100000)
	for i := range scores {
		model := fmt.Sprintf("model-%d", i%4)
		scores[i] = answer(model, int64(1024<<(i%3)), float64(i%5)/4, int64(100+i%4000), "stop", "near-miss")
		scores[i].Task = tasks[i%len(tasks)]
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if e := Analyse(scores, true); len(e.Points) != 12 {
			b.Fatal(len(e.Points))
		}
	}
}

// BenchmarkAnalyseManyModels: a report file can name a new model on every
// line, so splitting it must grow with the lines, not with their square.
func BenchmarkAnalyseManyModels(b *testing.B) {
	scores := make([]Scored, 20000)
	for i := range scores {
		scores[i] = answer(fmt.Sprintf("model-%d", i), 1024, 1, 100, "stop", "")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if e := Analyse(scores, false); len(e.Modes) != len(scores) {
			b.Fatal(len(e.Modes))
		}
	}
}
