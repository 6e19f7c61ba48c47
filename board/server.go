package board

import (
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"time"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// Limits bound what one client may send and how often.
type Limits struct {
	// MaxBody bounds a submission's body; MaxLine one line of it.
	MaxBody int64
	MaxLine int
	// PerAddress submissions (attempts, refused ones included) per Window
	// from one client address.
	PerAddress int
	Window     time.Duration
	// MaxPerModel is a new round's limit of submissions per model when its
	// opening does not say.
	MaxPerModel int
}

// DefaultLimits are the leaderboard's limits. A line of 1 MiB is far above
// any real answer (the paper's reference answers are at most tens of KiB)
// and below D1's 2 MB row limit; 16 MiB is a few thousand such answers.
var DefaultLimits = Limits{MaxBody: 16 << 20, MaxLine: 1 << 20, PerAddress: 30, Window: time.Hour, MaxPerModel: 3}

// Config is what the handlers run on.
type Config struct {
	DB *sql.DB
	// AdminToken is the bearer secret of the admin endpoints (the worker's
	// ADMIN_TOKEN). Empty turns them off.
	AdminToken string
	// Queue takes grading jobs to the grading side. Without one, work
	// waits in the database for Requeue.
	Queue Queue
	// Catalogue is what this build grades (nil: round.Current). Tests give
	// another to play an upgrade.
	Catalogue *round.Catalogue
	// Origins are origins besides the API's own whose pages may write
	// ("https://scbench.example.org"); none by default.
	Origins []string
	// Now and Rand default to the clock and crypto/rand.
	Now    func() time.Time
	Rand   io.Reader
	Limits Limits
}

// Server is the leaderboard's HTTP API.
type Server struct {
	cfg    Config
	db     Store
	mux    *http.ServeMux
	routes []route
}

// route is one endpoint. A write names the content types it takes.
type route struct {
	pattern string
	accepts []string
	handler http.HandlerFunc
}

// Content types a write may have: a submission is JSON Lines, which
// browsers and tools label either way; everything else is one JSON object.
// None of them is one a page of another site can send without asking the
// API first (a CORS preflight, which it refuses).
var (
	jsonLines = []string{"application/x-ndjson", "application/jsonl"}
	jsonBody  = []string{"application/json"}
)

// New returns the API's handler. It answers under /api/ only; the static
// site is served beside it.
func New(cfg Config) *Server {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Rand == nil {
		cfg.Rand = rand.Reader
	}
	if cfg.Limits == (Limits{}) {
		cfg.Limits = DefaultLimits
	}
	if cfg.Catalogue == nil {
		cfg.Catalogue = round.Current
	}
	s := &Server{cfg: cfg, db: Store{cfg.DB}, mux: http.NewServeMux()}
	s.routes = []route{
		{"GET /api/rounds", nil, s.listRounds},
		{"GET /api/rounds/{round}", nil, s.getRound},
		{"GET /api/rounds/{round}/prompts", nil, s.prompts},
		{"GET /api/rounds/{round}/board", nil, s.board},
		{"GET /api/rounds/{round}/export", nil, s.export},
		{"POST /api/rounds/{round}/submissions", jsonLines, s.submit},
		{"GET /api/submissions/{id}", nil, s.getSubmission},
		{"GET /api/submissions/{id}/answers/{index}", nil, s.getAnswer},
		{"POST /api/admin/rounds", jsonBody, s.admin(s.openRound)},
		{"POST /api/admin/rounds/{round}/close", jsonBody, s.admin(s.closeRound)},
		{"POST /api/admin/submissions/{id}/hide", jsonBody, s.admin(s.hide)},
		{"POST /api/admin/submissions/{id}/unhide", jsonBody, s.admin(s.unhide)},
		{"POST /api/admin/submitters", jsonBody, s.admin(s.addSubmitter)},
		{"POST /api/admin/submitters/{id}/rotate", jsonBody, s.admin(s.rotateSubmitter)},
		{"POST /api/admin/names", jsonBody, s.admin(s.reserveName)},
		{"POST /api/admin/names/release", jsonBody, s.admin(s.releaseName)},
		{"POST /api/admin/requeue", jsonBody, s.admin(s.requeue)},
	}
	for _, rt := range s.routes {
		s.mux.HandleFunc(rt.pattern, s.guard(rt))
	}
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "not-found", "there is no %s %s in the leaderboard's API", r.Method, wire.Clip(r.URL.Path, 80))
	})
	return s
}

