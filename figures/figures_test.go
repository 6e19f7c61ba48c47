package figures

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/suite"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// The test data are real: answers.jsonl holds answer lines as `scbench run`
// writes them (two models, two budgets, reference answers and broken ones,
// a request that failed), and reports.jsonl is what `scbench grade --batch
// --json` made of them. This keeps it so.
func TestReportsAreTheGradedAnswers(t *testing.T) {
	answers, err := os.Open(filepath.Join("testdata", "answers.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer answers.Close()
	var got bytes.Buffer
	br := suite.NewBatchReader(answers)
	for {
		rep, ok := br.Next()
		if !ok {
			break
		}
		if err := suite.WriteReport(&got, rep); err != nil {
			t.Fatal(err)
		}
	}
	if err := suite.WriteSummary(&got, br.Summary()); err != nil {
		t.Fatal(err)
	}
	golden(t, "reports.jsonl", got.String())
}

func experiment(t *testing.T) ([]Source, results.Experiment) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "reports.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	scores, skipped, problems := results.Read(data)
	return []Source{{Name: "reports.jsonl", Reports: len(scores), Skipped: skipped, Problems: problems}}, results.Analyse(results.Label(scores, "reports"), false)
}

// The figures and the report, byte for byte: a person reads the goldens
// (open the SVG files) and `go test -update` rewrites them.
func TestGolden(t *testing.T) {
	sources, e := experiment(t)
	golden(t, "figure2.svg", SVG(Figure2(e)))
	golden(t, "figure3.svg", SVG(Figure3(e)))
	golden(t, "index.html", Document(sources, e))
}

// What the figures say, checked on their own: every run has its point,
// labelled with its budget, and the failure modes add up.
func TestFiguresSayWhatTheNumbersSay(t *testing.T) {
	_, e := experiment(t)
	if got := strings.Join(e.Models, " "); got != "alpha-7b beta-70b" || len(e.Points) != 4 {
		t.Fatalf("models %s, %d points", got, len(e.Points))
	}
	// beta at 4096 solved 10 of 12 (planned in the answers), one request failed.
	p := e.Points[3]
	if p.Model != "beta-70b" || *p.Budget != 4096 || p.N != 12 || p.Passed != 10 || p.Ungraded != 1 {
		t.Errorf("beta @ 4096: %+v", p)
	}
	f2 := SVG(Figure2(e))
	for _, want := range []string{`<title id="fig2-title">`, `data-model="alpha-7b"`, `data-model="beta-70b"`, `>1024</text>`, `>4096</text>`, `>1k</text>`, `mean output tokens per answer (log scale)`} {
		if !strings.Contains(f2, want) {
			t.Errorf("figure 2 lacks %s", want)
		}
	}
	if n := strings.Count(f2, "<circle"); n != 4+2 { // a marker per run, and one per model in the legend
		t.Errorf("figure 2 has %d circles", n)
	}
	// a run's marker names its numbers, to a pointer
	if want := "><title>beta-70b, budget 4096: accuracy 83.3% (55.2–95.3%), 2470.6 output tokens on average (median 2368.5), 12 answers, 0 at the cap</title></circle>"; !strings.Contains(f2, want) {
		t.Errorf("figure 2 lacks %s", want)
	}
	f3 := SVG(Figure3(e))
	if n := strings.Count(f3, `data-mode="passed"`); n != 2 {
		t.Errorf("figure 3 has %d passed segments", n)
	}
	for _, doc := range []string{f2, f3} {
		if err := wellFormed(doc); err != nil {
			t.Error(err)
		}
	}
}

// Reports without run metadata, or without token counts, still give figures
// that say why a point is missing, never an empty or broken file.
func TestFiguresWithoutMetadata(t *testing.T) {
	plain := []results.Scored{{Task: "shikaku", Score: 1, Passed: true, Graded: true}, {Task: "shikaku", Graded: true, Mode: "near-miss", Score: 0.5}}
	e := results.Analyse(results.Label(plain, "model <a&b>"), false)
	f2 := SVG(Figure2(e))
	if !strings.Contains(f2, "no report carries its output tokens") || !strings.Contains(f2, "model &lt;a&amp;b&gt; @ no cap") {
		t.Errorf("figure 2 without tokens:\n%s", f2)
	}
	doc := Document([]Source{{Name: "x.jsonl", Reports: 2}}, e)
	if !strings.Contains(doc, "No report carries run metadata") || strings.Contains(doc, "<a&b>") {
		t.Error("the document does not say there was no metadata, or does not escape a name")
	}
	empty := results.Analyse(nil, false)
	for _, s := range []string{SVG(Figure2(empty)), SVG(Figure3(empty))} {
		if err := wellFormed(s); err != nil {
			t.Error(err)
		}
	}
	if !strings.Contains(SVG(Figure2(empty)), "no reports") {
		t.Error("an empty figure 2 does not say so")
	}
}

func wellFormed(doc string) error {
	d := xml.NewDecoder(strings.NewReader(doc))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the golden (go test ./figures -update rewrites it after a look)", name)
	}
}

