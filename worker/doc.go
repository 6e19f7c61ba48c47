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
//
// Imports: board, board/grading, and syumai/workers with its d1 driver.
package main
