package boardtest

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"path/filepath"
	"testing"
)

// OpenShared opens the database file at path (made with Open's migrations
// when it does not exist yet) through a driver that calls before(query)
// ahead of every statement that writes, so that a test can put another
// request exactly between two writes of a request in flight. Two handles on
// one file stand for two requests to one D1 database: the hook runs while
// the first handle holds its connection, so what it does must go through
// the second.
func OpenShared(t testing.TB, path string, before func(query string)) *sql.DB {
	t.Helper()
	base, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { base.Close() })
	db := sql.OpenDB(hooked{drv: base.Driver(), dsn: dsn(path), before: before})
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	return db
}

// Path is a fresh database file in t's temporary folder, migrated.
func Path(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "board.db")
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := Migrate(db); err != nil {
		t.Fatal(err)
	}
	return path
}

func dsn(path string) string { return path + "?_pragma=busy_timeout(5000)" }

type hooked struct {
	drv    driver.Driver
	dsn    string
	before func(string)
}

func (h hooked) Connect(context.Context) (driver.Conn, error) {
	c, err := h.drv.Open(h.dsn)
	if err != nil {
		return nil, err
	}
	return hookedConn{c, h.before}, nil
}

func (h hooked) Driver() driver.Driver { return h.drv }

type hookedConn struct {
	driver.Conn
	before func(string)
}

func (c hookedConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	e, ok := c.Conn.(driver.ExecerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	if c.before != nil {
		c.before(query)
	}
	return e.ExecContext(ctx, query, args)
}

func (c hookedConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	q, ok := c.Conn.(driver.QueryerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	return q.QueryContext(ctx, query, args)
}

func (c hookedConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	b, ok := c.Conn.(driver.ConnBeginTx)
	if !ok {
		return nil, errors.New("no transactions")
	}
	return b.BeginTx(ctx, opts)
}
