package api

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// call sends a request and decodes the reply, failing the test if the reply is
// not valid JSON or its ok flag differs from wantOK.
func call(t *testing.T, h *Handler, req any, wantOK bool) map[string]any {
	t.Helper()
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return decode(t, h.Handle(b, nil), wantOK)
}

func decode(t *testing.T, reply []byte, wantOK bool) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(reply, &m); err != nil {
		t.Fatalf("reply is not JSON: %v: %.200s", err, reply)
	}
	if ok, _ := m["ok"].(bool); ok != wantOK {
		t.Fatalf("ok = %v, want %v: %.300s", ok, wantOK, reply)
	}
	return m
}

func errorOf(t *testing.T, m map[string]any, code, fragment string) {
	t.Helper()
	e, _ := m["error"].(map[string]any)
	if e["code"] != code || !strings.Contains(e["message"].(string), fragment) {
		t.Fatalf("error = %v, want code %q with %q", e, code, fragment)
	}
}

func TestCatalogueListsEveryTask(t *testing.T) {
	m := call(t, NewHandler(), map[string]any{"op": "catalogue"}, true)
	if m["version"] != tasks.Version {
		t.Errorf("version %v", m["version"])
	}
	list := m["tasks"].([]any)
	if len(list) != len(suite.Tasks()) {
		t.Fatalf("%d tasks, suite has %d", len(list), len(suite.Tasks()))
	}
	for i, e := range suite.Tasks() {
		got := list[i].(map[string]any)
		if got["slug"] != e.Info().Slug || got["bucket"] != string(e.Info().Bucket) {
			t.Errorf("entry %d: %v, want %s", i, got["slug"], e.Info().Slug)
		}
		if n := len(got["subpasses"].([]any)); n != len(e.Subpasses()) {
			t.Errorf("%s: %d subpasses, want %d", e.Info().Slug, n, len(e.Subpasses()))
		}
		man := got["manifold"].(map[string]any)
		if len(man["params"].([]any)) != len(e.Manifold().Params) || len(man["presets"].([]any)) != len(e.Manifold().Presets) {
			t.Errorf("%s: manifold %v", e.Info().Slug, man)
		}
	}
	lim := m["limits"].(map[string]any)
	if lim["max_answer_bytes"].(float64) != MaxAnswerBytes || lim["max_batch_line"].(float64) != suite.MaxBatchLine {
		t.Errorf("limits %v", lim)
	}
}

// The ops a page calls in turn, through the message protocol: a canonical
// subpass opens, its share link reproduces it, its reference answer scores
// what it must and a refusal scores 0 on the named check. Every task's
// conformance test grades all its references directly; what this adds is
// the protocol, which two tasks prove: shikaku (an answer in JSON, a flat
// scene) and maze-3d (an answer that is text, solved as the plain grid, a
// scene in 3D).
func TestInstanceShareSolveGrade(t *testing.T) {
	h := NewHandler()
	for _, slug := range []string{"shikaku", "maze-3d"} {
		e, _ := suite.Lookup(slug)
		n := len(e.Subpasses())
		if runtime.GOOS == "js" || testing.Short() {
			n = min(n, 2)
		}
		for k := 0; k < n; k++ {
			req := map[string]any{"op": "instance", "task": slug, "subpass": k}
			m := call(t, h, req, true)
			in, err := tasks.New(e, tasks.Request{Subpass: &k})
			if err != nil {
				t.Fatal(err)
			}
			wb, _ := json.Marshal(in)
			want := string(wb)
			if m["instance_json"] != want {
				t.Fatalf("%s #%d: instance_json differs from the instance's own encoding", slug, k)
			}
			if sc := m["scene"].(map[string]any); sc["dim"] == nil {
				t.Errorf("%s #%d: scene without dim", slug, k)
			}
			share := m["share"].(map[string]any)
			if share["task"] != slug || share["subpass"].(float64) != float64(k) || share["version"] != tasks.Version || share["rules"] != e.Info().Rules || share["seed"] != nil {
				t.Errorf("%s #%d: share %v", slug, k, share)
			}
			share["op"] = "instance"
			if again := call(t, NewHandler(), share, true); again["instance_json"] != want {
				t.Errorf("%s #%d: the share link opens another instance", slug, k)
			}

			req["op"] = "solve"
			ans := call(t, h, req, true)["answer"].(string)
			if slug == "maze-3d" && (strings.HasPrefix(ans, `"`) || strings.Count(ans, "\n") != len(strings.Split(ans, "\n"))-1 || !strings.Contains(ans, "A")) {
				t.Errorf("maze-3d #%d: the solution is not the plain grid: %q", k, ans)
			}
			req["op"], req["answer"] = "grade", ans
			rep := call(t, h, req, true)["report"].(map[string]any)
			if !e.Info().ReferenceScoreHolds(rep["score"].(float64)) || !e.Info().BaselineReference && rep["passed"] != true {
				t.Errorf("%s #%d: reference answer scored %v: %v", slug, k, rep["score"], rep["checks"])
			}
			req["answer"] = "I cannot do this."
			rep = call(t, h, req, true)["report"].(map[string]any)
			first := rep["checks"].([]any)[0].(map[string]any)
			if rep["score"].(float64) != 0 || first["name"] != "answer" || first["ok"] != false {
				t.Errorf("%s #%d: a refusal scored %v with %v", slug, k, rep["score"], first)
			}
		}
	}
}