// A model's name is whatever a submitter typed: characters XML does not
// allow (U+FFFF, U+FFFE, a control character, bytes that are not UTF-8) must
// not make a figure unreadable, and markup must stay text.
func TestHostileNamesStayText(t *testing.T) {
	names := []string{"<script>alert(1)</script>", `a&b "q" 's'`, "]]><!--", "non\uffffchar\ufffe", "ctl\x01\x1b[31m", "bad\xff\xfeutf"}
	var scores []results.Scored
	for i, n := range names {
		b := int64(1024)
		tok := int64(100 * (i + 1))
		scores = append(scores, results.Scored{Task: n, Score: 0.5, Mode: "near-miss", Graded: true, Run: &suite.RunMeta{Model: n, Budget: &b, OutputTokens: &tok}})
	}
	e := results.Analyse(scores, false)
	for name, doc := range map[string]string{"figure 2": SVG(Figure2(e)), "figure 3": SVG(Figure3(e))} {
		if err := wellFormed(doc); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if strings.Contains(doc, "<script") {
			t.Errorf("%s carries markup from a name", name)
		}
	}
	doc := Document([]Source{{Name: "x\xff\uffff.jsonl", Reports: len(scores)}}, e)
	if !utf8.ValidString(doc) || strings.ContainsAny(doc, "\uffff\ufffe\x01\x1b") || strings.Contains(doc, "<script") {
		t.Error("the document carries a character HTML does not allow, or markup from a name")
	}
}

// An explicit bidirectional control in a name (U+202E, right-to-left
// override) would reorder the text after it in the report's summary: the
// budgets that follow it would read backwards (1024 as 4201).
func TestNamesCannotReorderTheText(t *testing.T) {
	b := int64(1024)
	var scores []results.Scored
	for _, n := range []string{"bidi\u202eevil", "iso\u2067late", "plain"} {
		scores = append(scores, results.Scored{Task: "delaunay", Score: 1, Passed: true, Graded: true, Run: &suite.RunMeta{Model: n, Budget: &b}})
	}
	e := results.Analyse(scores, false)
	for _, doc := range []string{Document([]Source{{Name: "x\u202e.jsonl", Reports: 3}}, e), SVG(Figure2(e)), SVG(Figure3(e))} {
		if strings.ContainsAny(doc, "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069") {
			t.Error("a bidirectional control reaches the output")
		}
	}
}

// Figure 2's legend lists every model: with many models it must not run off
// the bottom of the figure (its height grows, as Figure 3's does).
func TestFigure2LegendFitsManyModels(t *testing.T) {
	var scores []results.Scored
	for i := 0; i < 30; i++ {
		tok := int64(100 + i)
		scores = append(scores, results.Scored{Task: "delaunay", Score: 1, Passed: true, Graded: true, Run: &suite.RunMeta{Model: fmt.Sprintf("model-%02d", i), OutputTokens: &tok}})
	}
	scores = append(scores, results.Scored{Task: "delaunay", Graded: true, Run: &suite.RunMeta{Model: "no-tokens"}})
	f2 := SVG(Figure2(results.Analyse(scores, false)))
	var h float64
	if _, err := fmt.Sscanf(f2[strings.Index(f2, ` height="`):], ` height="%g"`, &h); err != nil {
		t.Fatal(err)
	}
	ys := regexp.MustCompile(`<text x="[^"]*" y="([^"]*)"[^>]*>([^<]*)<`).FindAllStringSubmatch(f2, -1)
	var bottom float64
	for _, m := range ys {
		y, _ := strconv.ParseFloat(m[1], 64)
		if y > h-4 {
			t.Errorf("%q at y %g, below the figure's height %g", m[2], y, h)
		}
		if strings.HasPrefix(m[2], "labels:") || strings.HasPrefix(m[2], "bars:") {
			bottom = max(bottom, y)
		}
		if strings.HasPrefix(m[2], "not drawn") && y < bottom+10 {
			t.Errorf("the note under the plot (y %g) runs into the legend (y %g)", y, bottom)
		}
	}
	if !strings.Contains(f2, ">model-29<") {
		t.Error("the legend lacks the last model")
	}
}

