package voxelprojection

import (
	"fmt"
	"strings"
)

// prompt writes the instance for a model.
func prompt(d *Data) string {
	n, k := d.Size, d.Count
	var b strings.Builder
	fmt.Fprintf(&b, "Build a shape out of exactly %d voxels (unit cubes) in a cubic grid of %d×%d×%d cells. ", k, n, n, n)
	fmt.Fprintf(&b, "Write each voxel as integer coordinates (x, y, z), each from 0 to %d. The cell (0, 0, 0) is the bottom-left corner of the grid, and the indices grow from there upward and to the right (x to the right, y away from the viewer, z upward). ", n-1)
	b.WriteString("List every voxel once; no two may be the same cell.\n\n")
	b.WriteString("The shape must satisfy:\n")
	fmt.Fprintf(&b, "- Solid projections: its three orthographic projections, along the x, y and z axes, must each be a full %d×%d square with no holes. In other words, every pair (x, y) occurs in some voxel, every pair (x, z) occurs in some voxel, and every pair (y, z) occurs in some voxel.\n", n, n)
	b.WriteString("- No symmetry: no rotation or reflection of the cube about its centre (other than leaving it unchanged) may map the shape onto itself.\n")
	if digit := d.Digit(); digit >= 0 {
		fmt.Fprintf(&b, "- No voxel may have a coordinate sum x + y + z whose decimal digits include a %d (in this grid that rules out the sums %s).\n", digit, sumList(d.ForbiddenSums))
	}
	b.WriteByte('\n')
	b.WriteString(`Reply with a JSON object of the form {"voxels": [{"xyz": [x, y, z]}, {"xyz": [x, y, z]}, ...]}`)
	fmt.Fprintf(&b, " listing exactly %d voxels. You may reason first; put the answer at the end of your reply.", k)
	return b.String()
}

// sumList writes "7, 17, 27 and 57".
func sumList(s []int) string {
	parts := make([]string, len(s))
	for i, v := range s {
		parts[i] = fmt.Sprint(v)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
