// Package classifybehaviour is SCBench task 53, classify-behaviour: unit
// squares are known only by their corner class labels; classify each as "known
// behaviour", "three domains meeting" or "ambiguous".
//
// The canonical subpasses are upstream's thirteen curated records, each shown
// as the record's prompt shows it. The truth of any instance is computed from
// the task author's rule (cornerlabels.Analyse), never looked up.
//
// The package holds everything about the task: parameters, canonical records,
// generator, prompt, answer type, rule and reference solver, scene, grader,
// overlay, tests and the golden text; what it shares with the two other
// corner-label tasks lives in cornerlabels.
//
// Imports: scene, tasks, tasks/internal/cornerlabels, tasks/internal/rng,
// verifiers, wire; never another task, nor
// anything above tasks (suite, api, cmd).
package classifybehaviour
