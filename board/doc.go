// Package board is the public leaderboard's HTTP API: rounds, their prompts,
// submissions re-graded by the suite, the verified board, every
// submission's per-instance reports, and each closed round's export for
// re-grading by anyone (`scbench round verify`).
//
// It is written against net/http and database/sql only, so that the same
// handlers run in the Cloudflare worker (worker/, on D1) and in native tests
// (httptest, on SQLite through a pure-Go driver), on one schema: the
// migrations in migrations/, which `wrangler d1 migrations apply` applies to
// D1 and the tests apply to SQLite.
//
// Imports: round, results and wire (a row's instance reference, clipping,
// sizes). It must not import github.com/syumai/workers or anything that needs
// syscall/js (the worker's main does that), nor be imported by what the
// browser's WebAssembly module links.
package board
