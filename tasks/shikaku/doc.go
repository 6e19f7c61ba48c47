// Package shikaku is SCBench task 56: partition a grid into rectangles, each
// holding exactly one clue equal to its area. It holds the puzzle's grid and
// rectangle types, an exact solver, a generator of puzzles with exactly one
// solution, a decoder for Simon Tatham's "Rectangles" game descriptions (the
// canonical subpasses are upstream's six puzzles from his generator), the
// prompt, the grader and the pictures.
//
// A Shikaku puzzle is a W×H grid in which some cells carry positive integers
// (clues). A solution partitions the whole grid into axis-aligned rectangles so
// that every rectangle contains exactly one clue and its area equals that clue.
//
// Coordinates: x is the column counted from the left, y the row counted from
// the top, both 0-based. A rectangle is the inclusive bounding box
// [Left, Top, Right, Bottom], which is also how answers are written.
//
// Imports: scene, verifiers, tasks, tasks/internal; never another task, suite,
// api or a front end.
package shikaku
