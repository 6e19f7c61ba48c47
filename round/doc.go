// Package round holds the leaderboard's rounds and what is done with them
// wherever they are handled (the worker, the CLI, tests): a round's
// definition, the seeds of its instances, its prompts file, the reading and
// grading of a submission, and the export that anyone re-grades once the
// round has closed.
//
// A sealed round fixes a list of tasks, each with its parameters and a count
// of fresh instances. Instance n of a task has the seed
//
//	HMAC-SHA256(key = the round's secret, as its 64 hex characters,
//	            msg = "scbench-round-seed/1" 0x00 task 0x00 params 0x00 n)
//
// read as a big-endian integer from its first 8 bytes and shifted right by 11
// bits (every seed fits the 53 bits scbench accepts). params is the full
// parameter assignment "k=v,..." in name order, n counts the task's
// instances in round order from 0. When the round opens its secret's SHA-256
// (of the same 64 characters) is published; when it closes the secret is
// revealed, and every instance and every score can be reproduced.
//
// The paper board is the standing round of the paper's canonical subtasks:
// public instances, no secret. Tasks that are added to the suite join it.
//
// round imports suite, results, tasks, verifiers and wire (submissions and
// exports are read, and prompts files written, as every line format of ours);
// it uses crypto/hmac and crypto/sha256 and so must not be imported by
// anything the browser's WebAssembly module links.
package round
