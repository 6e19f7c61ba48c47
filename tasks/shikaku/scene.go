package shikaku

import (
	"strconv"

	"github.com/scbench/scbench/scene"
)

// Scene draws the grid with its clues. Cell (x, y) is the unit square
// [x, x+1] × [H-y-1, H-y], so row 0 is at the top of the picture.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(2, "Shikaku")
	w, h := float64(d.Width), float64(d.Height)
	s.Ortho2D(-0.5, -0.5, w+0.5, h+0.5)
	s.Polys = append(s.Polys, scene.Rect(0, 0, w, h, -0.01, scene.Style{Name: "board", Color: "#ffffff", Layer: "instance"}))
	grid := scene.Lines{Style: scene.Style{Name: "cell lines", Color: scene.Faint, Layer: "instance"}}
	for x := 0; x <= d.Width; x++ {
		grid.Segment(float64(x), 0, 0, float64(x), h, 0)
	}
	for y := 0; y <= d.Height; y++ {
		grid.Segment(0, float64(y), 0, w, float64(y), 0)
	}
	s.Lines = append(s.Lines, grid)
	for _, c := range d.Clues {
		cx, cy := d.CellCentre(c[0], c[1])
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"}, Text: strconv.Itoa(c[2]), At: [3]float64{cx, cy, 0.02}, Size: 16})
	}
	return s
}

// CellCentre returns the scene position of the centre of cell (x, y).
func (d *Data) CellCentre(x, y int) (float64, float64) {
	return float64(x) + 0.5, float64(d.Height-y) - 0.5
}

// RectCorners returns the scene rectangle covering cells [l..r] × [t..b].
func (d *Data) RectCorners(l, t, r, b int) (x0, y0, x1, y1 float64) {
	return float64(l), float64(d.Height - b - 1), float64(r + 1), float64(d.Height - t)
}
