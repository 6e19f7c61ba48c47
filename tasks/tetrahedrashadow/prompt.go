package tetrahedrashadow

import (
	"fmt"
	"strings"
)

// prompt writes the instance for a model.
func prompt(d *Data) string {
	var b strings.Builder
	b.WriteString("A regular tetrahedron with all six edges of length 1 is defined in its own model frame by this OpenSCAD polyhedron:\n\n")
	b.WriteString("polyhedron(\n")
	b.WriteString("  points = [[0, 0, 0], [1, 0, 0], [0.5, sqrt(3)/2, 0], [0.5, sqrt(3)/6, sqrt(2/3)]],\n")
	b.WriteString("  faces  = [[0, 2, 1], [0, 1, 3], [1, 2, 3], [2, 0, 3]]\n")
	b.WriteString(");\n\n")
	b.WriteString("It stands on the plane z = 0 on one face, and its edge from point 0 to point 1 lies on the x axis.\n\n")

	b.WriteString("You place copies of this tetrahedron, as many as you like. Each copy is given by seven numbers x, y, z, q0, q1, q2, q3. ")
	b.WriteString("The copy is first rotated by the quaternion q0 + q1·i + q2·j + q3·k (q0 is the scalar part), about the point (0, 0, 0) of the model frame, which is point 0 of the tetrahedron and not its centre; ")
	b.WriteString("it is then moved by (x, y, z). The quaternion should have unit length; one that does not is normalised before it is used, but see the scoring below.\n\n")

	where := ", centred at the origin"
	if strings.Contains(d.Description, " origin") || strings.Contains(d.Description, "placed as") {
		where = "" // the description places it
	}
	if d.Turn != 0 {
		// Say that the shape is turned before describing it, so that "sides
		// parallel to the axes" is read as the shape before the turn.
		fmt.Fprintf(&b, "The target is a shape turned %d° counter-clockwise about the origin; before the turn it is %s%s. Exactly, it is %s. Its area is %s.\n\n", d.Turn, d.Description, where, d.Definition, num(d.Area))
	} else {
		fmt.Fprintf(&b, "The target is %s%s. Exactly, it is %s. Its area is %s.\n\n", d.Description, where, d.Definition, num(d.Area))
	}
	b.WriteString("Arrange the tetrahedra so that their shadow straight down onto the plane z = 0 (the orthographic projection of all of them along the z axis) covers the target completely and nothing outside it. ")
	b.WriteString("Height only matters for keeping tetrahedra apart: a tetrahedron casts the same shadow at any z, even partly or wholly below z = 0. ")
	b.WriteString("No two tetrahedra may intersect; touching counts as intersecting, even at a single point, so leave a gap.\n\n")

	b.WriteString("Scoring. Let T be the target's area, S the area of the shadow and C the area of the shadow that lies inside the target. The score is\n")
	b.WriteString("  P·C/T − (S + T − 2C)/(2T),\n")
	b.WriteString("so target left uncovered and shadow outside the target both cost points, and extra tetrahedra earn nothing by themselves: only the shadow counts, never the number of tetrahedra. ")
	b.WriteString("P is 1, with two exceptions: if the squared length q0² + q1² + q2² + q3² of any quaternion differs from 1 by more than 0.01, P is 0.25; otherwise, if any two tetrahedra intersect or touch, P is 0.5.")
	if d.Divisor < 1 {
		fmt.Fprintf(&b, " For this target the score is then divided by %s and capped at 1, so a score of %s or more earns full marks.", num(d.Divisor), num(d.Divisor))
	}
	b.WriteString(" Scores below 0 count as 0.\n\n")

	fmt.Fprintf(&b, "Use at most %d tetrahedra, and keep every number of every transform between -%d and %d.\n\n", MaxTetrahedra, MaxCoordinate, MaxCoordinate)
	b.WriteString(`Reply with a JSON object of the form {"tetrahedrons": [{"x": 0.0, "y": 0.0, "z": 0.0, "q0": 1.0, "q1": 0.0, "q2": 0.0, "q3": 0.0}, ...]}, one object per tetrahedron. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}
