package board_test

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

const token = "test-admin-token"

// secret is the sealed test round's secret, fixed so that the tests can
// solve its instances.
const secret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

type env struct {
	t   *testing.T
	db  *sql.DB
	url string
	now time.Time
	// stored counts the submissions the test expects stored
	stored int
}

func newEnv(t *testing.T, lim board.Limits) *env {
	e := &env{t: t, db: boardtest.Open(t), now: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}
	srv := boardtest.Serve(t, e.db, board.Config{AdminToken: token, Now: func() time.Time { return e.now }, Limits: lim})
	e.url = srv.URL
	return e
}

// do sends a request and returns the status and body.
func (e *env) do(method, path string, body io.Reader, header ...string) (int, []byte) {
	e.t.Helper()
	req, err := http.NewRequest(method, e.url+path, body)
	if err != nil {
		e.t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, b
}

func (e *env) admin(path string, body string) (int, []byte) {
	return e.do("POST", path, strings.NewReader(body), "Authorization", "Bearer "+token)
}

// openRound opens the test round: a few instances of two small tasks.
func (e *env) openRound(id string) round.Info {
	e.t.Helper()
	code, b := e.admin("/api/admin/rounds", `{"id":"`+id+`","title":"Test round","secret":"`+secret+`","max_per_model":2,
		"tasks":[{"task":"shikaku","preset":"easy","count":3},{"task":"delaunay","params":"num_points=8","count":2}]}`)
	if code != http.StatusCreated {
		e.t.Fatalf("open: %d %s", code, b)
	}
	var info round.Info
	mustJSON(e.t, b, &info)
	return info
}

func (e *env) submit(roundID, query, body string, header ...string) (int, []byte) {
	return e.do("POST", "/api/rounds/"+roundID+"/submissions?"+query, strings.NewReader(body), header...)
}

// count counts the rows of a table.
func (e *env) count(table string) int {
	var n int
	if err := e.db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil {
		e.t.Fatal(err)
	}
	return n
}

func mustJSON(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%v: %.300s", err, b)
	}
}

