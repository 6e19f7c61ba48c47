// Package board is the public leaderboard's HTTP API: rounds, their prompts,
// submissions stored whole and graded by the grading side, the boards,
// every submission's page, moderation, and each closed round's export for
// re-grading by anyone (`scbench round verify`).
//
// It is written against net/http and database/sql only, so that the same
// handlers run in the Cloudflare worker (worker/, on D1) and in native tests
// (httptest, on SQLite through a pure-Go driver), on one schema: the
// migrations in migrations/, which `wrangler d1 migrations apply` applies to
// D1 and the tests apply to SQLite.
//
// What every request runs does not link the graders: board knows the tasks
// only through round.Catalogue (the suite version, each task's rules, the
// paper's subpasses: a generated table that round/grade's test keeps equal
// to the suite), which is all it needs to refuse a stale round and to list
// the paper board. Grading and prompt writing are jobs (Job) sent through a
// Queue to the grading side (board/grading), which imports the suite; the
// worker's Queue is Cloudflare Queues, the tests' grading.Local.
//
// The rules it keeps, each with its test (README, "Security"):
//
//   - Sealed means sealed. Until a sealed round closes, a submission shows
//     anyone but its sender and the admin its model, settings, time, digest
//     and state, nothing else: not its answers, not its reports, not its
//     scores, not its rank (the board lists a sealed round's submissions in
//     the order they came). Its sender, holding the token its receipt gave
//     once (or the verified submitter's token it was sent with), sees its
//     totals (per task, per bucket, overall) and its own answers, never a
//     per-instance score or check. At closing everything opens. The paper
//     board is never sealed: its instances are public, so anyone can grade
//     any answer to them with the CLI, and its answers and reports tell
//     nothing that cannot be had without them. What a sender's totals still
//     tell it (how many of a task's instances its answers got right) it can
//     only sharpen by sending variations, each a submission counted by the
//     per-model limit and the per-address rate limit.
//   - Acknowledged work never vanishes. A submission is written row first
//     (state 'storing', which nothing shows), then its lines, then
//     acknowledged by one UPDATE to 'received'; only then is the receipt
//     sent. Nothing deletes a received submission or its lines (closing a
//     round deletes nothing; what a dead request left in 'storing' is swept
//     after a quarter of an hour, and it was never acknowledged). Grading
//     writes each line's report once and marks the submission 'graded' only
//     when every line has one; until then the board shows it as grading,
//     without scores.
//   - Names prove what they can. Model names are normalised (round.ModelName:
//     NFKC, white space collapsed, invisible and bidirectional characters
//     refused by name) and compared case-folded: a round counts one model's
//     submissions together, in one conditional INSERT (the per-model limit
//     holds however many arrive at once), and shows them under the spelling
//     it first saw. The admin makes verified submitters (a label and a token
//     whose SHA-256 alone is stored, handed over once) and reserves model
//     names for them: a reserved name is refused to anyone else, in any
//     round, and a submission sent with a submitter's token is labelled with
//     it. Tokens rather than accounts with passwords: the leaderboard needs
//     to know that a submission comes from whoever the admin gave the token
//     to, nothing more, and a 256-bit token stored as its digest gives that
//     with nothing to leak and nothing to guess. The admin hides a
//     submission with a reason (shown, and out of the ranking) and rotates
//     a leaked token.
//   - Writes come from this site or from tools. Every write takes only its
//     JSON or JSON Lines content type, which no form or no-cors fetch can
//     send, and is refused when its Origin is another site's; reads without
//     a token may be read by any page (Access-Control-Allow-Origin: *),
//     replies to a token by none, and never from a shared cache.
//   - A round is pinned to the suite version and rules it opened under:
//     after an upgrade it takes no more submissions (409, saying why), its
//     prompts are served as they were written, and every result keeps its
//     own version (the paper board's lines store the instance each was made
//     against).
//
// Imports: round and wire, the standard library and nothing that links a
// grader. It must not import github.com/syumai/workers or anything that
// needs syscall/js (the worker's main does that), nor be imported by what
// the browser's WebAssembly module links.
package board
