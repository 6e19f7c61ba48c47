package maze3d

// Grading. The answer is the maze itself as text, N lines of N characters. As
// upstream, surrounding blank lines and spaces are ignored and nothing inside
// the grid is forgiven; in addition (DECISIONS.md, DEVIATIONS.md) Windows line
// endings are normalised, reasoning in <thinking> blocks is removed, a grid
// inside a ``` code block is read from the last such block, and a reply that
// is a JSON string holding the grid is decoded.
//
// Checks, in upstream's order: exactly one A and one B; N rows; N columns;
// equal rows; only 0-9, A, B; no height on more than 30% of the cells; a route
// from A to B (breadth-first); every move of that route a bridge of the
// movement graph (so the route is the only one); the route on at least 20% of
// the cells; at least the required jumps.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/scbench/scbench/verifiers"
)

// grading holds one answer under examination.
type grading struct {
	d    *Data
	g    *Grid
	an   *Analysis
	over []int // heights on more than 30% of the cells

	// work counts what the answer cost: one per line looked at while finding
	// the grid, one per row measured and per cell read, and the N² cells of
	// the movement graph. It stays under workLimit; tests hold it to that.
	work int
}

// workLimit bounds grading.work for a text of the given number of lines
// (which the byte limit on answers bounds in turn): finding the grid looks at
// each line at most twice, and the grid is measured, read and analysed once.
func workLimit(d *Data, lines int) int { return 2*lines + d.Size + 2*d.Size*d.Size }

// grade checks one answer, read from the raw text.
func grade(r *verifiers.Report, d *Data, answer string) *verifiers.Report {
	return (&grading{d: d}).grade(r, answer)
}

func (gr *grading) grade(r *verifiers.Report, answer string) *verifiers.Report {
	d := gr.d
	if d.Size < 1 || d.Size > MaxSize {
		return r.Reject("instance", fmt.Errorf("maze size %d is outside 1..%d", d.Size, MaxSize))
	}
	text, where, err := gr.read(answer)
	if err != nil {
		return r.Reject("answer", err)
	}
	r.Where = where
	r.Check("answer", true, "read from "+where)
	if !gr.parse(r, text) {
		r.FailureMode = verifiers.Malformed
		return r.Finish(0)
	}
	gr.an = gr.g.Analyse()
	gr.work += len(gr.g.H)
	gr.report(r)
	r.DrawWith(gr.overlay)
	return r.PassFail(gr.failureMode)
}

// read finds the grid text in the reply and strips the whitespace around it.
func (gr *grading) read(answer string) (text, where string, err error) {
	if err := verifiers.CheckText(answer, verifiers.DefaultLimits); err != nil {
		return "", "", err
	}
	text = strings.ReplaceAll(verifiers.Clean(answer), "\r", "\n")
	where = "the whole text"
	if fence, ok := verifiers.LastFence(text); ok {
		text, where = fence, "the last code block"
	}
	if t := strings.TrimSpace(text); strings.HasPrefix(t, `"`) || strings.HasPrefix(t, "[") {
		if v, err := verifiers.ParseLiteral(t, verifiers.DefaultLimits); err == nil {
			if s, kind, ok := gridText(v); ok {
				text, where = strings.ReplaceAll(s, "\r", "\n"), where+" ("+kind+")"
			}
		}
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return "", "", &verifiers.AnswerError{Msg: "the answer is empty (nothing is left outside the reasoning block)", Evasion: true}
	}
	if rows, ok := gr.gridRows(text); !ok {
		return "", "", &verifiers.AnswerError{Msg: "no maze was found: no two consecutive lines without spaces (the rows of a grid) appear in the answer", Evasion: true}
	} else if rows != text {
		text, where = rows, "the rows of the grid in "+where
	}
	return text, where, nil
}

// gridText reads a grid given as a JSON string, or as a JSON list of row
// strings (["A5650", "2B201", ...]), as the rows joined by new lines.
func gridText(v verifiers.Value) (text, kind string, ok bool) {
	switch {
	case v.Kind == verifiers.String:
		return v.Text, "a JSON string", true
	case v.IsSeq() && len(v.Items) > 0:
		rows := make([]string, len(v.Items))
		for i, it := range v.Items {
			if it.Kind != verifiers.String {
				return "", "", false
			}
			rows[i] = strings.TrimSpace(it.Text)
		}
		return strings.Join(rows, "\n"), "a JSON list of rows", true
	}
	return "", "", false
}

