package hamiltonianloop

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

// pairs writes cells as a bare JSON list of pairs.
func pairs(cells [][2]float64) string {
	b, _ := json.Marshal(cells)
	return string(b)
}

func parse(t *testing.T, s string) [][2]float64 {
	t.Helper()
	var out [][2]float64
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// The spec's test vectors (§10).
const (
	loop0 = `[[1,1],[2,1],[3,1],[4,1],[4,2],[3,2],[2,2],[2,3],[3,3],[4,3],[4,4],[3,4],[2,4],[1,4],[1,3],[1,2]]`
	loop1 = `[[1,1],[2,1],[3,1],[4,1],[4,2],[3,2],[3,3],[4,3],[4,4],[3,4],[2,4],[1,4],[1,3],[1,2]]`
)

func TestReferenceAnswersPass(t *testing.T) {
	for k := 0; k < 10; k++ {
		in := instance(t, k)
		r := Task.Grade(in, tasktest.SolveText(t, Task, in))
		tasktest.Passes(t, r)
	}
}

func TestSpecVectors(t *testing.T) {
	in0, in1 := instance(t, 0), instance(t, 1)
	tasktest.Passes(t, Task.Grade(in0, loop0))
	tasktest.Passes(t, Task.Grade(in1, loop1))
	// The structured form of the schema.
	var steps []map[string]any
	for _, c := range parse(t, loop0) {
		steps = append(steps, map[string]any{"xy": []int{int(c[0]), int(c[1])}})
	}
	b, _ := json.Marshal(map[string]any{"steps": steps})
	tasktest.Passes(t, Task.Grade(in0, string(b)))

	r := Task.Grade(in1, loop0)
	tasktest.Fails(t, r, "count", "expected 14 steps, one per open cell, got 16")
	if c, _ := r.FirstFailure(); c.Name != "count" {
		t.Errorf("first failure %q, want count", c.Name)
	}

	// Last two swapped: the closing move [1,3] -> [1,1] is checked first.
	l := parse(t, loop1)
	l[12], l[13] = l[13], l[12]
	r = Task.Grade(in1, pairs(l))
	tasktest.Fails(t, r, "side-adjacent", "steps[0] (1,1) does not share a side with the last step")

	// Last cell replaced by [1,1]: distance 0 at step 0, not a revisit first.
	l = parse(t, loop0)
	l[15] = [2]float64{1, 1}
	r = Task.Grade(in0, pairs(l))
	tasktest.Fails(t, r, "side-adjacent", "steps[0] (1,1)")
	if c, _ := r.FirstFailure(); c.Name != "side-adjacent" {
		t.Errorf("first failure %q, want side-adjacent", c.Name)
	}
	// Last cell replaced by [2,3]: the closure has distance 3.
	l = parse(t, loop0)
	l[15] = [2]float64{2, 3}
	tasktest.Fails(t, Task.Grade(in0, pairs(l)), "side-adjacent", "steps[0] (1,1) does not share a side with the last step")

	// Cells 7 and 8 replaced by [2,2],[2,2]: the second [2,2] is not adjacent.
	l = parse(t, loop0)
	l[7] = [2]float64{2, 2}
	r = Task.Grade(in0, pairs(l))
	tasktest.Fails(t, r, "side-adjacent", "steps[7] (2,2) does not share a side with the step before it, steps[6] (2,2)")

	// A 4-cycle repeated 4 times: adjacent everywhere, revisits from step 4.
	cyc := strings.Repeat("[1,1],[2,1],[2,2],[1,2],", 4)
	r = Task.Grade(in0, "["+strings.TrimSuffix(cyc, ",")+"]")
	tasktest.Fails(t, r, "each cell once", "steps[4] (1,1) visits a cell already visited at steps[0] (1,1)")
	if c, _ := r.FirstFailure(); c.Name != "each cell once" {
		t.Errorf("first failure %q", c.Name)
	}

	// Subpass 5: a loop through (3,3) fails on the blocked cell.
	in5 := instance(t, 5)
	ref := tasktest.SolveText(t, Task, in5)
	full := tasktest.SolveText(t, Task, instance(t, 4))
	tasktest.Passes(t, Task.Grade(in5, ref))
	r = Task.Grade(in5, full)
	tasktest.Fails(t, r, "open cells", "is a blocked cell; 1 more step has the same problem")
	tasktest.Mode(t, r, verifiers.Trivialized)

	// Subpass 6: one blocked set. A loop avoiding only the cells upstream's
	// prompt named visits (12,3) and fails.
	in6 := instance(t, 6)
	tasktest.Passes(t, Task.Grade(in6, tasktest.SolveText(t, Task, in6)))
	stale, err := SolveLoop(NewData(16, [][2]int{{12, 5}, {12, 6}, {5, 5}, {5, 6}, {7, 10}, {8, 10}}, ShowList), DefaultBudget)
	if err != nil {
		t.Fatal(err)
	}
	var staleF [][2]float64
	for _, c := range stale {
		staleF = append(staleF, [2]float64{float64(c[0]), float64(c[1])})
	}
	tasktest.Fails(t, Task.Grade(in6, pairs(staleF)), "open cells", "is a blocked cell")

	// Shifted by -0.5: upstream scored 1; coordinates must be integers.
	l = parse(t, loop0)
	for i := range l {
		l[i][0] -= 0.5
		l[i][1] -= 0.5
	}
	r = Task.Grade(in0, pairs(l))
	tasktest.Fails(t, r, "format", "steps[0][0]: coordinates must be integers, found 0.5")
	tasktest.Mode(t, r, verifiers.Malformed)
}

func TestNamedMistakes(t *testing.T) {
	in := instance(t, 2)
	var a Answer
	if err := json.Unmarshal([]byte(tasktest.SolveText(t, Task, in)), &a); err != nil {
		t.Fatal(err)
	}
	enc := func(s []Step) string { b, _ := json.Marshal(Answer{Steps: s}); return string(b) }

	// A repeated cell in place of another: the missing one is reported too.
	s := append([]Step(nil), a.Steps...)
	lost := s[10].XY
	s[10] = s[12]
	r := Task.Grade(in, enc(s))
	tasktest.Fails(t, r, "each cell once", fmt.Sprintf("steps[12] (%d,%d) visits a cell already visited at steps[10]", s[12].XY[0], s[12].XY[1]))
	tasktest.Fails(t, r, "every cell", fmt.Sprintf("1 open cell is never visited: (%d,%d)", lost[0], lost[1]))

	// A diagonal step: cut a corner of the loop (p, c, nx) by moving c to
	// the end of the list.
	s = append([]Step(nil), a.Steps...)
	for i := 1; i+1 < len(s); i++ {
		p, nx := s[i-1].XY, s[i+1].XY
		if p[0] != nx[0] && p[1] != nx[1] {
			c := s[i]
			s = append(append(s[:i:i], s[i+1:]...), c)
			r = Task.Grade(in, enc(s))
			tasktest.Fails(t, r, "side-adjacent", fmt.Sprintf("steps[%d] (%d,%d) does not share a side with the step before it, steps[%d] (%d,%d)", i, nx[0], nx[1], i-1, p[0], p[1]))
			break
		}
	}

	// One step off the grid.
	s = append([]Step(nil), a.Steps...)
	s[3] = Step{XY: [2]int{9, 1}}
	r = Task.Grade(in, enc(s))
	tasktest.Fails(t, r, "in bounds", "steps[3] (9,1) is outside the grid, whose cells run from (1,1) to (8,8)")

	// A loop that is one cell short.
	r = Task.Grade(in, enc(a.Steps[:len(a.Steps)-1]))
	tasktest.Fails(t, r, "count", "expected 64 steps, one per open cell, got 63")
	tasktest.Fails(t, r, "side-adjacent", "steps[0]")
	tasktest.Mode(t, r, verifiers.NearMiss)

	// Nothing at all.
	r = Task.Grade(in, `{"steps": []}`)
	tasktest.Fails(t, r, "count", "no steps were given")
	tasktest.Mode(t, r, verifiers.Trivialized)
}

func TestLenientForms(t *testing.T) {
	in := instance(t, 0)
	for name, text := range map[string]string{
		"bare pairs":      loop0,
		"steps of pairs":  `{"steps": ` + loop0 + `}`,
		"tuples":          "[" + strings.NewReplacer("[", "(", "]", ")").Replace(loop0[1:len(loop0)-1]) + "]",
		"integral floats": strings.ReplaceAll(loop0, "[1,1]", "[1.0,1.0]"),
		"fenced prose":    "Here is my loop.\n```json\n" + loop0 + "\n```\n",
		"plain lines":     strings.NewReplacer("],[", "\n", "[[", "", "]]", "").Replace(loop0),
		"plain in fence":  "The loop:\n```\n" + strings.NewReplacer("],[", ")\n(", "[[", "(", "]]", ")").Replace(loop0) + "\n```",
	} {
		t.Run(name, func(t *testing.T) { tasktest.Passes(t, Task.Grade(in, text)) })
	}
}

func TestBadInput(t *testing.T) {
	in := instance(t, 0)
	big := "[" + strings.Repeat("[1,1],", 100) + "[1,1]]"
	cases := []struct{ name, text, check, detail string }{
		{"prose", "I cannot find a loop.", "answer", "no answer was found"},
		{"not a list", `{"steps": 5}`, "format", "steps: expected a list or tuple, found 5"},
		{"short pair", `{"steps": [[1]]}`, "format", "steps[0]: expected [x, y], found a list of 1 item"},
		{"triple", `{"steps": [[1,1,1]]}`, "format", "steps[0]: expected [x, y], found a list of 3 items"},
		{"no xy", `{"steps": [{"x": 1, "y": 1}]}`, "format", `steps[0]: expected {"xy": [x, y]} or [x, y]`},
		{"string", `{"steps": [["1", 1]]}`, "format", `steps[0][0]: coordinates must be integers, found the string "1"`},
		{"bool", `{"steps": [[true, 1]]}`, "format", "coordinates must be integers, found true"},
		{"NaN", `{"steps": [[NaN, 1]]}`, "format", "found NaN"},
		{"infinity", `{"steps": [[1, Infinity]]}`, "format", "found Infinity"},
		{"huge", `{"steps": [[1, 123456789012345678901234567890]]}`, "format", "far too large"},
		{"negative", `{"steps": [[-1, 1], [1, 1]]}`, "in bounds", "steps[0] (-1,1) is outside the grid"},
		{"too many", big, "format", "has 101 entries; a grid this size has only 16 cells"},
		{"null", `{"steps": null}`, "format", "expected a list or tuple, found null"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tasktest.Fails(t, Task.Grade(in, c.text), c.check, c.detail)
			withinWork(t, in, c.text)
		})
	}
	// The most the limits let through: a list of 4n² steps is graded, and a
	// plain-text list one line longer is refused at that line.
	most := "[" + strings.Repeat("[1,1],", 4*16-1) + "[1,1]]"
	tasktest.Fails(t, Task.Grade(in, most), "count", "expected 16 steps, one per open cell, got 64")
	if g := withinWork(t, in, most); g.work != 2*64+16 {
		t.Errorf("a list of 64 steps cost %d units of work, want %d (read, walked, and the grid scanned once)", g.work, 2*64+16)
	}
	lines := strings.Repeat("1,1\n", 4*16+1)
	tasktest.Fails(t, Task.Grade(in, lines), "format", "steps: has more than 64 entries")
	if g := withinWork(t, in, lines); g.work != 4*16+1 {
		t.Errorf("65 plain lines cost %d units of work; the reader must stop at the 65th", g.work)
	}
	// A 4 MiB answer is refused on its length, before anything is read.
	huge := "[" + strings.Repeat("[1,1],", (4<<20)/6) + "[1,1]]"
	tasktest.Fails(t, Task.Grade(in, huge), "answer", "bytes long; the limit is 1,048,576 bytes")
	if g := withinWork(t, in, huge); g.work != 0 {
		t.Errorf("the 4 MiB answer cost %d units of work; it must be refused unread", g.work)
	}
}

