// Package pipeloop is SCBench task 12 (Q12), pipe-loop fitting: lay N pipes,
// each 1 m long, end to end in one closed loop inside a B×B square, without
// crossing or touching itself; ten subpasses add a preset of further
// constraints (touch the walls, stay off them, turn between given angles,
// cross exactly once, ...).
//
// The 40 canonical subpasses are the spec's table. Fresh instances keep a
// subpass's size and preset and vary the preset's thresholds, derived from a
// witness loop that the reference solver builds and the rules accept.
//
// The package holds all of the task: the instance and its presets (data.go),
// the generator, the prompt, the rules every loop is checked against
// (rules.go, Evaluate), which the generator, the reference solver (solve.go)
// and the grader (grade.go) share, the scene and the graded overlay.
//
// Imports: geom, geom/portable, scene, tasks, tasks/internal/rng, verifiers;
// never another task, nor anything above tasks (suite, api, cmd).
package pipeloop
