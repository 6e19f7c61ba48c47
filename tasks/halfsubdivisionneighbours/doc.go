// Package halfsubdivisionneighbours is SCBench task 54, half-subdivision
// neighbours: the unit square or cube is halved recursively along a repeating
// cycle of axes; given the tree of cuts and a target leaf, the model lists
// every leaf that shares a boundary of positive measure with it (a segment in
// 2D, a face in 3D).
//
// The canonical subpasses are upstream's 17 curated records: their trees
// (stored as leaf lists), axis cycles and targets. The truth is computed by the
// rule, box adjacency in exact dyadic arithmetic, never looked up.
//
// The package holds the task whole: parameters and canonical records
// (halfsubdivisionneighbours.go), the tree and its geometry (tree.go),
// generator, prompt, scene, the answer reader (read.go), grader (grade.go) and
// its overlay, with their tests.
//
// It imports scene, verifiers, tasks and tasks/internal; it must not import
// another task, nor anything above tasks (suite, api, cmd).
package halfsubdivisionneighbours
