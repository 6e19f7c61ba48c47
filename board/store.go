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

// Store is the SQL of the leaderboard: plain database/sql with ?
// parameters, which D1 and SQLite both take. The handlers use it, and so
// does the grading side (board/grading) through its exported methods.
//
// D1 has no transactions through database/sql, and one statement is
// atomic: every write that must not be seen half-done is one statement, or
// an order of statements whose every prefix is harmless. A submission is
// written row first (state 'storing', which nothing shows), lines next,
// and acknowledged by one UPDATE to 'received'; a limit is enforced by a
// conditional INSERT, never by reading then writing.
type Store struct{ db *sql.DB }

// NewStore is the store on db (migrated with Migrations).
func NewStore(db *sql.DB) Store { return Store{db} }

var errNotFound = errors.New("not found")

// roundRow is a round as stored.
type roundRow struct {
	round.Info
	secret  string
	request string
}

const roundCols = `id, kind, spec, coalesce(request, ''), items, secret, secret_sha256, state, coalesce(failure, ''), max_per_model, opened_at, coalesce(closed_at, '')`

func scanRound(sc interface{ Scan(...any) error }) (roundRow, error) {
	var r roundRow
	var spec string
	if err := sc.Scan(&r.ID, &r.Kind, &spec, &r.request, &r.Items, &r.secret, &r.SecretSHA256, &r.State, &r.Failure, &r.MaxPerModel, &r.OpenedAt, &r.ClosedAt); err != nil {
		return r, err
	}
	if spec != "" {
		id := r.ID
		if err := json.Unmarshal([]byte(spec), &r.Spec); err != nil {
			return r, fmt.Errorf("round %s: stored definition is corrupt: %v", id, err)
		}
	}
	if r.Kind == round.Paper || r.Spec.ID == "" {
		r.Spec.ID, r.Spec.Kind = r.ID, r.Kind
	}
	if r.State == round.Closed {
		r.Secret = r.secret
	}
	return r, nil
}

