// Package round holds the leaderboard's rounds as every part of it sees
// them (the API, the grading side, the CLI, tests): a round's definition
// and its instances, their seeds, secrets and commitments, model names,
// the reading of a submission, its digest, and the records the leaderboard
// publishes (Info, Receipt, ExportLine, PromptLine). What needs the tasks
// themselves (resolving an open request, building instances, prompts,
// grading, verifying an export) is in round/grade, so that the API, which
// imports this package, links no grader; Catalogue is what the API knows of
// the tasks instead.
//
// A sealed round fixes a list of tasks, each with its parameters and a count
// of fresh instances. Instance n of a task in round R has the seed
//
//	HMAC-SHA256(key = the round's secret, as its 64 hex characters,
//	            msg = "scbench-round-seed/2" 0x00 R 0x00 task 0x00 params 0x00 n)
//
// read as a big-endian integer from its first 8 bytes and shifted right by 11
// bits (every seed fits the 53 bits scbench accepts). R is the round's id,
// params the full parameter assignment "k=v,..." in name order, n counts the
// task's instances in round order from 0. (This is derivation 2, a round's
// "seeds": 2. Rounds opened before it have no "seeds" and keep derivation 1:
// the message "scbench-round-seed/1" 0x00 task 0x00 params 0x00 n, without
// the round's id, so that two rounds given one secret would share seeds.)
//
// The secret is 32 random bytes written as 64 lower-case hex characters,
// drawn by the server; one given by the admin must look random (CheckSecret
// refuses all zeros, a repeated pattern, a counter), since a guessable
// secret's seeds follow from its published hash. When the round opens its
// secret's SHA-256 (of the same 64 characters) is published; when it closes
// the secret is revealed, and every instance and every score can be
// reproduced against the commitment kept from the opening
// (`scbench round verify URL ROUND --commitment HASH`).
//
// The paper board is the standing round of the paper's canonical subtasks:
// public instances, no secret. Tasks that are added to the suite join it;
// each submission keeps the suite version and rules it was made under.
//
// round imports wire (submissions and exports are read as every line format
// of ours) and golang.org/x/text/unicode/norm (model names); it uses
// crypto/hmac and crypto/sha256 and so must not be imported by anything the
// browser's WebAssembly module links.
package round
