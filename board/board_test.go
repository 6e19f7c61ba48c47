package board_test

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
	"github.com/scbench/scbench/suite"
)

const token = "test-admin-token"

// secret is the sealed test round's secret, fixed so that the tests can
// solve its instances (32 random bytes, as CheckSecret wants them).
const secret = "44d06afff67db32f8c8bdd0af5340990e2068a1f1d056fddb468887838db2fb6"

type env struct {
	t   *testing.T
	db  *sql.DB
	url string
	// path is the database's file, when the test needs a second handle
	path string
	now  time.Time
	// stored counts the submissions the test expects stored, lines their
	// lines.
	stored, lines int
}

// newEnv serves the API on a fresh database, grading in-process.
func newEnv(t *testing.T, lim board.Limits) *env {
	e := &env{t: t, db: boardtest.Open(t), now: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}
	e.serve(board.Config{Limits: lim, Queue: grading.Local{DB: e.db}})
	return e
}

// serve (re)starts the API on e's database with cfg (the token, clock and
// database filled in).
func (e *env) serve(cfg board.Config) {
	cfg.AdminToken, cfg.Now = token, func() time.Time { return e.now }
	e.url = boardtest.Serve(e.t, e.db, cfg).URL
}

// do sends a request and returns the status and body; header holds pairs
// of names and values.
func (e *env) do(method, path string, body io.Reader, header ...string) (int, []byte) {
	e.t.Helper()
	res := e.send(method, path, body, header...)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, b
}

func (e *env) send(method, path string, body io.Reader, header ...string) *http.Response {
	e.t.Helper()
	req, err := http.NewRequest(method, e.url+path, body)
	if err != nil {
		e.t.Fatal(err)
	}
	if method == "POST" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	return res
}

// as is the header of a request made with a token.
func as(tok string) []string { return []string{"Authorization", "Bearer " + tok} }

func (e *env) admin(path string, body string) (int, []byte) {
	return e.do("POST", path, strings.NewReader(body), as(token)...)
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

// submit posts a submission as JSON Lines; header adds to the request.
func (e *env) submit(roundID, query, body string, header ...string) (int, []byte) {
	return e.do("POST", "/api/rounds/"+roundID+"/submissions?"+query, strings.NewReader(body), append([]string{"Content-Type", "application/x-ndjson"}, header...)...)
}

// receipt submits and expects the submission stored.
func (e *env) receipt(roundID, query, body string, header ...string) round.Receipt {
	e.t.Helper()
	code, b := e.submit(roundID, query, body, header...)
	if code != http.StatusCreated {
		e.t.Fatalf("submit: %d %.500s", code, b)
	}
	var rec round.Receipt
	mustJSON(e.t, b, &rec)
	e.stored++
	e.lines += rec.Items
	return rec
}

// count counts the rows of a table.
func (e *env) count(table string) int {
	var n int
	if err := e.db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil {
		e.t.Fatal(err)
	}
	return n
}

func mustJSON(t testing.TB, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%v: %.300s", err, b)
	}
}

// answers makes a submission for items: the reference answer for those good
// says, a wrong one for the rest, as a harness would send them (the prompts
// file's fields plus "answer"). Every wrong answer carries marker, so that
// a test can tell whether an answer leaked.
func answers(t testing.TB, items []round.Item, sec string, good func(i int) bool) string {
	return answersMarked(t, items, sec, "nothing", good)
}

