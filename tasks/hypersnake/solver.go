package hypersnake

import (
	"github.com/scbench/scbench/tasks/internal/rng"
)

// The reference solver grows a self-avoiding path from the start and then
// improves it with "backbite" moves (Mansfield's method for sampling long
// compact paths): the head looks at a neighbouring cell; an unvisited one
// extends the path, a visited one at position i (not the head's predecessor)
// reverses the tail after i, which makes path[i+1] the new head. The start never
// moves. Each move keeps the path valid, and every move that reaches a fresh
// cell lengthens it, so the path creeps over the whole component.
//
// Cells that can only be the last cell of a path (dead-end pockets: a cell with
// a single free neighbour, and chains of them) are pruned from the graph the
// path walks on and hang as trees off the remaining "core". The path may end by
// walking down one of those trees; a food cell inside one forces which tree,
// and the head must stop at the core cell it hangs from.
//
// The search is deterministic: the seed drives every random choice and a step
// budget replaces upstream's wall-clock limit.

// solution is the result of a search.
type solution struct {
	cells   []int // flat indices, start first
	uneaten int
	score   float64
}

type solver struct {
	d     *Data
	g     *Grid
	core  []bool  // cells the backbite walk may use
	adj   [][]int // core neighbours of each core cell
	food  []bool
	nFood int // food cells in total

	// Trees of pruned cells: parent points towards the core; depth is the
	// length of the longest downward chain from a pruned cell, itself
	// included; hang is the longest chain hanging off a core cell.
	parent   []int
	children [][]int
	depth    []int
	hang     []int

	// A food cell in a pruned tree forces the path to end there: the head must
	// reach attach, then the tail is walked.
	attach int // -1 when no tail is forced
	tail   []int
}

func newSolver(d *Data) *solver {
	g := NewGrid(d.Size)
	n := g.Cells()
	s := &solver{d: d, g: g, core: make([]bool, n), adj: make([][]int, n), food: make([]bool, n),
		parent: make([]int, n), children: make([][]int, n), depth: make([]int, n), hang: make([]int, n), attach: -1}
	free := make([]bool, n)
	for i := range free {
		free[i] = true
	}
	for _, w := range d.Walls {
		if g.In(w) {
			free[g.Index(w)] = false
		}
	}
	start := g.Index(d.Start)
	for _, f := range d.Food {
		if g.In(f) && free[g.Index(f)] && g.Index(f) != start {
			s.food[g.Index(f)] = true
		}
	}
	// The component of the start.
	queue := []int{start}
	s.core[start] = true
	var nb []int
	for q := 0; q < len(queue); q++ {
		nb = g.Neighbours(queue[q], nb[:0])
		for _, v := range nb {
			if free[v] && !s.core[v] {
				s.core[v] = true
				queue = append(queue, v)
			}
		}
	}
	for c := range s.food {
		if s.food[c] {
			s.nFood++
		}
	}
	// Prune dead ends (never the start), leaves first.
	deg := make([]int, n)
	var leaves []int
	for _, c := range queue {
		nb = g.Neighbours(c, nb[:0])
		for _, v := range nb {
			if s.core[v] {
				deg[c]++
			}
		}
		if deg[c] <= 1 && c != start {
			leaves = append(leaves, c)
		}
	}
	for i := range s.parent {
		s.parent[i] = -1
	}
	var order []int // pruned cells, leaves first
	for len(leaves) > 0 {
		c := leaves[0]
		leaves = leaves[1:]
		if !s.core[c] {
			continue
		}
		s.core[c] = false
		order = append(order, c)
		nb = g.Neighbours(c, nb[:0])
		for _, v := range nb {
			if s.core[v] {
				s.parent[c] = v
				deg[v]--
				if deg[v] <= 1 && v != start {
					leaves = append(leaves, v)
				}
			}
		}
	}
	for _, c := range order {
		s.depth[c]++ // itself
		if p := s.parent[c]; p >= 0 {
			s.children[p] = append(s.children[p], c)
			if s.core[p] {
				s.hang[p] = max(s.hang[p], s.depth[c])
			} else {
				s.depth[p] = max(s.depth[p], s.depth[c])
			}
		}
	}
	for _, c := range queue {
		if !s.core[c] {
			continue
		}
		nb = g.Neighbours(c, nb[:0])
		for _, v := range nb {
			if s.core[v] {
				s.adj[c] = append(s.adj[c], v)
			}
		}
	}
	s.planTail(order)
	return s
}

// planTail picks the pruned tree the path must end in, if food lies in one:
// the chain from the core to the deepest-reaching food cell that collects the
// most pruned food, continued down the deepest branch below it.
func (s *solver) planTail(order []int) {
	bestFood, bestLen := 0, 0
	var best []int
	for _, f := range order {
		if !s.food[f] {
			continue
		}
		chain := []int{f}
		eaten := 1
		c := f
		for s.parent[c] >= 0 && !s.core[s.parent[c]] {
			c = s.parent[c]
			chain = append(chain, c)
			if s.food[c] {
				eaten++
			}
		}
		if s.parent[c] < 0 {
			continue // an isolated start component; nothing to attach to
		}
		if eaten > bestFood || (eaten == bestFood && len(chain) > bestLen) {
			bestFood, bestLen = eaten, len(chain)
			s.attach = s.parent[c]
			best = chain
		}
	}
	if best == nil {
		return
	}
	s.tail = s.tail[:0]
	for i := len(best) - 1; i >= 0; i-- {
		s.tail = append(s.tail, best[i])
	}
	// Carry on below the food along the deepest branch.
	c := best[0]
	for {
		next := -1
		for _, ch := range s.children[c] {
			if next < 0 || s.depth[ch] > s.depth[next] {
				next = ch
			}
		}
		if next < 0 {
			break
		}
		s.tail = append(s.tail, next)
		c = next
	}
}

