// Package dataset writes scbench datasets: seeded instances of a task over
// a grid of its parameters, or the paper's canonical subpasses, as a JSONL
// file of dataset lines (Line: a round prompts line plus seed, preset and
// metadata) with the attachments beside it as files. `scbench generate`
// is its command line.
//
// A dataset is deterministic: the same plan writes the same bytes. Seeds
// are derived from the plan's base seed, the task and the full parameter
// assignment of the grid point (Seed), never from map order or the clock.
// Instances are deduplicated by content (Digest): a second instance with the
// same prompt, attachments and data as one already written is skipped.
//
// The package is native only: it hashes with crypto/sha256 and writes files.
// The wasm module must not import it. Imports: tasks, suite, round (for the
// canary), wire (a line's instance reference, clipping what it quotes) and
// the standard library.
package dataset
