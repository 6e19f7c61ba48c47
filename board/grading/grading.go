package grading

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
)

// Budget bounds one call of Run. Lines bounds the lines graded (or prompts
// written); Time the time spent, checked after each line (at least one line
// is always done, so that every call makes progress). In a Cloudflare
// worker the clock advances only across I/O, and each line's report is
// written to D1, so the check holds there too.
type Budget struct {
	Lines int
	Time  time.Duration
	// Now is the clock (time.Now when nil).
	Now func() time.Time
}

// DefaultBudget is a call's budget when none is given: 100 lines or 10 s,
// far below a Workers invocation's limits.
var DefaultBudget = Budget{Lines: 100, Time: 10 * time.Second}

// Progress is what a call of Run did and what is left.
type Progress struct {
	// Done is true when the job has nothing left to do; otherwise it must be
	// run again (the consumer sends it to the queue again).
	Done bool `json:"done"`
	// Worked counts the lines graded or prompts written by this call; Left
	// those still to do.
	Worked int `json:"worked"`
	Left   int `json:"left"`
}

// Run does up to a budget's worth of job on the database db. It returns an
// error for what a retry may fix (the store failing); a job that can never
// be done (a submission this build cannot grade, a round that cannot open)
// is recorded as such in the database and reported Done.
func Run(ctx context.Context, db *sql.DB, job board.Job, b Budget) (Progress, error) {
	if b.Lines <= 0 {
		b.Lines = DefaultBudget.Lines
	}
	if b.Time <= 0 {
		b.Time = DefaultBudget.Time
	}
	if b.Now == nil {
		b.Now = time.Now
	}
	st := board.NewStore(db)
	switch job.Kind {
	case board.GradeJob:
		return gradeSubmission(ctx, st, job.Submission, b)
	case board.RoundJob:
		return roundJob(ctx, st, job.Round, b)
	}
	return Progress{Done: true}, fmt.Errorf("unknown job kind %q", job.Kind)
}

// Local is a queue that runs each job to its end before Send returns.
type Local struct {
	DB     *sql.DB
	Budget Budget
}

// Send runs job to its end, a budget at a time.
func (l Local) Send(ctx context.Context, job board.Job) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("grading %s %s%s failed: %v", job.Kind, job.Submission, job.Round, p)
		}
	}()
	for {
		p, err := Run(ctx, l.DB, job, l.Budget)
		if err != nil || p.Done {
			return err
		}
	}
}

// pendingBatch is how many ungraded lines are read, and how many reports or
// prompts lines written, at a time.
const pendingBatch = 20

// gradeSubmission grades up to a budget of a submission's ungraded lines,
// then finishes it if none is left.
func gradeSubmission(ctx context.Context, st board.Store, id string, b Budget) (Progress, error) {
	t, err := st.GradeTarget(ctx, id)
	if err != nil {
		return Progress{}, err
	}
	if t.State != round.Received {
		return Progress{Done: true}, nil // graded, stale, or not acknowledged
	}
	cat := grade.Catalogue()
	if why := gradable(t, cat); why != "" {
		return Progress{Done: true}, st.MarkStale(ctx, id, why)
	}
	start := b.Now()
	more := func(p Progress) bool { return p.Worked < b.Lines && (p.Worked == 0 || b.Now().Sub(start) < b.Time) }
	var p Progress
	for more(p) {
		lines, err := st.PendingLines(ctx, id, min(b.Lines-p.Worked, pendingBatch))
		if err != nil {
			return p, err
		}
		if len(lines) == 0 {
			break
		}
		items, err := board.ItemsOf(t.Round, t.Version, lines)
		if err == nil {
			err = sameRules(items, cat)
		}
		if err != nil {
			return Progress{Done: true}, st.MarkStale(ctx, id, err.Error())
		}
		var batch []board.Report
		for i, l := range lines {
			if !more(p) {
				break
			}
			rep, err := json.Marshal(grade.Item(items[i], l.Answer, l.LineNo, t.Secret))
			if err != nil {
				return p, fmt.Errorf("%s: cannot encode the report: %v", items[i].ID, err)
			}
			batch = append(batch, board.Report{Index: l.Index, Report: rep})
			p.Worked++
		}
		if err := st.SaveReports(ctx, id, batch); err != nil {
			return p, err
		}
	}
	reports, pending, err := st.Reports(ctx, id)
	if err != nil || pending > 0 {
		p.Left = pending
		return p, err
	}
	summary, err := grade.SummaryOf(reports)
	if err != nil {
		return p, st.MarkStale(ctx, id, err.Error())
	}
	sb, err := json.Marshal(summary)
	if err != nil {
		return p, err
	}
	p.Done = true
	return p, st.FinishGrading(ctx, id, summary.Overall.Mean, sb, b.Now().UTC().Format(time.RFC3339))
}

