package polynomialfit

// Grading. Following DECISIONS.md, the function is read by a parser of our
// own that accepts only what the prompt allows (def f(x, y): return, numbers,
// x, y, + - * / **, parentheses) and names the first offending token
// otherwise; it is evaluated exactly, never executed. Upstream's scoring is
// kept: (fraction of cells right)⁴, 0 below 75% or when every cell gets the
// same class.

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// floor is upstream's: below this fraction of correct cells the score is 0.
const floor = 0.75

// shape is what findFunction looks for in JSON: Answer's function (its
// reasoning is not read), or a bare string taken as the function.
var shape = verifiers.Shape{
	Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()),
	Bare:   func(v verifiers.Value) bool { return v.Kind == verifiers.String },
}

// cellResult is what f did on one cell.
const (
	cellRight = iota
	cellMissed
	cellSpurious
	cellError
)

// grade grades the model's text: the function is found in it by
// findFunction, which also reads answers that are not JSON.
func grade(r *verifiers.Report, d *Data, answer string) *verifiers.Report {
	src, where, err := findFunction(answer)
	if err != nil {
		return r.Reject("answer", err)
	}
	r.Where = where
	r.Check("answer", true, "read the function from "+where)

	root, err := Parse(src)
	if err != nil {
		return r.Reject("function", err)
	}
	prog := compile(root)
	n := d.Size
	if limit := OperationLimit(n); prog.Ops > limit {
		return r.Reject("function", fmt.Errorf("f has %d distinct operations; on a %d×%d grid the limit is %d", prog.Ops, n, n, limit))
	}
	r.Checkf("function", true, "def f(x, y) returning an expression of %d distinct operations, using only the allowed grammar", prog.Ops)

	t, err := newEvaluator(prog, n).classify(d.Rows)
	if err != nil {
		return r.Reject("evaluation", err)
	}
	cells, matches, predicted, errCells := t.cells, t.matches, t.predicted, t.errCells
	if len(errCells) == 0 {
		r.Checkf("evaluation", true, "f was evaluated exactly at all %d cells", n*n)
	} else {
		r.Checkf("evaluation", false, "f divides by zero at %s (%s); they count as wrong", verifiers.Count(len(errCells), "cell", "cells"), cellList(errCells, n))
	}
	pos, neg := "'#'", "'.'"
	if d.Image {
		pos, neg = "black", "white"
	}
	uniform := predicted == 0 || predicted == n*n
	if uniform {
		what := neg
		if predicted > 0 {
			what = pos
		}
		r.Checkf("not uniform", false, "f puts every cell in the same region (all %s), which scores 0", what)
	} else {
		r.Checkf("not uniform", true, "f is positive on %d cells and not positive on %d", predicted, n*n-predicted)
	}
	frac := float64(matches) / float64(n*n)
	missed, spurious := count(cells, cellMissed), count(cells, cellSpurious)
	score := 0.0
	detail := fmt.Sprintf("%d of %d cells classified correctly (%.2f%%)", matches, n*n, 100*frac)
	if missed+spurious > 0 {
		detail += fmt.Sprintf("; %d %s %s where f ≤ 0 and %d %s %s where f > 0", missed, pos, verifiers.Plural(missed, "cell", "cells"), spurious, neg, verifiers.Plural(spurious, "cell", "cells"))
	}
	switch {
	case uniform:
		detail += "; the score is 0 because f is uniform"
	case frac < floor:
		detail += fmt.Sprintf("; below the %.0f%% floor, so the score is 0", 100*floor)
	default:
		score = frac * frac * frac * frac
		detail += fmt.Sprintf("; score %.4f⁴ = %.6f", frac, score)
	}
	r.Check("accuracy", matches == n*n, detail)
	r.DrawWith(func() *scene.Scene { return overlay(d, cells) })
	if r.Finish(score); !r.Passed {
		switch {
		case uniform:
			r.FailureMode = verifiers.Trivialized
		case frac >= 0.95:
			r.FailureMode = verifiers.NearMiss
		default:
			r.FailureMode = verifiers.Incorrect
		}
	}
	return r
}

// tally is f's verdict on every cell of a grid.
type tally struct {
	cells     []int // cellRight, cellMissed, cellSpurious or cellError, row-major
	matches   int   // cells classified right
	predicted int   // cells where f > 0
	errCells  []int // cells where f divides by zero
}

// classify evaluates f on every cell of the grid given by its rows ('#' where
// f must be positive). An error means the work or size limits were broken.
func (e *evaluator) classify(rows []string) (tally, error) {
	n := len(rows)
	t := tally{cells: make([]int, n*n)}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			pos, divZero, err := e.sign(x, y)
			if err != nil {
				return tally{}, fmt.Errorf("at cell (%d, %d): %w", x, y, err)
			}
			want := rows[y][x] == '#'
			k := y*n + x
			switch {
			case divZero:
				t.cells[k] = cellError
				t.errCells = append(t.errCells, k)
			case pos:
				t.predicted++
				if want {
					t.matches++
				} else {
					t.cells[k] = cellSpurious
				}
			case !want:
				t.matches++
			default:
				t.cells[k] = cellMissed
			}
		}
	}
	return t, nil
}

func count(cells []int, kind int) int {
	c := 0
	for _, v := range cells {
		if v == kind {
			c++
		}
	}
	return c
}