func TestSeededShareLinkReproducesTheInstance(t *testing.T) {
	h := NewHandler()
	for _, e := range suite.Tasks() {
		slug := e.Info().Slug
		m := call(t, h, map[string]any{"op": "instance", "task": slug, "preset": "easy", "seed": "12345678901234"}, true)
		share := m["share"].(map[string]any)
		if share["seed"] != "12345678901234" || share["params"] == "" || share["subpass"] != nil {
			t.Fatalf("%s: share %v", slug, share)
		}
		share["op"] = "instance"
		again := call(t, NewHandler(), share, true)
		if again["instance_json"] != m["instance_json"] {
			t.Errorf("%s: share link gives another instance", slug)
		}
		// A JSON number works as a seed too.
		num := call(t, NewHandler(), map[string]any{"op": "instance", "task": slug, "preset": "easy", "seed": 12345678901234}, true)
		if num["instance_json"] != m["instance_json"] {
			t.Errorf("%s: numeric seed gives another instance", slug)
		}
	}
}

func TestBadRequestsAreErrorReplies(t *testing.T) {
	h := NewHandler()
	slug := suite.Tasks()[0].Info().Slug
	cases := []struct {
		req            any
		code, fragment string
	}{
		{map[string]any{"op": "instance", "task": "no-such-task"}, CodeUnknownTask, `no task "no-such-task" (the tasks are: ` + slug + ", "},
		{map[string]any{"op": "instance", "task": slug, "seed": "abc"}, CodeInstance, `seed "abc" is not a whole number`},
		{map[string]any{"op": "instance", "task": slug, "seed": "-3"}, CodeInstance, "not a whole number"},
		{map[string]any{"op": "instance", "task": slug, "subpass": 9999}, CodeInstance, "9999 is not a valid subpass"},
		{map[string]any{"op": "instance", "task": slug, "version": "scbench-go/999"}, CodeVersion, "scbench-go/999"},
		{map[string]any{"op": "instance", "task": slug, "rules": slug + "/999"}, CodeVersion, "made under the rules " + slug + "/999, but " + slug + " is now graded under " + suite.Tasks()[0].Info().Rules},
		{map[string]any{"op": "instance", "task": slug, "seed": "1", "params": "nonsense=3"}, CodeInstance, `unknown parameter "nonsense"`},
		{map[string]any{"op": "instance", "task": slug, "seed": "1", "params": 17}, CodeBadRequest, "params must be"},
		{map[string]any{"op": "instance"}, CodeBadRequest, "no task"},
		{map[string]any{"op": "grade", "task": slug}, CodeBadRequest, "no answer"},
		{map[string]any{"op": "grade", "task": slug, "answer": strings.Repeat("x", MaxAnswerBytes+1)}, CodeTooLarge, "the limit is 16.0 MB"},
		{map[string]any{"op": "batch"}, CodeBadRequest, "no jsonl"},
		{map[string]any{"op": "fly"}, CodeBadRequest, `unknown op "fly"`},
		{map[string]any{"op": "catalogue", "extra": 1}, CodeBadRequest, "unknown field"},
	}
	for _, c := range cases {
		errorOf(t, call(t, h, c.req, false), c.code, c.fragment)
	}
	for _, raw := range []string{"", "null", "[1,2]", "{", "\x00\xff binary"} {
		errorOf(t, decode(t, h.Handle([]byte(raw), nil), false), CodeBadRequest, "not a valid message")
	}
}

