// Package worksheet lays out printable worksheets: K seeded instances of one
// task and difficulty (a preset), each with a short code and the share link
// that reopens it in the playground, followed by an answer key on pages of
// its own, as Simon Tatham's puzzles print puzzles with their solutions.
//
// A worksheet is a small tree of HTML elements (Node), built once here and
// shown by both front ends: the CLI writes it as a whole HTML document with
// its stylesheet inlined (scbench worksheet), and the browser's print page
// gets the same tree from the worker (api op "worksheet") and builds it with
// DOM calls, never parsing HTML. Flat pictures (2D scenes: grids, points,
// polygons) are drawn as SVG here, so that a grid puzzle prints without a
// canvas; a 3D scene has no fixed view to print and is left out, its prompt
// and answer text standing for it.
//
// It sits beside api/ above suite: it imports tasks, scene, verifiers and wire,
// never a front end. It must stay free of regexp, net/*, text/template and
// html/template, because the WebAssembly module links it.
package worksheet
