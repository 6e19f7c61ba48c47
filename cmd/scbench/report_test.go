package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/api"
	"github.com/scbench/scbench/figures"
	"github.com/scbench/scbench/markup"
	"github.com/scbench/scbench/results"
)

// The loop's last two steps through the CLI: answer lines with run metadata
// graded by `grade --batch --json`, then `report` of the reports file.
func TestReportOfGradedAnswers(t *testing.T) {
	answers, err := os.ReadFile(filepath.Join("..", "..", "figures", "testdata", "answers.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	reports, _, code := scbench(t, string(answers), "grade", "--batch", "-", "--json")
	if code != 0 {
		t.Fatalf("grade exit %d", code)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "sweep.reports.jsonl")
	if err := os.WriteFile(file, []byte(reports), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := scbench(t, "", "report", file, "--out", filepath.Join(dir, "report"))
	if code != 0 {
		t.Fatalf("report exit %d: %s", code, errs)
	}
	for _, want := range []string{"read 49 reports from 1 file (0 lines skipped): 2 models, 4 runs", "beta-70b                 budget 4096    accuracy  83.3%  mean output tokens 2471"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	scores, _, _ := results.Read([]byte(reports))
	e := results.Analyse(results.Label(scores, "sweep"), false)
	for name, want := range map[string]string{"figure2.svg": figures.SVG(figures.Figure2(e)), "figure3.svg": figures.SVG(figures.Figure3(e))} {
		got, err := os.ReadFile(filepath.Join(dir, "report", name))
		if err != nil || string(got) != want {
			t.Errorf("%s: %v, or not the figure of the reports", name, err)
		}
	}
	doc, err := os.ReadFile(filepath.Join(dir, "report", "index.html"))
	if err != nil || !strings.Contains(string(doc), "sweep.reports.jsonl: 49 reports") {
		t.Errorf("index.html: %v", err)
	}
}

// The Compare page's figures are `scbench report`'s, byte for byte: the
// page sends the files it was given to the api's tabulate op, and the SVG
// trees of its reply, written out, are the files the command wrote of the
// same files (a sweep with run metadata, and a file without, its model
// named after it).
func TestReportFiguresAreThePages(t *testing.T) {
	sweep, err := os.ReadFile(filepath.Join("..", "..", "figures", "testdata", "reports.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := map[string]string{
		"sweep.reports.jsonl": string(sweep),
		"plain-model.JSONL": `{"task":"shikaku","rules":"shikaku/1","subpass":0,"score":1,"passed":true,"failure_mode":""}` + "\n" +
			`{"task":"delaunay","rules":"delaunay/1","subpass":1,"score":0,"passed":false,"failure_mode":"malformed"}` + "\n",
	}
	var req struct {
		Op      string           `json:"op"`
		Files   []api.ReportFile `json:"files"`
		Figures bool             `json:"figures"`
	}
	req.Op, req.Figures = "tabulate", true
	args := []string{"report"}
	for _, name := range []string{"sweep.reports.jsonl", "plain-model.JSONL"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(files[name]), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, path)
		req.Files = append(req.Files, api.ReportFile{Name: name, JSONL: files[name]})
	}
	if _, errs, code := scbench(t, "", append(args, "--out", filepath.Join(dir, "report"))...); code != 0 {
		t.Fatalf("report exit %d: %s", code, errs)
	}
	body, _ := json.Marshal(req)
	var reply struct {
		OK      bool
		Figures map[string]*markup.Node
	}
	if err := json.Unmarshal(api.NewHandler().Handle(body, nil), &reply); err != nil || !reply.OK {
		t.Fatalf("tabulate: %v %+v", err, reply)
	}
	for _, name := range []string{"figure2", "figure3"} {
		file, err := os.ReadFile(filepath.Join(dir, "report", name+".svg"))
		if err != nil {
			t.Fatal(err)
		}
		if got := figures.SVG(reply.Figures[name]); got != string(file) {
			t.Errorf("%s: the page's differs from the file's:\n%s\nthe file:\n%s", name, got, file)
		}
		if !strings.Contains(string(file), "plain-model") || !strings.Contains(string(file), "beta-70b") {
			t.Errorf("%s does not show both files' models", name)
		}
	}
}

// Files without run metadata: each is one model, named after its file.
func TestReportNamesModelsAfterFiles(t *testing.T) {
	dir := t.TempDir()
	line := `{"task":"shikaku","rules":"shikaku/1","subpass":0,"score":1,"passed":true,"failure_mode":""}` + "\n"
	for _, name := range []string{"model-a.jsonl", "model-b.reports.jsonl"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(line+"not a report\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, _, code := scbench(t, "", "report", "--out", filepath.Join(dir, "r"), filepath.Join(dir, "model-a.jsonl"), filepath.Join(dir, "model-b.reports.jsonl"))
	if code != 0 || !strings.Contains(out, "2 lines skipped): 2 models, 2 runs") || !strings.Contains(out, "model-a ") || !strings.Contains(out, "model-b ") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestReportRefusesWhatItCannotUse(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.jsonl")
	if err := os.WriteFile(empty, []byte("\n{\"summary\":{}}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"report", empty}, "needs report files and --out DIR"},
		{[]string{"report", "--out", dir}, "needs report files and --out DIR"},
		{[]string{"report", filepath.Join(dir, "missing.jsonl"), "--out", dir}, "cannot read"},
		{[]string{"report", empty, "--out", dir}, "no reports in"},
	} {
		_, errs, code := scbench(t, "", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %s", c.args, code, errs)
		}
	}
}

// A run whose every request failed has no graded answer: its accuracy is
// unknown, not 0%, in the text as in the HTML's tables.
func TestReportRunWithoutGradedAnswers(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "r.jsonl")
	lines := `{"task":"delaunay","rules":"r","score":1,"passed":true,"run":{"model":"ok","budget":1024,"output_tokens":50}}
{"task":"nosuch","score":0,"run":{"model":"failed","budget":1024}}
`
	if err := os.WriteFile(file, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := scbench(t, "", "report", file, "--out", filepath.Join(dir, "r"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "ok                       budget 1024    accuracy 100.0%") || !strings.Contains(out, "failed                   budget 1024    accuracy      –  ") {
		t.Errorf("output:\n%s", out)
	}
	doc, err := os.ReadFile(filepath.Join(dir, "r", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	row := `<tr><th>failed</th><td class="num">1024</td><td class="num">0</td><td class="num">–</td><td class="num">–</td>`
	if !strings.Contains(string(doc), row) {
		t.Errorf("index.html lacks %s", row)
	}
}

// A model's name is printed to a terminal: a C1 control in it (U+009B is
// CSI, which a UTF-8 terminal such as xterm obeys) must not reach it.
func TestReportPrintsNoControls(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "r.jsonl")
	line := `{"task":"delaunay","rules":"r","score":1,"passed":true,"run":{"model":"evil\u009b2J\u009d52;c;eA==\u0007x","budget":1024,"output_tokens":50}}` + "\n"
	if err := os.WriteFile(file, []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := scbench(t, "", "report", file, "--out", filepath.Join(dir, "r"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, r := range out {
		if r < ' ' && r != '\n' || r >= 0x7f && r <= 0x9f {
			t.Errorf("the output carries the control %U:\n%q", r, out)
		}
	}
}
