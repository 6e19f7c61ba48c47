package main

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
	"github.com/scbench/scbench/runner"
	"github.com/scbench/scbench/runner/runnertest"
	"github.com/scbench/scbench/suite"
)

// The loop end to end: a generate-like dataset, run at two budgets against
// the server answering references (the key from the environment), then
// grade --batch: every line scores what its reference scores (1; above 0 for
// a task whose reference is a baseline), and the key is nowhere.
func TestRunThenGrade(t *testing.T) {
	dir := t.TempDir()
	name := runnertest.WriteDataset(t, dir,
		runnertest.Item{Task: "shikaku", Seed: 1}, runnertest.Item{Task: "delaunay", Params: "num_points=8", Seed: 2},
		runnertest.Item{Task: "polynomial-fit", Params: "size=48", Seed: 3}, runnertest.Item{Task: "maze-3d", Seed: 4},
		runnertest.Item{Task: "two-segments", Seed: 5})
	srv := runnertest.FromFile(t, name)
	const key = "sk-e2e-0000-secret-4242"
	t.Setenv("SCBENCH_TEST_KEY", key)
	answers := filepath.Join(dir, "answers.jsonl")
	out, errs, code := scbench(t, "", "run", "--endpoint", srv.URL, "--model", "ref-model", "--in", name, "--out", answers,
		"--budgets", "1024,4096", "--api-key-env", "SCBENCH_TEST_KEY", "--concurrency", "3", "--temperature", "0")
	if code != 0 || !strings.Contains(out, "10 lines in "+answers+": 10 answered, 0 without an answer") {
		t.Fatalf("run: %d %s %s", code, out, errs)
	}
	for _, r := range srv.Received() {
		if r.Authorization != "Bearer "+key || r.Body["temperature"] != 0.0 {
			t.Errorf("request: %q %v", r.Authorization, r.Body["temperature"])
		}
	}
	raw, _ := os.ReadFile(answers)
	if strings.Contains(string(raw)+out+errs, key) {
		t.Error("the key reached a file or a message")
	}

	reports, errs, code := scbench(t, "", "grade", "--batch", answers, "--json")
	if code != 0 {
		t.Fatalf("grade: %d %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(reports), "\n")
	if len(lines) != 11 { // ten reports and the summary
		t.Fatalf("%d report lines", len(lines))
	}
	for _, l := range lines[:10] {
		var rep struct {
			Task  string  `json:"task"`
			Score float64 `json:"score"`
			Error string  `json:"error"`
		}
		json.Unmarshal([]byte(l), &rep)
		e, ok := suite.Lookup(rep.Task)
		if !ok || !e.Info().ReferenceScoreHolds(rep.Score) || (!e.Info().BaselineReference && rep.Score != 1) {
			t.Errorf("%s scores %v: %s", rep.Task, rep.Score, rep.Error)
		}
	}

	// A rerun has nothing to ask, and leaves the file as it was.
	out, errs, code = scbench(t, "", "run", "--endpoint", srv.URL, "--model", "ref-model", "--in", name, "--out", answers,
		"--budgets", "1024,4096", "--api-key-env", "SCBENCH_TEST_KEY")
	if again, _ := os.ReadFile(answers); code != 0 || string(again) != string(raw) || !strings.Contains(out, "asked 0 now (10 already answered)") || srv.Requests("") != 10 {
		t.Errorf("rerun: %d %s %s, %d requests", code, out, errs, srv.Requests(""))
	}
}

// A round's prompts, run with a stated cap, submitted as they are: the board
// takes every answer and scores each 1.
func TestRunThenSubmit(t *testing.T) {
	lb := strings.TrimSuffix(leaderboard(t), "/")
	secret := cliSecret
	req, _ := http.NewRequest("POST", lb+"/api/admin/rounds", strings.NewReader(`{"id":"r9","title":"runner round","secret":"`+secret+`","tasks":[{"task":"shikaku","preset":"easy","count":2},{"task":"delaunay","params":"num_points=6","count":1}]}`))
	req.Header.Set("Authorization", "Bearer tok")
	req.Header.Set("Content-Type", "application/json")
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 201 {
		t.Fatalf("open: %v %v", err, res)
	}
	dir := t.TempDir()
	prompts := filepath.Join(dir, "prompts.jsonl")
	if _, errs, code := scbench(t, "", "round", "prompts", lb+"/", "r9", "-o", prompts); code != 0 {
		t.Fatalf("round prompts: %s", errs)
	}
	spec, err := grade.NewSpec(round.OpenRequest{ID: "r9", Title: "runner round", Secret: secret, Tasks: []round.EntryRequest{
		{Task: "shikaku", Preset: "easy", Count: 2}, {Task: "delaunay", Params: "num_points=6", Count: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	refs, err := runnertest.RoundReferences(spec.Items(), secret)
	if err != nil {
		t.Fatal(err)
	}
	srv := runnertest.New(t, refs)
	answers := filepath.Join(dir, "answers.jsonl")
	if out, errs, code := scbench(t, "", "run", "--endpoint", srv.URL+"/", "--model", "ref-model", "--in", prompts, "--out", answers, "--max-tokens", "2048"); code != 0 {
		t.Fatalf("run: %d %s %s", code, out, errs)
	}
	for _, r := range srv.Received() {
		if r.Body["max_tokens"] != 2048.0 || !strings.HasSuffix(r.Text, runner.BudgetSentence(2048)) {
			t.Errorf("the cap was not sent and stated: %v …%s", r.Body["max_tokens"], r.Text[max(0, len(r.Text)-120):])
		}
	}
	out, errs, code := scbench(t, "", "submit", lb+"/", "r9", answers, "--model", "ref-model", "--tools", "off", "--max-tokens", "2048")
	if code != 0 || !strings.Contains(out, "3 of 3 instances answered") || !strings.Contains(out, "overall       3  3       1.0000") {
		t.Errorf("submit: %d %s %s", code, out, errs)
	}
}

// Failures end as they should: lines without an answer exit 1 and say so;
// a bad prompts file or flags exit 2 before anything is asked.
func TestRunRefusals(t *testing.T) {
	dir := t.TempDir()
	name := runnertest.WriteDataset(t, dir, runnertest.Item{Task: "shikaku", Seed: 1}, runnertest.Item{Task: "shikaku", Seed: 2})
	srv := runnertest.FromFile(t, name)
	srv.FailAll(runnertest.Filtered)
	t.Setenv("OPENAI_API_KEY", "")
	answers := filepath.Join(dir, "answers.jsonl")
	out, errs, code := scbench(t, "", "run", "--endpoint", srv.URL, "--model", "m", "--in", name, "--out", answers)
	if code != 1 || !strings.Contains(out, "2 lines in "+answers+": 1 answered, 1 without an answer (1 refused)") || !strings.Contains(errs, "1 line got no answer") ||
		!strings.Contains(errs, "$OPENAI_API_KEY is not set: asking without an API key") {
		t.Errorf("a refused line: %d %s %s", code, out, errs)
	}

	raw, _ := os.ReadFile(name)
	dup := filepath.Join(dir, "dup.jsonl")
	os.WriteFile(dup, []byte(string(raw)+strings.SplitN(string(raw), "\n", 2)[0]+"\n"), 0o644)
	n := srv.Requests("")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--in", dup}, `line 3: the id "shikaku-0-1" is already on line 1`},
		{[]string{"--in", name, "--max-tokens", "10", "--budgets", "10,20"}, "not both"},
		{[]string{"--in", name, "--max-tokens", "100000001"}, "from 1 to 100,000,000"},
		{[]string{"--in", name, "--budgets", "10,x"}, "--budgets takes whole numbers"},
		{[]string{"--in", name, "--extra-body", `{"messages":[]}`}, `may not set "messages"`},
		{[]string{"--in", name, "--extra-body", `[1]`}, "must be a JSON object"},
		{[]string{"--in", name, "--api-key-env", "sk-123"}, "the key itself is never given"},
		{[]string{"--in", name, "--budget-field", "tokens"}, "--budget-field is max_tokens or max_completion_tokens"},
		{[]string{"--in", name, "--temperature", "NaN"}, `--temperature "NaN" is not a number from 0 to 2`},
		{[]string{}, "run needs --endpoint"},
	} {
		args := append([]string{"run", "--endpoint", srv.URL, "--model", "m", "--out", filepath.Join(dir, "x.jsonl")}, c.args...)
		if _, errs, code := scbench(t, "", args...); code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: %d %s", c.args, code, errs)
		}
	}
	// an answers file that is not this run's is input that cannot be used:
	// exit 2, nothing asked, the file untouched
	notes := filepath.Join(dir, "notes.jsonl")
	os.WriteFile(notes, []byte("notes kept here\n"), 0o644)
	if _, errs, code := scbench(t, "", "run", "--endpoint", srv.URL, "--model", "m", "--in", name, "--out", notes); code != 2 ||
		!strings.Contains(errs, "holds lines that are not this run's answers") || !strings.Contains(errs, `line 1: the line is not a JSON object: it begins with "notes kept here"`) {
		t.Errorf("another file as --out: %d %s", code, errs)
	}
	if kept, _ := os.ReadFile(notes); string(kept) != "notes kept here\n" {
		t.Errorf("a refused run changed the file: %q", kept)
	}
	if srv.Requests("") != n {
		t.Error("a refused run asked the endpoint")
	}
}
