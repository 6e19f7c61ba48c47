//go:build js && wasm

// Command wasm is scbench compiled to WebAssembly for the browser: it exposes
// the api package's message handler to the Web Worker that loads it, as
//
//	scbench.handle(requestJSON, onProgress) -> replyJSON
//
// where onProgress (optional) receives progress events as JSON text. It is the
// only package that touches syscall/js. Every panic inside a callback is
// recovered into an error reply, so the Go runtime never dies, and main blocks
// forever so the exported function stays callable.
//
// Imports: api (the protocol) and tasks (the suite version it reports).
package main