// gridRows finds the grid in text. Maze rows contain no spaces, while prose
// lines do: a text whose every line is space-free is taken whole (as upstream
// does, so that a bad character is reported as such); otherwise the last run
// of at least two consecutive space-free lines is the grid, and the prose
// around it is dropped.
func (gr *grading) gridRows(text string) (string, bool) {
	lines := strings.Split(text, "\n")
	rowLike := func(l string) bool {
		t := strings.TrimSpace(l)
		return t != "" && !strings.ContainsAny(t, " \t")
	}
	all := true
	for _, l := range lines {
		gr.work++
		if !rowLike(l) {
			all = false
			break
		}
	}
	if all {
		return text, true
	}
	end := -1
	for i := len(lines) - 1; i >= 0; i-- {
		gr.work++
		if rowLike(lines[i]) {
			if end < 0 {
				end = i
			}
			continue
		}
		if end >= 0 && end-i >= 2 {
			return strings.Join(lines[i+1:end+1], "\n"), true
		}
		end = -1
	}
	if end >= 1 {
		return strings.Join(lines[:end+1], "\n"), true
	}
	return "", false
}

// parse runs the format checks in upstream's order and, when all of them
// pass, builds the grid (gr.g). Each check reports its own problem, so that
// a maze with ragged rows and no B says both.
func (gr *grading) parse(r *verifiers.Report, text string) bool {
	d := gr.d
	n := d.Size
	na, nb := strings.Count(text, "A"), strings.Count(text, "B")
	ok := r.Check("A and B", na == 1 && nb == 1, "exactly one A and one B")
	if !ok {
		r.Checks[len(r.Checks)-1].Detail = fmt.Sprintf("the maze must have exactly one A and one B; it has %d A and %d B", na, nb)
	}
	rows := strings.Split(text, "\n")
	if len(rows) != n {
		ok = r.Checkf("rows", false, "the maze must have exactly %d rows; it has %d", n, len(rows)) && ok
	} else {
		r.Checkf("rows", true, "%d rows", n)
	}
	if w := utf8.RuneCountInString(rows[0]); w != n {
		ok = r.Checkf("columns", false, "the maze must have exactly %d columns; the first row has %d characters%s", n, w, trailing(rows[0])) && ok
	} else {
		r.Checkf("columns", true, "%d columns", n)
	}
	width := utf8.RuneCountInString(rows[0])
	ragged := -1
	for i, row := range rows {
		gr.work++
		if utf8.RuneCountInString(row) != width {
			ragged = i
			break
		}
	}
	if ragged >= 0 {
		row := rows[ragged]
		ok = r.Checkf("same width", false, "all rows must have the same width: row %d has %d characters, the first row %d%s", ragged, utf8.RuneCountInString(row), width, trailing(row)) && ok
	} else {
		r.Check("same width", true, "every row has the same width")
	}
	// The characters of the first n rows, n+1 of each at most: enough to
	// name a bad one whatever the shape, at a cost bounded by the maze's size.
	g := &Grid{N: n, H: make([]int, 0, n*n)}
	bad := ""
	for i, row := range rows[:min(n, len(rows))] {
		j := 0
		for _, c := range row {
			if j > n {
				break
			}
			j++
			gr.work++
			switch {
			case c == 'A':
				g.A = len(g.H)
				g.H = append(g.H, d.AHeight)
			case c == 'B':
				g.B = len(g.H)
				g.H = append(g.H, d.BHeight)
			case c >= '0' && c <= '9':
				g.H = append(g.H, int(c-'0'))
			default:
				bad = fmt.Sprintf("invalid character in maze: %q at row %d, column %d; only 0-9, A and B may appear", c, i, j-1)
			}
			if bad != "" {
				break
			}
		}
		if bad != "" {
			break
		}
	}
	if bad != "" {
		ok = r.Check("characters", false, bad) && ok
	} else {
		r.Check("characters", true, "only the characters 0-9, A and B")
	}
	if ok {
		gr.g = g
	}
	return ok
}

