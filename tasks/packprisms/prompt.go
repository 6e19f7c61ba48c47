package packprisms

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/verifiers"
)

func prompt(d *Data) string {
	var b strings.Builder
	b.WriteString("Pack the following rectangular prisms as tightly as you can, into the smallest possible volume:\n")
	for _, c := range d.Classes {
		fmt.Fprintf(&b, "- %s of %d×%d×%d\n", verifiers.Count(c.Count, "prism", "prisms"), c.Dims[0], c.Dims[1], c.Dims[2])
	}
	fmt.Fprintf(&b, "\nThat is %d prisms with a total volume of %d. ", d.Count(), d.Volume())
	b.WriteString("Every prism must be placed, and no two may overlap (touching faces is fine). ")
	b.WriteString("A prism may be turned so that any of its sides runs along any axis (orthogonal rotations only), and it stays aligned with the axes. ")
	b.WriteString("Give each prism as the two opposite corners of its box, XyzMin and XyzMax, with integer coordinates that are 0 or more; the box's extents along x, y and z must be its three side lengths in some order.\n\n")
	b.WriteString("The packing is measured by the enclosing box from the origin [0, 0, 0] to [maxX, maxY, maxZ], the largest XyzMax coordinates on each axis. ")
	fmt.Fprintf(&b, "Its efficiency is %d divided by maxX·maxY·maxZ: a perfect packing fills its enclosing box exactly, so that the box's volume is exactly %d. Unused space counts against you, so aim to eliminate it. ", d.Volume(), d.Volume())
	if d.Target >= 1 {
		b.WriteString("Your score is the efficiency itself: only a perfect packing earns full marks.\n\n")
	} else {
		fmt.Fprintf(&b, "An efficiency of %s%% or more earns full marks; below that the score is the efficiency divided by %s.\n\n", d.TargetPercent(), strconv.FormatFloat(d.Target, 'f', -1, 64))
	}
	b.WriteString(`Reply with a JSON object of the form {"boxes": [{"XyzMin": [x0, y0, z0], "XyzMax": [x1, y1, z1]}, ...]}, one entry per prism. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}

// TargetPercent writes the target as a percentage with at most one decimal
// ("95", "93.2"), from its value in thousandths.
func (d *Data) TargetPercent() string {
	pm := int64(math.Round(d.Target * 1000))
	if pm%10 == 0 {
		return strconv.FormatInt(pm/10, 10)
	}
	return fmt.Sprintf("%d.%d", pm/10, pm%10)
}
