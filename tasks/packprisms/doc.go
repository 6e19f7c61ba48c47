// Package packprisms is SCBench task 16, pack prisms: pack a multiset of
// rectangular prisms, each rotated orthogonally and placed at integer
// coordinates without overlap, into the smallest enclosing box measured from
// the origin.
//
// The canonical subpasses are upstream's nine cumulative class lists; fresh
// instances come from a seeded generator whose full-marks target is what the
// reference packer reaches (see Data.Target).
//
// The package holds the whole task: the instance (canonical.go, generate.go,
// upstream's perfect-packing heuristic in flag.go), the prompt, the reference
// packer (solver.go), the grader (grade.go) with its overlay, and the scene.
//
// Imports: geom, scene, tasks, tasks/internal/rng, verifiers; never another
// task, nor anything above tasks (suite, api, cmd).
package packprisms
