// Package wire holds scbench's line formats: how every JSON Lines file of
// ours is read, and the pieces every line format shares.
//
//   - Reader reads the lines of a file, the one way every reader of ours
//     does (batches of answers, report files, a round's prompts file and
//     the submissions made from it, a dataset, a runner's prompts and
//     answers files, a round's export): lines end at "\n" with a "\r"
//     before it dropped; a UTF-8 byte-order mark is skipped at the start of
//     the file and at the start of any line (two files put end to end);
//     blank lines are skipped but counted, so that line numbers are an
//     editor's; a line longer than the reader's limit is read through
//     without being held in memory, and refused with its length.
//   - ParseObject splits a line's object into its fields in order and
//     refuses, in plain words, a line that is not an object, is not valid
//     JSON (with the byte), gives a field twice (by name) or has text after
//     its object.
//   - Ref is the instance reference (task, version, rules, subpass, seed,
//     preset, params) that every line format embeds, and ReadRef reads it
//     from a line's fields; Object.ID and EchoID read and echo a line's id.
//   - Clip, Quote and Cut show a value read from outside clipped on a
//     character boundary with its length stated; Size and Thousands write
//     byte counts and numbers for people.
//
// Package tasks turns a Ref into a request for an instance (tasks.RequestOf).
//
// Imports: the standard library only. Everything else may import it
// (verifiers, tasks, suite, results, round, dataset, runner, api, board and
// the front ends); it goes into the WebAssembly module and the worker.
package wire
