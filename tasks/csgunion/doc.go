// Package csgunion is SCBench task 3, the CSG union of polyhedra: two to six
// solids (boxes, turned boxes, wedges, tetrahedra, prisms, cones, spheres,
// tessellated as OpenSCAD 2021.01 does) are described in words, and the model
// returns one polyhedron, vertices and polygon faces, equal to their union.
//
// The canonical subpasses are the spec's table of 22 unions (subpass 7 with
// the intended wedge, as DECISIONS.md settles); generated instances draw the
// solids from the same families with integer sizes and positions, each one
// overlapping, touching or standing apart from those before, and keep only
// instances whose union the reference solves exactly.
//
// Grading (grade.go) checks the mesh with geom/mesh's validity checks in the
// spec's order, failing inward winding and self-intersection as DECISIONS.md
// asks, then scores volumes computed exactly by geom/solid: the union's by
// inclusion–exclusion, the common part by signed columns under the answer's
// triangles. What depends on the instance alone (the primitives indexed
// for the columns, the union's volume from their common parts) is made once
// per instance and kept in a small cache keyed by the primitives
// (prepare.go). The reference solver (solve.go) is solid.UnionMesh, the
// union's true boundary. The scene shows the solids; the overlay the answer
// over them with its mistakes marked and the missing and extra volume in two
// colours.
//
// The package holds the task whole: the primitives and how they are written
// (primitive.go), the canonical table, the generator, the relations the
// prompt states (relations.go), the prompt, the grader, the scene and the
// overlay, with their tests.
//
// Imports: geom, geom/mesh, geom/solid, scene, tasks, tasks/internal/memo,
// tasks/internal/rng, verifiers, wire; never another task, nor anything
// above tasks (suite, api, cmd).
package csgunion
