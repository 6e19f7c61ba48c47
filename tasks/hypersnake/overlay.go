package hypersnake

import (
	"fmt"

	"github.com/scbench/scbench/scene"
)

// overlay draws the answer's path over the world, coloured from blue at the
// start through green to red at the head, with moves between small copies
// dashed, the first bad move, positions outside the grid, revisits and wall hits
// in red, and uneaten food in orange.
func (g *grading) overlay() *scene.Scene {
	d := g.d
	s := d.Scene()
	s.Title = "Hyper-snake: graded answer"
	l := NewLayout(d.Size)
	within := scene.Lines{Style: scene.Style{Name: "path", Layer: "answer"}, Width: 3}
	across := scene.Lines{Style: scene.Style{Name: "path (moves between copies)", Layer: "answer"}, Width: 2, Dashed: true}
	bad := scene.Lines{Style: scene.Style{Name: "first bad move", Color: scene.Wrong, Check: "moves", Layer: "error"}, Width: 5}
	n := len(g.path)
	for i := 1; i < n; i++ {
		a, b := g.cells[i-1], g.cells[i]
		if a < 0 || b < 0 {
			continue
		}
		pa, pb := l.Place(g.g.Coord(a)), l.Place(g.g.Coord(b))
		switch {
		case i == g.badMove:
			bad.Segment(pa[0], pa[1], pa[2], pb[0], pb[1], pb[2])
		case crossesCopies(l, g.path[i-1], g.path[i]):
			across.Segment(pa[0], pa[1], pa[2], pb[0], pb[1], pb[2])
			across.Colors = append(across.Colors, gradient(i, n))
		default:
			within.Segment(pa[0], pa[1], pa[2], pb[0], pb[1], pb[2])
			within.Colors = append(within.Colors, gradient(i, n))
		}
	}
	for _, ls := range []scene.Lines{within, across, bad} {
		if len(ls.Positions) > 0 {
			s.Lines = append(s.Lines, ls)
		}
	}
	s.AddLegend(gradient(0, 2), "path: blue at the start, red at the head")
	if len(bad.Positions) > 0 {
		s.AddLegend(scene.Wrong, "first bad move")
	}
	if n > 0 && g.cells[n-1] >= 0 {
		p := l.Place(g.g.Coord(g.cells[n-1]))
		head := scene.Points{Style: scene.Style{Name: "head", Color: "#ffd700", Layer: "answer"}, Size: 12}
		head.Add(p[0], p[1], p[2])
		s.Points = append(s.Points, head)
		s.AddLegend("#ffd700", "head of the snake")
	}
	mark := func(positions []int, check, name string) {
		pts := scene.Points{Style: scene.Style{Name: name, Color: scene.Wrong, Check: check, Layer: "error"}, Size: 10}
		for _, i := range positions {
			if c := g.cells[i]; c >= 0 {
				p := l.Place(g.g.Coord(c))
				pts.Add(p[0], p[1], p[2])
			}
		}
		if len(pts.Positions) > 0 {
			s.Points = append(s.Points, pts)
			s.AddLegend(scene.Wrong, name)
		}
	}
	mark(g.revisits, "no revisit", "cell visited twice")
	mark(g.walls, "walls", "wall entered")
	uneaten := scene.Boxes{Style: scene.Style{Name: "food not eaten", Color: scene.Missing, Check: "food", Layer: "error"}, Edges: true}
	for i, ok := range g.eaten {
		if !ok && g.g.In(d.Food[i]) {
			p := l.Place(d.Food[i])
			uneaten.Add(p[0]-0.3, p[1]-0.3, p[2]-0.3, 0.6, 0.6, 0.6)
		}
	}
	if len(uneaten.Min) > 0 {
		s.Boxes = append(s.Boxes, uneaten)
		s.AddLegend(scene.Missing, "food not eaten")
	}
	if len(g.outside) > 0 {
		s.Caption += fmt.Sprintf(" %d positions lie outside the grid and are not drawn.", len(g.outside))
	}
	return s
}

// crossesCopies reports whether a move changes an axis shown as small multiples.
func crossesCopies(l *Layout, a, b []int64) bool {
	for _, ax := range l.Extra {
		if a[ax] != b[ax] {
			return true
		}
	}
	return false
}

// gradient is the colour of step i of n: blue, then green, then red, in exact
// integer arithmetic.
func gradient(i, n int) string {
	if n < 2 {
		n = 2
	}
	t := i * 510 / (n - 1) // 0..510
	var rr, gg, bb int
	if t <= 255 {
		rr, gg, bb = 0x1f+(0x2c-0x1f)*t/255, 0x77+(0xa0-0x77)*t/255, 0xb4+(0x2c-0xb4)*t/255
	} else {
		t -= 255
		rr, gg, bb = 0x2c+(0xd6-0x2c)*t/255, 0xa0+(0x27-0xa0)*t/255, 0x2c+(0x28-0x2c)*t/255
	}
	const hex = "0123456789abcdef"
	return string([]byte{'#', hex[rr>>4], hex[rr&15], hex[gg>>4], hex[gg&15], hex[bb>>4], hex[bb&15]})
}
