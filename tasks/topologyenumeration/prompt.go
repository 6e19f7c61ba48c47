package topologyenumeration

import (
	"fmt"
	"strings"
)

func prompt(d *Data) string {
	var b strings.Builder
	fmt.Fprintf(&b, "A unit square carries a class label at each of its four corners. The corners are read in the order %s. ", d.CornerOrder.Names())
	b.WriteString("Labels are class numbers drawn from {0, 1, 2, ...}; different numbers mean different classes. ")
	b.WriteString("Inside the square the regions of the classes may be separated by any continuous curves: the four corner labels are the only thing known.\n\n")
	fmt.Fprintf(&b, "Exactly %d distinct classes occur somewhere in or on the square.\n\n", d.Classes)
	if d.Classes == 2 {
		b.WriteString("List every corner-label configuration (a 4-tuple giving the labels in the corner order above) that is enough on its own to guarantee that the 2 classes meet somewhere inside the square.\n\n")
	} else {
		fmt.Fprintf(&b, "List every corner-label configuration (a 4-tuple giving the labels in the corner order above) that is enough on its own to guarantee that the %d classes meet at a single point strictly inside the square.\n\n", d.Classes)
	}
	b.WriteString("Configurations that differ only by a renaming of the labels are the same configuration: list each of them once, in canonical form, ")
	b.WriteString("obtained by relabelling in order of first appearance from left to right (the first label becomes 0, the next new label 1, and so on). ")
	b.WriteString("The order of the tuples in your list does not matter.\n\n")
	b.WriteString(`Reply with a JSON object of the form {"configs": [[a, b, c, d], ...]}, one 4-tuple of integer labels per configuration. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}
