package hypersnake

import (
	"fmt"
	"strings"
)

func prompt(d *Data) string {
	dim := len(d.Size)
	var b strings.Builder
	fmt.Fprintf(&b, "Let's play Snake, the classic arcade game, but in %d dimensions. ", dim)
	fmt.Fprintf(&b, "The board is a grid of %s cells (%d cells in all): axis i has size[i] cells, with size = %s. ", FormatSize(d.Size), NewGrid(d.Size).Cells(), FormatCell(d.Size))
	fmt.Fprintf(&b, "A cell is written as a list of %d integer coordinates in axis order, coordinate i running from 0 to size[i] − 1. ", dim)
	fmt.Fprintf(&b, "The snake starts in cell %s.\n\n", FormatCell(d.Start))
	b.WriteString("Rules:\n")
	fmt.Fprintf(&b, "- Each move goes to a neighbouring cell along one of the %d axes: exactly one coordinate changes, by +1 or −1. Changing two or more coordinates at once (a diagonal move) is not allowed.\n", dim)
	b.WriteString("- The snake never enters a cell it has already visited, the start cell included.\n")
	b.WriteString("- The game is over as soon as the snake has no free cell left to move to, leaves the grid, or runs into itself.\n")
	if len(d.Walls) > 0 {
		fmt.Fprintf(&b, "- These cells are walls; the snake must never enter them: %s.\n", FormatCells(d.Walls))
	}
	if len(d.Food) > 0 {
		fmt.Fprintf(&b, "- These cells hold food; collect all of it by passing through them: %s.\n", FormatCells(d.Food))
	}
	total := d.FreeCells()
	b.WriteString("\nScoring: ")
	if len(d.Walls) > 0 {
		fmt.Fprintf(&b, "your score is the number of cells on your path (the start included) divided by %d (the cells that are not walls), divided again by 0.98 and capped at 1: a path through 98%% of the free cells (here at least %d cells) earns full marks. ", total, d.FullLength())
	} else {
		fmt.Fprintf(&b, "your score is the number of cells on your path (the start included) divided by %d, the number of cells: only a path through every cell earns full marks. ", total)
	}
	if len(d.Food) > 0 {
		b.WriteString("If k food cells are left uneaten, the score is then divided by k + 1. ")
	}
	b.WriteString("A path that breaks any rule scores 0.\n\n")
	fmt.Fprintf(&b, "Give the whole path as the list of cells the snake occupies, in order; the first cell must be the start %s. Keep going for as long as you can. ", FormatCell(d.Start))
	fmt.Fprintf(&b, `Reply with a JSON object of the form {"path": [{"pos": %s}, {"pos": [...]}, ...]}. You may reason first; put the answer at the end of your reply.`, FormatCell(d.Start))
	return b.String()
}
