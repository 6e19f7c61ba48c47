// Package interlockingparts is the interlocking-parts task (SCBench Q29):
// ten printable parts, each an STL or OpenSCAD file with a 4×4 assembly
// transform, that assemble into a bar cage held by four threaded rods.
//
// So far the package holds the part builder that subpass 0 (build and
// validate) rests on: parts.go turns one answer part into a solid in its
// print pose and in the assembled frame, naming every problem (an unknown
// or Python fileType, an empty file, an STL that does not parse or is not a
// closed, consistently wound single body with volume, an OpenSCAD error, a
// transform that is not 16 finite numbers or not rigid). The task itself
// (prompt, the nine checks, scenes) is not yet written, and the package is
// not registered in the suite.
//
// It imports geom, geom/mesh, geom/solid, geom/stl and geom/scad; it must
// not import other tasks, suite or a front end.
package interlockingparts
