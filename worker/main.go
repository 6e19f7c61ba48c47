//go:build js && wasm

// Command worker is the leaderboard on Cloudflare Workers: the board
// package's API on the D1 database bound as DB, beside the static site
// (dist/), which Workers serves as static assets (wrangler.jsonc). It is the
// only package that imports github.com/syumai/workers: that package and its
// d1 driver need syscall/js, and the handlers are tested natively in board.
//
// Grading runs in the request that asks for it, through grading.Local,
// until Cloudflare Queues carry the jobs (board.Queue): so this module
// still links every grader.
//
// Built by ./build.sh into worker/build/ (workers-assets-gen writes the
// JavaScript glue, go build the module); run with `wrangler dev`, deployed
// with `wrangler deploy`.
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
