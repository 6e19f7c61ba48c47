package csgunion

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/geom/mesh"
)

// prompt states the instance. Every statement about the solids (how they
// touch or overlap) is computed from the data.
func prompt(d *Data) string {
	var b strings.Builder
	b.WriteString("You will describe a solid as a polyhedron in JSON: a list of vertices, each with its \"xyz\" coordinates, and a list of faces, each giving the indices of its vertices (numbered from 0 in the order listed). ")
	b.WriteString("For example, this is the cube from (-1, -1, -1) to (1, 1, 1):\n\n")
	b.WriteString(cubeExample)
	b.WriteString("\n\nEach face of this cube has 4 vertices, listed counter-clockwise as seen from outside the cube, so that by the right-hand rule every face's normal points outwards.\n\n")

	fmt.Fprintf(&b, "Here are %d solids, with every length in centimetres:\n", len(d.Primitives))
	round := false
	for i, p := range d.Primitives {
		fmt.Fprintf(&b, "%d. %s.\n", i+1, capital(p.Describe()))
		round = round || p.isRound()
	}
	b.WriteString("\n")
	if rel := d.relations().sentences(); rel != "" {
		b.WriteString(rel + "\n\n")
	}
	if round {
		b.WriteString(roundRules + "\n\n")
	}
	b.WriteString("Angles of rotation follow the right-hand rule around their axis.\n\n")

	b.WriteString("Give one polyhedron that is exactly the union of all these solids. Its faces must be consistently oriented, counter-clockwise seen from outside as in the example. ")
	b.WriteString("It must have no internal geometry: no faces inside the solid and none passing through it, and no face may cross or touch another except along their shared edges and corners. ")
	b.WriteString("A face may have more than 4 vertices. ")
	fmt.Fprintf(&b, "Every face must be flat (each vertex within %g of the plane through the face's first three vertices) and have an area; ", mesh.PlanarTolerance)
	fmt.Fprintf(&b, "no two vertices may have the same position to %d decimal places, and no vertex should be redundant. ", mesh.DuplicateDecimals)
	b.WriteString("The surface must be watertight: every edge belongs to exactly two faces, which use it in opposite directions. A mesh that breaks any of these rules scores 0.\n\n")

	b.WriteString("A valid polyhedron is scored by volume: with V the volume of the true union, A the volume of your polyhedron and C the volume they have in common, ")
	b.WriteString("the score is (C - (A + V - 2C)/2) / V, between 0 and 1, and any score above 0.95 counts as 1.\n\n")
	b.WriteString(`Reply with a JSON object of the form {"polyhedron": {"vertex": [{"xyz": [x, y, z]}, ...], "faces": [{"vertex": [i, j, k, ...]}, ...]}}. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}

// cubeExample is the worked example of the answer format.
const cubeExample = `{"polyhedron": {
  "vertex": [{"xyz": [-1, -1, -1]}, {"xyz": [1, -1, -1]}, {"xyz": [1, 1, -1]}, {"xyz": [-1, 1, -1]},
             {"xyz": [-1, -1, 1]}, {"xyz": [1, -1, 1]}, {"xyz": [1, 1, 1]}, {"xyz": [-1, 1, 1]}],
  "faces": [{"vertex": [3, 2, 1, 0]}, {"vertex": [4, 5, 6, 7]}, {"vertex": [0, 1, 5, 4]},
            {"vertex": [7, 6, 2, 3]}, {"vertex": [3, 0, 4, 7]}, {"vertex": [1, 2, 6, 5]}]}}`

// roundRules says exactly which polyhedra the round solids are (OpenSCAD's
// tessellation).
const roundRules = "The round solids are exactly the polyhedra OpenSCAD makes for them. " +
	"A circle of radius r approximated with n sides is the regular n-gon inscribed in it, with corner k (k = 0, …, n-1) at angle 360°·k/n counter-clockwise from the +x axis, so corner 0 is at (r, 0); the stated radius is the distance from the centre to each corner. " +
	"A prism joins two such polygons at its two ends with flat rectangular sides, and a cone joins one to its apex with flat triangles. " +
	"A sphere of radius r with n segments has m = ceil(n/2) rings: ring i (i = 0, …, m-1) lies at the polar angle θ = 180°·(i + 0.5)/m from the +z axis, at height r·cos θ, and is the n-gon of radius r·sin θ placed as above. " +
	"The top and bottom rings are closed by flat n-sided faces, and neighbouring rings are joined by flat quadrilaterals between corresponding corners."
