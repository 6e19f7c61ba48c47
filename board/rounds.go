package board

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"sort"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// info is a round as published: the paper board as this build's catalogue
// defines it; a sealed round as it opened, marked stale when this build no
// longer grades it as it opened.
func (s *Server) info(row roundRow) round.Info {
	info := row.Info
	if info.Kind == round.Paper {
		spec, items := s.cfg.Catalogue.Paper()
		info.Spec, info.Items = spec, len(items)
		return info
	}
	if info.State == round.Open {
		if err := info.Spec.Check(s.cfg.Catalogue); err != nil {
			info.Stale = err.Error() + "; it takes no more submissions"
		}
	}
	return info
}

// items lists the round's instances that submissions are made against now.
func (s *Server) items(info round.Info) []round.Item {
	if info.Kind == round.Paper {
		_, items := s.cfg.Catalogue.Paper()
		return items
	}
	return info.Spec.Items()
}

func (s *Server) listRounds(w http.ResponseWriter, r *http.Request) {
	c, ok := s.who(w, r)
	if !ok {
		return
	}
	rows, err := s.db.rounds(r.Context())
	if err != nil {
		storeFailed(w, err)
		return
	}
	out := []round.Info{}
	for _, row := range rows {
		if row.State != round.Failed || c.admin {
			out = append(out, s.info(row))
		}
	}
	reply(w, http.StatusOK, struct {
		Rounds []round.Info `json:"rounds"`
	}{out})
}

// findRound looks up the round a path names, answering 404 itself.
func (s *Server) findRound(w http.ResponseWriter, r *http.Request) (roundRow, bool) {
	id := r.PathValue("round")
	row, err := s.db.round(r.Context(), id)
	switch {
	case errors.Is(err, errNotFound):
		fail(w, http.StatusNotFound, "no-round", "there is no round %s", wire.Quote(id, 40))
		return row, false
	case err != nil:
		storeFailed(w, err)
		return row, false
	}
	return row, true
}

func storeFailed(w http.ResponseWriter, err error) {
	w.Header().Set("Retry-After", "5")
	fail(w, http.StatusServiceUnavailable, "store", "the leaderboard's store failed: %s; please try again", wire.Clip(err.Error(), 200))
}

func (s *Server) getRound(w http.ResponseWriter, r *http.Request) {
	if row, ok := s.findRound(w, r); ok {
		reply(w, http.StatusOK, s.info(row))
	}
}

// notReady answers for a round whose prompts and submissions are not there
// yet (opening) or never will be (failed).
func notReady(w http.ResponseWriter, info round.Info) bool {
	switch info.State {
	case round.Opening:
		w.Header().Set("Retry-After", "10")
		fail(w, http.StatusConflict, "opening", "round %s is being opened: its prompts are being written; try again in a few seconds", info.ID)
		return true
	case round.Failed:
		fail(w, http.StatusNotFound, "no-round", "round %s failed to open: %s", info.ID, info.Failure)
		return true
	}
	return false
}

