package shikaku

import (
	"errors"
	"math"
	"math/bits"
)

// DefaultMaxNodes is the search budget Solve and CountSolutions use: the number
// of rectangle placements the search may try before it gives up. Puzzles meant
// for people need about one per clue (the six upstream puzzles are solved by
// propagation alone) and Generate's 30×30 puzzles at most a few thousand, so the
// budget only matters for pathological grids, such as ones with astronomically
// many solutions, which it stops within a second or so (and a few thousand
// stored solutions) instead of letting them run for ever.
const DefaultMaxNodes = 2_000_000

// ErrBudget is returned by SolveBudget when the search ran out of nodes before
// it had found `limit` solutions or proved there are no more.
var ErrBudget = errors.New("shikaku: solver search budget exhausted")

// Candidates lists, for each clue of g in Clues() order, every rectangle that
// could be that clue's rectangle on its own: area equal to the clue, inside the
// grid, containing the clue's cell and no other clue. Within one clue the
// rectangles are ordered by width, then top row, then left column. It returns
// Validate's error for a malformed grid.
func Candidates(g Grid) ([][]Rect, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	return clueCandidates(g, g.Clues()), nil
}

// clueCandidates does the work of Candidates on a validated grid.
func clueCandidates(g Grid, clues []Clue) [][]Rect {
	w, h := g.Width, g.Height
	// pre[y*(w+1)+x] counts the clues in columns < x of rows < y, so the clues
	// inside any rectangle cost four look-ups instead of a scan of its cells.
	pre := make([]int32, (w+1)*(h+1))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := pre[y*(w+1)+x+1] + pre[(y+1)*(w+1)+x] - pre[y*(w+1)+x]
			if g.Numbers[y][x] != 0 {
				v++
			}
			pre[(y+1)*(w+1)+x+1] = v
		}
	}
	cluesIn := func(l, t, r, b int) int32 {
		return pre[(b+1)*(w+1)+r+1] - pre[t*(w+1)+r+1] - pre[(b+1)*(w+1)+l] + pre[t*(w+1)+l]
	}
	out := make([][]Rect, len(clues))
	for i, c := range clues {
		for rw := 1; rw <= w && rw <= c.N; rw++ {
			if c.N%rw != 0 {
				continue
			}
			rh := c.N / rw
			if rh > h {
				continue
			}
			// The rectangle must contain (c.X, c.Y) and stay inside the grid,
			// which bounds its top-left corner on both sides.
			for top := max(0, c.Y-rh+1); top <= min(c.Y, h-rh); top++ {
				for left := max(0, c.X-rw+1); left <= min(c.X, w-rw); left++ {
					// The clue itself is inside, so exactly one clue means
					// no other clue is.
					if cluesIn(left, top, left+rw-1, top+rh-1) == 1 {
						out[i] = append(out[i], Rect{Left: left, Top: top, Right: left + rw - 1, Bottom: top + rh - 1})
					}
				}
			}
		}
	}
	return out
}

// Solve finds up to limit solutions of g (all of them when limit <= 0), each
// sorted into the canonical order of SortRects. complete is true when the list
// holds every solution; it is false when the search stopped because it reached
// the limit (so there may be more) or, for a pathological grid, because it spent
// DefaultMaxNodes (use SolveBudget to tell the two apart). A grid that fails
// Validate has no solutions: Solve returns nil, true.
func Solve(g Grid, limit int) (solutions [][]Rect, complete bool) {
	sols, complete, err := SolveBudget(g, limit, DefaultMaxNodes)
	if err != nil && !errors.Is(err, ErrBudget) {
		return nil, true
	}
	return sols, complete
}

// CountSolutions returns the number of solutions of g, counting no further than
// limit (limit <= 0 counts them all). Use limit 2 to test uniqueness. Like
// Solve, it counts only what it found within DefaultMaxNodes.
func CountSolutions(g Grid, limit int) int {
	sols, _ := Solve(g, limit)
	return len(sols)
}

