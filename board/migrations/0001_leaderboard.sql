-- The leaderboard's store: rounds, submissions and their per-instance lines.
-- Applied by `wrangler d1 migrations apply` to D1, and by the board package's
-- tests to SQLite, from this one file.

-- A round: the paper board (kind 'paper', always open, no secret) or a
-- sealed round of fresh instances. spec is round.Spec as JSON, fixed at
-- opening. secret is never served while state is 'open'.
CREATE TABLE rounds (
  id            TEXT PRIMARY KEY,
  kind          TEXT NOT NULL CHECK (kind IN ('paper', 'sealed')),
  spec          TEXT NOT NULL,
  items         INTEGER NOT NULL,
  secret        TEXT NOT NULL,
  secret_sha256 TEXT NOT NULL,
  state         TEXT NOT NULL CHECK (state IN ('open', 'closed')),
  max_per_model INTEGER NOT NULL,
  opened_at     TEXT NOT NULL,
  closed_at     TEXT
);

-- A submission exists once this row exists: its lines are written first,
-- and the row is written last, so a submission interrupted half-way is never
-- seen (its lines are orphans, removed when found). The unique keys refuse a
-- replayed submission (same answers, same round) and a submission beyond the
-- per-model limit, however many arrive at once.
CREATE TABLE submissions (
  id         TEXT PRIMARY KEY,
  round_id   TEXT NOT NULL REFERENCES rounds (id),
  model      TEXT NOT NULL,
  tools      INTEGER NOT NULL,
  max_tokens INTEGER NOT NULL,
  attempts   INTEGER NOT NULL,
  attempt_no INTEGER NOT NULL,
  digest     TEXT NOT NULL,
  answered   INTEGER NOT NULL,
  items      INTEGER NOT NULL,
  overall    REAL NOT NULL,
  summary    TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (round_id, digest),
  UNIQUE (round_id, model, attempt_no)
);
CREATE INDEX submissions_by_round ON submissions (round_id, overall DESC);

-- One row per item of a submission, in round order (idx): the answer as
-- received (NULL when no line answered the item) and the report graded from it.
CREATE TABLE lines (
  submission_id TEXT NOT NULL,
  idx           INTEGER NOT NULL,
  item          TEXT NOT NULL,
  answer        TEXT,
  report        TEXT NOT NULL,
  PRIMARY KEY (submission_id, idx)
);

-- Submission attempts per (hashed) client address, for the rate limit.
CREATE TABLE attempts (
  addr TEXT NOT NULL,
  at   INTEGER NOT NULL
);
CREATE INDEX attempts_by_addr ON attempts (addr, at);

INSERT INTO rounds (id, kind, spec, items, secret, secret_sha256, state, max_per_model, opened_at)
VALUES ('paper', 'paper', '', 0, '', '', 'open', 3, '2026-01-01T00:00:00Z');
