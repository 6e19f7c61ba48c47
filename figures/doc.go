// Package figures draws an experiment's results as files a person opens: the
// paper's Figure 2 (accuracy against realised output tokens, one line per
// model across its budgets), its Figure 3 (the failure modes of each model's
// answers) as SVG, and a self-contained HTML report holding both with the
// per-task tables of every run (the shape of the paper's Table 2).
//
// The numbers all come from results (Analyse), which the site's Compare page
// uses too; this package only lays them out. The SVG is written by hand,
// byte for byte the same for the same reports, with a title, a description
// and text labels, so that it reads without colour and without a mouse.
//
// It is native only: the command line's `scbench report` uses it. It imports
// results and tasks (what it draws), geom/portable (logarithms with the same
// bits everywhere), verifiers (which characters are bidirectional controls),
// wire (clipping labels) and the standard library, and nothing imports it that the WebAssembly module
// links.
package figures
