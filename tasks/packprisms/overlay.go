package packprisms

import (
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// overlay draws the answer's boxes coloured by size class (sizes not asked for
// in purple), the enclosing box from the origin as a wireframe, the first
// overlapping pair's shared region in red, and boxes with negative coordinates
// outlined in red. A long, thin packing is folded into lengths laid side by
// side (see fold), so that its boxes can be seen.
func (g *grading) overlay() *scene.Scene {
	d := g.d
	s := scene.New(3, "Pack rectangular prisms: graded answer")
	f := newFold(g.boxes, g.ext)
	byClass := make([]scene.Boxes, len(d.Classes))
	for c, cl := range d.Classes {
		byClass[c] = scene.Boxes{Style: scene.Style{Name: fmt.Sprintf("%d×%d×%d", cl.Dims[0], cl.Dims[1], cl.Dims[2]), Color: ClassColor(c), Layer: "answer"}, Edges: true}
	}
	unknown := scene.Boxes{Style: scene.Style{Name: "size not asked for", Color: scene.Surplus, Check: "sizes", Layer: "error"}, Edges: true}
	negative := scene.Boxes{Style: scene.Style{Name: "negative coordinates", Color: scene.Wrong, Check: "non-negative", Layer: "error", Opacity: 0.35}, Edges: true}
	add := f.add
	for i, b := range g.boxes {
		if c := g.class[i]; c >= 0 {
			add(&byClass[c], b)
		} else {
			add(&unknown, b)
		}
	}
	for _, i := range g.negative {
		add(&negative, g.boxes[i])
	}
	for c, b := range byClass {
		if len(b.Min) > 0 {
			s.Boxes = append(s.Boxes, b)
			cl := d.Classes[c]
			s.AddLegend(b.Color, fmt.Sprintf("%d×%d×%d: %d of %d", cl.Dims[0], cl.Dims[1], cl.Dims[2], g.counts[c], cl.Count))
		}
	}
	if len(unknown.Min) > 0 {
		s.Boxes = append(s.Boxes, unknown)
		s.AddLegend(scene.Surplus, "a size that was not asked for")
	}
	if len(negative.Min) > 0 {
		s.Boxes = append(s.Boxes, negative)
		s.AddLegend(scene.Wrong, "box with a negative coordinate")
	}
	if len(g.overlaps) > 0 {
		a, b := g.boxes[g.overlaps[0][0]], g.boxes[g.overlaps[0][1]]
		var shared geom.IntBox
		for k := 0; k < 3; k++ {
			shared.Min[k], shared.Max[k] = max(a.Min[k], b.Min[k]), min(a.Max[k], b.Max[k])
		}
		o := scene.Boxes{Style: scene.Style{Name: "overlap", Color: scene.Wrong, Check: "overlap", Layer: "error"}, Edges: true}
		add(&o, shared)
		s.Boxes = append(s.Boxes, o)
		s.AddLegend(scene.Wrong, fmt.Sprintf("where boxes %d and %d overlap", g.overlaps[0][0], g.overlaps[0][1]))
	}
	frame := scene.Lines{Style: scene.Style{Name: "enclosing box", Color: scene.Ink, Check: "efficiency", Layer: "answer"}, Dashed: true}
	f.frame(&frame, g.ext)
	s.Lines = append(s.Lines, frame)
	s.AddLegend(scene.Ink, "enclosing box from the origin")
	labels, caption := f.labels(g.ext)
	s.Labels = append(s.Labels, labels...)
	s.Caption = caption
	e := f.extent(g.ext)
	c := [3]float64{e[0] / 2, e[1] / 2, e[2] / 2}
	r := max(e[0], e[1], e[2]) + 4
	s.Camera = &scene.Camera{Position: [3]float64{c[0] + float64(0.6*r), c[1] - float64(1.0*r), c[2] + float64(0.8*r)}, Target: c, Up: [3]float64{0, 0, 1}, FOV: 45}
	return s
}
