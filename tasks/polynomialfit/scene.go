package polynomialfit

import (
	"github.com/scbench/scbench/scene"
)

// Scene draws the grid as the model sees it: filled cells dark on a white
// board. Cell (x, y) is the unit square [x, x+1] × [N−y−1, N−y], so row 0 is at
// the top of the picture.
func (d *Data) Scene() *scene.Scene {
	n := float64(d.Size)
	s := scene.New(2, "Polynomial fit")
	s.Ortho2D(-0.5, -0.5, n+0.5, n+0.5)
	s.Polys = append(s.Polys, scene.Rect(0, 0, n, n, -0.01, scene.Style{Name: "board", Color: "#ffffff", Layer: "instance"}))
	cells := scene.Boxes{Style: scene.Style{Name: "'#' cells", Color: scene.Ink, Layer: "instance"}}
	for y, row := range d.Rows {
		for x := 0; x < d.Size; x++ {
			if row[x] == '#' {
				x0, y0 := d.CellCorner(x, y)
				cells.Add(x0, y0, 0, 1, 1, 0.01)
			}
		}
	}
	s.Boxes = append(s.Boxes, cells)
	frame := scene.Lines{Style: scene.Style{Name: "frame", Color: scene.Faint, Layer: "instance"}}
	frame.Segment(0, 0, 0, n, 0, 0)
	frame.Segment(n, 0, 0, n, n, 0)
	frame.Segment(n, n, 0, 0, n, 0)
	frame.Segment(0, n, 0, 0, 0, 0)
	s.Lines = append(s.Lines, frame)
	s.AddLegend(scene.Ink, "'#' (black) cells: f must be positive")
	return s
}

// CellCorner returns the scene position of cell (x, y)'s lower-left corner.
func (d *Data) CellCorner(x, y int) (float64, float64) {
	return float64(x), float64(d.Size - y - 1)
}
