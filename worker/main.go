//go:build js && wasm

package main

import (
	"database/sql"
	"net/http"

	"github.com/syumai/workers"
	"github.com/syumai/workers/cloudflare"
	"github.com/syumai/workers/cloudflare/d1"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/grading"
)

func main() {
	// The worker's bindings exist only while a request is handled, so the
	// board is put together per request (each request runs in a fresh
	// instance of the module anyway).
	workers.Serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := d1.OpenConnector("DB")
		if err != nil {
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(`{"error":{"code":"store","message":"the worker has no D1 database bound as DB"}}` + "\n"))
			return
		}
		db := sql.OpenDB(c)
		board.New(board.Config{DB: db, AdminToken: cloudflare.Getenv("ADMIN_TOKEN"), Queue: grading.Local{DB: db}}).ServeHTTP(w, r)
	}))
}
