package board_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
)

// Cross-site request forgery: a page of another site posting a no-cors
// text/plain submission through its visitor's browser is refused before
// anything is read, counted or stored; so is any write with another content
// type or a foreign Origin. The site's own pages and tools (no Origin) may
// write.
func TestWritesRefuseOtherSites(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	items := e.openRound("r1").Spec.Items()
	body := answers(t, items, secret, func(int) bool { return true })
	q := "/api/rounds/r1/submissions?model=M&tools=off"
	for _, c := range []struct {
		name   string
		header []string
		code   int
		frag   string
	}{
		{"a no-cors text/plain post from another site", []string{"Origin", "https://evil.example", "Content-Type", "text/plain;charset=UTF-8", "Sec-Fetch-Site", "cross-site"}, http.StatusForbidden, `a page of "https://evil.example" may not write here`},
		{"JSON Lines from another site", []string{"Origin", "https://evil.example", "Content-Type", "application/x-ndjson"}, http.StatusForbidden, "may not write here"},
		{"another port of this host", []string{"Origin", strings.Replace(e.url, "127.0.0.1:", "127.0.0.1:1", 1), "Content-Type", "application/x-ndjson"}, http.StatusForbidden, "may not write here"},
		{"a sandboxed page", []string{"Origin", "null", "Content-Type", "application/x-ndjson"}, http.StatusForbidden, `a page of "null"`},
		{"a browser that sends no Origin", []string{"Sec-Fetch-Site", "cross-site", "Content-Type", "application/x-ndjson"}, http.StatusForbidden, "not from another site"},
		{"text/plain from a tool", []string{"Content-Type", "text/plain"}, http.StatusUnsupportedMediaType, `takes Content-Type application/x-ndjson or application/jsonl; this request has "text/plain"`},
		{"a form", []string{"Content-Type", "application/x-www-form-urlencoded"}, http.StatusUnsupportedMediaType, "takes Content-Type"},
		{"no content type", []string{"Content-Type", ""}, http.StatusUnsupportedMediaType, "takes Content-Type"},
	} {
		code, b := e.do("POST", q, strings.NewReader(body), c.header...)
		e.refused(code, b, c.code, map[int]string{403: "origin", 415: "content-type"}[c.code], c.frag)
		if n := e.count("attempts"); n != 0 {
			t.Errorf("%s: counted as an attempt (%d)", c.name, n)
		}
	}
	// The admin's writes too, token or not.
	code, b := e.do("POST", "/api/admin/rounds/r1/close", strings.NewReader(`{}`), "Authorization", "Bearer "+token, "Content-Type", "text/plain")
	e.refused(code, b, http.StatusUnsupportedMediaType, "content-type", "takes Content-Type application/json")
	code, b = e.do("POST", "/api/admin/rounds/r1/close", strings.NewReader(`{}`), "Authorization", "Bearer "+token, "Origin", "https://evil.example")
	e.refused(code, b, http.StatusForbidden, "origin", "may not write here")

	// This site's own page, and a tool.
	e.receipt("r1", "model=Page&tools=off", body, "Origin", e.url, "Sec-Fetch-Site", "same-origin")
	e.receipt("r1", "model=Tool&tools=off", answers(t, items, secret, func(i int) bool { return i == 0 }), "Content-Type", "application/jsonl; charset=utf-8")
	// An origin the leaderboard is configured to trust.
	e.serve(board.Config{Queue: grading.Local{DB: e.db}, Origins: []string{"https://scbench.example.org"}})
	e.receipt("r1", "model=Other+page&tools=off", answers(t, items, secret, func(i int) bool { return i == 1 }), "Origin", "https://scbench.example.org", "Sec-Fetch-Site", "cross-site")
}

// The read API's CORS policy: a read without a token may be read by any
// page; a reply to a token, or to a write, by none, and is kept from shared
// caches; a preflight is granted nothing.
func TestCORSPolicy(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	e.openRound("r1")
	rec := e.receipt("r1", "model=M&tools=off", answers(t, e.openRoundItems("r1"), secret, func(int) bool { return true }))
	check := func(name string, res *http.Response, acao, cache string) {
		t.Helper()
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if got := res.Header.Get("Access-Control-Allow-Origin"); got != acao {
			t.Errorf("%s: Access-Control-Allow-Origin %q, want %q", name, got, acao)
		}
		if got := res.Header.Get("Cache-Control"); got != cache {
			t.Errorf("%s: Cache-Control %q, want %q", name, got, cache)
		}
		for _, h := range []string{"Access-Control-Allow-Methods", "Access-Control-Allow-Headers", "Access-Control-Allow-Credentials"} {
			if res.Header.Get(h) != "" {
				t.Errorf("%s: %s is granted", name, h)
			}
		}
	}
	check("a public read", e.send("GET", "/api/rounds/r1/board", nil, "Origin", "https://elsewhere.example"), "*", "no-store")
	check("a read with a token", e.send("GET", "/api/submissions/"+rec.ID, nil, "Authorization", "Bearer "+rec.Token, "Origin", "https://elsewhere.example"), "", "private, no-store")
	check("a write", e.send("POST", "/api/rounds/r1/submissions?model=M&tools=off", strings.NewReader("x"), "Content-Type", "application/x-ndjson"), "", "no-store")
	res := e.send("OPTIONS", "/api/rounds/r1/submissions", nil, "Origin", "https://elsewhere.example", "Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "content-type")
	if res.StatusCode != http.StatusNoContent {
		t.Errorf("preflight: %d", res.StatusCode)
	}
	check("a preflight", res, "", "no-store")
}

// openRoundItems is a round's items as the API publishes them.
func (e *env) openRoundItems(id string) []round.Item {
	_, b := e.do("GET", "/api/rounds/"+id, nil)
	var info round.Info
	mustJSON(e.t, b, &info)
	return info.Spec.Items()
}