// The per-task table has a row per task and a column per run, and a report
// file can name a new model and a new task on every line: the table must not
// grow with the square of the file (4,000 such lines made 486 MB of HTML).
func TestPerTaskTableIsBounded(t *testing.T) {
	const n = 1500
	var scores []results.Scored
	for i := 0; i < n; i++ {
		scores = append(scores, results.Scored{Task: fmt.Sprintf("task-%d", i), Score: 1, Passed: true, Graded: true, Run: &suite.RunMeta{Model: fmt.Sprintf("model-%d", i)}})
	}
	doc := Document([]Source{{Name: "many.jsonl", Reports: n}}, results.Analyse(scores, false))
	if len(doc) > 16<<20 {
		t.Fatalf("the report of %d lines is %d MB", n, len(doc)>>20)
	}
	if !strings.Contains(doc, "of 1500 runs") || !strings.Contains(doc, ">model-1499<") {
		t.Error("the document does not say which runs the table leaves out, or leaves a run out of the points table")
	}
}

// BenchmarkFigure2ManyModels: a report file can name a new model on every
// line, so drawing must grow with the models, not with their square.
func BenchmarkFigure2ManyModels(b *testing.B) {
	scores := make([]results.Scored, 20000)
	for i := range scores {
		tok := int64(100 + i)
		scores[i] = results.Scored{Task: "delaunay", Score: 1, Passed: true, Graded: true, Run: &suite.RunMeta{Model: fmt.Sprintf("model-%d", i), OutputTokens: &tok}}
	}
	e := results.Analyse(scores, false)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		SVG(Figure2(e))
	}
}

// A model's name can be 120 characters without a space: the summary, the
// list of files and the tables' names must wrap it rather than push the
// numbers off the page (the points table's columns went past the right edge).
func TestLongNamesWrap(t *testing.T) {
	for _, rule := range []string{"p,li,tbody th,table.runs thead th{overflow-wrap:anywhere}"} {
		if !strings.Contains(style, rule) {
			t.Errorf("the style lacks %s", rule)
		}
	}
}

// A token count can be as large as suite.MaxTokens (2^40): the x axis then
// spans twelve decades, and its labels must still not run into each other.
func TestFigure2AxisLabelsDoNotOverlap(t *testing.T) {
	var scores []results.Scored
	for i, tok := range []int64{0, suite.MaxTokens} {
		b, tok := int64(1024<<i), tok
		scores = append(scores, results.Scored{Task: "delaunay", Score: 1, Passed: true, Graded: true, Run: &suite.RunMeta{Model: "a", Budget: &b, OutputTokens: &tok}})
	}
	f2 := SVG(Figure2(results.Analyse(scores, false)))
	ticks := regexp.MustCompile(`<text x="([^"]*)" y="392" text-anchor="middle"[^>]*>([^<]*)<`).FindAllStringSubmatch(f2, -1)
	if len(ticks) < 3 {
		t.Fatalf("%d labels on the x axis", len(ticks))
	}
	last, lastW := -1e9, 0.0
	for _, m := range ticks {
		x, _ := strconv.ParseFloat(m[1], 64)
		w := 7 * float64(len(m[2])) // at 12px, a digit or a letter is under 7px wide
		if x-w/2 < last+lastW/2+4 {
			t.Errorf("the x axis label %s at %g runs into the one before it", m[2], x)
		}
		last, lastW = x, w
	}
}
