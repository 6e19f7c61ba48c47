package hamiltonianloop

// Grading: the answer lists cells (x, y) with integer coordinates, exactly one
// per open cell, and consecutive cells (the last and the first included) must
// share a side, with no cell outside the grid, blocked, or visited twice.

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/scbench/scbench/verifiers"
)

// shape is the answer's shape for the JSON reader; the grader reads the text
// itself (see grade), so it builds the shape that Def would.
var shape = verifiers.Shape{Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()), Bare: isStepList}

// isStepList accepts a bare list of [x, y] pairs or {"xy": ...} objects.
var isStepList = verifiers.ListOf(func(v verifiers.Value) bool { return v.IsSeq() || verifiers.HasKey("xy")(v) })

// grading holds one answer under examination.
type grading struct {
	d       *Data
	blocked []bool
	steps   [][2]int64

	outside  []int    // steps outside the grid
	onBlock  []int    // steps on blocked cells
	jumps    []int    // steps not side-adjacent to the one before (cyclically)
	repeats  [][2]int // [step, first visit of the same cell]
	unvisits []int    // open cells (row-major, 0-based) never visited

	// work counts what the answer cost: one per entry read (a list item or a
	// plain line), one per step walked, one per grid cell scanned. The limits
	// below keep it under workLimit whatever the text; tests hold it to that.
	work int
}

// maxSteps is the most entries the grader reads: four times the cells of the
// grid, far more than any loop lists, so that a longer list is refused
// without examining its entries.
func maxSteps(d *Data) int { return 4 * d.Size * d.Size }

// workLimit bounds grading.work: every entry read (one more than maxSteps
// when the plain-text reader finds one line too many), every step walked, and
// one scan of the grid.
func workLimit(d *Data) int { return 2*maxSteps(d) + 1 + d.Size*d.Size }

// grade checks one answer, read from the raw text: a JSON or Python literal,
// or plain lines "x,y".
func grade(r *verifiers.Report, d *Data, answer string) *verifiers.Report {
	return (&grading{d: d}).grade(r, answer)
}

func (g *grading) grade(r *verifiers.Report, answer string) *verifiers.Report {
	d := g.d
	if d.Size < 1 || d.Size > MaxSize {
		return r.Reject("instance", fmt.Errorf("grid size %d is outside 1..%d", d.Size, MaxSize))
	}
	if !g.read(r, answer) {
		return r
	}
	r.Checkf("format", true, "%d steps, each a pair of integers [x, y]", len(g.steps))

	g.blocked = d.BlockedGrid()
	switch {
	case len(g.steps) == 0:
		r.Checkf("count", false, "no steps were given; the loop must list all %d open cells", d.Cells)
	case len(g.steps) == d.Cells:
		r.Checkf("count", true, "%d steps, one per open cell", len(g.steps))
	default:
		r.Checkf("count", false, "expected %d steps, one per open cell, got %d", d.Cells, len(g.steps))
	}
	g.walk()
	g.report(r)
	r.DrawWith(g.overlay)
	return r.PassFail(g.failureMode)
}

// read finds the steps in the answer: a JSON or Python literal (through the
// shared extractor), or else plain text with one "x,y" pair per line.
func (g *grading) read(r *verifiers.Report, answer string) bool {
	found, err := verifiers.Extract(answer, shape, verifiers.DefaultLimits)
	if err != nil {
		if steps, total, ok := g.plainPairs(answer); ok {
			r.Check("answer", true, "read from plain text, one x,y pair per line")
			r.Where = "plain text, one x,y pair per line"
			if total > maxSteps(g.d) {
				r.Reject("format", verifiers.Errorf("steps", "has more than %d entries; a grid this size has only %d cells", maxSteps(g.d), g.d.Size*g.d.Size))
				return false
			}
			g.steps = steps
			return true
		}
		r.Reject("answer", err)
		return false
	}
	r.Where = found.Where
	r.Check("answer", true, "read from "+found.Where)
	var a Answer
	if err := verifiers.DecodeAnswer(g.d, found, &a); err != nil {
		r.Reject("format", err)
		return false
	}
	g.work += len(a.Steps) // each entry read
	g.steps = make([][2]int64, len(a.Steps))
	for i, st := range a.Steps {
		g.steps[i] = [2]int64{int64(st.XY[0]), int64(st.XY[1])}
	}
	return true
}

// DecodeValue reads a list of [x, y] pairs or {"xy": [x, y]} objects, no
// longer than maxSteps.
func (ss *Steps) DecodeValue(d *Data, v verifiers.Value, path string) error {
	if v.IsSeq() && len(v.Items) > maxSteps(d) {
		return verifiers.Errorf(path, "has %d entries; a grid this size has only %d cells", len(v.Items), d.Size*d.Size)
	}
	return verifiers.Decode(d, v, path, ss, verifiers.Options{})
}

