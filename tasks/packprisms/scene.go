package packprisms

import (
	"fmt"

	"github.com/scbench/scbench/scene"
)

// ClassColor is the colour of size class i.
func ClassColor(i int) string { return scene.Palette[i%len(scene.Palette)] }

// Scene shows one prism of each size side by side along x, coloured by class,
// each labelled with its count and sides.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, fmt.Sprintf("Pack rectangular prisms: %d prisms, volume %d", d.Count(), d.Volume()))
	x := 0.0
	top := 0.0
	for i, c := range d.Classes {
		b := scene.Boxes{Style: scene.Style{Name: fmt.Sprintf("%d×%d×%d", c.Dims[0], c.Dims[1], c.Dims[2]), Color: ClassColor(i), Layer: "instance"}, Edges: true}
		w, dp, h := float64(c.Dims[0]), float64(c.Dims[1]), float64(c.Dims[2])
		b.Add(x, 0, 0, w, dp, h)
		s.Boxes = append(s.Boxes, b)
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"}, Text: fmt.Sprintf("%d × (%d×%d×%d)", c.Count, c.Dims[0], c.Dims[1], c.Dims[2]), At: [3]float64{x + float64(w/2), dp / 2, h + 1}})
		s.AddLegend(ClassColor(i), fmt.Sprintf("%d prisms of %d×%d×%d", c.Count, c.Dims[0], c.Dims[1], c.Dims[2]))
		x += w + 2
		top = max(top, h, dp)
	}
	if d.Target >= 1 {
		s.Caption = "A perfect packing is deemed possible: the score is the efficiency itself."
	} else {
		s.Caption = "Full marks at " + d.TargetPercent() + "% efficiency."

	}
	c := [3]float64{x / 2, top / 2, top / 2}
	r := max(x, top) + 4
	s.Camera = &scene.Camera{Position: [3]float64{c[0] + float64(0.3*r), c[1] - float64(1.1*r), c[2] + float64(0.7*r)}, Target: c, Up: [3]float64{0, 0, 1}, FOV: 45}
	return s
}
