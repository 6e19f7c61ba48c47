package hypersnake

import (
	"encoding/json"
	"math"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// The spec's table (§2 and §6): cells, free cells, the parity bound and the
// shortest path that earns full marks, per canonical world.
func TestCanonicalMatchesTheSpecTable(t *testing.T) {
	want := []struct{ dim, cells, free, parity, full, walls, food int }{
		{2, 64, 64, 64, 64, 0, 1},
		{2, 64, 61, 60, 60, 3, 1},
		{3, 64, 63, 63, 62, 1, 1},
		{3, 64, 63, 62, 62, 1, 1},
		{4, 625, 622, 619, 610, 3, 1},
		{4, 225, 222, 219, 218, 3, 1},
		{5, 1024, 1023, 1022, 1003, 1, 2},
		{6, 2048, 2047, 2047, 2007, 1, 2},
		{6, 729, 728, 726, 714, 1, 2},
		{7, 2187, 2185, 2183, 2142, 2, 2},
		{8, 1944, 1942, 1940, 1904, 2, 2},
		{9, 2048, 2046, 2045, 2006, 2, 2},
		{10, 1024, 1022, 1022, 1002, 2, 2},
	}
	if got := len(Task.Subpasses()); got != 13 {
		t.Fatalf("%d subpasses, want 13", got)
	}
	for k, w := range want {
		d := instance(t, k).Data.(*Data)
		g := NewGrid(d.Size)
		got := [7]int{len(d.Size), g.Cells(), d.FreeCells(), d.ParityBound(), d.FullLength(), len(d.Walls), len(d.Food)}
		if got != [7]int{w.dim, w.cells, w.free, w.parity, w.full, w.walls, w.food} {
			t.Errorf("subpass %d: dim, cells, free, parity, full, walls, food = %v, want %v", k, got, w)
		}
		for _, p := range append(append([][]int{d.Start}, d.Walls...), d.Food...) {
			if !g.In(p) {
				t.Errorf("subpass %d: %v lies outside %v", k, p, d.Size)
			}
		}
	}
}

// A few coordinates spelled out, as the spec's table gives them.
func TestCanonicalCoordinates(t *testing.T) {
	check := func(k int, want Data) {
		t.Helper()
		if got := instance(t, k).Data.(*Data); !reflect.DeepEqual(*got, want) {
			t.Errorf("subpass %d: %+v, want %+v", k, *got, want)
		}
	}
	check(1, Data{Size: []int{8, 8}, Start: []int{0, 0}, Walls: [][]int{{5, 5}, {6, 6}, {0, 1}}, Food: [][]int{{7, 7}}})
	check(2, Data{Size: []int{4, 4, 4}, Start: []int{1, 0, 1}, Walls: [][]int{{1, 1, 1}}, Food: [][]int{{1, 2, 1}}})
	check(11, Data{Size: []int{2, 2, 2, 2, 2, 2, 8, 2, 2}, Start: []int{0, 0, 0, 0, 0, 0, 5, 0, 0},
		Walls: [][]int{{0, 0, 0, 0, 0, 0, 4, 0, 0}, {0, 1, 1, 0, 0, 0, 4, 0, 0}},
		Food:  [][]int{{0, 0, 0, 0, 0, 1, 1, 1, 1}, {0, 0, 0, 1, 1, 0, 0, 0, 0}}})
	check(12, Data{Size: []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2}, Start: []int{0, 0, 0, 0, 0, 0, 1, 0, 0, 0},
		Walls: [][]int{{0, 0, 1, 0, 0, 0, 0, 0, 0, 0}, {0, 1, 1, 0, 0, 0, 0, 0, 0, 0}},
		Food:  [][]int{{0, 0, 0, 0, 0, 1, 1, 1, 1, 1}, {0, 0, 0, 1, 1, 0, 0, 0, 0, 0}}})
}

