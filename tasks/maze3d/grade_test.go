package maze3d

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

// fixture is one grid of testdata/fixtures.txt (the spec's §11 vectors).
type fixture struct {
	subpass int
	pass    bool
	note    string // "jumps=J cells=C ..." or "check|fragment"
	grid    string
}

func fixtures(t *testing.T) []fixture {
	t.Helper()
	b, err := os.ReadFile("testdata/fixtures.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []fixture
	for _, block := range strings.Split(strings.TrimSpace(string(b)), "\n\n") {
		lines := strings.Split(block, "\n")
		head := strings.Fields(lines[0])
		k, _ := strconv.Atoi(head[2])
		out = append(out, fixture{subpass: k, pass: head[3] == "pass", note: strings.Join(head[4:], " "), grid: strings.Join(lines[1:], "\n")})
	}
	if len(out) != 15 {
		t.Fatalf("%d fixtures", len(out))
	}
	return out
}

func TestSpecFixtures(t *testing.T) {
	for i, f := range fixtures(t) {
		in := instance(t, f.subpass)
		r := Task.Grade(in, f.grid)
		if f.pass {
			tasktest.Passes(t, r)
			var jumps, cells int
			fmt.Sscanf(f.note, "jumps=%d cells=%d", &jumps, &cells)
			tasktest.Fails(t, failOnlyIfNot(r, "jumps"), "jumps", fmt.Sprintf("makes %d jumps", jumps))
			tasktest.Fails(t, failOnlyIfNot(r, "20% rule"), "20% rule", fmt.Sprintf("visits %d of", cells))
			continue
		}
		check, frag, _ := strings.Cut(f.note, "|")
		t.Run(fmt.Sprint(i), func(t *testing.T) { tasktest.Fails(t, r, check, frag) })
	}
}

// failOnlyIfNot returns a copy of a passing report with one check marked as
// failed, so that tasktest.Fails can assert on its detail.
func failOnlyIfNot(r *verifiers.Report, name string) *verifiers.Report {
	c := *r
	c.Checks = append([]verifiers.Check(nil), r.Checks...)
	for i := range c.Checks {
		if c.Checks[i].Name == name {
			c.Checks[i].OK = false
		}
	}
	c.Passed, c.Score = false, 0
	return &c
}

const gpt = "A5054\n89893\n79202\n68198\n79B87"

func TestLineEndingsAndWrapping(t *testing.T) {
	in := instance(t, 0)
	for name, text := range map[string]string{
		"CRLF":           strings.ReplaceAll(gpt, "\n", "\r\n"),
		"CR":             strings.ReplaceAll(gpt, "\n", "\r"),
		"blank lines":    "\n\n" + gpt + "\n\n",
		"fence":          "```\n" + gpt + "\n```",
		"fence and talk": "Here is my maze.\n\n```text\n" + gpt + "\n```\nIt has two jumps.",
		"thinking":       "<thinking>Let me try A5054...</thinking>\n" + gpt,
		"JSON string":    strconv.Quote(gpt),
		"CRLF fence":     strings.ReplaceAll("```\n"+gpt+"\n```\n", "\n", "\r\n"),
		"prose around":   "My maze:\n" + gpt + "\nIt has two jumps.",
	} {
		t.Run(name, func(t *testing.T) { tasktest.Passes(t, Task.Grade(in, text)) })
	}
	tasktest.Fails(t, Task.Grade(in, strings.Replace(gpt, "\n", " \n", 1)), "columns", "the first row has 6 characters (it ends in spaces)")
	tasktest.Fails(t, Task.Grade(instance(t, 1), gpt), "rows", "exactly 10 rows; it has 5")
	tasktest.Fails(t, Task.Grade(in, "My maze:\n"+gpt+"\n12345"), "rows", "exactly 5 rows; it has 6")
	tasktest.Fails(t, Task.Grade(in, strings.Replace(gpt, "89893", "8989", 1)), "same width", "row 1 has 4 characters")
	tasktest.Fails(t, Task.Grade(in, strings.Replace(gpt, "68198", "6819²", 1)), "characters", "'²' at row 3, column 4")
	tasktest.Fails(t, Task.Grade(in, strings.Replace(gpt, "A", "a", 1)), "A and B", "it has 0 A and 1 B")
}

// The prompt's worked example, graded as a 4×4 instance with A at 5 and B at
// 0: only the 30% rule fails, with the route the prompt describes.
func TestPromptExample(t *testing.T) {
	k := 0
	in := &tasks.Instance{Task: "maze-3d", Version: tasks.Version, Subpass: &k, Data: NewData(4, 5, 0, 2)}
	r := Task.Grade(in, strings.Join(Example, "\n"))
	tasktest.Fails(t, r, "30% rule", "height 5 covers 8 cells")
	for _, name := range []string{"route", "unique route", "20% rule", "jumps"} {
		if c := tasktest.Check(t, r, name); !c.OK {
			t.Errorf("%s: %s", name, c.Detail)
		}
	}
	tasktest.Fails(t, failOnlyIfNot(r, "route"), "route", "14 moves, 2 of them jumps")
	c, _ := tasks.New(Task, tasks.Request{})
	if !strings.Contains(c.Prompt, "15 cells and 2 jumps") || !strings.Contains(c.Prompt, strings.Join(Example, "\n")) {
		t.Errorf("prompt:\n%s", c.Prompt)
	}
}

func TestReferenceMazesPass(t *testing.T) {
	for k := 0; k < 6; k++ {
		in := instance(t, k)
		text := tasktest.SolveText(t, Task, in)
		tasktest.Passes(t, Task.Grade(in, text))
		var raw string
		if err := json.Unmarshal([]byte(text), &raw); err != nil {
			t.Fatal(err)
		}
		tasktest.Passes(t, Task.Grade(in, raw))
	}
}

func TestNamedMistakes(t *testing.T) {
	in := instance(t, 0)
	// A second route: a passing maze with a wall lowered to open a shortcut.
	ok := "32126\n01533\nB3417\n40433\n7452A"
	tasktest.Passes(t, Task.Grade(in, ok))
	in1 := instance(t, 1)
	var ref string
	json.Unmarshal([]byte(tasktest.SolveText(t, Task, in1)), &ref)
	g := []byte(ref)
	found := false
	// Lower or raise one cell at a time until some change makes a second
	// route while everything else still holds.
	for c := 0; c < len(g) && !found; c++ {
		if g[c] == '\n' || g[c] == 'A' || g[c] == 'B' {
			continue
		}
		orig := g[c]
		for v := byte('0'); v <= '9' && !found; v++ {
			g[c] = v
			r := Task.Grade(in1, string(g))
			if failed(r, "unique route") {
				tasktest.Fails(t, r, "unique route", "multiple paths exist")
				tasktest.Mode(t, r, verifiers.LocalOnly)
				if ov := r.BuildOverlay(); ov == nil || len(ov.Lines) < 3 {
					t.Error("the overlay does not show the other route")
				}
				found = true
			}
		}
		g[c] = orig
	}
	if !found {
		t.Error("no single change opened a second route")
	}
	// Too few jumps: the reference of subpass 0 graded with more required.
	k := 0
	hard := &tasks.Instance{Task: "maze-3d", Version: tasks.Version, Subpass: &k, Data: NewData(5, 5, 0, 2)}
	hard.Data.(*Data).MinJumps = 9
	tasktest.Fails(t, Task.Grade(hard, gpt), "jumps", "the route makes 2 jumps, but at least 9 are required")
}

func TestBadInput(t *testing.T) {
	in := instance(t, 5)
	for _, c := range []struct{ name, text, check, frag string }{
		{"empty", "   \n\n ", "answer", "empty"},
		{"prose", "I can't do that.", "answer", "no maze was found"},
		{"ragged", "A" + strings.Repeat("1", 29) + "\n" + strings.Repeat("2", 29) + "B" + strings.Repeat("\n"+strings.Repeat("3", 30), 27) + "\n" + strings.Repeat("3", 29), "same width", "row 29 has 29 characters, the first row 30"},
		{"huge line", "A" + strings.Repeat("1", 1<<19) + "B", "rows", "it has 1"},
		{"binary", "A\x00B", "answer", "binary"},
		{"too big", strings.Repeat("1", 5<<20), "answer", "limit"},
		{"many lines", "A\nB" + strings.Repeat("\n1", 1<<18), "rows", "exactly 30 rows"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tasktest.Fails(t, Task.Grade(in, c.text), c.check, c.frag)
			withinWork(t, in, c.text)
		})
	}
	// Past the byte limit nothing is read at all.
	if g := withinWork(t, in, strings.Repeat("1\n", 1<<20)); g.work != 0 {
		t.Errorf("a 2 MiB answer cost %d units of work; it must be refused unread", g.work)
	}
	// A full grid costs one look at each line, each row measured, each cell
	// read, and the graph of its cells.
	ref := string(solveAnswer(t, in))
	if g := withinWork(t, in, ref); g.work != 30+30+2*900 {
		t.Errorf("the reference maze cost %d units of work, want %d", g.work, 30+30+2*900)
	}
}

