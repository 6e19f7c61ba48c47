package shikaku

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// shikakuCurated is one record of testdata/curated_solver.jsonl: the six
// upstream puzzles (Tatham descriptions as ids) with their unique solutions.
type shikakuCurated struct {
	ID       string   `json:"id"`
	Width    int      `json:"width"`
	Height   int      `json:"height"`
	Numbers  [][]int  `json:"numbers"`
	Solution [][4]int `json:"solution"`
}

func readShikakuCurated(tb testing.TB) []shikakuCurated {
	tb.Helper()
	f, err := os.Open("testdata/curated_solver.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []shikakuCurated
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var rec shikakuCurated
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			tb.Fatal(err)
		}
		out = append(out, rec)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

func (c shikakuCurated) grid() Grid {
	return Grid{Width: c.Width, Height: c.Height, Numbers: c.Numbers}
}

func (c shikakuCurated) rects() []Rect {
	out := make([]Rect, len(c.Solution))
	for i, r := range c.Solution {
		out[i] = Rect{Left: r[0], Top: r[1], Right: r[2], Bottom: r[3]}
	}
	return out
}

func TestSolverCurated(t *testing.T) {
	for _, c := range readShikakuCurated(t) {
		want := c.rects()
		if err := c.grid().CheckSolution(want); err != nil {
			t.Fatalf("%s: the ground truth is not a solution: %v", c.ID, err)
		}
		sols, complete := Solve(c.grid(), 0)
		if !complete || len(sols) != 1 {
			t.Fatalf("%s: %d solutions (complete %v), want exactly 1", c.ID, len(sols), complete)
		}
		// The ground truth is already in canonical order.
		if !sameRects(sols[0], want) {
			t.Errorf("%s: solution %v, want %v", c.ID, sols[0], want)
		}
		if n := CountSolutions(c.grid(), 2); n != 1 {
			t.Errorf("%s: CountSolutions = %d, want 1", c.ID, n)
		}
	}
}

func TestSolverCandidateCounts(t *testing.T) {
	want := []int{36, 56, 85, 121, 141, 167}
	for i, c := range readShikakuCurated(t) {
		cands, err := Candidates(c.grid())
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		clues := c.grid().Clues()
		for k, list := range cands {
			cl := clues[k]
			for _, r := range list {
				// Every candidate obeys the definition...
				if r.Area() != cl.N || !r.Contains(cl.X, cl.Y) || r.Left < 0 || r.Top < 0 || r.Right >= c.Width || r.Bottom >= c.Height {
					t.Fatalf("%s: bad candidate %v for clue %v", c.ID, r, cl)
				}
				for _, o := range clues {
					if o != cl && r.Contains(o.X, o.Y) {
						t.Fatalf("%s: candidate %v for clue %v contains clue %v", c.ID, r, cl, o)
					}
				}
			}
			total += len(list)
		}
		if total != want[i] {
			t.Errorf("%s: %d candidates, want %d", c.ID, total, want[i])
		}
	}
	// ...and none is missing: compare with a plain enumeration on a grid
	// with clues near borders and each other.
	g := Grid{Width: 4, Height: 3, Numbers: [][]int{{4, 0, 0, 2}, {0, 0, 0, 0}, {0, 3, 0, 3}}}
	cands, err := Candidates(g)
	if err != nil {
		t.Fatal(err)
	}
	for k, cl := range g.Clues() {
		n := 0
		for l := 0; l < g.Width; l++ {
			for tp := 0; tp < g.Height; tp++ {
				for r := l; r < g.Width; r++ {
					for b := tp; b < g.Height; b++ {
						rc := Rect{l, tp, r, b}
						if rc.Area() != cl.N || !rc.Contains(cl.X, cl.Y) {
							continue
						}
						others := 0
						for _, o := range g.Clues() {
							if rc.Contains(o.X, o.Y) {
								others++
							}
						}
						if others == 1 {
							n++
						}
					}
				}
			}
		}
		if n != len(cands[k]) {
			t.Errorf("clue %v: %d candidates, plain enumeration finds %d", cl, len(cands[k]), n)
		}
	}
}

func TestSolverTwoSolutions(t *testing.T) {
	g := Grid{Width: 2, Height: 2, Numbers: [][]int{{2, 0}, {0, 2}}}
	sols, complete := Solve(g, 0)
	if !complete || len(sols) != 2 {
		t.Fatalf("%d solutions (complete %v), want 2", len(sols), complete)
	}
	vertical := []Rect{{0, 0, 0, 1}, {1, 0, 1, 1}}
	horizontal := []Rect{{0, 0, 1, 0}, {0, 1, 1, 1}}
	if !(sameRects(sols[0], vertical) && sameRects(sols[1], horizontal)) &&
		!(sameRects(sols[0], horizontal) && sameRects(sols[1], vertical)) {
		t.Errorf("solutions %v, want %v and %v", sols, vertical, horizontal)
	}
	if n := CountSolutions(g, 2); n != 2 {
		t.Errorf("CountSolutions(g, 2) = %d, want 2", n)
	}
	if n := CountSolutions(g, 0); n != 2 {
		t.Errorf("CountSolutions(g, 0) = %d, want 2", n)
	}
	// Stopping at the limit leaves the list incomplete.
	sols, complete = Solve(g, 1)
	if complete || len(sols) != 1 {
		t.Errorf("Solve(g, 1): %d solutions, complete %v; want 1, false", len(sols), complete)
	}
	if n := CountSolutions(g, 1); n != 1 {
		t.Errorf("CountSolutions(g, 1) = %d, want 1", n)
	}
}

func TestSolverUnsolvable(t *testing.T) {
	for _, g := range []Grid{
		// Every clue has candidates, but the 6 must take the right two
		// columns and nothing can cover the top-left cell.
		{Width: 3, Height: 3, Numbers: [][]int{{0, 6, 0}, {1, 0, 0}, {2, 0, 0}}},
		{Width: 3, Height: 3, Numbers: [][]int{{3, 0, 0}, {0, 3, 0}, {0, 1, 2}}},
		// The 4 has no candidate at all.
		{Width: 3, Height: 3, Numbers: [][]int{{4, 0, 0}, {0, 1, 0}, {0, 0, 4}}},
		// Invalid grids have no solution either.
		{Width: 2, Height: 2, Numbers: [][]int{{2, 0}, {0, 1}}},
		{Width: 2, Height: 2, Numbers: [][]int{{2, 0}}},
	} {
		sols, complete := Solve(g, 0)
		if len(sols) != 0 || !complete {
			t.Errorf("%v: %d solutions, complete %v; want none, complete", g.Numbers, len(sols), complete)
		}
		if n := CountSolutions(g, 2); n != 0 {
			t.Errorf("%v: CountSolutions = %d, want 0", g.Numbers, n)
		}
	}
	if _, _, err := SolveBudget(Grid{Width: 2, Height: 2, Numbers: [][]int{{2, 0}}}, 1, 0); err == nil {
		t.Errorf("SolveBudget accepted a malformed grid")
	}
}

// bruteSolve is an independent, slow solver: the first uncovered cell in
// row-major order must be the top-left corner of its rectangle, so try every
// rectangle there.
func bruteSolve(g Grid) [][]Rect {
	covered := make([][]bool, g.Height)
	for y := range covered {
		covered[y] = make([]bool, g.Width)
	}
	var out [][]Rect
	var cur []Rect
	var rec func()
	rec = func() {
		x0, y0 := -1, -1
		for y := 0; y < g.Height && x0 < 0; y++ {
			for x := 0; x < g.Width; x++ {
				if !covered[y][x] {
					x0, y0 = x, y
					break
				}
			}
		}
		if x0 < 0 {
			sol := append([]Rect(nil), cur...)
			SortRects(sol)
			out = append(out, sol)
			return
		}
		for r := x0; r < g.Width; r++ {
			for b := y0; b < g.Height; b++ {
				rc := Rect{x0, y0, r, b}
				free, clues, n := true, 0, 0
				for y := y0; y <= b; y++ {
					for x := x0; x <= r; x++ {
						if covered[y][x] {
							free = false
						}
						if g.Numbers[y][x] != 0 {
							clues++
							n = g.Numbers[y][x]
						}
					}
				}
				if !free || clues != 1 || n != rc.Area() {
					continue
				}
				for y := y0; y <= b; y++ {
					for x := x0; x <= r; x++ {
						covered[y][x] = true
					}
				}
				cur = append(cur, rc)
				rec()
				cur = cur[:len(cur)-1]
				for y := y0; y <= b; y++ {
					for x := x0; x <= r; x++ {
						covered[y][x] = false
					}
				}
			}
		}
	}
	rec()
	return out
}

func TestSolverMatchesBruteForce(t *testing.T) {
	r := rng.New(20240611)
	solvable, multi := 0, 0
	for it := 0; it < 600; it++ {
		w, h := r.IntRange(1, 5), r.IntRange(1, 5)
		g := Grid{Width: w, Height: h, Numbers: make([][]int, h)}
		for y := range g.Numbers {
			g.Numbers[y] = make([]int, w)
		}
		if it%2 == 0 {
			// Clues of a random partition, placed anywhere in their
			// rectangles: always solvable, often more than once.
			for _, rc := range randomPartition(r, w, h, max(2, w*h/3)) {
				x, y := clueCell(rc, r.Intn(rc.Area()))
				g.Numbers[y][x] = rc.Area()
			}
		} else {
			// Random clues adding up to the area: mostly unsolvable.
			left := w * h
			for left > 0 {
				n := r.IntRange(1, min(left, 6))
				c := r.Intn(w * h)
				if g.Numbers[c/w][c%w] == 0 {
					g.Numbers[c/w][c%w] = n
					left -= n
				}
			}
		}
		want := bruteSolve(g)
		got, complete := Solve(g, 0)
		if g.Validate() != nil {
			// The brute force knows no Validate: an invalid grid can
			// still have no solution only.
			if len(want) != 0 || len(got) != 0 {
				t.Fatalf("%v: invalid grid with solutions %v / %v", g.Numbers, want, got)
			}
			continue
		}
		if !complete || !sameSolutionSets(got, want) {
			t.Fatalf("%v: solver found %v (complete %v), brute force %v", g.Numbers, got, complete, want)
		}
		for _, s := range got {
			if err := g.CheckSolution(s); err != nil {
				t.Fatalf("%v: bad solution %v: %v", g.Numbers, s, err)
			}
		}
		if len(want) > 0 {
			solvable++
		}
		if len(want) > 1 {
			multi++
		}
	}
	if solvable < 250 || multi < 50 {
		t.Errorf("weak test: %d solvable, %d with several solutions", solvable, multi)
	}
}

// sameSolutionSets compares two lists of canonical solutions as sets (no
// duplicates allowed in either).
func sameSolutionSets(a, b [][]Rect) bool {
	if len(a) != len(b) {
		return false
	}
	key := func(s []Rect) string { return fmt.Sprint(s) }
	seen := make(map[string]int)
	for _, s := range a {
		seen[key(s)]++
	}
	for _, s := range b {
		seen[key(s)]--
	}
	for _, s := range a {
		if seen[key(s)] != 0 {
			return false
		}
	}
	return len(seen) == len(a)
}

func TestSolverBudget(t *testing.T) {
	// A 30×30 grid cut into 2×2 blocks, each with two 2s on a diagonal: every
	// block can be split either way, so there are at least 2^225 solutions.
	g := Grid{Width: 30, Height: 30, Numbers: make([][]int, 30)}
	for y := range g.Numbers {
		g.Numbers[y] = make([]int, 30)
		for x := y % 2; x < 30; x += 2 {
			g.Numbers[y][x] = 2
		}
	}
	sols, complete, err := SolveBudget(g, 0, 5000)
	if !errors.Is(err, ErrBudget) || complete {
		t.Fatalf("SolveBudget: %d solutions, complete %v, err %v; want ErrBudget", len(sols), complete, err)
	}
	for _, s := range sols {
		if err := g.CheckSolution(s); err != nil {
			t.Fatal(err)
		}
	}
	// With a limit it stops early, well within the budget.
	sols, complete, err = SolveBudget(g, 3, 5000)
	if err != nil || complete || len(sols) != 3 {
		t.Fatalf("SolveBudget limit 3: %d solutions, complete %v, err %v", len(sols), complete, err)
	}
	// Solve never hangs: the default budget stops it.
	sols, complete = Solve(g, 0)
	if complete || len(sols) == 0 {
		t.Fatalf("Solve: %d solutions, complete %v", len(sols), complete)
	}
}

func TestSolver30x30(t *testing.T) {
	// A 30×30 puzzle with one clue per 3×3 block at its centre: one
	// solution, found and proved by propagation alone.
	g := Grid{Width: 30, Height: 30, Numbers: make([][]int, 30)}
	for y := range g.Numbers {
		g.Numbers[y] = make([]int, 30)
	}
	for y := 1; y < 30; y += 3 {
		for x := 1; x < 30; x += 3 {
			g.Numbers[y][x] = 9
		}
	}
	sols, complete, err := SolveBudget(g, 2, 0)
	if err != nil || !complete || len(sols) != 1 || len(sols[0]) != 100 {
		t.Fatalf("%d solutions, complete %v, err %v", len(sols), complete, err)
	}
	if err := g.CheckSolution(sols[0]); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkSolveCurated(b *testing.B) {
	for _, c := range readShikakuCurated(b) {
		g := c.grid()
		b.Run(fmt.Sprintf("%dx%d_%d", c.Width, c.Height, len(c.Solution)), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if sols, _ := Solve(g, 2); len(sols) != 1 {
					b.Fatal("not unique")
				}
			}
		})
	}
}
