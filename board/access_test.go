package board_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/round"
)

// Every route of the API, as a stranger, as another submitter, as the
// submitter and as the admin, while a sealed round is open and once it has
// closed: what each may see of a submission. The routes are listed from the
// server, so that a route added without a case here fails this test.
func TestAccessToEveryRoute(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	info := e.openRound("r1")
	// c1 is closed by the admin while r1 is open: its secret is its own.
	if code, b := e.admin("/api/admin/rounds", `{"id":"c1","title":"Closed early","tasks":[{"task":"shikaku","preset":"easy","count":1}]}`); code != http.StatusCreated {
		t.Fatalf("open c1: %d %s", code, b)
	}
	items := info.Spec.Items()
	// A is sent first and scores lower than B: a board that ranked them
	// while sealed would put B first.
	a := e.receipt("r1", "model=Model+A&tools=off", answersMarked(t, items, secret, "MARK-A", func(i int) bool { return i == 0 }))
	e.now = e.now.Add(time.Minute)
	b := e.receipt("r1", "model=Model+B&tools=off", answersMarked(t, items, secret, "MARK-B", func(i int) bool { return i != 1 }))
	// A report's check details, which must not leave a sealed round.
	var detail string
	e.db.QueryRow(`SELECT json_extract(report, '$.checks[0].detail') FROM lines WHERE submission_id = ? AND idx = 1`, a.ID).Scan(&detail)
	if detail == "" {
		t.Fatal("no check detail to look for")
	}

	actors := []struct {
		name, token string
	}{{"stranger", ""}, {"another submitter", b.Token}, {"the submitter", a.Token}, {"the admin", token}}
	type ask struct {
		method, path, body string
	}
	// want is the status each actor gets, by phase; seen says what the reply
	// may show of submission A beyond its public part.
	type rule struct {
		ask  func(phase, actor string) ask
		want func(phase, actor string) int
	}
	get := func(path string) func(string, string) ask {
		return func(string, string) ask { return ask{"GET", path, ""} }
	}
	always := func(code int) func(string, string) int { return func(string, string) int { return code } }
	adminOnly := func(code int) func(string, string) int {
		return func(_, actor string) int {
			if actor == "the admin" {
				return code
			}
			return http.StatusUnauthorized
		}
	}
	n := 0
	fresh := func() string { n++; return fmt.Sprintf("x%d", n) }
	cases := map[string]rule{
		"GET /api/rounds":                 {get("/api/rounds"), always(200)},
		"GET /api/rounds/{round}":         {get("/api/rounds/r1"), always(200)},
		"GET /api/rounds/{round}/prompts": {get("/api/rounds/r1/prompts"), always(200)},
		"GET /api/rounds/{round}/board":   {get("/api/rounds/r1/board"), always(200)},
		"GET /api/rounds/{round}/export": {get("/api/rounds/r1/export"), func(phase, _ string) int {
			if phase == "open" {
				return http.StatusConflict
			}
			return 200
		}},
		"POST /api/rounds/{round}/submissions": {func(phase, actor string) ask {
			marker := fresh()
			return ask{"POST", "/api/rounds/r1/submissions?tools=on&model=" + marker, answersMarked(t, items, secret, marker, func(i int) bool { return i == 0 })}
		}, func(phase, _ string) int {
			if phase == "open" {
				return http.StatusCreated
			}
			return http.StatusConflict
		}},
		"GET /api/submissions/{id}": {get("/api/submissions/" + a.ID), always(200)},
		"GET /api/submissions/{id}/answers/{index}": {get("/api/submissions/" + a.ID + "/answers/1"), func(phase, actor string) int {
			if phase == "open" && (actor == "stranger" || actor == "another submitter") {
				return http.StatusForbidden
			}
			return 200
		}},
		"POST /api/admin/rounds": {func(string, string) ask {
			return ask{"POST", "/api/admin/rounds", `{"id":"` + fresh() + `","title":"t","tasks":[{"task":"shikaku","preset":"easy","count":1}]}`}
		}, adminOnly(http.StatusCreated)},
		"POST /api/admin/rounds/{round}/close": {func(phase, _ string) ask { return ask{"POST", "/api/admin/rounds/c1/close", `{}`} }, func(phase, actor string) int {
			switch {
			case actor != "the admin":
				return http.StatusUnauthorized
			case phase == "open":
				return 200
			}
			return http.StatusConflict // closed already
		}},
		"POST /api/admin/submissions/{id}/hide": {func(string, string) ask {
			return ask{"POST", "/api/admin/submissions/" + b.ID + "/hide", `{"reason":"a test"}`}
		}, adminOnly(200)},
		"POST /api/admin/submissions/{id}/unhide": {func(string, string) ask { return ask{"POST", "/api/admin/submissions/" + b.ID + "/unhide", `{}`} }, adminOnly(200)},
		"POST /api/admin/submitters":              {func(string, string) ask { return ask{"POST", "/api/admin/submitters", `{"label":"` + fresh() + `"}`} }, adminOnly(http.StatusCreated)},
		"POST /api/admin/submitters/{id}/rotate":  {nil, adminOnly(200)}, // filled in below, with a submitter made for it
		"POST /api/admin/names":                   {nil, adminOnly(200)},
		"POST /api/admin/names/release":           {nil, adminOnly(200)},
		"POST /api/admin/requeue":                 {func(string, string) ask { return ask{"POST", "/api/admin/requeue", `{}`} }, adminOnly(200)},
	}
	code, body := e.admin("/api/admin/submitters", `{"label":"spare"}`)
	var spare board.Submitter
	mustJSON(t, body, &spare)
	if code != http.StatusCreated {
		t.Fatalf("a submitter: %d %s", code, body)
	}
	rotate := cases["POST /api/admin/submitters/{id}/rotate"]
	rotate.ask = func(string, string) ask { return ask{"POST", "/api/admin/submitters/" + spare.ID + "/rotate", `{}`} }
	cases["POST /api/admin/submitters/{id}/rotate"] = rotate
	reserve := cases["POST /api/admin/names"]
	reserve.ask = func(string, string) ask {
		return ask{"POST", "/api/admin/names", `{"name":"Spare model","submitter":"` + spare.ID + `"}`}
	}
	cases["POST /api/admin/names"] = reserve
	release := cases["POST /api/admin/names/release"]
	release.ask = func(string, string) ask { return ask{"POST", "/api/admin/names/release", `{"name":"spare MODEL"}`} }
	cases["POST /api/admin/names/release"] = release

	routes := board.New(board.Config{}).Routes()
	for _, p := range routes {
		if _, ok := cases[p]; !ok {
			t.Errorf("route %s has no case in this test: say what each caller may see of it", p)
		}
	}
	if len(cases) != len(routes) {
		t.Errorf("%d cases for %d routes", len(cases), len(routes))
	}

	for _, phase := range []string{"open", "closed"} {
		if phase == "closed" {
			if code, b := e.admin("/api/admin/rounds/r1/close", ""); code != 200 {
				t.Fatalf("close: %d %s", code, b)
			}
		}
		for _, p := range routes {
			c := cases[p]
			for _, who := range actors {
				q := c.ask(phase, who.name)
				var hdr []string
				if who.token != "" {
					hdr = as(who.token)
				}
				if q.method == "POST" && strings.HasPrefix(q.path, "/api/rounds/") {
					hdr = append(hdr, "Content-Type", "application/x-ndjson")
				}
				code, body := e.do(q.method, q.path, strings.NewReader(q.body), hdr...)
				where := fmt.Sprintf("%s, %s, round %s", p, who.name, phase)
				if want := c.want(phase, who.name); code != want {
					t.Errorf("%s: status %d, want %d: %.300s", where, code, want, body)
				}
				switch {
				case phase != "open":
				case p == "POST /api/rounds/{round}/submissions":
					// the reply is the sender's own receipt
					sealedReply(t, where, "the submitter", body, detail)
					if who.name != "the submitter" && bytes.Contains(body, []byte("MARK-A")) {
						t.Errorf("%s: the reply shows MARK-A", where)
					}
				default:
					sealedReply(t, where, who.name, body, detail)
				}
			}
		}
	}

	// What each may see, read directly: while open (played again on a
	// second round), then closed.
	e.openRound("r2")
	items = e.openRound("r3").Spec.Items()
	a2 := e.receipt("r3", "model=Model+A&tools=off", answersMarked(t, items, secret, "MARK-A", func(i int) bool { return i == 0 }))
	e.now = e.now.Add(time.Minute)
	b2 := e.receipt("r3", "model=Model+B&tools=off", answersMarked(t, items, secret, "MARK-B", func(i int) bool { return i != 1 }))
	boardOf := func(tok string) board.Board {
		var hdr []string
		if tok != "" {
			hdr = as(tok)
		}
		_, body := e.do("GET", "/api/rounds/r3/board", nil, hdr...)
		var bd board.Board
		mustJSON(t, body, &bd)
		return bd
	}
	if bd := boardOf(""); len(bd.Submissions) != 2 || bd.Submissions[0].ID != a2.ID || bd.Submissions[0].Summary != nil || bd.Submissions[0].Answered != nil {
		t.Errorf("a stranger's sealed board: %+v", bd.Submissions)
	}
	if bd := boardOf(a2.Token); bd.Submissions[0].ID != a2.ID || bd.Submissions[0].Summary == nil || bd.Submissions[1].Summary != nil {
		t.Errorf("the submitter's sealed board shows its totals alone: %+v", bd.Submissions)
	}
	if bd := boardOf(token); bd.Submissions[0].ID != b2.ID || bd.Submissions[1].Summary == nil {
		t.Errorf("the admin's board ranks by score: %+v", bd.Submissions)
	}
	page := func(tok string) board.SubmissionPage {
		_, body := e.do("GET", "/api/submissions/"+a2.ID, nil, as(tok)...)
		var p board.SubmissionPage
		mustJSON(t, body, &p)
		return p
	}
	if p := page(a2.Token); !p.Sealed || len(p.Lines) != 0 || p.Submission.Summary == nil || p.Submission.Answered == nil || *p.Submission.Answered != 5 {
		t.Errorf("the submitter's page: %+v", p)
	}
	if p := page(token); p.Sealed || len(p.Lines) != 5 || p.Lines[1].Report == nil {
		t.Errorf("the admin's page: %+v", p)
	}
	e.admin("/api/admin/rounds/r3/close", "")
	if p := page(b2.Token); p.Sealed || len(p.Lines) != 5 || !bytes.Contains(p.Lines[1].Report, []byte(`"checks"`)) || p.Lines[1].Seed == nil {
		t.Errorf("once closed, anyone's page: %+v", p)
	}
	_, body = e.do("GET", "/api/submissions/"+a2.ID+"/answers/1", nil)
	if !bytes.Contains(body, []byte("MARK-A")) {
		t.Errorf("once closed, a stranger reads the answer: %s", body)
	}
	if bd := boardOf(""); bd.Submissions[0].ID != b2.ID || bd.Submissions[0].Summary == nil {
		t.Errorf("once closed, the board ranks by score: %+v", bd.Submissions)
	}
}

