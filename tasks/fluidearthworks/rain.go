package fluidearthworks

import "slices"

// The rain. A drop appears in the top layer of its column and moves by the
// rules the prompt states:
//
//  1. in the bottom layer (z = 0) it drains away;
//  2. with air below it, it falls one layer;
//  3. otherwise it floods its layer from its column, through cells that are
//     not rock, never passing through a cell of the world's edge (x or y is
//     0 or N-1); if that reaches a non-edge cell with air below, it moves to
//     the nearest one and falls into it;
//  4. otherwise, if the flood reached an edge cell, it runs off the world;
//  5. otherwise it comes to rest and becomes water in its own cell; if that
//     cell is already full (only a drop starting in the top layer can be in
//     water or rock), in the nearest air cell the flood reached, and it is
//     lost if there is none.
//
// "Nearest" counts side steps; among equally near cells the one a
// breadth-first search reaches first, trying +x, -x, +y, -y from each cell,
// wins. Rule 5 is ours: upstream filled whichever air cell of the flood came
// first in CPython's set iteration order (see DEVIATIONS.md).
//
// Rock does not change while it rains, so the cells one flood can reach are
// fixed: they are precomputed as regions, one labelling per layer, and each
// region keeps count of its cells with air below and of its air cells. A drop
// then needs a breadth-first search only to find which cell is nearest, never
// to learn that there is none. The drops on the centre come to rest in the
// same few cells again and again; for those the search order is kept with a
// cursor that only moves forward, since cells with air below only ever fill.

// The rain schedule.
const (
	// Downpour is the number of rounds of four drops on the centre columns
	// after the sprinkle.
	Downpour = 500
	// Calm is the number of consecutive rounds that must lose all four drops
	// for the rain to stop.
	Calm = 500
)

// Stage names a part of the rain schedule.
type Stage uint8

const (
	Sprinkle Stage = iota // one drop on every column
	Pour                  // Downpour rounds on the centre
	RunOut                // rounds on the centre until Calm of them lose every drop
)

// Settle is one drop that came to rest: the cell it filled and the number of
// the drop (counted from 0 over the whole rain).
type Settle struct {
	Cell int32
	Drop int32
}

// Rain is the outcome of the rain on a world.
type Rain struct {
	// Settles lists the drops that stayed, in order: replaying them on the
	// world before the rain gives every moment of it.
	Settles []Settle
	// Drops counts the drops of each stage; StageEnd[s] is the number of
	// Settles made by the end of stage s.
	Drops    [3]int
	StageEnd [3]int
}

// Total is the number of drops that fell.
func (r *Rain) Total() int { return r.Drops[0] + r.Drops[1] + r.Drops[2] }

// Centre is the column (c, c) of the four rain columns (c, c), (c+1, c),
// (c, c+1) and (c+1, c+1) of an n-wide world.
func Centre(n int) int { return n / 2 }

// chooser picks the cell a drop that has come to rest in (x, y, z) fills,
// as a cell index, or -1 to lose the drop. The rain's default is ownCell;
// the tests also plug in upstream's rule to check the rest of the
// simulation against upstream's recorded worlds.
type chooser func(r *rainer, x, y, z int) int

// rainer runs the rain on one world.
type rainer struct {
	w *World
	n int
	// region[z][x*n+y] is the region of non-edge, non-rock cell (x, y, z),
	// or -1.
	region            [Height][]int32
	airBelow, airHere []int32
	edge              []bool
	stamp             []uint32 // per column: the search that last visited it
	edgeCol           []bool   // per column: on the world's edge
	search            uint32
	queue             []int32
	choose            chooser
	out               *Rain
	drop              int32 // the number of the drop falling
	// orders are the cached search orders of the centre rounds (cache), used
	// once the sprinkle is over; next is the entry to replace next.
	orders []order
	cache  bool
	next   int
	regs   []int32 // scratch for reach
}

// order is the search order of one flood: the non-edge columns a drop at
// rest in (col, z) reaches, in the order of the search, and two cursors:
// before below no column has air below any more, before air no column is
// air any more.
type order struct {
	col, z     int
	cols       []int32
	below, air int
}

// maxOrders bounds the cached search orders.
const maxOrders = 16

// RainOn lets it rain on w, which must have settled rock, and returns what
// happened; w ends as the final world.
func RainOn(w *World) *Rain { return rainWith(w, ownCell) }

func rainWith(w *World, choose chooser) *Rain {
	r := &rainer{w: w, n: w.N, choose: choose, out: &Rain{}}
	r.label()
	n := w.N
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			r.fall(x, y)
		}
	}
	r.out.Drops[Sprinkle] = n * n
	r.out.StageEnd[Sprinkle] = len(r.out.Settles)
	r.cache = true
	for range Downpour {
		r.round()
	}
	r.out.Drops[Pour] = 4 * Downpour
	r.out.StageEnd[Pour] = len(r.out.Settles)
	// An all-lost round leaves the world as it was, so every round after it
	// is the same all-lost round: the first one starts the calm, and the
	// Calm-1 that would follow are counted, not run. Each round before it
	// fills a cell, so there are fewer of them than air cells.
	rounds := 0
	for {
		rounds++
		if !r.round() {
			break
		}
	}
	r.out.Drops[RunOut] = 4 * (rounds + Calm - 1)
	r.out.StageEnd[RunOut] = len(r.out.Settles)
	return r.out
}

