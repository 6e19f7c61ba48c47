package delaunay

import (
	"fmt"
	"strings"
)

// prompt writes the instance for a model. It states only what is true of the
// points shown: the general-position sentence appears when it was verified.
func prompt(d *Data) string {
	n := len(d.Points)
	var b strings.Builder
	fmt.Fprintf(&b, "Here are %d points in the plane, numbered 0 to %d in the order listed. ", n, n-1)
	b.WriteString("Each coordinate is exact as written.\n")
	b.WriteString("[\n")
	for i, p := range d.Points {
		fmt.Fprintf(&b, "  [%s, %s]", Display(p[0]), Display(p[1]))
		if i < n-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]\n\n")
	switch {
	case d.GeneralPosition():
		b.WriteString("No three of the points lie on one line and no four lie on a common circle with no point inside it, so exactly one triangulation is correct.\n\n")
	case d.Unique:
		b.WriteString("Some three of the points lie exactly on one line (no triangle may have three collinear corners), but no four lie on a common circle with no point inside it, so exactly one triangulation is correct.\n\n")
	default:
		b.WriteString("Some four of the points lie on a common circle with no point inside it, so more than one triangulation has the empty-circle property; any of them is accepted.\n\n")
	}
	b.WriteString("Find the Delaunay triangulation of the points: the triangulation in which no point lies strictly inside the circumcircle of any triangle. ")
	b.WriteString("Its triangles cover the convex hull of the points exactly, with no gaps and no overlaps, and every point is a corner of some triangle.\n\n")
	b.WriteString("Write each triangle as the three indices of its corners in increasing order, and list every triangle exactly once. ")
	b.WriteString(`Reply with a JSON object of the form {"triangles": [[i, j, k], ...]}. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}
