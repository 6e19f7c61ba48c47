package hideandseek

import (
	"fmt"
	"strconv"
	"strings"
)

// prompt writes the instance for a model.
func prompt(d *Data) string {
	h := float64(d.Width / 2)
	var b strings.Builder
	fmt.Fprintf(&b, "A square building stands on flat ground with its centre at the origin: an axis-aligned box %s m wide and %s m deep, %s m tall, filling [%s, %s] × [%s, %s] × [0, %s]. The z axis points up and the ground is the plane z = 0.\n\n",
		n(d.Width), n(d.Width), n(BuildingHeight), n(-h), n(h), n(-h), n(h), n(BuildingHeight))
	fmt.Fprintf(&b, "A sniper's eye is at (%s, %s, %s), looking at the building (towards the point (%s, %s, %s)).\n\n",
		n(d.Sniper[0]), n(d.Sniper[1]), n(d.Sniper[2]), n(d.LookAt[0]), n(d.LookAt[1]), n(d.LookAt[2]))
	fmt.Fprintf(&b, "Hide a crowd of exactly %d people from the sniper. Each person is an axis-aligned box %s m × %s m across and %s m tall, standing on the ground; you choose where the centre (x, y) of each box goes. The rules, each of which must hold:\n",
		d.People, n(PersonSide), n(PersonSide), n(PersonHeight))
	b.WriteString("- everyone stands on the ground (z = 0);\n")
	fmt.Fprintf(&b, "- no person may overlap the building: a person whose centre has both |x| ≤ %s and |y| ≤ %s touches or enters it, and is not allowed;\n", n(h+PersonSide/2), n(h+PersonSide/2))
	fmt.Fprintf(&b, "- people keep apart: the distance between any two centres, √(Δx² + Δy²), must be at least %s m;\n", n(MinSpacing))
	fmt.Fprintf(&b, "- every centre lies within %s m of the building's centre: √(x² + y²) ≤ %s;\n", n(MaxRadius), n(MaxRadius))
	b.WriteString("\n")
	fmt.Fprintf(&b, "The goal, apart from those rules, is that the building hides everyone from the sniper's line of sight. It is scored rather than required: the sniper's view is rendered as an %d × %d pixel perspective image from the eye, looking at (%s, %s, %s) with z up and a vertical field of view of %s° (wide enough to take in everything within %s m of the building). ",
		ImageWidth, ImageHeight, n(d.LookAt[0]), n(d.LookAt[1]), n(d.LookAt[2]), n(FOV), n(MaxRadius))
	fmt.Fprintf(&b, "Each pixel in which the first thing seen is a person costs %s, so the score is 1 − %s × (visible pixels), and never below 0. Breaking any rule, or giving a different number of people, scores 0.\n\n",
		n(PixelCost), n(PixelCost))
	fmt.Fprintf(&b, `Reply with a JSON object of the form {"people": [{"xy": [x, y]}, ...]} with exactly %d entries, positions in metres. You may reason first; put the answer at the end of your reply.`, d.People)
	return b.String()
}

// n writes a number as a person would: no trailing zeros.
func n(x float64) string {
	if x == 0 {
		x = 0
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}
