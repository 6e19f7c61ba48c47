package shikaku

// Grading: the boxes must be well formed and inside the grid, must not
// overlap, must each hold exactly one clue equal to their area, and must cover
// every cell. Every puzzle has exactly one solution, so passing these checks is
// the same as matching it.

import (
	"fmt"
	"sort"

	"github.com/scbench/scbench/verifiers"
)

// DecodeValue reads the boxes, refusing more of them than the grid has cells
// before reading any. Upstream coerces coordinates with Python's int(): it
// accepts integral floats and numeric strings, which we keep; it truncates
// 2.9 to 2, which we reject (see DEVIATIONS.md).
func (b *Boxes) DecodeValue(d *Data, v verifiers.Value, path string) error {
	return verifiers.Decode(d, v, path, b, verifiers.Options{Strings: true, Max: d.Width * d.Height})
}

// grading holds one answer under examination.
type grading struct {
	d     *Data
	g     Grid
	rects []Rect // in canonical order
	clues []Clue // the grid's, row by row
	cover []int  // how many rectangles cover each cell, row-major

	overlaps  []int // cells covered twice or more
	uncovered []int // cells covered by nothing
	clueBad   []int // rectangles without exactly one clue
	areaBad   []int // rectangles whose one clue differs from their area
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	cells := d.Width * d.Height
	raw := a.Rectangles
	r.Checkf("format", true, "%d boxes, each four integers [left_col, top_row, right_col, bottom_row]", len(raw))

	g := &grading{d: d, g: d.Grid()}
	g.clues = g.g.Clues()
	if err := g.readBoxes(raw); err != nil {
		return r.Reject("boxes", err)
	}
	r.Checkf("boxes", true, "every box has left ≤ right and top ≤ bottom and lies inside the %d×%d grid", d.Height, d.Width)

	g.cover = make([]int, cells)
	for _, b := range g.rects {
		for y := b.Top; y <= b.Bottom; y++ {
			for x := b.Left; x <= b.Right; x++ {
				g.cover[y*d.Width+x]++
			}
		}
	}
	for c, n := range g.cover {
		switch {
		case n > 1:
			g.overlaps = append(g.overlaps, c)
		case n == 0:
			g.uncovered = append(g.uncovered, c)
		}
	}
	if len(g.overlaps) == 0 {
		r.Check("no overlap", true, "no cell lies in two rectangles")
	} else {
		r.Checkf("no overlap", false, "%s in more than one rectangle", g.cellList(g.overlaps, "lies", "lie"))
	}

	for i, b := range g.rects {
		clues := g.cluesIn(b)
		switch {
		case len(clues) != 1:
			g.clueBad = append(g.clueBad, i)
		case clues[0].N != b.Area():
			g.areaBad = append(g.areaBad, i)
		}
	}
	if len(g.clueBad) == 0 {
		r.Check("one clue each", true, "every rectangle contains exactly one number")
	} else {
		b := g.rects[g.clueBad[0]]
		n := len(g.cluesIn(b))
		what := "no number"
		if n > 1 {
			what = fmt.Sprintf("%d numbers", n)
		}
		r.Checkf("one clue each", false, "rectangle %s contains %s%s", b, what, verifiers.More(len(g.clueBad)-1, "rectangle", "rectangles"))
	}
	if len(g.areaBad) == 0 {
		r.Check("area", true, "every rectangle's number equals its area")
	} else {
		b := g.rects[g.areaBad[0]]
		c := g.cluesIn(b)[0]
		r.Checkf("area", false, "rectangle %s covers %d cells but holds the number %d (column %d, row %d)%s", b, b.Area(), c.N, c.X, c.Y, verifiers.More(len(g.areaBad)-1, "rectangle", "rectangles"))
	}
	if len(g.uncovered) == 0 {
		r.Check("full cover", true, "every cell of the grid is covered")
	} else {
		r.Checkf("full cover", false, "%s not covered by any rectangle", g.cellList(g.uncovered, "is", "are"))
	}

	r.DrawWith(g.overlay)
	return r.PassFail(g.failureMode)
}

// readBoxes converts and checks the raw boxes: order of corners and bounds.
func (g *grading) readBoxes(raw Boxes) error {
	w, h := g.d.Width, g.d.Height
	for i, b := range raw {
		p := verifiers.Index("rectangles", i)
		l, t, rr, bb := b[0], b[1], b[2], b[3]
		box := fmt.Sprintf("[%d,%d,%d,%d]", l, t, rr, bb)
		switch {
		case l < 0 || t < 0 || rr < 0 || bb < 0:
			return verifiers.Errorf(p, "%s has a negative coordinate", box)
		case rr < l:
			return verifiers.Errorf(p, "%s has right_col %d left of left_col %d", box, rr, l)
		case bb < t:
			return verifiers.Errorf(p, "%s has bottom_row %d above top_row %d", box, bb, t)
		case rr >= w:
			return verifiers.Errorf(p, "%s reaches column %d, but the columns go from 0 to %d", box, rr, w-1)
		case bb >= h:
			return verifiers.Errorf(p, "%s reaches row %d, but the rows go from 0 to %d", box, bb, h-1)
		}
		g.rects = append(g.rects, Rect{Left: l, Top: t, Right: rr, Bottom: bb})
	}
	SortRects(g.rects)
	return nil
}

// The cells of a small rectangle are looked up directly; a large one is
// tested against the grid's clues, found once per answer. Either way the
// rectangles of a partition cost one pass over the grid in all.
func (g *grading) cluesIn(b Rect) []Clue {
	var out []Clue
	if area := (b.Right - b.Left + 1) * (b.Bottom - b.Top + 1); area <= len(g.clues) {
		for y := b.Top; y <= b.Bottom; y++ {
			for x := b.Left; x <= b.Right; x++ {
				if n := g.g.At(x, y); n != 0 {
					out = append(out, Clue{X: x, Y: y, N: n})
				}
			}
		}
		return out
	}
	for _, c := range g.clues {
		if b.Contains(c.X, c.Y) {
			out = append(out, c)
		}
	}
	return out
}

// cellList names up to five cells as "(column x, row y)", followed by the verb
// for one cell or many: "cell (column 0, row 1) lies".
func (g *grading) cellList(cells []int, one, many string) string {
	names := verifiers.Listed(len(cells), 5, func(i int) string {
		return fmt.Sprintf("(column %d, row %d)", cells[i]%g.d.Width, cells[i]/g.d.Width)
	})
	n := len(cells)
	return verifiers.Plural(n, "cell", "cells") + " " + names + " " + verifiers.Plural(n, one, many)
}

// failureMode names how the answer went wrong: an empty answer trivializes the
// puzzle; a true partition with a couple of wrong rectangles is a near miss;
// overlaps and holes mean the pieces were placed without fitting them together.
func (g *grading) failureMode() string {
	if len(g.rects) == 0 {
		return verifiers.Trivialized
	}
	partition := len(g.overlaps) == 0 && len(g.uncovered) == 0
	wrong := len(g.clueBad) + len(g.areaBad)
	switch {
	case partition && wrong <= 2:
		return verifiers.NearMiss
	case !partition:
		return verifiers.LocalOnly
	}
	return verifiers.Incorrect
}

// sortedCells is used by the overlay to keep output order stable.
func sortedCells(c []int) []int {
	out := append([]int(nil), c...)
	sort.Ints(out)
	return out
}
