package enumerateedges

import (
	"fmt"
	"strings"

	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/verifiers"
)

func prompt(d *Data) string {
	var b strings.Builder
	b.WriteString(cl.SquaresIntro(d.Squares, d.CornerOrder))
	fmt.Fprintf(&b, " The edges of each square are numbered %s.\n\n", d.EdgeOrder.Numbering())
	b.WriteString("Only the corner labels are known: inside a square the boundaries between classes may be any curves. ")
	b.WriteString("For each square, in the order above, list the pairs of edges that are certainly joined by a class boundary, that is, a boundary curve that enters the square through one edge of the pair and leaves it through the other. ")
	b.WriteString("Write each pair as [i, j] with i < j; the pairs of a square may come in any order. ")
	b.WriteString("When no connection is certain for a square, including a square whose boundaries could be joined in more than one way, give the empty list [] for it.\n\n")
	fmt.Fprintf(&b, `Reply with a JSON object of the form {"edges": [[[i, j], ...], ...]} holding one list of pairs per square, %d %s in the order of the squares. You may reason first; put the answer at the end of your reply.`, len(d.Squares), verifiers.Plural(len(d.Squares), "list", "lists"))
	return b.String()
}
