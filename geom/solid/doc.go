// Package solid holds solids: convex polytopes with exact clipping and
// volumes, meshes and CSG trees that answer point and ray queries, the
// OpenSCAD primitives tessellated as OpenSCAD tessellates them, and affine
// maps.
//
// # Convex polytopes
//
// A Convex is a bounded convex polytope held both as its boundary (vertices
// and faces, counter-clockwise seen from outside) and as the list of its
// faces' half-spaces (Plane: N·x ≤ D, unit N pointing out). Make one with
// NewConvex from a boundary, or with the constructors below; then
//
//   - Clip(p) keeps the part inside one half-space, ClipAll a list of them,
//     and Intersect the common part of two polytopes (nil when it has no
//     volume);
//   - Volume is exact up to float rounding (the divergence theorem over the
//     faces), with no sampling anywhere;
//   - Intersections enumerates the non-empty common parts of every set of
//     polytopes, pruning sets whose part is empty, and UnionVolume adds them
//     up by inclusion–exclusion;
//   - Transform applies an Affine map, Contains tests a point, Bounds gives
//     the bounding box.
//
// Clipping is Sutherland–Hodgman on the faces, with every cut edge's new
// vertex shared by the two faces that meet there, and the cut closed by the
// polygon of the vertices on the plane. A vertex within 1e-10 of the
// polytope's size from the plane counts as on it, so touching polytopes
// neither leave slivers nor lose faces.
//
// # Unions and measures
//
// UnionMesh builds the boundary of a union of convex polytopes as one valid
// mesh (faces cut down to the union's surface, corners welded, T-junctions
// resolved, coplanar pieces merged): the reference answer of the CSG task.
// Columns measures how much of a convex polytope lies inside a closed mesh,
// exactly up to rounding, by signed convex columns under the mesh's
// triangles (see its comment for why columns rather than cones to a common
// apex); with Intersections it gives vol(mesh ∩ union of polytopes) by
// inclusion–exclusion. An Outline indexes a polytope's faces for Columns
// once, so that a grader measuring many meshes against the same polytopes
// (and goroutines at once) shares it.
//
// # Solids
//
// Solid is what every grading query needs: Bounds, Inside(p) and
// RayIntervals(o, d), every stretch of a ray inside the solid. *Convex is a
// Solid (slab clipping by its planes); Polyhedron is a closed mesh
// (geom/mesh) with a bounding volume hierarchy and a watertight ray test
// (sheared rays, exact crossing decisions with Simulation of Simplicity), so
// that rays through shared edges and vertices count exactly; Placed is a
// solid moved by an Affine map; Union, Intersection and Difference combine
// solids by combining their interval lists (UnionIntervals,
// IntersectIntervals, SubtractIntervals).
//
// # OpenSCAD primitives
//
// Fragments is OpenSCAD's fragment count for $fn, $fs and $fa. Cube, Box,
// Cylinder (prisms, frustums and cones) and Sphere (SphereRings rings) give
// OpenSCAD 2021.01's vertices and face planes; Prism extrudes a convex
// polygon and Tetrahedron takes four corners. RotateDegrees is OpenSCAD's
// rotate([x, y, z]), with exact values at multiples of 30° and 45°.
//
// # Determinism
//
// Every product that is summed is rounded on its own (float64(...)), and the
// trigonometry comes from geom, so results have the same bits natively and
// under WebAssembly. Orientation decisions that must be exact use geom's
// predicates.
//
// solid imports geom, geom/mesh and the standard library only; it must not
// import anything above them (verifiers, tasks, scene).
package solid
