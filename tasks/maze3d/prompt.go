package maze3d

import (
	"fmt"
	"strings"
)

// Example is the worked example the prompt shows (A at height 5, B at 0).
var Example = []string{"A555", "2B20", "3015", "4555"}

// prompt writes the instance for a model.
func prompt(d *Data) string {
	n := d.Size
	var b strings.Builder
	fmt.Fprintf(&b, "Design a %d×%d maze with A at level %d and B at level %d whose route needs at least %d jumps.\n\n", n, n, d.AHeight, d.BHeight, d.MinJumps)
	b.WriteString("The maze is a height map of square platforms, one character per cell: a digit 0 to 9 gives the cell's height, A marks the start and B the end. ")
	fmt.Fprintf(&b, "In this maze A stands at height %d and B at height %d. What moves are possible depends on the difference in height between cells:\n", d.AHeight, d.BHeight)
	b.WriteString("- Walk: step one cell up, down, left or right, when the two heights differ by at most 1.\n")
	b.WriteString("- Jump: move exactly two cells in a straight line (up, down, left or right), when the take-off and landing cells have the same height and the cell jumped over is at least 2 lower than them. You jump over gaps, never through walls, and never diagonally.\n\n")
	b.WriteString("For example, in this 4×4 maze A is at height 5 and B at height 0:\n\n")
	for _, row := range Example {
		b.WriteString(row)
		b.WriteByte('\n')
	}
	b.WriteString("\n" + exampleRoute + " It only shows the moves: it would not be a valid answer, since height 5 covers half of its cells.\n\n")
	b.WriteString("Rules:\n")
	b.WriteString("- Use only the characters 0-9, A and B; A and B each appear exactly once.\n")
	b.WriteString("- There must be exactly one route from A to B that never visits a cell twice: no alternative routes, and no loops along the route.\n")
	fmt.Fprintf(&b, "- The route must make at least %d jumps.\n", d.MinJumps)
	fmt.Fprintf(&b, "- The route must visit at least 20%% of all cells, A and B included: at least %d of the %d cells.\n", d.MinRouteCells, n*n)
	fmt.Fprintf(&b, "- No single height may cover more than 30%% of the grid: at most %d cells per height, with A and B counted at their heights.\n\n", d.MaxPerHeight)
	fmt.Fprintf(&b, "Reply with the grid only: %d lines of %d characters each, and no other text. If you show any working, put the grid last, alone in a ``` code block; only that block is read.", n, n)
	return b.String()
}

// exampleRoute describes the example's only route (checked by a test).
const exampleRoute = "Its only route starts at A (height 5) and walks right along the top row of 5s, " +
	"jumps down the right-hand column over the 0 to the 5 below it, walks down to the bottom row of 5s and left along it, " +
	"descends the stairs 4, 3, 2 going up the left-hand column, jumps right over B's cell (height 0) to the 2 on the other side, " +
	"then steps down to the 1 below that 2, left to the 0, and up into B: 15 cells and 2 jumps."
