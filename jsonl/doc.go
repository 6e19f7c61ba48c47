// Package jsonl reads JSON Lines files the one way every reader of ours does
// (batches of answers, prompts files, a runner's answers file, datasets):
// lines end at "\n" with a "\r" before it dropped, a UTF-8 byte-order mark at
// the start is skipped, blank lines are skipped but counted so that line
// numbers are an editor's, and a line longer than the reader's limit is
// read through without being held in memory. Fields splits a line's object
// into its fields in order and says what is wrong with it in plain words
// (a syntax error with its byte, a field given twice).
//
// It imports verifiers (for clipping what it quotes) and nothing that the
// WebAssembly module must not carry.
package jsonl
