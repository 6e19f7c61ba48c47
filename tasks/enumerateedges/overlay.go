package enumerateedges

import (
	"github.com/scbench/scbench/scene"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
)

// overlay draws, over the squares, the connections the answer got right in
// green, the ones it listed wrongly in red, the ones it missed dashed in
// orange, and for ambiguous squares the possible boundaries dashed in grey;
// each square is marked ✓ or ✗ above.
func (g *grading) overlay() *scene.Scene {
	s, frames := g.d.draw()
	s.Title = "Enumerate edges: graded answer"
	right := scene.Lines{Style: scene.Style{Name: "guaranteed connections the answer lists", Color: scene.Accepted, Layer: "answer"}, Width: 2.5}
	extra := scene.Lines{Style: scene.Style{Name: "connections listed but not certain", Color: scene.Wrong, Check: "squares", Layer: "answer"}, Width: 2.5}
	missing := scene.Lines{Style: scene.Style{Name: "guaranteed connections the answer misses", Color: scene.Missing, Check: "squares", Layer: "truth"}, Width: 2, Dashed: true}
	possible := scene.Lines{Style: scene.Style{Name: "possible boundaries of ambiguous squares", Color: scene.Faint, Layer: "truth"}, Width: 1, Dashed: true}
	wrong := map[int]bool{}
	for _, i := range g.wrong {
		wrong[i] = true
	}
	for i, f := range frames {
		top := g.d.Topology(i)
		if top.Behaviour == cl.Ambiguous {
			var none scene.Lines
			f.Boundaries(top, &none, &possible, 0.005)
		}
		if i >= len(g.ans) {
			s.Labels = append(s.Labels, f.Title("no answer", scene.Style{Color: scene.Missing, Check: "count", Layer: "error"}, 13))
			continue
		}
		missed, listed := g.diff(i)
		for _, p := range missed {
			f.Connect(&missing, g.edges(p), 0.01)
		}
		for _, p := range g.truth[i] {
			if !contains(missed, p) {
				f.Connect(&right, g.edges(p), 0.01)
			}
		}
		for _, p := range listed {
			if p[0] >= 0 && p[1] <= 3 && p[0] != p[1] {
				f.Connect(&extra, g.edges(p), 0.012)
			}
		}
		if wrong[i] {
			s.Labels = append(s.Labels, f.Title("✗", scene.Style{Color: scene.Wrong, Check: "squares", Layer: "error"}, 16))
		} else {
			s.Labels = append(s.Labels, f.Title("✓", scene.Style{Color: scene.Accepted, Layer: "answer"}, 16))
		}
	}
	for _, l := range []scene.Lines{possible, right, extra, missing} {
		if len(l.Positions) > 0 {
			s.Lines = append(s.Lines, l)
			s.AddLegend(l.Color, l.Name)
		}
	}
	return s
}

// edges turns a pair of edge numbers into the pair of edges they name.
func (g *grading) edges(p [2]int) cl.Pair {
	return cl.MakePair(g.d.EdgeOrder[p[0]], g.d.EdgeOrder[p[1]])
}

func contains(ps [][2]int, p [2]int) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
