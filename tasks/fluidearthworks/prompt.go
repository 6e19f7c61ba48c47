package fluidearthworks

import (
	"fmt"
	"strings"
)

// prompt states the world, the plan's form, every rule of the simulation
// (including the settle rule and the order of ties, so that the outcome of a
// plan follows from the prompt alone), the rain schedule and the goal with
// its score.
func prompt(d *Data) string {
	n, c := d.Size, Centre(d.Size)
	var b strings.Builder
	fmt.Fprintf(&b, "You are planning earthworks on a voxel world %d voxels wide (x), %d voxels deep (y) and %d voxels high (z, from 0 at the bottom to %d at the top). "+
		"Every voxel is air, rock or water. The world starts flat: layers z = 0, 1 and 2 are solid rock everywhere, and everything above them is air.\n\n", n, n, Height, Height-1)

	fmt.Fprintf(&b, "Your plan is a list of boxes. A box is given by two opposite corners, xyzMin and xyzMax, both included, and a material, \"Rock\" or \"Air\"; every voxel in the box becomes that material. "+
		"The boxes are applied in the order listed, so where boxes overlap the later one wins. Coordinates are whole voxel indices: x and y from 0 to %d, z from 0 to %d. "+
		"A box that reaches outside the world, or whose xyzMin is greater than its xyzMax on some axis, is skipped, and so is a box of any other material.\n\n", n-1, Height-1)

	b.WriteString("Once the earthworks are done, the rock settles. Rock voxels that touch face to face form one rigid piece, which holds itself up, so caves, tunnels, bridges and overhangs stand. " +
		"A piece that touches no voxel of the bottom layer (z = 0) falls straight down as a whole until one more step would take it into other rock or below the bottom layer; " +
		"the pieces fall one after another until none is left hanging.\n\n")

	fmt.Fprintf(&b, "Then it rains, one drop at a time. Each drop starts in the top layer (z = %d) of its column, even if that voxel is rock, and moves by these rules until it stays or is lost:\n", Height-1)
	b.WriteString("1. A drop in the bottom layer (z = 0) drains away and is lost.\n")
	b.WriteString("2. If the voxel directly below it is air, it falls one layer.\n")
	fmt.Fprintf(&b, "3. Otherwise (rock or water below it) it spreads across its own layer: it can reach every voxel of that layer joined to its own by steps along x or y through voxels that are not rock, "+
		"but it never steps onward from a voxel on the world's edge (x or y equal to 0 or %d). "+
		"If it can reach a voxel off the edge with air directly below, it moves to the nearest such voxel and falls into the air below it. "+
		"Nearest means the fewest steps; among equally near voxels, the one found first by a breadth-first search that tries the neighbours of each voxel in the order +x, -x, +y, -y.\n", n-1)
	b.WriteString("4. Otherwise, if it can reach a voxel on the world's edge (its own counts), it runs off the world and is lost.\n")
	b.WriteString("5. Otherwise it stays where it is: the voxel it is in becomes water. If that voxel is already water or rock (only a drop starting in the top layer can be in one), " +
		"the drop fills the nearest air voxel it can reach in its layer instead (nearest as in rule 3), and is lost if it can reach none.\n\n")

	fmt.Fprintf(&b, "The rain comes in three parts, with c = %d. First one drop on every column: x from 0 to %d, and for each x, y from 0 to %d. "+
		"Then %d rounds of four drops, on columns (c, c), (c+1, c), (c, c+1) and (c+1, c+1) in that order. "+
		"Then more such rounds, until %d rounds in a row have lost all four of their drops. With no earthworks, all the rain runs off the flat world.\n\n",
		c, n-1, n-1, Downpour, Calm)

	b.WriteString("For example, the plan [{\"xyzMin\": [2, 2, 3], \"xyzMax\": [6, 6, 3], \"material\": \"Rock\"}, {\"xyzMin\": [3, 3, 3], \"xyzMax\": [5, 5, 3], \"material\": \"Air\"}] " +
		"lays a 5×5 slab of rock on the ground in layer 3 and clears its middle 3×3 again, leaving a ring of rock that holds 9 voxels of water after the rain.\n\n")

	fmt.Fprintf(&b, "A lake is a set of water voxels joined face to face (along x, y or z). The goal: after the rain, %s\n\n", goalOf(d.Goal).rule(d))

	fmt.Fprintf(&b, "Reply with a JSON object of the form {\"reasoning\": \"...\", \"earthworks\": [{\"xyzMin\": [x, y, z], \"xyzMax\": [x, y, z], \"material\": \"Rock\"}, ...]}, "+
		"with at most %d boxes, material \"Rock\" or \"Air\". You may reason first; put the answer at the end of your reply.", MaxBoxes)
	return b.String()
}
