package hypersnake

// Grading: the path must start at the start cell, move one unit along one
// axis per step, stay inside the grid, never revisit a cell and never enter a
// wall (every wall, including the one upstream's problem 2 never checked). A
// valid path is then scored by the task's rule (score.go): the fraction of
// free cells it covers, adjusted for walls and divided for uneaten food.

import (
	"fmt"
	"strconv"

	"github.com/scbench/scbench/verifiers"
)

// pathLike accepts a bare list of steps: {"pos": [...]} objects or coordinate
// lists.
var pathLike = verifiers.NonEmptyListOf(func(v verifiers.Value) bool { return v.IsSeq() || verifiers.HasKey("pos")(v) })

// Upstream compares coordinates by value, so 1.0 is 1; a fraction can never be
// a cell.
var intRule = verifiers.IntRule{}

// grading holds one answer under examination.
type grading struct {
	d     *Data
	g     *Grid
	path  [][]int64
	cells []int // flat index of each position; -1 when outside the grid

	badMove  int // first move (index of its destination) that is not a unit step, or -1
	outside  []int
	revisits []int
	walls    []int
	eaten    []bool // per food cell

	// work counts what the answer cost: one per position decoded, one per
	// position walked, and the grid's cells once for the walk's tables. The
	// position limit keeps it under workLimit; tests hold it to that.
	work int
}

// workLimit bounds grading.work: a path is decoded and walked only when it has
// no more positions than the grid has cells.
func workLimit(d *Data) int { return 3 * NewGrid(d.Size).Cells() }

// maxCoords bounds the coordinates read per position: no grid has more than
// MaxDims axes, so a longer list is wrong whatever it holds.
const maxCoords = 64

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	return (&grading{d: d, g: NewGrid(d.Size), badMove: -1}).grade(r, a)
}

func (g *grading) grade(r *verifiers.Report, a Answer) *verifiers.Report {
	d := g.d
	g.path = make([][]int64, len(a.Path))
	for i, st := range a.Path {
		g.path[i] = make([]int64, len(st.Pos))
		for j, x := range st.Pos {
			g.path[i][j] = int64(x)
		}
	}
	g.work += len(g.path) // each position decoded
	r.Checkf("format", true, "%d positions, each a list of integer coordinates", len(g.path))
	if len(g.path) == 0 {
		r.Check("path", false, "the path is empty; it must begin with the start cell "+FormatCell(d.Start))
		r.FailureMode = verifiers.Trivialized
		return r.Finish(0)
	}
	dim := len(d.Size)
	for i, p := range g.path {
		if len(p) == dim {
			continue
		}
		which := "position " + strconv.Itoa(i)
		if i == 0 {
			which = "the first position"
		}
		r.Checkf("dimensions", false, "%s has %d coordinates, but the grid has %d axes", which, len(p), dim)
		r.FailureMode = verifiers.Malformed
		return r.Finish(0)
	}
	r.Checkf("dimensions", true, "every position has %d coordinates", dim)

	if same(g.path[0], d.Start) {
		r.Checkf("start", true, "the path begins at the start %s", FormatCell(d.Start))
	} else {
		r.Checkf("start", false, "the first position is %s, not the start %s", cell(g.path[0]), FormatCell(d.Start))
	}
	g.walk(r)
	r.DrawWith(g.overlay)
	if r.Failed() {
		r.FailureMode = g.failureMode(r)
		return r.Finish(0)
	}
	return g.score(r)
}

// DecodeValue reads the path: a list of {"pos": [...]} objects (the schema)
// or of bare coordinate lists, no longer than the grid has cells.
func (p *Path) DecodeValue(d *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if n := NewGrid(d.Size).Cells(); len(items) > n {
		return verifiers.Errorf(path, "has %d positions, but the grid has only %d cells, so some cell would be visited twice", len(items), n)
	}
	*p = make(Path, len(items))
	for i, it := range items {
		coords := it
		if it.Kind == verifiers.Dict {
			pos, ok := it.Get("pos")
			if !ok {
				return verifiers.Errorf(verifiers.Index(path, i), "position %d has no \"pos\"", i)
			}
			coords = pos
		}
		// Paths are built only for messages: a long path has many coordinates.
		where := func() string {
			if it.Kind == verifiers.Dict {
				return verifiers.Index(path, i) + ".pos"
			}
			return verifiers.Index(path, i)
		}
		if !coords.IsSeq() {
			_, err := verifiers.Seq(coords, where(), true)
			return err
		}
		xs := coords.Items
		if len(xs) > maxCoords {
			return verifiers.Errorf(where(), "position %d has %d coordinates; the grid has %d axes", i, len(xs), len(d.Size))
		}
		row := make([]int, len(xs))
		for j, x := range xs {
			if x.Kind == verifiers.Int && !x.Big {
				row[j] = int(x.Int)
				continue
			}
			n, err := verifiers.Integer(x, verifiers.Index(where(), j), intRule)
			if err != nil {
				return fmt.Errorf("position %d has a non-integer coordinate: %w", i, err)
			}
			row[j] = int(n)
		}
		(*p)[i].Pos = row
	}
	return nil
}

