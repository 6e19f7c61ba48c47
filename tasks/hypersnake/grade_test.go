package hypersnake

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance {
	return tasktest.Canonical(t, Task, k)
}

// answer writes a path in the schema's form.
func answer(path ...[]int) string {
	a := Answer{Path: []Step{}}
	for _, p := range path {
		a.Path = append(a.Path, Step{Pos: p})
	}
	b, _ := json.Marshal(a)
	return string(b)
}

func near(got, want float64) bool {
	d := got - want
	return d <= 1e-6*want && d >= -1e-6*want
}

func TestReferenceAnswersPass(t *testing.T) {
	for k := range Task.Subpasses() {
		in := instance(t, k)
		r := Task.Grade(in, tasktest.SolveText(t, Task, in))
		tasktest.Passes(t, r)
	}
}

// serpentine is the row-major boustrophedon over an 8×8 grid from (0,0).
func serpentine() [][]int {
	var p [][]int
	for x := 0; x < 8; x++ {
		for j := 0; j < 8; j++ {
			y := j
			if x%2 == 1 {
				y = 7 - j
			}
			p = append(p, []int{x, y})
		}
	}
	return p
}

// The spec's test vectors (§11), with problem 2's wall now enforced.
func TestSpecVectors(t *testing.T) {
	r := Task.Grade(instance(t, 0), answer(serpentine()...))
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "coverage"); !strings.Contains(c.Detail, "visited 64/64") {
		t.Errorf("coverage says %q", c.Detail)
	}

	score := func(k int, want float64, path ...[]int) *verifiers.Report {
		t.Helper()
		r := Task.Grade(instance(t, k), answer(path...))
		if !near(r.Score, want) {
			t.Fatalf("subpass %d %v: score %v, want %v; %+v", k, path, r.Score, want, r.Checks)
		}
		return r
	}
	r = score(0, 0.015625, []int{0, 0}, []int{0, 1})
	tasktest.Fails(t, r, "food", "food not eaten: [1, 1]; the score is divided by 2")
	tasktest.Fails(t, r, "coverage", "visited 2/64 free cells")
	score(4, 0.000820264, []int{4, 4, 4, 4})
	r = score(2, 0.00809848, []int{1, 0, 1})
	tasktest.Mode(t, r, verifiers.Trivialized)

	// Upstream never enforced problem 2's wall; DECISIONS.md: every wall is.
	r = score(2, 0, []int{1, 0, 1}, []int{1, 1, 1}, []int{1, 2, 1})
	tasktest.Fails(t, r, "walls", "position 1 [1, 1, 1] is a wall")

	tasktest.Fails(t, score(0, 0, []int{0, 0}, []int{1, 1}), "moves", "move 1 changes 2 coordinates (must be 1), from [0, 0] to [1, 1]")
	tasktest.Fails(t, score(0, 0, []int{0, 0}, []int{0, 2}), "moves", "move 1 goes 2 cells along axis 1 (must be 1)")
	tasktest.Fails(t, score(0, 0, []int{0, 0}, []int{0, 0}), "moves", "move 1 changes no coordinate")
	r = score(0, 0, []int{0, 0}, []int{0, 1}, []int{0, 0})
	tasktest.Fails(t, r, "no revisit", "position 2 [0, 0] was already visited at position 0")
	tasktest.Mode(t, r, verifiers.LocalOnly)
	tasktest.Fails(t, score(1, 0, []int{0, 0}, []int{1, 0}, []int{1, 1}, []int{0, 1}), "walls", "position 3 [0, 1] is a wall")
	tasktest.Fails(t, score(0, 0, []int{0, 0}, []int{-1, 0}), "bounds", "position 1 [-1, 0] is outside the grid (coordinate 0 must lie from 0 to 7)")
	tasktest.Fails(t, score(0, 0), "path", "the path is empty")
	r = score(0, 0, []int{0, 0, 0})
	tasktest.Fails(t, r, "dimensions", "the first position has 3 coordinates, but the grid has 2 axes")
	tasktest.Mode(t, r, verifiers.Malformed)
	tasktest.Fails(t, score(0, 0, []int{0, 0}, []int{0, 1, 0}), "dimensions", "position 1 has 3 coordinates")
	tasktest.Fails(t, score(0, 0, []int{1, 0}), "start", "the first position is [1, 0], not the start [0, 0]")
}

