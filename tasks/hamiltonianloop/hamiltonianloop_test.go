package hamiltonianloop

import (
	"os"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

func canonicalData(t *testing.T, k int) *Data {
	t.Helper()
	return instance(t, k).Data.(*Data)
}

// The spec's table: sizes and open-cell counts, balanced colours.
func TestCanonicalTable(t *testing.T) {
	sizes := []int{4, 4, 8, 12, 16, 16, 16, 16, 16, 16}
	cells := []int{16, 14, 64, 144, 256, 254, 250, 248, 244, 228}
	if len(Task.Subpasses()) != 10 {
		t.Fatalf("%d subpasses, the paper has 10", len(Task.Subpasses()))
	}
	for k := range sizes {
		d := canonicalData(t, k)
		if d.Size != sizes[k] || d.Cells != cells[k] {
			t.Errorf("subpass %d: %d×%d with %d open cells, want %d×%d with %d", k, d.Size, d.Size, d.Cells, sizes[k], sizes[k], cells[k])
		}
		black := 0
		g := d.BlockedGrid()
		seen := map[[2]int]bool{}
		for _, c := range d.Blocked {
			if seen[c] {
				t.Errorf("subpass %d: (%d,%d) blocked twice", k, c[0], c[1])
			}
			seen[c] = true
		}
		for c, b := range g {
			if !b && (c%d.Size+c/d.Size)%2 == 0 {
				black++
			}
		}
		if 2*black != d.Cells {
			t.Errorf("subpass %d: %d black of %d open cells", k, black, d.Cells)
		}
	}
	// Subpass 9 against the spec's map (top row y = 1).
	want, err := os.ReadFile("testdata/subpass9.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(canonicalData(t, 9).Map(), "\n") + "\n"; got != string(want) {
		t.Errorf("subpass 9 map:\n%s\nwant:\n%s", got, want)
	}
	// #1, #7 and #8 are symmetric top to bottom, as the spec notes.
	for _, k := range []int{1, 7, 8} {
		m := canonicalData(t, k).Map()
		for i := range m {
			if m[i] != m[len(m)-1-i] {
				t.Errorf("subpass %d: map not symmetric top to bottom", k)
			}
		}
	}
}

// DECISIONS.md: subpass 6 shows the grader's blocked set and no other.
func TestSubpass6PromptListsTheGradedCells(t *testing.T) {
	c := instance(t, 6)
	d := c.Data.(*Data)
	want := [][2]int{{5, 3}, {12, 3}, {5, 4}, {12, 4}, {7, 10}, {8, 10}}
	if !reflect.DeepEqual(d.Blocked, want) {
		t.Fatalf("blocked %v", d.Blocked)
	}
	if !strings.Contains(c.Prompt, "The cells (5, 3), (12, 3), (5, 4), (12, 4), (7, 10) and (8, 10) are blocked") {
		t.Errorf("prompt does not list the graded set:\n%s", c.Prompt)
	}
	for _, stale := range []string{"(12, 5)", "(12, 6)", "(5, 5)", "(5, 6)"} {
		if strings.Contains(c.Prompt, stale) {
			t.Errorf("prompt mentions %s, which is open", stale)
		}
	}
}

func TestPromptFacts(t *testing.T) {
	for k := range canonical {
		c := instance(t, k)
		d := c.Data.(*Data)
		p := c.Prompt
		for _, f := range []string{
			"grid of " + itoa(d.Size) + "×" + itoa(d.Size),
			"list exactly " + itoa(d.Cells) + " cells",
			"(1, 1) is the top-left cell",
			"share a side",
			`{"steps": [{"xy": [x, y]}`,
		} {
			if !strings.Contains(p, f) {
				t.Errorf("subpass %d: prompt lacks %q", k, f)
			}
		}
		hasMap := strings.Contains(p, "X marks a blocked cell")
		if hasMap != (len(d.Blocked) > 0 && d.Show == ShowMap) {
			t.Errorf("subpass %d: map shown = %v", k, hasMap)
		}
		if hasMap && !strings.Contains(p, strings.Join(d.Map(), "\n")) {
			t.Errorf("subpass %d: the map is not in the prompt", k)
		}
	}
	c := instance(t, 5)
	if !strings.Contains(c.Prompt, "The cells (3, 3) and (3, 4) are blocked") {
		t.Errorf("subpass 5 prompt:\n%s", c.Prompt)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// checkLoop verifies a loop independently of the grader.
func checkLoop(t *testing.T, d *Data, loop [][2]int) {
	t.Helper()
	if len(loop) != d.Cells {
		t.Fatalf("loop of %d cells, %d open", len(loop), d.Cells)
	}
	g := d.BlockedGrid()
	seen := make([]bool, len(g))
	for i, c := range loop {
		p := loop[(i-1+len(loop))%len(loop)]
		dx, dy := c[0]-p[0], c[1]-p[1]
		if dx*dx+dy*dy != 1 {
			t.Fatalf("step %d: %v after %v", i, c, p)
		}
		k := (c[1]-1)*d.Size + c[0] - 1
		if c[0] < 1 || c[0] > d.Size || c[1] < 1 || c[1] > d.Size || g[k] || seen[k] {
			t.Fatalf("step %d: %v outside, blocked or repeated", i, c)
		}
		seen[k] = true
	}
}

func TestSolverSolvesEveryCanonicalGrid(t *testing.T) {
	for k := range canonical {
		d := canonicalData(t, k)
		loop, err := SolveLoop(d, DefaultBudget)
		if err != nil {
			t.Fatalf("subpass %d: %v", k, err)
		}
		checkLoop(t, d, loop)
	}
	// The variant upstream's prompt stated for subpass 6 is solvable too.
	d := NewData(16, [][2]int{{12, 5}, {12, 6}, {5, 5}, {5, 6}, {7, 10}, {8, 10}}, ShowList)
	loop, err := SolveLoop(d, DefaultBudget)
	if err != nil {
		t.Fatal(err)
	}
	checkLoop(t, d, loop)
}

func TestSolverReportsImpossibleGrids(t *testing.T) {
	for _, c := range []struct {
		d    *Data
		frag string
	}{
		{NewData(4, [][2]int{{1, 1}}, ShowMap), "half of them on each colour"},
		{NewData(4, [][2]int{{2, 1}, {2, 2}}, ShowMap), "(1,1) has fewer than two open neighbours"},
		// Balanced colours but a cut: the middle columns blocked except one row.
		{NewData(4, [][2]int{{2, 1}, {2, 2}, {2, 3}, {3, 1}, {3, 2}, {3, 3}}, ShowMap), "no loop"},
	} {
		_, err := SolveLoop(c.d, DefaultBudget)
		if err == nil || !strings.Contains(err.Error(), c.frag) {
			t.Errorf("%v: error %v, want %q", c.d.Blocked, err, c.frag)
		}
	}
}

// A search that runs out of budget says so, and stops.
func TestSolverBudget(t *testing.T) {
	d, _, err := Generate(16, 40, ShowMap, 4)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := SolveLoop(d, 50); err != ErrBudget {
		t.Errorf("error %v, want ErrBudget", err)
	}
}

func TestGenerateCarvesFromAWitness(t *testing.T) {
	seeds := uint64(12)
	if runtime.GOOS == "js" {
		seeds = 4
	}
	for _, p := range [][2]int{{4, 0}, {4, 4}, {6, 4}, {10, 12}, {16, 28}, {16, 64}, {32, 256}} {
		for seed := uint64(0); seed < seeds; seed++ {
			d, loop, err := Generate(p[0], p[1], ShowMap, seed)
			if err != nil {
				t.Fatalf("size %d blocked %d seed %d: %v", p[0], p[1], seed, err)
			}
			if len(d.Blocked) != p[1] {
				t.Fatalf("%d blocked, want %d", len(d.Blocked), p[1])
			}
			checkLoop(t, d, loop)
			d2, loop2, _ := Generate(p[0], p[1], ShowMap, seed)
			if !reflect.DeepEqual(d, d2) || !reflect.DeepEqual(loop, loop2) {
				t.Fatal("Generate is not deterministic")
			}
		}
	}
	a, _, _ := Generate(16, 28, ShowMap, 1)
	b, _, _ := Generate(16, 28, ShowMap, 2)
	if reflect.DeepEqual(a.Blocked, b.Blocked) {
		t.Error("seeds 1 and 2 give the same obstacles")
	}
}

func TestGenerateRejectsImpossibleParameters(t *testing.T) {
	for _, c := range []struct {
		n, blocked int
		frag       string
	}{
		{5, 0, "odd"},
		{8, 3, "even"},
		{8, 18, "more than a quarter"},
		{2, 0, "outside"},
		{34, 0, "outside"},
	} {
		_, _, err := Generate(c.n, c.blocked, ShowMap, 0)
		if err == nil || !strings.Contains(err.Error(), c.frag) {
			t.Errorf("size %d blocked %d: error %v, want %q", c.n, c.blocked, err, c.frag)
		}
	}
	if _, err := tasks.New(Task, tasks.Request{Params: "size=7"}); err == nil {
		t.Error("an odd size was accepted")
	}
}

// Solve of a generated instance returns its witness without searching.
func TestSolveUsesTheWitness(t *testing.T) {
	seed := uint64(5)
	in, err := tasks.New(Task, tasks.Request{Seed: &seed, Params: "size=32,blocked=200"})
	if err != nil {
		t.Fatal(err)
	}
	ans, err := Task.Solve(in)
	if err != nil {
		t.Fatal(err)
	}
	_, loop, _ := Generate(32, 200, ShowMap, 5)
	steps := ans.(Answer).Steps
	if len(steps) != len(loop) || steps[0].XY != loop[0] || steps[len(steps)-1].XY != loop[len(loop)-1] {
		t.Error("Solve did not return the generator's loop")
	}
}
