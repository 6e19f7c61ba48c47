package board_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/round"
)

// zeros is an endless-looking body of n bytes that is never held in memory.
type zeros struct{ n int64 }

func (z *zeros) Read(p []byte) (int, error) {
	if z.n <= 0 {
		return 0, io.EOF
	}
	k := int64(len(p))
	if k > z.n {
		k = z.n
	}
	for i := range p[:k] {
		p[i] = ' '
	}
	z.n -= k
	return int(k), nil
}

// refused checks a refusal's status, code and message, and that nothing was
// stored.
func (e *env) refused(code int, b []byte, wantCode int, errCode, fragment string) {
	e.t.Helper()
	var r struct {
		Error struct {
			Code     string          `json:"code"`
			Message  string          `json:"message"`
			Problems []round.Problem `json:"problems"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		e.t.Fatalf("status %d, body not JSON: %.200s", code, b)
	}
	msg := r.Error.Message
	for _, p := range r.Error.Problems {
		msg += " | " + p.Message
	}
	if code != wantCode || r.Error.Code != errCode || !strings.Contains(msg, fragment) {
		e.t.Errorf("got %d %s %q; want %d %s containing %q", code, r.Error.Code, msg, wantCode, errCode, fragment)
	}
	if n := e.count("submissions"); n != e.stored {
		e.t.Errorf("%d submissions stored, want %d", n, e.stored)
	}
	if n := e.count("lines"); n != e.lines {
		e.t.Errorf("%d lines stored, want %d", n, e.lines)
	}
}

func TestBadInput(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	info := e.openRound("r1")
	items := info.Spec.Items()
	good := answers(t, items, secret, func(i int) bool { return i%2 == 0 })
	q := "model=M&tools=off"
	lineFor := func(i int, edit func(m map[string]any)) string {
		m := map[string]any{"id": items[i].ID, "task": items[i].Task, "version": items[i].Version, "rules": items[i].Rules, "answer": "x"}
		edit(m)
		b, _ := json.Marshal(m)
		return string(b)
	}

	// post sends a body of a length the client may or may not announce; the
	// server may stop reading early and close the connection.
	post := func(body io.Reader, length int64, fragment string) {
		t.Helper()
		req, _ := http.NewRequest("POST", e.url+"/api/rounds/r1/submissions?"+q, body)
		req.Header.Set("Content-Type", "application/x-ndjson")
		req.ContentLength = length
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Logf("client: %v", err)
			return
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		e.refused(res.StatusCode, b, http.StatusRequestEntityTooLarge, "too-large", fragment)
	}
	t.Run("100 MB body, announced", func(t *testing.T) { post(&zeros{100 << 20}, 100<<20, "100.0 MB") })
	t.Run("100 MB body, chunked", func(t *testing.T) {
		post(io.MultiReader(strings.NewReader(good), &zeros{100 << 20}), -1, "larger than 16.0 MB")
	})
	t.Run("a line of 10 MB", func(t *testing.T) {
		long := lineFor(0, func(m map[string]any) { m["answer"] = strings.Repeat("a", 10<<20) })
		code, b := e.submit("r1", q, long)
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "a line may be at most 1,048,576 bytes")
	})
	t.Run("a million lines", func(t *testing.T) {
		code, b := e.submit("r1", q, strings.Repeat("{}\n", 1_000_000))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "1000000 lines, but round r1 has only 5 instances")
	})
	t.Run("an instance not in the round", func(t *testing.T) {
		code, b := e.submit("r1", q, lineFor(0, func(m map[string]any) { m["id"] = "shikaku#99" }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", `names "shikaku#99", which is not an instance of round r1`)
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { m["round"] = "r0" }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", `is from round "r0"`)
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { m["seed"] = 7 }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "gives a seed")
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { delete(m, "id") }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "names no instance")
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { m["task"] = "delaunay" }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", `says task "delaunay"`)
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) {})+"\n"+lineFor(0, func(m map[string]any) {}))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "line 2 answers "+items[0].ID+" again (first on line 1)")
	})
	t.Run("stale rules", func(t *testing.T) {
		code, b := e.submit("r1", q, lineFor(0, func(m map[string]any) { m["rules"] = items[0].Task + "/0" }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "was made under the rules "+items[0].Task+"/0, but round r1 grades "+items[0].Task+" under "+items[0].Rules)
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { m["version"] = "scbench-go/0" }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "suite version scbench-go/0")
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { delete(m, "rules") }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "does not say the suite version and rules")
	})
	t.Run("invalid UTF-8", func(t *testing.T) {
		line := strings.Replace(lineFor(0, func(m map[string]any) {}), `"x"`, "\"\xff\xfe\"", 1)
		code, b := e.submit("r1", q, line)
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "line 1: the line is not valid UTF-8 (at byte")
		code, b = e.submit("r1", "model=%FF&tools=off", good)
		e.refused(code, b, http.StatusBadRequest, "bad-entrant", "not valid UTF-8")
	})
	t.Run("not JSON, wrong types, no answer", func(t *testing.T) {
		code, b := e.submit("r1", q, "this is not json")
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", `line 1: the line is not a JSON object: it begins with "this is not json"`)
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { m["task"] = 5 }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "line 1: task must be a string, found 5")
		code, b = e.submit("r1", q, lineFor(0, func(m map[string]any) { delete(m, "answer") }))
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "has no answer")
		code, b = e.submit("r1", q, "")
		e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "has no lines")
	})
	t.Run("settings", func(t *testing.T) {
		code, b := e.submit("r1", "tools=off", good)
		e.refused(code, b, http.StatusBadRequest, "bad-entrant", "the model name has 1 to 100 characters")
		code, b = e.submit("r1", "model=M", good)
		e.refused(code, b, http.StatusBadRequest, "bad-entrant", "tools=on or tools=off")
		code, b = e.submit("r1", q+"&max_tokens=-3", good)
		e.refused(code, b, http.StatusBadRequest, "bad-entrant", "max_tokens")
		code, b = e.submit("r1", "model=a%0Ab&tools=off", good)
		e.refused(code, b, http.StatusBadRequest, "bad-entrant", "U+000A, a control character")
	})
	t.Run("wrong admin token", func(t *testing.T) {
		body := `{"id":"r2","title":"x","tasks":[{"task":"shikaku","count":1}]}`
		for _, h := range []string{"", "Bearer nope", "Bearer " + token + "x", "Basic " + token, token, "Bearer " + board.ReceiptPrefix + secret} {
			code, b := e.do("POST", "/api/admin/rounds", strings.NewReader(body), "Authorization", h)
			e.refused(code, b, http.StatusUnauthorized, "unauthorized", "missing or wrong")
			code, b = e.do("POST", "/api/admin/rounds/r1/close", nil, "Authorization", h)
			e.refused(code, b, http.StatusUnauthorized, "unauthorized", "missing or wrong")
		}
		if e.count("rounds") != 2 {
			t.Errorf("%d rounds", e.count("rounds"))
		}
	})
	t.Run("bad rounds", func(t *testing.T) {
		for body, frag := range map[string]string{
			`{"id":"paper","title":"x","tasks":[{"task":"shikaku","count":1}]}`:                                         "the paper board's",
			`{"id":"r1","title":"x","tasks":[{"task":"shikaku","count":1}]}`:                                            "exists already",
			`{"id":"Bad Id","title":"x","tasks":[{"task":"shikaku","count":1}]}`:                                        "lower-case letters",
			`{"id":"r3","title":"x","tasks":[{"task":"shikaku","count":0}]}`:                                            "count 0",
			`{"id":"r3","title":"x","tasks":[{"task":"nope","count":1}]}`:                                               `unknown task \"nope\"`,
			`{"id":"r3","title":"x","tasks":[{"task":"shikaku","params":"width=999","count":1}]}`:                       "width",
			`{"id":"r3","title":"x","secret":"abc","tasks":[{"task":"shikaku","count":1}]}`:                             "64 lower-case hex",
			`{"id":"r3","title":"x","secret":"` + strings.Repeat("0", 64) + `","tasks":[{"task":"shikaku","count":1}]}`: "not random: its 32 bytes take 1 different values",
			`{"id":"r3","title":"x","tasks":[{"task":"shikaku","count":1}],"extra":1}`:                                  "unknown field",
		} {
			code, b := e.admin("/api/admin/rounds", body)
			if code/100 != 4 || !strings.Contains(string(b), frag) {
				t.Errorf("%s: %d %s", body, code, b)
			}
		}
	})

	// Hostile text is stored as given and comes back as JSON text.
	hostile := "Robert'); DROP TABLE submissions;-- <script>alert(1)</script>"
	code, b := e.submit("r1", "model="+urlEscape(hostile)+"&tools=on", good)
	if code != http.StatusCreated {
		t.Fatalf("hostile model name: %d %s", code, b)
	}
	e.stored++
	e.lines += 5
	var rec round.Receipt
	mustJSON(t, b, &rec)
	if rec.Model != hostile {
		t.Errorf("model stored as %q", rec.Model)
	}
	if bytes.Contains(b, []byte("<script>")) {
		t.Errorf("a reply carries raw HTML: %.300s", b)
	}
	code, b = e.do("GET", "/api/rounds/r1/board", nil)
	var bd board.Board
	mustJSON(t, b, &bd)
	if code != 200 || len(bd.Submissions) != 1 || bd.Submissions[0].Model != hostile {
		t.Fatalf("board after a hostile name: %d %.300s", code, b)
	}

	t.Run("replayed submission", func(t *testing.T) {
		code, b := e.submit("r1", "model=Someone+else&tools=off", good)
		e.refused(code, b, http.StatusConflict, "duplicate", "as submission "+rec.ID)
		// the same answers with other whitespace are the same answers
		code, b = e.submit("r1", "model=M&tools=off", "\n"+strings.ReplaceAll(good, "\n", "\r\n\n"))
		e.refused(code, b, http.StatusConflict, "duplicate", "as submission "+rec.ID)
	})
	t.Run("per-model limit", func(t *testing.T) {
		other := answers(t, items, secret, func(i int) bool { return i == 0 })
		e.receipt("r1", "model="+urlEscape(hostile)+"&tools=on", other)
		third := answers(t, items, secret, func(i int) bool { return i == 1 })
		code, b := e.submit("r1", "model="+urlEscape(hostile)+"&tools=on", third)
		e.refused(code, b, http.StatusTooManyRequests, "model-limit", "has 2 submissions to round r1")
	})
	t.Run("no admin token configured", func(t *testing.T) {
		srv := boardtest.Serve(t, boardtest.Open(t), board.Config{})
		res, err := http.Post(srv.URL+"/api/admin/rounds", "application/json", strings.NewReader(`{}`))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusForbidden {
			t.Errorf("admin without a configured token: %d", res.StatusCode)
		}
	})
}

