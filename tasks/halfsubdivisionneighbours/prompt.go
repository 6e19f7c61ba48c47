package halfsubdivisionneighbours

import (
	"fmt"
	"strings"
)

// prompt writes the instance for a model, from the spec's checklist: what the
// tree means, the axis cycle, the tree itself, the target, what counts as a
// neighbour, and the answer form.
func prompt(d *Data) string {
	n := len(d.AxisCycle)
	var b strings.Builder
	if d.Dimension == 2 {
		b.WriteString("The unit square [0, 1] × [0, 1] has been cut into rectangles by repeated halving, and the binary tree below records the cuts.\n\n")
	} else {
		b.WriteString("The unit cube [0, 1] × [0, 1] × [0, 1] has been cut into boxes by repeated halving, and the binary tree below records the cuts.\n\n")
	}
	fmt.Fprintf(&b, "The root, written \"\", is the whole %s. A node with children is cut into two equal halves across one axis, and which axis depends only on the node's depth: ", d.Noun())
	fmt.Fprintf(&b, "going down the tree, the axes follow the cycle %s, so a node at depth k (the root has depth 0) is cut along entry k mod %d of the cycle, counting entries from 0. ", d.CycleText(), n)
	b.WriteString("A child's label is its parent's label followed by one digit: 0 for the lower half (smaller coordinates along the cut axis), 1 for the upper half. ")
	fmt.Fprintf(&b, "The leaves, the nodes without children, tile the %s without overlapping.\n\n", d.Noun())
	b.WriteString("The tree:\n\n```\n")
	b.WriteString(d.TreeText())
	b.WriteString("\n```\n\n")
	fmt.Fprintf(&b, "Target leaf: %s\n\n", d.Target)
	if d.Dimension == 2 {
		b.WriteString("List every leaf whose rectangle shares a boundary segment of positive length with the target's rectangle. Leaves that touch the target only at a corner do not count.\n\n")
	} else {
		b.WriteString("List every leaf whose box shares a face with the target's box, that is, a piece of boundary of positive area. Leaves that touch the target only along an edge or at a corner do not count.\n\n")
	}
	b.WriteString(`Reply with a JSON object of the form {"neighbors": ["0110", "10", ...]} that lists the label of every such leaf once, as a string, in any order. `)
	b.WriteString("You may reason first; put the answer at the end of your reply.")
	return b.String()
}
