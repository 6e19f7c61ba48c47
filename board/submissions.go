package board

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// view is how much of a submission a caller may see.
type view int

const (
	// public: the model, its settings, the time, the digest, the state
	// (and a moderator's reason for hiding it).
	public view = iota
	// totals: public, and how many items were answered, and the scores per
	// task, per bucket and overall.
	totals
	// full: everything, every line's answer and report.
	full
)

// viewOf is what c may see of submission sub of a round. Until a sealed
// round closes, its submissions are sealed: the admin sees everything, the
// submitter its totals, anyone else the public part. The paper board is
// never sealed: its instances are public, so anyone can grade any answer
// to them with the CLI, and its answers and reports tell nothing that
// cannot be had without them.
func viewOf(c caller, info round.Info, sub subRow) view {
	switch {
	case !info.Sealed() || c.admin:
		return full
	case c.owns(sub):
		return totals
	}
	return public
}

// shown is what view v shows of sub.
func shown(sub subRow, v view) round.Receipt {
	rec := sub.Receipt
	rec.Answered, rec.Summary = nil, nil
	switch v {
	case full:
		rec.Answered, rec.Summary = &sub.answered, sub.Summary
	case totals:
		rec.Answered, rec.Summary = &sub.answered, totalsOf(sub.Summary)
	}
	return rec
}

// totalsOf keeps of a summary (results.Table) the scores per task, per
// bucket and overall: not the failure modes, which count answers by how
// they failed.
func totalsOf(summary json.RawMessage) json.RawMessage {
	if summary == nil {
		return nil
	}
	var t struct {
		Tasks   json.RawMessage `json:"tasks"`
		Buckets json.RawMessage `json:"buckets"`
		Overall json.RawMessage `json:"overall"`
	}
	if json.Unmarshal(summary, &t) != nil {
		return nil
	}
	b, _ := json.Marshal(t) // raw values read above: cannot fail
	return b
}

// Line is one item of a submission as its page shows it: the instance (its
// task, rules, subpass and full parameters, with its seed once the round's
// secret is revealed), whether it was answered, and the stored report
// (null while it is being graded).
type Line struct {
	Index int    `json:"index"`
	ID    string `json:"id"`
	wire.Ref
	Answered bool            `json:"answered"`
	Report   json.RawMessage `json:"report"`
}

// SubmissionPage is a submission with its round and, when the caller may
// see them, every line (Sealed says when the lines are sealed).
type SubmissionPage struct {
	Submission round.Receipt `json:"submission"`
	Round      round.Info    `json:"round"`
	Sealed     bool          `json:"sealed,omitempty"`
	Lines      []Line        `json:"lines"`
}

// findSubmission looks up the submission a path names with its round and
// the caller's view of it, answering itself when it cannot.
func (s *Server) findSubmission(w http.ResponseWriter, r *http.Request) (subRow, roundRow, view, bool) {
	c, ok := s.who(w, r)
	if !ok {
		return subRow{}, roundRow{}, public, false
	}
	id := r.PathValue("id")
	sub, err := s.db.submission(r.Context(), id)
	if errors.Is(err, errNotFound) {
		fail(w, http.StatusNotFound, "no-submission", "there is no submission %s", wire.Quote(id, 40))
		return sub, roundRow{}, public, false
	}
	if err != nil {
		storeFailed(w, err)
		return sub, roundRow{}, public, false
	}
	row, err := s.db.round(r.Context(), sub.Round)
	if err != nil {
		storeFailed(w, err)
		return sub, row, public, false
	}
	row.Info = s.info(row)
	return sub, row, viewOf(c, row.Info, sub), true
}

// revealed is the secret that may be shown with the round's instances: the
// paper board has none to hide, a sealed round's only once it closed.
func (row roundRow) revealed() (string, bool) {
	return row.Secret, row.Kind == round.Paper || row.State == round.Closed
}

func (s *Server) getSubmission(w http.ResponseWriter, r *http.Request) {
	sub, row, v, ok := s.findSubmission(w, r)
	if !ok {
		return
	}
	page := SubmissionPage{Submission: shown(sub, v), Round: row.Info, Lines: []Line{}}
	if v != full {
		page.Sealed = true
		reply(w, http.StatusOK, page)
		return
	}
	stored, err := s.db.lines(r.Context(), sub.ID)
	var items []round.Item
	if err == nil {
		items, err = ItemsOf(row.Info, sub.Version, stored)
	}
	if err != nil {
		storeFailed(w, err)
		return
	}
	secret, open := row.revealed()
	for i, l := range stored {
		ln := Line{Index: l.Index, ID: l.Item, Answered: l.Answer != nil, Report: l.Report}
		ln.Ref = items[i].Ref(secret)
		ln.Version = "" // the submission's, on the page already
		ln.Params = wire.ParamsText(items[i].Params)
		if !open {
			ln.Seed = nil
		}
		if ln.Report == nil {
			ln.Report = json.RawMessage("null")
		}
		page.Lines = append(page.Lines, ln)
	}
	reply(w, http.StatusOK, page)
}

// Answer is one stored answer with the batch line that names its instance
// in full (once the instance may be shown), as the playground opens it.
type Answer struct {
	ID string `json:"id"`
	// Line is the resolved batch line (round.Item.Resolved); absent while
	// the round's secret is not revealed.
	Line json.RawMessage `json:"line,omitempty"`
	// Answer is the answer as received (null when none was); Text is what
	// was graded: a string answer's text, or any other value's JSON.
	Answer json.RawMessage `json:"answer"`
	Text   string          `json:"text"`
}

// getAnswer serves one answer: to anyone once the round's submissions are
// no longer sealed, and while they are to the admin and to the submitter
// (its own answer, which it sent).
func (s *Server) getAnswer(w http.ResponseWriter, r *http.Request) {
	sub, row, v, ok := s.findSubmission(w, r)
	if !ok {
		return
	}
	if v == public {
		fail(w, http.StatusForbidden, "sealed", "round %s is sealed until it closes: its answers are shown to their submitter alone until then", row.ID)
		return
	}
	idx, err := strconv.Atoi(r.PathValue("index"))
	if err != nil || idx < 0 || idx >= sub.Items {
		fail(w, http.StatusNotFound, "no-line", "submission %s has lines 0 to %d", sub.ID, sub.Items-1)
		return
	}
	l, err := s.db.line(r.Context(), sub.ID, idx)
	var items []round.Item
	if err == nil {
		items, err = ItemsOf(row.Info, sub.Version, []StoredLine{l})
	}
	if errors.Is(err, errNotFound) {
		fail(w, http.StatusNotFound, "no-line", "submission %s has no line %d", sub.ID, idx)
		return
	}
	if err != nil {
		storeFailed(w, err)
		return
	}
	a := Answer{ID: l.Item, Answer: l.Answer}
	if a.Answer == nil {
		a.Answer = json.RawMessage("null")
	} else if json.Unmarshal(l.Answer, &a.Text) != nil {
		a.Text = string(l.Answer) // graded as its JSON text, as suite.GradeLine does
	}
	if secret, open := row.revealed(); open {
		a.Line = items[0].Resolved(secret, l.Answer)
	}
	reply(w, http.StatusOK, a)
}