// The rate limit counts attempts, refused ones included, per address and
// window; an attempt it refuses is not counted, Retry-After says when the
// oldest counted one leaves the window, and attempts older than the window
// are forgotten, whoever made them.
func TestRateLimit(t *testing.T) {
	lim := board.DefaultLimits
	lim.PerAddress = 3
	e := newEnv(t, lim)
	start := e.now
	if _, err := e.db.Exec(`INSERT INTO attempts (addr, at) VALUES ('someone-gone', ?)`, start.Add(-2*time.Hour).Unix()); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		e.now = start.Add(time.Duration(i) * 10 * time.Minute)
		if code, b := e.submit("paper", "model=M&tools=off", "junk"); code != http.StatusUnprocessableEntity {
			t.Fatalf("attempt %d: %d %s", i, code, b)
		}
	}
	if n := e.count("attempts"); n != 3 {
		t.Errorf("%d attempts kept; the one of an address gone for two hours should be forgotten", n)
	}
	e.now = start.Add(30 * time.Minute)
	res := e.send("POST", "/api/rounds/paper/submissions?model=M&tools=off", strings.NewReader("junk"), "Content-Type", "application/x-ndjson")
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	e.refused(res.StatusCode, b, http.StatusTooManyRequests, "rate", "at most 3 per 1h0m0s; the next may be sent in 30m0s")
	if got := res.Header.Get("Retry-After"); got != "1800" {
		t.Errorf("Retry-After %q, want 1800 (the first attempt leaves the window in 30 minutes)", got)
	}
	if n := e.count("attempts"); n != 3 {
		t.Errorf("a refused attempt was counted: %d attempts kept", n)
	}
	// an hour after the first attempt the address may submit again
	e.now = start.Add(61 * time.Minute)
	if code, b := e.submit("paper", "model=M&tools=off", "junk"); code != http.StatusUnprocessableEntity {
		t.Fatalf("after the window: %d %s", code, b)
	}
}