// gradable says why this build cannot grade submission t ("" when it can):
// it was made under another suite version or rules, which happens when the
// leaderboard was upgraded while it waited.
func gradable(t board.GradeTarget, cat *round.Catalogue) string {
	if t.Version != cat.Version {
		return fmt.Sprintf("made under suite version %s, and the leaderboard was upgraded to %s before it was graded; re-grade it with the release it was made under", t.Version, cat.Version)
	}
	if t.Round.Kind == round.Sealed {
		if err := t.Round.Spec.Check(cat); err != nil {
			return err.Error()
		}
	}
	return ""
}

// sameRules says which item this build grades under other rules than the
// item was made under: a task's rules can change without the suite version
// (the paper board's lines carry their own).
func sameRules(items []round.Item, cat *round.Catalogue) error {
	for _, it := range items {
		if rules, ok := cat.Rules(it.Task); !ok || rules != it.Rules {
			return fmt.Errorf("%s was made under the rules %s, and the leaderboard was upgraded before it was graded; re-grade it with the release it was made under", it.ID, it.Rules)
		}
	}
	return nil
}

// roundJob opens an opening round, or writes an open round's missing
// prompts (the paper board's for this build's version).
func roundJob(ctx context.Context, st board.Store, id string, b Budget) (Progress, error) {
	t, err := st.RoundTarget(ctx, id)
	if err != nil {
		return Progress{}, err
	}
	cat := grade.Catalogue()
	var spec round.Spec
	var items []round.Item
	switch {
	case t.Kind == round.Paper:
		spec, items = cat.Paper()
	case t.State == round.Opening && t.Spec.Version == "":
		if spec, err = grade.NewSpec(t.Request); err != nil {
			return Progress{Done: true}, st.FailRound(ctx, id, err.Error())
		}
		items = spec.Items()
		if err := st.ResolveRound(ctx, id, spec, len(items)); err != nil {
			return Progress{}, err
		}
	case t.State == round.Opening || t.State == round.Open:
		spec, items = t.Spec, t.Spec.Items()
		if err := spec.Check(cat); err != nil {
			return Progress{Done: true}, nil // an older build's round: its prompts are its own
		}
	default:
		return Progress{Done: true}, nil
	}
	have, err := st.PromptCount(ctx, id, spec.Version)
	if err != nil {
		return Progress{}, err
	}
	start := b.Now()
	p := Progress{}
	var batch [][]byte
	flush := func() error {
		err := st.SavePrompts(ctx, id, spec.Version, have+p.Worked-len(batch), batch)
		batch = batch[:0]
		return err
	}
	for have+p.Worked < len(items) && p.Worked < b.Lines && (p.Worked == 0 || b.Now().Sub(start) < b.Time) {
		line, err := grade.PromptLine(id, items[have+p.Worked], t.Secret)
		if err != nil {
			if t.State == round.Opening {
				return Progress{Done: true}, st.FailRound(ctx, id, "an instance of the round cannot be built: "+err.Error())
			}
			return p, err
		}
		batch = append(batch, line)
		p.Worked++
		if len(batch) == pendingBatch {
			if err := flush(); err != nil {
				return p, err
			}
		}
	}
	if err := flush(); err != nil {
		return p, err
	}
	if p.Left = len(items) - have - p.Worked; p.Left > 0 {
		return p, nil
	}
	p.Done = true
	if t.State == round.Opening {
		return p, st.FinishOpening(ctx, id)
	}
	return p, nil
}
