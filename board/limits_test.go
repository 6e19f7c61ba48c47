package board_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/round"
)

// Each limit at its edge, with its own status and message, and nothing
// stored past it: the body, one line, the submissions per model in a round,
// the attempts per address. (TestBadInput sends the default limits' worth:
// 100 MB bodies, a 10 MB line, a million lines; TestRateLimit the window.)
func TestEachLimitAtItsEdge(t *testing.T) {
	lim := board.Limits{MaxBody: 6000, MaxLine: 2000, PerAddress: 7, Window: time.Hour, MaxPerModel: 2}
	e := newEnv(t, lim)
	items := e.openRound("r1").Spec.Items()
	// line is a line for item 0 of exactly n bytes.
	line := func(n int) string {
		m := map[string]any{"id": items[0].ID, "task": items[0].Task, "version": items[0].Version, "rules": items[0].Rules, "answer": ""}
		b, _ := json.Marshal(m)
		m["answer"] = strings.Repeat("a", n-len(b))
		b, _ = json.Marshal(m)
		if len(b) != n {
			t.Fatalf("a line of %d bytes, not %d", len(b), n)
		}
		return string(b)
	}
	// One line.
	code, b := e.submit("r1", "model=Line&tools=off", line(2001))
	e.refused(code, b, http.StatusUnprocessableEntity, "bad-lines", "line 1: the line is 2,001 bytes long; a line may be at most 2,000 bytes")
	e.receipt("r1", "model=Line&tools=off", line(2000))
	// The body (blank lines are read, and skipped).
	body := line(1999) + strings.Repeat("\n", 6001-1999)
	code, b = e.submit("r1", "model=Body&tools=off", body)
	e.refused(code, b, http.StatusRequestEntityTooLarge, "too-large", "the submission is 6,001 bytes; the limit is 6,000 bytes")
	e.receipt("r1", "model=Body&tools=off", body[:6000])
	// Per model.
	e.receipt("r1", "model=Body&tools=off", line(1998))
	code, b = e.submit("r1", "model=Body&tools=off", line(1997))
	e.refused(code, b, http.StatusTooManyRequests, "model-limit", "Body has 2 submissions to round r1, the most a model may make")
	// Per address.
	e.receipt("r1", "model=Last&tools=off", line(1996))
	code, b = e.submit("r1", "model=Late&tools=off", line(1995))
	e.refused(code, b, http.StatusTooManyRequests, "rate", "too many submissions from this address: at most 7 per 1h0m0s")
	var n int
	e.db.QueryRow(`SELECT count(*) FROM submissions WHERE state = ?`, round.Graded).Scan(&n)
	if n != 4 {
		t.Errorf("%d submissions graded, want 4", n)
	}
}
