package figures

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/scbench/scbench/markup"
	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/tasks"
)

// Source is one report file the experiment read.
type Source struct {
	Name string
	// Reports counts the reports read; Skipped the lines that were not
	// reports, the first of which Problems names.
	Reports  int
	Skipped  int
	Problems []string
}

// style is the report's CSS. Names come from report files and may be long
// words (a model's name is up to 120 characters, with no space): where a
// name is shown, it wraps anywhere rather than push the numbers beside it
// off the page.
const style = `body{font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;max-width:62rem;margin:2rem auto;padding:0 1rem;line-height:1.45}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;margin-top:2.2rem;border-bottom:1px solid #ccc;padding-bottom:.2rem}
figure{margin:1rem 0}figcaption{font-size:.9rem;color:#444;max-width:44rem}svg{max-width:100%;height:auto}
table{border-collapse:collapse;font-size:.85rem;margin:.6rem 0}th,td{padding:.25rem .6rem;border-bottom:1px solid #e3e3e3;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #333;font-weight:600}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
tr.group th{background:#f3f3f3;font-weight:600;text-transform:capitalize}tr.overall th,tr.overall td{border-top:2px solid #333;font-weight:600}
.ci{display:block;color:#666;font-size:.75rem;font-weight:normal}.muted{color:#555}.sub{display:block;font-weight:normal;color:#555}
ul.files{font-size:.9rem}
p,li,tbody th,table.runs thead th{overflow-wrap:anywhere}`

