// Package delaunay is SCBench task 55: given indexed points in the unit square,
// return their Delaunay triangulation as index triples.
//
// The canonical subpasses are upstream's 25 records with the points exactly as
// their prompts display them (three decimals). Following DECISIONS.md, the task is
// the triangulation of the points as displayed, so every instance is solvable
// from its prompt; upstream's stored truths (computed from unrounded points) are
// kept only as test data.
//
// The package holds the task whole: parameters and canonical records
// (delaunay.go), instance data (data.go), generator, prompt, scene, grader
// (grade.go) and its overlay, with their tests.
//
// It imports geom, scene, verifiers, tasks and tasks/internal; it must not
// import another task, nor anything above tasks (suite, api, cmd).
package delaunay
