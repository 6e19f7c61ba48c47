//go:build js && wasm

// Command worker is the leaderboard on Cloudflare Workers: the board
// package's API on the D1 database bound as DB, beside the static site
// (dist/), which Workers serves as static assets (wrangler.jsonc). It is the
// only package that imports github.com/syumai/workers: that package and its
// d1 driver need syscall/js, and the handlers are tested natively in board.
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
		board.New(board.Config{DB: sql.OpenDB(c), AdminToken: cloudflare.Getenv("ADMIN_TOKEN")}).ServeHTTP(w, r)
	}))
}
