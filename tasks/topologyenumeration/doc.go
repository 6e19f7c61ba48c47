// Package topologyenumeration is SCBench task 51, topology-enumeration: a unit
// square is known only by the class labels at its four corners; list every
// corner configuration (up to renaming the labels) that forces the n classes
// to meet inside the square.
//
// The instance is just the number of classes (2 or 3) and the order in which
// the prompt lists the corners. The canonical subpasses are upstream's ten
// curated records; the truth is computed from the task author's rule
// (cornerlabels.Analyse), never looked up.
//
// The package holds everything about the task: parameters, canonical records,
// generator, prompt, answer type, rule and reference solver, scene, grader,
// overlay, tests and the golden text; what it shares with the two other
// corner-label tasks lives in cornerlabels.
//
// Imports: scene, tasks, tasks/internal/cornerlabels, tasks/internal/rng,
// verifiers; never another task, nor
// anything above tasks (suite, api, cmd).
package topologyenumeration
