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

	"github.com/scbench/scbench/round"
)

// failedError marks a command that ran but whose outcome is a failure (a
// round that did not reproduce, a submission refused): exit status 1.
type failedError struct{ msg string }

func (e failedError) Error() string { return e.msg }

// client talks to a leaderboard. Grading a large submission takes the worker
// a while, hence the generous timeout.
var client = &http.Client{Timeout: 10 * time.Minute}

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

func cmdRound(args []string, stdin io.Reader, out io.Writer) error {
	if len(args) == 0 {
		return usagef("round needs a subcommand: prompts or verify")
	}
	switch args[0] {
	case "prompts":
		return cmdRoundPrompts(args[1:], out)
	case "verify":
		return cmdRoundVerify(args[1:], stdin, out)
	}
	return usagef("unknown round subcommand %q (prompts, verify)", args[0])
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
// from a file.
func cmdRoundVerify(args []string, stdin io.Reader, out io.Writer) error {
	fs := newFlagSet("round verify")
	file := fs.String("export", "", "an export file (JSONL, - for stdin) instead of downloading it")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
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
	v, err := round.Verify(r, out)
	if err != nil {
		return failedError{err.Error()}
	}
	if v.Mismatches > 0 {
		return failedError{fmt.Sprintf("round %s did not reproduce: %d mismatches in %d submissions", v.Round.ID, v.Mismatches, v.Submissions)}
	}
	fmt.Fprintf(out, "round %s reproduces: %d submissions, %d reports re-graded, every score the same\n", v.Round.ID, v.Submissions, v.Reports)
	return nil
}

// cmdSubmit posts a JSONL of model outputs to a round.
func cmdSubmit(args []string, out io.Writer) error {
	fs := newFlagSet("submit")
	model := fs.String("model", "", "the model's name as the board shows it")
	tools := fs.String("tools", "", "whether the model had tools: on or off")
	maxTokens := fs.Int("max-tokens", 0, "the output-token cap (0: not stated)")
	attempts := fs.Int("attempts", 1, "tries per instance")
	asJSON := fs.Bool("json", false, "print the receipt as JSON")
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
	u, err := endpoint(pos[0], "api/rounds/"+pos[1]+"/submissions?"+q.Encode())
	if err != nil {
		return err
	}
	res, err := client.Post(u, "application/x-ndjson", bytes.NewReader(body))
	if err != nil {
		return failedError{fmt.Sprintf("cannot reach the leaderboard: %v", err)}
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(res.Body, 64<<20))
	if res.StatusCode != http.StatusCreated {
		return apiRefusal(res, b)
	}
	if *asJSON {
		_, err := out.Write(b)
		return err
	}
	var rec round.Receipt
	if err := json.Unmarshal(b, &rec); err != nil {
		return failedError{"the leaderboard's receipt is not JSON"}
	}
	printReceipt(out, rec)
	return nil
}

func printReceipt(w io.Writer, rec round.Receipt) {
	fmt.Fprintf(w, "stored as submission %s in round %s\ndigest %s\n%d of %d instances answered\n\n", rec.ID, rec.Round, rec.Digest, rec.Answered, rec.Items)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tN\tPASSED\tMEAN\t95% INTERVAL")
	for _, t := range rec.Summary.Tasks {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.4f\t%.4f – %.4f\n", t.Task, t.N, t.Passed, t.Mean, t.Low, t.High)
	}
	for _, b := range rec.Summary.Buckets {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.4f\t%.4f – %.4f\n", b.Bucket, b.N, b.Passed, b.Mean, b.Low, b.High)
	}
	o := rec.Summary.Overall
	fmt.Fprintf(tw, "overall\t%d\t%d\t%.4f\t%.4f – %.4f\n", o.N, o.Passed, o.Mean, o.Low, o.High)
	tw.Flush()
}
