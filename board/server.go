package board

import (
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
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
	// Now and Rand default to the clock and crypto/rand.
	Now    func() time.Time
	Rand   io.Reader
	Limits Limits
}

// Server is the leaderboard's HTTP API.
type Server struct {
	cfg Config
	db  store
	mux *http.ServeMux
}

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
	s := &Server{cfg: cfg, db: store{cfg.DB}, mux: http.NewServeMux()}
	s.mux.HandleFunc("GET /api/rounds", s.listRounds)
	s.mux.HandleFunc("GET /api/rounds/{round}", s.getRound)
	s.mux.HandleFunc("GET /api/rounds/{round}/prompts", s.prompts)
	s.mux.HandleFunc("GET /api/rounds/{round}/board", s.board)
	s.mux.HandleFunc("GET /api/rounds/{round}/export", s.export)
	s.mux.HandleFunc("POST /api/rounds/{round}/submissions", s.submit)
	s.mux.HandleFunc("GET /api/submissions/{id}", s.getSubmission)
	s.mux.HandleFunc("GET /api/submissions/{id}/answers/{index}", s.getAnswer)
	s.mux.HandleFunc("POST /api/admin/rounds", s.admin(s.openRound))
	s.mux.HandleFunc("POST /api/admin/rounds/{round}/close", s.admin(s.closeRound))
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "not-found", "there is no %s %s in the leaderboard's API", r.Method, wire.Clip(r.URL.Path, 80))
	})
	return s
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
	h.Set("Cache-Control", "no-store")
	s.mux.ServeHTTP(w, r)
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