// solveAnswer is the reference answer as raw text.
func solveAnswer(t *testing.T, in *tasks.Instance) Answer {
	t.Helper()
	a, err := Task.Solve(in)
	if err != nil {
		t.Fatal(err)
	}
	return a.(Answer)
}

// withinWork grades text as Task.Grade does, keeping the grading to check
// its work counter against the bound workLimit sets for the text's lines:
// linear in the text, whatever it holds.
func withinWork(t *testing.T, in *tasks.Instance, text string) *grading {
	t.Helper()
	d, err := tasks.DataAs[Data](in)
	if err != nil {
		t.Fatal(err)
	}
	g := &grading{d: d}
	g.grade(verifiers.NewReport(in.Task, in.Rules, in.Subpass, in.Seed), text)
	lines := strings.Count(text, "\n") + strings.Count(text, "\r") + 1
	if g.work > workLimit(d, lines) {
		t.Errorf("grading cost %d units of work; a text of %d lines allows %d", g.work, lines, workLimit(d, lines))
	}
	return g
}

func TestGeneratedInstancesPass(t *testing.T) {
	seeds := uint64(5)
	if runtime.GOOS == "js" {
		seeds = 2
	}
	heights := map[[2]int]bool{}
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < seeds; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			d, _ := tasks.DataAs[Data](in)
			heights[[2]int{d.AHeight, d.BHeight}] = true
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		}
	}
	if len(heights) < int(seeds)-1 {
		t.Errorf("seeds drew only the heights %v", heights)
	}
}

