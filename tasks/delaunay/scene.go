package delaunay

import (
	"strconv"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// Scene draws the points with their indices and the convex hull in a faint line.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(2, "Delaunay triangulation")
	s.Ortho2D(-0.05, -0.05, 1.05, 1.05)
	frame := scene.Lines{Style: scene.Style{Name: "unit square", Color: scene.Faint, Layer: "instance"}, Dashed: true}
	corners := [][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
	for i, c := range corners {
		n := corners[(i+1)%4]
		frame.Segment(c[0], c[1], 0, n[0], n[1], 0)
	}
	s.Lines = append(s.Lines, frame)
	if hull := geom.ConvexHull(d.Grid()); len(hull) > 2 {
		hl := scene.Lines{Style: scene.Style{Name: "convex hull", Color: scene.Faint, Layer: "instance"}}
		for i, a := range hull {
			b := hull[(i+1)%len(hull)]
			hl.Segment(d.Points[a][0], d.Points[a][1], 0, d.Points[b][0], d.Points[b][1], 0)
		}
		s.Lines = append(s.Lines, hl)
	}
	s.Points = append(s.Points, d.PointSet())
	s.Labels = append(s.Labels, d.IndexLabels()...)
	return s
}

// PointSet is the instance's points as a scene primitive.
func (d *Data) PointSet() scene.Points {
	ps := scene.Points{Style: scene.Style{Name: "points", Color: scene.Ink, Layer: "instance"}, Size: 7}
	for _, p := range d.Points {
		ps.Add(p[0], p[1], 0)
	}
	return ps
}

// IndexLabels puts each point's index just above and right of it.
func (d *Data) IndexLabels() []scene.Label {
	out := make([]scene.Label, len(d.Points))
	for i, p := range d.Points {
		out[i] = scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"}, Text: strconv.Itoa(i), At: [3]float64{p[0] + 0.012, p[1] + 0.012, 0}}
	}
	return out
}