// answers makes a submission for items: the reference answer for those good
// says, a wrong one for the rest, as a harness would send them (the prompts
// file's fields plus "answer").
func answers(t testing.TB, items []round.Item, sec string, good func(i int) bool) string {
	t.Helper()
	var b strings.Builder
	for i, it := range items {
		ans := `{"nothing": true}`
		if good(i) {
			in, err := it.Instance(sec)
			if err != nil {
				t.Fatal(err)
			}
			e, _ := suite.Lookup(it.Task)
			ref, err := e.Solve(in)
			if err != nil {
				t.Fatal(err)
			}
			rb, _ := json.Marshal(ref)
			ans = "Here is my answer:\n```json\n" + string(rb) + "\n```"
		}
		line, _ := json.Marshal(map[string]any{"id": it.ID, "task": it.Task, "version": tasks.Version, "rules": it.Rules, "answer": ans})
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

func specOf(t *testing.T, info round.Info) []round.Item {
	t.Helper()
	return info.Spec.Items()
}

// The whole story on the native store: open, prompts, submit, board,
// submission page, close, export, verify.
func TestRoundStory(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	info := e.openRound("r1")
	if info.State != round.Open || info.Secret != "" || info.SecretSHA256 != round.Commitment(secret) || info.Items != 5 {
		t.Fatalf("opened round: %+v", info)
	}

	code, b := e.do("GET", "/api/rounds/r1/prompts", nil)
	if code != 200 {
		t.Fatalf("prompts: %d %s", code, b)
	}
	lines := bytes.Split(bytes.TrimSpace(b), []byte("\n"))
	if len(lines) != 5 {
		t.Fatalf("prompts has %d lines", len(lines))
	}
	for _, l := range lines {
		var pl map[string]any
		mustJSON(t, l, &pl)
		if pl["canary"] != round.Canary || pl["round"] != "r1" || pl["prompt"] == "" || pl["schema"] == nil {
			t.Errorf("prompt line %.200s", l)
		}
		if _, ok := pl["seed"]; ok {
			t.Errorf("a sealed round's prompts line shows its seed: %.200s", l)
		}
	}

	items := specOf(t, info)
	body := answers(t, items, secret, func(i int) bool { return i != 1 })
	code, b = e.submit("r1", "model=Test+model&tools=off&max_tokens=32000&attempts=1", body)
	if code != http.StatusCreated {
		t.Fatalf("submit: %d %s", code, b)
	}
	var rec round.Receipt
	mustJSON(t, b, &rec)
	if rec.Answered != 5 || rec.Items != 5 || rec.Summary.Overall.N != 5 || rec.Summary.Overall.Passed != 4 || rec.Model != "Test model" || rec.MaxTokens != 32000 {
		t.Fatalf("receipt: %+v", rec)
	}
	if rec.Summary.Overall.Low >= rec.Summary.Overall.Mean || rec.Summary.Overall.High <= rec.Summary.Overall.Mean {
		t.Errorf("overall interval %+v", rec.Summary.Overall)
	}

	// While the round is open: the board shows it, no seed is shown, no export.
	code, b = e.do("GET", "/api/rounds/r1/board", nil)
	var bd board.Board
	mustJSON(t, b, &bd)
	if code != 200 || len(bd.Submissions) != 1 || bd.Submissions[0].ID != rec.ID {
		t.Fatalf("board: %d %s", code, b)
	}
	code, b = e.do("GET", "/api/submissions/"+rec.ID, nil)
	var page board.SubmissionPage
	mustJSON(t, b, &page)
	if code != 200 || len(page.Lines) != 5 || page.Lines[0].Seed != nil || !page.Lines[0].Answered {
		t.Fatalf("submission page: %d %.300s", code, b)
	}
	if bytes.Contains(b, []byte(`"seed":`)) && !bytes.Contains(b, []byte(`"seed":null`)) {
		t.Errorf("an open round's submission page shows a seed: %.300s", b)
	}
	code, b = e.do("GET", "/api/submissions/"+rec.ID+"/answers/0", nil)
	var ans board.Answer
	mustJSON(t, b, &ans)
	if code != 200 || ans.Line != nil || ans.ID != items[0].ID || len(ans.Answer) == 0 {
		t.Fatalf("answer while open: %d %s", code, b)
	}
	if code, _ := e.do("GET", "/api/rounds/r1/export", nil); code != http.StatusConflict {
		t.Errorf("export of an open round: %d", code)
	}

	// Close: the secret is revealed, the export re-grades to the same scores.
	e.now = e.now.Add(24 * time.Hour)
	code, b = e.admin("/api/admin/rounds/r1/close", "")
	mustJSON(t, b, &info)
	if code != 200 || info.State != round.Closed || info.Secret != secret || info.ClosedAt == "" {
		t.Fatalf("close: %d %s", code, b)
	}
	if code, b := e.submit("r1", "model=Late&tools=off", body); code != http.StatusConflict {
		t.Errorf("a submission to a closed round: %d %s", code, b)
	}
	code, b = e.do("GET", "/api/submissions/"+rec.ID+"/answers/2", nil)
	mustJSON(t, b, &ans)
	if code != 200 || !bytes.Contains(ans.Line, []byte(`"seed":`)) {
		t.Fatalf("answer once closed: %d %s", code, b)
	}
	code, b = e.do("GET", "/api/rounds/r1/export", nil)
	if code != 200 || !bytes.HasPrefix(b, []byte(`{"canary":`)) {
		t.Fatalf("export: %d %.200s", code, b)
	}
	var out strings.Builder
	v, err := round.Verify(bytes.NewReader(b), &out)
	if err != nil || v.Mismatches != 0 || v.Submissions != 1 || v.Reports != 5 {
		t.Fatalf("verify: %v %+v\n%s", err, v, out.String())
	}

	// A tampered export does not verify.
	bad := bytes.Replace(b, []byte(`\"nothing\": true`), []byte(`\"nothing\": false`), 1)
	if bytes.Equal(bad, b) {
		t.Fatal("the export has no wrong answer to tamper with")
	}
	v, err = round.Verify(bytes.NewReader(bad), &out)
	if err != nil || v.Mismatches == 0 {
		t.Fatalf("a tampered export verified: %v %+v", err, v)
	}
}

// The paper board: a submission answers every canonical subpass, the
// receipt and the export hold them all, and the export verifies. Every
// task's conformance test grades all its references; here the references of
// two tasks are submitted, which prove that the board grades what it is
// sent, whatever the answer's shape: shikaku (an answer in JSON) and maze-3d
// (an answer that is text). The other tasks' lines answer nothing, and
// score 0.
func TestPaperBoard(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	items := round.PaperSpec().Items()
	solved := map[string]bool{"shikaku": true, "maze-3d": true}
	body := answers(t, items, "", func(i int) bool { return solved[items[i].Task] })
	code, b := e.submit("paper", "model=Reference&tools=on", body)
	if code != http.StatusCreated {
		t.Fatalf("submit: %d %.500s", code, b)
	}
	var rec round.Receipt
	mustJSON(t, b, &rec)
	if rec.Items != len(items) || rec.Summary.Overall.N != len(items) {
		t.Fatalf("receipt: %d items, %+v", rec.Items, rec.Summary.Overall)
	}
	if len(rec.Summary.Tasks) != len(suite.Tasks()) {
		t.Errorf("%d task rows for %d tasks", len(rec.Summary.Tasks), len(suite.Tasks()))
	}
	// Every reference passes; nothing does not.
	for _, row := range rec.Summary.Tasks {
		passed, mean := 0, 0.0
		if solved[row.Task] {
			passed, mean = row.N, 1
		}
		if row.Passed != passed || row.Mean != mean {
			t.Errorf("%s: %d of %d pass, mean %g", row.Task, row.Passed, row.N, row.Mean)
		}
	}
	code, b = e.do("GET", "/api/rounds/paper/export", nil)
	if code != 200 {
		t.Fatalf("export: %d", code)
	}
	var out strings.Builder
	v, err := round.Verify(bytes.NewReader(b), &out)
	if err != nil || v.Mismatches != 0 || v.Reports != len(items) {
		t.Fatalf("verify: %v %+v\n%s", err, v, out.String())
	}
	// The paper board takes plain batch lines too: task and subpass.
	line := `{"task":"shikaku","subpass":0,"version":"` + tasks.Version + `","rules":"` + items[0].Rules + `","answer":"no idea"}`
	if items[0].Task != "shikaku" {
		line = strings.Replace(line, "shikaku", items[0].Task, 1)
	}
	if code, b := e.submit("paper", "model=Batch&tools=off", line); code != http.StatusCreated {
		t.Fatalf("a batch line: %d %s", code, b)
	}
}

func urlEscape(s string) string { return url.QueryEscape(s) }

func httptestServer(t *testing.T, cfg board.Config) string {
	srv := httptest.NewServer(board.New(cfg))
	t.Cleanup(srv.Close)
	return srv.URL
}
