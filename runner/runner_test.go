package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
	"github.com/scbench/scbench/runner/runnertest"
	"github.com/scbench/scbench/suite"
)

// dataset writes a small dataset (polynomialfit brings an image) and loads it.
func dataset(t *testing.T, n int) (string, []Prompt) {
	t.Helper()
	dir := t.TempDir()
	tasksOf := []string{"shikaku", "delaunay", "polynomial-fit"}
	var items []runnertest.Item
	for i := range n {
		it := runnertest.Item{Task: tasksOf[i%len(tasksOf)], Seed: uint64(10 + i)}
		if it.Task == "polynomial-fit" {
			it.Params = "size=48" // shown as an image
		}
		items = append(items, it)
	}
	name := runnertest.WriteDataset(t, dir, items...)
	prompts, err := Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return name, prompts
}

// sleeps records the waits a client asks for, without waiting.
type sleeps struct {
	mu sync.Mutex
	d  []time.Duration
}

func (s *sleeps) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.d = append(s.d, d)
	s.mu.Unlock()
	return ctx.Err()
}

func config(srv *runnertest.Server, sl *sleeps) Config {
	return Config{Concurrency: 2, Client: Client{URL: srv.URL + "/chat/completions", Model: "test-model", BudgetField: "max_tokens",
		Timeout: 5 * time.Second, Retries: 3, Backoff: time.Second, Sleep: sl.sleep}}
}

// answerLine is what the tests read of an answer line.
type answerLine struct {
	ID           string          `json:"id"`
	Task         string          `json:"task"`
	Answer       *string         `json:"answer"`
	Model        string          `json:"model"`
	Budget       int             `json:"budget"`
	Usage        *Usage          `json:"usage"`
	FinishReason string          `json:"finish_reason"`
	Refused      bool            `json:"refused"`
	Attempts     int             `json:"attempts"`
	Error        *Failure        `json:"error"`
	Prompt       json.RawMessage `json:"prompt"`
	Schema       json.RawMessage `json:"schema"`
	Attachments  json.RawMessage `json:"attachments"`
}

func readAnswers(t *testing.T, name string) []answerLine {
	t.Helper()
	raw, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []answerLine
	for _, l := range strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n") {
		if l == "" {
			continue
		}
		var a answerLine
		if err := json.Unmarshal([]byte(l), &a); err != nil {
			t.Fatalf("%v: %s", err, l)
		}
		out = append(out, a)
	}
	return out
}

// Every answer the reference server gives grades to 1, one line per prompt
// in input order, with the fields formats16 names; the image reaches the
// server as an image part.
func TestRunAnswersGradeToOne(t *testing.T) {
	name, prompts := dataset(t, 6)
	srv := runnertest.FromFile(t, name)
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	sum, err := Run(context.Background(), config(srv, &sleeps{}), prompts, out)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Total != 6 || sum.Answered != 6 || sum.Failed != 0 || sum.Asked != 6 || sum.OutputTokens == 0 {
		t.Errorf("summary %+v", sum)
	}
	lines := readAnswers(t, out)
	for i, a := range lines {
		if a.ID != prompts[i].ID || a.Answer == nil || a.Model != "test-model" || a.Attempts != 1 || a.FinishReason != "stop" || a.Usage == nil || a.Budget != 0 {
			t.Errorf("line %d: %+v", i+1, a)
		}
		if a.Prompt != nil || a.Schema != nil || a.Attachments != nil {
			t.Errorf("line %d copies the prompt, schema or attachments", i+1)
		}
	}
	images := 0
	for _, r := range srv.Received() {
		images += len(r.Images)
		if _, ok := r.Body["max_tokens"]; ok || strings.Contains(r.Text, "tokens") {
			t.Errorf("a run without budgets states one: %v", r.Body["max_tokens"])
		}
	}
	if images != 2 {
		t.Errorf("%d images sent, want 2 (two polynomialfit prompts)", images)
	}
	raw, _ := os.ReadFile(out)
	batch := suite.NewBatchReader(bytes.NewReader(raw))
	for {
		rep, ok := batch.Next()
		if !ok {
			break
		}
		if e, _ := suite.Lookup(rep.Task); !e.Info().ReferenceScoreHolds(rep.Score) {
			t.Errorf("line %d (%s) scores %v: %s", rep.Line, rep.Task, rep.Score, rep.Error)
		}
	}
	if s := batch.Summary(); s.Graded != 6 {
		t.Errorf("batch summary %+v", s)
	}
	// The first line keeps the prompts line's fields in their order.
	first := strings.SplitN(string(raw), "\n", 2)[0]
	for _, pair := range [][2]string{{`"canary"`, `"id"`}, {`"id"`, `"task"`}, {`"rules"`, `"seed"`}, {`"meta"`, `"answer"`}, {`"answer"`, `"model"`}, {`"finish_reason"`, `"attempts"`}} {
		if i, j := strings.Index(first, pair[0]), strings.Index(first, pair[1]); i < 0 || j < 0 || i > j {
			t.Errorf("%s should come before %s: %.300s", pair[0], pair[1], first)
		}
	}
}

