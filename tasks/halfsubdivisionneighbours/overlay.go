package halfsubdivisionneighbours

import (
	"github.com/scbench/scbench/scene"
)

// drawable bounds the labels the overlay draws as cells: a longer label names a
// cell far smaller than any leaf, and is reported in words only.
const drawable = 40

// overlay draws the subdivision with the target, the answered neighbours that
// are right (green), the neighbours that were missed (orange) and the listed
// labels that are not neighbours (purple), each with its label.
func (g *grading) overlay() *scene.Scene {
	d := g.d
	s := d.Scene()
	s.Title = "Half-subdivision neighbours: graded answer"
	layer := func(labels []string, color, check, layer, legend string) {
		var cells []string
		for _, l := range labels {
			if len(l) <= drawable {
				cells = append(cells, l)
			}
		}
		if len(cells) == 0 {
			return
		}
		// flat cells let the leaf outlines show through; exploded 3D cells
		// hide nothing, and take the legend's colour nearly as it is
		opacity := 0.55
		if d.Dimension == 3 {
			opacity = 0.9
		}
		d.AddCells(s, cells, scene.Style{Name: legend, Color: color, Opacity: opacity, Check: check, Layer: layer})
		for _, l := range cells {
			s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: color, Check: check, Layer: layer}, Text: show(l), At: d.Centre(l)})
		}
		s.AddLegend(color, legend)
	}
	// The instance's faint leaf labels give way to the coloured ones.
	relabelled := map[string]bool{}
	for _, group := range [][]string{g.correct, g.missing, g.extra} {
		for _, l := range group {
			relabelled[l] = true
		}
	}
	kept := s.Labels[:0]
	for _, lb := range s.Labels {
		if !(lb.Layer == "instance" && relabelled[lb.Text]) {
			kept = append(kept, lb)
		}
	}
	s.Labels = kept
	layer(g.correct, scene.Accepted, "", "answer", "listed neighbour")
	layer(g.missing, scene.Missing, "all neighbours", "truth", "missed neighbour")
	layer(g.extra, scene.Surplus, "only neighbours", "error", "listed, but not a neighbour")
	return s
}
