package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
)

// failedError marks a command that ran but whose outcome is a failure (a
// round that did not reproduce, a submission refused): exit status 1.
type failedError struct{ msg string }

func (e failedError) Error() string { return e.msg }

// client talks to a leaderboard. A submission is stored and answered at
// once; grading is waited for apart, hence the timeout of one request.
var client = &http.Client{Timeout: 10 * time.Minute}

// Tokens come from the environment, never from the command line, where
// other users of the machine and the shell's history would see them.
const (
	adminTokenEnv     = "SCBENCH_ADMIN_TOKEN"
	submitterTokenEnv = "SCBENCH_SUBMITTER_TOKEN"
	receiptTokenEnv   = "SCBENCH_RECEIPT_TOKEN"
)

// pollEvery is how often a command waiting for the leaderboard asks again.
var pollEvery = 2 * time.Second

// endpoint joins a leaderboard's URL and an API path.
func endpoint(base, path string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(base))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", usagef("%q is not a leaderboard URL (http://... or https://...)", base)
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return u.String() + path, nil
}

// apiRefusal reads the leaderboard's error reply.
func apiRefusal(res *http.Response, body []byte) error {
	var e struct {
		Error struct {
			Message  string          `json:"message"`
			Problems []round.Problem `json:"problems"`
			More     int             `json:"more"`
		} `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil || e.Error.Message == "" {
		return failedError{fmt.Sprintf("the leaderboard answered %s", res.Status)}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "the leaderboard refused (%s): %s", res.Status, e.Error.Message)
	for _, p := range e.Error.Problems {
		fmt.Fprintf(&b, "\n  %s", p.Message)
	}
	if e.Error.More > 0 {
		fmt.Fprintf(&b, "\n  and %d more", e.Error.More)
	}
	return failedError{b.String()}
}

// call sends one request to a leaderboard's API, with token when not
// empty, and returns the reply's status and body (at most 64 MiB).
func call(method, base, path, contentType string, body []byte, token string) (int, []byte, *http.Response, error) {
	u, err := endpoint(base, path)
	if err != nil {
		return 0, nil, nil, err
	}
	req, err := http.NewRequest(method, u, bytes.NewReader(body))
	if err != nil {
		return 0, nil, nil, usagef("%v", err)
	}
	if body != nil {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := client.Do(req)
	if err != nil {
		return 0, nil, nil, failedError{fmt.Sprintf("cannot reach the leaderboard: %v", err)}
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, 64<<20))
	if err != nil {
		return 0, nil, nil, failedError{fmt.Sprintf("reading the leaderboard's reply: %v", err)}
	}
	return res.StatusCode, b, res, nil
}

// get fetches an API path and copies a 200 reply to w.
func get(base, path string, w io.Writer) error {
	u, err := endpoint(base, path)
	if err != nil {
		return err
	}
	res, err := client.Get(u)
	if err != nil {
		return failedError{fmt.Sprintf("cannot reach the leaderboard: %v", err)}
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
		return apiRefusal(res, b)
	}
	_, err = io.Copy(w, res.Body)
	return err
}

// roundCommands are round's subcommands; the admin's need its token.
var roundCommands = "prompts, verify, status, and the admin's open, close, hide, unhide, submitter, rotate, reserve, release, requeue"

func cmdRound(args []string, stdin io.Reader, out io.Writer) error {
	if len(args) == 0 {
		return usagef("round needs a subcommand: %s", roundCommands)
	}
	switch args[0] {
	case "prompts":
		return cmdRoundPrompts(args[1:], out)
	case "verify":
		return cmdRoundVerify(args[1:], stdin, out)
	case "status":
		return cmdRoundStatus(args[1:], out)
	case "open", "close", "hide", "unhide", "submitter", "rotate", "reserve", "release", "requeue":
		return cmdRoundAdmin(args[0], args[1:], stdin, out)
	}
	return usagef("unknown round subcommand %q (%s)", args[0], roundCommands)
}

// cmdRoundPrompts downloads a round's prompts file.
func cmdRoundPrompts(args []string, out io.Writer) error {
	fs := newFlagSet("round prompts")
	file := fs.String("o", "", "write the prompts to this file instead of stdout")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usagef("round prompts needs the leaderboard's URL and a round id: scbench round prompts URL ROUND")
	}
	if err := round.CheckID(pos[1]); err != nil {
		return usageError{err.Error()}
	}
	w := out
	if *file != "" {
		f, err := os.Create(*file)
		if err != nil {
			return usagef("cannot write the prompts: %v", err)
		}
		defer f.Close()
		w = f
	}
	return get(pos[0], "api/rounds/"+pos[1]+"/prompts", w)
}

// cmdRoundVerify re-grades a closed round from its export, downloaded or
// from a file, against the commitment published at opening when given.
func cmdRoundVerify(args []string, stdin io.Reader, out io.Writer) error {
	fs := newFlagSet("round verify")
	file := fs.String("export", "", "an export file (JSONL, - for stdin) instead of downloading it")
	commitment := fs.String("commitment", "", "the SHA-256 of the secret as published when the round opened (64 hex characters)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if c := *commitment; c != "" && (len(c) != 64 || strings.Trim(c, "0123456789abcdef") != "") {
		return usagef("--commitment is the SHA-256 published at opening: 64 lower-case hex characters")
	}
	var r io.Reader
	switch {
	case *file != "" && len(pos) == 0:
		if *file == "-" {
			r = stdin
		} else {
			f, err := os.Open(*file)
			if err != nil {
				return usagef("cannot read the export: %v", err)
			}
			defer f.Close()
			r = f
		}
	case *file == "" && len(pos) == 2:
		if err := round.CheckID(pos[1]); err != nil {
			return usageError{err.Error()}
		}
		var buf bytes.Buffer
		if err := get(pos[0], "api/rounds/"+pos[1]+"/export", &buf); err != nil {
			return err
		}
		r = &buf
	default:
		return usagef("round verify takes the leaderboard's URL and a round id, or --export FILE")
	}
	v, err := grade.Verify(r, out, grade.Options{Commitment: *commitment})
	if err != nil {
		return failedError{err.Error()}
	}
	if v.Mismatches > 0 {
		return failedError{fmt.Sprintf("round %s did not reproduce: %d mismatches in %d submissions", v.Round.ID, v.Mismatches, v.Submissions)}
	}
	skipped := ""
	if v.Skipped > 0 {
		skipped = fmt.Sprintf(" (%d made under another suite version left to the release they were made under)", v.Skipped)
	}
	fmt.Fprintf(out, "round %s reproduces: %d submissions, %d reports re-graded, every score the same%s\n", v.Round.ID, v.Submissions, v.Reports, skipped)
	return nil
}

// cmdSubmit posts a JSONL of model outputs to a round, then waits for it
// to be graded.
func cmdSubmit(args []string, out io.Writer) error {
	fs := newFlagSet("submit")
	model := fs.String("model", "", "the model's name as the board shows it")
	tools := fs.String("tools", "", "whether the model had tools: on or off")
	maxTokens := fs.Int("max-tokens", 0, "the output-token cap (0: not stated)")
	attempts := fs.Int("attempts", 1, "tries per instance")
	asJSON := fs.Bool("json", false, "print the receipt as JSON")
	wait := fs.Duration("wait", 10*time.Minute, "how long to wait for the grading (0: not at all)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 3 {
		return usagef("submit needs the leaderboard's URL, a round id and the outputs: scbench submit URL ROUND FILE.jsonl --model NAME --tools on|off")
	}
	if err := round.CheckID(pos[1]); err != nil {
		return usageError{err.Error()}
	}
	if *model == "" || (*tools != "on" && *tools != "off") {
		return usagef("submit needs --model NAME and --tools on|off")
	}
	body, err := os.ReadFile(pos[2])
	if err != nil {
		return usagef("cannot read the outputs: %v", err)
	}
	q := url.Values{"model": {*model}, "tools": {*tools}, "attempts": {strconv.Itoa(*attempts)}}
	if *maxTokens > 0 {
		q.Set("max_tokens", strconv.Itoa(*maxTokens))
	}
	code, b, res, err := call("POST", pos[0], "api/rounds/"+pos[1]+"/submissions?"+q.Encode(), "application/x-ndjson", body, os.Getenv(submitterTokenEnv))
	if err != nil {
		return err
	}
	if code != http.StatusCreated {
		return apiRefusal(res, b)
	}
	var rec round.Receipt
	if err := json.Unmarshal(b, &rec); err != nil {
		return failedError{"the leaderboard's receipt is not JSON"}
	}
	token := rec.Token
	if rec.State == round.Received && *wait > 0 {
		if rec, err = waitGraded(pos[0], rec, *wait); err != nil {
			return err
		}
		rec.Token = token
	}
	if *asJSON {
		b, _ := json.Marshal(rec)
		_, err := fmt.Fprintf(out, "%s\n", b)
		return err
	}
	printReceipt(out, pos[0], rec)
	return nil
}

// waitGraded asks for a submission with its receipt token until it is no
// longer being graded, or for at most wait.
func waitGraded(base string, rec round.Receipt, wait time.Duration) (round.Receipt, error) {
	deadline := time.Now().Add(wait)
	for rec.State == round.Received && time.Now().Before(deadline) {
		time.Sleep(pollEvery)
		page, err := submissionPage(base, rec.ID, rec.Token)
		if err != nil {
			return rec, err
		}
		rec = page.Submission
	}
	return rec, nil
}

// submissionPage reads a submission as token may see it.
func submissionPage(base, id, token string) (struct {
	Submission round.Receipt `json:"submission"`
}, error) {
	var page struct {
		Submission round.Receipt `json:"submission"`
	}
	code, b, res, err := call("GET", base, "api/submissions/"+url.PathEscape(id), "", nil, token)
	if err != nil {
		return page, err
	}
	if code != http.StatusOK {
		return page, apiRefusal(res, b)
	}
	if err := json.Unmarshal(b, &page); err != nil {
		return page, failedError{"the leaderboard's reply is not JSON"}
	}
	return page, nil
}

// cmdRoundStatus shows a submission as its sender sees it, with the token
// of its receipt (or of its verified submitter) from the environment.
func cmdRoundStatus(args []string, out io.Writer) error {
	fs := newFlagSet("round status")
	asJSON := fs.Bool("json", false, "print the submission as JSON")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usagef("round status needs the leaderboard's URL and a submission id: scbench round status URL SUBMISSION")
	}
	token := os.Getenv(receiptTokenEnv)
	if token == "" {
		token = os.Getenv(submitterTokenEnv)
	}
	page, err := submissionPage(pos[0], pos[1], token)
	if err != nil {
		return err
	}
	if *asJSON {
		b, _ := json.Marshal(page.Submission)
		_, err := fmt.Fprintf(out, "%s\n", b)
		return err
	}
	printReceipt(out, pos[0], page.Submission)
	return nil
}

func printReceipt(w io.Writer, base string, rec round.Receipt) {
	fmt.Fprintf(w, "stored as submission %s in round %s (suite version %s)\ndigest %s\n", rec.ID, rec.Round, rec.Version, rec.Digest)
	if rec.Submitter != "" {
		fmt.Fprintf(w, "sent by the verified submitter %s\n", rec.Submitter)
	}
	if rec.Token != "" {
		fmt.Fprintf(w, "token %s\n  keep it: while the round is sealed it alone shows you this submission's scores\n  (%s=… scbench round status %s %s)\n", rec.Token, receiptTokenEnv, base, rec.ID)
	}
	if rec.Hidden != "" {
		fmt.Fprintf(w, "hidden by the leaderboard's admin: %s\n", rec.Hidden)
	}
	switch rec.State {
	case round.Received:
		fmt.Fprintf(w, "being graded; ask again later with scbench round status\n")
		return
	case round.Stale:
		fmt.Fprintf(w, "not graded: %s\n", rec.Note)
		return
	}
	if rec.Answered != nil {
		fmt.Fprintf(w, "%d of %d instances answered\n", *rec.Answered, rec.Items)
	}
	var t results.Table
	if rec.Summary == nil || json.Unmarshal(rec.Summary, &t) != nil {
		fmt.Fprintf(w, "graded; its scores are sealed until the round closes\n")
		return
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tN\tPASSED\tMEAN\t95% INTERVAL")
	for _, t := range t.Tasks {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.4f\t%.4f – %.4f\n", t.Task, t.N, t.Passed, t.Mean, t.Low, t.High)
	}
	for _, b := range t.Buckets {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.4f\t%.4f – %.4f\n", b.Bucket, b.N, b.Passed, b.Mean, b.Low, b.High)
	}
	o := t.Overall
	fmt.Fprintf(tw, "overall\t%d\t%d\t%.4f\t%.4f – %.4f\n", o.N, o.Passed, o.Mean, o.Low, o.High)
	tw.Flush()
}

// names is a flag given any number of times.
type names []string

func (n *names) String() string     { return strings.Join(*n, ", ") }
func (n *names) Set(v string) error { *n = append(*n, v); return nil }

// cmdRoundAdmin runs the admin's subcommands, with the admin token from the
// environment.
func cmdRoundAdmin(sub string, args []string, stdin io.Reader, out io.Writer) error {
	fs := newFlagSet("round " + sub)
	reason := fs.String("reason", "", "why the submission is hidden (shown on the board)")
	submitter := fs.String("submitter", "", "the submitter's id")
	var reserve names
	fs.Var(&reserve, "name", "a model name to reserve for the submitter (again for more)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	usage := map[string]string{
		"open":      "round open URL FILE.json (the open request: id, title, tasks; - for stdin)",
		"close":     "round close URL ROUND",
		"hide":      "round hide URL SUBMISSION --reason TEXT",
		"unhide":    "round unhide URL SUBMISSION",
		"submitter": "round submitter URL LABEL [--name MODEL]...",
		"rotate":    "round rotate URL SUBMITTER",
		"reserve":   "round reserve URL MODEL --submitter ID",
		"release":   "round release URL MODEL",
		"requeue":   "round requeue URL",
	}[sub]
	want := 2
	if sub == "requeue" {
		want = 1
	}
	if len(pos) != want || (sub == "hide") != (*reason != "") || (sub == "reserve") != (*submitter != "") || (sub != "submitter" && len(reserve) > 0) {
		return usagef("usage: scbench %s", usage)
	}
	token := os.Getenv(adminTokenEnv)
	if token == "" {
		return usagef("round %s needs the admin token in $%s (never on the command line)", sub, adminTokenEnv)
	}
	base := pos[0]
	var path string
	var body any = struct{}{}
	switch sub {
	case "open":
		raw, err := readInput(pos[1], stdin)
		if err != nil {
			return err
		}
		var req round.OpenRequest
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			return usagef("%s is not an open request (id, title, tasks, and optionally max_per_model): %v", pos[1], err)
		}
		path, body = "api/admin/rounds", req
	case "close":
		if err := round.CheckID(pos[1]); err != nil {
			return usageError{err.Error()}
		}
		path = "api/admin/rounds/" + pos[1] + "/close"
	case "hide":
		path, body = "api/admin/submissions/"+url.PathEscape(pos[1])+"/hide", map[string]string{"reason": *reason}
	case "unhide":
		path = "api/admin/submissions/" + url.PathEscape(pos[1]) + "/unhide"
	case "submitter":
		path, body = "api/admin/submitters", map[string]any{"label": pos[1], "names": append(names{}, reserve...)}
	case "rotate":
		path = "api/admin/submitters/" + url.PathEscape(pos[1]) + "/rotate"
	case "reserve":
		path, body = "api/admin/names", map[string]string{"name": pos[1], "submitter": *submitter}
	case "release":
		path, body = "api/admin/names/release", map[string]string{"name": pos[1]}
	case "requeue":
		path = "api/admin/requeue"
	}
	b, _ := json.Marshal(body)
	code, reply, res, err := call("POST", base, path, "application/json", b, token)
	if err != nil {
		return err
	}
	if code/100 != 2 {
		return apiRefusal(res, reply)
	}
	if sub == "open" {
		return waitOpen(base, reply, out)
	}
	_, err = fmt.Fprintf(out, "%s\n", bytes.TrimSpace(reply))
	return err
}

// readInput reads a file, or stdin for "-".
func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		b, err := io.ReadAll(stdin)
		if err != nil {
			return nil, usagef("cannot read stdin: %v", err)
		}
		return b, nil
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, usagef("cannot read %s: %v", name, err)
	}
	return b, nil
}

// waitOpen waits until a round the admin asked for is open (its prompts
// written), then prints it with its commitment, which is to be published.
func waitOpen(base string, reply []byte, out io.Writer) error {
	var info round.Info
	if err := json.Unmarshal(reply, &info); err != nil {
		return failedError{"the leaderboard's reply is not JSON"}
	}
	for deadline := time.Now().Add(10 * time.Minute); info.State == round.Opening && time.Now().Before(deadline); {
		time.Sleep(pollEvery)
		var buf bytes.Buffer
		if err := get(base, "api/rounds/"+info.ID, &buf); err != nil {
			return err
		}
		if err := json.Unmarshal(buf.Bytes(), &info); err != nil {
			return failedError{"the leaderboard's reply is not JSON"}
		}
	}
	switch info.State {
	case round.Open:
		fmt.Fprintf(out, "round %s is open: %d instances under suite version %s\ncommitment %s\n  publish it now: once the round closes, scbench round verify %s %s --commitment %s\n",
			info.ID, info.Items, info.Version, info.SecretSHA256, base, info.ID, info.SecretSHA256)
		return nil
	case round.Failed:
		return failedError{fmt.Sprintf("round %s failed to open: %s", info.ID, info.Failure)}
	}
	return failedError{fmt.Sprintf("round %s is still %s after 10 minutes; its state is at %sapi/rounds/%s", info.ID, info.State, strings.TrimSuffix(base, "/")+"/", info.ID)}
}
