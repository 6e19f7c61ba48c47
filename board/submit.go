package board

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// entrant reads who a submission is from out of its query:
// model=NAME&tools=on|off[&max_tokens=N][&attempts=K].
func entrant(q map[string][]string) (round.Entrant, round.Name, string) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	e := round.Entrant{Attempts: 1}
	name, err := round.ModelName(get("model"))
	if err != nil {
		return e, name, err.Error() + " (give it as model=...)"
	}
	e.Model = name.Display
	switch get("tools") {
	case "on", "true":
		e.Tools = true
	case "off", "false":
	default:
		return e, name, "say whether the model had tools: tools=on or tools=off"
	}
	if v := get("max_tokens"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10_000_000 {
			return e, name, "max_tokens is the output-token cap, a whole number from 1 to 10000000"
		}
		e.MaxTokens = n
	}
	if v := get("attempts"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 100 {
			return e, name, "attempts is a whole number from 1 to 100"
		}
		e.Attempts = n
	}
	return e, name, ""
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

// abandonedAfter is how long a submission may take to be written before it
// is taken for abandoned (its request died) and removed. Writing the
// largest takes seconds.
const abandonedAfter = 15 * time.Minute

// submit receives a submission: checks it, stores it whole, acknowledges
// it with a receipt, and hands its grading to the queue. Nothing is
// acknowledged before it is stored, nothing is stored for a refused
// submission, and nothing acknowledged is ever deleted.
func (s *Server) submit(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	lim := s.cfg.Limits
	c, ok := s.who(w, r)
	if !ok {
		return
	}
	row, ok := s.findRound(w, r)
	if !ok {
		return
	}
	info := s.info(row)
	now := s.cfg.Now()
	ok, oldest, err := s.db.attempt(ctx, addrKey(r), now.Unix(), now.Add(-lim.Window).Unix(), lim.PerAddress)
	if err != nil {
		storeFailed(w, err)
		return
	}
	if !ok {
		wait := max(oldest+int64(lim.Window.Seconds())-now.Unix(), 1)
		w.Header().Set("Retry-After", strconv.FormatInt(wait, 10))
		fail(w, http.StatusTooManyRequests, "rate", "too many submissions from this address: at most %d per %s; the next may be sent in %s",
			lim.PerAddress, lim.Window, time.Duration(wait)*time.Second)
		return
	}
	switch {
	case notReady(w, info):
		return
	case info.State == round.Closed:
		fail(w, http.StatusConflict, "closed", "round %s closed at %s and takes no more submissions", row.ID, row.ClosedAt)
		return
	case info.Stale != "":
		fail(w, http.StatusConflict, "stale", "%s", info.Stale)
		return
	}
	who, name, msg := entrant(r.URL.Query())
	if msg != "" {
		fail(w, http.StatusBadRequest, "bad-entrant", "%s", msg)
		return
	}
	if r.ContentLength > lim.MaxBody {
		got, limit := wire.Size(int(r.ContentLength)), wire.Size(int(lim.MaxBody))
		if got == limit {
			got, limit = wire.Thousands(int(r.ContentLength))+" bytes", wire.Thousands(int(lim.MaxBody))+" bytes"
		}
		fail(w, http.StatusRequestEntityTooLarge, "too-large", "the submission is %s; the limit is %s", got, limit)
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
	items := s.items(info)
	sub, problems, total := round.Parse(info.Spec, items, body, lim.MaxLine)
	if total > 0 {
		refuse(w, http.StatusUnprocessableEntity, apiError{Code: "bad-lines", Problems: problems, More: total - len(problems),
			Message: "the submission was refused, and nothing was stored: " + round.CountProblems(total) + ", the first: " + problems[0].Message})
		return
	}
	digest := round.Digest(items, sub)
	if id, err := s.db.byDigest(ctx, row.ID, digest); err == nil {
		duplicate(w, row.ID, id)
		return
	} else if !errors.Is(err, errNotFound) {
		storeFailed(w, err)
		return
	}

	lines := make([]StoredLine, len(items))
	answered := 0
	for i, it := range items {
		lines[i] = StoredLine{Index: i, Item: it.ID, Task: it.Task, Rules: it.Rules, Subpass: it.Subpass, Params: it.Params, LineNo: sub.Lines[i], Answer: sub.Answers[i]}
		if sub.Answers[i] != nil {
			answered++
		}
	}
	id, err := s.newID()
	token, tokenSHA, err2 := s.newToken(ReceiptPrefix)
	if err != nil || err2 != nil {
		fail(w, http.StatusInternalServerError, "internal", "cannot draw an id")
		return
	}
	if err := s.db.sweepAbandoned(ctx, now.Add(-abandonedAfter).Unix()); err != nil {
		storeFailed(w, err)
		return
	}
	ns := newSubmission{
		Receipt: round.Receipt{ID: id, Round: row.ID, Entrant: who, Version: info.Version, Digest: digest, Items: len(items), CreatedAt: s.now()},
		Name:    name, TokenSHA256: tokenSHA, SubmitterID: c.submitter, Answered: answered, CreatedUnix: now.Unix(),
	}
	var limit modelFull
	switch err := s.db.insertSubmission(ctx, ns); {
	case err == nil:
	case errors.Is(err, errDuplicate):
		id, _ := s.db.byDigest(ctx, row.ID, digest)
		duplicate(w, row.ID, id)
		return
	case errors.As(err, &limit):
		same := ""
		if limit.model != who.Model {
			same = wire.Quote(who.Model, 60) + " is the model "
		}
		fail(w, http.StatusTooManyRequests, "model-limit", "%s%s has %d submissions to round %s, the most a model may make", same, limit.model, limit.have, row.ID)
		return
	case errors.Is(err, errReserved):
		fail(w, http.StatusForbidden, "reserved", "the name %s is reserved for a verified submitter; send with its submitter token, or under another name", wire.Quote(who.Model, 60))
		return
	case errors.Is(err, errClosed):
		fail(w, http.StatusConflict, "closed", "round %s closed while the submission was read; nothing was stored", row.ID)
		return
	default:
		storeFailed(w, err)
		return
	}
	if err := s.db.insertLines(ctx, id, lines); err != nil {
		s.db.abandon(ctx, id)
		storeFailed(w, err)
		return
	}
	if err := s.db.acknowledge(ctx, id); err != nil {
		s.db.abandon(ctx, id)
		storeFailed(w, err)
		return
	}
	// Stored and acknowledged. A job that the queue refuses is sent again
	// by Requeue; the receipt says it is being graded.
	s.send(r, Job{Kind: GradeJob, Submission: id})
	stored, err := s.db.submission(ctx, id)
	if err != nil {
		// Stored, yet unreadable now: the receipt is what was stored.
		stored = subRow{Receipt: ns.Receipt, answered: answered}
		stored.State = round.Received
	}
	// The sender sees its totals while the round is sealed, and all of it
	// when it is not.
	v := totals
	if !info.Sealed() {
		v = full
	}
	rec := shown(stored, v)
	rec.Token = token
	w.Header().Set("Location", "/api/submissions/"+id)
	reply(w, http.StatusCreated, rec)
}

func duplicate(w http.ResponseWriter, roundID, id string) {
	refuse(w, http.StatusConflict, apiError{Code: "duplicate", Existing: id, Message: fmt.Sprintf("the same answers were submitted to round %s already, as submission %s", roundID, id)})
}
