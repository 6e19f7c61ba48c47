// Package verifiers is what every task's grader shares: the lenient parser
// that finds an answer in what a model returned (extract.go, literal.go), the
// typed decoder that reads it into the task's answer type, driven by the
// type's json names and decode tags and by the Decoder methods of its types
// (typed.go, with the element readers of decode.go), every error naming the
// offending element by its path; input limits, answer schemas derived from
// the same Go types (schema.go), the Report and its checks and failure modes
// (report.go), and the phrasing of counts and lists (words.go). Task-specific
// checks live in the tasks' own packages.
//
// Parsing is lenient about the wrapping (prose, code fences, Python literals,
// reasoning blocks) and strict about the content (types, ranges, NaN). Every
// failure is a failed check with a message; a grader never panics.
//
// Imports: scene, wire (clipping what a report quotes) and the standard
// library; never tasks or a task package (they import it).
package verifiers