// sealedReply checks what a reply while a sealed round is open shows to
// who: nobody but the admin sees a report, a check, a failure mode or
// another's answer, the secret is nowhere, and a stranger sees no score.
func sealedReply(t *testing.T, where, who string, body []byte, detail string) {
	t.Helper()
	forbidden := []string{secret, `"checks"`, `"modes"`, `"score"`, `"report"`}
	switch who {
	case "the admin":
		forbidden = []string{secret}
	case "stranger":
		forbidden = append(forbidden, "MARK-A", "MARK-B", `"summary"`, `"answered"`, `"overall"`, detail)
	case "another submitter":
		forbidden = append(forbidden, "MARK-A", detail)
	case "the submitter":
		forbidden = append(forbidden, "MARK-B", detail)
	}
	// Escaped as JSON writes it.
	for _, f := range forbidden {
		esc, _ := json.Marshal(f)
		if bytes.Contains(body, []byte(f)) || bytes.Contains(body, esc[1:len(esc)-1]) {
			t.Errorf("%s: the reply shows %s: %.400s", where, f, body)
		}
	}
}

// The submitter's own view of the receipt it was given: totals, no
// failure modes; on the paper board, everything.
func TestReceiptShowsTotals(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	items := e.openRound("r1").Spec.Items()
	rec := e.receipt("r1", "model=M&tools=off", answers(t, items, secret, func(i int) bool { return i < 3 }))
	var s map[string]json.RawMessage
	mustJSON(t, rec.Summary, &s)
	if len(s) != 3 || s["tasks"] == nil || s["buckets"] == nil || s["overall"] == nil {
		t.Errorf("the receipt's summary: %s", rec.Summary)
	}
	_, paper := round.Current.Paper()
	rec = e.receipt("paper", "model=M&tools=off", answers(t, paper[:1], "", func(int) bool { return true }))
	mustJSON(t, rec.Summary, &s)
	if s["modes"] == nil {
		t.Errorf("the paper board's receipt: %s", rec.Summary)
	}
}
