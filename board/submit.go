package board

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// maxModel bounds a model's name.
const maxModel = 100

// entrant reads who a submission is from out of its query:
// model=NAME&tools=on|off[&max_tokens=N][&attempts=K].
func entrant(q map[string][]string) (round.Entrant, string) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	e := round.Entrant{Model: strings.TrimSpace(get("model")), Attempts: 1}
	if err := round.CheckText("the model name", e.Model, maxModel); err != nil {
		return e, err.Error() + " (give it as model=...)"
	}
	switch get("tools") {
	case "on", "true":
		e.Tools = true
	case "off", "false":
	default:
		return e, "say whether the model had tools: tools=on or tools=off"
	}
	if v := get("max_tokens"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10_000_000 {
			return e, "max_tokens is the output-token cap, a whole number from 1 to 10000000"
		}
		e.MaxTokens = n
	}
	if v := get("attempts"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 100 {
			return e, "attempts is a whole number from 1 to 100"
		}
		e.Attempts = n
	}
	return e, ""
}

// addrKey is the rate limit's key for a client: a digest of its address
// (Cloudflare's CF-Connecting-IP, which the worker passes as RemoteAddr), so
// that no address is stored.
func addrKey(r *http.Request) string {
	a := r.RemoteAddr
	if host, _, err := net.SplitHostPort(a); err == nil {
		a = host
	}
	h := sha256.Sum256([]byte("scbench-rate\x00" + a))
	return hex.EncodeToString(h[:12])
}

// submit receives a submission: checks, re-grades, stores, then answers
// with the receipt. Nothing is acknowledged before it is stored, and nothing
// is stored for a refused submission.
func (s *Server) submit(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	lim := s.cfg.Limits
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	now := s.cfg.Now()
	n, err := s.db.attempt(ctx, addrKey(r), now.Unix(), now.Add(-lim.Window).Unix())
	if err != nil {
		storeFailed(w, err)
		return
	}
	if n > lim.PerAddress {
		w.Header().Set("Retry-After", strconv.Itoa(int(lim.Window.Seconds())))
		fail(w, http.StatusTooManyRequests, "rate", "too many submissions from this address: at most %d per %s", lim.PerAddress, lim.Window)
		return
	}
	if row.State != round.Open {
		fail(w, http.StatusConflict, "closed", "round %s closed at %s and takes no more submissions", row.ID, row.ClosedAt)
		return
	}
	who, msg := entrant(r.URL.Query())
	if msg != "" {
		fail(w, http.StatusBadRequest, "bad-entrant", "%s", msg)
		return
	}
	prior, err := s.db.countModel(ctx, row.ID, who.Model)
	if err != nil {
		storeFailed(w, err)
		return
	}
	if prior >= row.MaxPerModel {
		fail(w, http.StatusTooManyRequests, "model-limit", "%s has %d submissions to round %s, the most a model may make", who.Model, prior, row.ID)
		return
	}
	if r.ContentLength > lim.MaxBody {
		fail(w, http.StatusRequestEntityTooLarge, "too-large", "the submission is %s; the limit is %s", wire.Size(int(r.ContentLength)), wire.Size(int(lim.MaxBody)))
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, lim.MaxBody))
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			fail(w, http.StatusRequestEntityTooLarge, "too-large", "the submission is larger than %s, the limit", wire.Size(int(lim.MaxBody)))
			return
		}
		fail(w, http.StatusBadRequest, "bad-body", "cannot read the submission: %v", err)
		return
	}
	items := row.Spec.Items()
	if err := row.Spec.Check(items); err != nil {
		fail(w, http.StatusServiceUnavailable, "rules", "%v", err)
		return
	}
	sub, problems, total := round.Parse(row.Spec, items, body, lim.MaxLine)
	if total > 0 {
		refuse(w, http.StatusUnprocessableEntity, apiError{Code: "bad-lines", Problems: problems, More: total - len(problems),
			Message: "the submission was refused, and nothing was stored: " + round.CountProblems(total) + ", the first: " + problems[0].Message})
		return
	}
	digest := round.Digest(items, sub)
	if id, err := s.db.byDigest(ctx, row.ID, digest); err == nil {
		refuse(w, http.StatusConflict, apiError{Code: "duplicate", Existing: id, Message: "the same answers were submitted to round " + row.ID + " already, as submission " + id})
		return
	} else if !errors.Is(err, errNotFound) {
		storeFailed(w, err)
		return
	}

	reports := round.Grade(items, sub, row.secret)
	lines := make([]lineRow, len(items))
	scores := make([]results.Scored, len(items))
	answered := 0
	for i, rep := range reports {
		b, err := json.Marshal(rep)
		if err != nil {
			fail(w, http.StatusInternalServerError, "internal", "%s: cannot encode the report: %v", items[i].ID, err)
			return
		}
		lines[i] = lineRow{Index: i, Item: items[i].ID, Answer: sub.Answers[i], Report: b}
		scores[i] = results.FromReport(rep)
		if sub.Answers[i] != nil {
			answered++
		}
	}
	idb := make([]byte, 8)
	if _, err := io.ReadFull(s.cfg.Rand, idb); err != nil {
		fail(w, http.StatusInternalServerError, "internal", "cannot draw an id: %v", err)
		return
	}
	rec := round.Receipt{ID: hex.EncodeToString(idb), Round: row.ID, Entrant: who, Digest: digest, Answered: answered, Items: len(items),
		CreatedAt: s.now(), Summary: results.Tabulate(scores, false)}
	if err := s.db.writeLines(ctx, rec.ID, lines); err != nil {
		s.db.deleteLines(ctx, rec.ID)
		storeFailed(w, err)
		return
	}
	switch err := s.db.commit(ctx, rec, prior+1); {
	case err == nil:
	case errors.Is(err, errDuplicate):
		s.db.deleteLines(ctx, rec.ID)
		id, _ := s.db.byDigest(ctx, row.ID, digest)
		refuse(w, http.StatusConflict, apiError{Code: "duplicate", Existing: id, Message: "the same answers were submitted to round " + row.ID + " already, as submission " + id})
		return
	case errors.Is(err, errModelFull):
		s.db.deleteLines(ctx, rec.ID)
		fail(w, http.StatusConflict, "model-limit", "another submission for %s arrived at the same time; send this one again", who.Model)
		return
	case errors.Is(err, errClosed):
		s.db.deleteLines(ctx, rec.ID)
		fail(w, http.StatusConflict, "closed", "round %s closed while the submission was graded; nothing was stored", row.ID)
		return
	default:
		s.db.deleteLines(ctx, rec.ID)
		storeFailed(w, err)
		return
	}
	w.Header().Set("Location", "/api/submissions/"+rec.ID)
	reply(w, http.StatusCreated, rec)
}
