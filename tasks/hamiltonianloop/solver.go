package hamiltonianloop

import (
	"errors"
	"fmt"
)

// DefaultBudget bounds the search nodes of one SolveLoop call (a node costs a
// pass over the grid, so this is well under a second). Every canonical grid
// is solved within 300 nodes, without backtracking to speak of; on grids with
// many scattered obstacles the search can run out, which is why generated
// instances are solved from the loop they were carved from instead.
const DefaultBudget = 200_000

// ErrBudget is returned when the search gives up.
var ErrBudget = errors.New("the loop search ran out of its node budget")

// SolveLoop finds a loop through every open cell by depth-first search, or
// reports that there is none (or that the budget ran out). The loop is returned
// as 1-based cells.
//
// The search starts at an open cell of the fewest open neighbours; with two,
// both are forced: one is the first move and the other is kept for last, where
// the loop closes. Moves go to the neighbour with the fewest free neighbours
// first (Warnsdorff), and a branch is abandoned as soon as some unvisited cell
// has fewer than two ways in and out left (the cell kept for last needs one),
// or the unvisited cells fall apart into pieces.
func SolveLoop(d *Data, budget int) ([][2]int, error) {
	s, err := newSearch(d, budget)
	if err != nil {
		return nil, err
	}
	loop, err := s.solve()
	if err != nil {
		return nil, err
	}
	return s.cells(loop), nil
}

// solve runs the search of SolveLoop, giving the loop as cell indices.
func (s *search) solve() ([]int, error) {
	start := -1
	for c, nb := range s.nbr {
		if s.open[c] && (start < 0 || len(nb) < len(s.nbr[start])) {
			start = c
		}
	}
	nb := s.nbr[start]
	// With two neighbours, (first, last) = (nb[0], nb[1]) covers every loop up
	// to direction; with more, try each ordered pair.
	for i := range nb {
		for j := range nb {
			if i == j || (len(nb) == 2 && i == 1) {
				continue
			}
			if loop, ok := s.run(start, nb[i], nb[j]); ok {
				return loop, nil
			}
			if s.budget <= 0 {
				return nil, ErrBudget
			}
		}
	}
	return nil, errors.New("no loop exists through every open cell")
}

// newSearch prepares a search over the open cells of d, or says why no loop
// can exist: too few open cells, unequal checkerboard colours, or a cell with
// fewer than two open neighbours.
func newSearch(d *Data, budget int) (*search, error) {
	n := d.Size
	if n < 1 || n > MaxSize {
		return nil, fmt.Errorf("grid size %d is outside 1..%d", n, MaxSize)
	}
	blocked := d.BlockedGrid()
	s := &search{n: n, budget: budget, open: make([]bool, n*n)}
	s.nbr = make([][]int, n*n)
	open, black := 0, 0
	for c := range blocked {
		if blocked[c] {
			continue
		}
		s.open[c] = true
		open++
		x, y := c%n, c/n
		if (x+y)%2 == 0 {
			black++
		}
		for _, dd := range [4][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}} {
			xx, yy := x+dd[0], y+dd[1]
			if xx >= 0 && xx < n && yy >= 0 && yy < n && !blocked[yy*n+xx] {
				s.nbr[c] = append(s.nbr[c], yy*n+xx)
			}
		}
	}
	if open < 4 || 2*black != open {
		return nil, errors.New("no loop exists: a loop needs at least 4 open cells, half of them on each colour of the checkerboard")
	}
	for c := range blocked {
		if !blocked[c] && len(s.nbr[c]) < 2 {
			return nil, fmt.Errorf("no loop exists: cell (%d,%d) has fewer than two open neighbours", c%n+1, c/n+1)
		}
	}
	s.total = open
	return s, nil
}

// cells converts a loop of cell indices to 1-based [x, y] cells.
func (s *search) cells(loop []int) [][2]int {
	out := make([][2]int, len(loop))
	for k, c := range loop {
		out[k] = [2]int{c%s.n + 1, c/s.n + 1}
	}
	return out
}

