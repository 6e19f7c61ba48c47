package hamiltonianloop

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/verifiers"
)

// prompt writes the instance for a model.
func prompt(d *Data) string {
	n := d.Size
	var b strings.Builder
	fmt.Fprintf(&b, "Find a closed loop on a square grid of %d×%d unit cells. ", n, n)
	fmt.Fprintf(&b, "A cell is written (x, y): x is its column, counted from 1 at the left, and y is its row, counted from 1 at the top, so 1 ≤ x ≤ %d, 1 ≤ y ≤ %d, and (1, 1) is the top-left cell.\n\n", n, n)
	switch {
	case len(d.Blocked) == 0:
		b.WriteString("Every cell of the grid is open.\n\n")
	case d.Show == ShowList:
		fmt.Fprintf(&b, "%s blocked: the loop must skip %s. Every other cell is open.\n\n", cellSentence(d.Blocked), verifiers.Plural(len(d.Blocked), "it", "them"))
	default:
		fmt.Fprintf(&b, "Some cells are blocked. In this map of the grid, the top-left character is cell (1, 1), rows run from y = 1 at the top to y = %d at the bottom, X marks a blocked cell that the loop must skip, and . marks an open cell:\n\n", n)
		for _, row := range d.Map() {
			b.WriteString(row)
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	b.WriteString("The loop must:\n")
	b.WriteString("- move only between cells that share a side (no diagonal moves, no jumps);\n")
	b.WriteString("- visit every open cell exactly once;\n")
	b.WriteString("- end where it began: the last cell of your list must share a side with the first.\n\n")
	fmt.Fprintf(&b, "There are %d open cells, so list exactly %d cells, in the order the loop visits them. Start at any cell and do not repeat the starting cell at the end. Coordinates are whole numbers.\n\n", d.Cells, d.Cells)
	b.WriteString(`Reply with a JSON object of the form {"steps": [{"xy": [x, y]}, {"xy": [x, y]}, ...]}. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}

// cellSentence names blocked cells: "The cell (3, 3) is", "The cells (3, 3)
// and (3, 4) are", "The cells (5, 3), (12, 3) and (8, 10) are".
func cellSentence(cells [][2]int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = fmt.Sprintf("(%d, %d)", c[0], c[1])
	}
	if len(names) == 1 {
		return "The cell " + names[0] + " is"
	}
	return "The cells " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are"
}
