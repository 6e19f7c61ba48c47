package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// usageError marks errors that are the caller's: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

const usage = `scbench: the Spatial Competence Benchmark

Usage:
  scbench tasks [--json]                       list the implemented tasks
  scbench instance TASK [flags] [--json] [--attachments DIR]
                                               print an instance (its prompt, or all of it as JSON);
                                               write the prompt's images into DIR
  scbench solve TASK [flags]                   print the reference answer as JSON
  scbench grade TASK [flags] [--answer FILE|-] [--json] [--overlay]
                                               grade one answer (default: read stdin)
  scbench grade --batch FILE.jsonl [--json]    grade many answers, then summarise
  scbench suite [--json]                       every canonical subpass with its prompt and schema
  scbench scene TASK [flags]                   print the instance's scene as JSON
  scbench bench [TASK...] [--reps N] [--json]  time generating, solving and grading every canonical subpass
                                               (of the TASKs named, or of every task)
  scbench scad FILE.scad [--json] [--pitch MM] [--scene OUT.json]
                                               evaluate an OpenSCAD file of the supported subset:
                                               its bounds, volume and body count; --scene writes
                                               its scene JSON (- for stdout, instead of the measures)
  scbench worksheet TASK [--preset P] [--count K] [--seed S] [--base URL] [--out FILE]
                                               a printable worksheet of K seeded instances with an
                                               answer key, as an HTML document
  scbench version                              print the grader version

Datasets:
  scbench manifold TASK|--all [--json]         the generation schema: parameters (a JSON Schema with
                                               types, ranges, defaults), presets, canonical points
  scbench generate TASK --out DIR [--count N] [--preset P] [--params k=v,...]
                   [--grid k=a..b[:step],k2=x|y] [--seed S]
                                               write DIR/prompts.jsonl (one line per instance, with a
                                               canary) and DIR/attachments/: N instances per grid
                                               point, seeds derived from S and the point, duplicates
                                               skipped; a summary on stderr
  scbench generate --suite [TASK] --out DIR    the same for the canonical subpasses
  scbench solve --dataset DIR/prompts.jsonl    each line with its reference answer, for grade --batch

Running a model (an OpenAI-compatible chat-completions endpoint: hosted APIs, vLLM, llama.cpp, Ollama):
  scbench run --endpoint URL --model NAME --in PROMPTS.jsonl --out ANSWERS.jsonl
              [--max-tokens N | --budgets N,N,...] [--budget-field max_tokens|max_completion_tokens]
              [--system TEXT] [--temperature T] [--extra-body JSON] [--api-key-env NAME]
              [--concurrency N] [--timeout D] [--retries K]
                                               ask every prompt (at every budget), appending each
                                               answer line as it comes; a rerun asks only what has
                                               no answer; the key is read from $NAME (OPENAI_API_KEY)

Experiments:
  scbench report REPORTS.jsonl... --out DIR    the experiment report of graded runs: DIR/figure2.svg
                                               (accuracy against output tokens per model and budget),
                                               DIR/figure3.svg (failure modes per model), DIR/index.html

The leaderboard (URL is its address, e.g. https://scbench.example.org/):
  scbench round prompts URL ROUND [-o FILE]    download a round's prompts and answer schemas (JSONL)
  scbench submit URL ROUND FILE.jsonl --model NAME --tools on|off [--max-tokens N] [--attempts K]
                 [--wait D] [--json]           submit a model's outputs (one line per instance: the
                                               prompts file's id, task, version and rules, plus "answer"),
                                               then wait for the grading; prints the receipt and its token
                                               ($SCBENCH_SUBMITTER_TOKEN: send as a verified submitter)
  scbench round status URL SUBMISSION [--json] a submission as its sender sees it ($SCBENCH_RECEIPT_TOKEN)
  scbench round verify URL ROUND [--commitment HASH]
  scbench round verify --export FILE [--commitment HASH]
                                               re-grade a closed round from its export: the secret (against
                                               the commitment published at opening), every seed, every
                                               report and score must reproduce
The leaderboard's admin (the token in $SCBENCH_ADMIN_TOKEN, never on the command line):
  scbench round open URL FILE.json             open a sealed round (id, title, tasks); prints its commitment
  scbench round close URL ROUND                close it: its secret and every submission are published
  scbench round hide URL SUBMISSION --reason TEXT
  scbench round unhide URL SUBMISSION          hide a submission from the ranking (the reason is shown)
  scbench round submitter URL LABEL [--name MODEL]...
                                               make a verified submitter, reserving its model names;
                                               prints its token once
  scbench round rotate URL SUBMITTER           give a submitter a new token (the old one stops working)
  scbench round reserve URL MODEL --submitter ID
  scbench round release URL MODEL              reserve a model name for a submitter, or free it
  scbench round requeue URL                    send the grading queue every job left undone

Instance flags:
  --subpass K        canonical subpass K (0-based; default 0)
  --seed S           a fresh instance from subpass K's parameters (or the preset's) and seed S
  --params k=v,...   override parameters (a fresh instance; seed 0 unless given)
  --preset P         start from a named preset (easy, medium, hard)

Exit status is 0 when the command ran, whatever the score, 1 when a run left
lines without an answer or was interrupted, a round did not reproduce, a
leaderboard refused a submission or the output could not be written, and 2 for
a usage error, an unknown task or unreadable input (a run's refused prompts or
answers file among them).
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: tests call it directly.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	out := &checkedWriter{w: stdout}
	stdout = out
	err := command(args, stdin, stdout, stderr)
	if out.err != nil {
		// Commands write through buffers whose last flush is deferred, and
		// print lines without looking at each write: a full disk or a closed
		// pipe is caught here once, so that a truncated reports file never
		// comes with a success.
		err = failedError{fmt.Sprintf("the output could not be written: %v", out.err)}
	}
	if err == nil {
		return 0
	}
	var fe failedError
	if errors.As(err, &fe) {
		fmt.Fprintln(stderr, "scbench:", err)
		return 1
	}
	fmt.Fprintln(stderr, "scbench:", err)
	return 2
}

// checkedWriter keeps the first error of the writer under it; once there
// is one, it writes nothing more.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.err = err
	return n, err
}

// command runs one command.
func command(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	var err error
	switch cmd, rest := args[0], args[1:]; cmd {
	case "tasks":
		err = cmdTasks(rest, stdout)
	case "instance":
		err = cmdInstance(rest, stdout)
	case "solve":
		err = cmdSolve(rest, stdout)
	case "grade":
		err = cmdGrade(rest, stdin, stdout)
	case "suite":
		err = cmdSuite(rest, stdout)
	case "scene":
		err = cmdScene(rest, stdout)
	case "bench":
		err = cmdBench(rest, stdout)
	case "scad":
		err = cmdScad(rest, stdin, stdout)
	case "round":
		err = cmdRound(rest, stdin, stdout)
	case "submit":
		err = cmdSubmit(rest, stdout)
	case "worksheet":
		err = cmdWorksheet(rest, stdout)
	case "manifold":
		err = cmdManifold(rest, stdout)
	case "generate":
		err = cmdGenerate(rest, stderr)
	case "run":
		err = cmdRun(rest, stdout, stderr)
	case "report":
		err = cmdReport(rest, stdout)
	case "version", "--version":
		err = cmdVersion(stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
	default:
		err = usagef("unknown command %q (run scbench help)", cmd)
	}
	return err
}
