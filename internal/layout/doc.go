// Package layout holds no code, only tests of the module's shape: every
// package has a doc.go whose "Imports" sentence names each package of this
// module it imports, and the dependencies point down as DESIGN.md draws them
// (geom at the bottom, no task importing another task, nothing below the
// front ends importing them).
//
// Imports: nothing; its test reads the module with go/build and go/parser.
package layout
