package board

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/scbench/scbench/round"
)

// Kinds of Job.
const (
	// GradeJob grades a submission's lines that have no report yet.
	GradeJob = "grade"
	// RoundJob opens a round that is opening (resolves its tasks, writes its
	// prompts, makes it open), or writes the prompts of an open round that
	// has none stored for the grading side's suite version (the paper
	// board's after an upgrade).
	RoundJob = "round"
)

// Job is one message of the grading queue. On the wire (a Cloudflare
// Queues message body) it is the JSON
//
//	{"kind":"grade","submission":"<submission id>"}
//	{"kind":"round","round":"<round id>"}
//
// A job names what to work on, never the work: the consumer reads the
// rest from the database, so that a job sent twice, retried or replayed
// after a crash does the work once (board/grading.Run is idempotent).
type Job struct {
	Kind       string `json:"kind"`
	Submission string `json:"submission,omitempty"`
	Round      string `json:"round,omitempty"`
}

// ParseJob reads a job from a queue message's body.
func ParseJob(body []byte) (Job, error) {
	var j Job
	if err := json.Unmarshal(body, &j); err != nil {
		return j, fmt.Errorf("a grading job is a JSON object with kind and submission or round: %v", err)
	}
	switch {
	case j.Kind == GradeJob && j.Submission != "" && j.Round == "":
	case j.Kind == RoundJob && j.Round != "" && j.Submission == "":
	default:
		return j, fmt.Errorf("a grading job is {\"kind\":\"grade\",\"submission\":ID} or {\"kind\":\"round\",\"round\":ID}")
	}
	return j, nil
}

// Queue takes jobs to the grading side. The worker's is Cloudflare Queues;
// native tests and the CLI's local leaderboard use board/grading.Local,
// which runs each job before Send returns.
type Queue interface {
	Send(ctx context.Context, job Job) error
}

// Requeue sends again the jobs of work left undone since before before:
// submissions still being graded, rounds still opening. A job that was
// lost (a Send that failed after the submission was stored, a queue that
// dropped a message after its retries) is found here; a job that was not
// lost is done once anyway. The worker runs it on a schedule; the admin
// can run it (POST /api/admin/requeue).
func Requeue(ctx context.Context, db *sql.DB, q Queue, before time.Time) (int, error) {
	subs, err := ids(ctx, db, `SELECT id FROM submissions WHERE state = 'received' AND created_unix < ? ORDER BY created_unix, id`, before.Unix())
	if err != nil {
		return 0, err
	}
	rounds, err := ids(ctx, db, `SELECT id FROM rounds WHERE state = 'opening' ORDER BY opened_at, id`)
	if err != nil {
		return 0, err
	}
	var jobs []Job
	for _, id := range subs {
		jobs = append(jobs, Job{Kind: GradeJob, Submission: id})
	}
	for _, id := range rounds {
		jobs = append(jobs, Job{Kind: RoundJob, Round: id})
	}
	sent := 0
	for _, j := range jobs {
		if err := q.Send(ctx, j); err != nil {
			return sent, err
		}
		sent++
	}
	return sent, nil
}

// ids reads a query's one column of ids.
func ids(ctx context.Context, db *sql.DB, q string, args ...any) ([]string, error) {
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// What the grading side reads and writes. Every write is conditional, so
// that two consumers of one job, or a retry after a crash, write each
// report once and finish each submission once.

// GradeTarget is what grading a submission needs: the submission, its
// round, and the round's secret (the seeds).
type GradeTarget struct {
	ID      string
	State   string
	Version string
	Round   round.Info
	Secret  string
}

// GradeTarget reads what grading submission id needs.
func (st Store) GradeTarget(ctx context.Context, id string) (GradeTarget, error) {
	var t GradeTarget
	var roundID string
	err := st.db.QueryRowContext(ctx, `SELECT id, state, version, round_id FROM submissions WHERE id = ?`, id).Scan(&t.ID, &t.State, &t.Version, &roundID)
	if errors.Is(err, sql.ErrNoRows) {
		return t, fmt.Errorf("there is no submission %s", id)
	}
	if err != nil {
		return t, err
	}
	r, err := st.round(ctx, roundID)
	if err != nil {
		return t, fmt.Errorf("submission %s: its round %s: %v", id, roundID, err)
	}
	t.Round, t.Secret = r.Info, r.secret
	return t, nil
}

// PendingLines reads up to limit lines of a submission that have no report
// yet, in round order.
func (st Store) PendingLines(ctx context.Context, subID string, limit int) ([]StoredLine, error) {
	return st.queryLines(ctx, `SELECT `+lineCols+` FROM lines WHERE submission_id = ? AND report IS NULL ORDER BY idx LIMIT ?`, subID, limit)
}

// Report is one line's report, to store.
type Report struct {
	Index  int
	Report []byte
}

// reportsPerUpdate keeps each UPDATE within D1's 100 bound parameters.
const reportsPerUpdate = 20

// SaveReports stores lines' reports, each unless its line has one: a line
// is graded once. A few lines go in one statement, which stores them all or
// none.
func (st Store) SaveReports(ctx context.Context, subID string, reports []Report) error {
	for len(reports) > 0 {
		n := min(len(reports), reportsPerUpdate)
		args := make([]any, 0, 3*n+1)
		for _, r := range reports[:n] {
			args = append(args, r.Index, string(r.Report))
		}
		args = append(args, subID)
		for _, r := range reports[:n] {
			args = append(args, r.Index)
		}
		q := `UPDATE lines SET report = CASE idx ` + strings.Repeat(`WHEN ? THEN ? `, n) + `END
			WHERE submission_id = ? AND report IS NULL AND idx IN (` + strings.TrimSuffix(strings.Repeat("?, ", n), ", ") + `)`
		if _, err := st.db.ExecContext(ctx, q, args...); err != nil {
			return err
		}
		reports = reports[n:]
	}
	return nil
}

// Reports reads every line's report of a submission in round order, and
// counts the lines that have none yet.
func (st Store) Reports(ctx context.Context, subID string) (reports []json.RawMessage, pending int, err error) {
	rows, err := st.db.QueryContext(ctx, `SELECT report FROM lines WHERE submission_id = ? ORDER BY idx`, subID)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var rep sql.NullString
		if err := rows.Scan(&rep); err != nil {
			return nil, 0, err
		}
		if !rep.Valid {
			pending++
			continue
		}
		reports = append(reports, json.RawMessage(rep.String))
	}
	return reports, pending, rows.Err()
}

