// Package polynomialfit is SCBench task 8, polynomial fit: an N×N grid of '#'
// and '.' cells (a black-and-white image when N > 40) is to be split by the
// sign of a function f(x, y) written with numbers, x, y, + - * / ** and
// parentheses: f > 0 on the '#' cells, f ≤ 0 on the '.' cells. Score:
// (fraction right)⁴, 0 below 75% or when f gives every cell the same class.
//
// The package holds all of the task: the generator (pattern.go, with the nine
// canonical grids of table.go reproduced bit for bit from upstream's seeded
// blob generator through CPython's Mersenne Twister, mt.go; fresh grids draw
// from tasks/internal/rng), the prompt, the reference fitter (solve.go), the
// grader (grade.go: the answer's own parser, parse.go, and exact evaluator,
// eval.go), the scene and the graded overlay.
//
// Imports: geom/portable, scene, tasks, tasks/internal/pyrandom,
// tasks/internal/rng, verifiers, wire; never another task, nor anything
// above tasks (suite, api, cmd).
package polynomialfit
