package board

import (
	"bytes"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

func (s *Server) listRounds(w http.ResponseWriter, r *http.Request) {
	rows, err := s.db.rounds(r.Context())
	if err != nil {
		storeFailed(w, err)
		return
	}
	out := make([]round.Info, len(rows))
	for i, row := range rows {
		out[i] = row.Info
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
	fail(w, http.StatusServiceUnavailable, "store", "the leaderboard's store failed: %s; please try again", wire.Clip(err.Error(), 200))
}

func (s *Server) getRound(w http.ResponseWriter, r *http.Request) {
	if row, ok := s.findRound(w, r); ok {
		reply(w, http.StatusOK, row.Info)
	}
}

// prompts serves a round's prompts file: every instance's prompt and answer
// schema, without seeds, with the canary in every line.
func (s *Server) prompts(w http.ResponseWriter, r *http.Request) {
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	items := row.Spec.Items()
	if err := row.Spec.Check(items); err != nil {
		fail(w, http.StatusServiceUnavailable, "rules", "%v", err)
		return
	}
	var buf bytes.Buffer
	if err := round.WritePrompts(&buf, row.Spec, items, row.secret); err != nil {
		fail(w, http.StatusInternalServerError, "internal", "cannot build the prompts: %v", err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/x-ndjson; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="scbench-`+row.ID+`-prompts.jsonl"`)
	w.WriteHeader(http.StatusOK)
	w.Write(buf.Bytes())
}

// Board is a round's verified board.
type Board struct {
	Round       round.Info      `json:"round"`
	Submissions []round.Receipt `json:"submissions"`
}

func (s *Server) board(w http.ResponseWriter, r *http.Request) {
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	subs, err := s.db.receipts(r.Context(), row.ID)
	if err != nil {
		storeFailed(w, err)
		return
	}
	reply(w, http.StatusOK, Board{Round: row.Info, Submissions: subs})
}

// admin guards an endpoint with the bearer token.
func (s *Server) admin(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.cfg.AdminToken == "" {
			fail(w, http.StatusForbidden, "admin-off", "the admin endpoints are off: the worker has no ADMIN_TOKEN")
			return
		}
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		// Compare digests, so that the time taken says nothing about the
		// token, its length included.
		a, b := sha256.Sum256([]byte(got)), sha256.Sum256([]byte(s.cfg.AdminToken))
		if !ok || subtle.ConstantTimeCompare(a[:], b[:]) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="scbench admin"`)
			fail(w, http.StatusUnauthorized, "unauthorized", "the admin token is missing or wrong")
			return
		}
		h(w, r)
	}
}

// maxOpenBody bounds an open request.
const maxOpenBody = 1 << 20

func (s *Server) openRound(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxOpenBody))
	if err != nil {
		fail(w, http.StatusRequestEntityTooLarge, "too-large", "an open request is at most 1 MB")
		return
	}
	var req round.OpenRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, "bad-request", "the open request is not a JSON object with id, title, tasks (and optionally secret, max_per_model): %v", err)
		return
	}
	spec, err := round.NewSpec(req)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad-round", "%v", err)
		return
	}
	secret := req.Secret
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
	// Every instance must build before the round is announced.
	items := spec.Items()
	if err := round.WritePrompts(io.Discard, spec, items, secret); err != nil {
		fail(w, http.StatusBadRequest, "bad-round", "an instance of the round cannot be built: %v", err)
		return
	}
	switch err := s.db.openRound(r.Context(), spec, len(items), secret, maxPer, s.now()); {
	case errors.Is(err, errExists):
		fail(w, http.StatusConflict, "exists", "round %s exists already", spec.ID)
		return
	case err != nil:
		storeFailed(w, err)
		return
	}
	row, err := s.db.round(r.Context(), spec.ID)
	if err != nil {
		storeFailed(w, err)
		return
	}
	reply(w, http.StatusCreated, row.Info)
}

func (s *Server) closeRound(w http.ResponseWriter, r *http.Request) {
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
	reply(w, http.StatusOK, row.Info)
}
