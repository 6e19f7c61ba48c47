package board_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/scbench/scbench/board"
)

// The admin hides a submission with a reason: the board shows it apart,
// with the reason, out of the ranking, and deletes nothing; unhidden it is
// ranked again.
func TestHideWithAReason(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	items := e.openRound("r1").Spec.Items()
	best := e.receipt("r1", "model=Best&tools=off", answers(t, items, secret, func(int) bool { return true }))
	e.receipt("r1", "model=Other&tools=off", answers(t, items, secret, func(i int) bool { return i == 0 }))
	code, b := e.admin("/api/admin/submissions/"+best.ID+"/hide", `{"reason":"  answers copied from another submission "}`)
	if code != 200 || !strings.Contains(string(b), `"hidden":"answers copied from another submission"`) {
		t.Fatalf("hide: %d %s", code, b)
	}
	boardOf := func() board.Board {
		_, b := e.do("GET", "/api/rounds/r1/board", nil)
		var bd board.Board
		mustJSON(t, b, &bd)
		return bd
	}
	if bd := boardOf(); len(bd.Submissions) != 1 || bd.Submissions[0].Model != "Other" || len(bd.Hidden) != 1 || bd.Hidden[0].Hidden != "answers copied from another submission" || bd.Hidden[0].Summary != nil {
		t.Errorf("the board with a hidden submission: %+v", bd)
	}
	for body, frag := range map[string]string{`{}`: "the reason has 1 to 300", `{"reason":"a\u202eb"}`: "bidirectional control", `{"why":"x"}`: "unknown field"} {
		code, b := e.admin("/api/admin/submissions/"+best.ID+"/hide", body)
		if code != http.StatusBadRequest || !strings.Contains(string(b), frag) {
			t.Errorf("hide %s: %d %s", body, code, b)
		}
	}
	if code, _ := e.admin("/api/admin/submissions/nope/hide", `{"reason":"x"}`); code != http.StatusNotFound {
		t.Errorf("hiding no submission: %d", code)
	}
	e.admin("/api/admin/submissions/"+best.ID+"/unhide", "")
	e.admin("/api/admin/rounds/r1/close", "")
	if bd := boardOf(); len(bd.Submissions) != 2 || bd.Submissions[0].ID != best.ID || len(bd.Hidden) != 0 {
		t.Errorf("the board once unhidden: %+v", bd)
	}
}

// A verified submitter's token sends under its reserved names, labels its
// submissions, and shows it their totals while the round is sealed; the
// names are refused to anyone else in every spelling.
func TestVerifiedSubmitter(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	items := e.openRound("r1").Spec.Items()
	code, b := e.admin("/api/admin/submitters", `{"label":"Acme Labs","names":["Acme-1"]}`)
	var s board.Submitter
	mustJSON(t, b, &s)
	if code != http.StatusCreated || !strings.HasPrefix(s.Token, board.SubmitterPrefix) || len(s.Names) != 1 {
		t.Fatalf("submitter: %d %s", code, b)
	}
	var stored string
	e.db.QueryRow(`SELECT token_sha256 FROM submitters WHERE id = ?`, s.ID).Scan(&stored)
	if stored == "" || strings.Contains(stored, s.Token[len(board.SubmitterPrefix):]) {
		t.Errorf("the token is stored as %q", stored)
	}
	for _, name := range []string{"Acme-1", "ACME-1", " acme-1 ", "Ａｃｍｅ-1"} {
		code, b := e.submit("r1", "model="+urlEscape(name)+"&tools=off", answers(t, items, secret, func(int) bool { return false }))
		e.refused(code, b, http.StatusForbidden, "reserved", "is reserved for a verified submitter")
	}
	rec := e.receipt("r1", "model=acme-1&tools=off", answers(t, items, secret, func(int) bool { return true }), as(s.Token)...)
	if rec.Model != "Acme-1" || rec.Submitter != "Acme Labs" {
		t.Errorf("receipt: %+v", rec)
	}
	_, b = e.do("GET", "/api/rounds/r1/board", nil, as(s.Token)...)
	var bd board.Board
	mustJSON(t, b, &bd)
	if len(bd.Submissions) != 1 || bd.Submissions[0].Summary == nil || bd.Submissions[0].Submitter != "Acme Labs" {
		t.Errorf("the submitter's view of its sealed submission: %s", b)
	}
	// Another submitter may not take the name.
	code, b = e.admin("/api/admin/submitters", `{"label":"Someone","names":["ACME-1"]}`)
	if code != http.StatusConflict || !strings.Contains(string(b), "reserved for submitter "+s.ID) {
		t.Errorf("a reserved name for another: %d %s", code, b)
	}
	if code, b := e.do("GET", "/api/rounds/r1/board", nil, as(board.SubmitterPrefix+strings.Repeat("0", 64))...); code != http.StatusUnauthorized {
		t.Errorf("an unknown submitter token: %d %s", code, b)
	}
}
