package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"sync"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/wire"
)

// Config is a run.
type Config struct {
	Client Client
	// Budgets are the output-token caps each prompt is asked at, in order;
	// empty asks each prompt once with no cap.
	Budgets     []int
	Concurrency int
	// Progress receives the display (nil: none).
	Progress *Progress
}

// Summary is what a run did.
type Summary struct {
	// Total counts the (prompt, budget) pairs; Skipped those answered by an
	// earlier run; Asked those asked now.
	Total, Skipped, Asked int
	// Answered and Failed count the pairs' lines at the end (a refusal is
	// an answer).
	Answered, Failed int
	// Errors counts the failed lines by kind.
	Errors map[string]int
	// OutputTokens sums the completion tokens of the answers given now.
	OutputTokens int
	// Cut is set when an interrupted run had left a partial last line,
	// which was removed.
	Cut bool
}

// ErrStopped wraps the failure that stopped a run before its end (a key the
// endpoint refuses, a wrong path or model).
var ErrStopped = errors.New("the run stopped")

// ErrAnswersRefused marks a run refused before anything is asked because of
// its answers file: the file cannot be read, or it holds lines that are not
// this run's (another model's, other budgets', other prompts'). The file is
// left as it was.
var ErrAnswersRefused = errors.New("the answers file is not this run's")

// refusedError is a refusal of the answers file: its message is the reason
// alone, and errors.Is finds ErrAnswersRefused in it.
type refusedError struct{ err error }

func (e refusedError) Error() string   { return e.err.Error() }
func (e refusedError) Unwrap() []error { return []error{e.err, ErrAnswersRefused} }

