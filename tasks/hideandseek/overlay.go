package hideandseek

import (
	"fmt"

	"github.com/scbench/scbench/scene"
)

// Colours of the people.
const (
	colHidden  = "#1f77b4"
	colVisible = "#d62728"
)

// overlay draws the crowd into the instance's picture: hidden people blue,
// people the sniper sees red (the caption gives the pixel count; the view
// itself is not drawn pixel by pixel), and people breaking a rule red with
// the rule's check.
func (g *grading) overlay() *scene.Scene {
	s := g.d.Scene()
	s.Title = "Hide and seek: graded answer"
	bad := map[int]string{}
	for _, i := range g.far {
		bad[i] = "within 30 m"
	}
	for _, c := range g.close {
		bad[c[0]], bad[c[1]] = "spacing", "spacing"
	}
	for _, i := range g.inBuilding {
		bad[i] = "clear of the building"
	}
	hidden := scene.Boxes{Style: scene.Style{Name: "hidden people", Color: colHidden, Layer: "answer"}, Edges: true}
	seen := scene.Boxes{Style: scene.Style{Name: "people the sniper sees", Color: colVisible, Check: "hidden", Layer: "error"}, Edges: true}
	broken := map[string]*scene.Boxes{}
	var order []string
	for i, p := range g.people {
		b := PersonBox(p)
		target := &hidden
		if check, ok := bad[i]; ok {
			if broken[check] == nil {
				broken[check] = &scene.Boxes{Style: scene.Style{Name: "people breaking a rule: " + check, Color: scene.Wrong, Check: check, Layer: "error"}, Edges: true}
				order = append(order, check)
			}
			target = broken[check]
		} else if g.rendered && g.view.PerPerson[i] > 0 {
			target = &seen
		}
		target.Add(b.Min[0], b.Min[1], b.Min[2], b.Max[0]-b.Min[0], b.Max[1]-b.Min[1], b.Max[2]-b.Min[2])
	}
	for _, b := range []*scene.Boxes{&hidden, &seen} {
		if len(b.Min) > 0 {
			s.Boxes = append(s.Boxes, *b)
		}
	}
	for _, check := range order {
		s.Boxes = append(s.Boxes, *broken[check])
	}
	s.AddLegend(colHidden, "hidden people")
	if len(seen.Min) > 0 {
		s.AddLegend(colVisible, "people the sniper sees")
	}
	if len(order) > 0 {
		s.AddLegend(scene.Wrong, "people breaking a rule")
	}
	if g.rendered {
		s.Caption = fmt.Sprintf("%d person pixels visible in the sniper's %d×%d view (score %g); upstream's auto-fitted view would show %d.",
			g.view.Total, ImageWidth, ImageHeight, max(0, 1-float64(PixelCost*float64(g.view.Total))), g.upstream)
	} else {
		s.Caption = "The placement breaks a rule, so the view was not rendered."
	}
	return s
}
