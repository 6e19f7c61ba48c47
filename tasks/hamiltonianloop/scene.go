package hamiltonianloop

import (
	"strconv"

	"github.com/scbench/scbench/scene"
)

// Dark is the fill of blocked cells.
const Dark = "#4a4f57"

// Scene draws the grid: open cells white, blocked cells dark, with the column
// numbers above and below and the row numbers on either side. Cell (x, y) is the unit square
// [x-1, x] × [n-y, n-y+1], so row 1 is at the top of the picture.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(2, "Hamiltonian loop")
	n := float64(d.Size)
	// The frame is symmetric about the grid, so that the grid sits in the
	// middle of the picture and the coordinates fit around it.
	s.Ortho2D(-1, -1, n+1, n+1)
	s.Polys = append(s.Polys, scene.Rect(0, 0, n, n, -0.01, scene.Style{Name: "board", Color: "#ffffff", Layer: "instance"}))
	for _, c := range d.Blocked {
		x0, y0, x1, y1 := d.CellRect(c[0], c[1])
		s.Polys = append(s.Polys, scene.Rect(x0, y0, x1, y1, 0, scene.Style{Name: "blocked cell", Color: Dark, Layer: "instance"}))
	}
	if len(d.Blocked) > 0 {
		s.AddLegend(Dark, "blocked cell")
	}
	grid := scene.Lines{Style: scene.Style{Name: "cell lines", Color: scene.Faint, Layer: "instance"}}
	for i := 0; i <= d.Size; i++ {
		grid.Segment(float64(i), 0, 0.001, float64(i), n, 0.001)
		grid.Segment(0, float64(i), 0.001, n, float64(i), 0.001)
	}
	s.Lines = append(s.Lines, grid)
	size := 12.0
	if d.Size > 16 {
		size = 9
	}
	for i := 1; i <= d.Size; i++ {
		st := scene.Style{Name: "coordinates", Color: scene.Faint, Layer: "instance"}
		cx, _ := d.CellCentre(i, 1)
		_, cy := d.CellCentre(1, i)
		// on all four sides, so that the grid is the middle of the picture
		s.Labels = append(s.Labels,
			scene.Label{Style: st, Text: strconv.Itoa(i), At: [3]float64{cx, n + 0.45, 0}, Size: size},
			scene.Label{Style: st, Text: strconv.Itoa(i), At: [3]float64{cx, -0.45, 0}, Size: size},
			scene.Label{Style: st, Text: strconv.Itoa(i), At: [3]float64{-0.45, cy, 0}, Size: size},
			scene.Label{Style: st, Text: strconv.Itoa(i), At: [3]float64{n + 0.45, cy, 0}, Size: size})
	}
	s.Caption = strconv.Itoa(d.Cells) + " open cells; x counts columns from the left, y rows from the top"
	return s
}

// CellCentre returns the scene position of the centre of cell (x, y), 1-based.
func (d *Data) CellCentre(x, y int) (float64, float64) {
	return float64(x) - 0.5, float64(d.Size-y) + 0.5
}

// CellRect returns the scene square of cell (x, y), 1-based.
func (d *Data) CellRect(x, y int) (x0, y0, x1, y1 float64) {
	return float64(x - 1), float64(d.Size - y), float64(x), float64(d.Size - y + 1)
}