type search struct {
	n, total int
	nbr      [][]int
	open     []bool
	budget   int

	visited []bool
	avail   []int // neighbours that are unvisited or the head
	path    []int
	last    int
	queue   []int
	seen    []int
	stamp   int
}

// run searches for a loop start → first → ... → last (→ start).
func (s *search) run(start, first, last int) ([]int, bool) {
	return s.runFrom([]int{start, first}, last)
}

// runFrom searches for a loop that begins with the cells of prefix (at least
// two, each a neighbour of the one before, none twice) and ends with last, a
// neighbour of prefix[0] not on it.
func (s *search) runFrom(prefix []int, last int) ([]int, bool) {
	cells := s.n * s.n
	start := prefix[0]
	s.visited = make([]bool, cells)
	s.avail = make([]int, cells)
	s.seen = make([]int, cells)
	s.path = s.path[:0]
	s.last = last
	s.visited[start] = true
	s.path = append(s.path, start)
	for c := 0; c < cells; c++ {
		for _, x := range s.nbr[c] {
			if !s.visited[x] || x == start {
				s.avail[c]++
			}
		}
	}
	for i := 1; i < len(prefix); i++ {
		if !s.step(prefix[i-1], prefix[i]) {
			return nil, false
		}
	}
	if s.extend() {
		return append([]int(nil), s.path...), true
	}
	return nil, false
}

// step moves the head from h to c and reports whether the position is still
// viable; on false the move is already undone.
func (s *search) step(h, c int) bool {
	s.visited[c] = true
	s.path = append(s.path, c)
	ok := true
	for _, x := range s.nbr[h] {
		if s.visited[x] {
			continue
		}
		s.avail[x]--
		need := 2
		if x == s.last {
			need = 1
		}
		if s.avail[x] < need {
			ok = false
		}
	}
	if ok {
		ok = s.connected(c)
	}
	if !ok {
		s.undo(h, c)
	}
	return ok
}

func (s *search) undo(h, c int) {
	for _, x := range s.nbr[h] {
		if !s.visited[x] {
			s.avail[x]++
		}
	}
	s.visited[c] = false
	s.path = s.path[:len(s.path)-1]
}

// connected checks that the unvisited cells form one piece that the head
// touches.
func (s *search) connected(head int) bool {
	left := s.total - len(s.path)
	if left == 0 {
		return true
	}
	touches := false
	for _, x := range s.nbr[head] {
		if !s.visited[x] {
			touches = true
			break
		}
	}
	if !touches {
		return false
	}
	s.stamp++
	s.queue = append(s.queue[:0], s.last)
	s.seen[s.last] = s.stamp
	for k := 0; k < len(s.queue); k++ {
		for _, x := range s.nbr[s.queue[k]] {
			if !s.visited[x] && s.seen[x] != s.stamp {
				s.seen[x] = s.stamp
				s.queue = append(s.queue, x)
			}
		}
	}
	return len(s.queue) == left
}

// extend continues the path from its head; it leaves the full loop in s.path
// on success.
func (s *search) extend() bool {
	s.budget--
	if s.budget < 0 {
		return false
	}
	h := s.path[len(s.path)-1]
	if len(s.path) == s.total-1 {
		for _, x := range s.nbr[h] {
			if x == s.last {
				s.path = append(s.path, x)
				return true
			}
		}
		return false
	}
	var cand [4]int
	k := 0
	for _, x := range s.nbr[h] {
		if !s.visited[x] && x != s.last {
			cand[k] = x
			k++
		}
	}
	// Fewest free neighbours first; ties keep the neighbour order.
	for i := 1; i < k; i++ {
		for j := i; j > 0 && s.avail[cand[j]] < s.avail[cand[j-1]]; j-- {
			cand[j], cand[j-1] = cand[j-1], cand[j]
		}
	}
	for _, x := range cand[:k] {
		if !s.step(h, x) {
			continue
		}
		if s.extend() {
			return true
		}
		s.undo(h, x)
		if s.budget < 0 {
			return false
		}
	}
	return false
}