// The budgets: one line per (id, budget), the sentence in the prompt and the
// cap in the named field.
func TestBudgets(t *testing.T) {
	name, prompts := dataset(t, 2)
	srv := runnertest.FromFile(t, name)
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	cfg := config(srv, &sleeps{})
	cfg.Budgets = []int{1024, 4096}
	cfg.Client.BudgetField = "max_completion_tokens"
	if _, err := Run(context.Background(), cfg, prompts, out); err != nil {
		t.Fatal(err)
	}
	lines := readAnswers(t, out)
	want := []struct {
		id     string
		budget int
	}{{prompts[0].ID, 1024}, {prompts[0].ID, 4096}, {prompts[1].ID, 1024}, {prompts[1].ID, 4096}}
	if len(lines) != len(want) {
		t.Fatalf("%d lines", len(lines))
	}
	for i, w := range want {
		if lines[i].ID != w.id || lines[i].Budget != w.budget || lines[i].Answer == nil {
			t.Errorf("line %d: %+v, want %v", i+1, lines[i], w)
		}
	}
	for _, r := range srv.Received() {
		cap, ok := r.Body["max_completion_tokens"].(float64)
		if !ok || (cap != 1024 && cap != 4096) || r.Body["max_tokens"] != nil {
			t.Errorf("the cap sent: %v", r.Body)
		}
		if !strings.HasSuffix(r.Text, "\n\n"+BudgetSentence(int(cap))) {
			t.Errorf("the prompt does not end with the budget sentence: …%s", r.Text[max(0, len(r.Text)-200):])
		}
	}
}

// Each fault: retried where it should be (with the waits it should have),
// recorded with its kind after the retries, or an answer.
func TestFaults(t *testing.T) {
	cases := []struct {
		name     string
		faults   []runnertest.Fault
		kind     string // "" for an answer
		attempts int
		check    func(t *testing.T, a answerLine, waits []time.Duration)
	}{
		{"timeout then answer", []runnertest.Fault{runnertest.Hang}, "", 2, nil},
		{"429 honours Retry-After", []runnertest.Fault{runnertest.RateLimit, runnertest.RateLimit}, "", 3, func(t *testing.T, a answerLine, waits []time.Duration) {
			if len(waits) != 2 || waits[0] != time.Second || waits[1] != time.Second {
				t.Errorf("waits %v, want the Retry-After's 1s twice", waits)
			}
		}},
		{"500 backs off", []runnertest.Fault{runnertest.ServerError, runnertest.ServerError, runnertest.ServerError}, "", 4, func(t *testing.T, a answerLine, waits []time.Duration) {
			if len(waits) != 3 {
				t.Fatalf("waits %v", waits)
			}
			for i, d := range waits {
				hi := time.Second << i
				if d < hi/2 || d > hi {
					t.Errorf("wait %d is %v, want between %v and %v", i+1, d, hi/2, hi)
				}
			}
		}},
		{"500 every time", []runnertest.Fault{runnertest.ServerError, runnertest.ServerError, runnertest.ServerError, runnertest.ServerError}, KindServer, 4, func(t *testing.T, a answerLine, waits []time.Duration) {
			if !strings.Contains(a.Error.Message, "500") || !strings.Contains(a.Error.Message, "the model crashed") {
				t.Errorf("message %q", a.Error.Message)
			}
		}},
		{"429 every time", []runnertest.Fault{runnertest.RateLimit, runnertest.RateLimit, runnertest.RateLimit, runnertest.RateLimit}, KindRateLimited, 4, nil},
		{"timeouts", []runnertest.Fault{runnertest.Hang, runnertest.Hang, runnertest.Hang, runnertest.Hang}, KindTimeout, 4, nil},
		{"malformed JSON", []runnertest.Fault{runnertest.Malformed, runnertest.Malformed, runnertest.Malformed, runnertest.Malformed}, KindMalformed, 4, func(t *testing.T, a answerLine, waits []time.Duration) {
			if !strings.Contains(a.Error.Message, "not JSON") {
				t.Errorf("message %q", a.Error.Message)
			}
		}},
		{"no choices", []runnertest.Fault{runnertest.NoChoices, runnertest.NoChoices, runnertest.NoChoices, runnertest.NoChoices}, KindEmpty, 4, nil},
		{"no message", []runnertest.Fault{runnertest.NoMessage, runnertest.NoMessage, runnertest.NoMessage, runnertest.NoMessage}, KindEmpty, 4, func(t *testing.T, a answerLine, waits []time.Duration) {
			if a.Error.Message != "the reply's choice has no message" {
				t.Errorf("message %q", a.Error.Message)
			}
		}},
		{"malformed once", []runnertest.Fault{runnertest.Malformed}, "", 2, nil},
		{"content filter", []runnertest.Fault{runnertest.Filtered}, KindRefused, 1, nil},
		{"refusal is an answer", []runnertest.Fault{runnertest.Refusal}, "", 1, func(t *testing.T, a answerLine, waits []time.Duration) {
			if !a.Refused || *a.Answer != runnertest.RefusalText {
				t.Errorf("refusal line %+v", a)
			}
		}},
		{"length finish is an answer", []runnertest.Fault{runnertest.Length}, "", 1, func(t *testing.T, a answerLine, waits []time.Duration) {
			if a.FinishReason != "length" || a.Refused || *a.Answer == "" {
				t.Errorf("length line %+v", a)
			}
		}},
	}
	name, prompts := dataset(t, 1)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			srv := runnertest.FromFile(t, name)
			srv.Fail(prompts[0].ID, c.faults...)
			sl := &sleeps{}
			cfg := config(srv, sl)
			if slices.Contains(c.faults, runnertest.Hang) {
				cfg.Client.Timeout = 300 * time.Millisecond
			}
			out := filepath.Join(t.TempDir(), "answers.jsonl")
			sum, err := Run(context.Background(), cfg, prompts, out)
			if err != nil {
				t.Fatal(err)
			}
			lines := readAnswers(t, out)
			if len(lines) != 1 {
				t.Fatalf("%d lines", len(lines))
			}
			a := lines[0]
			if a.Attempts != c.attempts || srv.Requests("") != c.attempts {
				t.Errorf("attempts %d, requests %d, want %d", a.Attempts, srv.Requests(""), c.attempts)
			}
			switch {
			case c.kind == "" && (a.Answer == nil || a.Error != nil || sum.Answered != 1):
				t.Errorf("want an answer: %+v", a)
			case c.kind != "" && (a.Answer != nil || a.Error == nil || a.Error.Kind != c.kind || sum.Failed != 1 || sum.Errors[c.kind] != 1):
				t.Errorf("want a %s error: %+v %+v", c.kind, a, a.Error)
			}
			if c.check != nil {
				c.check(t, a, sl.d)
			}
		})
	}
}

