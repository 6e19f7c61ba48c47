package grade

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

const testSecret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

func testSpec(t *testing.T) round.Spec {
	t.Helper()
	s, err := NewSpec(round.OpenRequest{ID: "r1", Title: " A round ", Tasks: []round.EntryRequest{
		{Task: "shikaku", Preset: "easy", Count: 2},
		{Task: "delaunay", Params: "num_points=8", Count: 1},
		{Task: "shikaku", Preset: "easy", Params: "width=8", Count: 1},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSpecAndItems(t *testing.T) {
	s := testSpec(t)
	if s.Title != "A round" || s.Kind != round.Sealed || s.Version != tasks.Version || s.Seeds != round.SeedDerivation || len(s.Entries) != 3 {
		t.Fatalf("spec %+v", s)
	}
	if s.Entries[0].Params != "height=7,max_area=8,width=7" || s.Entries[2].Params != "height=7,max_area=8,width=8" {
		t.Errorf("parameters not resolved in full: %+v", s.Entries)
	}
	items := s.Items()
	if err := s.Check(Catalogue()); err != nil {
		t.Error(err)
	}
	// The seed is the documented one, and the instance is the CLI's.
	in, err := Instance(items[1], testSecret)
	if err != nil || in.Seed == nil || *in.Seed != 7887775662329627 {
		t.Fatalf("instance: %v %+v", err, in)
	}
	e, _ := suite.Lookup("shikaku")
	seed := uint64(7887775662329627)
	same, _ := tasks.New(e, tasks.Request{Seed: &seed, Preset: "easy"})
	a, _ := json.Marshal(in)
	b, _ := json.Marshal(same)
	if !bytes.Equal(a, b) {
		t.Error("a round's instance differs from the CLI's for the same seed and parameters")
	}
}

func TestNewSpecRefuses(t *testing.T) {
	for _, c := range []struct {
		r    round.OpenRequest
		frag string
	}{
		{round.OpenRequest{ID: "a", Title: "x"}, "1 to 200 tasks"},
		{round.OpenRequest{ID: "a", Title: "x", Tasks: []round.EntryRequest{{Task: "nope", Count: 1}}}, `unknown task "nope"`},
		{round.OpenRequest{ID: "a", Title: "x", Tasks: []round.EntryRequest{{Task: "shikaku", Preset: "nope", Count: 1}}}, "nope"},
		{round.OpenRequest{ID: "a", Title: "x", Tasks: []round.EntryRequest{{Task: "shikaku", Params: "width=999", Count: 1}}}, "width"},
		{round.OpenRequest{ID: "a", Title: "x", Tasks: []round.EntryRequest{{Task: "shikaku", Count: 1}, {Task: "shikaku", Params: "width=7", Count: 1}}}, "same task and parameters as tasks[0]"},
	} {
		if _, err := NewSpec(c.r); err == nil || !strings.Contains(err.Error(), c.frag) {
			t.Errorf("%+v: %v, want %q", c.r, err, c.frag)
		}
	}
}

// A resolved line graded as a batch line gives the round's report, and the
// answer goes in byte for byte.
func TestResolvedLine(t *testing.T) {
	items := testSpec(t).Items()
	ans := json.RawMessage(`{"rectangles":[[0,0,1,1]]}`)
	line := items[0].Resolved(testSecret, ans)
	if !bytes.HasSuffix(line, []byte(`,"answer":{"rectangles":[[0,0,1,1]]}}`)) || !bytes.Contains(line, []byte(`"seed":156212152316088`)) {
		t.Fatalf("resolved line %s", line)
	}
	rep := suite.GradeLine(4, line)
	if !rep.Graded || rep.Seed == nil || *rep.Seed != 156212152316088 || string(rep.ID) != `"shikaku#0"` {
		t.Fatalf("graded: %+v", rep)
	}
	g := Item(items[0], ans, 4, testSecret)
	if g.Seed != nil || g.Score != rep.Score || len(g.Checks) != len(rep.Checks) {
		t.Errorf("Item hides the seed and grades the same: %+v", g)
	}
	m := Missing(items[2])
	if m.Score != 0 || m.FailureMode != "evasion" || m.Checks[0].Detail != "the submission has no line for this instance" {
		t.Errorf("missing: %+v", m.Report)
	}
	null := items[0].Resolved(testSecret, nil)
	if !bytes.HasSuffix(null, []byte(`"answer":null}`)) {
		t.Errorf("an unanswered item's line: %s", null)
	}
	// A summary is the same from reports in memory and as stored.
	reports := []suite.BatchReport{g, m}
	var stored []json.RawMessage
	for _, r := range reports {
		b, _ := json.Marshal(r)
		stored = append(stored, b)
	}
	a, _ := json.Marshal(Summary(reports))
	s, err := SummaryOf(stored)
	b, _ := json.Marshal(s)
	if err != nil || !bytes.Equal(a, b) || s.Overall.N != 2 {
		t.Errorf("summary of stored reports: %v\n%s\n%s", err, a, b)
	}
	if _, err := SummaryOf([]json.RawMessage{json.RawMessage(`{}`)}); err == nil {
		t.Error("an empty report makes a summary")
	}
}

func TestPromptsAndDigest(t *testing.T) {
	s := testSpec(t)
	items := s.Items()
	var buf bytes.Buffer
	if err := WritePrompts(&buf, s.ID, items, testSecret); err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n"))
	if len(lines) != len(items) {
		t.Fatalf("%d prompt lines", len(lines))
	}
	for i, l := range lines {
		var p round.PromptLine
		if err := json.Unmarshal(l, &p); err != nil {
			t.Fatal(err)
		}
		if p.Canary != round.Canary || p.ID != items[i].ID || p.Prompt == "" || bytes.Contains(l, []byte(`"seed"`)) {
			t.Errorf("line %d: %.200s", i, l)
		}
	}
	// The prompts file with answers added is a valid submission.
	var body bytes.Buffer
	for _, l := range lines {
		body.Write(bytes.TrimSuffix(l, []byte("}")))
		body.WriteString(`,"answer":"I do not know"}` + "\n")
	}
	sub, problems, n := round.Parse(s, items, body.Bytes(), 1<<20)
	if n != 0 {
		t.Fatalf("problems: %v", problems)
	}
	d := round.Digest(items, sub)
	sub.Answers[3] = nil
	if round.Digest(items, sub) == d {
		t.Error("the digest does not depend on the answers")
	}
}

// A canonical subtask's prompts line carries its subpass's params for the
// reader's sake; with its reference answer added, it is a batch line of the
// paper's instance (suite.Resolve), not of a fresh one with seed 0, and
// scores what the reference must.
func TestPaperPromptLinesGradeThePaperInstance(t *testing.T) {
	_, all := Catalogue().Paper()
	var items []round.Item
	for _, it := range all {
		if it.Task == "shikaku" || it.Task == "delaunay" {
			items = append(items, it)
		}
	}
	var buf bytes.Buffer
	if err := WritePrompts(&buf, round.PaperID, items, ""); err != nil {
		t.Fatal(err)
	}
	for i, l := range bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n")) {
		if !bytes.Contains(l, []byte(`"params":"`+items[i].Params+`"`)) {
			t.Fatalf("line %d does not carry its params: %.200s", i, l)
		}
		e, _ := suite.Lookup(items[i].Task)
		in, err := tasks.New(e, tasks.Request{Subpass: items[i].Subpass})
		if err != nil {
			t.Fatal(err)
		}
		ref, err := e.Solve(in)
		if err != nil {
			t.Fatal(err)
		}
		ans, _ := json.Marshal(ref)
		line := append(bytes.TrimSuffix(l, []byte("}")), `,"answer":`...)
		line = append(append(line, ans...), '}')
		rep := suite.GradeLine(i+1, line)
		if !rep.Graded || !e.Info().ReferenceScoreHolds(rep.Score) {
			t.Errorf("%s: the reference scores %v through its prompts line", items[i].ID, rep.Score)
		}
	}
}
