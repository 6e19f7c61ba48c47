package round

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

const testSecret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

// The seeds and the commitment are those the package comment defines,
// computed independently (Python's hmac and hashlib).
func TestSeedsAsDocumented(t *testing.T) {
	for _, c := range []struct {
		task, params string
		n            int
		want         uint64
	}{
		{"shikaku", "height=7,max_area=8,width=7", 0, 5925689165418816},
		{"shikaku", "height=7,max_area=8,width=7", 1, 525693524359003},
		{"delaunay", "decimals=3,num_points=8", 0, 3297677049821464},
	} {
		if got := Seed(testSecret, c.task, c.params, c.n); got != c.want {
			t.Errorf("Seed(%s, %s, %d) = %d, want %d", c.task, c.params, c.n, got, c.want)
		}
	}
	if got := Commitment(testSecret); got != "2a8abfa8cb9906290437854193ca6bca41d4d4e26d1d454bd66a35158095e737" {
		t.Errorf("Commitment = %s", got)
	}
}

func TestSecrets(t *testing.T) {
	s, err := NewSecret(nil)
	if err != nil || CheckSecret(s) != nil {
		t.Fatalf("NewSecret: %q %v", s, err)
	}
	if t2, _ := NewSecret(nil); t2 == s {
		t.Error("two secrets are the same")
	}
	for _, bad := range []string{"", "abc", strings.Repeat("A", 64), strings.Repeat("g", 64), strings.Repeat("a", 65)} {
		if CheckSecret(bad) == nil {
			t.Errorf("CheckSecret(%q) passed", bad)
		}
	}
}