// A rerun asks again only what has no answer; an error line is replaced.
func TestRerunRetriesErrors(t *testing.T) {
	name, prompts := dataset(t, 3)
	srv := runnertest.FromFile(t, name)
	srv.Fail(prompts[1].ID, runnertest.Filtered)
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	cfg := config(srv, &sleeps{})
	if sum, err := Run(context.Background(), cfg, prompts, out); err != nil || sum.Failed != 1 {
		t.Fatalf("%+v %v", sum, err)
	}
	sum, err := Run(context.Background(), cfg, prompts, out)
	if err != nil || sum.Skipped != 2 || sum.Asked != 1 || sum.Answered != 3 || sum.Failed != 0 {
		t.Fatalf("rerun: %+v %v", sum, err)
	}
	if srv.Requests("") != 4 || srv.Requests(prompts[1].ID) != 2 {
		t.Errorf("requests: %d in all, %d for the filtered one", srv.Requests(""), srv.Requests(prompts[1].ID))
	}
	lines := readAnswers(t, out)
	if len(lines) != 3 || lines[1].ID != prompts[1].ID || lines[1].Answer == nil || lines[1].Error != nil {
		t.Errorf("after the rerun: %+v", lines)
	}
}

// The answers file keeps its permissions through the rewrite at the end of
// a run (which writes a temporary file, made private to its owner, and
// renames it over the old).
func TestRewriteKeepsPermissions(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "js" {
		t.Skip("no Unix permissions")
	}
	name, prompts := dataset(t, 2)
	srv := runnertest.FromFile(t, name)
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	if err := os.WriteFile(out, nil, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(out, 0o640); err != nil { // whatever the umask
		t.Fatal(err)
	}
	if _, err := Run(context.Background(), config(srv, &sleeps{}), prompts, out); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(out)
	if err != nil || st.Mode().Perm() != 0o640 {
		t.Errorf("after the run: %v, mode %v, want -rw-r-----", err, st.Mode())
	}
	if lines := readAnswers(t, out); len(lines) != 2 {
		t.Errorf("%d lines", len(lines))
	}
}

// An interrupted run loses nothing it was answered, and the rerun asks only
// for what is missing, then writes the file in input order.
func TestInterruptedRunResumes(t *testing.T) {
	name, prompts := dataset(t, 9)
	srv := runnertest.FromFile(t, name)
	srv.HoldAfter(4)
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	cfg := config(srv, &sleeps{})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := Run(ctx, cfg, prompts, out)
		done <- err
	}()
	if !srv.WaitRequests(6) { // four answered, two held
		cancel()
		t.Fatalf("the runner sent %d requests, not 6", srv.Requests(""))
	}
	cancel()
	if err := <-done; err != context.Canceled {
		t.Fatalf("the interrupted run returned %v", err)
	}
	got := readAnswers(t, out)
	if len(got) != 4 || srv.Answered() != 4 {
		t.Fatalf("%d lines written, %d answered by the server", len(got), srv.Answered())
	}
	srv.Release()
	srv.HoldAfter(1 << 30)
	sum, err := Run(context.Background(), cfg, prompts, out)
	if err != nil || sum.Skipped != 4 || sum.Asked != 5 || sum.Answered != 9 {
		t.Fatalf("the rerun: %+v %v", sum, err)
	}
	if n := srv.Requests(""); n != 6+5 {
		t.Errorf("%d requests in all, want 11 (6, then the 5 missing)", n)
	}
	for _, a := range got { // the first run's answers were not asked again
		if srv.Requests(a.ID) != 1 {
			t.Errorf("%s asked %d times", a.ID, srv.Requests(a.ID))
		}
	}
	lines := readAnswers(t, out)
	for i, a := range lines {
		if a.ID != prompts[i].ID || a.Answer == nil {
			t.Errorf("line %d: %s, want %s", i+1, a.ID, prompts[i].ID)
		}
	}
}

