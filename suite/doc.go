// Package suite is the catalogue the front ends use, derived from the tasks
// themselves: every task package registers itself (tasks.Register) and
// tasks.go imports them all, the one list of tasks in the project; Tasks,
// Lookup and Catalogue give them in the paper's order (by bucket, then by
// upstream number) with each one's id, name, bucket and canonical subpass
// count as its Info and Subpasses say. Batch grading (batch.go), which the
// CLI, the page and the leaderboard share, lives here too.
//
// Imports: tasks and every task package (for their registration), wire and
// verifiers; nothing below imports it (api, cmd, web and wasm stand on it).
package suite
