package hamiltonianloop

// Practice hints. The board is a path in progress: open cells, each a
// neighbour of the one before. A hint asks the loop search for a loop that
// begins with the path and closes back at its first cell, and reveals the
// next cell of that loop. When none exists it says where the path goes
// wrong: a cell it has cut off (fewer than two ways in and out left), or the
// first step after which no loop can continue it.

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// hintBudget bounds the search nodes of one hint, all its searches together.
const hintBudget = DefaultBudget

func hint(d *Data, board string) tasks.Hint {
	path, msg := readPath(d, board)
	if msg != "" {
		return tasks.Unknown("the board cannot be read: %s", msg)
	}
	s, err := newSearch(d, hintBudget)
	if err != nil {
		return tasks.Unknown("%v", err)
	}
	if bad := pathProblem(s, path); bad.Kind != "" {
		return bad
	}
	if len(path) == s.total && adjacent(s.n, path[0], path[len(path)-1]) {
		return tasks.Hint{Kind: tasks.HintSolved, Message: "The loop is closed and visits every open cell."}
	}
	if cut := cutOff(s, path); len(cut) > 0 {
		return tasks.Hint{
			Kind: tasks.HintContradiction,
			Message: fmt.Sprintf("The path cuts off %s: %s fewer than two ways in and out left, so no loop can pass through %s.",
				cellNames(s, cut), verifiers.Plural(len(cut), "it has", "they have"), verifiers.Plural(len(cut), "it", "them")),
			Cells: cellList(s, cut),
		}
	}
	if next, ok := witnessNext(s, d.witness, path); ok {
		return nextStep(s, path, next)
	}
	loop, status := continueLoop(s, path)
	switch status {
	case loopFound:
		if len(path) == 0 {
			return nextStep(s, path, loop[0])
		}
		return nextStep(s, path, loop[len(path)])
	case loopBudget:
		return tasks.Unknown("the loop search could not settle this path within its budget; draw a little further and ask again")
	}
	// No loop continues the path: find the first step after which none can.
	lo, hi := 1, len(path) // path[:lo] continues into a loop, path[:hi] does not
	for lo+1 < hi {
		mid := (lo + hi) / 2
		switch _, st := continueLoop(s, path[:mid]); st {
		case loopFound:
			lo = mid
		case loopNone:
			hi = mid
		default:
			return tasks.Unknown("no loop continues this path, but the search ran out of budget finding where it went wrong")
		}
	}
	c := path[hi-1]
	return tasks.Hint{
		Kind: tasks.HintContradiction,
		Message: fmt.Sprintf("No loop through every open cell continues this path: it goes wrong at step %d, %s.",
			hi, cellName(s, c)),
		Cells: cellList(s, []int{c}),
	}
}

// readPath reads the board as the grader reads an answer, into cell indices.
func readPath(d *Data, board string) ([]int, string) {
	g := &grading{d: d}
	r := verifiers.NewReport("", "", nil, nil)
	if !g.read(r, board) {
		if c, failed := r.FirstFailure(); failed {
			return nil, c.Detail
		}
		return nil, "no path found"
	}
	path := make([]int, 0, len(g.steps))
	for _, st := range g.steps {
		x, y := st[0], st[1]
		if x < 1 || y < 1 || x > int64(d.Size) || y > int64(d.Size) {
			return nil, fmt.Sprintf("(%d,%d) is outside the %d×%d grid", x, y, d.Size, d.Size)
		}
		path = append(path, int(y-1)*d.Size+int(x-1))
	}
	return path, ""
}

// pathProblem names a board that is not a path at all: a blocked cell, a
// cell twice, or a step to a cell that is not a neighbour.
func pathProblem(s *search, path []int) tasks.Hint {
	seen := map[int]int{}
	for k, c := range path {
		switch {
		case !s.open[c]:
			return contradiction(s, fmt.Sprintf("Step %d, %s, is a blocked cell.", k+1, cellName(s, c)), c)
		case seen[c] > 0:
			return contradiction(s, fmt.Sprintf("Step %d, %s, is already step %d.", k+1, cellName(s, c), seen[c]), c)
		case k > 0 && !adjacent(s.n, path[k-1], c):
			return contradiction(s, fmt.Sprintf("Step %d, %s, is not next to step %d, %s.", k+1, cellName(s, c), k, cellName(s, path[k-1])), c)
		}
		seen[c] = k + 1
	}
	return tasks.Hint{}
}

