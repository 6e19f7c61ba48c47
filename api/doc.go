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
//	{"op": "hint",     ...instance fields..., "answer": "the board, as answer text"}
//	{"op": "worksheet", "task": "shikaku", "preset": "easy", "count": 6, "seed": "1", "base": "https://…/"}
//	{"op": "batch",    "jsonl": "one suite.BatchLine per line"}
//	{"op": "batch",    "jsonl_bytes": "the batch file's bytes, base64"}
//	{"op": "tabulate", "jsonl": "one report per line", "label": "the model of reports without one"}
//	{"op": "tabulate", "files": [{"label": "a", "jsonl": "…"}, {"label": "b", "jsonl": "…"}]}
//	{"op": "frames",   "token": "3"}
//
// Every instance request may carry "version" and "rules", the suite and task
// rules versions of the share link it came from; other versions are an error
// reply (code "version") naming both, rather than a silently different
// instance. The instance reply carries the instance as its JSON text
// (instance_json), byte for byte what `scbench instance --json` prints.
//
// A reply is {"ok": true, ...} or {"ok": false, "error": {"code", "message"}}.
// Errors are replies: Handle never panics and never returns invalid JSON. A
// batch also emits progress events through the emit callback while it runs,
// and so does a grade whose grader reports its progress (a slow one, such as
// interlocking-parts): {"event": "grading", "stage": "criterion 8: ...",
// "done": 3, "total": 10}, at most one per stage and percent.
//
// Frames. A scene may carry frames: the moments of a simulation, which can
// be many and large (a plan's rain, a sequence of blasts). An instance or
// grade request with "stream": true gets its scene (the instance's scene, or
// the report's overlay) without them, and instead a note of how many there
// are and a token: "frames": {"count": 24, "token": "3"}. The page draws the
// scene at once and then asks {"op": "frames", "token": "3"}; the frames
// come back one event each, {"event": "frame", "index": i, "total": 24,
// "frame": {...}}, in order, so that the page appends them to the viewer as
// they arrive and no message is too large to parse without a pause; the
// reply, {"count": 24}, comes last. The handler keeps the frames of the last
// scene it streamed; a token of an older scene gets an error reply (code
// "stale"). Nothing here knows what the frames show: any task whose scene
// has frames is streamed the same way. Without "stream" the frames stay in
// the scene, as in the CLI's output.
//
// Imports: suite, tasks, verifiers, scene, results (tabulate), worksheet and
// wire (a request's instance reference, clipping, sizes); never syscall/js
// (wasm/ wires it to the page).
package api
