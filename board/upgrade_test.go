package board_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
)

// upgraded is this build's catalogue as a later build's would be: a new
// suite version, and new rules for shikaku.
func upgraded() *round.Catalogue {
	c := *round.Current
	c.Version = "scbench-go/99"
	c.Tasks = append([]round.TaskRules{}, c.Tasks...)
	for i := range c.Tasks {
		if c.Tasks[i].Task == "shikaku" {
			c.Tasks[i].Rules = "shikaku/99"
		}
	}
	return &c
}

// The leaderboard is upgraded (built with a new suite version and rules)
// on the same database: an open round refuses new submissions saying why,
// and still serves its prompts as they were written; every result keeps
// its own version, on the sealed round and on the paper board, whose
// export still verifies with the release it was made under.
func TestUpgradeKeepsVersions(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	info := e.openRound("r1")
	items := info.Spec.Items()
	old := info.Version
	rec := e.receipt("r1", "model=Before&tools=off", answers(t, items, secret, func(i int) bool { return i%2 == 0 }))
	_, prompts := e.do("GET", "/api/rounds/r1/prompts", nil)
	_, paper := round.Current.Paper()
	paperRec := e.receipt("paper", "model=Paper+before&tools=off", answers(t, paper, "", func(i int) bool { return i%3 == 0 }))

	e.serve(board.Config{Queue: grading.Local{DB: e.db}, Catalogue: upgraded()})

	_, b := e.do("GET", "/api/rounds/r1", nil)
	mustJSON(t, b, &info)
	if info.Version != old || !strings.Contains(info.Stale, "was opened under suite version "+old+", and this leaderboard now grades under scbench-go/99") {
		t.Errorf("the old round after the upgrade: %+v", info)
	}
	code, b := e.submit("r1", "model=After&tools=off", answers(t, items, secret, func(int) bool { return true }))
	e.refused(code, b, http.StatusConflict, "stale", "round r1 was opened under suite version "+old+", and this leaderboard now grades under scbench-go/99; it takes no more submissions")
	if code, b := e.do("GET", "/api/rounds/r1/prompts", nil); code != 200 || !bytes.Equal(b, prompts) {
		t.Errorf("the old round's prompts after the upgrade: %d", code)
	}
	_, b = e.do("GET", "/api/rounds/r1/board", nil, as(token)...)
	var bd board.Board
	mustJSON(t, b, &bd)
	if len(bd.Submissions) != 1 || bd.Submissions[0].Version != old || bd.Submissions[0].Summary == nil {
		t.Errorf("the old round's board: %s", b)
	}

	// The paper board takes submissions under the new version now, and
	// keeps the old ones under theirs.
	_, b = e.do("GET", "/api/rounds/paper/board", nil)
	mustJSON(t, b, &bd)
	if bd.Round.Version != "scbench-go/99" || len(bd.Submissions) != 1 || bd.Submissions[0].ID != paperRec.ID || bd.Submissions[0].Version != old {
		t.Errorf("the paper board after the upgrade: %s", b)
	}
	_, b = e.do("GET", "/api/submissions/"+paperRec.ID, nil)
	var page board.SubmissionPage
	mustJSON(t, b, &page)
	for _, l := range page.Lines {
		if l.Task == "shikaku" && l.Rules != "shikaku/1" {
			t.Errorf("an old paper line is relabelled: %+v", l)
		}
	}
	// A paper submission made for the new version waits for a grader of
	// it; this build's grader leaves it stale, saying why, and keeps it.
	_, newPaper := upgraded().Paper()
	fresh := e.receipt("paper", "model=Paper+after&tools=off", answers(t, newPaper[:3], "", func(int) bool { return false }))
	if fresh.State != round.Stale || !strings.Contains(fresh.Note, "made under suite version scbench-go/99") {
		t.Errorf("a submission this grader cannot grade: %+v", fresh)
	}
	// The export, verified by the release the old submission was made
	// under (this one), reproduces it.
	code, b = e.do("GET", "/api/rounds/paper/export", nil)
	var out strings.Builder
	v, err := grade.Verify(bytes.NewReader(b), &out, grade.Options{})
	if code != 200 || err != nil || v.Mismatches != 0 || v.Submissions != 1 || v.Reports != len(paper) {
		t.Errorf("the paper board's export after the upgrade: %d %v %+v\n%s", code, err, v, out.String())
	}
	// A release that is not the one a paper submission was made under
	// leaves it, saying so, rather than reporting it as a mismatch.
	other := bytes.Replace(b, []byte(`"version":"`+old+`","digest"`), []byte(`"version":"scbench-go/1","digest"`), 1)
	out.Reset()
	v, err = grade.Verify(bytes.NewReader(other), &out, grade.Options{})
	if err != nil || v.Mismatches != 0 || v.Skipped != 1 || v.Submissions != 0 || !strings.Contains(out.String(), "skipped  submission "+paperRec.ID+" (Paper before): made under suite version scbench-go/1") {
		t.Errorf("a paper submission of another version: %v %+v\n%s", err, v, out.String())
	}
	// Closed after the upgrade, the old round verifies with its release.
	e.admin("/api/admin/rounds/r1/close", "")
	_, b = e.do("GET", "/api/rounds/r1/export", nil)
	out.Reset()
	v, err = grade.Verify(bytes.NewReader(b), &out, grade.Options{Commitment: round.Commitment(secret)})
	if err != nil || v.Mismatches != 0 || v.Submissions != 1 || !strings.Contains(out.String(), rec.ID) {
		t.Errorf("the old round closed after the upgrade: %v %+v\n%s", err, v, out.String())
	}
}

// A task's rules can change without the suite version: a paper submission
// made under rules this grader does not grade by is kept and marked stale,
// naming the line, not graded by the wrong rules.
func TestRulesChangeAloneIsStale(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	c := upgraded()
	c.Version = round.Current.Version
	e.serve(board.Config{Queue: grading.Local{DB: e.db}, Catalogue: c})
	_, paper := c.Paper()
	var shikaku []round.Item
	for _, it := range paper {
		if it.Task == "shikaku" {
			shikaku = append(shikaku, it)
		}
	}
	rec := e.receipt("paper", "model=M&tools=off", answers(t, shikaku[:1], "", func(int) bool { return false }))
	if rec.State != round.Stale || !strings.Contains(rec.Note, "shikaku#0 was made under the rules shikaku/99") {
		t.Errorf("a submission under other rules: %+v", rec)
	}
}