// Answers in the other forms a model may write.
func TestLenientForms(t *testing.T) {
	in := instance(t, 0)
	var bare []string
	var floats []string
	for _, p := range serpentine() {
		bare = append(bare, fmt.Sprintf("(%d, %d)", p[0], p[1]))
		floats = append(floats, fmt.Sprintf(`{"pos": [%d.0, %d]}`, p[0], p[1]))
	}
	tasktest.Passes(t, Task.Grade(in, "Here is my path:\n```python\n["+strings.Join(bare, ", ")+"]\n```"))
	tasktest.Passes(t, Task.Grade(in, `{"path": [`+strings.Join(floats, ", ")+`]}`))
	tasktest.Passes(t, Task.Grade(in, "<thinking>[0, 0] first</thinking>\nFinal answer: ["+strings.Join(floats, ",")+"]"))
}

func TestMalformedAnswers(t *testing.T) {
	in := instance(t, 0)
	cases := map[string][2]string{
		`{"path": [{"pos": [0, 0]}, {"pos": [0, 1.5]}]}`:                     {"format", "position 1 has a non-integer coordinate: path[1].pos[1]: expected an integer, found the fraction 1.5"},
		`{"path": [{"pos": [0, 0]}, {"where": [0, 1]}]}`:                     {"format", `position 1 has no "pos"`},
		`{"path": [{"pos": [0, 0]}, {"pos": ["0", 1]}]}`:                     {"format", "non-integer coordinate"},
		`{"path": [{"pos": [0, 0]}, {"pos": [true, 1]}]}`:                    {"format", "non-integer coordinate"},
		`{"path": [{"pos": [0, 0]}, {"pos": [NaN, 1]}]}`:                     {"format", "found NaN"},
		`{"path": [{"pos": [0, 0]}, {"pos": [1e400, 1]}]}`:                   {"format", "non-integer coordinate"},
		`{"path": [{"pos": [0, 0]}, {"pos": [99999999999999999999999, 1]}]}`: {"format", "far too large"},
		`{"path": 7}`:            {"format", "path: expected a list or tuple, found"},
		`{"path": [{"pos": 3}]}`: {"format", "path[0].pos: expected a list or tuple"},
	}
	for text, want := range cases {
		r := Task.Grade(in, text)
		tasktest.Fails(t, r, want[0], want[1])
		if r.Score != 0 {
			t.Errorf("%s: score %v", text, r.Score)
		}
	}
	tasktest.Mode(t, Task.Grade(in, "I cannot play this game."), verifiers.Evasion)
}

// Huge or hostile answers are rejected before any per-position work, and a
// path is never more work than the grid's size allows (timings are in the
// benchmarks, not asserted here).
func TestBadInputIsCheap(t *testing.T) {
	in := instance(t, 9) // 2,187 cells
	long := make([]string, 3000)
	for i := range long {
		long[i] = `{"pos": [0,0,0,0,0,0,0]}`
	}
	wide := "[" + strings.Repeat("0,", 100000) + "0]"
	for name, text := range map[string]string{
		"longer than the grid": `{"path": [` + strings.Join(long, ",") + `]}`,
		"100,001 coordinates":  `{"path": [{"pos": ` + wide + `}]}`,
		"deep nesting":         strings.Repeat("[", 5000) + strings.Repeat("]", 5000),
	} {
		r := Task.Grade(in, text)
		if r.Score != 0 || r.Error == "" {
			t.Errorf("%s: score %v, error %q", name, r.Score, r.Error)
		}
		if g := withinWork(t, in, text); g.work != 0 {
			t.Errorf("%s: cost %d units of work; it must be refused before any position is read", name, g.work)
		}
	}
	r := Task.Grade(in, `{"path": [`+strings.Join(long, ",")+`]}`)
	tasktest.Fails(t, r, "format", "has 3000 positions, but the grid has only 2187 cells")
	// The most a path can cost: as many positions as the grid has cells,
	// decoded and walked, and the walk's tables over the grid.
	most := `{"path": [` + strings.Join(long[:2187], ",") + `]}`
	tasktest.Fails(t, Task.Grade(in, most), "moves", "move 1 changes no coordinate")
	if g := withinWork(t, in, most); g.work != 3*2187 {
		t.Errorf("2,187 positions cost %d units of work, want %d", g.work, 3*2187)
	}
}

