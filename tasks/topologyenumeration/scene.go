package topologyenumeration

import (
	"fmt"

	"github.com/scbench/scbench/scene"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
)

// ordinals name reading positions on the picture.
var ordinals = [4]string{"1st", "2nd", "3rd", "4th"}

// Scene draws the square with each corner marked by its place in the reading
// order, and the reading path as a dashed line from corner to corner.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(2, "Topology enumeration")
	f := cl.Frame{X: 0, Y: 0, Size: 1}
	s.Polys = append(s.Polys, f.Outline(scene.Style{Name: "square", Color: "#ffffff", Layer: "instance"}, scene.Ink))
	path := scene.Lines{Style: scene.Style{Name: "reading order", Color: scene.Faint, Layer: "instance"}, Dashed: true}
	for i, c := range d.CornerOrder {
		s.Labels = append(s.Labels, f.CornerText(c, ordinals[i], scene.Style{Name: c.String(), Color: scene.Ink, Layer: "instance"}, 16))
		if i > 0 {
			ax, ay := f.Corner(d.CornerOrder[i-1])
			bx, by := f.Corner(c)
			path.Segment(ax, ay, 0, bx, by, 0)
		}
	}
	s.Lines = append(s.Lines, path)
	s.Caption = fmt.Sprintf("%d classes; a configuration lists the corner labels in the order %s.", d.Classes, d.CornerOrder.Names())
	cl.Frame2D(s, []cl.Frame{f})
	return s
}