func TestPanicsBecomeErrorReplies(t *testing.T) {
	var h *Handler // resolve dereferences it
	slug := suite.Tasks()[0].Info().Slug
	m := decode(t, h.Handle([]byte(`{"op":"instance","task":"`+slug+`"}`), nil), false)
	errorOf(t, m, CodeInternal, "internal error")
}

func TestBatchGradesEveryLineAndReportsProgress(t *testing.T) {
	e := suite.Tasks()[0]
	slug := e.Info().Slug
	zero := 0
	in, err := tasks.New(e, tasks.Request{Subpass: &zero})
	if err != nil {
		t.Fatal(err)
	}
	sol, err := e.Solve(in)
	if err != nil {
		t.Fatal(err)
	}
	good, _ := json.Marshal(map[string]any{"task": slug, "subpass": 0, "answer": sol, "id": "run-1"})
	lines := []string{
		string(good),
		`{"task": "` + slug + `", "subpass": 0, "answer": "no idea"}`,
		``,
		`this is not json`,
		`{"task": "nope", "answer": "x"}`,
		string(good) + "\r",
	}
	var events []Progress
	emit := func(b []byte) {
		var p Progress
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatalf("event is not JSON: %s", b)
		}
		events = append(events, p)
	}
	req, _ := json.Marshal(map[string]any{"op": "batch", "jsonl": strings.Join(lines, "\n")})
	m := decode(t, NewHandler().Handle(req, emit), true)

	var rep BatchReply
	b, _ := json.Marshal(m)
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	s := rep.Summary
	if s.Lines != 5 || s.Graded != 3 || s.Errors != 2 || s.Overall.Passed != 2 || len(s.Tasks) != 1 || len(s.Buckets) != 1 {
		t.Errorf("summary %+v", s)
	}
	if len(rep.Rows) != 5 {
		t.Fatalf("%d rows", len(rep.Rows))
	}
	wantLines := []int{1, 2, 4, 5, 6}
	for i, r := range rep.Rows {
		if r.Line != wantLines[i] {
			t.Errorf("row %d is line %d, want %d", i, r.Line, wantLines[i])
		}
	}
	if string(rep.Rows[0].ID) != `"run-1"` || !rep.Rows[0].Passed {
		t.Errorf("row 0: %+v", rep.Rows[0])
	}
	if !strings.HasPrefix(rep.Rows[2].Failure, "line: the line is not a JSON object") || !strings.Contains(rep.Rows[3].Failure, `unknown task "nope"`) {
		t.Errorf("failures: %q / %q", rep.Rows[2].Failure, rep.Rows[3].Failure)
	}
	if got := strings.Count(rep.Reports, "\n"); got != 6 || !strings.Contains(rep.Reports, "\n{\"summary\":{\"lines\":5,") {
		t.Errorf("%d report lines (5 reports and the summary): %s", got, rep.Reports)
	}
	if len(events) == 0 || events[len(events)-1].Done != 6 || events[len(events)-1].Total != 6 || events[len(events)-1].Graded != 3 {
		t.Fatalf("events %+v", events)
	}
	for i := 1; i < len(events); i++ {
		if events[i].Done < events[i-1].Done {
			t.Errorf("progress went back: %+v", events)
		}
	}
}

func TestBatchLimits(t *testing.T) {
	big := strings.Repeat("x", MaxBatchBytes+1)
	errorOf(t, call(t, NewHandler(), map[string]any{"op": "batch", "jsonl": big}, false), CodeTooLarge, "the batch is")
	m := call(t, NewHandler(), map[string]any{"op": "batch", "jsonl": ""}, true)
	if m["summary"].(map[string]any)["lines"].(float64) != 0 {
		t.Errorf("empty batch: %v", m["summary"])
	}
}

