// Package hypersnake is SCBench task 11 (slug hyper-snake): steer a snake
// through an N-dimensional grid (2 to 10 axes) from a given start, one unit
// step along one axis at a time, never revisiting a cell or entering a wall,
// eating every food cell and covering as much of the grid as possible.
//
// The canonical subpasses are upstream's thirteen worlds; fresh worlds come
// from a seeded generator that keeps only worlds in which the reference solver
// reaches full marks.
//
// The package holds the whole task: parameters and canonical worlds
// (hypersnake.go, canonical.go), the grid's geometry (grid.go), the generator,
// the prompt, the reference solver (solver.go), the scene, the grader of a
// path's validity (grade.go), the scoring rule that the prompt states, the
// generator and solver aim at and the grader applies (score.go), and the
// overlay, with their tests.
//
// Imports: scene, tasks, tasks/internal/rng, verifiers; never another task,
// nor anything above tasks (suite, api, cmd).
package hypersnake
