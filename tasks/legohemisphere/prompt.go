package legohemisphere

import (
	"fmt"
	"strconv"
	"strings"
)

// cm writes a length in whole millimetres as centimetres ("7", "7.3").
func cm(mm int) string {
	return strconv.FormatFloat(float64(mm)/10, 'f', -1, 64)
}

func prompt(d *Data) string {
	var b strings.Builder
	b.WriteString("You have as many standard 2×4 Lego bricks as you like. On its own a brick measures " +
		"31.8 × 15.8 × 11.4 mm, but the studs on its top fit into the underside of the brick above, so " +
		"bricks stack on a 32 × 16 × 9.6 mm pitch. Each brick has 8 studs, 2 by 4, on an 8 mm grid.\n\n")

	b.WriteString("Each brick is given by its centroid (the centre of its 32 × 16 × 9.6 mm box, x, y, z " +
		"in mm) and its rotation about the vertical axis in degrees, counter-clockwise seen from above; " +
		"at 0° its long side runs along x. For example:\n" +
		"- a brick at (0, 0, 4.8) rotated 90° rests on the ground, centred on the origin;\n" +
		"- a brick at (0, 0, 14.4) rotated 180° sits on it and locks on with 4 of its 8 studs;\n" +
		"- a brick at (24, 0, 24) rotated 0° grips 2 studs of the second brick and overhangs it by 75%;\n" +
		"- that third brick could not go at (22, 0, 24): it would collide with 2 studs of the brick below.\n\n")

	fmt.Fprintf(&b, "Build a structure that resembles a hemispherical shell with an inner radius of %s cm and an "+
		"outer radius of %s cm, centred on the origin, its dome rising above the ground (z = 0). A perfect "+
		"curve is impossible with bricks: the structure is judged by how little its volume differs from "+
		"the shell's, so holes and missing bricks cost you, and so do bricks sticking out of the shell.\n\n",
		cm(d.InnerMM), cm(d.OuterMM))

	b.WriteString("The structure must be buildable. The bricks stand on a flat surface with no base plate: bricks " +
		"on the ground may take any position and orientation, but every other brick must be held by normal " +
		"Lego connections, and nothing may float, overlap or topple. Two parts that would each fall over do " +
		"not become stable by leaning on each other. Precisely:\n" +
		"1. Layers: a brick in layer n (n = 0, 1, 2, …) has its centroid at z = 4.8 + 9.6n mm, within 0.96 mm; " +
		"layer 0 stands on the ground, and nothing goes lower.\n" +
		"2. Every brick reaches into the shell: none lies wholly inside the inner sphere or wholly outside the outer one.\n" +
		"3. No brick is listed twice, and no two bricks of a layer reach more than 0.5 mm into each other.\n" +
		"4. Studs line up: in its own frame a brick's studs are at x = −12, −4, 4, 12 and y = −4, 4 mm. Where the " +
		"footprints of bricks in neighbouring layers overlap (by more than 0.5 mm), every stud of the upper brick " +
		"must be within 0.5 mm (along each of the lower brick's axes) of a point of the lower brick's 8 mm stud grid, " +
		"so their rotations differ by a multiple of 90°. Every brick of a connected part must be on the grid of the " +
		"part's first-listed brick in the same way.\n" +
		"5. Connections: a brick is held by a brick of the layer below when at least one stud of the lower brick lies " +
		"under it. Every brick must be linked to a brick of layer 0 through a chain of such connections (it may hang " +
		"from a brick above it).\n" +
		"6. Stability: for each connected part, the average of its bricks' centroids (every brick weighs the same) " +
		"must lie, seen from above, within the convex hull of the footprints of its bricks in layer 0.\n\n")

	b.WriteString("Scoring: an answer that breaks any of these rules scores 0. Otherwise let c be the fraction of the " +
		"shell's volume the bricks fill and e the volume of brick outside the shell as a fraction of the shell's " +
		"volume; the raw score is 1.5c − 0.5 − 0.5e, and the score is the raw score divided by 0.65, capped at 1 " +
		"(and never below 0). So with no brick outside the shell, filling 77% of it earns full marks. The shell is " +
		"measured as the upper half of the difference of two polygonal spheres of 16 segments around and 8 rings, " +
		"their vertices on the true spheres. A structure whose brick count differs by 1000 or more from the number " +
		"of bricks the shell's volume would hold loses a further 0.5 from its raw score.\n\n")

	b.WriteString(`Reply with a JSON object of the form {"reasoning": "...", "bricks": [{"Centroid": [x, y, z], "RotationDegrees": r}, ...]}, ` +
		"one entry per brick, with coordinates in mm relative to the origin. You may reason first; put the answer at the end of your reply.")
	return b.String()
}
