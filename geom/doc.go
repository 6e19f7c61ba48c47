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
// Portable elementary functions and trigonometry (the same bits on every
// platform) are in the sub-package portable, which geom uses for its angles.
//
// Imports: the standard library, mathgl's mgl64 and geom/portable; every
// other package of ours stands on it.
package geom