func answersMarked(t testing.TB, items []round.Item, sec, marker string, good func(i int) bool) string {
	t.Helper()
	var b strings.Builder
	for i, it := range items {
		ans := `{"` + marker + `": true}`
		if good(i) {
			in, err := grade.Instance(it, sec)
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
		line, _ := json.Marshal(map[string]any{"id": it.ID, "task": it.Task, "version": it.Version, "rules": it.Rules, "answer": ans})
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// summary reads a receipt's summary.
type summary struct {
	Tasks   []map[string]any `json:"tasks"`
	Buckets []map[string]any `json:"buckets"`
	Overall struct {
		N      int     `json:"n"`
		Passed int     `json:"passed"`
		Mean   float64 `json:"mean"`
		Low    float64 `json:"low"`
		High   float64 `json:"high"`
	} `json:"overall"`
	Modes []map[string]any `json:"modes"`
}

func summaryOf(t testing.TB, rec round.Receipt) summary {
	t.Helper()
	var s summary
	mustJSON(t, rec.Summary, &s)
	return s
}

// The whole story on the native store: open, prompts, submit, board,
// submission page, close, export, verify.
func TestRoundStory(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	info := e.openRound("r1")
	if info.State != round.Open || info.Secret != "" || info.SecretSHA256 != round.Commitment(secret) || info.Items != 5 || info.Seeds != round.SeedDerivation {
		t.Fatalf("opened round: %+v", info)
	}

	code, b := e.do("GET", "/api/rounds/r1/prompts", nil)
	if code != 200 {
		t.Fatalf("prompts: %d %s", code, b)
	}
	prompts := b
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
	// The prompts were written once, when the round opened.
	if n := e.count("prompts"); n != 5 {
		t.Errorf("%d prompts lines stored", n)
	}

	items := info.Spec.Items()
	body := answers(t, items, secret, func(i int) bool { return i != 1 })
	rec := e.receipt("r1", "model=Test+model&tools=off&max_tokens=32000&attempts=1", body)
	sum := summaryOf(t, rec)
	if rec.State != round.Graded || rec.Answered == nil || *rec.Answered != 5 || rec.Items != 5 || rec.Model != "Test model" || rec.MaxTokens != 32000 ||
		!strings.HasPrefix(rec.Token, board.ReceiptPrefix) || rec.Version != info.Version {
		t.Fatalf("receipt: %+v", rec)
	}
	if sum.Overall.N != 5 || sum.Overall.Passed != 4 || len(sum.Tasks) != 2 || sum.Modes != nil {
		t.Errorf("the receipt gives totals only: %s", rec.Summary)
	}
	if sum.Overall.Low >= sum.Overall.Mean || sum.Overall.High <= sum.Overall.Mean {
		t.Errorf("overall interval %+v", sum.Overall)
	}

	// While the round is open (the access test holds every route to it):
	// the board names the submission, nobody sees a seed, no export.
	code, b = e.do("GET", "/api/rounds/r1/board", nil)
	var bd board.Board
	mustJSON(t, b, &bd)
	if code != 200 || len(bd.Submissions) != 1 || bd.Submissions[0].ID != rec.ID || bd.Submissions[0].Summary != nil {
		t.Fatalf("board: %d %s", code, b)
	}
	code, b = e.do("GET", "/api/submissions/"+rec.ID, nil, as(token)...)
	var page board.SubmissionPage
	mustJSON(t, b, &page)
	if code != 200 || len(page.Lines) != 5 || page.Lines[0].Seed != nil || !page.Lines[0].Answered {
		t.Fatalf("submission page for the admin: %d %.300s", code, b)
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
	var ans board.Answer
	mustJSON(t, b, &ans)
	if code != 200 || !bytes.Contains(ans.Line, []byte(`"seed":`)) {
		t.Fatalf("answer once closed: %d %s", code, b)
	}
	if code, b := e.do("GET", "/api/rounds/r1/prompts", nil); code != 200 || !bytes.Equal(b, prompts) {
		t.Errorf("the prompts changed at closing: %d", code)
	}
	code, b = e.do("GET", "/api/rounds/r1/export", nil)
	if code != 200 || !bytes.HasPrefix(b, []byte(`{"canary":`)) {
		t.Fatalf("export: %d %.200s", code, b)
	}
	var out strings.Builder
	v, err := grade.Verify(bytes.NewReader(b), &out, grade.Options{Commitment: round.Commitment(secret)})
	if err != nil || v.Mismatches != 0 || v.Submissions != 1 || v.Reports != 5 {
		t.Fatalf("verify: %v %+v\n%s", err, v, out.String())
	}

	// A tampered export does not verify, nor one checked against another
	// commitment than the one published at opening.
	bad := bytes.Replace(b, []byte(`\"nothing\": true`), []byte(`\"nothing\": false`), 1)
	if bytes.Equal(bad, b) {
		t.Fatal("the export has no wrong answer to tamper with")
	}
	v, err = grade.Verify(bytes.NewReader(bad), &out, grade.Options{})
	if err != nil || v.Mismatches == 0 {
		t.Fatalf("a tampered export verified: %v %+v", err, v)
	}
	out.Reset()
	v, err = grade.Verify(bytes.NewReader(b), &out, grade.Options{Commitment: round.Commitment(strings.Repeat("0", 64))})
	if err != nil || v.Mismatches != 2 || !strings.Contains(out.String(), "published at opening") {
		t.Fatalf("verified against another commitment: %v %+v\n%s", err, v, out.String())
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
	// Every item is answered, so the board has its whole shape; only two
	// tasks (a JSON answer and a text answer) get their references, so that
	// the test grades in a fraction of a second: every task's conformance
	// test grades all its references.
	_, items := round.Current.Paper()
	solved := map[string]bool{"shikaku": true, "maze-3d": true}
	body := answers(t, items, "", func(i int) bool { return solved[items[i].Task] })
	rec := e.receipt("paper", "model=Reference&tools=on", body)
	sum := summaryOf(t, rec)
	if rec.Items != len(items) || sum.Overall.N != len(items) || rec.State != round.Graded || sum.Modes == nil {
		t.Fatalf("receipt: %d items, %+v", rec.Items, sum.Overall)
	}
	if len(sum.Tasks) != len(suite.Tasks()) {
		t.Errorf("%d task rows for %d tasks", len(sum.Tasks), len(suite.Tasks()))
	}
	// Every reference passes; nothing does not.
	for _, row := range sum.Tasks {
		task := row["task"].(string)
		mean, n, passed := row["mean"].(float64), row["n"].(float64), row["passed"].(float64)
		want, wantMean := 0.0, 0.0
		if solved[task] {
			want, wantMean = n, 1
		}
		if passed != want || mean != wantMean {
			t.Errorf("%s: %v of %v pass, mean %g", task, passed, n, mean)
		}
	}
	code, b := e.do("GET", "/api/rounds/paper/export", nil)
	if code != 200 {
		t.Fatalf("export: %d", code)
	}
	var out strings.Builder
	v, err := grade.Verify(bytes.NewReader(b), &out, grade.Options{})
	if err != nil || v.Mismatches != 0 || v.Reports != len(items) {
		t.Fatalf("verify: %v %+v\n%s", err, v, out.String())
	}
	// The paper board takes plain batch lines too: task and subpass.
	line := `{"task":"` + items[0].Task + `","subpass":0,"version":"` + items[0].Version + `","rules":"` + items[0].Rules + `","answer":"no idea"}`
	e.receipt("paper", "model=Batch&tools=off", line)
	// Its prompts are written once per suite version, on the first request.
	code, b = e.do("GET", "/api/rounds/paper/prompts", nil)
	if code != 200 || bytes.Count(b, []byte("\n")) != len(items) || e.count("prompts") != len(items) {
		t.Fatalf("paper prompts: %d, %d lines, %d stored", code, bytes.Count(b, []byte("\n")), e.count("prompts"))
	}
}

func urlEscape(s string) string { return url.QueryEscape(s) }