// A last line cut short by a kill is dropped and asked again; a file of
// another model or other budgets is refused, untouched.
func TestAnswersFileChecks(t *testing.T) {
	name, prompts := dataset(t, 2)
	srv := runnertest.FromFile(t, name)
	dir := t.TempDir()
	out := filepath.Join(dir, "answers.jsonl")
	cfg := config(srv, &sleeps{})
	if _, err := Run(context.Background(), cfg, prompts, out); err != nil {
		t.Fatal(err)
	}
	full, _ := os.ReadFile(out)
	cut := full[:len(full)-40]
	os.WriteFile(out, cut, 0o644)
	sum, err := Run(context.Background(), cfg, prompts, out)
	if err != nil || !sum.Cut || sum.Asked != 1 || sum.Skipped != 1 {
		t.Fatalf("after a cut: %+v %v", sum, err)
	}
	if again, _ := os.ReadFile(out); !bytes.Equal(again, full) {
		t.Errorf("after a cut and a rerun the file differs:\n%s\n%s", again, full)
	}

	other := cfg
	other.Client.Model = "another-model"
	if _, err := Run(context.Background(), other, prompts, out); !errors.Is(err, ErrAnswersRefused) || !strings.Contains(err.Error(), `answered by the model "test-model", not "another-model"`) {
		t.Errorf("another model: %v", err)
	}
	budgets := cfg
	budgets.Budgets = []int{512}
	if _, err := Run(context.Background(), budgets, prompts, out); err == nil || !strings.Contains(err.Error(), "without a budget, which this run does not ask for") {
		t.Errorf("other budgets: %v", err)
	}
	if again, _ := os.ReadFile(out); !bytes.Equal(again, full) {
		t.Errorf("a refused run changed the file")
	}
	broken := append(append([]byte{}, full...), `{"id":"x","model":"test-model","budget":"big"}`+"\n{oops\n"...)
	os.WriteFile(out, broken, 0o644)
	if _, err := Run(context.Background(), cfg, prompts, out); err == nil || !strings.Contains(err.Error(), `line 3: not an answer line (budget must be a whole number of tokens, found the string "big")`) ||
		!strings.Contains(err.Error(), "line 4: the line is not valid JSON: invalid character 'o' looking for beginning of object key string at byte 2") {
		t.Errorf("broken lines: %v", err)
	}
	if again, _ := os.ReadFile(out); !bytes.Equal(again, broken) {
		t.Errorf("a refused run changed the file")
	}
	// A file of one line of text without its newline is not a cut answer.
	os.WriteFile(out, []byte("notes kept here"), 0o644)
	if _, err := Run(context.Background(), cfg, prompts, out); err == nil || !strings.Contains(err.Error(), `line 1: the line is not a JSON object: it begins with "notes kept here"`) {
		t.Errorf("a text file: %v", err)
	}
	if again, _ := os.ReadFile(out); string(again) != "notes kept here" {
		t.Errorf("a refused run changed the file: %q", again)
	}
}

// The key goes in the Authorization header and nowhere else, even when the
// endpoint quotes it back; a refused key stops the run.
func TestAPIKey(t *testing.T) {
	name, prompts := dataset(t, 3)
	srv := runnertest.FromFile(t, name)
	const key = "sk-test-5ecret-k3y-0123456789"
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	cfg := config(srv, &sleeps{})
	cfg.Client.APIKey = key
	cfg.Concurrency = 1
	srv.Fail(prompts[1].ID, runnertest.Unauthorized)
	_, err := Run(context.Background(), cfg, prompts, out)
	if err == nil || !strings.Contains(err.Error(), "401") || strings.Contains(err.Error(), key) || !strings.Contains(err.Error(), "[the API key]") {
		t.Errorf("a refused key: %v", err)
	}
	if _, err := Run(context.Background(), cfg, prompts, out); err != nil {
		t.Fatal(err)
	}
	for _, r := range srv.Received() {
		if r.Authorization != "Bearer "+key {
			t.Errorf("Authorization %q", r.Authorization)
		}
	}
	raw, _ := os.ReadFile(out)
	if bytes.Contains(raw, []byte(key)) || len(readAnswers(t, out)) != 3 {
		t.Errorf("the answers: %s", raw)
	}
	cfg.Client.APIKey = ""
	srv2 := runnertest.FromFile(t, name)
	cfg.Client.URL = srv2.URL + "/chat/completions"
	os.Remove(out)
	if _, err := Run(context.Background(), cfg, prompts, out); err != nil {
		t.Fatal(err)
	}
	if r := srv2.Received()[0]; r.Authorization != "" {
		t.Errorf("no key, but Authorization %q", r.Authorization)
	}
}

