package shikaku

// Practice hints. The board is an answer in progress: the rectangles a person
// has drawn so far. A hint keeps every one of them and asks the exact-cover
// solver for a solution that has them all; it then reveals the solution's
// most forced missing rectangle (the clue with the fewest placements left).
// When no solution keeps the board, it names the rectangles to blame: one that
// no clue can own, or those that no solution contains.

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// hintNodes bounds the solver's work for one hint, all its searches together.
// The puzzles people solve need about one node per clue.
const hintNodes = 400_000

var answerShape = verifiers.Shape{Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()), Bare: verifiers.ListOfSeqs}

func hint(d *Data, board string) tasks.Hint {
	g := d.Grid()
	if err := g.Validate(); err != nil {
		return tasks.Unknown("this puzzle cannot be solved: %v", err)
	}
	rects, err := readBoard(d, board)
	if err != nil {
		return tasks.Unknown("the board cannot be read: %v", err)
	}
	// Rectangles that break the rules on their own, and overlaps.
	for i, r := range rects {
		if why := ownerProblem(g, r); why != "" {
			return blame(d, []Rect{r}, fmt.Sprintf("The rectangle %s %s, so no solution has it.", r, why))
		}
		for _, o := range rects[:i] {
			if r.Overlaps(o) {
				return blame(d, []Rect{o, r}, fmt.Sprintf("The rectangles %s and %s overlap.", o, r))
			}
		}
	}
	budget := hintNodes
	sol, forced, status := solveKeeping(g, rects, &budget)
	switch status {
	case keptSolved:
		if len(sol) == len(rects) {
			return tasks.Hint{Kind: tasks.HintSolved, Message: "The board is solved: every cell is in a rectangle with its number."}
		}
		return reveal(d, g, rects, sol, forced)
	case keptOutOfBudget:
		return tasks.Unknown("the solver could not settle this board within its budget; draw a few more rectangles and ask again")
	}
	// No solution keeps them all: blame those that no solution keeps alone.
	var bad []Rect
	for _, r := range rects {
		_, _, st := solveKeeping(g, []Rect{r}, &budget)
		if st == keptOutOfBudget {
			return tasks.Unknown("the board contradicts every solution, but the solver ran out of budget finding where")
		}
		if st == keptNone {
			bad = append(bad, r)
		}
	}
	if len(bad) == 0 {
		return blame(d, rects, "No solution keeps all of these rectangles together, though each fits some solution on its own.")
	}
	return blame(d, bad, fmt.Sprintf("No solution has %s: %s.", verifiers.Plural(len(bad), "this rectangle", "these rectangles"), rectList(bad)))
}

// readBoard reads the rectangles of a board written like an answer; an empty
// board has none.
func readBoard(d *Data, board string) ([]Rect, error) {
	if strings.TrimSpace(board) == "" {
		return nil, nil
	}
	found, err := verifiers.Extract(board, answerShape, verifiers.DefaultLimits)
	if err != nil {
		return nil, err
	}
	var a Answer
	if err := verifiers.DecodeAnswer(d, found, &a); err != nil {
		return nil, err
	}
	g := &grading{d: d}
	if err := g.readBoxes(a.Rectangles); err != nil {
		return nil, err
	}
	return g.rects, nil
}

// ownerProblem says why no clue can own r ("holds no number"), or "".
func ownerProblem(g Grid, r Rect) string {
	var in []Clue
	for _, c := range g.Clues() {
		if r.Contains(c.X, c.Y) {
			in = append(in, c)
		}
	}
	switch {
	case len(in) == 0:
		return "holds no number"
	case len(in) > 1:
		return fmt.Sprintf("holds %d numbers", len(in))
	case in[0].N != r.Area():
		return fmt.Sprintf("covers %d cells but its number is %d", r.Area(), in[0].N)
	}
	return ""
}

// Outcomes of solveKeeping.
const (
	keptSolved = iota
	keptNone
	keptOutOfBudget
)

// solveKeeping searches for a solution that contains every rectangle of keep
// (each already one clue's candidate, none overlapping), spending at most
// *budget nodes and taking what it spent off *budget. forced maps each cell
// to the number of placements still open for it once keep is placed: for a
// clue's cell, how many rectangles its clue can still take.
func solveKeeping(g Grid, keep []Rect, budget *int) (sol []Rect, forced []int32, status int) {
	if *budget <= 0 {
		return nil, nil, keptOutOfBudget
	}
	s := newCoverSearch(g, 1, *budget)
	for _, n := range s.count {
		if n == 0 {
			return nil, nil, keptNone // a cell no rectangle can cover
		}
	}
	index := make(map[Rect]int32, len(s.rects))
	for k, r := range s.rects {
		index[r] = int32(k)
	}
	for _, r := range keep {
		k, ok := index[r]
		if !ok || !s.alive[k] {
			return nil, nil, keptNone
		}
		if _, ok := s.place(k); !ok {
			return nil, nil, keptNone
		}
		s.chosen = append(s.chosen, k)
	}
	forced = append([]int32(nil), s.count...)
	s.descend()
	*budget -= s.nodes
	switch {
	case len(s.solutions) > 0:
		return s.solutions[0], forced, keptSolved
	case s.exhausted:
		return nil, nil, keptOutOfBudget
	}
	return nil, nil, keptNone
}

// reveal picks the solution's rectangle that is most forced among those not
// on the board: the one whose clue has the fewest placements left, the first
// in reading order of its clue among equals.
func reveal(d *Data, g Grid, board, sol []Rect, forced []int32) tasks.Hint {
	on := map[Rect]bool{}
	for _, r := range board {
		on[r] = true
	}
	var best Rect
	var bestClue Clue
	bestOpen := int32(-1)
	for _, c := range g.Clues() {
		for _, r := range sol {
			if on[r] || !r.Contains(c.X, c.Y) {
				continue
			}
			if open := forced[c.Y*g.Width+c.X]; bestOpen < 0 || open < bestOpen {
				best, bestClue, bestOpen = r, c, open
			}
		}
	}
	return tasks.Hint{
		Kind: tasks.HintPiece,
		Message: fmt.Sprintf("The %d at column %d, row %d takes the rectangle %s, %d wide and %d high.",
			bestClue.N, bestClue.X, bestClue.Y, best, best.Width(), best.Height()),
		Piece: [4]int{best.Left, best.Top, best.Right, best.Bottom},
		Cells: cellsOf(d, []Rect{best}),
	}
}

func blame(d *Data, rects []Rect, message string) tasks.Hint {
	return tasks.Hint{Kind: tasks.HintContradiction, Message: message, Cells: cellsOf(d, rects)}
}

// cellsOf lists the cells of the rectangles, as [column, row], up to the
// most a hint may carry.
func cellsOf(d *Data, rects []Rect) [][2]int {
	var out [][2]int
	for _, r := range rects {
		for y := r.Top; y <= r.Bottom; y++ {
			for x := r.Left; x <= r.Right; x++ {
				if len(out) == tasks.MaxHintCells {
					return out
				}
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out
}

// rectList names up to three rectangles.
func rectList(rects []Rect) string {
	return verifiers.Listed(len(rects), 3, func(i int) string { return rects[i].String() })
}
