// Package tetrahedrashadow is SCBench task 4, tetrahedra shadow: place unit
// regular tetrahedra so that their vertical shadow on the ground covers a
// target shape exactly, without spilling outside it and without the
// tetrahedra intersecting.
//
// The canonical subpasses are the paper's twenty targets; generated instances
// draw a target family, a scale and a turn from the seed, and keep only
// targets the reference arrangement covers in full. Following DECISIONS.md,
// every rotation is the true rotation of the (normalised) quaternion,
// intersections are decided exactly on the real tetrahedra, and areas are
// exact; upstream's scoring constants are kept.
//
// The package holds the whole task: the targets (targets.go), the prompt,
// the reference solver (solve.go), the placed tetrahedron and its shadow
// (tetra.go), the exact intersection test (intersect.go), the grader with
// its score formula (grade.go) and its overlay, and the scene.
//
// Imports: geom, geom/portable, scene, tasks, tasks/internal/rng, verifiers;
// never another task, nor anything above tasks (suite, api, cmd).
package tetrahedrashadow