// The message of a stopped run names the prompt it was asking, clipped: an
// id is any string a prompts file gives.
func TestStopMessageClipsTheID(t *testing.T) {
	name, _ := dataset(t, 1)
	raw, _ := os.ReadFile(name)
	long := strings.Repeat("x", 100_000)
	file := filepath.Join(filepath.Dir(name), "long.jsonl")
	os.WriteFile(file, regexp.MustCompile(`"id":"[^"]*"`).ReplaceAll(raw, []byte(`"id":"`+long+`"`)), 0o644)
	prompts, err := Load(file)
	if err != nil {
		t.Fatal(err)
	}
	srv := runnertest.FromFile(t, name)
	srv.FailAll(runnertest.Unauthorized)
	_, err = Run(context.Background(), config(srv, &sleeps{}), prompts, filepath.Join(t.TempDir(), "answers.jsonl"))
	if !errors.Is(err, ErrStopped) || len(err.Error()) > 1000 || !strings.Contains(err.Error(), `(asking "xxxx`) {
		t.Errorf("a message of %d bytes: %.300v", len(fmt.Sprint(err)), err)
	}
}

// The request: system message, temperature, extra fields, in a fixed order.
func TestRequestBody(t *testing.T) {
	temp := 0.25
	c := Client{Model: "m", System: "Be brief.", Temperature: &temp, BudgetField: "max_tokens",
		Extra: map[string]json.RawMessage{"top_p": json.RawMessage(`0.9`), "chat_template_kwargs": json.RawMessage(`{"thinking":true}`)}}
	got := string(c.body(Prompt{Text: "Find <x> & y."}, 100))
	want := `{"model":"m","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"Find <x> & y.\n\n` + BudgetSentence(100) + `"}],"temperature":0.25,"max_tokens":100,"chat_template_kwargs":{"thinking":true},"top_p":0.9}`
	if got != want {
		t.Errorf("body\n%s\nwant\n%s", got, want)
	}
}

// A prompts file with duplicate ids, unknown tasks, other rules or broken
// attachments is refused, naming the lines (the first few, then a count).
func TestLoadRefuses(t *testing.T) {
	name, prompts := dataset(t, 3)
	raw, _ := os.ReadFile(name)
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	bad := []string{
		"\xef\xbb\xbf" + lines[0],
		lines[0],
		strings.Replace(lines[1], `"task":"delaunay"`, `"task":"origami"`, 1),
		strings.Replace(lines[1], `"rules":"delaunay/`, `"rules":"delaunay/9`, 1),
		strings.Replace(lines[2], `"path":"attachments/`, `"path":"../attachments/`, 1),
		strings.Replace(lines[2], `"type":"image/png"`, `"type":"text/plain"`, 1),
		`not json`,
		lines[0],
	}
	if bad[4] == lines[2] {
		t.Fatal("the third line has no attachment path")
	}
	file := filepath.Join(filepath.Dir(name), "bad.jsonl")
	os.WriteFile(file, []byte(strings.Join(bad, "\n")+"\n"), 0o644)
	_, err := Load(file)
	if err == nil {
		t.Fatal("refused nothing")
	}
	msg := err.Error()
	for _, want := range []string{
		"bad.jsonl cannot be run",
		`line 2: the id "` + prompts[0].ID + `" is already on line 1`,
		`line 3: unknown task "origami"`,
		"line 4: this was made under the rules delaunay/92",
		"line 5: attachment 1",
		"is not inside the prompts file's directory",
		`line 6: attachment 1 ("grid.png"): its type is "text/plain"; only images (image/...) can be sent`,
		"and 2 more",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the refusal lacks %q:\n%s", want, msg)
		}
	}
}

// An attachment's path may not lead out of the prompts file's directory by
// a symbolic link either (a dataset unpacked from elsewhere could name any
// file of the machine, which would be sent to the endpoint as an image).
func TestLoadRefusesLinksOut(t *testing.T) {
	name, _ := dataset(t, 3)
	dir := filepath.Dir(name)
	raw, _ := os.ReadFile(name)
	m := regexp.MustCompile(`"path":"(attachments/[^"]*)"`).FindSubmatch(raw)
	if m == nil {
		t.Fatal("no attachment path")
	}
	secret := filepath.Join(t.TempDir(), "secret.txt")
	os.WriteFile(secret, []byte("private"), 0o600)
	att := filepath.Join(dir, filepath.FromSlash(string(m[1])))
	if err := os.Remove(att); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, att); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	prompts, err := Load(name)
	if err == nil || !strings.Contains(err.Error(), "line 3: attachment 1") {
		for _, p := range prompts {
			for _, a := range p.Attachments {
				if string(a.Data) == "private" {
					t.Errorf("%s sends a file outside its directory", p.ID)
				}
			}
		}
		t.Errorf("a link out: %v", err)
	}
	// A relative link that stays inside is followed.
	os.Remove(att)
	os.WriteFile(filepath.Join(dir, "grid-copy.png"), []byte("\x89PNG"), 0o644)
	rel, _ := filepath.Rel(filepath.Dir(att), filepath.Join(dir, "grid-copy.png"))
	if err := os.Symlink(rel, att); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(name); err != nil {
		t.Errorf("a link inside: %v", err)
	}
}

