// Package stl reads STL files into welded meshes (geom/mesh).
//
// Read takes ASCII STL ("solid … facet normal … outer loop … vertex x y z
// … endloop endfacet … endsolid") or binary STL (an 80-byte header, a
// facet count, 50 bytes per facet); ReadBase64 takes binary (or ASCII) STL
// encoded in standard base64, an extension for answers that travel as JSON
// strings, which cannot hold raw bytes.
//
// Corners are welded by exact coordinates (as float64 for ASCII, float32
// widened for binary), in first-seen order, so the same file gives the
// same mesh everywhere. Stored facet normals are ignored: a facet's
// orientation is the order of its corners, as trimesh and OpenSCAD take it.
// A facet whose corners weld to fewer than three distinct vertices has no
// area and is dropped (counted in Mesh.Dropped). Checking that the result
// is a closed, consistently wound solid is left to mesh.Validate.
//
// Work is bounded: Limits caps the input size and the facet count before
// anything is allocated for the facets, and every error names the line
// (ASCII) or facet (binary) where reading stopped, without echoing more
// than a few bytes of the input.
//
// stl imports geom, geom/mesh, wire (clipping what a message quotes) and the
// standard library only.
package stl
