package runnertest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scbench/scbench/dataset"
	"github.com/scbench/scbench/wire"
)

// Fault is how the server answers one request.
type Fault int

const (
	// Reference answers with the instance's reference answer.
	Reference Fault = iota
	// Hang never answers: the request waits until the client gives up.
	Hang
	// RateLimit answers 429 with Retry-After: 1.
	RateLimit
	// ServerError answers 500.
	ServerError
	// Malformed answers 200 with a body that is not JSON.
	Malformed
	// NoChoices answers 200 with an empty choices list.
	NoChoices
	// NoMessage answers 200 with a choice that has no message.
	NoMessage
	// Refusal answers with the model's refusal (message.refusal, no content).
	Refusal
	// Filtered answers finish_reason content_filter with no text.
	Filtered
	// Length answers the first half of the reference, finish_reason length.
	Length
	// Unauthorized answers 401, quoting the key it was given back (as some
	// APIs do), so that tests can check it never reaches a file.
	Unauthorized
)

// RefusalText is what a Refusal says.
const RefusalText = "I am sorry, but I cannot help with that."

// Ref is one prompt the server knows and the answer it gives. Images are the
// attachments' data: URIs, which tell apart prompts whose text is the same
// (a grid shown only as an image).
type Ref struct {
	ID, Prompt, Answer string
	Images             []string
}

// Received is one request as the server saw it.
type Received struct {
	// ID is the prompt's id ("" when the prompt was not one it knows).
	ID            string
	Authorization string
	Body          map[string]any
	// Text is the user message's text; Images are its image parts' URLs.
	Text   string
	Images []string
}

// Server is a running test server.
type Server struct {
	// URL is the endpoint to give the runner (it ends in /v1).
	URL string
	srv *httptest.Server

	mu       sync.Mutex
	arrived  *sync.Cond // on mu: a request was received
	refs     []Ref
	script   map[string][]Fault
	all      []Fault
	received []Received
	answered int
	hold     chan struct{}
	holdFrom int
	need     map[string]int
	needAll  int
}

// New starts a server answering the given prompts; it stops when the test
// ends.
func New(t testing.TB, refs []Ref) *Server {
	s := &Server{refs: refs, script: map[string][]Fault{}, need: map[string]int{}}
	s.arrived = sync.NewCond(&s.mu)
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL + "/v1"
	t.Cleanup(func() {
		s.Release()
		s.srv.CloseClientConnections()
		s.srv.Close()
	})
	return s
}

// FromFile starts a server answering the prompts of a prompts file.
func FromFile(t testing.TB, name string) *Server {
	t.Helper()
	refs, err := References(name)
	if err != nil {
		t.Fatal(err)
	}
	return New(t, refs)
}

// References builds the reference answer of each line of a prompts file
// (a dataset's lines, or a paper round's), building its instance as
// `scbench grade --batch` does from the line's task, subpass, seed, preset
// and params (dataset.Reference), and checking that its prompt is the
// line's.
func References(name string) ([]Ref, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var refs []Ref
	lines := wire.NewReader(f, 64<<20)
	for lines.Next() {
		n := lines.Line()
		var l struct {
			ID     string `json:"id"`
			Prompt string `json:"prompt"`
		}
		if err := json.Unmarshal(lines.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		in, text, err := dataset.Reference(lines.Bytes())
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if in.Prompt != l.Prompt {
			return nil, fmt.Errorf("line %d: its prompt is not the prompt of the instance its fields name", n)
		}
		refs = append(refs, refOf(l.ID, in, text))
	}
	return refs, lines.Err()
}

// Fail makes the next requests for the prompt id fail in turn, one fault
// each; after them it answers again.
func (s *Server) Fail(id string, faults ...Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.script[id] = append(s.script[id], faults...)
}

// FailAll makes the next requests, whatever their prompt, fail in turn
// (after a prompt's own faults).
func (s *Server) FailAll(faults ...Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.all = append(s.all, faults...)
}

// Need says how many output tokens the prompt id's answer takes (for a
// budget sweep): a request with a smaller cap (max_tokens or
// max_completion_tokens) gets the reply cut at the cap (the answer's first
// half, finish_reason length, the cap's tokens), one with a cap at least as
// large gets the answer and reports n completion tokens.
func (s *Server) Need(id string, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.need[id] = n
}

// NeedAll is Need for every prompt without its own.
func (s *Server) NeedAll(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.needAll = n
}

// HoldAfter makes every request after the first n wait, unanswered, until
// Release or until its client gives up.
func (s *Server) HoldAfter(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.hold, s.holdFrom = make(chan struct{}), n
}

// Release lets held requests be answered.
func (s *Server) Release() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hold != nil {
		close(s.hold)
		s.hold = nil
	}
}

// Received lists the requests so far, in arrival order.
func (s *Server) Received() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.received...)
}

// Requests counts the requests so far for a prompt id ("" counts all).
func (s *Server) Requests(id string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, r := range s.received {
		if id == "" || r.ID == id {
			n++
		}
	}
	return n
}

// WaitRequests waits until the server has received n requests in all and
// says whether they came: it gives up after a minute, so that a runner that
// stops asking fails its test instead of hanging it.
func (s *Server) WaitRequests(n int) bool {
	deadline := time.Now().Add(time.Minute)
	wake := time.AfterFunc(time.Minute, func() {
		s.mu.Lock()
		s.arrived.Broadcast()
		s.mu.Unlock()
	})
	defer wake.Stop()
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.received) < n {
		if !time.Now().Before(deadline) {
			return false
		}
		s.arrived.Wait()
	}
	return true
}

