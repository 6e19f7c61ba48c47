package board_test

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
)

// A database made by the first schema, with an open sealed round (its
// seeds of derivation 1), a submission to it, one to the paper board, and
// lines a submission interrupted under the old order of writes left
// behind, is migrated: the submissions are kept, graded, with their
// versions; the orphan lines go; the round, closed after, verifies with its
// old seeds.
func TestMigrationKeepsOldSubmissions(t *testing.T) {
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "old.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	defer db.Close()
	ms := board.Migrations()
	if len(ms) < 2 || ms[0].Name != "0001_leaderboard.sql" {
		t.Fatalf("migrations %v", ms)
	}
	if _, err := db.Exec(ms[0].SQL); err != nil {
		t.Fatal(err)
	}
	spec, err := grade.NewSpec(round.OpenRequest{ID: "old", Title: "Old round", Tasks: []round.EntryRequest{{Task: "shikaku", Preset: "easy", Count: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	spec.Seeds = 0 // opened before derivation 2
	specJSON, _ := json.Marshal(spec)
	if bytes.Contains(specJSON, []byte(`"seeds"`)) {
		t.Fatalf("an old spec has no seeds: %s", specJSON)
	}
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.Exec(q, args...); err != nil {
			t.Fatalf("%v: %s", err, q)
		}
	}
	exec(`INSERT INTO rounds (id, kind, spec, items, secret, secret_sha256, state, max_per_model, opened_at) VALUES ('old', 'sealed', ?, 2, ?, ?, 'open', 3, '2026-04-01T00:00:00Z')`,
		string(specJSON), secret, round.Commitment(secret))
	old := func(id, roundID string, items []round.Item, sec string) {
		sub := round.Submission{Answers: make([]json.RawMessage, len(items)), Lines: make([]int, len(items))}
		for i := range items {
			sub.Answers[i], sub.Lines[i] = json.RawMessage(`"no idea"`), i+1
		}
		reports := grade.Grade(items, sub, sec)
		sum, _ := json.Marshal(grade.Summary(reports))
		exec(`INSERT INTO submissions (id, round_id, model, tools, max_tokens, attempts, attempt_no, digest, answered, items, overall, summary, created_at)
			VALUES (?, ?, 'Old Model', 0, 0, 1, 1, ?, ?, ?, 0, ?, '2026-04-02T00:00:00Z')`, id, roundID, round.Digest(items, sub), len(items), len(items), string(sum))
		for i, rep := range reports {
			b, _ := json.Marshal(rep)
			exec(`INSERT INTO lines (submission_id, idx, item, answer, report) VALUES (?, ?, ?, ?, ?)`, id, i, items[i].ID, string(sub.Answers[i]), string(b))
		}
	}
	old("s-old", "old", spec.Items(), secret)
	_, paper := round.Current.Paper()
	old("s-paper", "paper", paper[:2], "")
	exec(`INSERT INTO lines (submission_id, idx, item, answer, report) VALUES ('orphan', 0, 'shikaku#0', '"x"', '{}')`)

	for _, m := range ms[1:] {
		if _, err := db.Exec(m.SQL); err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
	}
	var n int
	db.QueryRow(`SELECT count(*) FROM lines WHERE submission_id = 'orphan'`).Scan(&n)
	if n != 0 {
		t.Error("the orphan lines were kept")
	}
	var version, state, task, rules string
	db.QueryRow(`SELECT s.version, s.state, l.task, l.rules FROM submissions s JOIN lines l ON l.submission_id = s.id WHERE s.id = 's-paper' AND l.idx = 1`).Scan(&version, &state, &task, &rules)
	if version != round.Current.Version || state != round.Graded || task != paper[1].Task || rules != paper[1].Rules {
		t.Errorf("the old paper submission: %s %s %s %s", version, state, task, rules)
	}

	e := &env{t: t, db: db, now: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}
	e.serve(board.Config{Queue: grading.Local{DB: db}})
	code, b := e.do("GET", "/api/rounds/old/prompts", nil)
	if code != 200 || bytes.Count(b, []byte("\n")) != 2 {
		t.Errorf("the old round's prompts, written on first asking: %d %s", code, b)
	}
	if code, b := e.admin("/api/admin/rounds/old/close", ""); code != 200 {
		t.Fatalf("close: %d %s", code, b)
	}
	_, b = e.do("GET", "/api/rounds/old/export", nil)
	var out strings.Builder
	v, err := grade.Verify(bytes.NewReader(b), &out, grade.Options{Commitment: round.Commitment(secret)})
	if err != nil || v.Mismatches != 0 || v.Submissions != 1 || v.Reports != 2 {
		t.Errorf("the old round, closed after the migration: %v %+v\n%s", err, v, out.String())
	}
	_, b = e.do("GET", "/api/rounds/paper/board", nil)
	var bd board.Board
	mustJSON(t, b, &bd)
	if len(bd.Submissions) != 1 || bd.Submissions[0].ID != "s-paper" || bd.Submissions[0].Version != round.Current.Version {
		t.Errorf("the paper board after the migration: %s", b)
	}
}
