// Package grading is the leaderboard's grading side: the consumer of the
// jobs the API sends (board.Job). It grades a stored submission line by
// line within a budget, opens a round (resolves its tasks, writes its
// prompts once), and writes the paper board's prompts once per suite
// version. Every step is idempotent: a report is written only where a line
// has none, a submission is finished only when every line has one, prompts
// lines are written only where missing, so that a job run twice, retried
// after a crash half-way, or run by two consumers at once does each piece
// of work once and never publishes a half-graded submission.
//
// Local is a board.Queue that runs each job before Send returns: the native
// tests', the CLI's local leaderboard's, and the worker's until Cloudflare
// Queues carry the jobs (the platform's consumer calls Run with a budget
// and sends the job again while Run says there is more).
//
// Imports: board (its Store), round, round/grade and through it the suite
// with every grader. It must not be imported by board.
package grading
