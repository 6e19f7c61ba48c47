package twosegments

import (
	"math"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// shapeColors colour regions by their number of corners (3 to 6); anything
// else is drawn grey.
var shapeColors = map[int]string{3: "#fb8072", 4: "#80b1d3", 5: "#b3de69", 6: "#fdb462"}

// shapeColor is the fill of a region with n corners.
func shapeColor(n int) string {
	if c, ok := shapeColors[n]; ok {
		return c
	}
	return "#d9d9d9"
}

// shapeName names a region with n corners ("triangle", ... or "region with 7
// corners").
func shapeName(n int) string {
	if n >= 3 && n <= 6 {
		return Shapes[n-3]
	}
	return "region with " + verifiers.Count(n, "corner", "corners")
}

// Scene draws the region's outline, its corners, and the grid's boundary
// points if there is a grid.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(2, "Two segments")
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range d.Corners {
		x0, y0 = math.Min(x0, c[0]), math.Min(y0, c[1])
		x1, y1 = math.Max(x1, c[0]), math.Max(y1, c[1])
	}
	m := float64(0.08 * math.Max(x1-x0, y1-y0))
	s.Ortho2D(x0-m, y0-m, x1+m, y1+m)
	outline := scene.Lines{Style: scene.Style{Name: d.Noun(), Color: scene.Ink, Layer: "instance"}, Width: 2}
	for i, c := range d.Corners {
		n := d.Corners[(i+1)%4]
		outline.Segment(c[0], c[1], 0, n[0], n[1], 0)
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Faint, Layer: "instance"}, Text: Point(c), At: [3]float64{c[0], c[1], 0}, Size: 11})
	}
	s.Lines = append(s.Lines, outline)
	if len(d.Grid) > 0 && d.Square == Unit {
		gp := scene.Points{Style: scene.Style{Name: "grid points on the boundary", Color: scene.Faint, Layer: "instance"}, Size: 5}
		for _, g := range d.Grid {
			if g > 0 && g < 1 {
				gp.Add(g, 0, 0)
				gp.Add(1, g, 0)
				gp.Add(g, 1, 0)
				gp.Add(0, g, 0)
			}
		}
		for _, c := range d.Corners {
			gp.Add(c[0], c[1], 0)
		}
		s.Points = append(s.Points, gp)
		s.AddLegend(scene.Faint, "allowed endpoints (grid values)")
	}
	s.Caption = "Target: " + d.Counts.Phrase()
	return s
}