// withinWork grades text as Task.Grade does, keeping the grading to check
// its work counter against the bound the grader's limits set. Text with no
// answer in it costs the grader nothing.
func withinWork(t *testing.T, in *tasks.Instance, text string) *grading {
	t.Helper()
	d, err := tasks.DataAs[Data](in)
	if err != nil {
		t.Fatal(err)
	}
	g := &grading{d: d, g: NewGrid(d.Size), badMove: -1}
	r := verifiers.NewReport(in.Task, in.Rules, in.Subpass, in.Seed)
	// The shape Define reads answers with: the fields of Answer, and Def.Bare.
	shape := verifiers.Shape{Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()), Bare: pathLike}
	if found, ok := r.Read(text, shape, verifiers.DefaultLimits); ok {
		var a Answer
		if err := verifiers.DecodeAnswer(d, found, &a); err == nil {
			g.grade(r, a)
		}
	}
	if g.work > workLimit(d) {
		t.Errorf("grading cost %d units of work; the limits allow %d", g.work, workLimit(d))
	}
	return g
}

// Mutations of a reference path fail on the check that names the mistake.
func TestMutatedReferenceFails(t *testing.T) {
	for _, k := range []int{1, 4, 9} {
		in := instance(t, k)
		d, _ := tasks.DataAs[Data](in)
		ans, err := Task.Solve(in)
		if err != nil {
			t.Fatal(err)
		}
		path := ans.(Answer).Path
		clone := func() [][]int {
			var out [][]int
			for _, s := range path {
				out = append(out, append([]int(nil), s.Pos...))
			}
			return out
		}
		// Replace a cell by a wall: a jump is reported too, but the wall is named.
		p := clone()
		p[5] = append([]int(nil), d.Walls[0]...)
		tasktest.Fails(t, Task.Grade(in, answer(p...)), "walls", fmt.Sprintf("position 5 %s is a wall", FormatCell(d.Walls[0])))
		// Walk back onto the previous cell.
		p = clone()
		p = append(p, p[len(p)-2])
		tasktest.Fails(t, Task.Grade(in, answer(p...)), "no revisit", "was already visited")
		// Drop a cell from the middle: a two-step jump or a diagonal.
		p = clone()
		p = append(p[:10], p[11:]...)
		tasktest.Fails(t, Task.Grade(in, answer(p...)), "moves", "move 10")
		// Cut the path before the food: a partial score, food named.
		p = clone()
		g := NewGrid(d.Size)
		cut := len(p)
		for i, c := range p {
			for _, f := range d.Food {
				if g.Index(c) == g.Index(f) && i < cut {
					cut = i
				}
			}
		}
		r := Task.Grade(in, answer(p[:cut]...))
		tasktest.Fails(t, r, "food", "food not eaten")
		if r.Score <= 0 || r.Score > 0.5 {
			t.Errorf("subpass %d: a truncated path scored %v", k, r.Score)
		}
	}
}

func TestSeededInstancesGradeTheirReference(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(1); seed <= 2; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		}
	}
}

func TestOverlayMarksTheMistakes(t *testing.T) {
	in := instance(t, 1)
	r := Task.Grade(in, answer([]int{0, 0}, []int{1, 0}, []int{1, 1}, []int{0, 1}, []int{0, 3}))
	ov := r.BuildOverlay()
	if ov == nil {
		t.Fatal("no overlay")
	}
	checks := map[string]bool{}
	for _, l := range ov.Lines {
		checks[l.Check] = true
	}
	for _, p := range ov.Points {
		checks[p.Check] = true
	}
	for _, b := range ov.Boxes {
		checks[b.Check] = true
	}
	for _, c := range []string{"moves", "walls", "food"} {
		if !checks[c] {
			t.Errorf("the overlay marks nothing for %q", c)
		}
	}
	// 7 dimensions: moves along axes beyond the three drawn are dashed.
	in = instance(t, 9)
	ov = Task.Grade(in, tasktest.SolveText(t, Task, in)).BuildOverlay()
	dashed := false
	for _, l := range ov.Lines {
		dashed = dashed || (l.Dashed && len(l.Positions) > 0)
	}
	if !dashed || ov.Caption == "" {
		t.Error("no dashed moves between small copies, or no caption")
	}
}