// trailing explains a width that whitespace inside the grid changed.
func trailing(row string) string {
	if strings.TrimRight(row, " \t") != row {
		return " (it ends in spaces)"
	}
	return ""
}

func (gr *grading) report(r *verifiers.Report) {
	d, g, a := gr.d, gr.g, gr.an
	cells := d.Size * d.Size
	for h, c := range a.Counts {
		if 10*c > 3*cells {
			gr.over = append(gr.over, h)
		}
	}
	if len(gr.over) == 0 {
		r.Checkf("30% rule", true, "no height covers more than %d of the %d cells", d.MaxPerHeight, cells)
	} else {
		parts := make([]string, len(gr.over))
		for k, h := range gr.over {
			parts[k] = fmt.Sprintf("height %d covers %d cells", h, a.Counts[h])
		}
		r.Checkf("30% rule", false, "no height may cover more than 30%% of the grid (%d of %d cells): %s", d.MaxPerHeight, cells, strings.Join(parts, ", "))
	}
	if a.Route == nil {
		r.Checkf("route", false, "no valid path from A to B: from A the moves reach %d cells, and B is not among them", countTrue(a.Reach))
		return
	}
	r.Checkf("route", true, "a route from A to B: %d moves, %d of them jumps", len(a.Route)-1, a.Jumps)
	if a.Loop < 0 {
		r.Check("unique route", true, "every move of the route is a bridge: no other route from A to B exists")
	} else {
		u, v := a.Route[a.Loop], a.Route[a.Loop+1]
		r.Checkf("unique route", false, "multiple paths exist; the maze must have only one solution: the move %s → %s lies on a loop, and another route of %d moves avoids it",
			cell(g, u), cell(g, v), len(a.Other)-1)
	}
	seen := map[int]bool{}
	for _, c := range a.Route {
		seen[c] = true
	}
	if 5*len(seen) >= cells {
		r.Checkf("20% rule", true, "the route visits %d of the %d cells (%s)", len(seen), cells, percent(len(seen), cells))
	} else {
		r.Checkf("20% rule", false, "the route visits only %d of the %d cells (%s); at least 20%% (%d cells) is required", len(seen), cells, percent(len(seen), cells), d.MinRouteCells)
	}
	if a.Jumps >= d.MinJumps {
		r.Checkf("jumps", true, "the route makes %d jumps (at least %d required)", a.Jumps, d.MinJumps)
	} else {
		r.Checkf("jumps", false, "the route makes %d jumps, but at least %d are required", a.Jumps, d.MinJumps)
	}
}

// cell names a cell as "(row 1, col 3)", 0-based from the top left.
func cell(g *Grid, c int) string {
	return fmt.Sprintf("(row %d, col %d)", c/g.N, c%g.N)
}

// percent writes 100·a/b with two decimals, in integers.
func percent(a, b int) string {
	hundredths := (10000*a + b/2) / b
	return fmt.Sprintf("%d.%02d%%", hundredths/100, hundredths%100)
}

func countTrue(b []bool) int {
	n := 0
	for _, x := range b {
		if x {
			n++
		}
	}
	return n
}

// failureMode: a maze whose only faults are counts (too few jumps, too short
// a route, a crowded height) by a little is a near miss; a second route is a
// local-only design (each wall placed without seeing the whole); no route at
// all, or a route of A and B side by side, trivializes the task.
func (gr *grading) failureMode() string {
	a, d := gr.an, gr.d
	switch {
	case a.Route == nil:
		return verifiers.Incorrect
	case len(a.Route) <= 2:
		return verifiers.Trivialized
	case a.Loop >= 0:
		return verifiers.LocalOnly
	}
	short := d.MinRouteCells - len(a.Route)
	if a.Jumps >= d.MinJumps-1 && short <= 2 && len(gr.over) <= 1 {
		return verifiers.NearMiss
	}
	return verifiers.Incorrect
}
