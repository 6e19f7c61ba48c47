package hamiltonianloop

import (
	"fmt"
	"sort"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// Generate makes an n×n instance with the given number of blocked cells, and a
// loop through all its open cells (1-based cells, starting at the first open
// cell in reading order). The result is a pure function of the arguments.
//
// Method (the witness comes by construction, so no search is needed):
//  1. A random spanning tree of the (n/2)×(n/2) grid of 2×2 blocks (Kruskal
//     over shuffled edges).
//  2. Every block starts as a 4-cycle; for each tree edge the two parallel
//     sides facing each other across the block boundary are replaced by the
//     two edges crossing it, which merges the cycles. A tree gives one cycle
//     through all n² cells.
//  3. Obstacles are carved in pairs: a stretch a→u→v→b of the loop where a–b
//     is also a side of the unit square u, v, b, a (a U-turn) loses u and v
//     and becomes a→b. Half the time the carve goes on to the next row of the
//     same U-turn, when there is one, making a 2×2 hole. Each carve removes a
//     black and a white cell of the checkerboard, so parity stays balanced.
func Generate(n, blocked int, show string, seed uint64) (*Data, [][2]int, error) {
	switch {
	case n < MinSize || n > MaxSize:
		return nil, nil, fmt.Errorf("size %d is outside %d..%d", n, MinSize, MaxSize)
	case n%2 != 0:
		return nil, nil, fmt.Errorf("size %d is odd: an odd grid has an odd number of cells and no loop through all of them; choose an even size", n)
	case blocked < 0 || blocked%2 != 0:
		return nil, nil, fmt.Errorf("blocked = %d: the generator blocks cells in pairs, so the count must be even and not negative", blocked)
	case blocked > n*n/4:
		return nil, nil, fmt.Errorf("blocked = %d is more than a quarter of the %d cells of a %d×%d grid", blocked, n*n, n, n)
	case show != ShowMap && show != ShowList:
		return nil, nil, fmt.Errorf("show must be %q or %q, not %q", ShowMap, ShowList, show)
	}
	r := rng.New(seed)
	loop := treeLoop(n, r.Derive("tree"))
	loop, holes, err := carve(n, loop, blocked, r.Derive("carve"))
	if err != nil {
		return nil, nil, err
	}
	sort.Ints(holes)
	cells := make([][2]int, len(holes))
	for i, c := range holes {
		cells[i] = [2]int{c%n + 1, c/n + 1}
	}
	start := 0
	for i, c := range loop {
		if c < loop[start] {
			start = i
		}
	}
	out := make([][2]int, len(loop))
	for i := range loop {
		c := loop[(start+i)%len(loop)]
		out[i] = [2]int{c%n + 1, c/n + 1}
	}
	return NewData(n, cells, show), out, nil
}

// treeLoop returns a Hamiltonian cycle of the full n×n grid (n even) as
// row-major cell indices, built from a random spanning tree of 2×2 blocks.
func treeLoop(n int, r *rng.Rand) []int {
	m := n / 2
	// right[c]: the loop uses the edge from cell c to its right neighbour;
	// down[c]: to the cell below.
	right := make([]bool, n*n)
	down := make([]bool, n*n)
	at := func(x, y int) int { return y*n + x }
	for by := 0; by < m; by++ {
		for bx := 0; bx < m; bx++ {
			x, y := 2*bx, 2*by
			right[at(x, y)], right[at(x, y+1)] = true, true
			down[at(x, y)], down[at(x+1, y)] = true, true
		}
	}
	type edge struct{ a, b int } // blocks, a < b
	var edges []edge
	for by := 0; by < m; by++ {
		for bx := 0; bx < m; bx++ {
			if bx+1 < m {
				edges = append(edges, edge{by*m + bx, by*m + bx + 1})
			}
			if by+1 < m {
				edges = append(edges, edge{by*m + bx, (by+1)*m + bx})
			}
		}
	}
	r.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
	parent := make([]int, m*m)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for _, e := range edges {
		ra, rb := find(e.a), find(e.b)
		if ra == rb {
			continue
		}
		parent[ra] = rb
		ax, ay := 2*(e.a%m), 2*(e.a/m)
		if e.b == e.a+1 { // horizontal neighbours: swap the facing vertical sides
			down[at(ax+1, ay)], down[at(ax+2, ay)] = false, false
			right[at(ax+1, ay)], right[at(ax+1, ay+1)] = true, true
		} else { // vertical neighbours: swap the facing horizontal sides
			right[at(ax, ay+1)], right[at(ax, ay+2)] = false, false
			down[at(ax, ay+1)], down[at(ax+1, ay+1)] = true, true
		}
	}
	// Walk the cycle from cell 0.
	loop := make([]int, 0, n*n)
	prev, cur := -1, 0
	for {
		loop = append(loop, cur)
		x, y := cur%n, cur/n
		next := -1
		for _, c := range [4]int{
			pick(x+1 < n && right[cur], at(x+1, y)),
			pick(y+1 < n && down[cur], at(x, y+1)),
			pick(x > 0 && right[max(cur-1, 0)], cur-1),
			pick(y > 0 && down[max(cur-n, 0)], cur-n),
		} {
			if c >= 0 && c != prev {
				next = c
				break
			}
		}
		prev, cur = cur, next
		if cur == 0 || cur < 0 || len(loop) > n*n {
			break
		}
	}
	return loop
}

func pick(ok bool, c int) int {
	if ok {
		return c
	}
	return -1
}

// carve blocks `count` cells of the loop in pairs (see Generate) and returns
// the shortened loop and the blocked cells.
func carve(n int, loop []int, count int, r *rng.Rand) ([]int, []int, error) {
	var holes []int
	for len(holes) < count {
		turns := uTurns(n, loop)
		if len(turns) == 0 {
			return nil, nil, fmt.Errorf("no U-turn left to carve after %d blocked cells", len(holes))
		}
		i := turns[r.Intn(len(turns))]
		L := len(loop)
		a, b := loop[(i-1+L)%L], loop[(i+2)%L]
		d := a - loop[i]
		holes = append(holes, loop[i], loop[(i+1)%L])
		loop = removePair(loop, i)
		if len(holes)+2 <= count && r.Bool() {
			// Continue the hole: a and b form the next U-turn when the loop
			// arrives at a from a+d and leaves b towards b+d.
			L = len(loop)
			ia := indexOf(loop, a)
			if ia >= 0 && loop[(ia+1)%L] == b && L >= 6 {
				pa, nb := loop[(ia-1+L)%L], loop[(ia+2)%L]
				if pa-a == d && nb-b == d {
					holes = append(holes, a, b)
					loop = removePair(loop, ia)
				}
			}
		}
	}
	return loop, holes, nil
}

// uTurns lists the indices i where loop[i-1], loop[i], loop[i+1], loop[i+2]
// (cyclically) make a U-turn: loop[i-1] - loop[i] == loop[i+2] - loop[i+1],
// one step in the same direction. Such a pair can be cut out.
func uTurns(n int, loop []int) []int {
	L := len(loop)
	if L < 6 {
		return nil
	}
	var out []int
	for i := 0; i < L; i++ {
		a, u, v, b := loop[(i-1+L)%L], loop[i], loop[(i+1)%L], loop[(i+2)%L]
		d := a - u
		if b-v != d {
			continue
		}
		// d is one step: a horizontal step must stay in its row.
		if (d == 1 || d == -1) && (a/n != u/n || b/n != v/n) {
			continue
		}
		if d == 1 || d == -1 || d == n || d == -n {
			out = append(out, i)
		}
	}
	return out
}

// removePair removes loop[i] and loop[i+1] (cyclically).
func removePair(loop []int, i int) []int {
	L := len(loop)
	out := make([]int, 0, L-2)
	for k := 0; k < L; k++ {
		if k == i || k == (i+1)%L {
			continue
		}
		out = append(out, loop[k])
	}
	return out
}

func indexOf(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}
