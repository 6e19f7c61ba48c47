// Command serve serves a built site (dist/) on a local address, as a static
// host would: .wasm as application/wasm, and the headers of the site's
// _headers file (the Content-Security-Policy among them) on every response.
//
//	go run ./cmd/serve [-addr 127.0.0.1:8080] [-dir dist]
//
// It prints the URL it serves on once it listens (with -addr 127.0.0.1:0 the
// port is chosen for it, which the end-to-end tests use).
//
// Imports: only the standard library.
package main
