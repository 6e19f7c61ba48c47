// Package hideandseek is SCBench task 13, hide and seek: place a crowd behind
// a square building so that a sniper at a stated position sees none of them.
//
// The canonical subpasses are the paper's six crowd sizes and building
// widths; generated instances turn the sniper about the building. Following
// DECISIONS.md, visibility is judged from the stated sniper position
// (upstream's renderer re-fitted its camera to the scene and looked from
// nearer); the per-pixel cost, the image size and the field of view are
// upstream's. Upstream's auto-fitted view is kept as a diagnostic.
//
// The package holds the whole task: the instance and its prompt, the
// renderer's view of a crowd and the reference crowd (view.go), the grader
// (grade.go) with its overlay, and the scene.
//
// Imports: geom, geom/portable, scene, tasks, tasks/internal/rng, verifiers;
// never another task, nor anything above tasks (suite, api, cmd).
package hideandseek