// SolveBudget is Solve with an explicit budget: the search tries at most
// maxNodes rectangle placements (maxNodes <= 0 means DefaultMaxNodes). It
// returns Validate's error for a malformed grid, and ErrBudget, together with
// the solutions found so far and complete == false, when the budget ran out.
func SolveBudget(g Grid, limit, maxNodes int) (solutions [][]Rect, complete bool, err error) {
	solutions, complete, _, err = solveCounted(g, limit, maxNodes)
	return solutions, complete, err
}

// solveCounted is SolveBudget that also reports the nodes it spent, so that a
// caller running many searches (the generator) can share one budget among them.
func solveCounted(g Grid, limit, maxNodes int) (solutions [][]Rect, complete bool, nodes int, err error) {
	if err := g.Validate(); err != nil {
		return nil, false, 0, err
	}
	if maxNodes <= 0 {
		maxNodes = DefaultMaxNodes
	}
	if limit <= 0 {
		limit = math.MaxInt
	}
	s := newCoverSearch(g, limit, maxNodes)
	s.run()
	if s.exhausted {
		return s.solutions, false, s.nodes, ErrBudget
	}
	return s.solutions, !s.stopped, s.nodes, nil
}

// coverSearch is one exact-cover search: the universe is the grid's cells and the
// sets are the candidate rectangles of every clue. Covering every cell exactly
// once is already the whole puzzle: a clue's cell can only be covered by one of
// that clue's own candidates (the others exclude it), so "each clue gets exactly
// one rectangle" follows from "each cell is covered exactly once".
//
// It is Knuth's Algorithm X with arrays instead of dancing links: count[c] is the
// number of still-possible candidates covering cell c, and the search always
// branches on the uncovered cell with the smallest count, so forced cells (count
// 1) cost no branching and dead ends (count 0) are seen at once.
type coverSearch struct {
	width int
	rects []Rect

	// Candidate k covers cells candCells[candStart[k]:candStart[k+1]], and cell
	// c is covered by candidates cellCands[cellStart[c]:cellStart[c+1]]. Flat
	// arrays keep the hot loops free of slice headers and allocation.
	candStart, candCells []int32
	cellStart, cellCands []int32

	alive     []bool   // candidate still compatible with the partial cover
	count     []int32  // per cell: alive candidates covering it
	uncovered []uint64 // bitset of cells not yet covered
	trail     []int32  // candidates removed, in order, so they can be restored
	chosen    []int32  // the candidates of the partial cover, a stack

	limit, maxNodes, nodes int
	solutions              [][]Rect
	stopped                bool // reached limit
	exhausted              bool // ran out of nodes
}

func newCoverSearch(g Grid, limit, maxNodes int) *coverSearch {
	ncell := g.Width * g.Height
	s := &coverSearch{width: g.Width, limit: limit, maxNodes: maxNodes}
	for _, list := range clueCandidates(g, g.Clues()) {
		s.rects = append(s.rects, list...)
	}
	// Candidate → cells, then the transposed cell → candidates lists, both in
	// ascending order so the search (and so the order in which solutions are
	// found) is a pure function of the grid.
	s.candStart = make([]int32, len(s.rects)+1)
	s.cellStart = make([]int32, ncell+1)
	for k, r := range s.rects {
		for y := r.Top; y <= r.Bottom; y++ {
			for x := r.Left; x <= r.Right; x++ {
				c := y*g.Width + x
				s.candCells = append(s.candCells, int32(c))
				s.cellStart[c+1]++
			}
		}
		s.candStart[k+1] = int32(len(s.candCells))
	}
	for c := 0; c < ncell; c++ {
		s.cellStart[c+1] += s.cellStart[c]
	}
	s.cellCands = make([]int32, len(s.candCells))
	fill := append([]int32(nil), s.cellStart[:ncell]...)
	for k := range s.rects {
		for _, c := range s.candCells[s.candStart[k]:s.candStart[k+1]] {
			s.cellCands[fill[c]] = int32(k)
			fill[c]++
		}
	}
	s.alive = make([]bool, len(s.rects))
	for k := range s.alive {
		s.alive[k] = true
	}
	s.count = make([]int32, ncell)
	for c := 0; c < ncell; c++ {
		s.count[c] = s.cellStart[c+1] - s.cellStart[c]
	}
	s.uncovered = make([]uint64, (ncell+63)/64)
	for c := 0; c < ncell; c++ {
		s.uncovered[c>>6] |= 1 << uint(c&63)
	}
	return s
}

