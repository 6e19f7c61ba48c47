package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/wire"
)

// gradeBatch grades a JSONL file of answers (see suite.BatchLine), printing one
// report per line and then a summary per task and per bucket. The lines are
// read by suite.BatchReader, as the browser's batch mode reads them, and with
// --json the output is byte for byte the reports file the browser offers.
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
	w := bufio.NewWriter(out)
	defer w.Flush()
	batch := suite.NewBatchReader(r)
	for {
		rep, ok := batch.Next()
		if !ok {
			break
		}
		if asJSON {
			if err := suite.WriteReport(w, rep); err != nil {
				return err
			}
			continue
		}
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
		fmt.Fprintf(w, "line %d  %-28s score %-8s %s\n", rep.Line, label, fmtScore(rep.Score), wire.Clip(msg, 120))
	}
	if err := batch.Err(); err != nil {
		return fmt.Errorf("reading the batch: %v", err)
	}
	if asJSON {
		return suite.WriteSummary(w, batch.Summary())
	}
	printSummary(w, batch.Summary())
	return nil
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
