package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/scbench/scbench/runner"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// envName says whether s can name an environment variable.
func envName(s string) bool {
	for i, c := range s {
		if !(c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (i > 0 && c >= '0' && c <= '9')) {
			return false
		}
	}
	return s != ""
}

// cmdRun asks a model every prompt of a prompts file through an
// OpenAI-compatible endpoint (package runner), writing the answers file that
// grade --batch and submit read.
func cmdRun(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("run")
	endpoint := fs.String("endpoint", "", "the API's base URL (POST {URL}/chat/completions)")
	model := fs.String("model", "", "the model's name, as the API knows it")
	in := fs.String("in", "", "the prompts file (JSONL: a dataset's or a round's)")
	out := fs.String("out", "", "the answers file (JSONL): appended as answers come, resumed by a rerun")
	system := fs.String("system", "", "a system message")
	temperature := fs.String("temperature", "", "the sampling temperature (default: the API's)")
	extra := fs.String("extra-body", "", "a JSON object merged into every request (provider knobs)")
	maxTokens := fs.Int("max-tokens", 0, "the output-token cap, stated in the prompt and sent")
	budgetList := fs.String("budgets", "", "several caps, e.g. 1024,4096: each prompt is asked at each")
	budgetField := fs.String("budget-field", "max_tokens", "the request field of the cap: max_tokens or max_completion_tokens")
	keyEnv := fs.String("api-key-env", "OPENAI_API_KEY", "the environment variable holding the API key (sent as a Bearer token when set)")
	concurrency := fs.Int("concurrency", 4, "requests at once")
	timeout := fs.Duration("timeout", 10*time.Minute, "the time one request may take")
	retries := fs.Int("retries", 4, "retries of a request that timed out, hit a rate limit or a server error")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("run takes no arguments besides its flags (got %q)", pos[0])
	}
	if *endpoint == "" || *model == "" || *in == "" || *out == "" {
		return usagef("run needs --endpoint URL --model NAME --in PROMPTS.jsonl --out ANSWERS.jsonl")
	}
	u, err := url.Parse(strings.TrimSpace(*endpoint))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return usagef("--endpoint %q is not an http:// or https:// URL", *endpoint)
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/chat/completions"
	if *budgetField != "max_tokens" && *budgetField != "max_completion_tokens" {
		return usagef("--budget-field is max_tokens or max_completion_tokens, not %q", *budgetField)
	}
	budgets, err := parseBudgets(*maxTokens, *budgetList)
	if err != nil {
		return err
	}
	if *concurrency < 1 || *concurrency > 256 || *retries < 0 || *retries > 20 || *timeout <= 0 {
		return usagef("--concurrency is 1 to 256, --retries 0 to 20, --timeout above 0")
	}
	if !envName(*keyEnv) {
		return usagef("--api-key-env takes the name of an environment variable, not %s: the key itself is never given on the command line", wire.Quote(*keyEnv, 12))
	}
	c := runner.Client{URL: u.String(), Model: *model, APIKey: os.Getenv(*keyEnv), System: *system,
		BudgetField: *budgetField, Timeout: *timeout, Retries: *retries, Backoff: 2 * time.Second}
	if *temperature != "" {
		t, err := strconv.ParseFloat(*temperature, 64)
		if err != nil || !(t >= 0 && t <= 2) { // NaN too: it has no JSON, and the request would be broken
			return usagef("--temperature %q is not a number from 0 to 2", *temperature)
		}
		c.Temperature = &t
	}
	if *extra != "" {
		if c.Extra, err = parseExtra(*extra, c); err != nil {
			return err
		}
	}
	prompts, err := runner.Load(*in)
	if err != nil {
		return usageError{err.Error()}
	}
	if c.APIKey == "" {
		// Local servers need none; a hosted API will answer 401 and stop the run.
		fmt.Fprintf(stderr, "$%s is not set: asking without an API key\n", *keyEnv)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg := runner.Config{Client: c, Budgets: budgets, Concurrency: *concurrency,
		Progress: runner.NewProgress(stderr, isTerminal(stderr), 10*time.Second)}
	sum, err := runner.Run(ctx, cfg, prompts, *out)
	if sum.Cut {
		fmt.Fprintf(stderr, "the last line of %s had been cut short by an interruption; it was removed and asked again\n", *out)
	}
	if err != nil {
		if ctx.Err() != nil {
			return failedError{fmt.Sprintf("interrupted: every answer received is in %s; run the same command again to finish", *out)}
		}
		if errors.Is(err, runner.ErrAnswersRefused) {
			return err // input that cannot be used, nothing asked: exit 2
		}
		return failedError{err.Error()}
	}
	fmt.Fprintln(stdout, summaryLine(sum, *out))
	if sum.Failed > 0 {
		return failedError{fmt.Sprintf("%s got no answer (each line says why); run the same command again to ask them again", verifiers.Count(sum.Failed, "line", "lines"))}
	}
	return nil
}

// maxBudget bounds an output-token cap: far above any model's, and a number
// every API reads as an integer.
const maxBudget = 100_000_000

// parseBudgets reads --max-tokens or --budgets (not both).
func parseBudgets(maxTokens int, list string) ([]int, error) {
	if maxTokens != 0 && list != "" {
		return nil, usagef("give --max-tokens or --budgets, not both")
	}
	if maxTokens < 0 || maxTokens > maxBudget {
		return nil, usagef("--max-tokens is a whole number of tokens from 1 to %s", wire.Thousands(maxBudget))
	}
	if maxTokens > 0 {
		return []int{maxTokens}, nil
	}
	if list == "" {
		return nil, nil
	}
	var out []int
	for _, s := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 || n > maxBudget {
			return nil, usagef("--budgets takes whole numbers of tokens separated by commas, e.g. 1024,4096 (not %q)", s)
		}
		for _, b := range out {
			if b == n {
				return nil, usagef("--budgets gives %d twice", n)
			}
		}
		out = append(out, n)
	}
	return out, nil
}

// parseExtra reads --extra-body: a JSON object whose fields join every
// request, none of them one the runner sets.
func parseExtra(text string, c runner.Client) (map[string]json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(text), &m); err != nil || m == nil {
		return nil, usagef("--extra-body must be a JSON object, e.g. '{\"top_p\": 0.9}'")
	}
	taken := []string{"model", "messages", "stream", c.BudgetField}
	if c.Temperature != nil {
		taken = append(taken, "temperature")
	}
	for _, k := range taken {
		if _, ok := m[k]; ok {
			return nil, usagef("--extra-body may not set %q: the runner sets it (use its flag)", k)
		}
	}
	return m, nil
}

// isTerminal says whether w is a terminal (a bar is drawn there).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// summaryLine is a run's last line on stderr.
func summaryLine(s runner.Summary, out string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d lines in %s: %d answered, %d without an answer", s.Total, out, s.Answered, s.Failed)
	if len(s.Errors) > 0 {
		kinds := make([]string, 0, len(s.Errors))
		for k := range s.Errors {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for i, k := range kinds {
			sep := ", "
			if i == 0 {
				sep = " ("
			}
			fmt.Fprintf(&b, "%s%d %s", sep, s.Errors[k], k)
		}
		b.WriteString(")")
	}
	fmt.Fprintf(&b, "; asked %d now (%d already answered), %s output tokens", s.Asked, s.Skipped, wire.Thousands(s.OutputTokens))
	return b.String()
}
