// Package scad evaluates a subset of the OpenSCAD language into a CSG tree
// of the solid kernel's solids (geom/solid), without OpenSCAD.
//
// Evaluate parses a file (every error names a line and column) and runs it
// under Limits. The result's Solid is a tree of solid.Union, Intersection
// and Difference over convex leaves (*solid.Convex, already moved into
// place) and mesh leaves (*solid.Polyhedron), whose nodes answer a ray or a
// point outside their bounding box without asking their parts, so it
// answers Bounds, Inside and RayIntervals quickly; Result.Measure gives the
// bounds, the volume (exact for unions of convex objects, sampled by rays
// otherwise, and it says which) and the body count.
//
// # The subset
//
// Language: numbers, booleans, strings, undef, vectors, ranges [a:b] and
// [a:s:b]; + - * / % ^, comparisons, && || !, the ternary, indexing and
// .x .y .z; let; list comprehensions (for, if/else, let, each, nested);
// variables with OpenSCAD's scoping (a name assigned twice in one scope
// takes its last value, at the place of its first assignment; names
// beginning with $ are looked up dynamically, through the callers);
// function and module definitions, nested and recursive, with default
// arguments; children(), children(i), children([...]) and $children; for
// (several variables nest), if/else, let, echo (ignored) and assert.
//
// Built-in functions: sin cos tan asin acos atan atan2 (degrees), sqrt pow
// abs sign min max floor ceil round exp ln log, len concat norm cross str,
// is_undef is_num is_bool is_string is_list.
//
// Objects: cube, cylinder (h, r/d, r1/r2, d1/d2, center), sphere (r/d),
// polyhedron (points, faces; faces clockwise seen from outside, as in
// OpenSCAD). Transforms: translate, rotate([x,y,z]) (x, then y, then z),
// rotate(a), rotate(a, v), scale, mirror, multmatrix (affine only).
// Operations: union, difference, intersection, hull (of unions of objects;
// incremental, with exact orientation tests), and the implicit union of a
// block; color, render and the # modifier change nothing; * and % leave a
// subtree out (as OpenSCAD's export does); ! makes one the whole result.
// 2D: square, circle and polygon (paths: the first is the outline, the rest
// holes) inside linear_extrude(height, center) without twist or scale, with
// 2D transforms and operations; a convex outline becomes a prism, any other
// a mesh.
//
// Circles have OpenSCAD's fragment count for $fn, $fa and $fs
// (solid.Fragments) and OpenSCAD's vertices (solid.Cylinder, solid.Sphere).
//
// As in OpenSCAD, an unknown variable is undef, and an unknown module or
// function makes nothing; each is recorded in Result.Warnings.
//
// Refused, with a message naming the feature: include and use, import,
// surface, text, minkowski, hull of a difference or intersection,
// rotate_extrude, projection, resize,
// offset, roof, intersection_for, function literals, rands, search, lookup,
// linear_extrude with twist or scale, multmatrix with a projective row.
//
// # Limits
//
// Source size, evaluation steps, call depth, loop iterations (a range is
// refused by its length before it runs), vector length, objects, fragments
// per circle and vertices in all are bounded (Limits, DefaultLimits), and
// every object must lie within ±MaxCoordinate mm, so endless recursion,
// for (i = [0:1e12]) or $fn = 1e9 end in an error naming the limit,
// quickly. The parser bounds nesting too.
//
// scad imports geom, geom/mesh, geom/solid, geom/portable, wire (clipping
// what a message quotes) and the standard library; it must not import tasks,
// verifiers or scene.
package scad
