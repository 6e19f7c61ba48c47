package maze3d

import (
	"github.com/scbench/scbench/scene"
)

// Colours of the route.
const (
	walkColour = "#2ca02c"
	jumpColour = "#ff7f0e"
)

// overlay draws the maze as columns with the route on top: walks in green,
// jumps as orange arcs; when the route is not the only one, the move on a
// loop and the other route in red; cells of a height over the 30% limit
// outlined in red; with no route, the cells A can reach.
func (gr *grading) overlay() *scene.Scene {
	g, a := gr.g, gr.an
	n := g.N
	s := GridScene(g, "3D maze: graded answer")
	if a.Route != nil {
		walks := scene.Lines{Style: scene.Style{Name: "route: walks", Color: walkColour, Layer: "answer"}, Width: 4}
		jumps := scene.Lines{Style: scene.Style{Name: "route: jumps", Color: jumpColour, Check: "jumps", Layer: "answer"}, Width: 4}
		RouteLines(g, a.Route, a.Jump, &walks, &jumps)
		s.Lines = append(s.Lines, walks, jumps)
		s.AddLegend(walkColour, "route: walk")
		s.AddLegend(jumpColour, "route: jump")
	}
	if a.Loop >= 0 {
		other := scene.Lines{Style: scene.Style{Name: "another route", Color: scene.Wrong, Check: "unique route", Layer: "error"}, Width: 3, Dashed: true}
		RouteLines(g, a.Other, a.OtherJump, &other, &other)
		s.Lines = append(s.Lines, other)
		bad := scene.Lines{Style: scene.Style{Name: "route move on a loop", Color: scene.Wrong, Check: "unique route", Layer: "error"}, Width: 6}
		RouteLines(g, a.Route[a.Loop:a.Loop+2], a.Jump[a.Loop:a.Loop+1], &bad, &bad)
		s.Lines = append(s.Lines, bad)
		s.AddLegend(scene.Wrong, "another route from A to B, and the first route move it avoids")
	}
	if len(gr.over) > 0 {
		crowded := scene.Boxes{Style: scene.Style{Name: "height over the 30% limit", Color: scene.Wrong, Opacity: 0.35, Check: "30% rule", Layer: "error"}, Edges: true}
		for c, h := range g.H {
			for _, o := range gr.over {
				if h == o {
					at := CellCentre(n, c/n, c%n, h)
					crowded.Add(at[0]-0.5, at[1]-0.5, 0, 1, 1, at[2]+0.02)
				}
			}
		}
		s.Boxes = append(s.Boxes, crowded)
		s.AddLegend(scene.Wrong, "cell of a height that covers more than 30% of the grid")
	}
	if a.Route == nil {
		reach := scene.Points{Style: scene.Style{Name: "cells reachable from A", Color: scene.Missing, Check: "route", Layer: "error"}, Size: 8}
		for c, ok := range a.Reach {
			if ok {
				at := CellCentre(n, c/n, c%n, g.H[c])
				reach.Add(at[0], at[1], at[2]+0.1)
			}
		}
		s.Points = append(s.Points, reach)
		s.AddLegend(scene.Missing, "cells reachable from A (B is not)")
	}
	return s
}
