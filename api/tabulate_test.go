package api

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/scbench/scbench/figures"
	"github.com/scbench/scbench/markup"
)

// A report file with run metadata comes back split into runs, with Figure
// 2's points; reports without a model take the label the page gives.
func TestTabulateSplitsRuns(t *testing.T) {
	file := strings.Join([]string{
		reportLine(1, `,"run":{"model":"m1","budget":4096,"output_tokens":3000,"finish_reason":"stop"}`),
		reportLine(0, `,"run":{"model":"m1","budget":1024,"output_tokens":1024,"finish_reason":"length"}`),
		reportLine(1, `,"run":{"model":"m1","budget":1024,"output_tokens":600,"finish_reason":"stop"}`),
		reportLine(1, `,"run":{"model":"m2","budget":1024,"output_tokens":500}`),
		reportLine(0, ``),
	}, "\n")
	req, _ := json.Marshal(map[string]any{"op": "tabulate", "jsonl": file, "label": "the\nfile"})
	reply := tabulated(t, req)
	e := reply.Experiment
	var got []string
	for _, p := range e.Points {
		b := "none"
		if p.Budget != nil {
			b = fmt.Sprint(*p.Budget)
		}
		got = append(got, fmt.Sprintf("%s@%s n=%d mean=%g tokens=%g median=%g capped=%d", p.Model, b, p.N, p.Mean, p.MeanTokens, p.MedianTokens, p.Capped))
	}
	want := "m1@1024 n=2 mean=0.5 tokens=812 median=812 capped=1|m1@4096 n=1 mean=1 tokens=3000 median=3000 capped=0|m2@1024 n=1 mean=1 tokens=500 median=500 capped=0|the file@none n=1 mean=0 tokens=0 median=0 capped=0"
	if strings.Join(got, "|") != want {
		t.Errorf("points\n%s\nwant\n%s", strings.Join(got, "|"), want)
	}
	if !e.Metadata || len(e.Runs) != 4 || e.Runs[0].Table.Overall.N != 2 || len(e.Runs[0].Table.Subpasses) != 1 || len(e.Modes) != 3 {
		t.Errorf("runs %+v modes %+v", e.Runs, e.Modes)
	}
	if reply.Table.Overall.N != 5 {
		t.Errorf("the file's table counts %d", reply.Table.Overall.N)
	}
}

// Files tabulated together: a model's runs from two files are one run (as
// `scbench report` makes them), reports without a model take their file's
// label, and each file says what was read of it.
func TestTabulateFilesTogether(t *testing.T) {
	m := `,"run":{"model":"m","budget":1024,"output_tokens":100}`
	req, _ := json.Marshal(map[string]any{"op": "tabulate", "files": []map[string]string{
		{"label": "a", "jsonl": reportLine(1, m) + "\n" + reportLine(0, m) + "\nnot a report\n"},
		{"label": "b", "jsonl": reportLine(1, m) + "\n"},
		{"label": "plain", "jsonl": reportLine(0, "") + "\n"},
	}})
	reply := tabulated(t, req)
	e := reply.Experiment
	if len(e.Runs) != 2 || e.Runs[0].Model != "m" || e.Runs[0].Table.Overall.N != 3 || e.Runs[1].Model != "plain" || len(e.Modes) != 2 {
		t.Errorf("runs: %+v", e.Runs)
	}
	if reply.Reports != 4 || reply.Skipped != 1 || len(reply.Files) != 3 || reply.Files[0].Reports != 2 || reply.Files[0].Skipped != 1 || reply.Files[1].Reports != 1 ||
		len(reply.Problems) != 1 || !strings.HasPrefix(reply.Problems[0], `"a": `) {
		t.Errorf("read: %+v", reply)
	}
	for body, want := range map[string]string{
		`{"op":"tabulate","jsonl":"","files":[{"label":"a","jsonl":""}]}`:                                             "give jsonl or files, not both",
		`{"op":"tabulate","files":[]}`:                                                                                "no jsonl given",
		`{"op":"tabulate","files":[` + strings.Repeat(`{"label":"x","jsonl":""},`, 12) + `{"label":"x","jsonl":""}]}`: "13 report files; at most 12",
	} {
		if got := string(NewHandler().Handle([]byte(body), nil)); !strings.Contains(got, want) {
			t.Errorf("%.60s: %s, want %q", body, got, want)
		}
	}
}

// Asked for, the figures come with the tables, drawn as `scbench report`
// draws them; a file given by name is labelled as `scbench report` labels it.
func TestTabulateDrawsTheFigures(t *testing.T) {
	files := []map[string]string{
		{"name": "gpt.reports.jsonl", "jsonl": reportLine(1, "") + "\n" + reportLine(0, "") + "\n"},
		{"name": "m.jsonl", "jsonl": reportLine(1, `,"run":{"model":"m","budget":1024,"output_tokens":100}`) + "\n"},
	}
	plain, _ := json.Marshal(map[string]any{"op": "tabulate", "files": files})
	if reply := tabulated(t, plain); reply.Figures != nil || reply.Experiment.Models[0] != "gpt" || reply.Files[0].Label != "gpt" {
		t.Errorf("figures drawn unasked, or the file misnamed: %+v", reply)
	}
	asked, _ := json.Marshal(map[string]any{"op": "tabulate", "files": files, "figures": true})
	reply := tabulated(t, asked)
	if reply.Figures == nil {
		t.Fatal("no figures")
	}
	for name, c := range map[string]struct {
		got  *markup.Node
		want string
	}{
		"figure 2": {reply.Figures.Figure2, figures.SVG(figures.Figure2(reply.Experiment))},
		"figure 3": {reply.Figures.Figure3, figures.SVG(figures.Figure3(reply.Experiment))},
	} {
		if got := figures.SVG(c.got); got != c.want || !strings.Contains(got, ">gpt<") {
			t.Errorf("%s as sent:\n%s\nwant\n%s", name, got, c.want)
		}
	}
}

// reportLine is a shikaku report line of the given score and run metadata.
func reportLine(score float64, run string) string {
	return fmt.Sprintf(`{"task":"shikaku","rules":"shikaku/1","subpass":0,"score":%g,"passed":%v,"failure_mode":"%s"%s}`, score, score == 1, map[bool]string{true: "", false: "incorrect"}[score == 1], run)
}

// tabulated sends a tabulate request and reads its reply, which must be ok.
func tabulated(t *testing.T, req []byte) TabulateReply {
	t.Helper()
	var reply struct {
		OK bool `json:"ok"`
		TabulateReply
	}
	if err := json.Unmarshal(NewHandler().Handle(req, nil), &reply); err != nil || !reply.OK {
		t.Fatalf("%v %+v", err, reply)
	}
	return reply.TabulateReply
}
