package board

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/scbench/scbench/round"
)

// store is the SQL the handlers run: plain database/sql with ? parameters,
// which D1 and SQLite both take. D1 has no transactions through database/sql,
// so writes that must not be seen half-done are ordered instead (see
// writeLines and commit).
type store struct{ db *sql.DB }

var errNotFound = errors.New("not found")

// roundRow is a round as stored.
type roundRow struct {
	round.Info
	secret string
}

const roundCols = `id, kind, spec, secret, secret_sha256, state, max_per_model, opened_at, coalesce(closed_at, '')`

func scanRound(sc interface{ Scan(...any) error }) (roundRow, error) {
	var r roundRow
	var spec string
	if err := sc.Scan(&r.ID, &r.Kind, &spec, &r.secret, &r.SecretSHA256, &r.State, &r.MaxPerModel, &r.OpenedAt, &r.ClosedAt); err != nil {
		return r, err
	}
	if r.Kind == round.Paper {
		r.Spec = round.PaperSpec()
	} else if err := json.Unmarshal([]byte(spec), &r.Spec); err != nil {
		return r, fmt.Errorf("round %s: stored definition is corrupt: %v", r.ID, err)
	}
	r.Items = len(r.Spec.Items())
	if r.State == round.Closed {
		r.Secret = r.secret
	}
	return r, nil
}

func (st store) round(ctx context.Context, id string) (roundRow, error) {
	r, err := scanRound(st.db.QueryRowContext(ctx, `SELECT `+roundCols+` FROM rounds WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, errNotFound
	}
	return r, err
}

func (st store) rounds(ctx context.Context) ([]roundRow, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT `+roundCols+` FROM rounds ORDER BY kind = 'paper' DESC, opened_at DESC, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []roundRow{}
	for rows.Next() {
		r, err := scanRound(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// openRound stores a new sealed round; an existing id is errExists.
func (st store) openRound(ctx context.Context, spec round.Spec, items int, secret string, maxPerModel int, now string) error {
	b, err := json.Marshal(spec)
	if err != nil {
		return err
	}
	_, err = st.db.ExecContext(ctx, `INSERT INTO rounds (id, kind, spec, items, secret, secret_sha256, state, max_per_model, opened_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
		spec.ID, round.Sealed, string(b), items, secret, round.Commitment(secret), maxPerModel, now)
	if isUnique(err, "rounds.id") {
		return errExists
	}
	return err
}

var errExists = errors.New("exists")

// closeRound closes an open round, then removes the lines of submissions
// that never completed (none can complete once the round is closed).
func (st store) closeRound(ctx context.Context, id, now string) error {
	res, err := st.db.ExecContext(ctx, `UPDATE rounds SET state = 'closed', closed_at = ? WHERE id = ? AND state = 'open' AND kind = 'sealed'`, now, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errNotFound
	}
	_, err = st.db.ExecContext(ctx, `DELETE FROM lines WHERE submission_id NOT IN (SELECT id FROM submissions)`)
	return err
}

// attempt records a submission attempt from addr and returns how many it
// made since since (this one included), forgetting older ones.
func (st store) attempt(ctx context.Context, addr string, now, since int64) (int, error) {
	if _, err := st.db.ExecContext(ctx, `DELETE FROM attempts WHERE addr = ? AND at < ?`, addr, since); err != nil {
		return 0, err
	}
	if _, err := st.db.ExecContext(ctx, `INSERT INTO attempts (addr, at) VALUES (?, ?)`, addr, now); err != nil {
		return 0, err
	}
	var n int
	err := st.db.QueryRowContext(ctx, `SELECT count(*) FROM attempts WHERE addr = ? AND at >= ?`, addr, since).Scan(&n)
	return n, err
}

func (st store) countModel(ctx context.Context, roundID, model string) (int, error) {
	var n int
	err := st.db.QueryRowContext(ctx, `SELECT count(*) FROM submissions WHERE round_id = ? AND model = ?`, roundID, model).Scan(&n)
	return n, err
}

func (st store) byDigest(ctx context.Context, roundID, digest string) (string, error) {
	var id string
	err := st.db.QueryRowContext(ctx, `SELECT id FROM submissions WHERE round_id = ? AND digest = ?`, roundID, digest).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errNotFound
	}
	return id, err
}

// lineRow is one item of a submission as stored.
type lineRow struct {
	Index  int
	Item   string
	Answer json.RawMessage // nil: not answered
	Report json.RawMessage
}

// linesPerInsert keeps each INSERT within D1's 100 bound parameters.
const linesPerInsert = 20

// maxInsertBytes bounds what one INSERT carries.
const maxInsertBytes = 4 << 20

// writeLines stores a submission's lines, a few per statement. Until commit
// writes the submission's row they belong to nothing that is ever read.
func (st store) writeLines(ctx context.Context, subID string, lines []lineRow) error {
	for len(lines) > 0 {
		n, bytes := 0, 0
		for n < len(lines) && n < linesPerInsert && (n == 0 || bytes+len(lines[n].Answer)+len(lines[n].Report) <= maxInsertBytes) {
			bytes += len(lines[n].Answer) + len(lines[n].Report)
			n++
		}
		q := `INSERT INTO lines (submission_id, idx, item, answer, report) VALUES ` + strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?), ", n), ", ")
		args := make([]any, 0, 5*n)
		for _, l := range lines[:n] {
			var answer any // NULL
			if l.Answer != nil {
				answer = string(l.Answer)
			}
			args = append(args, subID, l.Index, l.Item, answer, string(l.Report))
		}
		if _, err := st.db.ExecContext(ctx, q, args...); err != nil {
			return err
		}
		lines = lines[n:]
	}
	return nil
}

