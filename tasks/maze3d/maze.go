package maze3d

import (
	"strings"
)

// Grid is a maze: N×N cell heights, row-major with row 0 the first line of the
// text, and the cells of A and B.
type Grid struct {
	N int
	H []int // heights 0..9, A and B at theirs
	A int   // cell index of A
	B int   // cell index of B
}

// String renders the grid as an answer writes it: N lines of N characters,
// digits with A and B in their cells, joined by newlines.
func (g *Grid) String() string {
	var b strings.Builder
	for i := 0; i < g.N; i++ {
		if i > 0 {
			b.WriteByte('\n')
		}
		for j := 0; j < g.N; j++ {
			c := i*g.N + j
			switch c {
			case g.A:
				b.WriteByte('A')
			case g.B:
				b.WriteByte('B')
			default:
				b.WriteByte(byte('0' + g.H[c]))
			}
		}
	}
	return b.String()
}

// Move is one edge of the movement graph, seen from one end.
type Move struct {
	To   int
	Jump bool
}

// dirs is the neighbour order of the movement graph: up, down, left, right.
var dirs = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// Moves returns the movement graph as adjacency lists. For each cell, in the
// order up, down, left, right, and for each direction a walk before a jump:
//   - a walk to the neighbour when the heights differ by at most 1;
//   - a jump to the cell two away when it has the same height and the cell in
//     between is at least 2 lower.
//
// Both rules are symmetric, so the graph is undirected.
func (g *Grid) Moves() [][]Move {
	n := g.N
	adj := make([][]Move, n*n)
	for c := range adj {
		i, j := c/n, c%n
		h := g.H[c]
		for _, d := range dirs {
			i1, j1 := i+d[0], j+d[1]
			if i1 < 0 || i1 >= n || j1 < 0 || j1 >= n {
				continue
			}
			m := i1*n + j1
			if diff := g.H[m] - h; diff >= -1 && diff <= 1 {
				adj[c] = append(adj[c], Move{To: m})
			}
			i2, j2 := i+2*d[0], j+2*d[1]
			if i2 < 0 || i2 >= n || j2 < 0 || j2 >= n {
				continue
			}
			if t := i2*n + j2; g.H[t] == h && g.H[m]+1 < h {
				adj[c] = append(adj[c], Move{To: t, Jump: true})
			}
		}
	}
	return adj
}

// Analysis is what the grader needs to know about a maze's routes.
type Analysis struct {
	// Counts holds the number of cells at each height.
	Counts [10]int
	// Route is the breadth-first route from A to B (cells), nil if B cannot
	// be reached; Jump[k] tells whether the move Route[k] → Route[k+1] is a
	// jump.
	Route []int
	Jump  []bool
	// Jumps counts the jumps of the route.
	Jumps int
	// Loop is the index k of the first route move that is not a bridge of
	// the movement graph (so some other route avoids it), or -1.
	Loop int
	// Other is a route from A to B that avoids that move (nil when Loop is
	// -1), with its jump flags.
	Other     []int
	OtherJump []bool
	// Reach marks the cells reachable from A.
	Reach []bool
}

// Analyse runs the breadth-first search from A, the bridge test on every
// route move and, when one fails, the search for another route.
func (g *Grid) Analyse() *Analysis {
	a := &Analysis{Loop: -1}
	for _, h := range g.H {
		if h >= 0 && h <= 9 {
			a.Counts[h]++
		}
	}
	adj := g.Moves()
	a.Route, a.Jump, a.Reach = route(adj, g.A, g.B, -1, -1)
	for _, j := range a.Jump {
		if j {
			a.Jumps++
		}
	}
	if a.Route == nil {
		return a
	}
	bridge := bridges(adj)
	for k := 0; k+1 < len(a.Route); k++ {
		if !bridge[edgeKey(a.Route[k], a.Route[k+1], len(adj))] {
			a.Loop = k
			a.Other, a.OtherJump, _ = route(adj, g.A, g.B, a.Route[k], a.Route[k+1])
			break
		}
	}
	return a
}

// route is a breadth-first search from s to t in the neighbour order of adj,
// never using the edge u–v (pass -1 for none). It returns the route from s to
// t, its jump flags and the cells reached.
func route(adj [][]Move, s, t, u, v int) ([]int, []bool, []bool) {
	parent := make([]int, len(adj))
	jump := make([]bool, len(adj))
	seen := make([]bool, len(adj))
	for i := range parent {
		parent[i] = -1
	}
	queue := []int{s}
	seen[s] = true
	for k := 0; k < len(queue); k++ {
		c := queue[k]
		if c == t {
			break
		}
		for _, m := range adj[c] {
			if seen[m.To] || (c == u && m.To == v) || (c == v && m.To == u) {
				continue
			}
			seen[m.To] = true
			parent[m.To], jump[m.To] = c, m.Jump
			queue = append(queue, m.To)
		}
	}
	if !seen[t] {
		return nil, nil, seen
	}
	var cells []int
	var jumps []bool
	for c := t; c != s; c = parent[c] {
		cells = append(cells, c)
		jumps = append(jumps, jump[c])
	}
	cells = append(cells, s)
	for i, j := 0, len(cells)-1; i < j; i, j = i+1, j-1 {
		cells[i], cells[j] = cells[j], cells[i]
	}
	for i, j := 0, len(jumps)-1; i < j; i, j = i+1, j-1 {
		jumps[i], jumps[j] = jumps[j], jumps[i]
	}
	return cells, jumps, seen
}

func edgeKey(a, b, n int) int {
	if a > b {
		a, b = b, a
	}
	return a*n + b
}

// bridges finds every bridge of the graph (Tarjan's low-link method, with an
// explicit stack), keyed by edgeKey. The graph has no parallel edges: a walk
// and a jump never join the same two cells.
func bridges(adj [][]Move) map[int]bool {
	n := len(adj)
	disc := make([]int, n)
	low := make([]int, n)
	out := map[int]bool{}
	type frame struct{ v, parent, next int }
	time := 0
	for root := 0; root < n; root++ {
		if disc[root] != 0 {
			continue
		}
		time++
		disc[root], low[root] = time, time
		stack := []frame{{root, -1, 0}}
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.next < len(adj[f.v]) {
				w := adj[f.v][f.next].To
				f.next++
				switch {
				case w == f.parent:
				case disc[w] == 0:
					time++
					disc[w], low[w] = time, time
					stack = append(stack, frame{w, f.v, 0})
				default:
					low[f.v] = min(low[f.v], disc[w])
				}
				continue
			}
			v, p := f.v, f.parent
			stack = stack[:len(stack)-1]
			if p >= 0 {
				low[p] = min(low[p], low[v])
				if low[v] > disc[p] {
					out[edgeKey(p, v, n)] = true
				}
			}
		}
	}
	return out
}
