// Package geom is the geometry kernel of the benchmark: vector types, exact
// geometric predicates, convex hulls and Delaunay triangulation.
//
// Every combinatorial decision in this package (which side of a line a point
// lies on, whether a point is inside a circle, ...) is made with the exact
// predicates of predicates.go. Those predicates return the sign of the exact
// real-number determinant of their float64 inputs, so the results do not
// depend on the platform's floating-point quirks: the same input yields the
// same output natively and under GOOS=js GOARCH=wasm. That property is the
// reason this package exists, and it must be preserved by every change.
//
// geom depends only on the standard library and mgl64; it must not import
// anything else from this module.
//
// Imports: the standard library and mathgl's mgl64; nothing of ours (every
// other package stands on it).
package geom
