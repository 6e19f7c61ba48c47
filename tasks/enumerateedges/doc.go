// Package enumerateedges is SCBench task 52, enumerate-edges: unit squares are
// known only by their corner class labels; for each, list the pairs of edges a
// class boundary is guaranteed to join, under a stated edge numbering.
//
// The canonical subpasses are upstream's eight curated records, each shown as
// the record's prompt shows it. The truth of any instance is computed from the
// task author's rule (cornerlabels.Analyse), never looked up.
//
// The package holds everything about the task: parameters, canonical records,
// generator, prompt, answer type, rule and reference solver, scene, grader,
// overlay, tests and the golden text; what it shares with the two other
// corner-label tasks lives in cornerlabels.
//
// Imports: scene, tasks, tasks/internal/cornerlabels, tasks/internal/rng,
// verifiers; never another task, nor
// anything above tasks (suite, api, cmd).
package enumerateedges