// Upstream's scoring arithmetic (§6 and §11).
func TestScore(t *testing.T) {
	d := func(k int) *Data { return instance(t, k).Data.(*Data) }
	// The spec's figures, to the digits it prints.
	cases := []struct {
		k, length, uneaten int
		want               float64
	}{
		{0, 64, 0, 1},
		{0, 2, 1, 0.015625},
		{1, 60, 0, 1},
		{1, 59, 0, 0.986952},
		{4, 1, 1, 0.000820264},
		{2, 3, 0, 0.0485909},
		{2, 1, 1, 0.00809848},
	}
	for _, c := range cases {
		if got := d(c.k).Score(c.length, c.uneaten); math.Abs(got-c.want) > 1e-6*c.want {
			t.Errorf("subpass %d, length %d, %d uneaten: %v, want %v", c.k, c.length, c.uneaten, got, c.want)
		}
	}
	// The exact order of operations: divide by total, then by 0.98, then by k+1.
	length, total, allowance, k1 := 1.0, 622.0, 0.98, 2.0
	if got, want := d(4).Score(1, 1), length/total/allowance/k1; got != want {
		t.Errorf("order of operations: %v, want %v", got, want)
	}
}

// The reference search earns full marks on every canonical world; the path it
// returns obeys every rule (checked independently of the grader here).
func TestSolverCanonical(t *testing.T) {
	for k := range canonical {
		d := canonical[k].clone()
		sol := d.solve()
		if sol.score != 1 {
			t.Errorf("subpass %d: reference scored %v", k, sol.score)
		}
		if err := validPath(d, sol.cells); err != "" {
			t.Errorf("subpass %d: %s", k, err)
		}
	}
}