// hangChain is the longest chain of pruned cells hanging off core cell c.
func (s *solver) hangChain(c int) []int {
	var out []int
	for {
		next := -1
		for _, ch := range s.children[c] {
			if s.core[ch] {
				continue
			}
			if next < 0 || s.depth[ch] > s.depth[next] {
				next = ch
			}
		}
		if next < 0 {
			return out
		}
		out = append(out, next)
		c = next
	}
}

// solve runs the search for at most budget backbite moves and returns the best
// path found. It stops early at full marks.
func (s *solver) solve(seed uint64, budget int) solution {
	r := rng.New(seed)
	n := s.g.Cells()
	start := s.g.Index(s.d.Start)
	pos := make([]int, n)
	for i := range pos {
		pos[i] = -1
	}
	path := []int{start}
	pos[start] = 0
	eaten := 0 // core food on the path
	tailFood := 0
	for _, c := range s.tail {
		if s.food[c] {
			tailFood++
		}
	}
	best := solution{score: -1}

	// finish evaluates the path ending at the current head with its best tail.
	finish := func() {
		head := path[len(path)-1]
		length, food := len(path), eaten
		switch {
		case s.attach >= 0 && head == s.attach:
			length += len(s.tail)
			food += tailFood
		case s.attach < 0:
			length += s.hang[head]
		}
		un := s.nFood - food
		sc := s.d.Score(length, un)
		if sc > best.score {
			best = solution{cells: append([]int(nil), path...), uneaten: un, score: sc}
			switch {
			case s.attach >= 0 && head == s.attach:
				best.cells = append(best.cells, s.tail...)
			case s.attach < 0:
				best.cells = append(best.cells, s.hangChain(head)...)
			}
		}
	}

	unvisited := func(c int) int {
		k := 0
		for _, v := range s.adj[c] {
			if pos[v] < 0 {
				k++
			}
		}
		return k
	}
	finish()
	need := s.d.FullLength()
	coreCells, coreFood := 0, 0
	for c, ok := range s.core {
		if ok {
			coreCells++
			if s.food[c] {
				coreFood++
			}
		}
	}
	// A backbite move keeps the head's colour in the grid's two-colouring, so a
	// path can get stuck unable to reach the last free cells; after a stall the
	// head is retracted by one cell, which flips its colour.
	stallLimit := 4*coreCells + 64
	stall, cooldown := 0, 0
	extend := func(v int) {
		pos[v] = len(path)
		path = append(path, v)
		if s.food[v] {
			eaten++
		}
		stall = 0
		finish()
	}
	attachColour := -1
	if s.attach >= 0 {
		attachColour = s.g.Parity(s.attach)
	}
	retract := func() {
		head := path[len(path)-1]
		pos[head] = -1
		path = path[:len(path)-1]
		if s.food[head] {
			eaten--
		}
	}
	for step := 0; step < budget && best.score < 1; step++ {
		head := path[len(path)-1]
		nbs := s.adj[head]
		if len(nbs) == 0 {
			break
		}
		stall++
		// Once the path is long enough to finish down the forced tail, the head
		// must reach the cell the tail hangs from. Backbite moves keep the
		// head's colour, so the colour is fixed first, by growing one cell when
		// the head can (or by giving one back when the whole core is covered),
		// and the length is then left alone.
		steer := s.attach >= 0 && len(path)+len(s.tail) >= need && eaten == coreFood
		if steer && s.g.Parity(head) != attachColour {
			fixed := false
			for _, v := range nbs {
				if pos[v] < 0 {
					extend(v)
					fixed = true
					break
				}
			}
			if !fixed && len(path) == coreCells {
				retract()
				fixed = true
			}
			if fixed {
				continue
			}
			steer = false // wander until the head finds room to grow
		}
		if stall > stallLimit && len(path) > 1 {
			retract()
			stall, cooldown = 0, 2*s.g.Dim()
			continue
		}
		// Extend greedily when the head can: the unvisited neighbour with the
		// fewest onward moves (Warnsdorff), food first.
		if cooldown == 0 && !steer {
			next, nextScore := -1, 0
			for _, v := range nbs {
				if pos[v] >= 0 {
					continue
				}
				sc := unvisited(v) * 2
				if s.food[v] {
					sc = -1
				}
				if next < 0 || sc < nextScore {
					next, nextScore = v, sc
				}
			}
			if next >= 0 {
				extend(next)
				continue
			}
		} else if cooldown > 0 {
			cooldown--
		}
		v := nbs[r.Intn(len(nbs))]
		if steer {
			// Make the tail's cell the head when one move can.
			for _, u := range nbs {
				if j := pos[u]; j >= 0 && j+1 < len(path)-1 && path[j+1] == s.attach {
					v = u
				}
			}
		}
		i := pos[v]
		switch {
		case i < 0 && steer:
			continue // keep the colour
		case i < 0:
			extend(v)
			continue
		case i == len(path)-2:
			continue
		}
		for a, b := i+1, len(path)-1; a < b; a, b = a+1, b-1 {
			path[a], path[b] = path[b], path[a]
			pos[path[a]], pos[path[b]] = a, b
		}
		if s.attach >= 0 || s.hang[path[len(path)-1]] > 0 {
			finish()
		}
	}
	return best
}