// round drops one drop on each of the four centre columns and reports
// whether any of them stayed.
func (r *rainer) round() bool {
	c := Centre(r.n)
	a := r.fall(c, c)
	b := r.fall(c+1, c)
	d := r.fall(c, c+1)
	e := r.fall(c+1, c+1)
	return a || b || d || e
}

// label computes the regions of every layer a drop can flood (1 .. Height-1;
// a drop in layer 0 has drained away).
func (r *rainer) label() {
	n, cells := r.n, r.w.Cells
	r.stamp = make([]uint32, n*n)
	r.edgeCol = make([]bool, n*n)
	for c := range r.edgeCol {
		x, y := c/n, c%n
		r.edgeCol[c] = x == 0 || y == 0 || x == n-1 || y == n-1
	}
	for z := 1; z < Height; z++ {
		reg := make([]int32, n*n)
		for i := range reg {
			reg[i] = -1
		}
		r.region[z] = reg
		for x := 1; x < n-1; x++ {
			for y := 1; y < n-1; y++ {
				if reg[x*n+y] >= 0 || cells[r.w.Index(x, y, z)] == Rock {
					continue
				}
				id := int32(len(r.edge))
				var below, here int32
				edge := false
				r.queue = append(r.queue[:0], int32(x*n+y))
				reg[x*n+y] = id
				for k := 0; k < len(r.queue); k++ {
					col := int(r.queue[k])
					cx, cy := col/n, col%n
					i := col*Height + z
					if cells[i-1] == Air {
						below++
					}
					if cells[i] == Air {
						here++
					}
					for _, d := range neighbours4 {
						nx, ny := cx+d[0], cy+d[1]
						nc := nx*n + ny
						if cells[nc*Height+z] == Rock {
							continue
						}
						if nx == 0 || ny == 0 || nx == n-1 || ny == n-1 {
							edge = true
							continue
						}
						if reg[nc] < 0 {
							reg[nc] = id
							r.queue = append(r.queue, int32(nc))
						}
					}
				}
				r.airBelow = append(r.airBelow, below)
				r.airHere = append(r.airHere, here)
				r.edge = append(r.edge, edge)
			}
		}
	}
}

// neighbours4 is the order in which a drop's flood tries the side
// neighbours of a cell: +x, -x, +y, -y.
var neighbours4 = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// fall drops one drop on column (x, y) and reports whether it stayed.
func (r *rainer) fall(x, y int) bool {
	stayed := r.move(x, y)
	r.drop++
	return stayed
}

// move moves a drop from the top of column (x, y) until it stays or is lost.
func (r *rainer) move(x, y int) bool {
	n, cells := r.n, r.w.Cells
	z := Height - 1
	for {
		if z <= 0 {
			return false // drained through the floor
		}
		i := r.w.Index(x, y, z)
		if cells[i-1] == Air {
			z--
			continue
		}
		if x == 0 || y == 0 || x == n-1 || y == n-1 {
			return false // resting on an edge column: it runs off
		}
		regs, edge := r.reach(x, y, z)
		below := int32(0)
		for _, reg := range regs {
			below += r.airBelow[reg]
		}
		if below > 0 {
			c := r.dropPoint(x, y, z)
			x, y, z = c/n, c%n, z-1
			continue
		}
		if edge {
			return false
		}
		return r.stay(x, y, z)
	}
}

// reach returns the regions a drop's flood of layer z from (x, y) covers,
// and whether it reaches an edge column. A drop in a cell that is not rock
// floods that cell's region. Only a drop starting in the top layer can be
// inside rock; its flood covers the regions of the neighbours it can step
// to.
func (r *rainer) reach(x, y, z int) ([]int32, bool) {
	n := r.n
	if reg := r.region[z][x*n+y]; reg >= 0 {
		r.regs = append(r.regs[:0], reg)
		return r.regs, r.edge[reg]
	}
	r.regs = r.regs[:0]
	edge := false
	for _, d := range neighbours4 {
		nx, ny := x+d[0], y+d[1]
		nc := nx*n + ny
		if r.w.Cells[nc*Height+z] == Rock {
			continue
		}
		if nx == 0 || ny == 0 || nx == n-1 || ny == n-1 {
			edge = true
			continue
		}
		reg := r.region[z][nc]
		if !slices.Contains(r.regs, reg) {
			r.regs = append(r.regs, reg)
			edge = edge || r.edge[reg]
		}
	}
	return r.regs, edge
}

