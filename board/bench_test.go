package board_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
)

// BenchmarkBoardAPI measures the handler behind the Leaderboard page: the
// paper board with three submissions, read from SQLite and sent as JSON.
func BenchmarkBoardAPI(b *testing.B) {
	db := boardtest.Open(b)
	srv := board.New(board.Config{DB: db, AdminToken: token, Queue: grading.Local{DB: db}})
	_, items := round.Current.Paper()
	for i, model := range []string{"A", "B", "C"} {
		body := answers(b, items, "", func(k int) bool { return k%3 == i })
		req := httptest.NewRequest("POST", "/api/rounds/paper/submissions?tools=on&model="+model, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/x-ndjson")
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, req)
		if rec.Code != http.StatusCreated {
			b.Fatalf("submit: %d %.300s", rec.Code, rec.Body)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/rounds/paper/board", nil))
		if rec.Code != http.StatusOK {
			b.Fatalf("board: %d", rec.Code)
		}
	}
}