// A line without an id, or with an empty prompt, is refused too; so is an
// empty file.
func TestLoadNeedsIDAndPrompt(t *testing.T) {
	dir := t.TempDir()
	for text, want := range map[string]string{
		`{"task":"shikaku","prompt":"x"}`:             `line 1: the line has no "id"`,
		`{"id":"a","task":"shikaku","prompt":"  "}`:   `line 1: the line has no "prompt"`,
		`{"id":"a","task":"shikaku","prompt":"x"} {}`: "line 1: the line has text after its object",
		`{"id":"a","id":"b","task":"shikaku"}`:        `line 1: the line gives the field "id" more than once`,
		"\n\n":                                        "has no prompts",
	} {
		name := filepath.Join(dir, "p.jsonl")
		os.WriteFile(name, []byte(text), 0o644)
		if _, err := Load(name); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v", text, err)
		}
	}
}

// A round's prompts file (inlined images, a round field) runs too, and its
// answers pass the leaderboard's submission reader.
func TestRoundPromptsToSubmission(t *testing.T) {
	secret := strings.Repeat("cd", 32)
	spec, err := grade.NewSpec(round.OpenRequest{ID: "r7", Title: "runner", Secret: secret, Tasks: []round.EntryRequest{
		{Task: "shikaku", Preset: "easy", Count: 2}, {Task: "polynomial-fit", Params: "size=48", Count: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	items := spec.Items()
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := grade.WritePrompts(&buf, spec.ID, items, secret); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(dir, "prompts.jsonl")
	os.WriteFile(name, buf.Bytes(), 0o644)
	refs, err := runnertest.RoundReferences(items, secret)
	if err != nil {
		t.Fatal(err)
	}
	srv := runnertest.New(t, refs)
	prompts, err := Load(name)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "answers.jsonl")
	cfg := config(srv, &sleeps{})
	cfg.Budgets = []int{2048}
	if _, err := Run(context.Background(), cfg, prompts, out); err != nil {
		t.Fatal(err)
	}
	body, _ := os.ReadFile(out)
	sub, problems, total := round.Parse(spec, items, body, 1<<20)
	if total != 0 {
		t.Fatalf("the submission reader refuses the answers: %+v", problems)
	}
	for i, it := range items {
		var got string
		if err := json.Unmarshal(sub.Answers[i], &got); err != nil || got != refs[i].Answer {
			t.Errorf("%s: answer %s", it.ID, sub.Answers[i])
		}
	}
	images := 0
	for _, r := range srv.Received() {
		images += len(r.Images)
	}
	if images != 1 {
		t.Errorf("%d images sent, want the one inlined", images)
	}
}

// Progress: plain lines off a terminal (here one per answer), a bar redrawn
// in place on one.
func TestProgress(t *testing.T) {
	name, prompts := dataset(t, 3)
	srv := runnertest.FromFile(t, name)
	for _, terminal := range []bool{false, true} {
		var b syncBuffer
		cfg := config(srv, &sleeps{})
		cfg.Progress = NewProgress(&b, terminal, 0)
		out := filepath.Join(t.TempDir(), "answers.jsonl")
		if _, err := Run(context.Background(), cfg, prompts, out); err != nil {
			t.Fatal(err)
		}
		got := b.String()
		switch {
		case !terminal && (strings.Count(got, "\n") != 3 || !strings.Contains(got, "3/3 done, 0 errors, ") || strings.Contains(got, "\r")):
			t.Errorf("plain progress:\n%s", got)
		case terminal && (!strings.Contains(got, "\r[##############################] 3/3 done, 0 errors, ") || !strings.HasSuffix(got, "\n")):
			t.Errorf("terminal progress: %q", got)
		}
	}
}

// syncBuffer is a bytes.Buffer safe for the progress display's goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Replies as other servers write them: content as parts, reasoning only.
func TestParseReply(t *testing.T) {
	for _, c := range []struct {
		body, answer, kind string
		refused            bool
	}{
		{`{"choices":[{"message":{"content":[{"type":"text","text":"ab"},{"type":"image_url"},{"type":"text","text":"c"}]},"finish_reason":"stop"}]}`, "abc", "", false},
		{`{"choices":[{"message":{"content":null,"reasoning_content":"..."},"finish_reason":"length"}]}`, "", "", false},
		{`{"choices":[{"message":{"content":""},"finish_reason":"stop"}]}`, "", "", false},
		{`{"choices":[{"message":{"content":"no."},"finish_reason":"content_filter"}]}`, "no.", "", true},
		{`{"choices":[{"message":{"content":null},"finish_reason":"stop"}]}`, "", KindEmpty, false},
		{`{"choices":[{"message":{"content":7}}]}`, "", KindMalformed, false},
		{`{"error":{"message":"overloaded"}}`, "", KindServer, false},
		{``, "", KindMalformed, false},
	} {
		r, f := parseReply([]byte(c.body), func(s string) string { return s })
		switch {
		case c.kind != "" && (f == nil || f.Kind != c.kind):
			t.Errorf("%s: %+v %+v, want %s", c.body, r, f, c.kind)
		case c.kind == "" && (f != nil || r.Answer != c.answer || r.Refused != c.refused):
			t.Errorf("%s: %+v %+v", c.body, r, f)
		}
	}
}

// Retry-After in seconds or as a date, bounded.
func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 25, 6, 0, 0, 0, time.UTC)
	for h, want := range map[string]time.Duration{
		"2": 2 * time.Second, "0.5": 500 * time.Millisecond, "99999": MaxRetryAfter, "soon": 0, "": 0, "-3": 0,
		"1e10": MaxRetryAfter, "1e300": MaxRetryAfter, "Inf": MaxRetryAfter, "NaN": 0, // beyond int64's nanoseconds
		"Wed, 25 Nov 2026 06:00:30 GMT": 30 * time.Second, // a date, read against now
		"Wed, 25 Nov 2026 05:59:00 GMT": 0,                // a date gone by
		"Thu, 26 Nov 2026 06:00:00 GMT": MaxRetryAfter,    // a day away, bounded
	} {
		if d := retryAfter(h, now); d != want {
			t.Errorf("Retry-After %q: %v, want %v", h, d, want)
		}
	}
}

// A budget sweep against a server whose answers need 2000 tokens: cut short
// at 1024, whole at 4096, with the tokens the server reports.
func TestBudgetSweep(t *testing.T) {
	name, prompts := dataset(t, 2)
	srv := runnertest.FromFile(t, name)
	srv.NeedAll(2000)
	srv.Need(prompts[1].ID, 500)
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	cfg := config(srv, &sleeps{})
	cfg.Budgets = []int{1024, 4096}
	if _, err := Run(context.Background(), cfg, prompts, out); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		finish string
		tokens int
	}{{"length", 1024}, {"stop", 2000}, {"stop", 500}, {"stop", 500}}
	for i, a := range readAnswers(t, out) {
		if a.FinishReason != want[i].finish || a.Usage == nil || a.Usage.CompletionTokens != want[i].tokens || a.Answer == nil {
			t.Errorf("line %d: %+v, want %v", i+1, a, want[i])
		}
	}
}

