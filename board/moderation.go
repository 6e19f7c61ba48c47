package board

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// maxReason bounds a moderator's reason, maxLabel a submitter's label.
const (
	maxReason = 300
	maxLabel  = 100
)

// hide hides a submission with a reason: the board shows it apart, with
// the reason, and leaves it out of the ranking. Nothing of it is deleted.
func (s *Server) hide(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Reason string `json:"reason"`
	}
	if !readAdmin(w, r, `{"reason": "why it is hidden"}`, &req) {
		return
	}
	reason := strings.TrimSpace(req.Reason)
	if err := round.CheckText("the reason", reason, maxReason); err != nil {
		fail(w, http.StatusBadRequest, "bad-request", "%v", err)
		return
	}
	s.setHidden(w, r, reason)
}

// unhide shows a hidden submission again.
func (s *Server) unhide(w http.ResponseWriter, r *http.Request) {
	if !readAdmin(w, r, "an empty JSON object", &struct{}{}) {
		return
	}
	s.setHidden(w, r, "")
}

func (s *Server) setHidden(w http.ResponseWriter, r *http.Request, reason string) {
	id := r.PathValue("id")
	var v any // NULL: shown
	if reason != "" {
		v = reason
	}
	res, err := s.cfg.DB.ExecContext(r.Context(), `UPDATE submissions SET hidden = ? WHERE id = ? AND state != 'storing'`, v, id)
	if err != nil {
		storeFailed(w, err)
		return
	}
	if n, _ := res.RowsAffected(); n != 1 {
		fail(w, http.StatusNotFound, "no-submission", "there is no submission %s", wire.Quote(id, 40))
		return
	}
	sub, err := s.db.submission(r.Context(), id)
	if err != nil {
		storeFailed(w, err)
		return
	}
	reply(w, http.StatusOK, shown(sub, full))
}

// Submitter is a verified submitter as the admin sees it; Token is given
// once, when it is made or its token is replaced.
type Submitter struct {
	ID    string   `json:"id"`
	Label string   `json:"label"`
	Names []string `json:"names"`
	Token string   `json:"token,omitempty"`
}

// addSubmitter makes a verified submitter with the names reserved for it,
// and gives its token, once.
func (s *Server) addSubmitter(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Label string   `json:"label"`
		Names []string `json:"names"`
	}
	if !readAdmin(w, r, `{"label": "who it is", "names": ["model names to reserve for it"]}`, &req) {
		return
	}
	label := strings.TrimSpace(req.Label)
	if err := round.CheckText("the label", label, maxLabel); err != nil {
		fail(w, http.StatusBadRequest, "bad-request", "%v", err)
		return
	}
	names, ok := modelNames(w, req.Names)
	if !ok {
		return
	}
	id, err := s.newID()
	token, sha, err2 := s.newToken(SubmitterPrefix)
	if err != nil || err2 != nil {
		fail(w, http.StatusInternalServerError, "internal", "cannot draw a token")
		return
	}
	ctx := r.Context()
	if _, err := s.cfg.DB.ExecContext(ctx, `INSERT INTO submitters (id, label, token_sha256, created_at) VALUES (?, ?, ?, ?)`, id, label, sha, s.now()); err != nil {
		storeFailed(w, err)
		return
	}
	for _, n := range names {
		if !s.reserve(w, r, n, id) {
			return
		}
	}
	sub, ok := s.submitter(w, ctx, id)
	if ok {
		sub.Token = token
		reply(w, http.StatusCreated, sub)
	}
}

// rotateSubmitter gives a submitter a new token; the old one stops
// working at once (a leaked token is revoked this way, the new one kept by
// the admin alone if the submitter is to be shut out).
func (s *Server) rotateSubmitter(w http.ResponseWriter, r *http.Request) {
	if !readAdmin(w, r, "an empty JSON object", &struct{}{}) {
		return
	}
	id := r.PathValue("id")
	token, sha, err := s.newToken(SubmitterPrefix)
	if err != nil {
		fail(w, http.StatusInternalServerError, "internal", "cannot draw a token")
		return
	}
	res, err := s.cfg.DB.ExecContext(r.Context(), `UPDATE submitters SET token_sha256 = ? WHERE id = ?`, sha, id)
	if err != nil {
		storeFailed(w, err)
		return
	}
	if n, _ := res.RowsAffected(); n != 1 {
		fail(w, http.StatusNotFound, "no-submitter", "there is no submitter %s", wire.Quote(id, 40))
		return
	}
	if sub, ok := s.submitter(w, r.Context(), id); ok {
		sub.Token = token
		reply(w, http.StatusOK, sub)
	}
}

