package classifybehaviour

import (
	"github.com/scbench/scbench/scene"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/wire"
)

// short names a behaviour above a square.
var short = map[cl.Behaviour]string{cl.Known: "known", cl.ThreeDomains: "3 domains", cl.Ambiguous: "ambiguous"}

// overlay draws in each square what its corner labels force (the guaranteed
// connections, spokes where three domains meet, the possible boundaries of an
// ambiguous square dashed) and marks above it the answer's label: ✓ when
// right, ✗ with the right behaviour when wrong, ? for an entry that is not a
// label.
func (g *grading) overlay() *scene.Scene {
	s, frames := g.d.draw()
	s.Title = "Classify behaviour: graded answer"
	forced := scene.Lines{Style: scene.Style{Name: "boundaries the corner labels force", Color: scene.Truth, Layer: "truth"}, Width: 2}
	possible := scene.Lines{Style: scene.Style{Name: "possible boundaries of ambiguous squares", Color: scene.Faint, Layer: "truth"}, Width: 1.5, Dashed: true}
	for i, f := range frames {
		f.Boundaries(g.d.Topology(i), &forced, &possible, 0.01)
		truth := short[g.truth[i]]
		switch {
		case i >= len(g.given):
			s.Labels = append(s.Labels, f.Title("no answer; "+truth, scene.Style{Color: scene.Missing, Check: "count", Layer: "error"}, 11))
			s.AddLegend(scene.Missing, "no label, or not one of the three labels")
		case !g.valid[i]:
			s.Labels = append(s.Labels, f.Title("? "+wire.Clip(g.given[i], 40)+"; "+truth, scene.Style{Color: scene.Missing, Check: "labels", Layer: "error"}, 11))
			s.AddLegend(scene.Missing, "no label, or not one of the three labels")
		case cl.Behaviour(g.given[i]) == g.truth[i]:
			s.Labels = append(s.Labels, f.Title("✓ "+truth, scene.Style{Color: scene.Accepted, Layer: "answer"}, 12))
			s.AddLegend(scene.Accepted, "right label")
		default:
			s.Labels = append(s.Labels, f.Title("✗ "+short[cl.Behaviour(g.given[i])]+"; is "+truth, scene.Style{Color: scene.Wrong, Check: "classification", Layer: "error"}, 11))
			s.AddLegend(scene.Wrong, "wrong label (then the right one)")
		}
	}
	for _, l := range []scene.Lines{forced, possible} {
		if len(l.Positions) > 0 {
			s.Lines = append(s.Lines, l)
			s.AddLegend(l.Color, l.Name)
		}
	}
	return s
}
