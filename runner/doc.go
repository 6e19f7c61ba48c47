// Package runner asks a model the prompts of a dataset or a round through an
// OpenAI-compatible chat-completions endpoint (hosted APIs, vLLM, llama.cpp's
// server, Ollama) and writes one answer line per prompt and output-token
// budget: the lines `scbench grade --batch` and a leaderboard submission read.
//
// prompts.go reads and checks a prompts file (a dataset's or a round's lines),
// client.go makes one request and reads its reply (retries, backoff,
// Retry-After, the kinds of failure), answers.go writes and re-reads answer
// lines, run.go is the run loop (concurrency, resumption, the final rewrite
// in input order) and progress.go the display on stderr.
//
// The API key is held in memory only: it goes into the Authorization header
// and nowhere else, and messages that quote a reply have it blanked out.
//
// Native only: it uses net/http and the file system, so nothing the browser's
// WebAssembly module links may import it. It imports suite and tasks (to
// refuse unknown tasks and other rules up front), verifiers and wire (the
// prompts and answers files are read as every JSON Lines file of ours);
// runnertest holds a test server that speaks the same API.
package runner