// prompts serves a round's prompts file, as the grading side wrote it when
// the round opened (the paper board's, once per suite version): every
// instance's prompt and answer schema, without seeds, with the canary in
// every line. An open round that has none stored for its version (the
// paper board after an upgrade) asks the grading side for them.
func (s *Server) prompts(w http.ResponseWriter, r *http.Request) {
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	info := s.info(row)
	if notReady(w, info) {
		return
	}
	ctx := r.Context()
	lines, complete, err := s.db.prompts(ctx, info.ID, info.Version, info.Items)
	if err == nil && !complete {
		if info.Kind == round.Sealed && info.Spec.Check(s.cfg.Catalogue) != nil {
			fail(w, http.StatusGone, "stale", "round %s has no stored prompts, and this leaderboard cannot write them: %s", info.ID, info.Spec.Check(s.cfg.Catalogue))
			return
		}
		if err = s.send(r, Job{Kind: RoundJob, Round: info.ID}); err == nil {
			lines, complete, err = s.db.prompts(ctx, info.ID, info.Version, info.Items)
		}
	}
	switch {
	case err != nil:
		storeFailed(w, err)
		return
	case !complete:
		w.Header().Set("Retry-After", "30")
		fail(w, http.StatusServiceUnavailable, "prompts", "the prompts of round %s for suite version %s are being written; try again in a minute", info.ID, info.Version)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/x-ndjson; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="scbench-`+info.ID+`-prompts.jsonl"`)
	w.WriteHeader(http.StatusOK)
	bw := bufio.NewWriterSize(w, 1<<16)
	for _, l := range lines {
		bw.Write(l)
		bw.WriteByte('\n')
	}
	bw.Flush()
}

// send gives a job to the queue, if there is one.
func (s *Server) send(r *http.Request, j Job) error {
	if s.cfg.Queue == nil {
		return nil
	}
	return s.cfg.Queue.Send(r.Context(), j)
}

// Board is a round's board.
type Board struct {
	Round round.Info `json:"round"`
	// Submissions are the graded ones that are not hidden: best first, or,
	// while the round is sealed, in the order they came (their scores are
	// sealed too).
	Submissions []round.Receipt `json:"submissions"`
	// Grading are those still being graded, or stale (never graded here).
	Grading []round.Receipt `json:"grading"`
	// Hidden are those the admin hid, each with the reason.
	Hidden []round.Receipt `json:"hidden"`
}

func (s *Server) board(w http.ResponseWriter, r *http.Request) {
	c, ok := s.who(w, r)
	if !ok {
		return
	}
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	info := s.info(row)
	subs, err := s.db.submissions(r.Context(), row.ID)
	if err != nil {
		storeFailed(w, err)
		return
	}
	b := Board{Round: info, Submissions: []round.Receipt{}, Grading: []round.Receipt{}, Hidden: []round.Receipt{}}
	for _, sub := range subs {
		rec := shown(sub, viewOf(c, info, sub))
		switch {
		case sub.Hidden != "":
			b.Hidden = append(b.Hidden, rec)
		case sub.State == round.Graded:
			b.Submissions = append(b.Submissions, rec)
		default:
			b.Grading = append(b.Grading, rec)
		}
	}
	if info.Sealed() && !c.admin {
		// The store ranks by score; the order must not tell it.
		sort.SliceStable(b.Submissions, func(i, j int) bool { return b.Submissions[i].CreatedAt < b.Submissions[j].CreatedAt })
	}
	reply(w, http.StatusOK, b)
}

// export serves a round's export (round.ExportLine, JSONL): the round with
// its secret, then every graded submission and its lines. A sealed round's
// export exists once it has closed, the paper board's at any time; either
// waits for the submissions being graded.
func (s *Server) export(w http.ResponseWriter, r *http.Request) {
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	info := s.info(row)
	if info.Sealed() {
		fail(w, http.StatusConflict, "not-closed", "round %s is %s: its export, with the secret, is published when it closes", row.ID, info.State)
		return
	}
	ctx := r.Context()
	if n, err := s.db.grading(ctx, row.ID); err != nil {
		storeFailed(w, err)
		return
	} else if n > 0 {
		w.Header().Set("Retry-After", "30")
		fail(w, http.StatusConflict, "grading", "round %s has %s being graded; its export is complete once they are", row.ID, round.Count(n, "submission", "submissions"))
		return
	}
	subs, err := s.db.submissions(ctx, row.ID)
	if err != nil {
		storeFailed(w, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/x-ndjson; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="scbench-`+row.ID+`-export.jsonl"`)
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	enc.Encode(round.ExportLine{Canary: round.Canary, Round: &info})
	for _, sub := range subs {
		if sub.State != round.Graded {
			continue
		}
		stored, err := s.db.lines(ctx, sub.ID)
		var items []round.Item
		if err == nil {
			items, err = ItemsOf(info, sub.Version, stored)
		}
		if err != nil {
			// the status is sent: end the file where it breaks, visibly
			bw.WriteString(`{"error":"the store failed while exporting; download the export again"}` + "\n")
			break
		}
		rec := shown(sub, full)
		enc.Encode(round.ExportLine{Submission: &rec})
		for i, l := range stored {
			enc.Encode(round.ExportLine{Line: items[i].Resolved(row.secret, l.Answer), Report: l.Report})
		}
	}
	bw.Flush()
}