// A submission whose request died after its row was written and before it
// was acknowledged (its row still 'storing') is never seen, and is swept
// away, lines and all, once it is old; nothing else is.
func TestAbandonedIsInvisibleAndSwept(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	info := e.openRound("r1")
	items := info.Spec.Items()
	kept := e.receipt("r1", "model=Kept&tools=off", answers(t, items, secret, func(i int) bool { return i == 0 }))
	if _, err := e.db.Exec(`INSERT INTO submissions (id, round_id, model, model_key, tools, max_tokens, attempts, version, digest, answered, items, state, token_sha256, created_at, created_unix)
		VALUES ('deadbeef', 'r1', 'Half', 'half', 0, 0, 1, ?, 'd', 1, 5, 'storing', '', ?, ?)`, info.Version, e.now.Format(time.RFC3339), e.now.Unix()); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.Exec(`INSERT INTO lines (submission_id, idx, item, task, rules, line_no, answer) VALUES ('deadbeef', 0, 'shikaku#0', 'shikaku', 'shikaku/1', 1, '"x"')`); err != nil {
		t.Fatal(err)
	}
	if code, _ := e.do("GET", "/api/submissions/deadbeef", nil, as(token)...); code != http.StatusNotFound {
		t.Errorf("a half-written submission is visible: %d", code)
	}
	code, b := e.do("GET", "/api/rounds/r1/board", nil, as(token)...)
	if code != 200 || bytes.Contains(b, []byte("deadbeef")) {
		t.Errorf("board: %d %s", code, b)
	}
	// Closing deletes nothing; a submission a quarter of an hour later
	// sweeps the abandoned one away.
	e.admin("/api/admin/rounds/r1/close", "")
	if n := e.count("lines"); n != 6 {
		t.Errorf("closing changed the lines: %d", n)
	}
	e.now = e.now.Add(16 * time.Minute)
	e.receipt("paper", "model=Later&tools=off", `{"task":"shikaku","subpass":0,"version":"`+items[0].Version+`","rules":"`+items[0].Rules+`","answer":"x"}`)
	var n int
	e.db.QueryRow(`SELECT count(*) FROM lines WHERE submission_id = 'deadbeef'`).Scan(&n)
	if n != 0 || e.count("submissions") != 2 {
		t.Errorf("the abandoned submission was not swept: %d lines, %d submissions", n, e.count("submissions"))
	}
	if code, _ := e.do("GET", "/api/submissions/"+kept.ID, nil); code != 200 {
		t.Errorf("the acknowledged submission: %d", code)
	}
}