// Answered counts the replies sent with an answer (reference, refusal or
// length).
func (s *Server) Answered() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.answered
}

// lookup finds the prompt a message's text starts with (the runner may add
// a budget sentence) and whose images it carries: the longest that matches.
func (s *Server) lookup(text string, images []string) (Ref, bool) {
	var best Ref
	found := false
	for _, r := range s.refs {
		if strings.HasPrefix(text, r.Prompt) && slices.Equal(images, r.Images) && (!found || len(r.Prompt) > len(best.Prompt)) {
			best, found = r, true
		}
	}
	return best, found
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		writeError(w, http.StatusNotFound, "no such endpoint: "+r.Method+" "+r.URL.Path)
		return
	}
	raw, err := io.ReadAll(r.Body)
	var body map[string]any
	if err != nil || json.Unmarshal(raw, &body) != nil {
		writeError(w, http.StatusBadRequest, "the request is not JSON")
		return
	}
	rec := Received{Authorization: r.Header.Get("Authorization"), Body: body}
	rec.Text, rec.Images = userMessage(body)
	ref, known := s.lookup(rec.Text, rec.Images)
	if known {
		rec.ID = ref.ID
	}

	s.mu.Lock()
	s.received = append(s.received, rec)
	s.arrived.Broadcast()
	hold := s.hold
	if len(s.received) <= s.holdFrom {
		hold = nil
	}
	fault := Reference
	if q := s.script[rec.ID]; len(q) > 0 {
		fault, s.script[rec.ID] = q[0], q[1:]
	} else if len(s.all) > 0 {
		fault, s.all = s.all[0], s.all[1:]
	}
	need, ok := s.need[rec.ID]
	if !ok {
		need = s.needAll
	}
	s.mu.Unlock()
	budget := 0
	for _, name := range []string{"max_tokens", "max_completion_tokens"} {
		if v, ok := body[name].(float64); ok {
			budget = int(v)
		}
	}

	if hold != nil {
		select {
		case <-hold:
		case <-r.Context().Done():
			return
		}
	}
	if !known && fault == Reference {
		writeError(w, http.StatusBadRequest, "this server does not know the prompt")
		return
	}
	switch fault {
	case Hang:
		<-r.Context().Done()
	case RateLimit:
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusTooManyRequests, "rate limit reached; try again in 1s")
	case ServerError:
		writeError(w, http.StatusInternalServerError, "the model crashed")
	case Malformed:
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"choices": [{"message": {"content": "half`)
	case NoChoices:
		writeJSON(w, map[string]any{"id": "x", "object": "chat.completion", "choices": []any{}})
	case NoMessage:
		writeJSON(w, map[string]any{"id": "x", "object": "chat.completion", "choices": []any{map[string]any{"index": 0, "finish_reason": "stop"}}})
	case Filtered:
		s.reply(w, nil, nil, "content_filter", 0, false)
	case Unauthorized:
		writeError(w, http.StatusUnauthorized, "Incorrect API key provided: "+strings.TrimPrefix(rec.Authorization, "Bearer "))
	case Refusal:
		refusal := RefusalText
		s.reply(w, nil, &refusal, "stop", len(refusal)/4, true)
	case Length:
		half := ref.Answer[:len(ref.Answer)/2]
		s.reply(w, &half, nil, "length", len(half)/4, true)
	case Reference:
		switch {
		case need > 0 && budget > 0 && budget < need:
			half := ref.Answer[:len(ref.Answer)/2]
			s.reply(w, &half, nil, "length", budget, true)
		case need > 0:
			s.reply(w, &ref.Answer, nil, "stop", need, true)
		default:
			s.reply(w, &ref.Answer, nil, "stop", len(ref.Answer)/4+1, true)
		}
	}
}

// reply writes a chat completion.
func (s *Server) reply(w http.ResponseWriter, content, refusal *string, finish string, tokens int, answered bool) {
	if answered {
		s.mu.Lock()
		s.answered++
		s.mu.Unlock()
	}
	msg := map[string]any{"role": "assistant", "content": content}
	if refusal != nil {
		msg["refusal"] = *refusal
	}
	writeJSON(w, map[string]any{
		"id": "chatcmpl-test", "object": "chat.completion",
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}},
		"usage":   map[string]any{"prompt_tokens": 100, "completion_tokens": tokens, "total_tokens": 100 + tokens},
	})
}

// userMessage reads the last user message's text and image URLs.
func userMessage(body map[string]any) (text string, images []string) {
	msgs, _ := body["messages"].([]any)
	for _, m := range msgs {
		mm, _ := m.(map[string]any)
		if mm["role"] != "user" {
			continue
		}
		text, images = "", nil
		switch c := mm["content"].(type) {
		case string:
			text = c
		case []any:
			for _, p := range c {
				pm, _ := p.(map[string]any)
				switch pm["type"] {
				case "text":
					t, _ := pm["text"].(string)
					text += t
				case "image_url":
					iu, _ := pm["image_url"].(map[string]any)
					u, _ := iu["url"].(string)
					images = append(images, u)
				}
			}
		}
	}
	return text, images
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "test"}})
}