func TestTabulate(t *testing.T) {
	h := NewHandler()
	reports := `{"line":1,"task":"shikaku","version":"scbench-go/1","rules":"shikaku/1","subpass":2,"seed":null,"score":1,"passed":true,"checks":[],"failure_mode":"","error":""}
{"line":2,"task":"shikaku","version":"scbench-go/1","rules":"shikaku/1","subpass":3,"seed":null,"score":0,"passed":false,"checks":[],"failure_mode":"near-miss","error":""}
not a report
{"summary":{"lines":2}}
`
	req, _ := json.Marshal(map[string]any{"op": "tabulate", "jsonl": reports})
	var reply struct {
		OK bool `json:"ok"`
		TabulateReply
	}
	if err := json.Unmarshal(h.Handle(req, nil), &reply); err != nil || !reply.OK {
		t.Fatalf("%v %+v", err, reply)
	}
	tb := reply.Table
	if reply.Reports != 2 || reply.Skipped != 1 || len(tb.Tasks) != 1 || tb.Tasks[0].Mean != 0.5 || len(tb.Subpasses) != 1 || len(tb.Subpasses[0].Scores) != 2 || len(tb.Modes) != 2 {
		t.Errorf("%+v", reply)
	}
	if got := string(h.Handle([]byte(`{"op":"tabulate"}`), nil)); !strings.Contains(got, "no jsonl given") {
		t.Errorf("no jsonl: %s", got)
	}
}

// A streaming grade keeps the overlay's frames back; the frames op sends
// them one event each, in order, then replies with their count. A token of
// an older scene is refused, and a request that does not stream gets the
// frames inline.
func TestFramesStream(t *testing.T) {
	h := NewHandler()
	ref := call(t, h, map[string]any{"op": "solve", "task": "fluid-earthworks", "subpass": 0}, true)["answer"].(string)
	grade := map[string]any{"op": "grade", "task": "fluid-earthworks", "subpass": 0, "answer": ref, "stream": true}
	m := call(t, h, grade, true)
	info := m["frames"].(map[string]any)
	count := int(info["count"].(float64))
	if count < 3 {
		t.Fatalf("frames %v", info)
	}
	ov := m["report"].(map[string]any)["overlay"].(map[string]any)
	if _, ok := ov["frames"]; ok || ov["boxes"] == nil {
		t.Fatalf("the streamed overlay still holds its frames, or lost its own primitives: %v", ov["frames"])
	}
	var events []FrameEvent
	req, _ := json.Marshal(map[string]any{"op": "frames", "token": info["token"]})
	reply := decode(t, h.Handle(req, func(b []byte) {
		var e FrameEvent
		if err := json.Unmarshal(b, &e); err != nil {
			t.Fatalf("event %s: %v", b, err)
		}
		events = append(events, e)
	}), true)
	if int(reply["count"].(float64)) != count || len(events) != count {
		t.Fatalf("%d events, reply %v, want %d", len(events), reply, count)
	}
	for i, e := range events {
		if e.Event != "frame" || e.Index != i || e.Total != count || e.Frame.Label == "" {
			t.Errorf("event %d: %+v", i, e)
		}
	}
	if !strings.HasPrefix(events[count-1].Frame.Label, "after the rain: 196 voxels of water") {
		t.Errorf("the last frame is %q", events[count-1].Frame.Label)
	}
	// Inline, the same frames are in the overlay.
	delete(grade, "stream")
	m = call(t, h, grade, true)
	if _, ok := m["frames"]; ok {
		t.Errorf("a request that does not stream got %v", m["frames"])
	}
	if fr := m["report"].(map[string]any)["overlay"].(map[string]any)["frames"].([]any); len(fr) != count {
		t.Errorf("%d inline frames, want %d", len(fr), count)
	}
	// A newer streamed scene replaces the old one's frames.
	grade["stream"] = true
	newer := call(t, h, grade, true)["frames"].(map[string]any)
	errorOf(t, call(t, h, map[string]any{"op": "frames", "token": info["token"]}, false), CodeStale, "a newer scene has replaced it")
	call(t, h, map[string]any{"op": "frames", "token": newer["token"]}, true)
	errorOf(t, call(t, h, map[string]any{"op": "frames"}, false), CodeBadRequest, "no token given")
	// A scene without frames streams nothing.
	m = call(t, h, map[string]any{"op": "instance", "task": "fluid-earthworks", "subpass": 0, "stream": true}, true)
	if _, ok := m["frames"]; ok {
		t.Errorf("an instance scene without frames got %v", m["frames"])
	}
}