func (st store) deleteLines(ctx context.Context, subID string) {
	st.db.ExecContext(ctx, `DELETE FROM lines WHERE submission_id = ?`, subID)
}

// Reasons commit can fail for that are the client's.
var (
	errDuplicate = errors.New("duplicate")
	errModelFull = errors.New("model limit")
	errClosed    = errors.New("round closed")
)

// commit writes a submission's row, which makes it (and its lines) exist.
// It refuses a duplicate digest, an attempt number already taken (the
// per-model limit, raced) and a round that closed meanwhile.
func (st store) commit(ctx context.Context, r round.Receipt, attemptNo int) error {
	summary, err := json.Marshal(r.Summary)
	if err != nil {
		return err
	}
	res, err := st.db.ExecContext(ctx, `INSERT INTO submissions (id, round_id, model, tools, max_tokens, attempts, attempt_no, digest, answered, items, overall, summary, created_at)
		SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM rounds WHERE id = ? AND state = 'open')`,
		r.ID, r.Round, r.Model, boolInt(r.Tools), r.MaxTokens, r.Attempts, attemptNo, r.Digest, r.Answered, r.Items, r.Summary.Overall.Mean, string(summary), r.CreatedAt, r.Round)
	switch {
	case isUnique(err, "submissions.round_id, submissions.digest"):
		return errDuplicate
	case isUnique(err, "submissions.round_id, submissions.model"):
		return errModelFull
	case err != nil:
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errClosed
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isUnique reports whether err is SQLite's (and D1's) unique-constraint
// failure on the named columns.
func isUnique(err error, cols string) bool {
	return err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed: "+cols)
}

const receiptCols = `id, round_id, model, tools, max_tokens, attempts, digest, answered, items, created_at, summary`

func scanReceipt(sc interface{ Scan(...any) error }) (round.Receipt, error) {
	var r round.Receipt
	var tools int
	var summary string
	if err := sc.Scan(&r.ID, &r.Round, &r.Model, &tools, &r.MaxTokens, &r.Attempts, &r.Digest, &r.Answered, &r.Items, &r.CreatedAt, &summary); err != nil {
		return r, err
	}
	r.Tools = tools != 0
	if err := json.Unmarshal([]byte(summary), &r.Summary); err != nil {
		return r, fmt.Errorf("submission %s: stored summary is corrupt: %v", r.ID, err)
	}
	return r, nil
}

// receipts lists a round's submissions, best first.
func (st store) receipts(ctx context.Context, roundID string) ([]round.Receipt, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT `+receiptCols+` FROM submissions WHERE round_id = ? ORDER BY overall DESC, created_at, id`, roundID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []round.Receipt{}
	for rows.Next() {
		r, err := scanReceipt(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (st store) receipt(ctx context.Context, id string) (round.Receipt, error) {
	r, err := scanReceipt(st.db.QueryRowContext(ctx, `SELECT `+receiptCols+` FROM submissions WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, errNotFound
	}
	return r, err
}

// lines reads a stored submission's lines in round order; withAnswers
// leaves the answers out when false.
func (st store) lines(ctx context.Context, subID string, withAnswers bool) ([]lineRow, error) {
	answer := `NULL`
	if withAnswers {
		answer = `answer`
	}
	rows, err := st.db.QueryContext(ctx, `SELECT idx, item, `+answer+`, answer IS NOT NULL, report FROM lines WHERE submission_id = ? ORDER BY idx`, subID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []lineRow{}
	for rows.Next() {
		var l lineRow
		var a sql.NullString
		var answered int
		var rep string
		if err := rows.Scan(&l.Index, &l.Item, &a, &answered, &rep); err != nil {
			return nil, err
		}
		if a.Valid {
			l.Answer = json.RawMessage(a.String)
		} else if answered != 0 {
			l.Answer = json.RawMessage{} // answered, text not read
		}
		l.Report = json.RawMessage(rep)
		out = append(out, l)
	}
	return out, rows.Err()
}

func (st store) line(ctx context.Context, subID string, idx int) (lineRow, error) {
	var l lineRow
	var a sql.NullString
	var rep string
	err := st.db.QueryRowContext(ctx, `SELECT idx, item, answer, report FROM lines WHERE submission_id = ? AND idx = ?`, subID, idx).Scan(&l.Index, &l.Item, &a, &rep)
	if errors.Is(err, sql.ErrNoRows) {
		return l, errNotFound
	}
	if a.Valid {
		l.Answer = json.RawMessage(a.String)
	}
	l.Report = json.RawMessage(rep)
	return l, err
}
