package twosegments

import (
	"fmt"
	"strconv"
	"strings"
)

// prompt writes the instance for a model from the spec's checklist: the
// region's corners in order, the two segments with endpoints on its boundary,
// the grid if any, the target counts, the tolerances the grader uses, and the
// answer form.
func prompt(d *Data) string {
	var b strings.Builder
	c := d.Corners
	switch d.Square {
	case Unit:
		b.WriteString("Work in the unit square with corners (0, 0), (1, 0), (1, 1) and (0, 1), listed in order around its boundary.\n\n")
	default:
		fmt.Fprintf(&b, "Work in the %s whose corners, listed in order around its boundary, are %s, %s, %s and %s.\n\n", d.Noun(), Point(c[0]), Point(c[1]), Point(c[2]), Point(c[3]))
	}
	fmt.Fprintf(&b, "Draw two straight line segments, each with both of its endpoints on the boundary of this %s. ", d.Noun())
	if len(d.Grid) > 0 {
		vals := make([]string, len(d.Grid))
		for i, g := range d.Grid {
			vals[i] = G(g)
		}
		fmt.Fprintf(&b, "Every endpoint coordinate must be taken from {%s}. ", strings.Join(vals, ", "))
	}
	fmt.Fprintf(&b, "Together with the %s's edges, the two segments must cut its interior into exactly %s, and no other regions.\n\n", d.Noun(), d.Counts.Phrase())

	tol := decimal(d.Tolerance())
	world := "about " + decimal(roundSig(d.worldTol(), 3))
	b.WriteString("How the answer is checked:\n")
	switch d.Square {
	case Unit:
		fmt.Fprintf(&b, "- An endpoint counts as on the boundary when it is within %s of a side's line and no more than %s outside the square. Each endpoint is then rounded to %d decimal places.\n", tol, tol, d.Decimals)
	case Random:
		fmt.Fprintf(&b, "- Positions are measured relative to the square, from 0 to 1 across each side. An endpoint counts as on the boundary when it is within %s side lengths (%s) of a side's line and no more than that outside the square. Each endpoint's relative position is then rounded to %d decimal places.\n", tol, world, d.Decimals)
	case Quad:
		fmt.Fprintf(&b, "- An endpoint counts as on the boundary when it is within %s of a side's line and no more than %s outside the quadrilateral. Each endpoint is then moved onto the nearest side, to the nearest %s of that side's length.\n", tol, tol, decimal(2*d.Tolerance()))
	}
	if len(d.Grid) > 0 {
		fmt.Fprintf(&b, "- A coordinate counts as a grid value when it is within %s of one.\n", tol)
	}
	apart := tol
	if d.Square == Random {
		apart = tol + " side lengths (" + world + ")"
	}
	fmt.Fprintf(&b, "- A segment must not run along a side, and its two endpoints must differ by more than %s in x or in y. Segments may cross or share endpoints.\n", apart)
	where := ""
	if d.Square == Random {
		where = " (as relative positions)"
	}
	fmt.Fprintf(&b, "- Each region is classified by its corners after they are rounded to %d decimal places%s: corners that coincide count once, and a corner where the boundary is straight at that precision does not count. A region with 3 corners is a triangle, 4 a quadrilateral, 5 a pentagon, 6 a hexagon.\n\n", d.Decimals, where)

	b.WriteString(`Reply with a JSON object of the form {"segments": [[[x0, y0], [x1, y1]], [[x2, y2], [x3, y3]]]}, giving the endpoints in the coordinates above. `)
	b.WriteString("You may reason first; put the answer at the end of your reply.")
	return b.String()
}

// decimal writes a number in plain decimal notation: 0.00005, not 5e-05.
func decimal(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// roundSig rounds to n significant digits.
func roundSig(x float64, n int) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'g', n, 64), 64)
	return v
}
