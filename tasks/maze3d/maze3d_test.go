package maze3d

import (
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

func gridOf(t *testing.T, rows []string, a, b int) *Grid {
	t.Helper()
	n := len(rows)
	g := &Grid{N: n}
	for i, row := range rows {
		if len(row) != n {
			t.Fatalf("row %d has %d characters", i, len(row))
		}
		for j, c := range row {
			switch c {
			case 'A':
				g.A = i*n + j
				g.H = append(g.H, a)
			case 'B':
				g.B = i*n + j
				g.H = append(g.H, b)
			default:
				g.H = append(g.H, int(c-'0'))
			}
		}
	}
	return g
}

// The spec's table and its derived columns.
func TestCanonicalTable(t *testing.T) {
	want := [][6]int{{5, 5, 0, 2, 7, 5}, {10, 0, 9, 4, 30, 20}, {15, 5, 5, 6, 67, 45}, {20, 5, 5, 8, 120, 80}, {25, 5, 5, 10, 187, 125}, {30, 5, 0, 12, 270, 180}}
	if len(Task.Subpasses()) != 6 {
		t.Fatal("the paper has 6 subpasses")
	}
	for k, w := range want {
		c := instance(t, k)
		d := c.Data.(*Data)
		got := [6]int{d.Size, d.AHeight, d.BHeight, d.MinJumps, d.MaxPerHeight, d.MinRouteCells}
		if got != w {
			t.Errorf("subpass %d: %v, want %v", k, got, w)
		}
		// Integer limits agree with upstream's ratios: count/N² > 0.3
		// fails, cells/N² < 0.2 fails.
		n2 := float64(d.Size * d.Size)
		if float64(d.MaxPerHeight)/n2 > 0.3 || float64(d.MaxPerHeight+1)/n2 <= 0.3 || float64(d.MinRouteCells)/n2 < 0.2 || float64(d.MinRouteCells-1)/n2 >= 0.2 {
			t.Errorf("subpass %d: limits %d, %d disagree with the ratios", k, d.MaxPerHeight, d.MinRouteCells)
		}
		for _, f := range []string{
			"Design a " + itoa(d.Size) + "×" + itoa(d.Size) + " maze with A at level " + itoa(d.AHeight) + " and B at level " + itoa(d.BHeight),
			"at least " + itoa(d.MinJumps) + " jumps",
			"at least " + itoa(d.MinRouteCells) + " of the " + itoa(d.Size*d.Size) + " cells",
			"at most " + itoa(d.MaxPerHeight) + " cells per height",
			"at least 2 lower",
			"differ by at most 1",
			"exactly one route from A to B",
			"A555\n2B20\n3015\n4555",
			itoa(d.Size) + " lines of " + itoa(d.Size) + " characters",
		} {
			if !strings.Contains(c.Prompt, f) {
				t.Errorf("subpass %d: prompt lacks %q", k, f)
			}
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// The prompt's description of the example's route matches the analysis.
func TestExampleRoute(t *testing.T) {
	g := gridOf(t, Example, 5, 0)
	a := g.Analyse()
	var heights []int
	for _, c := range a.Route {
		heights = append(heights, g.H[c])
	}
	if want := []int{5, 5, 5, 5, 5, 5, 5, 5, 4, 3, 2, 2, 1, 0, 0}; !reflect.DeepEqual(heights, want) {
		t.Errorf("route heights %v", heights)
	}
	// The cells, as the prompt walks them: the top row, the jump down the
	// right-hand column, the bottom row leftwards, up the left-hand column,
	// the jump over B, then down to the 1, left to the 0 and up into B.
	if want := []int{0, 1, 2, 3, 11, 15, 14, 13, 12, 8, 4, 6, 10, 9, 5}; !reflect.DeepEqual(a.Route, want) {
		t.Errorf("route cells %v, want %v", a.Route, want)
	}
	for _, f := range []string{"left along it", "going up the left-hand column", "steps down to the 1 below that 2, left to the 0, and up into B"} {
		if !strings.Contains(exampleRoute, f) {
			t.Errorf("the example's route does not say %q", f)
		}
	}
	if a.Jumps != 2 || a.Loop != -1 || !a.Jump[3] || !a.Jump[10] {
		t.Errorf("jumps %d %v, loop %d", a.Jumps, a.Jump, a.Loop)
	}
	if a.Counts[5] != 8 {
		t.Errorf("height 5 covers %d cells", a.Counts[5])
	}
}

func TestAnalysis(t *testing.T) {
	// The spec's "multiple paths" vector: the first non-bridge route move is
	// (1,3)–(1,4).
	g := gridOf(t, []string{"46022", "54921", "A332B", "26837", "63967"}, 5, 0)
	a := g.Analyse()
	if a.Route == nil || a.Loop < 0 {
		t.Fatalf("route %v loop %d", a.Route, a.Loop)
	}
	if u, v := a.Route[a.Loop], a.Route[a.Loop+1]; u != 1*5+3 || v != 1*5+4 {
		t.Errorf("first loop move %d → %d", u, v)
	}
	if a.Other == nil || reflect.DeepEqual(a.Other, a.Route) {
		t.Error("no other route")
	}
	// No path.
	g = gridOf(t, []string{"52601", "81590", "83016", "613B8", "A0913"}, 5, 0)
	if a := g.Analyse(); a.Route != nil || a.Reach[g.B] {
		t.Error("found a route where there is none")
	}
	// Walk and jump rules at their limits: a 1-step is a walk, a middle 1
	// lower is no jump, 2 lower is.
	g = gridOf(t, []string{"A53", "999", "999"}, 3, 0) // A=3, 5, 3
	if m := g.Moves()[0]; len(m) != 0 {
		t.Errorf("moves from A over a higher middle: %v", m)
	}
	g = gridOf(t, []string{"A13", "999", "999"}, 3, 0)
	if m := g.Moves()[0]; !reflect.DeepEqual(m, []Move{{To: 2, Jump: true}}) {
		t.Errorf("moves from A over a 1: %v", m)
	}
	g = gridOf(t, []string{"A23", "999", "999"}, 3, 0)
	if m := g.Moves()[0]; !reflect.DeepEqual(m, []Move{{To: 1}}) {
		t.Errorf("moves from A next to a 2: %v", m)
	}
}

func TestBuilderMeetsEveryRule(t *testing.T) {
	sizes := []int{5, 6, 7, 8, 10, 11, 13, 16, 20, 24, 27, 30}
	pairs := [][2]int{{0, 0}, {9, 9}, {0, 9}, {9, 0}, {5, 5}, {1, 8}, {8, 2}}
	if runtime.GOOS == "js" {
		sizes = []int{5, 8, 13, 30}
		pairs = pairs[:3]
	}
	for _, n := range sizes {
		for _, p := range pairs {
			for _, j := range []int{0, 2 * n / 5, MaxJumps(n)} {
				d := NewData(n, p[0], p[1], j)
				g, err := Reference(d)
				if err != nil {
					t.Fatalf("N=%d A=%d B=%d jumps=%d: %v", n, p[0], p[1], j, err)
				}
				if !d.Passes(g) {
					t.Fatalf("N=%d A=%d B=%d jumps=%d: the maze breaks a rule:\n%s", n, p[0], p[1], j, g)
				}
				if g2, _ := Reference(d); g2.String() != g.String() {
					t.Fatal("Reference is not deterministic")
				}
			}
		}
	}
	// Different streams give different mazes.
	d := NewData(10, 3, 4, 4)
	g1, _ := Build(d, rng.New(1))
	g2, _ := Build(d, rng.New(2))
	if g1.String() == g2.String() {
		t.Error("two seeds gave the same maze")
	}
}

func TestGenerate(t *testing.T) {
	seen := map[[2]int]bool{}
	for seed := uint64(0); seed < 10; seed++ {
		s := seed
		in, err := tasks.New(Task, tasks.Request{Seed: &s, Preset: "medium"})
		if err != nil {
			t.Fatal(err)
		}
		d := in.Data.(*Data)
		seen[[2]int{d.AHeight, d.BHeight}] = true
		if d.Size != 10 || d.MinJumps != 4 {
			t.Errorf("preset medium gave %+v", d)
		}
	}
	if len(seen) < 5 {
		t.Errorf("10 seeds drew %d height pairs", len(seen))
	}
	if _, err := tasks.New(Task, tasks.Request{Params: "size=5,jumps=3"}); err == nil || !strings.Contains(err.Error(), "0 to 2") {
		t.Errorf("3 jumps in a 5×5 maze: %v", err)
	}
}
