// Command vgbimport converts the curated upstream records (the VisGeomBench data
// that SCBench's canonical subpasses come from) into scbench's own data files.
//
// scbench never reads the upstream files at run time: each task embeds the facts
// it needs (coordinates, clues, orderings) in its own format, and tests keep the
// truths. Run this after changing a converter; its test fails whenever the
// committed files and a fresh conversion differ.
//
//	go run ./tools/vgbimport -shared ../shared
//
// Imports: the standard library and wire (whose reader splits the curated
// JSON Lines files); it reads ../shared at build time, never at run time.
package main