// ItemsOf names the item of each stored line of a submission made under
// version to a round: a sealed round's from its spec, which is fixed; the
// paper board's as the submission stored them, under its own version, so
// that an upgrade relabels nothing.
func ItemsOf(info round.Info, version string, lines []StoredLine) ([]round.Item, error) {
	out := make([]round.Item, len(lines))
	var spec []round.Item
	if info.Kind == round.Sealed {
		spec = info.Spec.Items()
	}
	for i, l := range lines {
		switch {
		case info.Kind == round.Paper:
			out[i] = round.Item{Index: l.Index, ID: l.Item, Task: l.Task, Rules: l.Rules, Subpass: l.Subpass, Params: l.Params, Version: version, Round: round.PaperID}
		case l.Index < len(spec) && spec[l.Index].ID == l.Item:
			out[i] = spec[l.Index]
		default:
			return nil, errors.New("a stored line is not an instance of its round: " + wire.Quote(l.Item, 40))
		}
	}
	return out, nil
}

// maxAdminBody bounds an admin request.
const maxAdminBody = 1 << 20

// readAdmin reads an admin request's JSON body into v, answering 400 or 413
// itself. An empty body is an empty object.
func readAdmin(w http.ResponseWriter, r *http.Request, what string, v any) bool {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxAdminBody))
	if err != nil {
		fail(w, http.StatusRequestEntityTooLarge, "too-large", "an admin request is at most 1 MB")
		return false
	}
	if len(bytes.TrimSpace(body)) == 0 {
		body = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		fail(w, http.StatusBadRequest, "bad-request", "the request is not %s: %v", what, err)
		return false
	}
	return true
}

// openRound asks for a sealed round: it is stored as opening with its
// secret (drawn here unless given) and commitment, and the grading side
// resolves its tasks and writes its prompts. The reply is the round: 201
// once open (the local queue opens it before Send returns), 202 while it
// is opening, 400 if it could not open.
func (s *Server) openRound(w http.ResponseWriter, r *http.Request) {
	var req round.OpenRequest
	if !readAdmin(w, r, "a JSON object with id, title, tasks (and optionally secret, max_per_model)", &req) {
		return
	}
	if err := req.Check(); err != nil {
		fail(w, http.StatusBadRequest, "bad-round", "%v", err)
		return
	}
	secret := req.Secret
	var err error
	if secret == "" {
		if secret, err = round.NewSecret(s.cfg.Rand); err != nil {
			fail(w, http.StatusInternalServerError, "internal", "%v", err)
			return
		}
	} else if err := round.CheckSecret(secret); err != nil {
		fail(w, http.StatusBadRequest, "bad-round", "%v", err)
		return
	}
	maxPer := req.MaxPerModel
	if maxPer == 0 {
		maxPer = s.cfg.Limits.MaxPerModel
	}
	if maxPer < 1 || maxPer > 100 {
		fail(w, http.StatusBadRequest, "bad-round", "max_per_model is between 1 and 100")
		return
	}
	switch err := s.db.requestRound(r.Context(), req, secret, maxPer, s.now()); {
	case errors.Is(err, errExists):
		fail(w, http.StatusConflict, "exists", "round %s exists already", req.ID)
		return
	case err != nil:
		storeFailed(w, err)
		return
	}
	// A job that the queue refuses is sent again by Requeue: the round is
	// stored, and says it is opening.
	s.send(r, Job{Kind: RoundJob, Round: req.ID})
	row, err := s.db.round(r.Context(), req.ID)
	if err != nil {
		storeFailed(w, err)
		return
	}
	switch row.State {
	case round.Failed:
		fail(w, http.StatusBadRequest, "bad-round", "%s", row.Failure)
	case round.Open:
		reply(w, http.StatusCreated, s.info(row))
	default:
		reply(w, http.StatusAccepted, s.info(row))
	}
}

func (s *Server) closeRound(w http.ResponseWriter, r *http.Request) {
	if !readAdmin(w, r, "an empty JSON object", &struct{}{}) {
		return
	}
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	if row.Kind != round.Sealed || row.State != round.Open {
		fail(w, http.StatusConflict, "not-open", "round %s is not an open sealed round", row.ID)
		return
	}
	if err := s.db.closeRound(r.Context(), row.ID, s.now()); err != nil {
		if errors.Is(err, errNotFound) {
			fail(w, http.StatusConflict, "not-open", "round %s closed meanwhile", row.ID)
			return
		}
		storeFailed(w, err)
		return
	}
	row, err := s.db.round(r.Context(), row.ID)
	if err != nil {
		storeFailed(w, err)
		return
	}
	reply(w, http.StatusOK, s.info(row))
}
