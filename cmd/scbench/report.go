package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/scbench/scbench/figures"
	"github.com/scbench/scbench/results"
)

// maxReportFile bounds one report file that `report` reads into memory.
const maxReportFile = 256 << 20

// cmdReport reads report files (what `grade --batch --json` writes) and writes
// the experiment report into a directory: figure2.svg (accuracy against
// realised output tokens), figure3.svg (failure modes per model) and
// index.html (both, with every run's per-task table). Reports carrying no
// model take their file's name as the model.
func cmdReport(args []string, stdout io.Writer) error {
	fs := newFlagSet("report")
	out := fs.String("out", "", "the directory to write figure2.svg, figure3.svg and index.html into")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 || *out == "" {
		return usagef("report needs report files and --out DIR (scbench report REPORTS.jsonl... --out DIR)")
	}
	var sources []figures.Source
	var all []results.Scored
	skipped := 0
	for _, name := range pos {
		data, err := readBounded(name, maxReportFile)
		if err != nil {
			return usagef("cannot read %s: %v", name, err)
		}
		scores, skip, problems := results.Read(data)
		sources = append(sources, figures.Source{Name: filepath.Base(name), Reports: len(scores), Skipped: skip, Problems: problems})
		all = append(all, results.Label(scores, results.FileLabel(name))...)
		skipped += skip
		for _, p := range problems {
			fmt.Fprintf(stdout, "%s: %s (not a report; skipped)\n", name, p)
		}
	}
	if len(all) == 0 {
		return usagef("no reports in %s", strings.Join(pos, ", "))
	}
	e := results.Analyse(all, false)
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	for _, f := range []struct{ name, text string }{
		{"figure2.svg", figures.SVG(figures.Figure2(e))},
		{"figure3.svg", figures.SVG(figures.Figure3(e))},
		{"index.html", figures.Document(sources, e)},
	} {
		if err := os.WriteFile(filepath.Join(*out, f.name), []byte(f.text), 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "read %s from %s (%s skipped): %s, %s\n", count(len(all), "report"), count(len(sources), "file"),
		count(skipped, "line"), count(len(e.Models), "model"), count(len(e.Runs), "run"))
	// A model's name is printed as read: suite.ReadRun and results.Label
	// made it one line with no C0, C1 or bidirectional controls, which a
	// terminal would obey.
	for _, p := range e.Points {
		fmt.Fprintf(stdout, "  %-24s budget %-7s accuracy %6s  mean output tokens %s\n", p.Model, figures.Budget(p.Budget), accuracy(p), meanTokens(p))
	}
	fmt.Fprintf(stdout, "wrote %s\n", filepath.Join(*out, "index.html"))
	return nil
}

func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// accuracy writes a run's accuracy as the HTML's points table does: a run
// with no graded answer (every request failed) has none, not 0%.
func accuracy(p results.Point) string {
	if p.N == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f%%", p.Mean*100)
}

func meanTokens(p results.Point) string {
	if p.Tokens == 0 {
		return "unknown"
	}
	return fmt.Sprintf("%.0f", p.MeanTokens)
}

// readBounded reads a file of at most max bytes.
func readBounded(name string, max int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("the file is larger than %d MiB", max>>20)
	}
	return data, nil
}
