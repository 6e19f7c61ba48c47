package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// canonicalCount is the number of canonical subpasses of the implemented tasks,
// and the slug and last subpass of the last task in catalogue order.
func canonicalCount() (n int, lastTask string, lastSub int) {
	for _, e := range suite.Tasks() {
		n += len(e.Subpasses())
		lastTask, lastSub = e.Info().Slug, len(e.Subpasses())-1
	}
	return n, lastTask, lastSub
}

// scbench runs the CLI in-process and returns stdout, stderr and the exit code.
func scbench(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// scbench tasks --json prints the catalogue: every task, in the paper's
// order, as the tasks describe themselves.
func TestTasksJSON(t *testing.T) {
	out, _, code := scbench(t, "", "tasks", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var list []suite.Entry
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	if want := suite.Catalogue(); !reflect.DeepEqual(list, want) {
		t.Errorf("scbench tasks --json printed\n%v\nnot the catalogue\n%v", list, want)
	}
	for _, e := range list {
		if e.Slug == "" || e.ID == 0 || e.Name == "" || e.Bucket == "" || e.Subpasses == 0 || e.Rules == "" {
			t.Errorf("entry %+v lacks a field", e)
		}
	}
}

func TestInstanceJSON(t *testing.T) {
	out, _, code := scbench(t, "", "instance", "delaunay", "--subpass", "1", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var in struct {
		Task, Version, Prompt string
		Subpass               *int
		Seed                  *uint64
		Params                map[string]any
		Schema                map[string]any
		Data                  struct{ Points [][2]float64 }
	}
	if err := json.Unmarshal([]byte(out), &in); err != nil {
		t.Fatal(err)
	}
	if in.Task != "delaunay" || in.Version != "scbench-go/2" || in.Subpass == nil || *in.Subpass != 1 || in.Seed != nil {
		t.Fatalf("front matter: %+v", in)
	}
	if len(in.Data.Points) != 8 || in.Data.Points[0] != [2]float64{0.444, 0.568} || in.Params["num_points"].(float64) != 8 {
		t.Fatalf("data: %+v", in.Data)
	}
	if in.Schema["required"].([]any)[0] != "triangles" {
		t.Fatalf("schema: %v", in.Schema)
	}

	out, _, _ = scbench(t, "", "instance", "shikaku", "--json")
	var sh struct {
		Data struct {
			Width, Height int
			Clues         [][3]int
		}
	}
	json.Unmarshal([]byte(out), &sh)
	if sh.Data.Width != 7 || sh.Data.Height != 7 || len(sh.Data.Clues) != 14 || sh.Data.Clues[0] != [3]int{0, 0, 3} || sh.Data.Clues[1] != [3]int{2, 0, 8} || sh.Data.Clues[2] != [3]int{6, 1, 2} {
		t.Fatalf("shikaku data: %+v", sh.Data)
	}

	// Flags before the task work too; a seed gives a fresh instance.
	a, _, _ := scbench(t, "", "instance", "--seed", "5", "--subpass", "3", "delaunay", "--json")
	b, _, _ := scbench(t, "", "instance", "delaunay", "--subpass", "3", "--seed", "5", "--json")
	if a != b || !strings.Contains(a, `"seed":5`) || !strings.Contains(a, `"num_points":15`) {
		t.Fatalf("seeded instance: %s", a)
	}
}

func TestSolveThenGradeRoundTrip(t *testing.T) {
	// A text answer is printed as the text itself, not as a JSON string.
	grid, _, _ := scbench(t, "", "solve", "maze-3d")
	if rows := strings.Split(strings.TrimSpace(grid), "\n"); len(rows) != 5 || len(rows[0]) != 5 || strings.Contains(grid, `"`) {
		t.Errorf("solve maze-3d printed %q", grid)
	}
	for _, task := range []string{"delaunay", "shikaku", "maze-3d"} {
		for _, extra := range [][]string{{"--subpass", "2"}, {"--preset", "easy", "--seed", "11"}} {
			args := append([]string{"solve", task}, extra...)
			ans, _, code := scbench(t, "", args...)
			if code != 0 {
				t.Fatalf("%v: exit %d", args, code)
			}
			args = append([]string{"grade", task, "--json"}, extra...)
			out, _, code := scbench(t, ans, args...)
			if code != 0 {
				t.Fatalf("%v: exit %d", args, code)
			}
			var rep struct {
				Score  float64
				Passed bool
				Checks []struct {
					Name, Detail string
					OK           bool
				}
				FailureMode string `json:"failure_mode"`
				Error       string
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatal(err)
			}
			if rep.Score != 1 || !rep.Passed || len(rep.Checks) < 5 || rep.FailureMode != "" || rep.Error != "" {
				t.Fatalf("%v: %s", args, out)
			}
		}
	}
}

func TestGradeReadsAFileAndFailsHonestly(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "answer.txt")
	os.WriteFile(f, []byte("```\n[[0,1,5],[0,3,5],[1,2,5],[2,3,4]]\n```"), 0o644)
	out, _, code := scbench(t, "", "grade", "delaunay", "--answer", f)
	if code != 0 {
		t.Fatalf("a failing answer must still exit 0, got %d", code)
	}
	if !strings.Contains(out, "score 0, FAILED") || !strings.Contains(out, "FAIL count") {
		t.Fatalf("text report:\n%s", out)
	}
}

func TestUsageErrorsExitTwo(t *testing.T) {
	cases := [][]string{
		{},
		{"frobnicate"},
		{"instance"},
		{"instance", "no-such-task"},
		{"instance", "delaunay", "--subpass", "99"},
		{"instance", "delaunay", "--seed", "banana"},
		{"instance", "delaunay", "--params", "num_points=1"},
		{"instance", "delaunay", "--preset", "impossible"},
		{"instance", "delaunay", "--bogus"},
		{"grade", "delaunay", "--answer", "/no/such/file"},
		{"grade", "--batch", "/no/such/file"},
		{"grade", "--batch", "x.jsonl", "delaunay"},
	}
	for _, args := range cases {
		_, errs, code := scbench(t, "", args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if errs == "" {
			t.Errorf("%v: no message on stderr", args)
		}
	}
}

// fullDisk takes n bytes, then fails every write, as a full disk does.
type fullDisk struct{ n int }

func (d *fullDisk) Write(p []byte) (int, error) {
	if len(p) > d.n {
		k := d.n
		d.n = 0
		return k, errors.New("no space left on device")
	}
	d.n -= len(p)
	return len(p), nil
}

// Output that could not be written fails the command (exit 1) however the
// command wrote it: through a buffer flushed at its end, a writer whose
// errors it returns, or lines it printed without looking.
func TestOutputThatCannotBeWrittenFails(t *testing.T) {
	batch := `{"task":"delaunay","subpass":0,"answer":"[]"}` + "\n"
	for _, c := range []struct {
		args  []string
		stdin string
		room  int
	}{
		{[]string{"suite"}, "", 100},            // lines through a buffer, flushed at the end
		{[]string{"suite", "--json"}, "", 5000}, // JSON whose write errors are returned
		{[]string{"grade", "--batch", "-", "--json"}, batch, 10},
		{[]string{"grade", "--batch", "-", "--json"}, batch, 1 << 20}, // room for all: passes
		{[]string{"tasks"}, "", 50},
	} {
		var errb bytes.Buffer
		code := run(c.args, strings.NewReader(c.stdin), &fullDisk{c.room}, &errb)
		want, msg := 1, "the output could not be written: no space left on device"
		if c.room == 1<<20 {
			want, msg = 0, ""
		}
		if code != want || !strings.Contains(errb.String(), msg) {
			t.Errorf("%v with %d bytes of room: exit %d, %q; want %d", c.args, c.room, code, errb.String(), want)
		}
	}
}

func TestBatch(t *testing.T) {
	solve := func(task, sub string) string {
		out, _, _ := scbench(t, "", "solve", task, "--subpass", sub)
		return strings.TrimSpace(out)
	}
	dShik := solve("shikaku", "0")
	var answerText, _ = json.Marshal("Here you go:\n" + solve("delaunay", "0"))
	lines := []string{
		`{"task": "delaunay", "subpass": 0, "answer": ` + string(answerText) + `, "id": "run-1"}`,
		`{"task": "shikaku", "subpass": 0, "answer": ` + dShik + `}`,
		`{"task": "shikaku", "subpass": 1, "answer": "[]"}`,
		`this line is not JSON`,
		``,
		`{"task": "no-such-task", "answer": "x"}`,
		`{"task": "delaunay", "subpass": 0, "seed": 3, "answer": "no idea"}`,
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "batch.jsonl")
	os.WriteFile(f, []byte(strings.Join(lines, "\n")), 0o644)
	out, _, code := scbench(t, "", "grade", "--batch", f, "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	rows := strings.Split(strings.TrimSpace(out), "\n")
	if len(rows) != 7 {
		t.Fatalf("%d output lines, want 6 reports and a summary:\n%s", len(rows), out)
	}
	var first struct {
		Line  int
		ID    string
		Score float64
	}
	json.Unmarshal([]byte(rows[0]), &first)
	if first.Line != 1 || first.ID != "run-1" || first.Score != 1 {
		t.Fatalf("first report: %s", rows[0])
	}
	var bad struct {
		Line  int
		Error string
	}
	json.Unmarshal([]byte(rows[3]), &bad)
	if bad.Line != 4 || !strings.Contains(bad.Error, "not a JSON object") {
		t.Fatalf("bad line report: %s", rows[3])
	}
	var sum struct {
		Summary struct {
			Lines, Graded, Errors int
			Tasks                 []struct {
				Task   string
				Graded int
				Passed int
				Mean   float64 `json:"mean_score"`
			}
			Buckets []struct {
				Bucket string
				Graded int
			}
			Overall struct {
				Graded int
				Mean   float64 `json:"mean_score"`
			}
		}
	}
	if err := json.Unmarshal([]byte(rows[6]), &sum); err != nil {
		t.Fatal(err)
	}
	s := sum.Summary
	if s.Lines != 6 || s.Graded != 4 || s.Errors != 2 || s.Overall.Mean != 0.5 {
		t.Fatalf("summary: %+v", s)
	}
	if len(s.Tasks) != 2 || s.Tasks[0].Task != "delaunay" || s.Tasks[0].Graded != 2 || s.Tasks[0].Passed != 1 || s.Tasks[1].Mean != 0.5 {
		t.Fatalf("per-task summary: %+v", s.Tasks)
	}
	if len(s.Buckets) != 1 || s.Buckets[0].Bucket != "constructive" || s.Buckets[0].Graded != 4 {
		t.Fatalf("per-bucket summary: %+v", s.Buckets)
	}

	// The text form ends with the tables.
	out, _, _ = scbench(t, "", "grade", "--batch", f)
	if !strings.Contains(out, "6 lines: 4 graded, 2 could not be graded") || !strings.Contains(out, "overall") {
		t.Fatalf("text summary:\n%s", out)
	}
}

func TestSuiteListsEveryCanonicalSubpass(t *testing.T) {
	out, _, code := scbench(t, "", "suite", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	rows := strings.Split(strings.TrimSpace(out), "\n")
	want, lastTask, lastSub := canonicalCount()
	if len(rows) != want {
		t.Fatalf("%d subpasses, want %d", len(rows), want)
	}
	var r struct {
		Task, Prompt, Bucket string
		Subpass              int
		Schema               json.RawMessage
	}
	json.Unmarshal([]byte(rows[want-1]), &r)
	if r.Task != lastTask || r.Subpass != lastSub || r.Prompt == "" || len(r.Schema) == 0 || r.Bucket == "" {
		t.Fatalf("last row: %s", rows[want-1])
	}
}

// bench times the tasks it is named, or the whole suite (which
// scripts/time-suite.sh times; every task's own conformance test grades all
// its references). What the command adds is its output: two tasks prove it,
// shikaku (an answer in JSON) and maze-3d (an answer that is text), each
// with every canonical subpass, in the order named, every reference at full
// marks, in JSON and in the table; a name it does not know is a usage error.
func TestBenchRuns(t *testing.T) {
	out, _, code := scbench(t, "", "bench", "maze-3d", "shikaku", "--reps", "1", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	var b struct {
		Subpasses    int
		NotFullMarks int `json:"not_full_marks"`
		Rows         []struct {
			Task    string
			Subpass int
			Score   float64
		}
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatal(err)
	}
	var want []string
	n := 0 // shikaku's subpasses
	for _, slug := range []string{"maze-3d", "shikaku"} {
		e, _ := suite.Lookup(slug)
		for _, sp := range e.Subpasses() {
			want = append(want, fmt.Sprintf("%s #%d: 1", slug, sp.Index))
		}
		n = len(e.Subpasses())
	}
	var got []string
	for _, r := range b.Rows {
		got = append(got, fmt.Sprintf("%s #%d: %g", r.Task, r.Subpass, r.Score))
	}
	if strings.Join(got, ", ") != strings.Join(want, ", ") || b.Subpasses != len(want) || b.NotFullMarks != 0 {
		t.Fatalf("bench timed %s (%d subpasses, %d not at full marks), want %s", got, b.Subpasses, b.NotFullMarks, want)
	}
	// the table: a head, a row per subpass, the totals, the platform's line
	out, _, code = scbench(t, "", "bench", "shikaku", "--reps", "1")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); code != 0 || len(lines) != n+3 || !strings.Contains(out, fmt.Sprintf("total (%d subpasses)", n)) {
		t.Errorf("exit %d, %d lines for %d subpasses:\n%s", code, len(lines), n, out)
	}
	for _, args := range [][]string{{"bench", "no-such-task"}, {"bench", "shikaku", "shikaku"}, {"bench", "--reps", "0"}} {
		if _, errs, code := scbench(t, "", args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d %q", args, code, errs)
		}
	}
}

// scbench worksheet writes a whole HTML document of seeded puzzles and their
// key, to stdout or a file; bad flags are usage errors.
func TestWorksheet(t *testing.T) {
	out, errs, code := scbench(t, "", "worksheet", "hamiltonian-loop", "--preset", "easy", "--count", "2", "--seed", "40", "--base", "https://example.org/x/")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"<!DOCTYPE html>", "<title>Hamiltonian loop · easy · 2 puzzles</title>", "hamiltonian-loop · easy · seed 41",
		`href="https://example.org/x/play/?task=hamiltonian-loop&amp;preset=easy&amp;seed=40&amp;v=` + strings.ReplaceAll(tasks.Version, "/", "%2F") + `&amp;rules=hamiltonian-loop%2F1"`, "Answer key", "@media print"} {
		if !strings.Contains(out, want) {
			t.Errorf("the document lacks %s", want)
		}
	}
	file := filepath.Join(t.TempDir(), "sheet.html")
	if _, errs, code := scbench(t, "", "worksheet", "maze-3d", "--count", "1", "--out", file); code != 0 {
		t.Fatalf("--out: exit %d: %s", code, errs)
	}
	if b, _ := os.ReadFile(file); !strings.Contains(string(b), "maze-3d · defaults · seed 1") {
		t.Errorf("--out wrote %.200s", b)
	}
	for _, c := range [][]string{
		{"worksheet"},
		{"worksheet", "shikaku", "--count", "lots"},
		{"worksheet", "shikaku", "--count", "25"},
		{"worksheet", "shikaku", "--preset", "heroic"},
		{"worksheet", "no-such-task"},
	} {
		if _, errs, code := scbench(t, "", c...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, %q", c, code, errs)
		}
	}
}
