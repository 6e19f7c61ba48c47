package board

import (
	"bufio"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// Line is one item of a submission as its page shows it: the instance (its
// task, rules, subpass and full parameters, with its seed once the round's
// secret is revealed), whether it was answered, and the stored report.
type Line struct {
	Index int    `json:"index"`
	ID    string `json:"id"`
	wire.Ref
	Answered bool            `json:"answered"`
	Report   json.RawMessage `json:"report"`
}

// SubmissionPage is a submission with its round and every line.
type SubmissionPage struct {
	Submission round.Receipt `json:"submission"`
	Round      round.Info    `json:"round"`
	Lines      []Line        `json:"lines"`
}

// findSubmission looks up the submission a path names with its round,
// answering 404 itself.
func (s *Server) findSubmission(w http.ResponseWriter, r *http.Request) (round.Receipt, roundRow, bool) {
	id := r.PathValue("id")
	rec, err := s.db.receipt(r.Context(), id)
	if errors.Is(err, errNotFound) {
		fail(w, http.StatusNotFound, "no-submission", "there is no submission %s", wire.Quote(id, 40))
		return rec, roundRow{}, false
	}
	if err != nil {
		storeFailed(w, err)
		return rec, roundRow{}, false
	}
	row, err := s.db.round(r.Context(), rec.Round)
	if err != nil {
		storeFailed(w, err)
		return rec, row, false
	}
	return rec, row, true
}

// revealed is the secret that may be shown with the round's instances: the
// paper board has none to hide, a sealed round's only once it closed.
func (row roundRow) revealed() (string, bool) {
	return row.Secret, row.Kind == round.Paper || row.State == round.Closed
}

func (s *Server) getSubmission(w http.ResponseWriter, r *http.Request) {
	rec, row, ok := s.findSubmission(w, r)
	if !ok {
		return
	}
	stored, err := s.db.lines(r.Context(), rec.ID, false)
	if err != nil {
		storeFailed(w, err)
		return
	}
	items := itemsByID(row.Spec.Items())
	secret, open := row.revealed()
	page := SubmissionPage{Submission: rec, Round: row.Info, Lines: make([]Line, 0, len(stored))}
	for _, l := range stored {
		ln := Line{Index: l.Index, ID: l.Item, Answered: l.Answer != nil, Report: l.Report}
		if it, ok := items[l.Item]; ok {
			ln.Ref = it.Ref(secret)
			ln.Version = "" // the round's, on the page already
			ln.Params = wire.ParamsText(it.Params)
			if !open {
				ln.Seed = nil
			}
		}
		page.Lines = append(page.Lines, ln)
	}
	reply(w, http.StatusOK, page)
}

func itemsByID(items []round.Item) map[string]round.Item {
	m := make(map[string]round.Item, len(items))
	for _, it := range items {
		m[it.ID] = it
	}
	return m
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

func (s *Server) getAnswer(w http.ResponseWriter, r *http.Request) {
	rec, row, ok := s.findSubmission(w, r)
	if !ok {
		return
	}
	idx, err := strconv.Atoi(r.PathValue("index"))
	if err != nil || idx < 0 || idx >= rec.Items {
		fail(w, http.StatusNotFound, "no-line", "submission %s has lines 0 to %d", rec.ID, rec.Items-1)
		return
	}
	l, err := s.db.line(r.Context(), rec.ID, idx)
	if errors.Is(err, errNotFound) {
		fail(w, http.StatusNotFound, "no-line", "submission %s has no line %d", rec.ID, idx)
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
	if it, ok := itemsByID(row.Spec.Items())[l.Item]; ok {
		if secret, open := row.revealed(); open {
			a.Line = it.Resolved(secret, l.Answer)
		}
	}
	reply(w, http.StatusOK, a)
}

// export serves a round's export (round.ExportLine, JSONL): the round with
// its secret, then every submission and its lines. A sealed round's export
// exists once it has closed; the paper board's at any time.
func (s *Server) export(w http.ResponseWriter, r *http.Request) {
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	secret, open := row.revealed()
	if !open {
		fail(w, http.StatusConflict, "not-closed", "round %s is open: its export, with the secret, is published when it closes", row.ID)
		return
	}
	ctx := r.Context()
	subs, err := s.db.receipts(ctx, row.ID)
	if err != nil {
		storeFailed(w, err)
		return
	}
	items := itemsByID(row.Spec.Items())
	h := w.Header()
	h.Set("Content-Type", "application/x-ndjson; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="scbench-`+row.ID+`-export.jsonl"`)
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	info := row.Info
	enc.Encode(round.ExportLine{Canary: round.Canary, Round: &info})
	for i := range subs {
		stored, err := s.db.lines(ctx, subs[i].ID, true)
		if err != nil {
			// the status is sent: end the file where it breaks, visibly
			bw.WriteString(`{"error":"the store failed while exporting; download the export again"}` + "\n")
			break
		}
		enc.Encode(round.ExportLine{Submission: &subs[i]})
		for _, l := range stored {
			it, ok := items[l.Item]
			if !ok {
				continue
			}
			enc.Encode(round.ExportLine{Line: it.Resolved(secret, l.Answer), Report: l.Report})
		}
	}
	bw.Flush()
}
