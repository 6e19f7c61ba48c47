// Package legohemisphere is SCBench task 2, the Lego hemispherical shell:
// build a hemispherical shell of given inner and outer radii out of 2×4
// bricks, each given by its centroid and its turn about the vertical axis.
//
// The grader checks that the structure can be built (layers, ground, shell
// region, duplicates, overlap, stud grid, support by stud engagement, the
// stability of each connected part) and scores a buildable one on exact
// volumes: the union of the bricks, cut into disjoint convex prisms, clipped
// by the polygonal shell of OpenSCAD's 16-segment spheres.
//
// The package holds the whole task: the instance and its generator
// (legohemisphere.go, generate.go), the prompt, the brick model (brick.go),
// the structural analysis (structure.go), the union and the volumes
// (union.go, shell.go, score.go), the grader and its overlay, the scene, and
// the reference builder (build.go).
//
// Imports: geom, geom/portable, geom/solid, scene, tasks,
// tasks/internal/rng, verifiers; never another task, nor anything above
// tasks (suite, api, cmd).
package legohemisphere
