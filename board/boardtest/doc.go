// Package boardtest runs the leaderboard's handlers natively for tests: on a
// fresh SQLite database (modernc.org/sqlite, pure Go) with the same
// migrations that wrangler applies to D1.
//
// Imports: board and the pure-Go SQLite driver; only tests import it.
package boardtest