// DecodeValue reads one step: [x, y] or {"xy": [x, y]}.
func (s *Step) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	if v.Kind == verifiers.Dict {
		xy, ok := v.Get("xy")
		if !ok {
			return verifiers.Errorf(path, `expected {"xy": [x, y]} or [x, y], found %s`, v.Describe())
		}
		v, path = xy, path+".xy"
	}
	if !v.IsSeq() || len(v.Items) != 2 {
		return verifiers.Errorf(path, "expected [x, y], found %s", v.Describe())
	}
	for j, e := range v.Items {
		c, err := coordinate(e, verifiers.Index(path, j))
		if err != nil {
			return err
		}
		s.XY[j] = int(c)
	}
	return nil
}

// coordinate reads one coordinate: an integer, or a float with an integral
// value (3.0). Fractions, NaN, infinities, strings and booleans are rejected.
func coordinate(v verifiers.Value, path string) (int64, error) {
	switch v.Kind {
	case verifiers.Int:
		if v.Big {
			return 0, verifiers.Errorf(path, "the integer %s is far too large for a coordinate", v.Describe())
		}
		return v.Int, nil
	case verifiers.Float:
		f := v.Float
		if f == f && f-f == 0 && f == float64(int64(f)) && f <= 1<<53 && f >= -(1<<53) {
			return int64(f), nil
		}
	}
	return 0, verifiers.Errorf(path, "coordinates must be integers, found %s", v.Describe())
}

// maxPlain bounds the text plainPairs reads.
const maxPlain = 256 << 10

// pairLine reads one line "x, y": an optional opening ( or [, two integers of
// at most nine digits (optionally negative) separated by a comma, an optional
// closing ) or ], and an optional trailing comma or semicolon, with spaces
// anywhere between the parts.
func pairLine(line string) (x, y int64, ok bool) {
	s := strings.TrimSpace(line)
	if s != "" && (s[0] == '(' || s[0] == '[') {
		s = strings.TrimLeft(s[1:], " \t")
	}
	s = strings.TrimSuffix(strings.TrimSuffix(s, ","), ";")
	s = strings.TrimRight(s, " \t")
	if s != "" && (s[len(s)-1] == ')' || s[len(s)-1] == ']') {
		s = strings.TrimRight(s[:len(s)-1], " \t")
	}
	a, b, found := strings.Cut(s, ",")
	if !found {
		return 0, 0, false
	}
	x, okx := smallInt(strings.TrimSpace(a))
	y, oky := smallInt(strings.TrimSpace(b))
	return x, y, okx && oky
}

// smallInt reads an optionally negative integer of one to nine digits.
func smallInt(s string) (int64, bool) {
	digits := strings.TrimPrefix(s, "-")
	if len(digits) == 0 || len(digits) > 9 {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, false
		}
	}
	v, err := strconv.ParseInt(s, 10, 64)
	return v, err == nil
}

// plainPairs reads text made only of lines "x,y" (optionally in parentheses or
// brackets), the form upstream's prompt showed as an example. A text longer
// than maxPlain is not tried: a loop of the largest grid in this form, with
// reasoning around it, is far shorter.
//
// Reading stops one line past maxSteps, and total then says so: a list that
// is too long is refused by its count rather than taken for no list at all.
func (g *grading) plainPairs(text string) (steps [][2]int64, total int, ok bool) {
	if len(text) > maxPlain || verifiers.CheckText(text, verifiers.DefaultLimits) != nil {
		return nil, 0, false
	}
	text = verifiers.Clean(text)
	if fence, ok := verifiers.LastFence(text); ok {
		text = fence
	}
	var out [][2]int64
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		g.work++
		x, y, ok := pairLine(line)
		if !ok {
			return nil, 0, false
		}
		total++
		if total > maxSteps(g.d) {
			break // one more than any loop may have: enough to refuse it
		}
		out = append(out, [2]int64{x, y})
	}
	return out, total, total >= 2
}

