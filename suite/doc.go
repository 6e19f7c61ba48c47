// Package suite is the catalogue the front ends use: every implemented task in
// the paper's order, the list of all 22 SCBench tasks (so that front ends can
// show what is still to come), and batch grading (batch.go), which the CLI,
// the page and the leaderboard share.
//
// Imports: tasks and every task package, wire and verifiers; nothing below
// imports it (api, cmd, web and wasm stand on it).
package suite
