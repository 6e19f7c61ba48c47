package classifybehaviour

import (
	"fmt"
	"strings"

	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/verifiers"
)

func prompt(d *Data) string {
	var b strings.Builder
	b.WriteString(cl.SquaresIntro(d.Squares, d.CornerOrder))
	b.WriteString("\n\nOnly the corner labels are known: inside a square the boundaries between classes may be any curves. ")
	b.WriteString("Classify the topological behaviour of each square, in the order above, with exactly one of these three labels:\n")
	b.WriteString(`- "known behaviour": the edge connections made by the class boundaries are determined by the corner labels;` + "\n")
	b.WriteString(`- "three domains meeting": the edge connections are determined, and three distinct classes meet at a point inside the square;` + "\n")
	b.WriteString(`- "ambiguous": more than one valid topology is possible.` + "\n")
	b.WriteString("Write each label exactly as quoted above: lower case, British spelling (behaviour), no extra spaces.\n\n")
	fmt.Fprintf(&b, `Reply with a JSON object of the form {"labels": ["...", ...]} holding %d %s, one per square in the order of the squares. You may reason first; put the answer at the end of your reply.`, len(d.Squares), verifiers.Plural(len(d.Squares), "label", "labels"))
	return b.String()
}
