// Package hamiltonianloop is SCBench task 9 (slug hamiltonian-loop): on a
// square grid of unit cells, some of them blocked, list the open cells in the
// order of one closed loop that moves between side-adjacent cells and visits
// every open cell exactly once (a Hamiltonian cycle of the grid graph).
//
// Coordinates are 1-based as the prompt writes them: x is the column counted
// from the left, y the row counted from the top, so (1, 1) is the top-left
// cell. The canonical subpasses are upstream's ten grids; fresh ones are carved
// from a random loop, so every generated instance comes with a witness.
//
// The package holds the whole task: parameters and canonical grids
// (hamiltonianloop.go, canonical.go), the generator (generate.go), the prompt,
// the search that solves canonical grids (solver.go), the scene, the grader
// (grade.go) and its overlay, with their tests.
//
// Imports: scene, tasks, tasks/internal/rng, verifiers; never another task,
// nor anything above tasks (suite, api, cmd).
package hamiltonianloop
