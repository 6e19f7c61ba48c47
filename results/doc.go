// Package results turns graded reports into the tables people read: for one
// model's run, the mean score per task, per bucket and overall, each with a 95%
// confidence interval (the shape of the paper's Table 2); how many answers fell
// into each failure mode (the paper's Figure 3); and the score of every
// canonical subpass of every task.
//
// The leaderboard computes a submission's table with it, and the browser's
// Compare page (through api's "tabulate" op) computes the same tables from
// report files, so both say the same thing about the same reports.
//
// It imports suite (for the catalogue order) and verifiers, and nothing that
// the WebAssembly module must not carry (no crypto, net, regexp).
package results