// Run asks every (prompt, budget) pair that the answers file out does not
// already answer, appending each line there as soon as it is done, so that an
// interrupted run loses nothing it was given. Pairs whose earlier line is an
// error are asked again. When every pair has its line, out is rewritten
// (through a temporary file and a rename) with exactly one line per pair, in
// the prompts' order and, within a prompt, the budgets' order. A cancelled
// ctx stops the run: requests under way are dropped, lines written stay,
// and the error is ctx's.
func Run(ctx context.Context, cfg Config, prompts []Prompt, out string) (Summary, error) {
	budgets := cfg.Budgets
	if len(budgets) == 0 {
		budgets = []int{0}
	}
	inRun := map[int]bool{}
	for _, b := range budgets {
		inRun[b] = true
	}
	byID := make(map[string]*Prompt, len(prompts))
	for i := range prompts {
		byID[prompts[i].ID] = &prompts[i]
	}
	prev, err := readPrevious(out, cfg.Client.Model, byID, inRun)
	if err != nil {
		return Summary{}, refusedError{err}
	}
	// Every pair, in the order the file ends in.
	pairs := make([]key, 0, len(prompts)*len(budgets))
	for _, p := range prompts {
		for _, b := range budgets {
			pairs = append(pairs, key{p.ID, b})
		}
	}
	sum := Summary{Total: len(pairs), Errors: map[string]int{}, Cut: prev.cut > 0}
	var todo []key
	for _, k := range pairs {
		if prev.answered[k] {
			sum.Skipped++
		} else {
			todo = append(todo, k)
		}
	}
	sum.Asked = len(todo)

	f, err := openAppend(out, prev.cut)
	if err != nil {
		return sum, err
	}
	if cfg.Progress != nil {
		cfg.Progress.start(sum.Total, sum.Skipped)
		defer cfg.Progress.stop()
	}
	client := cfg.Client
	if client.HTTP == nil {
		// Keep a connection per worker alive between requests (the default
		// keeps two).
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.MaxIdleConnsPerHost = max(2, cfg.Concurrency)
		client.HTTP = &http.Client{Transport: t}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)

	jobs := make(chan key)
	results := make(chan Result)
	var workers sync.WaitGroup
	for range max(1, cfg.Concurrency) {
		workers.Add(1)
		go func() {
			defer workers.Done()
			for k := range jobs {
				reply, fail, attempts, err := client.Ask(ctx, *byID[k.id], k.budget)
				if err != nil {
					continue // cancelled: the pair stays unanswered
				}
				if fail != nil && fail.fatal {
					cancel(fmt.Errorf("%w: %s (asking %s)", ErrStopped, fail.Error(), wire.Quote(k.id, wire.MaxID)))
					continue
				}
				results <- Result{Prompt: byID[k.id], Budget: k.budget, Reply: reply, Failure: fail, Attempts: attempts}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, k := range todo {
			select {
			case jobs <- k:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		workers.Wait()
		close(results)
	}()

	var writeErr error
	for r := range results {
		line := r.line(client.Model)
		if r.Reply != nil && len(line) > suite.MaxBatchLine {
			// grade --batch could not read the line (nor name its id), and
			// beyond MaxPromptLine a rerun could not either and would refuse
			// the whole file. A reply within maxReply can make such a line:
			// each byte that is not UTF-8 is written as U+FFFD's three. The
			// answer is kept as a failure instead.
			r.Failure = &Failure{Kind: KindMalformed, Message: fmt.Sprintf("the answer makes a line of %s bytes, longer than the %s grade --batch reads",
				wire.Thousands(len(line)), wire.Thousands(suite.MaxBatchLine))}
			r.Reply = nil
			line = r.line(client.Model)
		}
		if writeErr == nil {
			if _, writeErr = f.Write(line); writeErr != nil {
				cancel(writeErr)
			}
		}
		k := key{r.Prompt.ID, r.Budget}
		prev.lines[k] = line
		prev.answered[k] = r.Reply != nil
		tokens := 0
		if r.Reply != nil && r.Reply.Usage != nil {
			tokens = r.Reply.Usage.CompletionTokens
		}
		sum.OutputTokens += tokens
		if cfg.Progress != nil {
			cfg.Progress.finished(r.Failure != nil, tokens)
		}
	}
	if err := f.Close(); err != nil && writeErr == nil {
		writeErr = err
	}
	if writeErr != nil {
		return sum, fmt.Errorf("writing %s: %v", out, writeErr)
	}
	if err := context.Cause(ctx); err != nil {
		return sum, err
	}
	for _, k := range pairs {
		if prev.answered[k] {
			sum.Answered++
		} else {
			sum.Failed++
		}
	}
	sum.Errors = errorKinds(prev.lines, prev.answered)
	return sum, rewrite(out, pairs, prev.lines)
}

// openAppend opens the answers file for appending, first removing a last
// line cut short (cut bytes) and ending the file with a newline.
func openAppend(name string, cut int64) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil && cut > 0 {
		err = f.Truncate(st.Size() - cut)
	}
	if err == nil {
		_, err = f.Seek(0, 2)
	}
	if err == nil && !endsWithNewline(f) {
		_, err = f.Write([]byte{'\n'})
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// rewrite replaces the answers file with one line per pair, in order. The
// new file keeps the old one's permissions (a temporary file is made
// private to its owner, which the answers file was not).
func rewrite(name string, pairs []key, lines map[key][]byte) error {
	perm := os.FileMode(0o644)
	if st, err := os.Stat(name); err == nil {
		perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename, there is nothing to remove
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	for _, k := range pairs {
		if _, err := tmp.Write(lines[k]); err != nil {
			tmp.Close()
			return err
		}
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}

// errorKinds counts the failed lines by their error's kind.
func errorKinds(lines map[key][]byte, answered map[key]bool) map[string]int {
	kinds := map[string]int{}
	for k, l := range lines {
		if answered[k] {
			continue
		}
		var h struct {
			Error struct {
				Kind string `json:"kind"`
			} `json:"error"`
		}
		if json.Unmarshal(l, &h) != nil || h.Error.Kind == "" {
			h.Error.Kind = "unknown"
		}
		kinds[h.Error.Kind]++
	}
	return kinds
}
