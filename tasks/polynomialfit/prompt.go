package polynomialfit

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/verifiers"
)

// prompt writes the instance for a model: the grid (as text, or a note that it
// is in the attached image), the coordinate convention, the rule, the allowed
// grammar with an example, how the answer is scored, and the answer form.
func prompt(d *Data) string {
	n := d.Size
	pos, neg := "'#'", "'.'"
	var b strings.Builder
	if d.Image {
		pos, neg = "black", "white"
		fmt.Fprintf(&b, "Here is %s %d×%d grid representing a partition of the plane into two regions. It is shown in the attached image %s, where each cell is %s %d×%d block of pixels: black cells and white cells.\n\n", verifiers.Article(n), n, n, AttachmentName, verifiers.Article(d.Scale), d.Scale, d.Scale)
	} else {
		fmt.Fprintf(&b, "Here is %s %d×%d grid representing a partition of the plane into two regions, '#' cells and '.' cells:\n\n", verifiers.Article(n), n, n)
		for _, row := range d.Rows {
			b.WriteString(row + "\n")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "Coordinates: the top-left cell is (0, 0); x is the column, counted to the right, and y is the row, counted downwards; both are integers from 0 to %d.\n\n", n-1)
	fmt.Fprintf(&b, "Find a function f(x, y) with f(x, y) > 0 on every %s cell and f(x, y) ≤ 0 on every %s cell. ", pos, neg)
	b.WriteString("f is a polynomial of whatever degree you need; cross terms such as x*y, x**2*y and x*y**2 are allowed.\n\n")
	b.WriteString("Write f as a Python function using only the operators + - * / and **, parentheses, numbers, the coordinates x and y, and the words def and return: ")
	b.WriteString("no type annotations, casts, conditionals, comparisons, other functions or names, extra variables, comments or anything else. ")
	fmt.Fprintf(&b, "Exponents must be whole numbers between -%d and %d, and f may be at most %d characters long with at most %d operations (each +, -, *, / and ** counts once; a repeated identical subexpression counts once). For example:\n\n", ExponentLimit, ExponentLimit, SourceLimit, OperationLimit(n))
	b.WriteString("def f(x, y):\n    return x**2 + 3*y**2 - 4*x*y - 145\n\n")
	fmt.Fprintf(&b, "f is evaluated exactly, with rational arithmetic, at every one of the %d cells; a cell where f divides by zero counts as wrong. ", n*n)
	b.WriteString("The score is (fraction of cells classified correctly)^4, and 0 if fewer than 75% of the cells are right or if f puts every cell in the same region.\n\n")
	b.WriteString(`Reply with a JSON object of the form {"reasoning": "...", "function": "def f(x, y):\n    return ..."}. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}
