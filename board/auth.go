package board

import (
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"strings"
)

// Tokens, given as "Authorization: Bearer TOKEN". Besides the admin's
// (the worker's ADMIN_TOKEN), the leaderboard issues two kinds, each 256
// random bits after a prefix that says what it is; it keeps only their
// SHA-256 (a token this random needs no slow hash: nothing can be guessed
// from its digest).
const (
	// SubmitterPrefix starts a verified submitter's token, which the admin
	// makes (POST /api/admin/submitters) and hands over: submissions sent
	// with it are labelled with the submitter, may use the names reserved
	// for it, and are its own to read while sealed.
	SubmitterPrefix = "scbs_"
	// ReceiptPrefix starts a submission's own token, given once in the
	// receipt: it shows that submission to its sender while its round is
	// sealed.
	ReceiptPrefix = "scbr_"
)

// caller is who sent a request.
type caller struct {
	admin bool
	// submitter is the verified submitter's id, label its label.
	submitter, label string
	// receipt is the submission whose receipt token was given.
	receipt string
}

// owns says whether the caller sent submission sub.
func (c caller) owns(sub subRow) bool {
	return c.receipt != "" && c.receipt == sub.ID || c.submitter != "" && c.submitter == sub.SubmitterID
}

// who reads the request's token. A request without one is a stranger's; a
// token that is none of ours is refused (401), rather than quietly
// treated as none, so that a mistyped token is noticed.
func (s *Server) who(w http.ResponseWriter, r *http.Request) (caller, bool) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return caller{}, true
	}
	token, ok := strings.CutPrefix(h, "Bearer ")
	if ok && s.isAdmin(token) {
		return caller{admin: true}, true
	}
	ctx := r.Context()
	var c caller
	var err error = errNotFound
	switch {
	case !ok:
	case strings.HasPrefix(token, SubmitterPrefix):
		err = s.cfg.DB.QueryRowContext(ctx, `SELECT id, label FROM submitters WHERE token_sha256 = ?`, tokenSHA(token)).Scan(&c.submitter, &c.label)
	case strings.HasPrefix(token, ReceiptPrefix):
		c.receipt, err = s.db.byReceiptToken(ctx, tokenSHA(token))
	}
	switch {
	case err == nil:
		return c, true
	case errors.Is(err, errNotFound) || errors.Is(err, sql.ErrNoRows):
		w.Header().Set("WWW-Authenticate", `Bearer realm="scbench"`)
		fail(w, http.StatusUnauthorized, "unauthorized", "the token is not one this leaderboard issued (give it as Authorization: Bearer TOKEN)")
	default:
		storeFailed(w, err)
	}
	return c, false
}

// admin guards an endpoint with the admin's token.
func (s *Server) admin(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.cfg.AdminToken == "" {
			fail(w, http.StatusForbidden, "admin-off", "the admin endpoints are off: the worker has no ADMIN_TOKEN")
			return
		}
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || !s.isAdmin(got) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="scbench admin"`)
			fail(w, http.StatusUnauthorized, "unauthorized", "the admin token is missing or wrong")
			return
		}
		h(w, r)
	}
}

// isAdmin says whether token is the admin's. It compares digests, so that
// the time taken says nothing about the token, its length included.
func (s *Server) isAdmin(token string) bool {
	a, b := sha256.Sum256([]byte(token)), sha256.Sum256([]byte(s.cfg.AdminToken))
	return s.cfg.AdminToken != "" && subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

// newToken draws a token with prefix and returns it with its SHA-256.
func (s *Server) newToken(prefix string) (token, sha string, err error) {
	b := make([]byte, 32)
	if _, err := io.ReadFull(s.cfg.Rand, b); err != nil {
		return "", "", err
	}
	token = prefix + hex.EncodeToString(b)
	return token, tokenSHA(token), nil
}

func tokenSHA(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// newID draws a row id: 64 random bits in hex.
func (s *Server) newID() (string, error) {
	b := make([]byte, 8)
	if _, err := io.ReadFull(s.cfg.Rand, b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}
