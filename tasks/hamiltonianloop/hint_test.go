package hamiltonianloop

import (
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func pathBoard(cells ...[2]int) string {
	a := Answer{Steps: []Step{}}
	for _, c := range cells {
		a.Steps = append(a.Steps, Step{XY: c})
	}
	b, _ := json.Marshal(a)
	return string(b)
}

// Following the hints from an empty board draws a loop through every open
// cell, one step at a time, and ends with "solved".
func TestHintsDrawTheLoop(t *testing.T) {
	ins := []*tasks.Instance{}
	for k := range Task.Subpasses() {
		// the wasm run keeps to the small grids
		if in := tasktest.Canonical(t, Task, k); runtime.GOOS != "js" || in.Data.(*Data).Size <= 8 {
			ins = append(ins, in)
		}
	}
	ins = append(ins, tasktest.Seeded(t, Task, "hard", 3))
	for _, in := range ins {
		d := in.Data.(*Data)
		var path [][2]int
		final, n := tasktest.FollowHints(t, Task, in, pathBoard(), d.Cells, func(_ string, h tasks.Hint) string {
			next := h.Piece.([2]int)
			if len(h.Cells) != 1 || h.Cells[0] != [2]int{next[0] - 1, next[1] - 1} {
				t.Errorf("%s: cells %v for the step %v", in.Label(), h.Cells, next)
			}
			path = append(path, next)
			return pathBoard(path...)
		})
		if n != d.Cells {
			t.Errorf("%s: %d steps for %d open cells", in.Label(), n, d.Cells)
		}
		tasktest.Passes(t, Task.Grade(in, final))
	}
}

func TestHintFindsWherePathGoesWrong(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0) // 4×4, nothing blocked
	if in.Data.(*Data).Size != 4 {
		t.Fatal("subpass 0 is not the 4×4 grid")
	}
	cases := []struct {
		name  string
		path  [][2]int
		kind  string
		msg   string
		cells [][2]int
	}{
		// the corner (1,1) keeps one way in: (1,2), the path's start
		{"cut off", [][2]int{{1, 2}, {2, 2}, {2, 1}, {3, 1}}, tasks.HintContradiction, "cuts off (1,1)", [][2]int{{0, 0}}},
		// a path that walls in its own start cuts no cell off, but leaves the
		// loop no way back: (1,1)'s neighbours are both on it
		{"dead end", [][2]int{{1, 1}, {2, 1}, {2, 2}, {1, 2}}, tasks.HintContradiction, "goes wrong at step 4, (1,2)", [][2]int{{0, 1}}},
		{"jump", [][2]int{{1, 1}, {3, 1}}, tasks.HintContradiction, "Step 2, (3,1), is not next to step 1", [][2]int{{2, 0}}},
		{"twice", [][2]int{{1, 1}, {2, 1}, {1, 1}}, tasks.HintContradiction, "is already step 1", [][2]int{{0, 0}}},
		{"outside", [][2]int{{1, 1}, {1, 5}}, tasks.HintUnknown, "outside the 4×4 grid", nil},
		{"next", [][2]int{{1, 1}, {2, 1}}, tasks.HintPiece, "goes on from (2,1) to", nil},
	}
	for _, c := range cases {
		h, err := Task.Hint(in, pathBoard(c.path...))
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind != c.kind || !strings.Contains(h.Message, c.msg) {
			t.Errorf("%s: %+v; want %s with %q", c.name, h, c.kind, c.msg)
		}
		if c.cells != nil && !slices.Equal(h.Cells, c.cells) {
			t.Errorf("%s: cells %v, want %v", c.name, h.Cells, c.cells)
		}
	}
	// the step blamed is the first after which no loop can continue
	dead := [][2]int{{1, 1}, {2, 1}, {2, 2}, {1, 2}}
	for k := 1; k <= len(dead); k++ {
		_, st := continueLoop(mustSearch(t, in), cellsOf(4, dead[:k]))
		if (st == loopNone) != (k == len(dead)) {
			t.Errorf("the first %d steps of the dead end: status %d", k, st)
		}
	}
}

// A hint is bounded by the search budget: with none left it says so.
func TestHintIsBounded(t *testing.T) {
	in := tasktest.Canonical(t, Task, len(Task.Subpasses())-1)
	s := mustSearch(t, in)
	s.budget = 1
	if _, st := continueLoop(s, nil); st != loopBudget {
		t.Errorf("one node: status %d, want out of budget", st)
	}
}

func mustSearch(t *testing.T, in *tasks.Instance) *search {
	s, err := newSearch(in.Data.(*Data), hintBudget)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func cellsOf(n int, xy [][2]int) []int {
	out := make([]int, len(xy))
	for k, c := range xy {
		out[k] = (c[1]-1)*n + c[0] - 1
	}
	return out
}