// Routes lists the API's endpoints as their patterns ("GET /api/rounds"),
// so that a test can hold every one of them to the access rules.
func (s *Server) Routes() []string {
	out := make([]string, len(s.routes))
	for i, rt := range s.routes {
		out[i] = rt.pattern
	}
	return out
}

// ServeHTTP answers one request. A panic becomes a 500 reply: in the worker
// an unrecovered panic would end the program.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if p := recover(); p != nil {
			fail(w, http.StatusInternalServerError, "internal", "internal error: %v (this is a bug in scbench's leaderboard)", p)
		}
	}()
	h := w.Header()
	// Replies are data, never pages: nothing in them is run or rendered.
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
	h.Set("Referrer-Policy", "no-referrer")
	// The CORS policy: a read without a token is public, and any page may
	// read it (no cookies are ever involved). A read with a token, and
	// every write, is for this site's pages and for tools: no page of
	// another origin is let read the reply, and a preflight (which any
	// write of ours, or any request with a token, needs from another
	// origin) is granted nothing. Replies are never cached by default, and
	// one to a token never by a shared cache.
	h.Set("Cache-Control", "no-store")
	h.Set("Vary", "Authorization, Origin")
	switch {
	case r.Method == http.MethodOptions:
		h.Set("Allow", "GET, POST")
		w.WriteHeader(http.StatusNoContent)
		return
	case r.Header.Get("Authorization") != "":
		h.Set("Cache-Control", "private, no-store")
	case r.Method == http.MethodGet || r.Method == http.MethodHead:
		h.Set("Access-Control-Allow-Origin", "*")
	}
	s.mux.ServeHTTP(w, r)
}

// guard refuses a write that a page of another site could have sent
// (cross-site request forgery): it must come from no page (a tool sends no
// Origin), or from a page of this origin, and carry one of the content
// types its endpoint takes, which a form or a no-cors fetch cannot send.
// Nothing is read, counted or stored before.
func (s *Server) guard(rt route) http.HandlerFunc {
	if rt.accepts == nil {
		return rt.handler
	}
	return func(w http.ResponseWriter, r *http.Request) {
		o := r.Header.Get("Origin")
		if o != "" && !s.sameOrigin(r, o) {
			fail(w, http.StatusForbidden, "origin", "writes come from this site's pages or from tools; a page of %s may not write here", wire.Quote(o, 80))
			return
		}
		// A browser that sent no Origin still says where the request came
		// from.
		if site := r.Header.Get("Sec-Fetch-Site"); o == "" && (site == "cross-site" || site == "same-site") {
			fail(w, http.StatusForbidden, "origin", "writes come from this site's pages or from tools, not from another site (Sec-Fetch-Site: %s)", site)
			return
		}
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		ok := false
		for _, a := range rt.accepts {
			ok = ok || err == nil && mt == a
		}
		if !ok {
			fail(w, http.StatusUnsupportedMediaType, "content-type", "this endpoint takes Content-Type %s; this request has %s", joinOr(rt.accepts), wire.Quote(r.Header.Get("Content-Type"), 60))
			return
		}
		rt.handler(w, r)
	}
}

// sameOrigin says whether origin is the API's own (the host the request
// was sent to) or one of the configured ones. "null" (a sandboxed or local
// page) is neither.
func (s *Server) sameOrigin(r *http.Request, origin string) bool {
	for _, o := range s.cfg.Origins {
		if origin == o {
			return true
		}
	}
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && u.Host == r.Host && u.Path == ""
}

func joinOr(xs []string) string {
	out := ""
	for i, x := range xs {
		switch {
		case i == 0:
		case i == len(xs)-1:
			out += " or "
		default:
			out += ", "
		}
		out += x
	}
	return out
}

// apiError is the body of every refusal.
type apiError struct {
	Code     string          `json:"code"`
	Message  string          `json:"message"`
	Problems []round.Problem `json:"problems,omitempty"`
	// More counts the problems not listed.
	More int `json:"more,omitempty"`
	// Existing names the submission a replay duplicates.
	Existing string `json:"existing,omitempty"`
}

func fail(w http.ResponseWriter, status int, code, format string, args ...any) {
	refuse(w, status, apiError{Code: code, Message: fmt.Sprintf(format, args...)})
}

func refuse(w http.ResponseWriter, status int, e apiError) {
	reply(w, status, struct {
		Error apiError `json:"error"`
	}{e})
}

func reply(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		b = []byte(`{"error":{"code":"internal","message":"cannot encode the reply"}}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b)
	w.Write([]byte{'\n'})
}

func (s *Server) now() string { return s.cfg.Now().UTC().Format(time.RFC3339) }
