// Package markup holds the one writer of HTML and SVG that the project's
// drawings and documents share: a small tree of elements (Node), written as
// markup by one function, the escaping of text and attribute values, and the
// formatting of coordinates.
//
// A tree rather than text, because the page never parses markup: the worker
// sends a tree (a worksheet, a figure) as JSON and the page builds it with
// DOM calls, text as text. The command line writes the same tree as a file.
// The figures of `scbench report` and the Compare page, and the worksheets of
// `scbench worksheet` and the print page, are each built once, in Go, as a
// tree of this package.
//
// It imports verifiers (which characters are bidirectional controls) and the
// standard library; the WebAssembly module links it, so it stays free of
// regexp, html, net/* and the template packages.
package markup