func testSpec(t *testing.T) Spec {
	t.Helper()
	s, err := NewSpec(OpenRequest{ID: "r1", Title: " A round ", Tasks: []EntryRequest{
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
	if s.Title != "A round" || s.Kind != Sealed || s.Version != tasks.Version || len(s.Entries) != 3 {
		t.Fatalf("spec %+v", s)
	}
	if s.Entries[0].Params != "height=7,max_area=8,width=7" || s.Entries[2].Params != "height=7,max_area=8,width=8" {
		t.Errorf("parameters not resolved in full: %+v", s.Entries)
	}
	items := s.Items()
	var ids []string
	for _, it := range items {
		ids = append(ids, it.ID)
	}
	if got := strings.Join(ids, " "); got != "shikaku#0 shikaku#1 delaunay#0 shikaku#2" {
		t.Errorf("item ids %s", got)
	}
	if err := s.Check(items); err != nil {
		t.Error(err)
	}
	// The seed is the documented one, and the instance is the CLI's.
	in, err := items[1].Instance(testSecret)
	if err != nil || in.Seed == nil || *in.Seed != 525693524359003 {
		t.Fatalf("instance: %v %+v", err, in)
	}
	e, _ := suite.Lookup("shikaku")
	seed := uint64(525693524359003)
	same, _ := tasks.New(e, tasks.Request{Seed: &seed, Preset: "easy"})
	a, _ := json.Marshal(in)
	b, _ := json.Marshal(same)
	if !bytes.Equal(a, b) {
		t.Error("a round's instance differs from the CLI's for the same seed and parameters")
	}
	// Stale rules are named.
	items[0].Rules = "shikaku/0"
	if err := s.Check(items); err == nil || !strings.Contains(err.Error(), "shikaku/0") {
		t.Errorf("stale rules: %v", err)
	}
}

func TestNewSpecRefuses(t *testing.T) {
	ok := []EntryRequest{{Task: "shikaku", Count: 1}}
	for _, c := range []struct {
		r    OpenRequest
		frag string
	}{
		{OpenRequest{ID: "", Title: "x", Tasks: ok}, "1 to 40"},
		{OpenRequest{ID: "-a", Title: "x", Tasks: ok}, "lower-case"},
		{OpenRequest{ID: PaperID, Title: "x", Tasks: ok}, "paper board"},
		{OpenRequest{ID: "a", Title: "", Tasks: ok}, "the title has 1 to 200"},
		{OpenRequest{ID: "a", Title: "x\x07", Tasks: ok}, "control character"},
		{OpenRequest{ID: "a", Title: "x\u009by", Tasks: ok}, "control character (U+009B)"},
		{OpenRequest{ID: "a", Title: "x\u202ey", Tasks: ok}, "bidirectional control (U+202E)"},
		{OpenRequest{ID: "a", Title: "x"}, "1 to 200 tasks"},
		{OpenRequest{ID: "a", Title: "x", Tasks: []EntryRequest{{Task: "shikaku", Count: MaxCount + 1}}}, "count 1001"},
		{OpenRequest{ID: "a", Title: "x", Tasks: []EntryRequest{{Task: "shikaku", Preset: "nope", Count: 1}}}, "nope"},
		{OpenRequest{ID: "a", Title: "x", Tasks: []EntryRequest{{Task: "shikaku", Count: 1}, {Task: "shikaku", Params: "width=7", Count: 1}}}, "same task and parameters as tasks[0]"},
		{OpenRequest{ID: "a", Title: "x", Tasks: []EntryRequest{{Task: "shikaku", Count: 1000}, {Task: "delaunay", Count: 1}}}, "at most 1000"},
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
	if !bytes.HasSuffix(line, []byte(`,"answer":{"rectangles":[[0,0,1,1]]}}`)) || !bytes.Contains(line, []byte(`"seed":5925689165418816`)) {
		t.Fatalf("resolved line %s", line)
	}
	rep := suite.GradeLine(4, line)
	if !rep.Graded || rep.Seed == nil || *rep.Seed != 5925689165418816 || string(rep.ID) != `"shikaku#0"` {
		t.Fatalf("graded: %+v", rep)
	}
	g := GradeItem(items[0], ans, 4, testSecret)
	if g.Seed != nil || g.Score != rep.Score || len(g.Checks) != len(rep.Checks) {
		t.Errorf("GradeItem hides the seed and grades the same: %+v", g)
	}
	m := Missing(items[2])
	if m.Score != 0 || m.FailureMode != "evasion" || m.Checks[0].Detail != "the submission has no line for this instance" {
		t.Errorf("missing: %+v", m.Report)
	}
	null := items[0].Resolved(testSecret, nil)
	if !bytes.HasSuffix(null, []byte(`"answer":null}`)) {
		t.Errorf("an unanswered item's line: %s", null)
	}
}

func TestPromptsAndDigest(t *testing.T) {
	s := testSpec(t)
	items := s.Items()
	var buf bytes.Buffer
	if err := WritePrompts(&buf, s, items, testSecret); err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n"))
	if len(lines) != len(items) {
		t.Fatalf("%d prompt lines", len(lines))
	}
	for i, l := range lines {
		var p PromptLine
		if err := json.Unmarshal(l, &p); err != nil {
			t.Fatal(err)
		}
		if p.Canary != Canary || p.ID != items[i].ID || p.Prompt == "" || bytes.Contains(l, []byte(`"seed"`)) {
			t.Errorf("line %d: %.200s", i, l)
		}
	}
	// The prompts file with answers added is a valid submission.
	var body bytes.Buffer
	for _, l := range lines {
		body.Write(bytes.TrimSuffix(l, []byte("}")))
		body.WriteString(`,"answer":"I do not know"}` + "\n")
	}
	sub, problems, n := Parse(s, items, body.Bytes(), 1<<20)
	if n != 0 {
		t.Fatalf("problems: %v", problems)
	}
	d := Digest(items, sub)
	sub.Answers[3] = nil
	if Digest(items, sub) == d {
		t.Error("the digest does not depend on the answers")
	}
}

// A canonical subtask's prompts line carries its subpass's params for the
// reader's sake; with its reference answer added, it is a batch line of the
// paper's instance (suite.Resolve), not of a fresh one with seed 0, and
// scores what the reference must.
func TestPaperPromptLinesGradeThePaperInstance(t *testing.T) {
	s := PaperSpec()
	var items []Item
	for _, it := range s.Items() {
		if it.Task == "shikaku" || it.Task == "delaunay" {
			items = append(items, it)
		}
	}
	var buf bytes.Buffer
	if err := WritePrompts(&buf, s, items, ""); err != nil {
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