// run searches from the root. A cell no candidate covers makes the grid
// unsolvable before any placement.
func (s *coverSearch) run() {
	for _, n := range s.count {
		if n == 0 {
			return
		}
	}
	s.descend()
}

// descend extends the partial cover; it returns true when the whole search must
// stop (limit reached or budget spent).
func (s *coverSearch) descend() bool {
	best, bestCount := -1, int32(math.MaxInt32)
scan:
	for wi, word := range s.uncovered {
		for word != 0 {
			c := wi<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			if n := s.count[c]; n < bestCount {
				best, bestCount = c, n
				if n <= 1 {
					break scan // nothing beats a forced or dead cell
				}
			}
		}
	}
	if best < 0 {
		s.record()
		if len(s.solutions) >= s.limit {
			s.stopped = true
			return true
		}
		return false
	}
	if bestCount == 0 {
		return false
	}
	// Each solution covers `best` with exactly one candidate, so trying each
	// alive candidate in turn splits the solutions into disjoint branches and
	// nothing is found twice.
	for _, k := range s.cellCands[s.cellStart[best]:s.cellStart[best+1]] {
		if !s.alive[k] {
			continue
		}
		if s.nodes >= s.maxNodes {
			s.exhausted = true
			return true
		}
		s.nodes++
		mark, ok := s.place(k)
		stop := false
		if ok {
			s.chosen = append(s.chosen, k)
			stop = s.descend()
			s.chosen = s.chosen[:len(s.chosen)-1]
		}
		s.unplace(k, mark)
		if stop {
			return true
		}
	}
	return false
}

// place adds candidate k to the cover: its cells become covered and every
// alive candidate sharing a cell with it (k included) is removed. ok is false
// when that leaves some uncovered cell with no candidate, a dead end. The
// returned mark lets unplace undo exactly this step.
func (s *coverSearch) place(k int32) (mark int, ok bool) {
	mark = len(s.trail)
	cells := s.candCells[s.candStart[k]:s.candStart[k+1]]
	// Cover first, so that the dead-end test below ignores k's own cells,
	// whose counts drop to zero as a matter of course.
	for _, c := range cells {
		s.uncovered[c>>6] &^= 1 << uint(c&63)
	}
	ok = true
	for _, c := range cells {
		for _, j := range s.cellCands[s.cellStart[c]:s.cellStart[c+1]] {
			if !s.alive[j] {
				continue
			}
			s.alive[j] = false
			s.trail = append(s.trail, j)
			for _, d := range s.candCells[s.candStart[j]:s.candStart[j+1]] {
				s.count[d]--
				if s.count[d] == 0 && s.uncovered[d>>6]&(1<<uint(d&63)) != 0 {
					ok = false
				}
			}
		}
	}
	return mark, ok
}

// unplace undoes place(k) that returned mark, restoring candidates in reverse.
func (s *coverSearch) unplace(k int32, mark int) {
	for i := len(s.trail) - 1; i >= mark; i-- {
		j := s.trail[i]
		s.alive[j] = true
		for _, d := range s.candCells[s.candStart[j]:s.candStart[j+1]] {
			s.count[d]++
		}
	}
	s.trail = s.trail[:mark]
	for _, c := range s.candCells[s.candStart[k]:s.candStart[k+1]] {
		s.uncovered[c>>6] |= 1 << uint(c&63)
	}
}

// record stores the current full cover as a canonically sorted solution.
func (s *coverSearch) record() {
	sol := make([]Rect, len(s.chosen))
	for i, k := range s.chosen {
		sol[i] = s.rects[k]
	}
	SortRects(sol)
	s.solutions = append(s.solutions, sol)
}
