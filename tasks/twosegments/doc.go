// Package twosegments is SCBench task 57, two segments: place two straight
// segments with their endpoints on the boundary of a given square (or
// quadrilateral) so that, together with its edges, they cut it into exactly a
// requested multiset of triangles, quadrilaterals, pentagons and hexagons.
//
// The canonical subpasses are upstream's 27 curated records. Any answer that
// achieves the target passes; the rule (judge, in rule.go) reproduces
// upstream's classifier on every one of its 773 recorded outputs, except that
// an irregular quadrilateral is judged as itself (DECISIONS.md), not as the
// parallelogram of three of its corners.
//
// The package holds the task whole: parameters and canonical records
// (twosegments.go), instance data and shape counts (data.go), the catalogue of
// reachable targets, the generator and the reference search (search.go), the
// prompt, the scene, the rule and the arrangement of faces it counts
// (rule.go, faces.go), and the grader (grade.go) that reports the rule's
// findings as checks, with its overlay and their tests.
//
// It imports geom, scene, verifiers, tasks and tasks/internal; it must not
// import another task, nor anything above tasks (suite, api, cmd).
package twosegments