// cellList names up to five of the cells ks of an n×n grid as (x, y).
func cellList(ks []int, n int) string {
	return verifiers.Listed(len(ks), 5, func(i int) string { return fmt.Sprintf("(%d, %d)", ks[i]%n, ks[i]/n) })
}

// defLines returns the offsets of the lines of text that begin, after spaces
// and tabs, with "def" and a space or tab; with onlyF, only those defining f
// ("def f(", spaces allowed around f). A plain scan, to keep the regexp
// package out of the WebAssembly grader.
func defLines(text string, onlyF bool) []int {
	var out []int
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		line := strings.TrimLeft(text[start:end], " \t")
		if rest, ok := strings.CutPrefix(line, "def"); ok && rest != "" && (rest[0] == ' ' || rest[0] == '\t') {
			rest = strings.TrimLeft(rest, " \t")
			if !onlyF {
				out = append(out, start)
			} else if r, ok := strings.CutPrefix(rest, "f"); ok && strings.HasPrefix(strings.TrimLeft(r, " \t"), "(") {
				out = append(out, start)
			}
		}
		start = end + 1
	}
	return out
}

// DecodeValue reads the function's source, a string.
func (s *Source) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	if v.Kind != verifiers.String {
		return verifiers.Errorf(path, "expected the function's source as a string, found %s", v.Describe())
	}
	*s = Source(v.Text)
	return nil
}

// findFunction locates the function's source in a model's reply: the
// "function" field of a JSON answer (or a bare JSON string), else the last
// code block defining f, else the last `def f(` in the text with the indented
// lines after it. Code fences inside the field are removed, and the source is
// dedented.
func findFunction(answer string) (src, where string, err error) {
	if err := verifiers.CheckText(answer, verifiers.DefaultLimits); err != nil {
		return "", "", err
	}
	found, exErr := verifiers.Extract(answer, shape, verifiers.DefaultLimits)
	if exErr == nil {
		var a Answer
		if err := verifiers.DecodeAnswer((*Data)(nil), found, &a); err != nil { // the source is read without the instance
			return "", "", err
		}
		src = string(a.Function)
		if fence, ok := verifiers.LastFence(src); ok {
			src = fence
		}
		if strings.TrimSpace(src) == "" {
			return "", "", &verifiers.AnswerError{Msg: "no function supplied: the function field is empty", Evasion: true}
		}
		return dedent(src), found.Where, nil
	}
	var le *verifiers.SyntaxError
	if errors.As(exErr, &le) && le.Limit {
		return "", "", exErr
	}
	text := verifiers.Clean(answer)
	// The last definition of f, or failing that the last definition of
	// anything (which the parser then rejects, naming what is wrong).
	for _, onlyF := range []bool{true, false} {
		if fence, ok := lastDefFence(text, onlyF); ok {
			return dedent(fence), "the last code block with a function", nil
		}
		if locs := defLines(text, onlyF); len(locs) > 0 {
			return dedent(functionAt(text[locs[len(locs)-1]:])), "the last function definition in the text", nil
		}
	}
	return "", "", &verifiers.AnswerError{Msg: "no function supplied: the answer has no \"function\" field and no `def f(x, y):` in the text", Evasion: !strings.Contains(text, "def")}
}

// lastDefFence returns the last fenced block with a definition (of f, with
// onlyF), from that definition on.
func lastDefFence(text string, onlyF bool) (string, bool) {
	best, ok := "", false
	for rest := text; ; {
		i := strings.Index(rest, "```")
		if i < 0 {
			break
		}
		body := rest[i+3:]
		if nl := strings.IndexByte(body, '\n'); nl >= 0 {
			body = body[nl+1:]
		} else {
			break
		}
		j := strings.Index(body, "```")
		block := body
		if j >= 0 {
			block = body[:j]
			rest = body[j+3:]
		} else {
			rest = ""
		}
		if locs := defLines(block, onlyF); len(locs) > 0 {
			best, ok = block[locs[0]:], true
		}
		if j < 0 {
			break
		}
	}
	return best, ok
}

// functionAt takes the `def` line and the lines after it that are blank or
// indented deeper than it.
func functionAt(text string) string {
	lines := strings.SplitAfter(text, "\n")
	indent := len(lines[0]) - len(strings.TrimLeft(lines[0], " \t"))
	out := []string{lines[0]}
	for _, ln := range lines[1:] {
		t := strings.TrimLeft(ln, " \t")
		if strings.TrimSpace(ln) != "" && len(ln)-len(t) <= indent {
			break
		}
		out = append(out, ln)
	}
	return strings.Join(out, "")
}

// dedent removes the indentation common to all non-blank lines.
func dedent(s string) string {
	lines := strings.Split(s, "\n")
	common := -1
	for _, ln := range lines {
		if strings.TrimSpace(ln) == "" {
			continue
		}
		k := len(ln) - len(strings.TrimLeft(ln, " \t"))
		if common < 0 || k < common {
			common = k
		}
	}
	if common <= 0 {
		return s
	}
	for i, ln := range lines {
		if len(ln) >= common {
			lines[i] = ln[common:]
		} else {
			lines[i] = strings.TrimLeft(ln, " \t")
		}
	}
	return strings.Join(lines, "\n")
}