// FinishGrading marks a submission graded with its overall score and
// summary, if every line has its report and it was not finished already.
func (st Store) FinishGrading(ctx context.Context, subID string, overall float64, summary []byte, now string) error {
	_, err := st.db.ExecContext(ctx, `UPDATE submissions SET state = 'graded', overall = ?, summary = ?, graded_at = ?
		WHERE id = ? AND state = 'received' AND NOT EXISTS (SELECT 1 FROM lines WHERE submission_id = ? AND report IS NULL)`,
		overall, string(summary), now, subID, subID)
	return err
}

// MarkStale records that a received submission cannot be graded here, and
// why. Its lines stay.
func (st Store) MarkStale(ctx context.Context, subID, note string) error {
	_, err := st.db.ExecContext(ctx, `UPDATE submissions SET state = 'stale', note = ? WHERE id = ? AND state = 'received'`, note, subID)
	return err
}

// RoundTarget is what a round job needs of its round.
type RoundTarget struct {
	round.Info
	// Request is the admin's open request while the round is opening.
	Request round.OpenRequest
	Secret  string
}

// RoundTarget reads what a round job on round id needs.
func (st Store) RoundTarget(ctx context.Context, id string) (RoundTarget, error) {
	r, err := st.round(ctx, id)
	if errors.Is(err, errNotFound) {
		return RoundTarget{}, fmt.Errorf("there is no round %s", id)
	}
	if err != nil {
		return RoundTarget{}, err
	}
	t := RoundTarget{Info: r.Info, Secret: r.secret}
	if r.request != "" {
		if err := json.Unmarshal([]byte(r.request), &t.Request); err != nil {
			return t, fmt.Errorf("round %s: the stored request is corrupt: %v", id, err)
		}
	}
	return t, nil
}

// ResolveRound stores an opening round's resolved spec.
func (st Store) ResolveRound(ctx context.Context, id string, spec round.Spec, items int) error {
	b, err := json.Marshal(spec)
	if err != nil {
		return err
	}
	_, err = st.db.ExecContext(ctx, `UPDATE rounds SET spec = ?, items = ? WHERE id = ? AND state = 'opening'`, string(b), items, id)
	return err
}

// FailRound records why an opening round could not open.
func (st Store) FailRound(ctx context.Context, id, why string) error {
	_, err := st.db.ExecContext(ctx, `UPDATE rounds SET state = 'failed', failure = ? WHERE id = ? AND state = 'opening'`, why, id)
	return err
}

// FinishOpening makes an opening round open, once its prompts are stored.
func (st Store) FinishOpening(ctx context.Context, id string) error {
	_, err := st.db.ExecContext(ctx, `UPDATE rounds SET state = 'open', request = NULL WHERE id = ? AND state = 'opening'`, id)
	return err
}

// PromptCount counts the prompts lines stored for a round and version.
func (st Store) PromptCount(ctx context.Context, roundID, version string) (int, error) {
	var n int
	err := st.db.QueryRowContext(ctx, `SELECT count(*) FROM prompts WHERE round_id = ? AND version = ?`, roundID, version).Scan(&n)
	return n, err
}

// promptsPerInsert keeps each INSERT within D1's 100 bound parameters.
const promptsPerInsert = 20

// SavePrompts stores prompts lines from index first on; a line stored
// already is kept as it is.
func (st Store) SavePrompts(ctx context.Context, roundID, version string, first int, lines [][]byte) error {
	for len(lines) > 0 {
		n := min(len(lines), promptsPerInsert)
		args := make([]any, 0, 4*n)
		for i, l := range lines[:n] {
			args = append(args, roundID, version, first+i, string(l))
		}
		q := `INSERT INTO prompts (round_id, version, idx, line) VALUES ` + strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?), ", n), ", ") + ` ON CONFLICT DO NOTHING`
		if _, err := st.db.ExecContext(ctx, q, args...); err != nil {
			return err
		}
		lines, first = lines[n:], first+n
	}
	return nil
}
