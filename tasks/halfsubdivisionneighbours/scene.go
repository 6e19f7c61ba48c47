package halfsubdivisionneighbours

import (
	"github.com/scbench/scbench/scene"
)

// TargetColor marks the target cell in every picture of this task.
const TargetColor = scene.Ink

// labelledLeaves is the most leaves whose labels a 2D picture prints on them.
const labelledLeaves = 64

// Scene draws every leaf outlined (in 3D as faint boxes) and the target filled.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(d.Dimension, "Half-subdivision neighbours")
	if d.Dimension == 2 {
		s.Ortho2D(-0.05, -0.05, 1.05, 1.05)
		outline := scene.Lines{Style: scene.Style{Name: "leaves", Color: scene.Faint, Layer: "instance"}}
		for _, l := range d.Leaves {
			lo, hi := d.BoxOf(l).Float()
			outline.Segment(lo[0], lo[1], 0, hi[0], lo[1], 0)
			outline.Segment(hi[0], lo[1], 0, hi[0], hi[1], 0)
			outline.Segment(hi[0], hi[1], 0, lo[0], hi[1], 0)
			outline.Segment(lo[0], hi[1], 0, lo[0], lo[1], 0)
		}
		s.Lines = append(s.Lines, outline)
		if len(d.Leaves) <= labelledLeaves {
			for _, l := range d.Leaves {
				if l != d.Target {
					s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Faint, Layer: "instance"}, Text: l, At: d.Centre(l), Size: 10})
				}
			}
		}
	} else {
		s.Camera = &scene.Camera{Position: [3]float64{2.6, -1.9, 2.1}, Target: [3]float64{0.5, 0.5, 0.5}, Up: [3]float64{0, 0, 1}, FOV: 40}
		all := scene.Boxes{Style: scene.Style{Name: "leaves", Color: scene.Faint, Opacity: 0.06, Layer: "instance"}, Edges: true}
		for _, l := range d.Leaves {
			addBox(&all, d.BoxOf(l))
		}
		s.Boxes = append(s.Boxes, all)
	}
	d.AddCells(s, []string{d.Target}, scene.Style{Name: "target " + d.Target, Color: TargetColor, Opacity: 0.8, Layer: "instance"})
	s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Wrong, Layer: "instance"}, Text: "target " + d.Target, At: d.Centre(d.Target)})
	s.AddLegend(TargetColor, "target leaf")
	s.Caption = "Target leaf " + d.Target + "; axis cycle " + d.CycleText()
	return s
}

// AddCells draws the cells named by labels with one style: filled rectangles
// in 2D, boxes in 3D. Labels must be binary strings of at most maxScale digits.
func (d *Data) AddCells(s *scene.Scene, labels []string, st scene.Style) {
	if len(labels) == 0 {
		return
	}
	if d.Dimension == 2 {
		for _, l := range labels {
			lo, hi := d.BoxOf(l).Float()
			p := scene.Rect(lo[0], lo[1], hi[0], hi[1], 0.01, st)
			p.Outline = st.Color
			s.Polys = append(s.Polys, p)
		}
		return
	}
	bs := scene.Boxes{Style: st, Edges: true}
	for _, l := range labels {
		addBox(&bs, d.BoxOf(l))
	}
	s.Boxes = append(s.Boxes, bs)
}

func addBox(bs *scene.Boxes, b Box) {
	lo, hi := b.Float()
	bs.Add(lo[0], lo[1], lo[2], hi[0]-lo[0], hi[1]-lo[1], hi[2]-lo[2])
}

// Centre returns the middle of a cell (z = 0 in 2D).
func (d *Data) Centre(label string) [3]float64 {
	lo, hi := d.BoxOf(label).Float()
	c := [3]float64{(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2}
	if d.Dimension == 2 {
		c[2] = 0
	}
	return c
}
