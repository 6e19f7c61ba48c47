package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/runner/runnertest"
)

// The researcher's loop as the README shows it, five commands end to end:
// the manifold, a dataset swept over a grid, a run at two budgets against the
// test server (which answers every prompt with its reference, cut short when
// the cap is below what the answer needs), grading, and the experiment report.
// The tighter budget must cost accuracy, and the report must say so.
func TestResearchersLoop(t *testing.T) {
	dir := t.TempDir()
	out, errs, code := scbench(t, "", "manifold", "shikaku", "--json")
	var m struct {
		Schema struct {
			Properties json.RawMessage `json:"properties"`
		} `json:"schema"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &m) != nil || !strings.Contains(string(m.Schema.Properties), `"width"`) {
		t.Fatalf("manifold: %d %s %.300s", code, errs, out)
	}

	data := filepath.Join(dir, "data")
	if _, errs, code = scbench(t, "", "generate", "shikaku", "--grid", "width=6..7", "--count", "2", "--seed", "1", "--out", data); code != 0 {
		t.Fatalf("generate: %d %s", code, errs)
	}
	prompts := filepath.Join(data, "prompts.jsonl")
	raw, _ := os.ReadFile(prompts)
	if n := strings.Count(string(raw), "\n"); n != 4 {
		t.Fatalf("generate wrote %d lines: %s", n, errs)
	}

	srv := runnertest.FromFile(t, prompts)
	srv.NeedAll(2000) // every answer needs 2000 tokens: cut short at 1024
	answers := filepath.Join(dir, "answers.jsonl")
	if out, errs, code = scbench(t, "", "run", "--endpoint", srv.URL, "--model", "m", "--in", prompts, "--out", answers, "--budgets", "1024,4096"); code != 0 {
		t.Fatalf("run: %d %s %s", code, out, errs)
	}

	reports, errs, code := scbench(t, "", "grade", "--batch", answers, "--json")
	if code != 0 {
		t.Fatalf("grade: %d %s", code, errs)
	}
	file := filepath.Join(dir, "reports.jsonl")
	os.WriteFile(file, []byte(reports), 0o644)

	out, errs, code = scbench(t, "", "report", file, "--out", filepath.Join(dir, "report"))
	if code != 0 {
		t.Fatalf("report: %d %s", code, errs)
	}
	for _, want := range []string{"read 8 reports from 1 file", "budget 1024    accuracy   0.0%", "budget 4096    accuracy 100.0%"} {
		if !strings.Contains(out, want) {
			t.Errorf("report output lacks %q:\n%s", want, out)
		}
	}
	for _, name := range []string{"figure2.svg", "figure3.svg", "index.html"} {
		if b, err := os.ReadFile(filepath.Join(dir, "report", name)); err != nil || len(b) < 500 {
			t.Errorf("%s: %v", name, err)
		}
	}
}