// A key quoted back far into a long message is blanked out before the
// message is clipped, not cut in two and left half there: in a 400's
// message, and in a 200 whose body is an error.
func TestKeyRedactedBeforeClipping(t *testing.T) {
	key := "sk-proj-" + strings.Repeat("0123456789abcdef", 10)
	for _, status := range []int{http.StatusBadRequest, http.StatusOK} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(status)
			io.WriteString(w, `{"error":{"message":"`+strings.Repeat("This request was refused. ", 5)+"The key "+strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")+` is not valid here."}}`)
		}))
		c := Client{URL: srv.URL, Model: "m", APIKey: key, Timeout: 5 * time.Second, HTTP: srv.Client()}
		_, f, _, err := c.Ask(context.Background(), Prompt{Text: "x"}, 0)
		srv.Close()
		if err != nil || f == nil {
			t.Fatalf("%d: %v %v", status, f, err)
		}
		if strings.Contains(f.Message, key[:12]) || !strings.Contains(f.Message, "[the API key]") {
			t.Errorf("%d: the key is not blanked out: %s", status, f.Message)
		}
	}
}

// An answer too long for a batch line (here 6 MB of bytes that are not
// UTF-8, each re-encoded as U+FFFD's three) is an error line: every line
// written can be graded with its id, and a rerun reads the file and asks
// again.
func TestAnswerTooLongForALine(t *testing.T) {
	_, prompts := dataset(t, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `{"choices":[{"message":{"content":"`)
		w.Write(bytes.Repeat([]byte{0xff}, 6<<20))
		io.WriteString(w, `"},"finish_reason":"stop"}]}`)
	}))
	defer srv.Close()
	cfg := Config{Concurrency: 1, Client: Client{URL: srv.URL, Model: "m", Timeout: time.Minute, HTTP: srv.Client()}}
	out := filepath.Join(t.TempDir(), "answers.jsonl")
	for run := 1; run <= 2; run++ {
		sum, err := Run(context.Background(), cfg, prompts, out)
		if err != nil || sum.Failed != 1 || sum.Errors[KindMalformed] != 1 {
			t.Fatalf("run %d: %+v %v", run, sum, err)
		}
		raw, _ := os.ReadFile(out)
		if len(raw) > suite.MaxBatchLine {
			t.Fatalf("run %d wrote a line of %d bytes", run, len(raw))
		}
		if a := readAnswers(t, out)[0]; a.Answer != nil || a.Error == nil || !strings.Contains(a.Error.Message, "longer than the 16,777,216 grade --batch reads") {
			t.Errorf("run %d: %+v %+v", run, a, a.Error)
		}
	}
}

