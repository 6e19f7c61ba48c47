// Package maze3d is SCBench task 7 (slug maze-3d): design an N×N heightfield
// maze, one character per cell (a digit for its height, A for the start, B for
// the end), in which exactly one route leads from A to B. A route walks to a
// side neighbour at most one level higher or lower, or jumps two cells in a
// straight line to a cell of the same height over a cell at least two levels
// lower. The route must make at least the required number of jumps and visit
// at least 20% of the cells, and no height may cover more than 30% of them.
//
// An instance is only (N, A's height, B's height, jumps). The canonical
// subpasses are the spec's six; generated ones take N and the jumps from their
// parameters and draw the two heights from the seed.
//
// The package holds the whole task: parameters and canonical table
// (maze3d.go), the movement graph and its analysis (maze.go), the reference
// builder (build.go), the prompt, the scene, the grader of the text grid
// (grade.go) and its overlay, with their tests.
//
// Imports: scene, tasks, tasks/internal/rng, verifiers; never another task,
// nor anything above tasks (suite, api, cmd).
package maze3d