// Document is the experiment report: what was read, Figure 2 with its
// numbers, Figure 3, and the per-task table of every run; one HTML file with
// everything inline, to open offline, mail or print.
func Document(sources []Source, e results.Experiment) string {
	var b strings.Builder
	b.WriteString("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	b.WriteString("<title>SCBench experiment report</title>\n<style>\n" + style + "\n</style>\n</head>\n<body>\n")
	b.WriteString("<h1>SCBench experiment report</h1>\n")
	b.WriteString("<p class=\"muted\">" + markup.Escape(readSummary(sources, e)) + "</p>\n<ul class=\"files\">\n")
	for _, s := range sources {
		line := fmt.Sprintf("%s: %s", s.Name, plural(s.Reports, "report"))
		if s.Skipped > 0 {
			line += fmt.Sprintf("; %s not a report", plural(s.Skipped, "line"))
			if len(s.Problems) > 0 {
				line += " (" + s.Problems[0] + ")"
			}
		}
		b.WriteString("<li>" + markup.Escape(line) + "</li>\n")
	}
	b.WriteString("</ul>\n")

	b.WriteString("<h2>Accuracy against output tokens</h2>\n<figure>\n" + SVG(Figure2(e)))
	b.WriteString("<figcaption>The shape of the paper's Figure 2. Each point is one model under one output-token budget (its label): across, the mean number of output tokens its answers spent, as the API reported them; up, its accuracy, the mean score, with the 95% Wilson interval.</figcaption>\n</figure>\n")
	b.WriteString(pointsTable(e))

	b.WriteString("<h2>Failure modes</h2>\n<figure>\n" + SVG(Figure3(e)))
	b.WriteString("<figcaption>The shape of the paper's Figure 3. How each model's graded answers ended, over all its budgets: passed, or the failure mode its task's grader named.</figcaption>\n</figure>\n")

	b.WriteString("<h2>Per task</h2>\n<p class=\"muted\">The shape of the paper's Table 2: the mean score of each run per task, per bucket and overall, in percent, with its 95% interval below it.</p>\n")
	b.WriteString(runsTable(e))
	b.WriteString("</body>\n</html>\n")
	return b.String()
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// readSummary says in one sentence what was read.
func readSummary(sources []Source, e results.Experiment) string {
	reports := 0
	for _, s := range sources {
		reports += s.Reports
	}
	budgets := map[string]bool{}
	var names []string
	var nocap bool
	var nums []int64
	for _, p := range e.Points {
		if p.Budget == nil {
			nocap = true
			continue
		}
		if k := Budget(p.Budget); !budgets[k] {
			budgets[k] = true
			nums = append(nums, *p.Budget)
		}
	}
	sort.Slice(nums, func(i, j int) bool { return nums[i] < nums[j] })
	for _, n := range nums {
		names = append(names, strconv.FormatInt(n, 10))
	}
	if nocap {
		names = append(names, "no cap")
	}
	s := fmt.Sprintf("Read %s from %s: %s (%s), %s (%s).", plural(reports, "report"), plural(len(sources), "file"),
		plural(len(e.Models), "model"), strings.Join(e.Models, ", "), plural(len(names), "budget"), strings.Join(names, ", "))
	if !e.Metadata {
		s += " No report carries run metadata (model, budget, output tokens): each file counts as one model, named after it."
	}
	return s
}

// pointsTable lists Figure 2's numbers.
func pointsTable(e results.Experiment) string {
	var b strings.Builder
	b.WriteString("<table class=\"points\">\n<thead><tr><th>model</th><th class=\"num\">budget</th><th class=\"num\">answers</th><th class=\"num\">accuracy %</th><th class=\"num\">95% interval</th><th class=\"num\">mean tokens</th><th class=\"num\">median tokens</th><th class=\"num\">at the cap</th><th class=\"num\">not graded</th></tr></thead>\n<tbody>\n")
	for _, p := range e.Points {
		mean, median := "–", "–"
		if p.Tokens > 0 {
			mean, median = trim(p.MeanTokens), trim(p.MedianTokens)
		}
		// A run with no graded answer (every request failed) has no
		// accuracy: not 0%, and not the interval 0–0, which would claim
		// certainty.
		acc, ci := "–", "–"
		if p.N > 0 {
			acc, ci = pct(p.Mean), pct(p.Low)+"–"+pct(p.High)
		}
		fmt.Fprintf(&b, "<tr><th>%s</th><td class=\"num\">%s</td><td class=\"num\">%d</td><td class=\"num\">%s</td><td class=\"num\">%s</td><td class=\"num\">%s</td><td class=\"num\">%s</td><td class=\"num\">%d</td><td class=\"num\">%d</td></tr>\n",
			markup.Escape(p.Model), Budget(p.Budget), p.N, acc, ci, mean, median, p.Capped, p.Ungraded)
	}
	b.WriteString("</tbody>\n</table>\n")
	return b.String()
}

// row is one line of the per-task table.
type row struct {
	key, name string
	bucket    tasks.Bucket
}

// maxTableCells bounds the per-task table's cells (rows times runs shown).
// Every line of a report file can name a new model and a new task, so the
// full table grows with the square of the file; past the bound the table
// shows the first runs only (every run's overall numbers are in the points
// table).
const maxTableCells = 100_000

// runsTable lays out every run's table side by side: tasks grouped by
// bucket, then the buckets, then overall.
func runsTable(e results.Experiment) string {
	var rows []row
	seen := map[string]bool{}
	var all []results.Scored
	for _, r := range e.Runs {
		all = append(all, r.Scores...)
	}
	for _, t := range results.Tabulate(all, false).Tasks { // catalogue order
		if !seen[t.Task] {
			seen[t.Task] = true
			rows = append(rows, row{t.Task, t.Name, t.Bucket})
		}
	}
	rank := func(b tasks.Bucket) int {
		for i, x := range tasks.Buckets {
			if x == b {
				return i
			}
		}
		return len(tasks.Buckets)
	}
	sort.SliceStable(rows, func(i, j int) bool { return rank(rows[i].bucket) < rank(rows[j].bucket) })

	runs := e.Runs
	if n := len(rows) + len(tasks.Buckets) + 1; len(runs)*n > maxTableCells {
		runs = runs[:max(1, maxTableCells/n)]
	}
	// Each run's cells by task, looked up once per row rather than by a
	// walk through the run's tasks.
	cells := make([]map[string]*results.Cell, len(runs))
	for i, r := range runs {
		cells[i] = make(map[string]*results.Cell, len(r.Table.Tasks))
		for j := range r.Table.Tasks {
			cells[i][r.Table.Tasks[j].Task] = &r.Table.Tasks[j].Cell
		}
	}

	var b strings.Builder
	if len(runs) < len(e.Runs) {
		fmt.Fprintf(&b, "<p class=\"muted\">The table shows the first %d of %d runs; every run's overall numbers are in the table under Figure 2.</p>\n", len(runs), len(e.Runs))
	}
	b.WriteString("<table class=\"runs\">\n<thead><tr><th>task</th>")
	for _, r := range runs {
		fmt.Fprintf(&b, "<th class=\"num\">%s<span class=\"sub\">%s</span></th>", markup.Escape(r.Model), markup.Escape(budgetHead(r.Budget)))
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	cols := len(runs) + 1
	group := tasks.Bucket("-")
	for _, rw := range rows {
		if rw.bucket != group {
			group = rw.bucket
			name := string(group)
			if name == "" {
				name = "other"
			}
			fmt.Fprintf(&b, "<tr class=\"group\"><th colspan=\"%d\">%s</th></tr>\n", cols, markup.Escape(name))
		}
		fmt.Fprintf(&b, "<tr><th>%s</th>", markup.Escape(rw.name))
		for i := range runs {
			b.WriteString(cellHTML(cells[i][rw.key]))
		}
		b.WriteString("</tr>\n")
	}
	fmt.Fprintf(&b, "<tr class=\"group\"><th colspan=\"%d\">buckets</th></tr>\n", cols)
	for _, bk := range tasks.Buckets {
		var cells []string
		found := false
		for _, r := range runs {
			c := bucketCell(r.Table, bk)
			found = found || c != nil
			cells = append(cells, cellHTML(c))
		}
		if found {
			fmt.Fprintf(&b, "<tr><th>%s</th>%s</tr>\n", markup.Escape(string(bk)), strings.Join(cells, ""))
		}
	}
	b.WriteString("<tr class=\"overall\"><th>overall</th>")
	for _, r := range runs {
		o := r.Table.Overall
		b.WriteString(cellHTML(&o))
	}
	b.WriteString("</tr>\n</tbody>\n</table>\n")
	return b.String()
}

func budgetHead(b *int64) string {
	if b == nil {
		return "no cap"
	}
	return "budget " + Budget(b)
}

func bucketCell(t results.Table, b tasks.Bucket) *results.Cell {
	for _, r := range t.Buckets {
		if r.Bucket == b {
			return &r.Cell
		}
	}
	return nil
}

func cellHTML(c *results.Cell) string {
	if c == nil || c.N == 0 {
		return "<td class=\"num muted\">—</td>"
	}
	return fmt.Sprintf("<td class=\"num\" title=\"%s\">%s<span class=\"ci\">%s–%s</span></td>", plural(c.N, "answer"), pct(c.Mean), pct(c.Low), pct(c.High))
}