// A hint answers a board with a piece of a solution, and names the tasks
// that give none.
func TestHint(t *testing.T) {
	h := NewHandler()
	m := call(t, h, map[string]any{"op": "hint", "task": "shikaku", "subpass": 0, "answer": `{"rectangles": []}`}, true)
	hint := m["hint"].(map[string]any)
	if hint["kind"] != tasks.HintPiece || len(hint["piece"].([]any)) != 4 || hint["message"] == "" {
		t.Errorf("hint %v", hint)
	}
	cat := call(t, h, map[string]any{"op": "catalogue"}, true)
	hinting := map[string]bool{}
	for _, e := range cat["tasks"].([]any) {
		if e.(map[string]any)["hints"] == true {
			hinting[e.(map[string]any)["slug"].(string)] = true
		}
	}
	for _, slug := range []string{"shikaku", "hamiltonian-loop", "maze-3d"} {
		if !hinting[slug] {
			t.Errorf("the catalogue does not say that %s gives hints", slug)
		}
	}
	errorOf(t, call(t, h, map[string]any{"op": "hint", "task": "delaunay", "subpass": 0, "answer": "[]"}, false), CodeNoHints, "gives no hints")
	errorOf(t, call(t, h, map[string]any{"op": "hint", "task": "shikaku", "subpass": 0}, false), CodeBadRequest, "no board")
	errorOf(t, call(t, h, map[string]any{"op": "hint", "task": "shikaku", "subpass": 0, "answer": strings.Repeat("x", MaxAnswerBytes+1)}, false), CodeTooLarge, "the board is")
}

// A worksheet comes as a tree of elements: its instances with their links,
// then the key; bad requests are refused by name.
func TestWorksheet(t *testing.T) {
	h := NewHandler()
	m := call(t, h, map[string]any{"op": "worksheet", "task": "shikaku", "preset": "easy", "count": 3, "seed": "10", "base": "https://example.org/s/"}, true)
	ws := m["worksheet"].(map[string]any)
	if ws["title"] != "Shikaku rectangles · easy · 3 puzzles" {
		t.Errorf("title %v", ws["title"])
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(ws["root"])
	for _, want := range []string{"https://example.org/s/play/?task=shikaku&preset=easy&seed=12&v=" + strings.ReplaceAll(tasks.Version, "/", "%2F") + "&rules=shikaku%2F1", "shikaku · easy · seed 10", "Answer key"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the worksheet lacks %q", want)
		}
	}
	errorOf(t, call(t, h, map[string]any{"op": "worksheet", "task": "shikaku", "count": 0}, false), CodeBadRequest, "1 to 24 instances")
	errorOf(t, call(t, h, map[string]any{"op": "worksheet", "task": "shikaku", "count": 2, "preset": "wild"}, false), CodeBadRequest, `unknown preset "wild"`)
	errorOf(t, call(t, h, map[string]any{"op": "worksheet", "task": "shikaku", "count": 2, "base": "javascript:alert(1)//"}, false), CodeBadRequest, "base address")
	errorOf(t, call(t, h, map[string]any{"op": "worksheet", "task": "nope", "count": 2}, false), CodeUnknownTask, "no task")
}

// TestGradeReportsProgress grades ten small cubes on interlocking-parts'
// criterion 6 (they meet no rod: a quick failure): the grader's progress comes as
// "grading" events, the build's and then the criterion's, before the reply.
func TestGradeReportsProgress(t *testing.T) {
	part := map[string]any{"fileType": "OpenSCAD", "fileContents": "cube(10);", "transform": []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}}
	parts := make([]any, 10)
	for i := range parts {
		parts[i] = part
	}
	answer, _ := json.Marshal(map[string]any{"reasoning": "", "parts": parts})
	req, _ := json.Marshal(map[string]any{"op": "grade", "task": "interlocking-parts", "subpass": 6, "answer": string(answer)})
	var events []GradeEvent
	m := decode(t, NewHandler().Handle(req, func(b []byte) {
		var e GradeEvent
		if err := json.Unmarshal(b, &e); err != nil || e.Event != "grading" {
			t.Fatalf("event %s", b)
		}
		events = append(events, e)
	}), true)
	if rep := m["report"].(map[string]any); rep["score"] != 0.0 {
		t.Errorf("score %v, want 0 (the cubes meet no rod)", rep["score"])
	}
	var build, criterion int
	for _, e := range events {
		switch {
		case e.Stage == "reading and building the parts":
			build++
		case strings.HasPrefix(e.Stage, "criterion 6: "):
			criterion++
		default:
			t.Errorf("stage %q", e.Stage)
		}
	}
	last := events[len(events)-1]
	if build != 11 || criterion != 10 || last.Done != 10 || last.Total != 10 {
		t.Errorf("%d build and %d criterion events, the last %+v; want 11 (0 to 10 of 10) and 10", build, criterion, last)
	}
}
