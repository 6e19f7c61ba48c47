package halfsubdivisionneighbours

import (
	"github.com/scbench/scbench/scene"
)

// TargetColor marks the target cell, its label and its legend entry in every
// picture of this task: one opaque colour, so that what the legend shows is
// what the picture shows.
const TargetColor = "#17324d"

// labelledLeaves is the most leaves whose labels a 2D picture prints on them.
const labelledLeaves = 64

// Scene draws the subdivision with the target filled. In 2D every leaf is
// outlined. In 3D, where a whole cube of translucent leaves is a murky stack,
// the picture is a slice around the target: the leaves within one target's
// width of it, as wireframes cut to that neighbourhood, with the unit cube
// outlined for orientation (a context layer the view does not frame).
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
		lo, hi := d.neighbourhood()
		near := scene.Lines{Style: scene.Style{Name: "leaves near the target", Color: "#7d8794", Opacity: 0.7, Layer: "instance"}}
		for _, l := range d.Leaves {
			a, b := d.BoxOf(l).Float()
			if clip(&a, &b, lo, hi) {
				edges(&near, a, b)
			}
		}
		s.Lines = append(s.Lines, near)
		cube := scene.Lines{Style: scene.Style{Name: "the unit cube", Color: scene.Faint, Opacity: 0.6, Layer: "context"}, Dashed: true}
		edges(&cube, [3]float64{0, 0, 0}, [3]float64{1, 1, 1})
		s.Lines = append(s.Lines, cube)
	}
	d.AddCells(s, []string{d.Target}, scene.Style{Name: "target " + d.Target, Color: TargetColor, Layer: "instance"})
	s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: TargetColor, Layer: "instance"}, Text: "target " + d.Target, At: d.Centre(d.Target), Size: 13})
	s.AddLegend(TargetColor, "target leaf")
	s.Caption = "Target leaf " + d.Target + "; axis cycle " + d.CycleText()
	if d.Dimension == 3 {
		s.Caption += ". Shown: the leaves within one target's width of it (grey wireframes) and the unit cube (dashed)."
	}
	return s
}

// neighbourhood is the box around the target that a 3D picture shows: the
// target grown by its own size on every side, within the unit cube.
func (d *Data) neighbourhood() (lo, hi [3]float64) {
	a, b := d.BoxOf(d.Target).Float()
	for k := 0; k < 3; k++ {
		w := b[k] - a[k]
		lo[k], hi[k] = max(0, a[k]-w), min(1, b[k]+w)
	}
	return lo, hi
}

// clip cuts the box [a, b] to [lo, hi]; false when nothing is left.
func clip(a, b *[3]float64, lo, hi [3]float64) bool {
	for k := 0; k < 3; k++ {
		a[k], b[k] = max(a[k], lo[k]), min(b[k], hi[k])
		if a[k] >= b[k] {
			return false
		}
	}
	return true
}

// edges adds the twelve edges of the box [a, b].
func edges(l *scene.Lines, a, b [3]float64) {
	c := func(i int) [3]float64 {
		p := a
		for k := 0; k < 3; k++ {
			if i>>k&1 == 1 {
				p[k] = b[k]
			}
		}
		return p
	}
	for i := 0; i < 8; i++ {
		for k := 0; k < 3; k++ {
			if j := i | 1<<k; j != i {
				p, q := c(i), c(j)
				l.Segment(p[0], p[1], p[2], q[0], q[1], q[2])
			}
		}
	}
}

// explode is how far a 3D picture pulls a cell away from the target, as a
// fraction of the target's size: an exploded view, in which the faces a
// neighbour shares with the target open up.
const explode = 0.45

// AddCells draws the cells named by labels with one style: filled rectangles
// in 2D; in 3D, boxes pulled away from the target along the side they face
// (the target itself stays put), each a little inset so that cells that
// touch stay apart. Labels must be binary strings of at most maxScale digits.
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
		lo, hi := d.BoxOf(l).Float()
		off := d.offset(l)
		for k := 0; k < 3; k++ {
			in := float64(0.06 * (hi[k] - lo[k]))
			lo[k], hi[k] = lo[k]+off[k]+in, hi[k]+off[k]-in
		}
		bs.Add(lo[0], lo[1], lo[2], hi[0]-lo[0], hi[1]-lo[1], hi[2]-lo[2])
	}
	s.Boxes = append(s.Boxes, bs)
}

// offset is where the exploded 3D picture moves a cell: along every axis on
// which it lies wholly to one side of the target, by explode times the
// target's size along it (or a quarter of its widest size, if more); nothing
// for the target.
func (d *Data) offset(label string) [3]float64 {
	var off [3]float64
	if d.Dimension != 3 || label == d.Target {
		return off
	}
	ta, tb := d.BoxOf(d.Target).Float()
	a, b := d.BoxOf(label).Float()
	// a target thin along an axis would hardly part from the neighbours
	// facing its broad sides: the step is at least a quarter of its widest
	widest := max(tb[0]-ta[0], tb[1]-ta[1], tb[2]-ta[2])
	for k := 0; k < 3; k++ {
		w := float64(explode * max(tb[k]-ta[k], float64(0.25*widest)))
		switch {
		case a[k] >= tb[k]:
			off[k] = w
		case b[k] <= ta[k]:
			off[k] = -w
		}
	}
	return off
}

// Centre returns the middle of a cell as drawn (z = 0 in 2D; moved as the
// exploded 3D picture moves it).
func (d *Data) Centre(label string) [3]float64 {
	lo, hi := d.BoxOf(label).Float()
	off := d.offset(label)
	c := [3]float64{float64((lo[0]+hi[0])/2) + off[0], float64((lo[1]+hi[1])/2) + off[1], float64((lo[2]+hi[2])/2) + off[2]}
	if d.Dimension == 2 {
		c[2] = 0
	}
	return c
}
