// Package api is the browser's message API: JSON requests in, JSON replies out.
//
// The WebAssembly main (wasm/) hands every message a Web Worker receives to
// Handler.Handle and posts the reply back; nothing here knows about syscall/js,
// so the whole protocol is tested natively and under GOOS=js GOARCH=wasm.
//
// A request is an object with an "op" and the op's fields:
//
//	{"op": "catalogue"}
//	{"op": "instance", "task": "shikaku", "subpass": 2}
//	{"op": "instance", "task": "shikaku", "seed": "42", "preset": "hard"}
//	{"op": "instance", "task": "shikaku", "subpass": 2, "seed": "7", "params": "width=9"}
//	{"op": "solve",    ...instance fields...}
//	{"op": "grade",    ...instance fields..., "answer": "model text"}
//	{"op": "batch",    "jsonl": "one suite.BatchLine per line"}
//	{"op": "batch",    "jsonl_bytes": "the batch file's bytes, base64"}
//
// Every instance request may carry "version" and "rules", the suite and task
// rules versions of the share link it came from; other versions are an error
// reply (code "version") naming both, rather than a silently different
// instance. The instance reply carries the instance as its JSON text
// (instance_json), byte for byte what `scbench instance --json` prints.
//
// A reply is {"ok": true, ...} or {"ok": false, "error": {"code", "message"}}.
// Errors are replies: Handle never panics and never returns invalid JSON. A
// batch also emits progress events through the emit callback while it runs.
//
// Imports: suite, tasks, verifiers, scene; never syscall/js (wasm/ wires it to
// the page).
package api
