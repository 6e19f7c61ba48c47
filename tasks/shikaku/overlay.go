package shikaku

import (
	"github.com/scbench/scbench/scene"
)

// overlay draws the answer's rectangles over the puzzle, each in its own colour,
// with overlapping cells in red, uncovered cells in orange and rectangles with a
// wrong clue count or area outlined in red.
func (g *grading) overlay() *scene.Scene {
	d := g.d
	s := d.Scene()
	s.Title = "Shikaku: graded answer"
	bad := map[int]string{}
	for _, i := range g.clueBad {
		bad[i] = "one clue each"
	}
	for _, i := range g.areaBad {
		bad[i] = "area"
	}
	for i, b := range g.rects {
		x0, y0, x1, y1 := d.RectCorners(b.Left, b.Top, b.Right, b.Bottom)
		st := scene.Style{Name: "rectangle " + b.String(), Color: scene.Palette[i%len(scene.Palette)], Opacity: 0.55, Layer: "answer"}
		p := scene.Rect(x0+0.06, y0+0.06, x1-0.06, y1-0.06, 0.005, st)
		p.Outline = scene.Answer
		if check, ok := bad[i]; ok {
			p.Outline = scene.Wrong
			p.Check = check
		}
		s.Polys = append(s.Polys, p)
	}
	s.AddLegend(scene.Answer, "answer's rectangles")
	mark := func(cells []int, color, check, name string) {
		for _, c := range sortedCells(cells) {
			x, y := c%d.Width, c/d.Width
			x0, y0, x1, y1 := d.RectCorners(x, y, x, y)
			s.Polys = append(s.Polys, scene.Rect(x0, y0, x1, y1, 0.01, scene.Style{Name: name, Color: color, Opacity: 0.6, Check: check, Layer: "error"}))
		}
		if len(cells) > 0 {
			s.AddLegend(color, name)
		}
	}
	mark(g.overlaps, scene.Wrong, "no overlap", "cell covered more than once")
	mark(g.uncovered, scene.Missing, "full cover", "cell not covered")
	if len(bad) > 0 {
		s.AddLegend(scene.Wrong, "rectangle with a wrong clue count or area (red outline)")
	}
	return s
}
