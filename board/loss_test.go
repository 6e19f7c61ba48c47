package board_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
)

// A submission acknowledged to one round while other rounds close keeps
// every line: before each statement the submission writes, another round
// is closed (through a second handle on the same database, as a second
// request would reach D1).
func TestCloseElsewhereLosesNothing(t *testing.T) {
	path := boardtest.Path(t)
	now := func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC) }
	other := boardtest.OpenShared(t, path, nil)
	closer := boardtest.Serve(t, other, board.Config{AdminToken: token, Now: now})
	var toClose []string
	var closed []string
	hook := func(q string) {
		q = strings.TrimSpace(q)
		if !(strings.HasPrefix(q, "INSERT INTO lines") || strings.HasPrefix(q, "INSERT INTO submissions") || strings.HasPrefix(q, "UPDATE submissions")) || len(toClose) == 0 {
			return
		}
		id := toClose[0]
		toClose = toClose[1:]
		req, _ := http.NewRequest("POST", closer.URL+"/api/admin/rounds/"+id+"/close", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode != 200 {
			t.Errorf("closing %s: %v %v", id, err, res)
			return
		}
		res.Body.Close()
		closed = append(closed, id)
	}
	e := &env{t: t, db: boardtest.OpenShared(t, path, hook), now: now()}
	e.serve(board.Config{Queue: grading.Local{DB: e.db}})
	info := e.openRound("a")
	for i := 0; i < 4; i++ {
		e.openRound(fmt.Sprintf("b%d", i))
	}
	toClose = []string{"b0", "b1", "b2", "b3"}
	body := answers(t, info.Spec.Items(), secret, func(i int) bool { return i%2 == 0 })
	code, b := e.submit("a", "model=M&tools=off", body)
	if code != http.StatusCreated {
		t.Fatalf("submit: %d %s", code, b)
	}
	if len(closed) == 0 {
		t.Fatal("no round closed while the submission was written")
	}
	var rec round.Receipt
	mustJSON(t, b, &rec)
	var n int
	if err := other.QueryRow(`SELECT count(*) FROM lines WHERE submission_id = ? AND report IS NOT NULL`, rec.ID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 5 || rec.State != round.Graded {
		t.Errorf("submission %s was acknowledged, and %s closed meanwhile: %d of its 5 lines are stored and graded (%s)", rec.ID, strings.Join(closed, ", "), n, rec.State)
	}
}