func (st Store) round(ctx context.Context, id string) (roundRow, error) {
	r, err := scanRound(st.db.QueryRowContext(ctx, `SELECT `+roundCols+` FROM rounds WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, errNotFound
	}
	return r, err
}

func (st Store) rounds(ctx context.Context) ([]roundRow, error) {
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

var errExists = errors.New("exists")

// requestRound stores a sealed round in state 'opening', with the admin's
// request and the secret: the grading side resolves it and writes its
// prompts. An existing id is errExists, unless that round failed to open:
// then it is asked again.
func (st Store) requestRound(ctx context.Context, req round.OpenRequest, secret string, maxPerModel int, now string) error {
	req.Secret = "" // kept in its own column, never in the request
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	res, err := st.db.ExecContext(ctx, `INSERT INTO rounds (id, kind, spec, request, items, secret, secret_sha256, state, max_per_model, opened_at)
		VALUES (?, 'sealed', '', ?, 0, ?, ?, 'opening', ?, ?)
		ON CONFLICT (id) DO UPDATE SET request = excluded.request, secret = excluded.secret, secret_sha256 = excluded.secret_sha256,
			state = 'opening', failure = NULL, max_per_model = excluded.max_per_model, opened_at = excluded.opened_at
		WHERE rounds.state = 'failed'`,
		req.ID, string(b), secret, round.Commitment(secret), maxPerModel, now)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errExists
	}
	return nil
}

// closeRound closes an open sealed round. It deletes nothing.
func (st Store) closeRound(ctx context.Context, id, now string) error {
	res, err := st.db.ExecContext(ctx, `UPDATE rounds SET state = 'closed', closed_at = ? WHERE id = ? AND state = 'open' AND kind = 'sealed'`, now, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errNotFound
	}
	return nil
}

// attempt records a submission attempt from addr at now, unless addr made
// limit attempts since since already; then ok is false and next is when the
// oldest of them leaves the window (a Unix time). Attempts older than the
// window are forgotten, whoever made them, and a refused attempt is not
// recorded, so that the time said is the time.
func (st Store) attempt(ctx context.Context, addr string, now, since int64, limit int) (ok bool, oldest int64, err error) {
	if _, err := st.db.ExecContext(ctx, `DELETE FROM attempts WHERE at < ?`, since); err != nil {
		return false, 0, err
	}
	res, err := st.db.ExecContext(ctx, `INSERT INTO attempts (addr, at) SELECT ?, ? WHERE (SELECT count(*) FROM attempts WHERE addr = ? AND at >= ?) < ?`,
		addr, now, addr, since, limit)
	if err != nil {
		return false, 0, err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err == nil, 0, err
	}
	err = st.db.QueryRowContext(ctx, `SELECT coalesce(min(at), ?) FROM attempts WHERE addr = ? AND at >= ?`, now, addr, since).Scan(&oldest)
	return false, oldest, err
}

func (st Store) byDigest(ctx context.Context, roundID, digest string) (string, error) {
	var id string
	err := st.db.QueryRowContext(ctx, `SELECT id FROM submissions WHERE round_id = ? AND digest = ? AND state != 'storing'`, roundID, digest).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errNotFound
	}
	return id, err
}

// StoredLine is one item of a submission as stored: the item (its task,
// rules, canonical subpass and parameters as the submission was made
// against them), the line of the submission that answered it (0: none),
// the answer and the report.
type StoredLine struct {
	Index   int
	Item    string
	Task    string
	Rules   string
	Subpass *int
	Params  string
	LineNo  int
	Answer  json.RawMessage // nil: not answered
	Report  json.RawMessage // nil: not graded yet
}

// newSubmission is what submit stores.
type newSubmission struct {
	round.Receipt
	Name        round.Name
	TokenSHA256 string
	SubmitterID string
	Answered    int
	CreatedUnix int64
}

// Reasons insertSubmission refuses for that are the client's.
var (
	errDuplicate = errors.New("duplicate")
	errClosed    = errors.New("round closed")
	errReserved  = errors.New("reserved")
)

// insertSubmission writes a submission's row in state 'storing', in one
// statement that also enforces the round's rules: the round is open, the
// model (by its name's key) has fewer than the round's limit of
// submissions (those being stored included), the name is not reserved
// for another submitter, and the answers are not in the round already
// (a unique key). The model's name is shown as the round first saw it (or
// as it was reserved), so that spellings of one name make one column.
func (st Store) insertSubmission(ctx context.Context, s newSubmission) error {
	var submitter any // NULL
	if s.SubmitterID != "" {
		submitter = s.SubmitterID
	}
	res, err := st.db.ExecContext(ctx, `INSERT INTO submissions (id, round_id, model, model_key, tools, max_tokens, attempts, version, digest, answered, items,
			state, token_sha256, submitter_id, created_at, created_unix)
		SELECT ?, r.id,
			coalesce((SELECT s.model FROM submissions s WHERE s.round_id = r.id AND s.model_key = ? ORDER BY s.created_unix, s.id LIMIT 1),
				(SELECT n.display FROM names n WHERE n.key = ?), ?),
			?, ?, ?, ?, ?, ?, ?, ?, 'storing', ?, ?, ?, ?
		FROM rounds r
		WHERE r.id = ? AND r.state = 'open'
			AND (SELECT count(*) FROM submissions s WHERE s.round_id = r.id AND s.model_key = ?) < r.max_per_model
			AND NOT EXISTS (SELECT 1 FROM names n WHERE n.key = ? AND n.submitter_id IS NOT ?)`,
		s.ID, s.Name.Key, s.Name.Key, s.Name.Display,
		s.Name.Key, boolInt(s.Tools), s.MaxTokens, s.Attempts, s.Version, s.Digest, s.Answered, s.Items, s.TokenSHA256, submitter, s.CreatedAt, s.CreatedUnix,
		s.Round, s.Name.Key, s.Name.Key, submitter)
	if isUnique(err, "submissions.round_id, submissions.digest") {
		return errDuplicate
	}
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	// Nothing was written: say why.
	var state, model string
	var max, have, reserved int
	err = st.db.QueryRowContext(ctx, `SELECT r.state, r.max_per_model,
			(SELECT count(*) FROM submissions s WHERE s.round_id = r.id AND s.model_key = ?),
			coalesce((SELECT s.model FROM submissions s WHERE s.round_id = r.id AND s.model_key = ? ORDER BY s.created_unix, s.id LIMIT 1), ''),
			EXISTS (SELECT 1 FROM names n WHERE n.key = ? AND n.submitter_id IS NOT ?)
		FROM rounds r WHERE r.id = ?`, s.Name.Key, s.Name.Key, s.Name.Key, submitter, s.Round).Scan(&state, &max, &have, &model, &reserved)
	switch {
	case err != nil:
		return err
	case state != round.Open:
		return errClosed
	case reserved != 0:
		return errReserved
	case have >= max:
		return modelFull{model, have}
	}
	return fmt.Errorf("the submission was not stored, for no reason the store can tell; please send it again")
}

// modelFull refuses a submission beyond its model's limit in the round:
// model is the name as the round shows it.
type modelFull struct {
	model string
	have  int
}

func (m modelFull) Error() string { return "model limit" }

// linesPerInsert keeps each INSERT within D1's 100 bound parameters.
const linesPerInsert = 10

// maxInsertBytes bounds what one INSERT carries.
const maxInsertBytes = 4 << 20

// insertLines stores a submission's lines, a few per statement. Until
// acknowledge sets the row to 'received', nothing reads them.
func (st Store) insertLines(ctx context.Context, subID string, lines []StoredLine) error {
	for len(lines) > 0 {
		n, size := 0, 0
		for n < len(lines) && n < linesPerInsert && (n == 0 || size+len(lines[n].Answer) <= maxInsertBytes) {
			size += len(lines[n].Answer)
			n++
		}
		q := `INSERT INTO lines (submission_id, idx, item, task, rules, subpass, params, line_no, answer) VALUES ` +
			strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?, ?, ?), ", n), ", ")
		args := make([]any, 0, 9*n)
		for _, l := range lines[:n] {
			args = append(args, subID, l.Index, l.Item, l.Task, l.Rules, nullInt(l.Subpass), l.Params, l.LineNo, nullText(l.Answer))
		}
		if _, err := st.db.ExecContext(ctx, q, args...); err != nil {
			return err
		}
		lines = lines[n:]
	}
	return nil
}

// acknowledge turns a stored submission from 'storing' to 'received': from
// here on it is never deleted. It fails if the row is gone (swept as
// abandoned, which a write that took minutes could see).
func (st Store) acknowledge(ctx context.Context, subID string) error {
	res, err := st.db.ExecContext(ctx, `UPDATE submissions SET state = 'received' WHERE id = ? AND state = 'storing'`, subID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fmt.Errorf("submission %s was not stored whole; please send it again", subID)
	}
	return nil
}

// abandon removes what a refused or failed submission wrote before it was
// acknowledged. It never touches an acknowledged one.
func (st Store) abandon(ctx context.Context, subID string) {
	res, err := st.db.ExecContext(ctx, `DELETE FROM submissions WHERE id = ? AND state = 'storing'`, subID)
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n == 1 {
		st.db.ExecContext(ctx, `DELETE FROM lines WHERE submission_id = ?`, subID)
	}
}

// sweepAbandoned removes submissions left in 'storing' since before
// before (a Unix time): a request that died while writing, never
// acknowledged. Their lines go with them; nothing else is touched.
func (st Store) sweepAbandoned(ctx context.Context, before int64) error {
	if _, err := st.db.ExecContext(ctx, `DELETE FROM lines WHERE submission_id IN (SELECT id FROM submissions WHERE state = 'storing' AND created_unix < ?)`, before); err != nil {
		return err
	}
	_, err := st.db.ExecContext(ctx, `DELETE FROM submissions WHERE state = 'storing' AND created_unix < ?`, before)
	return err
}

func nullText(b []byte) any {
	if b == nil {
		return nil
	}
	return string(b)
}

func nullInt(p *int) any {
	if p == nil {
		return nil
	}
	return *p
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

// subRow is a submission as stored.
type subRow struct {
	round.Receipt
	ModelKey    string
	TokenSHA256 string
	SubmitterID string
	answered    int
}

const subCols = `s.id, s.round_id, s.model, s.model_key, s.tools, s.max_tokens, s.attempts, s.version, s.digest, s.answered, s.items, s.state,
	coalesce(s.note, ''), coalesce(s.summary, ''), s.token_sha256, coalesce(s.submitter_id, ''), coalesce(t.label, ''), coalesce(s.hidden, ''),
	s.created_at, coalesce(s.graded_at, '')`

const subFrom = ` FROM submissions s LEFT JOIN submitters t ON t.id = s.submitter_id`

func scanSub(sc interface{ Scan(...any) error }) (subRow, error) {
	var r subRow
	var tools int
	var summary string
	if err := sc.Scan(&r.ID, &r.Round, &r.Model, &r.ModelKey, &tools, &r.MaxTokens, &r.Attempts, &r.Version, &r.Digest, &r.answered, &r.Items, &r.State,
		&r.Note, &summary, &r.TokenSHA256, &r.SubmitterID, &r.Submitter, &r.Hidden, &r.CreatedAt, &r.GradedAt); err != nil {
		return r, err
	}
	r.Tools = tools != 0
	if summary != "" {
		r.Summary = json.RawMessage(summary)
	}
	return r, nil
}

// submissions lists a round's submissions that were acknowledged: graded
// ones best first, then the rest in the order they came.
func (st Store) submissions(ctx context.Context, roundID string) ([]subRow, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT `+subCols+subFrom+` WHERE s.round_id = ? AND s.state != 'storing'
		ORDER BY s.state = 'graded' DESC, s.overall DESC, s.created_unix, s.id`, roundID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []subRow{}
	for rows.Next() {
		r, err := scanSub(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// submission reads one acknowledged submission.
func (st Store) submission(ctx context.Context, id string) (subRow, error) {
	r, err := scanSub(st.db.QueryRowContext(ctx, `SELECT `+subCols+subFrom+` WHERE s.id = ? AND s.state != 'storing'`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, errNotFound
	}
	return r, err
}

// byReceiptToken finds the submission whose receipt token has the SHA-256
// given.
func (st Store) byReceiptToken(ctx context.Context, sha string) (string, error) {
	var id string
	err := st.db.QueryRowContext(ctx, `SELECT id FROM submissions WHERE token_sha256 = ? AND token_sha256 != '' AND state != 'storing'`, sha).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errNotFound
	}
	return id, err
}

const lineCols = `idx, item, task, rules, subpass, coalesce(params, ''), line_no, answer, report`

func scanLine(sc interface{ Scan(...any) error }) (StoredLine, error) {
	var l StoredLine
	var sub sql.NullInt64
	var a, rep sql.NullString
	if err := sc.Scan(&l.Index, &l.Item, &l.Task, &l.Rules, &sub, &l.Params, &l.LineNo, &a, &rep); err != nil {
		return l, err
	}
	if sub.Valid {
		k := int(sub.Int64)
		l.Subpass = &k
	}
	if a.Valid {
		l.Answer = json.RawMessage(a.String)
	}
	if rep.Valid {
		l.Report = json.RawMessage(rep.String)
	}
	return l, nil
}

// lines reads a stored submission's lines in round order.
func (st Store) lines(ctx context.Context, subID string) ([]StoredLine, error) {
	return st.queryLines(ctx, `SELECT `+lineCols+` FROM lines WHERE submission_id = ? ORDER BY idx`, subID)
}

func (st Store) queryLines(ctx context.Context, q string, args ...any) ([]StoredLine, error) {
	rows, err := st.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []StoredLine{}
	for rows.Next() {
		l, err := scanLine(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

func (st Store) line(ctx context.Context, subID string, idx int) (StoredLine, error) {
	l, err := scanLine(st.db.QueryRowContext(ctx, `SELECT `+lineCols+` FROM lines WHERE submission_id = ? AND idx = ?`, subID, idx))
	if errors.Is(err, sql.ErrNoRows) {
		return l, errNotFound
	}
	return l, err
}

// grading counts a round's submissions that are being graded.
func (st Store) grading(ctx context.Context, roundID string) (int, error) {
	var n int
	err := st.db.QueryRowContext(ctx, `SELECT count(*) FROM submissions WHERE round_id = ? AND state = 'received'`, roundID).Scan(&n)
	return n, err
}

// prompts reads a round's stored prompts file for version; complete says
// whether it has items lines.
func (st Store) prompts(ctx context.Context, roundID, version string, items int) (lines [][]byte, complete bool, err error) {
	var n int
	if err := st.db.QueryRowContext(ctx, `SELECT count(*) FROM prompts WHERE round_id = ? AND version = ?`, roundID, version).Scan(&n); err != nil {
		return nil, false, err
	}
	if n != items || items == 0 {
		return nil, false, nil
	}
	rows, err := st.db.QueryContext(ctx, `SELECT line FROM prompts WHERE round_id = ? AND version = ? ORDER BY idx`, roundID, version)
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			return nil, false, err
		}
		lines = append(lines, []byte(l))
	}
	return lines, len(lines) == items, rows.Err()
}