// reserveName reserves a model name for a submitter.
func (s *Server) reserveName(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name      string `json:"name"`
		Submitter string `json:"submitter"`
	}
	if !readAdmin(w, r, `{"name": "a model name", "submitter": "the submitter's id"}`, &req) {
		return
	}
	names, ok := modelNames(w, []string{req.Name})
	if !ok || !s.reserve(w, r, names[0], req.Submitter) {
		return
	}
	if sub, ok := s.submitter(w, r.Context(), req.Submitter); ok {
		reply(w, http.StatusOK, sub)
	}
}

// releaseName frees a reserved name.
func (s *Server) releaseName(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name string `json:"name"`
	}
	if !readAdmin(w, r, `{"name": "a reserved model name"}`, &req) {
		return
	}
	names, ok := modelNames(w, []string{req.Name})
	if !ok {
		return
	}
	var display string
	err := s.cfg.DB.QueryRowContext(r.Context(), `DELETE FROM names WHERE key = ? RETURNING display`, names[0].Key).Scan(&display)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		fail(w, http.StatusNotFound, "no-name", "the name %s is not reserved", wire.Quote(names[0].Display, 60))
	case err != nil:
		storeFailed(w, err)
	default:
		reply(w, http.StatusOK, struct {
			Released string `json:"released"`
		}{display})
	}
}

// modelNames reads names as model names, answering 400 itself.
func modelNames(w http.ResponseWriter, given []string) ([]round.Name, bool) {
	out := make([]round.Name, 0, len(given))
	for _, g := range given {
		n, err := round.ModelName(g)
		if err != nil {
			fail(w, http.StatusBadRequest, "bad-name", "%v", err)
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}

// reserve reserves name for submitter id, answering itself when it cannot:
// a name reserved for another is refused (release it first).
func (s *Server) reserve(w http.ResponseWriter, r *http.Request, name round.Name, id string) bool {
	res, err := s.cfg.DB.ExecContext(r.Context(), `INSERT INTO names (key, display, submitter_id, reserved_at)
		SELECT ?, ?, t.id, ? FROM submitters t WHERE t.id = ?
		ON CONFLICT (key) DO UPDATE SET display = excluded.display WHERE names.submitter_id = excluded.submitter_id`,
		name.Key, name.Display, s.now(), id)
	if err != nil {
		storeFailed(w, err)
		return false
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return true
	}
	var holder string
	err = s.cfg.DB.QueryRowContext(r.Context(), `SELECT submitter_id FROM names WHERE key = ?`, name.Key).Scan(&holder)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		fail(w, http.StatusNotFound, "no-submitter", "there is no submitter %s", wire.Quote(id, 40))
	case err != nil:
		storeFailed(w, err)
	default:
		fail(w, http.StatusConflict, "reserved", "the name %s is reserved for submitter %s already; release it first", wire.Quote(name.Display, 60), holder)
	}
	return false
}

// submitter reads a submitter with its names, answering itself when it
// cannot.
func (s *Server) submitter(w http.ResponseWriter, ctx context.Context, id string) (Submitter, bool) {
	sub := Submitter{ID: id, Names: []string{}}
	err := s.cfg.DB.QueryRowContext(ctx, `SELECT label FROM submitters WHERE id = ?`, id).Scan(&sub.Label)
	if errors.Is(err, sql.ErrNoRows) {
		fail(w, http.StatusNotFound, "no-submitter", "there is no submitter %s", wire.Quote(id, 40))
		return sub, false
	}
	rows, err := s.cfg.DB.QueryContext(ctx, `SELECT display FROM names WHERE submitter_id = ? ORDER BY key`, id)
	if err == nil {
		for rows.Next() {
			var n string
			if err = rows.Scan(&n); err != nil {
				break
			}
			sub.Names = append(sub.Names, n)
		}
		rows.Close()
	}
	if err != nil {
		storeFailed(w, err)
		return sub, false
	}
	return sub, true
}

// requeue sends again every job of work left undone (Requeue).
func (s *Server) requeue(w http.ResponseWriter, r *http.Request) {
	if !readAdmin(w, r, "an empty JSON object", &struct{}{}) {
		return
	}
	if s.cfg.Queue == nil {
		fail(w, http.StatusConflict, "no-queue", "this leaderboard has no grading queue")
		return
	}
	n, err := Requeue(r.Context(), s.cfg.DB, s.cfg.Queue, s.cfg.Now().Add(time.Second))
	if err != nil {
		fail(w, http.StatusServiceUnavailable, "queue", "requeueing stopped after %d jobs: %s", n, wire.Clip(err.Error(), 200))
		return
	}
	reply(w, http.StatusOK, struct {
		Sent int `json:"sent"`
	}{n})
}
