-- Sealed rounds that leak nothing, submissions never lost, identities.
--
-- A submission is written as a row in state 'storing', then its lines, then
-- the row is set to 'received': the acknowledgement. Nothing deletes a
-- received submission or its lines. Grading fills each line's report once
-- (report IS NULL until then) and sets the row to 'graded' when every line
-- has one. Rounds go 'opening' (the grading side resolves the request and
-- writes the prompts) -> 'open' -> 'closed', or 'failed'.
--
-- D1 enforces foreign keys: rebuilding tables that others reference needs
-- the check deferred to the end of the migration (SQLite in the tests does
-- not enforce them).
PRAGMA defer_foreign_keys = true;

CREATE TABLE rounds_v2 (
  id            TEXT PRIMARY KEY,
  kind          TEXT NOT NULL CHECK (kind IN ('paper', 'sealed')),
  -- round.Spec as JSON once resolved ('' before, and for the paper board)
  spec          TEXT NOT NULL,
  -- the admin's open request (round.OpenRequest as JSON) while opening
  request       TEXT,
  items         INTEGER NOT NULL,
  secret        TEXT NOT NULL,
  secret_sha256 TEXT NOT NULL,
  state         TEXT NOT NULL CHECK (state IN ('opening', 'open', 'closed', 'failed')),
  failure       TEXT,
  max_per_model INTEGER NOT NULL,
  opened_at     TEXT NOT NULL,
  closed_at     TEXT
);
INSERT INTO rounds_v2 (id, kind, spec, items, secret, secret_sha256, state, max_per_model, opened_at, closed_at)
  SELECT id, kind, spec, items, secret, secret_sha256, state, max_per_model, opened_at, closed_at FROM rounds;

-- A submission. model is its name as shown (round.ModelName's Display),
-- model_key the form names are compared in; version the suite version it
-- was made under; token_sha256 the SHA-256 of the token its receipt gave
-- ('' for submissions made before tokens); submitter_id the verified
-- submitter who sent it; hidden the moderator's reason. overall and summary
-- are NULL until graded.
CREATE TABLE submissions_v2 (
  id           TEXT PRIMARY KEY,
  round_id     TEXT NOT NULL REFERENCES rounds (id),
  model        TEXT NOT NULL,
  model_key    TEXT NOT NULL,
  tools        INTEGER NOT NULL,
  max_tokens   INTEGER NOT NULL,
  attempts     INTEGER NOT NULL,
  version      TEXT NOT NULL,
  digest       TEXT NOT NULL,
  answered     INTEGER NOT NULL,
  items        INTEGER NOT NULL,
  state        TEXT NOT NULL CHECK (state IN ('storing', 'received', 'graded', 'stale')),
  note         TEXT,
  overall      REAL,
  summary      TEXT,
  token_sha256 TEXT NOT NULL,
  submitter_id TEXT,
  hidden       TEXT,
  created_at   TEXT NOT NULL,
  created_unix INTEGER NOT NULL,
  graded_at    TEXT,
  UNIQUE (round_id, digest)
);
-- Old submissions are graded; their version is their reports'.
INSERT INTO submissions_v2 (id, round_id, model, model_key, tools, max_tokens, attempts, version, digest, answered, items,
                            state, overall, summary, token_sha256, created_at, created_unix, graded_at)
  SELECT s.id, s.round_id, s.model, lower(s.model), s.tools, s.max_tokens, s.attempts,
         coalesce((SELECT json_extract(l.report, '$.version') FROM lines l WHERE l.submission_id = s.id ORDER BY l.idx LIMIT 1), ''),
         s.digest, s.answered, s.items, 'graded', s.overall, s.summary, '', s.created_at,
         coalesce(CAST(strftime('%s', s.created_at) AS INTEGER), 0), s.created_at
  FROM submissions s;

-- One row per item of a submission, in round order (idx): the item's
-- instance as the submission was made against it (task, rules, subpass for
-- the paper board, params), the line of the submission that answered it
-- (0: none), the answer as received (NULL: none) and the report graded
-- from it (NULL: not graded yet).
CREATE TABLE lines_v2 (
  submission_id TEXT NOT NULL,
  idx           INTEGER NOT NULL,
  item          TEXT NOT NULL,
  task          TEXT NOT NULL,
  rules         TEXT NOT NULL,
  subpass       INTEGER,
  params        TEXT,
  line_no       INTEGER NOT NULL,
  answer        TEXT,
  report        TEXT,
  PRIMARY KEY (submission_id, idx)
);
-- Old lines: what the instance was is in their report. Lines that belong to
-- no submission (a submission interrupted under the old order of writes,
-- never acknowledged) are left behind.
INSERT INTO lines_v2 (submission_id, idx, item, task, rules, subpass, line_no, answer, report)
  SELECT l.submission_id, l.idx, l.item, coalesce(json_extract(l.report, '$.task'), ''), coalesce(json_extract(l.report, '$.rules'), ''),
         json_extract(l.report, '$.subpass'), coalesce(json_extract(l.report, '$.line'), 0), l.answer, l.report
  FROM lines l WHERE l.submission_id IN (SELECT id FROM submissions);

DROP TABLE lines;
DROP TABLE submissions;
DROP TABLE rounds;
ALTER TABLE rounds_v2 RENAME TO rounds;
ALTER TABLE submissions_v2 RENAME TO submissions;
ALTER TABLE lines_v2 RENAME TO lines;

CREATE INDEX submissions_by_round ON submissions (round_id, state, overall DESC);
CREATE INDEX submissions_by_model ON submissions (round_id, model_key);
CREATE INDEX submissions_by_state ON submissions (state, created_unix);
CREATE INDEX submissions_by_token ON submissions (token_sha256);

-- A round's prompts file, one row per line, written once by the grading
-- side: a sealed round's when it opens, the paper board's once per suite
-- version.
CREATE TABLE prompts (
  round_id TEXT NOT NULL,
  version  TEXT NOT NULL,
  idx      INTEGER NOT NULL,
  line     TEXT NOT NULL,
  PRIMARY KEY (round_id, version, idx)
);

-- Verified submitters: made by the admin, who hands the token over once;
-- only its SHA-256 is kept (a new token replaces it: the old one is dead).
CREATE TABLE submitters (
  id           TEXT PRIMARY KEY,
  label        TEXT NOT NULL,
  token_sha256 TEXT NOT NULL UNIQUE,
  created_at   TEXT NOT NULL
);

-- Reserved model names (by round.ModelName's key): only the submitter who
-- holds one may submit under it, in any round.
CREATE TABLE names (
  key          TEXT PRIMARY KEY,
  display      TEXT NOT NULL,
  submitter_id TEXT NOT NULL REFERENCES submitters (id),
  reserved_at  TEXT NOT NULL
);

-- The rate limit forgets every attempt older than its window.
CREATE INDEX attempts_by_at ON attempts (at);
