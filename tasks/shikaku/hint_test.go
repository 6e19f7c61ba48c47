package shikaku

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func boardOf(rects ...[4]int) string {
	if rects == nil {
		rects = [][4]int{}
	}
	b, _ := json.Marshal(Answer{Rectangles: rects})
	return string(b)
}

// Following the hints from an empty board solves every puzzle, one piece of
// the reference solution at a time, and ends with "solved".
func TestHintsSolveThePuzzle(t *testing.T) {
	ins := []*tasks.Instance{}
	for k := range Task.Subpasses() {
		ins = append(ins, tasktest.Canonical(t, Task, k))
	}
	ins = append(ins, tasktest.Seeded(t, Task, "hard", 5))
	for _, in := range ins {
		d := in.Data.(*Data)
		ref, err := solve(d)
		if err != nil {
			t.Fatal(err)
		}
		var board [][4]int
		final, n := tasktest.FollowHints(t, Task, in, boardOf(), len(d.Clues), func(_ string, h tasks.Hint) string {
			piece := h.Piece.([4]int)
			if !slices.Contains(ref.Rectangles, piece) {
				t.Fatalf("%s: hint %v is not in the solution %v", in.Label(), piece, ref.Rectangles)
			}
			if len(h.Cells) == 0 || h.Cells[0] != [2]int{piece[0], piece[1]} {
				t.Errorf("%s: hint cells %v do not start at the piece's corner %v", in.Label(), h.Cells, piece)
			}
			board = append(board, piece)
			return boardOf(board...)
		})
		if n != len(d.Clues) {
			t.Errorf("%s: solved with %d pieces for %d clues", in.Label(), n, len(d.Clues))
		}
		tasktest.Passes(t, Task.Grade(in, final))
	}
}

// The first hint on an empty board is a forced rectangle: its clue has one
// placement only.
func TestHintRevealsAForcedPiece(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	d := in.Data.(*Data)
	h, _ := Task.Hint(in, "")
	piece := h.Piece.([4]int)
	cands, _ := Candidates(d.Grid())
	for i, c := range d.Grid().Clues() {
		r := Rect{piece[0], piece[1], piece[2], piece[3]}
		if r.Contains(c.X, c.Y) && len(cands[i]) != 1 {
			t.Errorf("the first hint %v belongs to a clue with %d placements", piece, len(cands[i]))
		}
	}
	if !strings.Contains(h.Message, fmt.Sprintf("takes the rectangle %s", Rect{piece[0], piece[1], piece[2], piece[3]})) {
		t.Errorf("message: %q", h.Message)
	}
}

func TestHintFindsContradictions(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0) // 7×7, solution below
	d := in.Data.(*Data)
	ref, _ := solve(d)
	g := d.Grid()
	cands, _ := Candidates(g)
	// a rectangle one clue could own on its own, but no solution has
	var wrong Rect
	found := false
	for _, list := range cands {
		for _, r := range list {
			if !slices.Contains(ref.Rectangles, [4]int{r.Left, r.Top, r.Right, r.Bottom}) {
				wrong, found = r, true
			}
		}
	}
	if !found {
		t.Fatal("every candidate is in the solution")
	}
	good := ref.Rectangles[0]
	cases := []struct {
		name, board, kind, message string
		cells                      int
	}{
		{"not in any solution", boardOf(good, [4]int{wrong.Left, wrong.Top, wrong.Right, wrong.Bottom}), tasks.HintContradiction, "No solution has this rectangle: " + wrong.String(), wrong.Area()},
		{"no number", boardOf(emptyRect(g)), tasks.HintContradiction, "holds no number", 1},
		{"two numbers", boardOf([4]int{0, 0, 6, 6}), tasks.HintContradiction, fmt.Sprintf("holds %d numbers", len(d.Clues)), 49},
		{"overlap", boardOf(good, good), tasks.HintContradiction, "overlap", 0},
		{"unreadable", `{"rectangles": [[0, 0, 1]]}`, tasks.HintUnknown, "cannot be read", 0},
		{"outside", `{"rectangles": [[0, 0, 9, 9]]}`, tasks.HintUnknown, "reaches column 9", 0},
	}
	for _, c := range cases {
		h, err := Task.Hint(in, c.board)
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind != c.kind || !strings.Contains(h.Message, c.message) {
			t.Errorf("%s: %+v; want %s with %q", c.name, h, c.kind, c.message)
		}
		if c.cells > 0 && len(h.Cells) != c.cells {
			t.Errorf("%s: %d cells named, want %d", c.name, len(h.Cells), c.cells)
		}
	}
}

// emptyRect is a 1×1 rectangle on a cell without a clue.
func emptyRect(g Grid) [4]int {
	for y := range g.Height {
		for x := range g.Width {
			if g.Numbers[y][x] == 0 {
				return [4]int{x, y, x, y}
			}
		}
	}
	panic("no blank cell")
}

// A hint is bounded by its node budget: the searches take what they spend
// off one budget, and an exhausted budget says so instead of searching on.
func TestHintIsBounded(t *testing.T) {
	in := tasktest.Seeded(t, Task, "hard", 5)
	g := in.Data.(*Data).Grid()
	budget := hintNodes
	if _, _, st := solveKeeping(g, nil, &budget); st != keptSolved || budget >= hintNodes || budget <= 0 {
		t.Fatalf("status %d, budget left %d of %d", st, budget, hintNodes)
	}
	spent := hintNodes - budget
	budget = spent / 2
	if _, _, st := solveKeeping(g, nil, &budget); st != keptOutOfBudget {
		t.Errorf("half the nodes it needs (%d): status %d, want out of budget", spent/2, st)
	}
	budget = 0
	if _, _, st := solveKeeping(g, nil, &budget); st != keptOutOfBudget {
		t.Errorf("no budget: status %d", st)
	}
}
