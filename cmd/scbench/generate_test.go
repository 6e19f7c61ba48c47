package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

func TestManifoldCommand(t *testing.T) {
	out, _, code := scbench(t, "", "manifold", "shikaku", "--json")
	var g struct {
		Task   string
		Schema struct {
			Type       string
			Properties map[string]struct {
				Type             string
				Minimum, Maximum float64
				Default          any
			}
		}
		Presets   []tasks.Preset
		Subpasses []tasks.Subpass
	}
	if code != 0 || json.Unmarshal([]byte(out), &g) != nil {
		t.Fatalf("exit %d: %s", code, out)
	}
	w := g.Schema.Properties["width"]
	if g.Task != "shikaku" || w.Type != "integer" || w.Minimum != 2 || w.Maximum != 25 || w.Default != 7.0 || len(g.Presets) != 3 || len(g.Subpasses) != 6 {
		t.Errorf("shikaku's manifold: %+v", g)
	}
	out, _, code = scbench(t, "", "manifold", "--all", "--json")
	var all []tasks.Generation
	if err := json.Unmarshal([]byte(out), &all); code != 0 || err != nil || len(all) != len(suite.Tasks()) {
		t.Fatalf("exit %d, %d entries: %v", code, len(all), err)
	}
	for i, e := range suite.Tasks() {
		want, _ := json.Marshal(tasks.GenerationOf(e))
		if got, _ := json.Marshal(all[i]); string(got) != string(want) {
			t.Errorf("%s: manifold --all --json reads back as\n%s\nnot\n%s", e.Info().Slug, got, want)
		}
	}
	out, _, code = scbench(t, "", "manifold", "--all")
	for _, e := range suite.Tasks() {
		if !strings.Contains(out, e.Info().Slug+" ("+e.Info().Rules+")") {
			t.Errorf("manifold --all lacks %s", e.Info().Slug)
		}
	}
	if !strings.Contains(out, "width      integer  2..25   7        columns of the grid") {
		t.Errorf("the table:\n%.1500s", out)
	}
	for _, args := range [][]string{{"manifold"}, {"manifold", "nosuch"}, {"manifold", "shikaku", "--all"}} {
		if _, msg, code := scbench(t, "", args...); code != 2 || msg == "" {
			t.Errorf("%v: exit %d %q", args, code, msg)
		}
	}
}

// readDir returns every file under dir by its slash path.
func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestGenerateCommand(t *testing.T) {
	d1, d2 := t.TempDir(), t.TempDir()
	args := []string{"generate", "polynomial-fit", "--count", "2", "--grid", "size=40..42,waves=0|9", "--seed", "4", "--out"}
	_, msg1, code1 := scbench(t, "", append(args, d1)...)
	_, msg2, code2 := scbench(t, "", append(args, d2)...)
	if code1 != 0 || code2 != 0 {
		t.Fatalf("exit %d %d: %s", code1, code2, msg1)
	}
	f1, f2 := readDir(t, d1), readDir(t, d2)
	if len(f1) != 5 || len(f1) != len(f2) { // the prompts file and four images (sizes 41 and 42)
		t.Fatalf("%d and %d files", len(f1), len(f2))
	}
	for name, data := range f1 {
		if f2[name] != data {
			t.Errorf("%s differs between two runs of the same command", name)
		}
	}
	if n := strings.Count(f1["prompts.jsonl"], "\n"); n != 6 {
		t.Errorf("%d lines", n)
	}
	want := "6 written, 0 skipped as duplicates, 6 refused\n  refused size=40,waves=9 (2): parameter waves: 9 is outside the range 0..3"
	if strings.TrimPrefix(msg1, d1) != strings.TrimPrefix(msg2, d2) || !strings.HasPrefix(msg1, filepath.Join(d1, "prompts.jsonl")+": "+want) {
		t.Errorf("summary %q, want %q", msg1, want)
	}
	for _, bad := range [][]string{
		{"generate", "shikaku"},
		{"generate", "--out", d1},
		{"generate", "shikaku", "--out", d1, "--count", "10001"},
		{"generate", "shikaku", "--out", d1, "--seed", "-1"},
		{"generate", "--suite", "--count", "3", "--out", d1},
		{"generate", "--suite", "shikaku", "delaunay", "--out", d1},
		{"generate", "shikaku", "--grid", "width=1..30000", "--out", d1},
		{"generate", "shikaku", "--grid", "width=30|31", "--out", d1},
	} {
		if _, msg, code := scbench(t, "", bad...); code != 2 || msg == "" {
			t.Errorf("%v: exit %d %q", bad, code, msg)
		}
	}
	// A refused run leaves the dataset that was there.
	if got := readDir(t, d1); got["prompts.jsonl"] != f1["prompts.jsonl"] || len(got) != len(f1) {
		t.Errorf("a refused run changed the directory: %d files", len(got))
	}
}

