package pipeloop

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// Scene draws the square with its midlines and the regions the preset
// constrains: the centroid box, the wall margin, and the start target.
func (d *Data) Scene() *scene.Scene {
	B := float64(d.Side)
	s := scene.New(2, "Pipe loop")
	pad := math.Max(0.3, B*0.05)
	s.Ortho2D(-pad, -pad, B+pad, B+pad)
	s.Polys = append(s.Polys, scene.Rect(0, 0, B, B, -0.01, scene.Style{Name: "square", Color: "#ffffff", Layer: "instance"}))
	frame := scene.Lines{Style: scene.Style{Name: "square", Color: scene.Ink, Layer: "instance"}, Width: 2}
	rectLines(&frame, 0, 0, B, B)
	s.Lines = append(s.Lines, frame)
	mid := scene.Lines{Style: scene.Style{Name: "midlines", Color: scene.Faint, Layer: "instance"}, Dashed: true}
	mid.Segment(B/2, 0, 0, B/2, B, 0)
	mid.Segment(0, B/2, 0, B, B/2, 0)
	s.Lines = append(s.Lines, mid)

	for _, c := range d.Constraints {
		switch c.Kind {
		case CentroidBox:
			st := scene.Style{Name: "centroid box", Color: scene.Truth, Opacity: 0.15, Layer: "instance", Check: "centroid box"}
			p := scene.Rect(d.Scaled(c.Box[0]), d.Scaled(c.Box[2]), d.Scaled(c.Box[1]), d.Scaled(c.Box[3]), 0, st)
			p.Outline = scene.Truth
			s.Polys = append(s.Polys, p)
			s.AddLegend(scene.Truth, "where the centroid must lie")
		case AvoidMargin:
			m := d.Scaled(c.Fraction)
			ml := scene.Lines{Style: scene.Style{Name: "wall margin", Color: scene.Missing, Layer: "instance", Check: "margin"}, Dashed: true}
			rectLines(&ml, m, m, B-m, B-m)
			s.Lines = append(s.Lines, ml)
			s.AddLegend(scene.Missing, "wall margin: vertices stay inside")
		case FixedStart:
			st := scene.Style{Name: "start target", Color: scene.Truth, Opacity: 0.2, Layer: "instance", Check: "start"}
			p := scene.Polygon{Style: st, Rings: [][]float64{Circle(geom.Vec2{d.Scaled(c.Target[0]), d.Scaled(c.Target[1])}, c.Radius)}, Outline: scene.Truth}
			s.Polys = append(s.Polys, p)
			s.AddLegend(scene.Truth, "vertex 0 must lie in this circle")
		}
	}
	return s
}

// rectLines appends the outline of an axis-aligned rectangle.
func rectLines(l *scene.Lines, x0, y0, x1, y1 float64) {
	l.Segment(x0, y0, 0, x1, y0, 0)
	l.Segment(x1, y0, 0, x1, y1, 0)
	l.Segment(x1, y1, 0, x0, y1, 0)
	l.Segment(x0, y1, 0, x0, y0, 0)
}

// Circle returns a 48-gon approximating a circle, as a flat ring.
func Circle(c geom.Vec2, r float64) []float64 {
	const n = 48
	ring := make([]float64, 0, 2*n)
	for i := 0; i < n; i++ {
		u := geom.UnitDir(2 * math.Pi * float64(i) / n)
		ring = append(ring, c[0]+float64(r*u[0]), c[1]+float64(r*u[1]))
	}
	return ring
}
