package shikaku

import (
	"errors"
	"fmt"
	"math"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// Limits of Generate's inputs.
const (
	genMinSide = 2
	genMaxSide = 30
)

// Effort limits of Generate. They are part of the generator's definition: the
// puzzle for a seed depends on them, so changing one changes instances (bump
// tasks.Version).
const (
	// genPartitions is how many random partitions Generate tries before it
	// gives up. One almost always suffices.
	genPartitions = 20
	// genRounds is how many clue repairs one partition gets before it is
	// abandoned for a fresh one. Even 30×30 grids of dominoes and trominoes
	// rarely need more than a dozen.
	genRounds = 50
	// genNodes is the solver budget of one uniqueness check. A check that
	// needs more is treated as a failure of that partition, which makes the
	// generator choose puzzles a solver finds easy to prove unique (a 30×30
	// one typically takes a few hundred nodes).
	genNodes = 100_000
	// genTotalNodes bounds the solver nodes of one Generate call, so that
	// its running time has a hard ceiling (about a second of search) whatever
	// happens.
	genTotalNodes = 2_000_000
)

// Generate returns a width×height Shikaku puzzle with exactly one solution, and
// that solution in canonical order. Every clue is at most maxArea and at least
// 2, except where the grid cannot be cut into rectangles of area 2..maxArea: an
// odd-area grid with maxArea 2 gets one clue of 1 (and, should the partition
// search ever give up, a cell that no local change could join to a neighbour
// stays a 1 too).
//
// Sides must be 2..30 and maxArea 2..width*height. The result is a pure function
// of the draws from r (integer arithmetic only, no map iteration, no clock), so
// a seed gives the same puzzle on every platform. An error means the inputs were
// out of range or, very rarely, that no unique puzzle was found within the
// generator's fixed effort limits.
//
// Method:
//  1. Cut the grid into random rectangles (see partitioner): each new
//     rectangle's area is drawn uniformly among those that fit, then its shape.
//  2. Put each rectangle's clue on a random cell of it.
//  3. Remove the commonest ambiguity cheaply: two neighbouring rectangles
//     whose union can be cut another way that fits their clues (fixPairs).
//  4. Ask the solver for two solutions. While there are two, the planted
//     rectangles the other solution does not use are where the ambiguity is:
//     move some of their clues to other cells, or merge two of them into one
//     rectangle, and go back to 3. A partition that does not settle within
//     genRounds repairs is replaced by a fresh one.
func Generate(r *rng.Rand, width, height, maxArea int) (Grid, []Rect, error) {
	if r == nil {
		return Grid{}, nil, errors.New("shikaku: Generate needs a random generator")
	}
	if width < genMinSide || width > genMaxSide || height < genMinSide || height > genMaxSide {
		return Grid{}, nil, fmt.Errorf("shikaku: grid size %dx%d outside %d..%d per side", width, height, genMinSide, genMaxSide)
	}
	if maxArea < 2 || maxArea > width*height {
		return Grid{}, nil, fmt.Errorf("shikaku: maxArea %d outside 2..%d", maxArea, width*height)
	}
	budget := genTotalNodes
	for attempt := 0; attempt < genPartitions && budget > 0; attempt++ {
		rects := randomPartition(r, width, height, maxArea)
		if g, sol, ok := settleClues(r, width, height, maxArea, rects, &budget); ok {
			return g, sol, nil
		}
	}
	return Grid{}, nil, fmt.Errorf("shikaku: no unique %dx%d puzzle with maxArea %d found within %d partitions", width, height, maxArea, genPartitions)
}

// genShape is a rectangle size considered during partitioning.
type genShape struct{ w, h int }

// genPartitionSteps bounds the backtracking of one partition search, per cell
// of the grid, and genPartitionTries the searches: a search whose budget runs
// out starts afresh, except the last, which finishes greedily, accepting 1×1
// rectangles where it must. Dead ends the partitioner does not foresee are
// rare but can cost much backtracking, so a fresh start is the cheaper cure.
const (
	genPartitionSteps = 2
	genPartitionTries = 8
)

// partitioner cuts a width×height grid into rectangles of area 2..maxArea.
//
// It fills the grid like a skyline: depth[c] is how many rows of column c are
// already covered. Covered cells always form a prefix of each column, because
// every rectangle is placed with its top-left corner on the lowest, leftmost
// free cell, and the free run of columns to its right has the same depth. So
// the next rectangle may be as wide as that run and as tall as the rows left.
//
// The free cells split into segments: maximal runs of columns that are not
// full. Full columns wall them off from each other, so each segment must be
// tiled on its own, and a segment that cannot be tiled without a 1×1 rectangle
// ("dead") costs at least one. The partitioner keeps count of the 1×1
// rectangles placed plus the dead segments, and backtracks out of states whose
// count exceeds what the grid needs: none, except one on an odd-area grid with
// maxArea 2 (dominoes cannot tile it). Small segments are checked exactly,
// large ones only against cheap necessary conditions, so a dead end can still
// be found late; the step budget bounds the backtracking it then costs.
type partitioner struct {
	r               *rng.Rand
	width, height   int
	maxArea         int
	depth           []int
	rects           []Rect
	singles         int // 1×1 rectangles placed
	dead            int // lower bound on the 1×1 rectangles the free cells need
	allowance       int // singles + dead allowed while backtracking
	steps, maxSteps int
	mayRelax        bool  // when the budget runs out: finish greedily, or give up
	relaxed         bool  // finishing greedily
	aborted         bool  // budget spent and giving up
	seg             []int // scratch depths of one segment
}

// Bounds of the exact segment check: segments with more free cells are only
// checked against necessary conditions, and a check that takes more nodes
// counts the segment as tileable.
const (
	genSegmentCells = 24
	genSegmentNodes = 400
)

// randomPartition returns a random partition of the grid into rectangles of
// area at most maxArea, with as few 1×1 rectangles as the search finds. Each of
// genPartitionTries searches has its own backtracking budget; the last one,
// when its budget runs out, finishes greedily instead of giving up.
func randomPartition(r *rng.Rand, width, height, maxArea int) []Rect {
	for try := 1; ; try++ {
		p := &partitioner{
			r: r, width: width, height: height, maxArea: maxArea,
			depth:    make([]int, width),
			maxSteps: genPartitionSteps * width * height,
			mayRelax: try == genPartitionTries,
		}
		if maxArea == 2 && width*height%2 == 1 {
			p.allowance = 1
		}
		if p.fill() {
			return repairSingles(p.rects, maxArea)
		}
		if try == genPartitionTries {
			// The search unwound without a partition within the
			// allowance, which no grid Generate accepts should cause:
			// finish without backtracking.
			p.relaxed = true
			p.fill()
			return repairSingles(p.rects, maxArea)
		}
	}
}

// deadIn is a lower bound on the 1×1 rectangles needed to tile the segments
// among columns lo..hi (whose neighbours are full columns or the border), with
// the depths given by d.
func (p *partitioner) deadIn(lo, hi int, d func(int) int) int {
	n := 0
	for c := lo; c <= hi; {
		if d(c) == p.height {
			c++
			continue
		}
		e := c
		p.seg = p.seg[:0]
		for e <= hi && d(e) < p.height {
			p.seg = append(p.seg, d(e))
			e++
		}
		n += p.segmentSingles(c)
		c = e
	}
	return n
}

// segmentSingles returns a lower bound on the 1×1 rectangles a tiling of the
// free cells of one segment needs (0 means it may well need none). The
// segment's depths are in p.seg and it starts at column col0. Segments of at
// most genSegmentCells cells are searched exhaustively (within
// genSegmentNodes); larger ones only face necessary conditions.
func (p *partitioner) segmentSingles(col0 int) int {
	cells, black := 0, 0
	for i, d := range p.seg {
		rem := p.height - d
		cells += rem
		// Cells (x, y) with x+y even in rows d..height-1 of column x.
		if (col0+i+d)%2 == 0 {
			black += (rem + 1) / 2
		} else {
			black += rem / 2
		}
	}
	if cells < 2 {
		return cells
	}
	if p.maxArea == 2 {
		// Every domino covers one cell of each colour of a checkerboard,
		// so the colour surplus must be made of 1×1 rectangles.
		if surplus := 2*black - cells; surplus != 0 {
			return max(surplus, -surplus)
		}
	}
	if cells > genSegmentCells {
		return 0
	}
	budget := genSegmentNodes
	if tileSkyline(p.seg, p.height, p.maxArea, &budget) {
		return 0
	}
	return 1
}

// tileSkyline is an exhaustive search for a tiling of the free cells of a
// skyline (depth per column, rows depth..height-1 free) by rectangles of area
// 2..maxArea. It restores depth before returning and answers true when the
// budget runs out.
func tileSkyline(depth []int, height, maxArea int, budget *int) bool {
	x := 0
	for c := 1; c < len(depth); c++ {
		if depth[c] < depth[x] {
			x = c
		}
	}
	y := depth[x]
	if y == height {
		return true
	}
	run := 1
	for x+run < len(depth) && depth[x+run] == y {
		run++
	}
	for sw := 1; sw <= run; sw++ {
		for sh := 1; sh <= height-y && sw*sh <= maxArea; sh++ {
			if sw*sh < 2 {
				continue
			}
			if *budget--; *budget < 0 {
				return true
			}
			for c := x; c < x+sw; c++ {
				depth[c] = y + sh
			}
			ok := tileSkyline(depth, height, maxArea, budget)
			for c := x; c < x+sw; c++ {
				depth[c] = y
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// fill places rectangles until the grid is full, returning false when no way
// to finish within the allowance was found from this state (the state is then
// restored). In relaxed mode it always finishes.
func (p *partitioner) fill() bool {
	if p.aborted {
		return false
	}
	x := 0
	for c := 1; c < p.width; c++ {
		if p.depth[c] < p.depth[x] {
			x = c
		}
	}
	y := p.depth[x]
	if y == p.height {
		return true
	}
	run := 1
	for x+run < p.width && p.depth[x+run] == y {
		run++
	}
	// The segment holding the free run; a placement changes only it.
	lo, hi := x, x+run-1
	for lo > 0 && p.depth[lo-1] < p.height {
		lo--
	}
	for hi < p.width-1 && p.depth[hi+1] < p.height {
		hi++
	}
	before := p.deadIn(lo, hi, func(c int) int { return p.depth[c] })
	// cost of a shape: a lower bound on the 1×1 rectangles of the finished
	// grid if it is placed next.
	cost := func(s genShape) int {
		after := p.deadIn(lo, hi, func(c int) int {
			if c >= x && c < x+s.w {
				return y + s.h
			}
			return p.depth[c]
		})
		c := p.singles + p.dead + after - before
		if s.w*s.h == 1 {
			c++
		}
		return c
	}
	if !p.relaxed && p.steps >= p.maxSteps {
		if !p.mayRelax {
			p.aborted = true
			return false
		}
		p.relaxed = true
	}
	if p.relaxed {
		// Greedy: the cheapest shapes, drawn like the others.
		best := -1
		var opts []genShape
		for sw := 1; sw <= run; sw++ {
			for sh := 1; sh <= p.height-y && sw*sh <= p.maxArea; sh++ {
				s := genShape{sw, sh}
				c := cost(s)
				if best < 0 || c < best {
					best, opts = c, opts[:0]
				}
				if c == best {
					opts = append(opts, s)
				}
			}
		}
		s := pickShape(p.r, opts)
		p.apply(x, y, s, best)
		return p.fill()
	}
	var opts []genShape
	var costs []int
	for sw := 1; sw <= run; sw++ {
		for sh := 1; sh <= p.height-y && sw*sh <= p.maxArea; sh++ {
			s := genShape{sw, sh}
			if c := cost(s); c <= p.allowance {
				opts = append(opts, s)
				costs = append(costs, c)
			}
		}
	}
	for len(opts) > 0 {
		p.steps++
		s := pickShape(p.r, opts)
		var c int
		for i := range opts { // remove s, keeping the order so draws stay defined
			if opts[i] == s {
				c = costs[i]
				opts = append(opts[:i], opts[i+1:]...)
				costs = append(costs[:i], costs[i+1:]...)
				break
			}
		}
		saved := p.dead
		p.apply(x, y, s, c)
		if p.fill() {
			return true
		}
		// Undo.
		p.rects = p.rects[:len(p.rects)-1]
		for col := x; col < x+s.w; col++ {
			p.depth[col] = y
		}
		if s.w*s.h == 1 {
			p.singles--
		}
		p.dead = saved
		if p.aborted {
			return false
		}
	}
	return false
}

// apply places shape s, whose cost is c, with its top-left corner at (x, y).
func (p *partitioner) apply(x, y int, s genShape, c int) {
	if s.w*s.h == 1 {
		p.singles++
	}
	p.dead = c - p.singles
	p.rects = append(p.rects, Rect{Left: x, Top: y, Right: x + s.w - 1, Bottom: y + s.h - 1})
	for col := x; col < x+s.w; col++ {
		p.depth[col] = y + s.h
	}
}

// pickShape draws the area uniformly among the areas the shapes offer, then a
// shape of that area uniformly (in the order given). Drawing the area first
// keeps the sizes spread over the whole range instead of favouring the areas
// with many factorings.
func pickShape(r *rng.Rand, shapes []genShape) genShape {
	top := 0
	for _, s := range shapes {
		top = max(top, s.w*s.h)
	}
	present := make([]bool, top+1)
	for _, s := range shapes {
		present[s.w*s.h] = true
	}
	var areas []int // distinct areas, ascending
	for a, ok := range present {
		if ok {
			areas = append(areas, a)
		}
	}
	a := areas[r.Intn(len(areas))]
	var same []genShape
	for _, s := range shapes {
		if s.w*s.h == a {
			same = append(same, s)
		}
	}
	return same[r.Intn(len(same))]
}

// repairSingles removes 1×1 rectangles the partitioner had to leave, where a
// local change can: a single cell s next to a rectangle R takes over the line of
// R's cells in line with it (R's column through s when s is above or below R,
// its row when s is beside it), and what is left of R on either side of that
// line stays as one or two rectangles. When R is a strip this is simply
// merging; a line too long for maxArea is cut in two halves. The change is made
// only when every resulting rectangle has area 2..maxArea, so each one removes
// a 1×1 rectangle and adds none, and the loop ends.
func repairSingles(rects []Rect, maxArea int) []Rect {
	for i := 0; i < len(rects); i++ {
		if rects[i].Area() != 1 {
			continue
		}
		for j := range rects {
			if j == i {
				continue
			}
			parts, ok := carveSingle(rects[i], rects[j], maxArea)
			if !ok {
				continue
			}
			rects[j] = parts[0]
			rects = append(rects, parts[1:]...)
			rects = append(rects[:i], rects[i+1:]...)
			i = -1 // rescan from the start: indices shifted
			break
		}
	}
	return rects
}

// carveSingle computes the repair of repairSingles for the single cell s and
// its neighbour r, if s touches r and the repair keeps every area in
// 2..maxArea.
func carveSingle(s, r Rect, maxArea int) ([]Rect, bool) {
	x, y := s.Left, s.Top
	var line Rect
	var parts []Rect
	switch {
	case x >= r.Left && x <= r.Right && (y == r.Top-1 || y == r.Bottom+1):
		line = Rect{Left: x, Top: min(y, r.Top), Right: x, Bottom: max(y, r.Bottom)}
		if x > r.Left {
			parts = append(parts, Rect{Left: r.Left, Top: r.Top, Right: x - 1, Bottom: r.Bottom})
		}
		if x < r.Right {
			parts = append(parts, Rect{Left: x + 1, Top: r.Top, Right: r.Right, Bottom: r.Bottom})
		}
	case y >= r.Top && y <= r.Bottom && (x == r.Left-1 || x == r.Right+1):
		line = Rect{Left: min(x, r.Left), Top: y, Right: max(x, r.Right), Bottom: y}
		if y > r.Top {
			parts = append(parts, Rect{Left: r.Left, Top: r.Top, Right: r.Right, Bottom: y - 1})
		}
		if y < r.Bottom {
			parts = append(parts, Rect{Left: r.Left, Top: y + 1, Right: r.Right, Bottom: r.Bottom})
		}
	default:
		return nil, false
	}
	for _, p := range parts {
		if p.Area() < 2 || p.Area() > maxArea {
			return nil, false
		}
	}
	n := line.Area() // at least 2; at most r's side + 1 <= maxArea + 1
	if n <= maxArea {
		return append([]Rect{line}, parts...), true
	}
	if n < 4 {
		return nil, false // 3 cells and maxArea 2: no halves of area >= 2
	}
	// Halves of n/2 and n-n/2 cells: both at least 2 and at most maxArea.
	a, b := line, line
	if line.Left == line.Right {
		a.Bottom = line.Top + n/2 - 1
		b.Top = a.Bottom + 1
	} else {
		a.Right = line.Left + n/2 - 1
		b.Left = a.Right + 1
	}
	return append([]Rect{a, b}, parts...), true
}

// rectUnion returns the union of two disjoint rectangles when it is itself a
// rectangle, i.e. they share a whole side.
func rectUnion(a, b Rect) (Rect, bool) {
	u := Rect{Left: min(a.Left, b.Left), Top: min(a.Top, b.Top), Right: max(a.Right, b.Right), Bottom: max(a.Bottom, b.Bottom)}
	if a.Overlaps(b) || u.Area() != a.Area()+b.Area() {
		return Rect{}, false
	}
	return u, true
}

// settleClues places a clue in each rectangle of the partition and repairs the
// placement until the puzzle has exactly one solution. It reports false when the
// partition did not settle within genRounds repairs or a check ran out of solver
// budget (genNodes for the check, or what is left of Generate's total).
func settleClues(r *rng.Rand, width, height, maxArea int, rects []Rect, budget *int) (Grid, []Rect, bool) {
	rects = append([]Rect(nil), rects...)
	// pos[i] is the clue's cell inside rects[i], counted row-major within it.
	pos := make([]int, len(rects))
	for i, rc := range rects {
		pos[i] = r.Intn(rc.Area())
	}
	scratch := make([]int, width*height)
	for round := 0; ; round++ {
		fixPairs(r, width, height, rects, pos, scratch)
		g := Grid{Width: width, Height: height, Numbers: make([][]int, height)}
		flat := make([]int, width*height)
		for y := range g.Numbers {
			g.Numbers[y] = flat[y*width : (y+1)*width : (y+1)*width]
		}
		for i, rc := range rects {
			x, y := clueCell(rc, pos[i])
			g.Numbers[y][x] = rc.Area()
		}
		if *budget <= 0 {
			return Grid{}, nil, false
		}
		sols, _, nodes, err := solveCounted(g, 2, min(genNodes, *budget))
		*budget -= nodes
		if err != nil || len(sols) == 0 {
			// Out of budget; or no solution, which cannot happen (the
			// partition is one) and is treated as a failure all the same.
			return Grid{}, nil, false
		}
		if len(sols) == 1 {
			planted := append([]Rect(nil), rects...)
			SortRects(planted)
			if !sameRects(planted, sols[0]) {
				return Grid{}, nil, false // cannot happen: the plant solves it
			}
			return g, sols[0], true
		}
		if round == genRounds {
			return Grid{}, nil, false
		}
		// The planted rectangles that a different solution does not use are
		// where the ambiguity lies.
		other := sols[0]
		if len(missingRects(other, rects, width, scratch)) == 0 {
			other = sols[1]
		}
		bad := missingRects(other, rects, width, scratch)
		if len(bad) == 0 {
			return Grid{}, nil, false // cannot happen: the solutions differ
		}
		// One repair in three merges two ambiguous neighbours, when some pair's
		// union is a rectangle small enough: the merged rectangle removes the
		// seam the two solutions disagree about. Otherwise move clues.
		if r.Intn(3) == 0 {
			var pairs [][2]int
			for a := 0; a < len(bad); a++ {
				for b := a + 1; b < len(bad); b++ {
					if u, ok := rectUnion(rects[bad[a]], rects[bad[b]]); ok && u.Area() <= maxArea {
						pairs = append(pairs, [2]int{bad[a], bad[b]})
					}
				}
			}
			if len(pairs) > 0 {
				p := pairs[r.Intn(len(pairs))]
				u, _ := rectUnion(rects[p[0]], rects[p[1]])
				rects[p[0]] = u
				pos[p[0]] = r.Intn(u.Area())
				rects = append(rects[:p[1]], rects[p[1]+1:]...)
				pos = append(pos[:p[1]], pos[p[1]+1:]...)
				continue
			}
		}
		// Move the clue of each ambiguous rectangle with probability 1/2, and
		// of the last one if none moved before it.
		moved := false
		for k, i := range bad {
			if (!moved && k == len(bad)-1) || r.Intn(2) == 0 {
				moveClue(r, rects[i], &pos[i])
				moved = true
			}
		}
	}
}

// clueCell is the cell of rc at row-major offset pos within it.
func clueCell(rc Rect, pos int) (x, y int) {
	return rc.Left + pos%rc.Width(), rc.Top + pos/rc.Width()
}

// moveClue moves a clue to a different cell of its rectangle, uniformly.
func moveClue(r *rng.Rand, rc Rect, pos *int) {
	if a := rc.Area(); a > 1 {
		*pos = (*pos + 1 + r.Intn(a-1)) % a
	}
}

// genPairSweeps bounds the passes of fixPairs over the grid, and genPairTries
// the clue moves it spends on one pair in one pass.
const (
	genPairSweeps = 6
	genPairTries  = 8
)

// fixPairs removes the commonest kind of ambiguity before the solver is asked:
// two neighbouring rectangles whose cells can be cut into two other rectangles
// that satisfy the same two clues. Such a re-cut changes nothing elsewhere, so
// it is always a second solution of the whole puzzle; checking it needs only
// the two rectangles, which is far cheaper than a solver run. Each such pair
// gets its clues moved until it has one cut; moves can disturb other pairs, so
// it sweeps until nothing changes or genPairSweeps passes are spent. What is
// left (ambiguities spanning three or more rectangles) is the solver's job.
func fixPairs(r *rng.Rand, width, height int, rects []Rect, pos []int, owner []int) {
	// owner[cell] = index of the rectangle covering it.
	for i, rc := range rects {
		for y := rc.Top; y <= rc.Bottom; y++ {
			for x := rc.Left; x <= rc.Right; x++ {
				owner[y*width+x] = i
			}
		}
	}
	// Neighbouring pairs (i < j), in the order first met scanning the cells,
	// deduplicated with a per-rectangle "last partner seen" list.
	var pairs [][2]int
	seen := make([][]int, len(rects))
	add := func(a, b int) {
		if a == b {
			return
		}
		if a > b {
			a, b = b, a
		}
		for _, o := range seen[a] {
			if o == b {
				return
			}
		}
		seen[a] = append(seen[a], b)
		pairs = append(pairs, [2]int{a, b})
	}
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			if x+1 < width {
				add(owner[y*width+x], owner[y*width+x+1])
			}
			if y+1 < height {
				add(owner[y*width+x], owner[(y+1)*width+x])
			}
		}
	}
	for sweep := 0; sweep < genPairSweeps; sweep++ {
		changed := false
		for _, p := range pairs {
			a, b := p[0], p[1]
			for try := 0; try < genPairTries && pairRecuts(rects[a], rects[b], pos[a], pos[b]); try++ {
				if rects[a].Area() > 1 && (rects[b].Area() == 1 || r.Intn(2) == 0) {
					moveClue(r, rects[a], &pos[a])
				} else {
					moveClue(r, rects[b], &pos[b])
				}
				changed = true
			}
		}
		if !changed {
			return
		}
	}
}

// pairRecuts reports whether the cells of the disjoint rectangles a and b, with
// clues at row-major offsets pa and pb, can be cut into two rectangles other
// than a and b that each hold one of the clues and have its area.
func pairRecuts(a, b Rect, pa, pb int) bool {
	ax, ay := clueCell(a, pa)
	bx, by := clueCell(b, pb)
	in := func(x, y int) bool { return a.Contains(x, y) || b.Contains(x, y) }
	na, nb := a.Area(), b.Area()
	for rw := 1; rw <= na; rw++ {
		if na%rw != 0 {
			continue
		}
		rh := na / rw
		for top := ay - rh + 1; top <= ay; top++ {
			for left := ax - rw + 1; left <= ax; left++ {
				p := Rect{Left: left, Top: top, Right: left + rw - 1, Bottom: top + rh - 1}
				if p == a || p.Contains(bx, by) {
					continue
				}
				inside := true
				for y := p.Top; y <= p.Bottom && inside; y++ {
					for x := p.Left; x <= p.Right; x++ {
						if !in(x, y) {
							inside = false
							break
						}
					}
				}
				if !inside {
					continue
				}
				// The rest is nb cells; it is a rectangle exactly when its
				// bounding box has area nb. It holds b's clue, since p does not.
				q := Rect{Left: math.MaxInt, Top: math.MaxInt, Right: -1, Bottom: -1}
				for _, rc := range [2]Rect{a, b} {
					for y := rc.Top; y <= rc.Bottom; y++ {
						for x := rc.Left; x <= rc.Right; x++ {
							if !p.Contains(x, y) {
								q.Left, q.Top = min(q.Left, x), min(q.Top, y)
								q.Right, q.Bottom = max(q.Right, x), max(q.Bottom, y)
							}
						}
					}
				}
				if q.Area() == nb {
					return true
				}
			}
		}
	}
	return false
}

// missingRects lists the indices of rects that sol does not contain. scratch is
// a width*height buffer it overwrites.
func missingRects(sol, rects []Rect, width int, scratch []int) []int {
	clear(scratch)
	for j, o := range sol {
		scratch[o.Top*width+o.Left] = j + 1
	}
	var out []int
	for i, rc := range rects {
		j := scratch[rc.Top*width+rc.Left]
		if j == 0 || sol[j-1] != rc {
			out = append(out, i)
		}
	}
	return out
}

// sameRects reports whether two rectangle lists are equal element by element.
func sameRects(a, b []Rect) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