// cutOff lists the open cells off the path with fewer than two ways in and
// out left: neighbours that are off the path or one of its two ends. No loop
// that continues the path can visit them.
func cutOff(s *search, path []int) []int {
	if len(path) == 0 {
		return nil
	}
	on := make([]bool, len(s.open))
	for _, c := range path {
		on[c] = true
	}
	end0, end1 := path[0], path[len(path)-1]
	var out []int
	for c, open := range s.open {
		if !open || on[c] {
			continue
		}
		ways := 0
		for _, x := range s.nbr[c] {
			if !on[x] || x == end0 || x == end1 {
				ways++
			}
		}
		if ways < 2 {
			out = append(out, c)
		}
	}
	return out
}

// witnessNext uses a generated instance's own loop when the path runs along
// it (in either direction): its next cell needs no search.
func witnessNext(s *search, witness [][2]int, path []int) (int, bool) {
	n := len(witness)
	if n == 0 || n != s.total {
		return 0, false
	}
	loop := make([]int, n)
	at := make(map[int]int, n)
	for k, c := range witness {
		loop[k] = (c[1]-1)*s.n + c[0] - 1
		at[loop[k]] = k
	}
	if len(path) == 0 {
		return loop[0], true
	}
	k0, ok := at[path[0]]
	if !ok {
		return 0, false
	}
	for _, dir := range []int{1, n - 1} {
		k, along := k0, true
		for _, c := range path[1:] {
			k = (k + dir) % n
			if loop[k] != c {
				along = false
				break
			}
		}
		if along && len(path) < n {
			return loop[(k+dir)%n], true
		}
	}
	return 0, false
}

// Outcomes of continueLoop.
const (
	loopFound = iota
	loopNone
	loopBudget
)

// continueLoop searches for a loop through every open cell that begins with
// path (any loop when path is empty), spending the search's budget.
func continueLoop(s *search, path []int) ([]int, int) {
	if len(path) == 0 {
		loop, err := s.solve()
		switch {
		case err == ErrBudget:
			return nil, loopBudget
		case err != nil:
			return nil, loopNone
		}
		return loop, loopFound
	}
	on := map[int]bool{}
	for _, c := range path {
		on[c] = true
	}
	var firsts []int
	if len(path) == 1 {
		firsts = s.nbr[path[0]]
	} else {
		firsts = []int{path[1]}
	}
	for _, first := range firsts {
		for _, last := range s.nbr[path[0]] {
			if last == first || on[last] {
				continue
			}
			prefix := path
			if len(path) == 1 {
				prefix = []int{path[0], first}
			}
			if loop, ok := s.runFrom(prefix, last); ok {
				return loop, loopFound
			}
			if s.budget <= 0 {
				return nil, loopBudget
			}
		}
	}
	return nil, loopNone
}

func nextStep(s *search, path []int, next int) tasks.Hint {
	msg := fmt.Sprintf("A loop can start at %s.", cellName(s, next))
	if len(path) > 0 {
		msg = fmt.Sprintf("A loop through every open cell goes on from %s to %s.", cellName(s, path[len(path)-1]), cellName(s, next))
	}
	return tasks.Hint{Kind: tasks.HintPiece, Message: msg, Piece: [2]int{next%s.n + 1, next/s.n + 1}, Cells: cellList(s, []int{next})}
}

func contradiction(s *search, msg string, c int) tasks.Hint {
	return tasks.Hint{Kind: tasks.HintContradiction, Message: msg, Cells: cellList(s, []int{c})}
}

func adjacent(n, a, b int) bool {
	dx, dy := a%n-b%n, a/n-b/n
	return dx*dx+dy*dy == 1
}

// cellName writes a cell as the task does: (x, y), 1-based.
func cellName(s *search, c int) string { return fmt.Sprintf("(%d,%d)", c%s.n+1, c/s.n+1) }

func cellNames(s *search, cells []int) string {
	return verifiers.Listed(len(cells), 4, func(i int) string { return cellName(s, cells[i]) })
}

// cellList converts cells to a hint's [column, row], 0-based.
func cellList(s *search, cells []int) [][2]int {
	out := make([][2]int, 0, min(len(cells), tasks.MaxHintCells))
	for _, c := range cells[:min(len(cells), tasks.MaxHintCells)] {
		out = append(out, [2]int{c % s.n, c / s.n})
	}
	return out
}