// walk runs every per-step test, as upstream's loop does, but without stopping
// at the first problem. The step before steps[0] is the last step, so the
// closing move is checked first.
func (g *grading) walk() {
	n := int64(g.d.Size)
	first := make([]int, n*n) // 1 + the step that first visited a cell
	for i, s := range g.steps {
		g.work++
		prev := g.steps[(i-1+len(g.steps))%len(g.steps)]
		in := s[0] >= 1 && s[0] <= n && s[1] >= 1 && s[1] <= n
		if !in {
			g.outside = append(g.outside, i)
		}
		if dx, dy := absDiff(s[0], prev[0]), absDiff(s[1], prev[1]); len(g.steps) < 2 || dx+dy != 1 {
			g.jumps = append(g.jumps, i)
		}
		if !in {
			continue
		}
		c := (s[1]-1)*n + s[0] - 1
		if g.blocked[c] {
			g.onBlock = append(g.onBlock, i)
		}
		if first[c] > 0 {
			g.repeats = append(g.repeats, [2]int{i, first[c] - 1})
		} else {
			first[c] = i + 1
		}
	}
	g.work += len(first)
	for c := range first {
		if first[c] == 0 && !g.blocked[c] {
			g.unvisits = append(g.unvisits, c)
		}
	}
}

// absDiff is |a-b|, saturating so that huge coordinates cannot overflow.
func absDiff(a, b int64) int64 {
	d := a - b
	if (a >= 0) != (b >= 0) && (d >= 0) != (a >= 0) {
		return 1 << 62
	}
	if d < 0 {
		return -d
	}
	return d
}

func (g *grading) report(r *verifiers.Report) {
	n := g.d.Size
	if len(g.outside) == 0 {
		r.Checkf("in bounds", true, "every step lies inside the %d×%d grid", n, n)
	} else {
		i := g.outside[0]
		r.Checkf("in bounds", false, "%s is outside the grid, whose cells run from (1,1) to (%d,%d)%s", g.step(i), n, n, verifiers.More(len(g.outside)-1, "step", "steps"))
	}
	if len(g.onBlock) == 0 {
		r.Check("open cells", true, "no step is on a blocked cell")
	} else {
		r.Checkf("open cells", false, "%s is a blocked cell%s", g.step(g.onBlock[0]), verifiers.More(len(g.onBlock)-1, "step", "steps"))
	}
	if len(g.jumps) == 0 {
		r.Check("side-adjacent", true, "every step, and the closing step from the last cell back to the first, moves to a cell sharing a side")
	} else {
		var parts []string
		for k, i := range g.jumps {
			if k == 3 {
				break
			}
			j := (i - 1 + len(g.steps)) % len(g.steps)
			what := "the step before it"
			if i == 0 {
				what = "the last step (the loop closes from the last cell back to the first)"
			}
			parts = append(parts, fmt.Sprintf("%s does not share a side with %s, %s", g.step(i), what, g.step(j)))
		}
		r.Checkf("side-adjacent", false, "%s%s", strings.Join(parts, "; "), verifiers.More(len(g.jumps)-len(parts), "step", "steps"))
	}
	if len(g.repeats) == 0 {
		r.Check("each cell once", true, "no cell is visited twice")
	} else {
		p := g.repeats[0]
		r.Checkf("each cell once", false, "%s visits a cell already visited at %s%s", g.step(p[0]), g.step(p[1]), verifiers.More(len(g.repeats)-1, "step", "steps"))
	}
	if len(g.unvisits) == 0 {
		r.Check("every cell", true, "every open cell is visited")
	} else {
		names := verifiers.Listed(len(g.unvisits), 5, func(k int) string {
			c := g.unvisits[k]
			return fmt.Sprintf("(%d,%d)", c%n+1, c/n+1)
		})
		r.Checkf("every cell", false, "%s never visited: %s", verifiers.Count(len(g.unvisits), "open cell is", "open cells are"), names)
	}
}

// step names a step for messages: "steps[4] (1,1)".
func (g *grading) step(i int) string {
	s := g.steps[i]
	return fmt.Sprintf("steps[%d] (%d,%d)", i, s[0], s[1])
}

// failureMode names how the answer went wrong: nothing listed, or every cell
// of the grid listed as if nothing were blocked, trivializes the task; one or
// two slips in a loop of about the right length are a near miss; a walk that breaks apart or
// crosses itself is local-only.
func (g *grading) failureMode() string {
	n := g.d.Size
	bad := len(g.outside) + len(g.onBlock) + len(g.jumps) + len(g.repeats)
	switch {
	case len(g.steps) == 0:
		return verifiers.Trivialized
	case len(g.d.Blocked) > 0 && len(g.steps) == n*n && len(g.onBlock) == len(g.d.Blocked):
		return verifiers.Trivialized
	case len(g.steps) >= g.d.Cells-2 && len(g.steps) <= g.d.Cells+2 && bad <= 2:
		return verifiers.NearMiss
	case len(g.jumps) > 0 || len(g.repeats) > 0:
		return verifiers.LocalOnly
	}
	return verifiers.Incorrect
}