// walk runs the rule checks over the whole path, in upstream's order: unit
// moves, bounds, revisits, walls. Each names the first offender.
func (g *grading) walk(r *verifiers.Report) {
	d := g.d
	n := g.g.Cells()
	wall := make([]bool, n)
	for _, w := range d.Walls {
		if g.g.In(w) {
			wall[g.g.Index(w)] = true
		}
	}
	food := make([]int, n)
	for i := range food {
		food[i] = -1
	}
	for i, f := range d.Food {
		if g.g.In(f) {
			food[g.g.Index(f)] = i
		}
	}
	g.eaten = make([]bool, len(d.Food))
	first := make([]int, n) // position of the first visit + 1
	g.work += n
	g.cells = make([]int, len(g.path))
	moveMsg := ""
	for i, p := range g.path {
		g.work++
		c := g.index(p)
		g.cells[i] = c
		if i > 0 && g.badMove < 0 {
			if msg := moveProblem(g.path[i-1], p, i); msg != "" {
				g.badMove, moveMsg = i, msg
			}
		}
		if c < 0 {
			g.outside = append(g.outside, i)
			continue
		}
		if first[c] > 0 {
			g.revisits = append(g.revisits, i)
			continue
		}
		first[c] = i + 1
		if i == 0 {
			continue // the start is neither a wall nor food
		}
		if wall[c] {
			g.walls = append(g.walls, i)
		}
		if f := food[c]; f >= 0 {
			g.eaten[f] = true
		}
	}
	if g.badMove < 0 {
		r.Check("moves", true, "every move changes exactly one coordinate by 1")
	} else {
		r.Check("moves", false, moveMsg)
	}
	if len(g.outside) == 0 {
		r.Checkf("bounds", true, "every position lies inside the %s grid", FormatSize(d.Size))
	} else {
		i := g.outside[0]
		r.Checkf("bounds", false, "position %d %s is outside the grid (%s)%s", i, cell(g.path[i]), g.axisRange(g.path[i]), verifiers.More(len(g.outside)-1, "position", "positions"))
	}
	if len(g.revisits) == 0 {
		r.Check("no revisit", true, "no cell is visited twice")
	} else {
		i := g.revisits[0]
		r.Checkf("no revisit", false, "position %d %s was already visited at position %d%s", i, cell(g.path[i]), first[g.cells[i]]-1, verifiers.More(len(g.revisits)-1, "position", "positions"))
	}
	switch {
	case len(d.Walls) == 0:
		r.Check("walls", true, "there are no walls in this world")
	case len(g.walls) == 0:
		r.Checkf("walls", true, "the path avoids all %d walls", len(d.Walls))
	default:
		i := g.walls[0]
		r.Checkf("walls", false, "position %d %s is a wall%s", i, cell(g.path[i]), verifiers.More(len(g.walls)-1, "position", "positions"))
	}
}

// moveProblem describes what is wrong with the move into position i, or "".
func moveProblem(a, b []int64, i int) string {
	changed, axis := 0, -1
	for k := range a {
		if a[k] != b[k] {
			changed++
			axis = k
		}
	}
	switch {
	case changed == 0:
		return fmt.Sprintf("move %d changes no coordinate: it stays at %s", i, cell(b))
	case changed > 1:
		return fmt.Sprintf("move %d changes %d coordinates (must be 1), from %s to %s", i, changed, cell(a), cell(b))
	}
	delta := b[axis] - a[axis]
	if delta == 1 || delta == -1 {
		return ""
	}
	dist := strconv.FormatUint(absDiff(a[axis], b[axis]), 10)
	return fmt.Sprintf("move %d goes %s cells along axis %d (must be 1), from %s to %s", i, dist, axis, cell(a), cell(b))
}

func absDiff(a, b int64) uint64 {
	if a > b {
		return uint64(a) - uint64(b)
	}
	return uint64(b) - uint64(a)
}

// index returns the flat index of an in-bounds position, or -1.
func (g *grading) index(p []int64) int {
	c, stride := 0, 1
	for a, x := range p {
		s := int64(g.d.Size[a])
		if x < 0 || x >= s {
			return -1
		}
		c += int(x) * stride
		stride *= int(s)
	}
	return c
}

func (g *grading) axisRange(p []int64) string {
	for a, x := range p {
		if x < 0 || x >= int64(g.d.Size[a]) {
			return fmt.Sprintf("coordinate %d must lie from 0 to %d", a, g.d.Size[a]-1)
		}
	}
	return ""
}

func (g *grading) failureMode(r *verifiers.Report) string {
	c, _ := r.FirstFailure()
	switch c.Name {
	case "moves", "no revisit":
		return verifiers.LocalOnly
	}
	return verifiers.Incorrect
}

func same(a []int64, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != int64(b[i]) {
			return false
		}
	}
	return true
}

func cell(p []int64) string {
	b := make([]byte, 0, 4*len(p)+2)
	b = append(b, '[')
	for i, x := range p {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, x, 10)
	}
	return string(append(b, ']'))
}
