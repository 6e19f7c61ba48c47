package shikaku

import (
	"fmt"
	"strings"
)

func prompt(d *Data) string {
	g := d.Grid()
	var b strings.Builder
	fmt.Fprintf(&b, "Solve this Shikaku puzzle. The grid is %d columns wide and %d rows tall (%d×%d). ", d.Width, d.Height, d.Height, d.Width)
	b.WriteString("A number in a cell is the area, counted in cells, of the rectangle that must cover that cell; 0 marks a cell without a number. ")
	b.WriteString("The rows are listed from top to bottom, values separated by spaces:\n")
	for _, row := range g.Numbers {
		for x, v := range row {
			if x > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprint(&b, v)
		}
		b.WriteByte('\n')
	}
	b.WriteString("\nCut the grid along the cell lines into rectangles so that every cell lies in exactly one rectangle and every rectangle contains exactly one number, equal to its area.\n\n")
	b.WriteString("Give each rectangle as its bounding box [left_col, top_row, right_col, bottom_row], 0-based and inclusive, with columns counted from the left and rows from the top: ")
	b.WriteString("a single cell in the top-left corner is [0, 0, 0, 0]. ")
	b.WriteString(`Reply with a JSON object of the form {"rectangles": [[left_col, top_row, right_col, bottom_row], ...]}, one box per rectangle, in any order. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}
