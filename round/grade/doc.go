// Package grade is what a round needs of the tasks themselves: it resolves
// an admin's open request into a round's Spec against the tasks'
// parameters, builds a round's instances and writes their prompts, grades
// a submission's answers item by item, tabulates its summary, and verifies
// a closed round's export. It is the leaderboard's grading side (the queue
// consumer in board/grading, the CLI's `round verify`); the API that every
// request runs (board) never imports it, so that reads and submissions do
// not link the graders.
//
// Catalogue reads from the suite what the API knows without it
// (round.Catalogue); TestCatalogue keeps round.Current equal to it.
//
// Imports: round, suite, tasks, results, verifiers and wire. It uses
// crypto/hmac and crypto/sha256 (through round) and so must not be imported
// by anything the browser's WebAssembly module links.
package grade
