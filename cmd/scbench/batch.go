package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"github.com/scbench/scbench/suite"
)

// gradeBatch grades a JSONL file of answers (see suite.BatchLine), printing one
// report per line and then a summary per task and per bucket.
func gradeBatch(name string, stdin io.Reader, out io.Writer, asJSON bool) error {
	var r io.Reader = stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return usagef("cannot read the batch: %v", err)
		}
		defer f.Close()
		r = f
	}
	br := bufio.NewReaderSize(r, 1<<16)
	w := bufio.NewWriter(out)
	defer w.Flush()
	sum := suite.NewSummer()
	for line := 1; ; line++ {
		raw, tooLong, err := readLine(br, suite.MaxBatchLine)
		if err == io.EOF && len(raw) == 0 && !tooLong {
			break
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("reading the batch: %v", err)
		}
		if len(bytes.TrimSpace(raw)) == 0 && !tooLong {
			continue
		}
		rep := suite.LineTooLong(line)
		if !tooLong {
			rep = suite.GradeLine(line, raw)
		}
		sum.Add(rep)
		rep.Overlay = nil
		if asJSON {
			if err := writeJSON(w, rep); err != nil {
				return err
			}
		} else {
			label := rep.Task
			if rep.Subpass != nil {
				label += fmt.Sprintf(" #%d", *rep.Subpass)
			}
			if rep.Seed != nil {
				label += fmt.Sprintf(" seed %d", *rep.Seed)
			}
			msg := ""
			if c, ok := rep.FirstFailure(); ok {
				msg = c.Name + ": " + c.Detail
			}
			fmt.Fprintf(w, "line %d  %-28s score %-8s %s\n", line, label, fmtScore(rep.Score), clipLine(msg, 120))
		}
		if err == io.EOF {
			break
		}
	}
	if asJSON {
		return writeJSON(w, map[string]any{"summary": sum.Summary()})
	}
	printSummary(w, sum.Summary())
	return nil
}

// readLine reads one line of at most max bytes; a longer line is consumed and
// reported as too long.
func readLine(br *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
	for {
		chunk, isPrefix, e := br.ReadLine()
		if !tooLong {
			if len(line)+len(chunk) > max {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if e != nil {
			return line, tooLong, e
		}
		if !isPrefix {
			return line, tooLong, nil
		}
	}
}

func clipLine(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func printSummary(w io.Writer, res suite.Summary) {
	fmt.Fprintf(w, "\n%d lines: %d graded, %d could not be graded\n\n", res.Lines, res.Graded, res.Errors)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tBUCKET\tGRADED\tPASSED\tMEAN SCORE")
	for _, t := range res.Tasks {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%.4f\n", t.Task, t.Bucket, t.Graded, t.Passed, t.Mean)
	}
	fmt.Fprintln(tw, "\t\t\t\t")
	fmt.Fprintln(tw, "BUCKET\t\tGRADED\tPASSED\tMEAN SCORE")
	for _, b := range res.Buckets {
		fmt.Fprintf(tw, "%s\t\t%d\t%d\t%.4f\n", b.Bucket, b.Graded, b.Passed, b.Mean)
	}
	fmt.Fprintf(tw, "overall\t\t%d\t%d\t%.4f\n", res.Overall.Graded, res.Overall.Passed, res.Overall.Mean)
	tw.Flush()
}
