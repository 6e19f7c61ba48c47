package maze3d

import (
	"fmt"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// buildAttempts bounds the layouts Build tries before giving up. It is part of
// the builder's definition: the maze for an instance depends on it.
const buildAttempts = 40

// Build makes a maze for the instance, deterministically from r. It checks its
// result with Analyse and the instance's rules, so a maze it returns passes.
//
// Method:
//   - The route snakes along every other row (the corridors) and drops to the
//     next corridor through one cell of the row between them, at alternating
//     ends; it starts at A in the top-left corner and stops, at B, somewhere
//     after it has enough cells. The rows between corridors are walls.
//   - Jumps are gaps: cells in the middle of a straight stretch of the route
//     that the route skips over.
//   - Heights along the route are a random walk from A's height to B's in
//     steps of -1, 0 or +1, level across every gap and at least 2 there, kept
//     mostly between 2 and 6. A table of which heights can still reach B's in
//     the moves left keeps the walk feasible.
//   - Every other cell gets a height, in random order, that joins it to no
//     route cell by any move (at least 2 away from route neighbours, and no
//     jump onto, off or over the route except at the gaps), choosing the
//     height used least so far. So the cells joined to A are exactly the
//     route: one route, every move of it a bridge.
//   - The maze is turned or mirrored at random (the rules do not change).
func Build(d *Data, r *rng.Rand) (*Grid, error) {
	if err := d.check(); err != nil {
		return nil, err
	}
	for attempt := 0; attempt < buildAttempts; attempt++ {
		g, ok := buildOnce(d, r)
		if !ok {
			continue
		}
		g = transform(g, r.Intn(8))
		if d.Passes(g) {
			return g, nil
		}
	}
	return nil, fmt.Errorf("no %d×%d maze with A at %d, B at %d and %d jumps found in %d attempts", d.Size, d.Size, d.AHeight, d.BHeight, d.MinJumps, buildAttempts)
}

// Passes reports whether a maze meets every rule of the instance.
func (d *Data) Passes(g *Grid) bool {
	if g.N != d.Size || g.H[g.A] != d.AHeight || g.H[g.B] != d.BHeight || g.A == g.B {
		return false
	}
	a := g.Analyse()
	for _, c := range a.Counts {
		if c > d.MaxPerHeight {
			return false
		}
	}
	return a.Route != nil && a.Loop < 0 && a.Jumps >= d.MinJumps && distinct(a.Route) >= d.MinRouteCells
}

func distinct(cells []int) int {
	seen := map[int]bool{}
	for _, c := range cells {
		seen[c] = true
	}
	return len(seen)
}

// serpentine lists the cells of the snake: corridor rows 0, 2, 4, ...
// alternately left to right and right to left, joined through the row
// between them at the end where the previous corridor stopped.
func serpentine(n int) []int {
	var out []int
	for row := 0; row < n; row += 2 {
		if row > 0 {
			col := n - 1
			if (row/2)%2 == 0 {
				col = 0
			}
			out = append(out, (row-1)*n+col)
		}
		for k := 0; k < n; k++ {
			col := k
			if (row/2)%2 == 1 {
				col = n - 1 - k
			}
			out = append(out, row*n+col)
		}
	}
	return out
}

// buildOnce lays out one candidate maze (untransformed).
func buildOnce(d *Data, r *rng.Rand) (*Grid, bool) {
	n := d.Size
	snake := serpentine(n)
	jumps := d.MinJumps
	lo := min(len(snake), d.MinRouteCells+jumps+n/2)
	if d.MinRouteCells+jumps+1 > len(snake) {
		return nil, false
	}
	length := lo + r.Intn(len(snake)-lo+1) // snake cells the route spans
	// Gaps: middles of straight triples, never two in a row.
	var cand []int
	for i := 1; i+1 < length; i++ {
		a, b, c := snake[i-1], snake[i], snake[i+1]
		if b-a == c-b {
			cand = append(cand, i)
		}
	}
	r.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
	gap := make([]bool, length)
	chosen := 0
	for _, i := range cand {
		if chosen == jumps {
			break
		}
		if !gap[i-1] && !gap[i+1] {
			gap[i] = true
			chosen++
		}
	}
	if chosen < jumps {
		return nil, false
	}
	var cells []int // route cells
	for i := 0; i < length; i++ {
		if !gap[i] {
			cells = append(cells, snake[i])
		}
	}
	jump := moveFlags(gap, length)
	heights, ok := routeHeights(d, jump, r)
	if !ok {
		return nil, false
	}
	g := &Grid{N: n, H: make([]int, n*n), A: cells[0], B: cells[len(cells)-1]}
	for i := range g.H {
		g.H[i] = -1
	}
	onRoute := make([]int, n*n) // 1 + index in cells, 0 off the route
	for k, c := range cells {
		g.H[c] = heights[k]
		onRoute[c] = k + 1
	}
	gapOf := map[int][2]int{} // gap cell -> the two route cells it lies between
	for i := 0; i < length; i++ {
		if gap[i] {
			gapOf[snake[i]] = [2]int{snake[i-1], snake[i+1]}
		}
	}
	return g, fillWalls(g, onRoute, gapOf, snake[:length], gap, r)
}

// moveFlags returns one flag per route move: true where the move skips a gap.
func moveFlags(gap []bool, length int) []bool {
	var out []bool
	for i := 1; i < length; i++ {
		if gap[i] {
			continue
		}
		out = append(out, gap[i-1])
	}
	return out
}

// routeHeights draws the heights of the route cells: from A's height to B's,
// moves of -1, 0, +1, jumps level and at least 2 high.
func routeHeights(d *Data, jump []bool, r *rng.Rand) ([]int, bool) {
	p := len(jump) + 1
	// ok[k][h]: from route cell k at height h, B's height is reachable.
	ok := make([][10]bool, p)
	ok[p-1][d.BHeight] = true
	for k := p - 2; k >= 0; k-- {
		for h := 0; h <= 9; h++ {
			if jump[k] {
				ok[k][h] = h >= 2 && ok[k+1][h]
				continue
			}
			for dh := -1; dh <= 1; dh++ {
				if h2 := h + dh; h2 >= 0 && h2 <= 9 && ok[k+1][h2] {
					ok[k][h] = true
				}
			}
		}
	}
	if !ok[0][d.AHeight] {
		return nil, false
	}
	hs := make([]int, p)
	hs[0] = d.AHeight
	var count [10]int
	count[hs[0]]++
	soft := p/5 + 2
	for k := 0; k+1 < p; k++ {
		h := hs[k]
		if jump[k] {
			hs[k+1] = h
			count[h]++
			continue
		}
		var w [3]int
		for i, dh := range [3]int{-1, 0, 1} {
			h2 := h + dh
			if h2 < 0 || h2 > 9 || !ok[k+1][h2] {
				continue
			}
			w[i] = 2
			if h2 >= 2 && h2 <= 6 {
				w[i] *= 6
			}
			if dh != 0 {
				w[i] *= 2
			}
			if count[h2] >= soft {
				w[i] = 1
			}
		}
		hs[k+1] = h - 1 + r.Pick(w[:])
		count[hs[k+1]]++
	}
	return hs, true
}

// fillWalls gives every cell off the route a height that joins it to no route
// cell, choosing among the admissible heights the least used so far. Gap
// cells come first: each must be at least 2 below the route cells it lies
// between.
func fillWalls(g *Grid, onRoute []int, gapOf map[int][2]int, span []int, gap []bool, r *rng.Rand) bool {
	n := g.N
	var count [10]int
	for _, h := range g.H {
		if h >= 0 {
			count[h]++
		}
	}
	var order []int
	for i, c := range span {
		if gap[i] {
			order = append(order, c)
		}
	}
	rest := r.Perm(n * n)
	for _, c := range rest {
		if g.H[c] < 0 && !isGap(gapOf, c) {
			order = append(order, c)
		}
	}
	route := func(c int) bool { return onRoute[c] > 0 }
	at := func(i, j int) int {
		if i < 0 || i >= n || j < 0 || j >= n {
			return -1
		}
		return i*n + j
	}
	// intended reports whether p–q is a jump of the route over x.
	intended := func(x, p, q int) bool {
		e, ok := gapOf[x]
		return ok && ((e[0] == p && e[1] == q) || (e[0] == q && e[1] == p))
	}
	for _, x := range order {
		i, j := x/n, x%n
		best, bestCount := -1, 0
		for _, v := range r.Perm(10) {
			if e, ok := gapOf[x]; ok && v > g.H[e[0]]-2 {
				continue
			}
			fine := true
			for _, d := range dirs {
				p := at(i+d[0], j+d[1])
				if p < 0 {
					continue
				}
				// A walk to a route cell.
				if route(p) && abs(v-g.H[p]) <= 1 {
					fine = false
					break
				}
				// A jump from x over p to q, onto the route.
				q := at(i+2*d[0], j+2*d[1])
				if q >= 0 && route(q) && g.H[p] >= 0 && g.H[q] == v && g.H[p]+1 < v {
					fine = false
					break
				}
				// A jump over x between p and the cell opposite.
				o := at(i-d[0], j-d[1])
				if o >= 0 && g.H[p] >= 0 && g.H[o] >= 0 && (route(p) || route(o)) && g.H[p] == g.H[o] && v+1 < g.H[p] && !intended(x, p, o) {
					fine = false
					break
				}
			}
			if fine && (best < 0 || count[v] < bestCount) {
				best, bestCount = v, count[v]
			}
		}
		if best < 0 {
			return false
		}
		g.H[x] = best
		count[best]++
	}
	return true
}

func isGap(gapOf map[int][2]int, c int) bool {
	_, ok := gapOf[c]
	return ok
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// transform applies one of the 8 symmetries of the square: bit 0 mirrors the
// columns, bit 1 mirrors the rows, bit 2 transposes.
func transform(g *Grid, k int) *Grid {
	n := g.N
	out := &Grid{N: n, H: make([]int, n*n)}
	mapCell := func(c int) int {
		i, j := c/n, c%n
		if k&1 != 0 {
			j = n - 1 - j
		}
		if k&2 != 0 {
			i = n - 1 - i
		}
		if k&4 != 0 {
			i, j = j, i
		}
		return i*n + j
	}
	for c, h := range g.H {
		out.H[mapCell(c)] = h
	}
	out.A, out.B = mapCell(g.A), mapCell(g.B)
	return out
}