// withinWork grades text as Task.Grade does, keeping the grading to check
// its work counter against the bound the grader's limits set.
func withinWork(t *testing.T, in *tasks.Instance, text string) *grading {
	t.Helper()
	d, err := tasks.DataAs[Data](in)
	if err != nil {
		t.Fatal(err)
	}
	g := &grading{d: d}
	g.grade(verifiers.NewReport(in.Task, in.Rules, in.Subpass, in.Seed), text)
	if g.work > workLimit(d) {
		t.Errorf("grading cost %d units of work; the limits allow %d", g.work, workLimit(d))
	}
	return g
}

func TestGeneratedInstancesGradeTheirWitness(t *testing.T) {
	seeds := uint64(6)
	if runtime.GOOS == "js" {
		seeds = 2
	}
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < seeds; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		}
	}
	// A seeded request for a canonical subpass keeps its parameters.
	k, seed := 9, uint64(3)
	in, err := tasks.New(Task, tasks.Request{Subpass: &k, Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	d, _ := tasks.DataAs[Data](in)
	if d.Size != 16 || len(d.Blocked) != 28 {
		t.Errorf("seeded subpass 9: %d×%d with %d blocked", d.Size, d.Size, len(d.Blocked))
	}
	tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
}

func TestOverlayMarksTheProblems(t *testing.T) {
	in := instance(t, 1)
	l := parse(t, loop1)
	l[5] = [2]float64{2, 2} // a blocked cell, off the route
	r := Task.Grade(in, pairs(l))
	checks := map[string]bool{}
	for _, p := range r.BuildOverlay().Polys {
		checks[p.Check] = true
	}
	for _, ln := range r.BuildOverlay().Lines {
		checks[ln.Check] = true
	}
	for _, want := range []string{"open cells", "every cell"} {
		if !checks[want] {
			t.Errorf("overlay marks nothing for %q: %v", want, checks)
		}
	}
}

// A plain list of "(x, y)" lines longer than any loop is refused by its
// count, not taken for no list at all.
func TestLongPlainListSaysItsCount(t *testing.T) {
	in := instance(t, 0)
	var b strings.Builder
	for i := range 100 {
		fmt.Fprintf(&b, "(%d, 1)\n", i%4+1)
	}
	r := Task.Grade(in, b.String())
	tasktest.Fails(t, r, "format", "steps: has more than 64 entries; a grid this size has only 16 cells")
	tasktest.Mode(t, r, verifiers.Malformed)
}
