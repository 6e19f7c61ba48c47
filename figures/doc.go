// Package figures draws an experiment's results as files a person opens: the
// paper's Figure 2 (accuracy against realised output tokens, one line per
// model across its budgets), its Figure 3 (the failure modes of each model's
// answers) as SVG, and a self-contained HTML report holding both with the
// per-task tables of every run (the shape of the paper's Table 2).
//
// The numbers all come from results (Analyse), which the site's Compare page
// uses too; this package only lays them out. Each figure is a markup tree,
// written by markup's one writer, byte for byte the same for the same
// reports, with a title, a description and text labels, so that it reads
// without colour and without a mouse.
//
// The command line's `scbench report` writes the figures and the document as
// files; the browser's Compare page gets the same figures, as trees, from
// api's "tabulate" op, so the WebAssembly module links the figures (the
// document, html.go, is the command line's only). It imports results and
// tasks (what it draws), geom/portable (logarithms with the same bits
// everywhere), markup (the SVG and HTML writer and its escaping), wire
// (shortening labels) and the standard library, and must stay free of regexp, net/* and the template
// packages.
package figures