// regrade sends a dataset through solve --dataset and grade --batch --json
// and checks that every line scores what its task's reference must, by id.
func regrade(t *testing.T, prompts string, want int) {
	t.Helper()
	answers, msg, code := scbench(t, "", "solve", "--dataset", prompts)
	if code != 0 {
		t.Fatalf("solve --dataset: exit %d %s", code, msg)
	}
	reports, msg, code := scbench(t, answers, "grade", "--batch", "-", "--json")
	if code != 0 {
		t.Fatalf("grade --batch: exit %d %s", code, msg)
	}
	data, _ := os.ReadFile(prompts)
	ids := map[string]string{} // id -> seed ("null" for a canonical line)
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var line struct {
			ID   string
			Seed json.RawMessage
		}
		json.Unmarshal([]byte(l), &line)
		ids[line.ID] = string(line.Seed)
		if line.Seed == nil {
			ids[line.ID] = "null"
		}
	}
	n := 0
	for _, l := range strings.Split(strings.TrimSpace(reports), "\n") {
		var rep struct {
			ID    string
			Task  string
			Score *float64
			Error string
			Seed  json.RawMessage
		}
		if err := json.Unmarshal([]byte(l), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Score == nil { // the summary
			continue
		}
		n++
		e, ok := suite.Lookup(rep.Task)
		// The report is of the line's own instance: the paper's for a
		// canonical line, and the line's seed for a generated one.
		if seed, named := ids[rep.ID]; !ok || !named || seed != string(rep.Seed) || !e.Info().ReferenceScoreHolds(*rep.Score) {
			t.Errorf("%s: seed %s (the line's: %s), score %v %s", rep.ID, rep.Seed, seed, *rep.Score, rep.Error)
		}
		delete(ids, rep.ID)
	}
	if n != want || len(ids) != 0 {
		t.Errorf("%d reports for %d lines; unanswered: %v", n, want, ids)
	}
}

// The whole suite, written as a dataset, re-grades with the reference answers
// to what every reference must score, through the batch reader (which reads a
// line's task, versions, subpass, seed, preset and params, never its prompt).
func TestSuiteDatasetRegrades(t *testing.T) {
	if testing.Short() {
		t.Skip("grades every canonical subpass")
	}
	dir := t.TempDir()
	if _, msg, code := scbench(t, "", "generate", "--suite", "--out", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, msg)
	}
	n, _, _ := canonicalCount()
	regrade(t, filepath.Join(dir, "prompts.jsonl"), n)
}

// A preset sweep of several tasks, every bucket, attachments and a baseline
// reference among them, re-grades the same way.
func TestPresetSweepRegrades(t *testing.T) {
	for _, slug := range []string{"shikaku", "delaunay", "polynomial-fit", "tetrahedra-shadow", "hyper-snake", "terrain-levelling"} {
		e, _ := suite.Lookup(slug)
		for _, pr := range e.Manifold().Presets {
			dir := t.TempDir()
			if _, msg, code := scbench(t, "", "generate", slug, "--preset", pr.Name, "--count", "2", "--seed", "11", "--out", dir); code != 0 {
				t.Fatalf("%s %s: exit %d: %s", slug, pr.Name, code, msg)
			}
			data, _ := os.ReadFile(filepath.Join(dir, "prompts.jsonl"))
			regrade(t, filepath.Join(dir, "prompts.jsonl"), bytes.Count(data, []byte("\n")))
		}
	}
}

func TestSolveDatasetRefusesBadLines(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"answered": `{"task":"shikaku","subpass":0,"answer":"x"}`,
		"notjson":  `{"task":`,
		"unknown":  `{"task":"nosuch"}`,
		"badrules": `{"task":"shikaku","rules":"shikaku/99"}`,
	} {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(text+"\n"), 0o644)
		if _, msg, code := scbench(t, "", "solve", "--dataset", path); code != 2 || !strings.Contains(msg, "line 1") {
			t.Errorf("%s: exit %d %q", name, code, msg)
		}
	}
	// A line's preset is quoted back clipped, not whole.
	path := filepath.Join(dir, "longpreset")
	os.WriteFile(path, []byte(`{"task":"shikaku","seed":1,"preset":"`+strings.Repeat("x", 1_000_000)+"\"}\n"), 0o644)
	if _, msg, code := scbench(t, "", "solve", "--dataset", path); code != 2 || len(msg) > 500 || !strings.Contains(msg, "unknown preset") {
		t.Errorf("a long preset: exit %d, %d bytes: %.300s", code, len(msg), msg)
	}
	if _, _, code := scbench(t, "", "solve", "--dataset", filepath.Join(dir, "answered"), "shikaku"); code != 2 {
		t.Errorf("solve --dataset with a TASK: exit %d", code)
	}
}

// failingWriter is a full disk.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// An answers file that could not be written fails solve --dataset.
func TestSolveDatasetReportsAFailedWrite(t *testing.T) {
	dir := t.TempDir()
	if _, msg, code := scbench(t, "", "generate", "shikaku", "--out", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, msg)
	}
	if err := solveDataset(filepath.Join(dir, "prompts.jsonl"), failingWriter{}); err == nil || !strings.Contains(err.Error(), "no space left") {
		t.Errorf("solve --dataset into a full disk: %v", err)
	}
}
