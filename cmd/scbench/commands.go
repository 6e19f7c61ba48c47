package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

func writeJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

func cmdTasks(args []string, out io.Writer) error {
	fs := newFlagSet("tasks")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("tasks takes no arguments")
	}
	lines := suite.Catalogue()
	if *asJSON {
		return writeJSON(out, lines)
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tID\tBUCKET\tSUBPASSES\tRULES\tNAME")
	for _, l := range lines {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%s\t%s\n", l.Slug, l.ID, l.Bucket, l.Subpasses, l.Rules, l.Name)
	}
	return tw.Flush()
}

func cmdInstance(args []string, out io.Writer) error {
	fs := newFlagSet("instance")
	var f instanceFlags
	f.register(fs)
	asJSON := fs.Bool("json", false, "print the whole instance as JSON")
	dir := fs.String("attachments", "", "write the prompt's attachments (images) into this directory")
	_, in, err := instanceFor("instance", fs, &f, args)
	if err != nil {
		return err
	}
	if *dir != "" {
		if err := writeAttachments(*dir, in); err != nil {
			return err
		}
	}
	if *asJSON {
		return writeJSON(out, in)
	}
	_, err = fmt.Fprintln(out, in.Prompt)
	return err
}

// writeAttachments saves an instance's attachments as files named as the prompt
// refers to them.
func writeAttachments(dir string, in *tasks.Instance) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return usagef("cannot create %s: %v", dir, err)
	}
	for _, a := range in.Attachments {
		name := filepath.Base(a.Name) // never write outside dir
		if err := os.WriteFile(filepath.Join(dir, name), a.Data, 0o644); err != nil {
			return usagef("cannot write %s: %v", name, err)
		}
	}
	return nil
}

func cmdSolve(args []string, out io.Writer) error {
	fs := newFlagSet("solve")
	var f instanceFlags
	f.register(fs)
	dataset := fs.String("dataset", "", "a dataset's prompts.jsonl: write each line with its reference answer")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if *dataset != "" {
		if len(pos) > 0 || f != (instanceFlags{}) {
			return usagef("solve --dataset takes no TASK or instance flags: each line names its own")
		}
		return solveDataset(*dataset, out)
	}
	e, in, err := instanceOf("solve", pos, &f)
	if err != nil {
		return err
	}
	ans, err := e.Solve(in)
	if err != nil {
		return fmt.Errorf("%s: %v", in.Label(), err)
	}
	text, err := tasks.AnswerText(ans)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(out, text)
	return err
}

func cmdScene(args []string, out io.Writer) error {
	fs := newFlagSet("scene")
	var f instanceFlags
	f.register(fs)
	e, in, err := instanceFor("scene", fs, &f, args)
	if err != nil {
		return err
	}
	sc, err := e.Scene(in)
	if err != nil {
		return err
	}
	return writeJSON(out, sc)
}

func cmdVersion(out io.Writer) error {
	_, err := fmt.Fprintln(out, verifiers.Version)
	return err
}

// maxAnswerRead bounds what grade reads from a file or stdin. It is far above
// every task's own limit, so an oversized answer still reaches the grader, which
// rejects it by name, without the CLI reading gigabytes first.
const maxAnswerRead = 64 << 20

func cmdGrade(args []string, stdin io.Reader, out io.Writer) error {
	fs := newFlagSet("grade")
	var f instanceFlags
	f.register(fs)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	overlay := fs.Bool("overlay", false, "include the overlay scene in the JSON report")
	answer := fs.String("answer", "-", "file holding the answer, or - for stdin")
	batch := fs.String("batch", "", "a JSONL file of answers to grade")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if *batch != "" {
		if len(pos) > 0 || f != (instanceFlags{}) {
			return usagef("grade --batch takes no TASK or instance flags: each line names its own")
		}
		return gradeBatch(*batch, stdin, out, *asJSON)
	}
	e, err := taskArg("grade", pos)
	if err != nil {
		return err
	}
	req, err := f.request()
	if err != nil {
		return err
	}
	in, err := tasks.New(e, req)
	if err != nil {
		return usageError{err.Error()}
	}
	text, err := readAnswer(*answer, stdin)
	if err != nil {
		return err
	}
	rep := e.Grade(in, text)
	if *overlay {
		rep.BuildOverlay()
	}
	if *asJSON {
		return writeJSON(out, rep)
	}
	printReport(out, in, rep)
	return nil
}

// readAnswer reads at most maxAnswerRead bytes: anything longer is cut there and
// then rejected by the parser's size limit, without reading the rest.
func readAnswer(name string, stdin io.Reader) (string, error) {
	var r io.Reader = stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return "", usagef("cannot read the answer: %v", err)
		}
		defer f.Close()
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(bufio.NewReader(r), maxAnswerRead))
	if err != nil {
		return "", usagef("cannot read the answer: %v", err)
	}
	return string(b), nil
}

func printReport(out io.Writer, in *tasks.Instance, rep *verifiers.Report) {
	verdict := "FAILED"
	if rep.Passed {
		verdict = "PASSED"
	}
	fmt.Fprintf(out, "%s: score %s, %s", in.Label(), fmtScore(rep.Score), verdict)
	if rep.FailureMode != "" {
		fmt.Fprintf(out, " (%s)", rep.FailureMode)
	}
	fmt.Fprintf(out, "  [%s, %s]\n", rep.Rules, rep.Version)
	for _, c := range rep.Checks {
		mark := "ok  "
		if !c.OK {
			mark = "FAIL"
		}
		fmt.Fprintf(out, "  %s %-20s %s\n", mark, c.Name, c.Detail)
	}
}

func fmtScore(s float64) string {
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.6f", s), "0"), ".")
}

// suiteLine is one canonical subpass as `scbench suite --json` prints it.
type suiteLine struct {
	*tasks.Instance
	Bucket tasks.Bucket `json:"bucket"`
	Name   string       `json:"name"`
	Ref    string       `json:"ref,omitempty"`
}

func cmdSuite(args []string, out io.Writer) error {
	fs := newFlagSet("suite")
	asJSON := fs.Bool("json", false, "print one JSON object per subpass")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("suite takes no arguments")
	}
	w := bufio.NewWriter(out)
	defer w.Flush()
	for _, e := range suite.Tasks() {
		for _, sp := range e.Subpasses() {
			k := sp.Index
			in, err := tasks.New(e, tasks.Request{Subpass: &k})
			if err != nil {
				return fmt.Errorf("%s #%d: %v", e.Info().Slug, k, err)
			}
			if *asJSON {
				if err := writeJSON(w, suiteLine{in, e.Info().Bucket, sp.Name, sp.Ref}); err != nil {
					return err
				}
				continue
			}
			fmt.Fprintf(w, "%-12s #%-3d %-12s %s\n", in.Task, k, e.Info().Bucket, sp.Name)
		}
	}
	return nil
}
