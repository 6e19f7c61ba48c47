package polynomialfit

import (
	"github.com/scbench/scbench/scene"
)

// overlay draws the grid with the answer's mistakes marked: filled cells where
// f ≤ 0 in red, empty cells where f > 0 in orange, cells where f divided by
// zero in purple.
func overlay(d *Data, cells []int) *scene.Scene {
	s := d.Scene()
	s.Title = "Polynomial fit: graded answer"
	n := d.Size
	kinds := []struct {
		kind        int
		color, name string
	}{
		{cellMissed, scene.Wrong, "filled cell where f ≤ 0"},
		{cellSpurious, scene.Missing, "empty cell where f > 0"},
		{cellError, scene.Surplus, "cell where f divides by zero"},
	}
	for _, k := range kinds {
		b := scene.Boxes{Style: scene.Style{Name: k.name, Color: k.color, Opacity: 0.85, Layer: "error", Check: "accuracy"}}
		if k.kind == cellError {
			b.Check = "evaluation"
		}
		for i, c := range cells {
			if c == k.kind {
				x0, y0 := d.CellCorner(i%n, i/n)
				b.Add(x0+0.05, y0+0.05, 0.02, 0.9, 0.9, 0.01)
			}
		}
		if len(b.Min) > 0 {
			s.Boxes = append(s.Boxes, b)
			s.AddLegend(k.color, k.name)
		}
	}
	return s
}
