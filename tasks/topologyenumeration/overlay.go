package topologyenumeration

import (
	"strconv"

	"github.com/scbench/scbench/scene"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
)

// maxDrawn bounds the answer's tuples drawn in the overlay.
const maxDrawn = 48

var statusLook = [4]struct {
	color, legend, mark, check string
}{
	statusRight:   {scene.Accepted, "a configuration that guarantees the classes meet", "✓", ""},
	statusExtra:   {scene.Wrong, "listed, but does not guarantee it", "✗ extra", "configurations"},
	statusRepeat:  {scene.Surplus, "the same configuration as an earlier one", "repeat", "distinct"},
	statusMissing: {scene.Missing, "missing from the answer", "missing", "configurations"},
}

// overlay draws one small square per configuration of the answer, its labels
// at the corners the prompt's order puts them, with the boundaries they force
// (lines joining the midpoints of edges whose corners differ, spokes from the
// centre where three classes meet, dashed where the labels leave it open);
// then the configurations the answer missed.
func (g *grading) overlay() *scene.Scene {
	type item struct {
		raw    [4]int64
		status int
	}
	var items []item
	for i, t := range g.raw {
		if i == maxDrawn {
			break
		}
		items = append(items, item{t, g.status[i]})
	}
	for _, t := range g.missing {
		items = append(items, item{[4]int64{int64(t[0]), int64(t[1]), int64(t[2]), int64(t[3])}, statusMissing})
	}
	s := scene.New(2, "Topology enumeration: graded answer")
	frames := cl.Layout(len(items), 4)
	var forced, possible [4]scene.Lines
	for st := range statusLook {
		look := statusLook[st]
		forced[st] = scene.Lines{Style: scene.Style{Name: "boundaries: " + look.legend, Color: look.color, Check: look.check, Layer: layer(st)}, Width: 2}
		possible[st] = scene.Lines{Style: scene.Style{Name: "possible boundaries: " + look.legend, Color: look.color, Check: look.check, Layer: layer(st)}, Width: 1.5, Dashed: true}
	}
	used := [4]bool{}
	for k, it := range items {
		f, look := frames[k], statusLook[it.status]
		used[it.status] = true
		st := scene.Style{Name: look.legend, Color: "#ffffff", Check: look.check, Layer: layer(it.status)}
		s.Polys = append(s.Polys, f.Outline(st, look.color))
		ink := scene.Style{Color: scene.Ink, Layer: layer(it.status)}
		for i, c := range g.d.CornerOrder {
			s.Labels = append(s.Labels, f.CornerText(c, strconv.FormatInt(it.raw[i], 10), ink, 13))
		}
		s.Labels = append(s.Labels, f.Caption(tuple64(it.raw)+" "+look.mark, scene.Style{Color: look.color, Check: look.check, Layer: layer(it.status)}, 12))
		geo := g.d.CornerOrder.ToGeometric(relabel(it.raw))
		f.Boundaries(cl.Analyse(geo), &forced[it.status], &possible[it.status], 0.01)
	}
	for st := range statusLook {
		if len(forced[st].Positions) > 0 {
			s.Lines = append(s.Lines, forced[st])
		}
		if len(possible[st].Positions) > 0 {
			s.Lines = append(s.Lines, possible[st])
		}
		if used[st] {
			s.AddLegend(statusLook[st].color, statusLook[st].legend)
		}
	}
	if len(g.raw) > maxDrawn {
		s.Caption = "Only the first " + strconv.Itoa(maxDrawn) + " configurations of the answer are drawn."
	}
	cl.Frame2D(s, frames)
	return s
}

func layer(status int) string {
	if status == statusMissing {
		return "truth"
	}
	return "answer"
}