// validPath checks a path of flat indices against the rules and the food.
func validPath(d *Data, cells []int) string {
	g := NewGrid(d.Size)
	if len(cells) == 0 || cells[0] != g.Index(d.Start) {
		return "does not begin at the start"
	}
	seen := map[int]bool{}
	walls := map[int]bool{}
	for _, w := range d.Walls {
		walls[g.Index(w)] = true
	}
	for i, c := range cells {
		if seen[c] || walls[c] {
			return "revisits or enters a wall"
		}
		seen[c] = true
		if i > 0 {
			a, b := g.Coord(cells[i-1]), g.Coord(c)
			diff := 0
			for k := range a {
				diff += abs(a[k] - b[k])
			}
			if diff != 1 {
				return "makes a move that is not a unit step"
			}
		}
	}
	for _, f := range d.Food {
		if !seen[g.Index(f)] {
			return "misses food"
		}
	}
	return ""
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestGenerateIsDeterministicAndSolvable(t *testing.T) {
	seeds := uint64(4)
	if runtime.GOOS == "js" {
		seeds = 2
	}
	for _, pr := range Task.Manifold().Presets {
		for seed := uint64(1); seed <= seeds; seed++ {
			a := tasktest.Seeded(t, Task, pr.Name, seed)
			b := tasktest.Seeded(t, Task, pr.Name, seed)
			p := a.Params
			ja, _ := json.Marshal(a.Data)
			jb, _ := json.Marshal(b.Data)
			if string(ja) != string(jb) || a.Prompt != b.Prompt {
				t.Fatalf("%s seed %d: two runs differ", pr.Name, seed)
			}
			d := a.Data.(*Data)
			g := NewGrid(d.Size)
			if len(d.Size) != dimsKey.Get(p) || g.Cells() > cellsKey.Get(p) || len(d.Walls) != wallsKey.Get(p) || len(d.Food) != foodKey.Get(p) {
				t.Errorf("%s seed %d: world %v does not match %v", pr.Name, seed, d.Size, p)
			}
			seen := map[int]bool{g.Index(d.Start): true}
			for _, c := range append(append([][]int{}, d.Walls...), d.Food...) {
				if !g.In(c) || seen[g.Index(c)] {
					t.Errorf("%s seed %d: cell %v repeated or outside", pr.Name, seed, c)
				}
				seen[g.Index(c)] = true
			}
			sol := d.solve()
			if sol.score != 1 {
				t.Errorf("%s seed %d: reference scored %v", pr.Name, seed, sol.score)
			}
			if err := validPath(d, sol.cells); err != "" {
				t.Errorf("%s seed %d: %s", pr.Name, seed, err)
			}
		}
	}
}

func TestGenerateRejectsImpossibleParameters(t *testing.T) {
	for _, c := range []struct{ dims, cells, walls, food int }{
		{10, 1000, 0, 0}, // 2^10 > 1000
		{2, 20, 8, 3},    // more than half the cells taken
		{2, 100, 40, 5},  // 98% coverage cannot survive 40 random walls
		{11, 2500, 0, 0}, // too many axes
		{2, 3000, 0, 0},  // too many cells
	} {
		if _, err := Generate(c.dims, c.cells, c.walls, c.food, 1); err == nil {
			t.Errorf("%+v: no error", c)
		}
	}
}

// Worlds without walls need a Hamiltonian path, which the two-colouring rules
// out from the minority colour of an odd grid; the generator must skip those.
func TestParityBound(t *testing.T) {
	d := &Data{Size: []int{3, 3}, Start: []int{0, 1}, Walls: [][]int{}, Food: [][]int{}}
	if got := d.ParityBound(); got != 8 {
		t.Errorf("3×3 from an edge: parity bound %d, want 8", got)
	}
	if d.plausible() {
		t.Error("a 3×3 world from an edge cell cannot be covered, but counts as plausible")
	}
	d.Start = []int{1, 1}
	if got := d.ParityBound(); got != 9 || !d.plausible() {
		t.Errorf("3×3 from the centre: parity bound %d", got)
	}
}

// The layout draws distinct cells at distinct places.
func TestLayoutIsInjective(t *testing.T) {
	for k := range canonical {
		d := &canonical[k]
		g := NewGrid(d.Size)
		l := NewLayout(d.Size)
		seen := map[[3]float64]int{}
		for c := 0; c < g.Cells(); c++ {
			p := l.Place(g.Coord(c))
			if o, ok := seen[p]; ok {
				t.Fatalf("subpass %d: cells %v and %v share %v", k, g.Coord(o), g.Coord(c), p)
			}
			seen[p] = c
		}
		if len(d.Size) > 3 && l.Caption() == "" {
			t.Error("no caption")
		}
	}
}

func TestPromptStatesTheWorld(t *testing.T) {
	k := 1
	in, err := tasks.New(Task, tasks.Request{Subpass: &k})
	if err != nil {
		t.Fatal(err)
	}
	for _, frag := range []string{"[5, 5], [6, 6], [0, 1]", "[7, 7]", "starts in cell [0, 0]", "divided by 61", "at least 60 cells", `{"path": [{"pos": [0, 0]}`, "k + 1"} {
		if !strings.Contains(in.Prompt, frag) {
			t.Errorf("prompt lacks %q", frag)
		}
	}
}

// Dead-end pockets: a food cell at the end of a corridor forces the path to
// finish there, while other food must still be eaten on the way.
func TestSolverForcedTail(t *testing.T) {
	worlds := []*Data{
		// (0,0) is reachable only from (0,1), which is reachable only from (0,2).
		{Size: []int{10, 10}, Start: []int{9, 9}, Walls: [][]int{{1, 0}, {1, 1}}, Food: [][]int{{0, 0}, {3, 2}, {5, 0}}},
		// A single dead-end food cell in 3D, with food elsewhere.
		{Size: []int{4, 4, 4}, Start: []int{3, 3, 2}, Walls: [][]int{{1, 0, 0}, {0, 1, 0}}, Food: [][]int{{0, 0, 0}, {2, 2, 1}}},
	}
	for i, d := range worlds {
		s := newSolver(d)
		if s.attach < 0 || len(s.tail) == 0 {
			t.Fatalf("world %d: no forced tail planned", i)
		}
		sol := s.solve(solverSeed, solverBudget(NewGrid(d.Size).Cells()))
		if sol.score != 1 {
			t.Errorf("world %d: scored %v", i, sol.score)
		}
		if err := validPath(d, sol.cells); err != "" {
			t.Errorf("world %d: %s", i, err)
		}
		g := NewGrid(d.Size)
		if last := sol.cells[len(sol.cells)-1]; last != g.Index(d.Food[0]) {
			t.Errorf("world %d: the path ends at %v, not in the pocket", i, g.Coord(last))
		}
	}
	// Two dead-end food cells cannot both be eaten: the solver eats one.
	d := &Data{Size: []int{5, 5}, Start: []int{2, 2}, Walls: [][]int{{1, 0}, {3, 4}}, Food: [][]int{{0, 0}, {4, 4}}}
	if sol := d.solve(); sol.uneaten != 1 {
		t.Errorf("two pockets: %d uneaten", sol.uneaten)
	}
}
