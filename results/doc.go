// Package results turns graded reports into the tables people read: for one
// model's run, the mean score per task, per bucket and overall, each with a 95%
// confidence interval (the shape of the paper's Table 2); how many answers fell
// into each failure mode (the paper's Figure 3); and the score of every
// canonical subpass of every task. For an experiment (experiment.go), reports
// that carry their run's metadata split into runs, one per model and
// output-token budget, each with its table, its point of the paper's Figure 2
// (accuracy against realised output tokens) and each model's failure modes.
//
// The leaderboard computes a submission's table with it, and the browser's
// Compare page (through api's "tabulate" op) computes the same tables from
// report files, so both say the same thing about the same reports.
//
// It imports suite (for the catalogue order and run metadata), tasks,
// verifiers and wire (report files are read as every JSON Lines file is), and
// nothing that the WebAssembly module must not carry (no crypto, net, regexp).
package results