// Ids recur across prompts files (every sealed round's first shikaku is
// shikaku#0): an answers file of one round is refused, untouched, for
// another round's prompts, rather than taken as answering them.
func TestAnswersOfAnotherRound(t *testing.T) {
	dir := t.TempDir()
	var names []string
	var refs []runnertest.Ref
	for _, r := range []struct{ id, secret string }{{"r7", strings.Repeat("cd", 32)}, {"r8", strings.Repeat("ef", 32)}} {
		spec, err := grade.NewSpec(round.OpenRequest{ID: r.id, Title: "runner", Secret: r.secret, Tasks: []round.EntryRequest{{Task: "shikaku", Preset: "easy", Count: 2}}})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := grade.WritePrompts(&buf, spec.ID, spec.Items(), r.secret); err != nil {
			t.Fatal(err)
		}
		name := filepath.Join(dir, r.id+".jsonl")
		os.WriteFile(name, buf.Bytes(), 0o644)
		names = append(names, name)
		rr, err := runnertest.RoundReferences(spec.Items(), r.secret)
		if err != nil {
			t.Fatal(err)
		}
		refs = append(refs, rr...)
	}
	srv := runnertest.New(t, refs)
	cfg := config(srv, &sleeps{})
	out := filepath.Join(dir, "answers.jsonl")
	first, err := Load(names[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Run(context.Background(), cfg, first, out); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(out)
	second, err := Load(names[1])
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Run(context.Background(), cfg, second, out)
	if err == nil || !strings.Contains(err.Error(), `line 1: answers "shikaku#0" of other prompts: its "round" is "r7", the prompts file's "r8"`) {
		t.Errorf("another round's answers: %+v %v", sum, err)
	}
	if after, _ := os.ReadFile(out); !bytes.Equal(after, before) {
		t.Error("a refused run changed the file")
	}
}

// An API error that quotes the key back with JSON escapes has it blanked
// out too: the escapes are undone before the key is looked for.
func TestEscapedKeyBlanked(t *testing.T) {
	c := &Client{APIKey: "sk-abc123"}
	for _, body := range []string{
		`{"error":{"message":"bad key sk-\u0061bc123"}}`,
		`{"error":"key sk-abc\u0031\u0032\u0033 refused"}`,
		`{"error":{"code":401,"detail":"key \"sk\u002dabc123\" refused"}}`,
	} {
		_, f := parseReply([]byte(body), c.redact)
		if f == nil || f.Kind != KindServer || strings.Contains(f.Message, "abc") || !strings.Contains(f.Message, "[the API key]") {
			t.Errorf("%s: %+v", body, f)
		}
	}
	_, f := parseReply([]byte(`{"error":{"code":429,"detail":"slow down <now>"}}`), c.redact)
	if f == nil || f.Message != `the reply is an error: {"code":429,"detail":"slow down <now>"}` {
		t.Errorf("an error without a message: %+v", f)
	}
}

// Usage counts written as 12.0 are read as whole numbers; counts that are
// not whole numbers, negative or not numbers leave the usage unknown, and
// the answer is kept either way.
func TestUsageRead(t *testing.T) {
	reply := func(usage string) string {
		return `{"choices":[{"message":{"content":"42"},"finish_reason":"stop"}],"usage":` + usage + `}`
	}
	for _, c := range []struct {
		usage string
		want  *Usage
	}{
		{`{"prompt_tokens":10,"completion_tokens":12,"total_tokens":22}`, &Usage{10, 12, 22}},
		{`{"prompt_tokens":10.0,"completion_tokens":12.0,"total_tokens":2.2e1}`, &Usage{10, 12, 22}},
		{`{"completion_tokens":7,"completion_tokens_details":{"reasoning_tokens":3}}`, &Usage{0, 7, 0}},
		{`{"prompt_tokens":10,"completion_tokens":12.5}`, nil},
		{`{"completion_tokens":-1}`, nil},
		{`{"completion_tokens":"12"}`, nil},
		{`{"completion_tokens":1e300}`, nil},
		{`[1,2]`, nil},
		{`null`, nil},
	} {
		r, f := parseReply([]byte(reply(c.usage)), func(s string) string { return s })
		if f != nil || r.Answer != "42" {
			t.Errorf("%s: the answer was lost: %+v %+v", c.usage, r, f)
			continue
		}
		if (r.Usage == nil) != (c.want == nil) || (r.Usage != nil && *r.Usage != *c.want) {
			t.Errorf("%s: usage %+v, want %+v", c.usage, r.Usage, c.want)
		}
	}
}
