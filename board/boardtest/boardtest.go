package boardtest

import (
	"database/sql"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"testing"

	_ "modernc.org/sqlite"

	"github.com/scbench/scbench/board"
)

// Open returns a fresh database in t's temporary folder with the
// migrations applied.
func Open(t testing.TB) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "board.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	// One connection: SQLite serialises writers anyway, and D1 is one
	// database behind one connection too.
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	if err := Migrate(db); err != nil {
		t.Fatal(err)
	}
	return db
}

// Migrate applies the board's migrations in order.
func Migrate(db *sql.DB) error {
	for _, m := range board.Migrations() {
		if _, err := db.Exec(m.SQL); err != nil {
			return fmt.Errorf("%s: %v", m.Name, err)
		}
	}
	return nil
}

// Serve starts the handlers over db with cfg (cfg.DB is set to db) on a
// local test server.
func Serve(t testing.TB, db *sql.DB, cfg board.Config) *httptest.Server {
	t.Helper()
	cfg.DB = db
	srv := httptest.NewServer(board.New(cfg))
	t.Cleanup(srv.Close)
	return srv
}
