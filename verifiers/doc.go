// Package verifiers is what every task's grader shares: the lenient parser
// that finds an answer in what a model returned (extract.go, literal.go), typed
// decoding with errors that name the offending element (decode.go), input
// limits, answer schemas derived from Go types (schema.go), the Report and its
// checks and failure modes (report.go), and the phrasing of counts and lists
// (words.go). Task-specific checks live in the tasks' own packages.
//
// Parsing is lenient about the wrapping (prose, code fences, Python literals,
// reasoning blocks) and strict about the content (types, ranges, NaN). Every
// failure is a failed check with a message; a grader never panics.
//
// Imports: scene, wire (clipping what a report quotes) and the standard
// library; never tasks or a task package (they import it).
package verifiers