// failed reports whether the report has the named check and it failed.
func failed(r *verifiers.Report, name string) bool {
	for _, c := range r.Checks {
		if c.Name == name {
			return !c.OK
		}
	}
	return false
}

// Each format check reports its own problem: ragged rows and a missing A and
// B are both named.
func TestEveryFormatProblemIsReported(t *testing.T) {
	in := instance(t, 0)
	r := Task.Grade(in, "12345\n123\n12345\n12345\n12x45")
	tasktest.Fails(t, r, "A and B", "it has 0 A and 0 B")
	tasktest.Fails(t, r, "same width", "row 1 has 3 characters, the first row 5")
	tasktest.Fails(t, r, "characters", `'x' at row 4, column 2`)
	if c := tasktest.Check(t, r, "rows"); !c.OK {
		t.Errorf("the rows are right: %+v", c)
	}
	r = Task.Grade(in, "A1\n2B")
	tasktest.Fails(t, r, "rows", "exactly 5 rows; it has 2")
	tasktest.Fails(t, r, "columns", "the first row has 2 characters")
}

// A maze given as a JSON list of row strings is read as the grid.
func TestMazeAsAListOfRows(t *testing.T) {
	in := instance(t, 0)
	ref := tasktest.SolveText(t, Task, in)
	var grid string
	if err := json.Unmarshal([]byte(ref), &grid); err != nil {
		t.Fatal(err)
	}
	rows, _ := json.Marshal(strings.Split(grid, "\n"))
	r := Task.Grade(in, "Here it is:\n```json\n"+string(rows)+"\n```")
	tasktest.Passes(t, r)
	if !strings.Contains(r.Where, "a JSON list of rows") {
		t.Errorf("read from %q", r.Where)
	}
	tasktest.Passes(t, Task.Grade(in, string(rows)))
}