// stay fills the cell the chooser picks for a drop at rest in (x, y, z).
func (r *rainer) stay(x, y, z int) bool {
	i := r.choose(r, x, y, z)
	if i < 0 {
		return false
	}
	r.fill(i)
	return true
}

// ownCell is the settle rule: the drop fills its own cell; if that is full,
// the nearest air cell of its flood; if there is none, it is lost.
func ownCell(r *rainer, x, y, z int) int {
	i := r.w.Index(x, y, z)
	if r.w.Cells[i] == Air {
		return i
	}
	regs, _ := r.reach(x, y, z)
	here := int32(0)
	for _, reg := range regs {
		here += r.airHere[reg]
	}
	if here == 0 {
		return -1
	}
	return r.airPoint(x, y, z)*Height + z
}

// fill turns air cell i into water and keeps the region counts.
func (r *rainer) fill(i int) {
	r.w.Cells[i] = Water
	col, z := i/Height, i%Height
	if reg := r.region[z][col]; reg >= 0 {
		r.airHere[reg]--
	}
	if z+1 < Height {
		if reg := r.region[z+1][col]; reg >= 0 {
			r.airBelow[reg]--
		}
	}
	r.out.Settles = append(r.out.Settles, Settle{Cell: int32(i), Drop: r.drop})
}

// What a flood looks for.
const (
	findNothing  = iota // flood the whole reach (upstream's settle rule, and orders)
	findAirBelow        // a drop point: air directly below
	findAir             // an air cell, for a drop starting in a full cell
)

// found reports whether column col of layer z is what a flood looks for.
func (r *rainer) found(col, z, find int) bool {
	switch find {
	case findAirBelow:
		return r.w.Cells[col*Height+z-1] == Air
	case findAir:
		return r.w.Cells[col*Height+z] == Air
	}
	return false
}

// nearest floods layer z from column (x, y) as a drop does and returns the
// first non-edge column it reaches (the start excluded) that is what find
// looks for, or -1; r.queue then holds the columns reached, in order. The
// queue is first in, first out, so the first column found is also the first
// a search checking columns as it takes them out would find: the nearest,
// ties broken by the neighbour order. Columns are indices x*N + y, so the
// neighbours +x, -x, +y, -y are +N, -N, +1, -1 (no division in the loop).
func (r *rainer) nearest(x, y, z, find int) int {
	n, cells, edge, stamp := r.n, r.w.Cells, r.edgeCol, r.stamp
	steps := [4]int{n, -n, 1, -1}
	r.search++
	s := r.search
	start := x*n + y
	stamp[start] = s
	q := append(r.queue[:0], int32(start))
	for k := 0; k < len(q); k++ {
		col := int(q[k])
		if edge[col] {
			continue // edge columns are never expanded
		}
		for _, d := range steps {
			nc := col + d
			if stamp[nc] == s || cells[nc*Height+z] == Rock {
				continue
			}
			stamp[nc] = s
			if !edge[nc] {
				switch {
				case find == findAirBelow && cells[nc*Height+z-1] == Air,
					find == findAir && cells[nc*Height+z] == Air:
					r.queue = q
					return nc
				}
			}
			q = append(q, int32(nc))
		}
	}
	r.queue = q
	return -1
}

// dropPoint is the column nearest(x, y, z, findAirBelow) finds, from a
// cached search order in the centre rounds.
func (r *rainer) dropPoint(x, y, z int) int {
	if !r.cache {
		return r.nearest(x, y, z, findAirBelow)
	}
	o := r.order(x, y, z)
	return r.first(o, &o.below, z, findAirBelow)
}

// airPoint is the column nearest(x, y, z, findAir) finds, from a cached
// search order in the centre rounds.
func (r *rainer) airPoint(x, y, z int) int {
	if !r.cache {
		return r.nearest(x, y, z, findAir)
	}
	o := r.order(x, y, z)
	return r.first(o, &o.air, z, findAir)
}

// first moves a cursor of o to the first column at or after it that is what
// find looks for, and returns that column, or -1.
func (r *rainer) first(o *order, cursor *int, z, find int) int {
	for ; *cursor < len(o.cols); *cursor++ {
		if c := int(o.cols[*cursor]); r.found(c, z, find) {
			return c
		}
	}
	return -1
}

// order returns the cached search order of a flood of layer z from (x, y),
// making it if need be.
func (r *rainer) order(x, y, z int) *order {
	col := x*r.n + y
	for i := range r.orders {
		if o := &r.orders[i]; o.col == col && o.z == z {
			return o
		}
	}
	r.nearest(x, y, z, findNothing)
	cols := make([]int32, 0, len(r.queue))
	for _, c := range r.queue[1:] {
		if !r.edgeCol[c] {
			cols = append(cols, c)
		}
	}
	if len(r.orders) < maxOrders {
		r.orders = append(r.orders, order{})
	}
	o := &r.orders[r.next]
	r.next = (r.next + 1) % maxOrders
	*o = order{col: col, z: z, cols: cols}
	return o
}
