// Package scene describes what to draw, never how.
//
// Go code never renders. Every instance and every graded answer yields a Scene: a
// plain, JSON-serialisable list of primitives (meshes, line sets, point sets,
// instanced boxes, height fields, filled polygons and text labels) with a suggested
// camera. The browser turns any Scene into a three.js scene; one renderer serves
// every task, and a task only builds its Scene.
//
// Conventions: right-handed coordinates, z up in 3D scenes. A 2D scene (Dim 2) lies
// in the plane z = 0 with y pointing up the screen and is shown with an
// orthographic camera; tasks whose data counts rows from the top flip y when they
// build the scene. Colours are CSS hex strings ("#1f77b4"). Coordinate arrays are
// flat (x, y, z, x, y, z, ...) so that they map straight onto GPU buffers.
//
// Every primitive may name the report check it illustrates (Check). The front end
// highlights the primitives of failed checks and can filter by check.
//
// Imports: only the standard library; nothing of ours.
package scene
