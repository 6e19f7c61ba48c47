// Package runnertest holds a small OpenAI-compatible chat-completions server
// for tests: it answers each prompt with the reference answer of the instance
// it is the prompt of (`scbench solve`'s text), and can be told to fail in
// the ways real endpoints do (a hang, 429 with Retry-After, 500, malformed
// JSON, no choices, a choice without a message, a refusal, a filtered
// reply, a length finish, a refused key), or be told how many output tokens
// each answer takes, so that a budget sweep cuts some short. It records
// every request, so that tests can count them and look at what was sent.
//
// It imports suite, tasks, round, dataset (whose writer and references it
// uses, as `scbench generate` and `solve --dataset` do), and wire; for
// tests only (it uses net/http/httptest).
package runnertest
