package hypersnake

import (
	"fmt"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// maxAttempts bounds the worlds drawn for one request before giving up.
const maxAttempts = 60

// Generate draws a world with dims axes and at most cells cells, the given
// numbers of walls and food, and keeps it only if every food cell can be
// reached from the start and the reference solver earns full marks on it
// (which needs, among other things, the two-colouring of the grid to allow a
// long enough path). It tries up to maxAttempts worlds from the seed's stream.
func Generate(dims, cells, walls, food int, seed uint64) (*Data, error) {
	if dims < MinDims || dims > MaxDims {
		return nil, fmt.Errorf("dims must be from %d to %d, not %d", MinDims, MaxDims, dims)
	}
	if cells > MaxCells {
		return nil, fmt.Errorf("at most %d cells, not %d", MaxCells, cells)
	}
	if cells < 1<<dims {
		return nil, fmt.Errorf("%d axes of at least 2 cells need %d cells; cells is %d", dims, 1<<dims, cells)
	}
	if 2*(walls+food+1) > cells {
		return nil, fmt.Errorf("%d walls, %d food and the start would take more than half of the %d cells", walls, food, cells)
	}
	r := rng.New(seed)
	for attempt := 0; attempt < maxAttempts; attempt++ {
		d := draw(r.Derive(fmt.Sprint("world ", attempt)), dims, cells, walls, food)
		if d == nil || !d.plausible() {
			continue
		}
		if d.solve().score == 1 {
			return d, nil
		}
	}
	return nil, fmt.Errorf("no world with %d axes, %d cells, %d walls and %d food in which every food cell can be eaten with full marks was found in %d attempts; try fewer walls or food", dims, cells, walls, food, maxAttempts)
}

// draw picks side lengths (sides), then the start, the walls and the food as
// distinct cells.
func draw(r *rng.Rand, dims, cells, walls, food int) *Data {
	size := sides(r, dims, cells)
	prod := 1
	for _, s := range size {
		prod *= s
	}
	if 2*(walls+food+1) > prod {
		return nil
	}
	g := NewGrid(size)
	picked := r.Perm(prod)[:1+walls+food]
	d := &Data{Size: size, Start: g.Coord(picked[0]), Walls: [][]int{}, Food: [][]int{}}
	for _, c := range picked[1 : 1+walls] {
		d.Walls = append(d.Walls, g.Coord(c))
	}
	for _, c := range picked[1+walls:] {
		d.Food = append(d.Food, g.Coord(c))
	}
	return d
}

// plausible rejects worlds cheaply before the search: food that cannot be
// reached, or a two-colouring that caps the path below full marks.
func (d *Data) plausible() bool {
	reach, even, odd := d.component()
	g := NewGrid(d.Size)
	for _, f := range d.Food {
		if !reach[g.Index(f)] {
			return false
		}
	}
	return parityBound(g.Parity(g.Index(d.Start)), even, odd) >= d.FullLength()
}

// component marks the free cells reachable from the start and counts them by
// colour.
func (d *Data) component() (reach []bool, even, odd int) {
	g := NewGrid(d.Size)
	free := make([]bool, g.Cells())
	for i := range free {
		free[i] = true
	}
	for _, w := range d.Walls {
		if g.In(w) {
			free[g.Index(w)] = false
		}
	}
	reach = make([]bool, g.Cells())
	start := g.Index(d.Start)
	reach[start] = true
	queue := []int{start}
	var nb []int
	for q := 0; q < len(queue); q++ {
		c := queue[q]
		if g.Parity(c) == 0 {
			even++
		} else {
			odd++
		}
		nb = g.Neighbours(c, nb[:0])
		for _, v := range nb {
			if free[v] && !reach[v] {
				reach[v] = true
				queue = append(queue, v)
			}
		}
	}
	return reach, even, odd
}

// parityBound is the longest a path can be in a bipartite component: it
// alternates colours starting from the start's.
func parityBound(startColour, even, odd int) int {
	same, other := even, odd
	if startColour == 1 {
		same, other = odd, even
	}
	if same > other {
		return 2*other + 1
	}
	return 2 * same
}

// ParityBound is the longest path the grid's two-colouring allows from the
// start through free cells.
func (d *Data) ParityBound() int {
	_, even, odd := d.component()
	g := NewGrid(d.Size)
	return parityBound(g.Parity(g.Index(d.Start)), even, odd)
}

// sides draws dims side lengths of at least 2 whose product is as large as
// cells allows: exactly cells whenever cells is such a product, so that the
// parameter and the world agree. Among the sets of sides that reach it, those
// no longer than four times their shortest side are preferred (a 2×32 board
// is a corridor, not a world); one is drawn at random and its sides shuffled
// over the axes.
func sides(r *rng.Rand, dims, cells int) []int {
	var best [][]int
	bestProd := 0
	cur := make([]int, dims)
	var walk func(i, from, prod int)
	walk = func(i, from, prod int) {
		if i == dims {
			if prod > bestProd {
				bestProd, best = prod, best[:0]
			}
			if prod == bestProd {
				best = append(best, append([]int(nil), cur...))
			}
			return
		}
		// The remaining dims-i sides are at least s each.
		for s := from; prod*pow(s, dims-i) <= cells; s++ {
			cur[i] = s
			walk(i+1, s, prod*s)
		}
	}
	walk(0, 2, 1)
	var balanced [][]int
	for _, c := range best {
		if c[dims-1] <= 4*c[0] {
			balanced = append(balanced, c)
		}
	}
	if len(balanced) > 0 {
		best = balanced
	}
	pick := best[r.Intn(len(best))]
	size := make([]int, dims)
	for i, j := range r.Perm(dims) {
		size[i] = pick[j]
	}
	return size
}

// pow is s to the k, for the small powers sides needs.
func pow(s, k int) int {
	p := 1
	for range k {
		p *= s
	}
	return p
}
