package hamiltonianloop

import (
	"fmt"
	"strconv"

	"github.com/scbench/scbench/scene"
)

// overlay draws the answer over the grid: the loop through the cell centres,
// shaded from its first step to its last, with the closing move included; moves
// between cells that share no side in red; cells outside the grid left out;
// blocked or repeated cells in red and open cells never visited in orange.
func (g *grading) overlay() *scene.Scene {
	d := g.d
	s := d.Scene()
	s.Title = "Hamiltonian loop: graded answer"
	n := int64(d.Size)
	inside := func(c [2]int64) bool { return c[0] >= 1 && c[0] <= n && c[1] >= 1 && c[1] <= n }
	bad := map[int]bool{}
	for _, i := range g.jumps {
		bad[i] = true
	}
	path := scene.Lines{Style: scene.Style{Name: "answer loop", Color: scene.Answer, Layer: "answer"}, Width: 3}
	wrong := scene.Lines{Style: scene.Style{Name: "move between cells that share no side", Color: scene.Wrong, Check: "side-adjacent", Layer: "error"}, Width: 3, Dashed: true}
	L := len(g.steps)
	for i, c := range g.steps {
		p := g.steps[(i-1+L)%L]
		if L < 2 || !inside(c) || !inside(p) {
			continue
		}
		px, py := d.CellCentre(int(p[0]), int(p[1]))
		cx, cy := d.CellCentre(int(c[0]), int(c[1]))
		if bad[i] {
			wrong.Segment(px, py, 0.02, cx, cy, 0.02)
			continue
		}
		path.Segment(px, py, 0.02, cx, cy, 0.02)
		path.Colors = append(path.Colors, shade(i, L))
	}
	if len(path.Positions) > 0 {
		s.Lines = append(s.Lines, path)
		s.AddLegend(scene.Answer, "answer's loop, shaded from the first step (dark) to the last")
	}
	if len(wrong.Positions) > 0 {
		s.Lines = append(s.Lines, wrong)
		s.AddLegend(scene.Wrong, "move between cells that share no side")
	}
	if L > 0 && inside(g.steps[0]) {
		x, y := d.CellCentre(int(g.steps[0][0]), int(g.steps[0][1]))
		start := scene.Points{Style: scene.Style{Name: "first step", Color: scene.Ink, Layer: "answer"}, Size: 10}
		start.Add(x, y, 0.03)
		s.Points = append(s.Points, start)
	}
	if L <= 64 {
		for i, c := range g.steps {
			if inside(c) {
				x, y := d.CellCentre(int(c[0]), int(c[1]))
				s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Name: "step number", Color: scene.Ink, Layer: "answer"}, Text: strconv.Itoa(i), At: [3]float64{x + 0.22, y + 0.22, 0.04}, Size: 10})
			}
		}
	}
	mark := func(cells [][2]int, color, check, name string) {
		for _, c := range cells {
			x0, y0, x1, y1 := d.CellRect(c[0], c[1])
			s.Polys = append(s.Polys, scene.Rect(x0, y0, x1, y1, 0.01, scene.Style{Name: name, Color: color, Opacity: 0.5, Check: check, Layer: "error"}))
		}
		if len(cells) > 0 {
			s.AddLegend(color, name)
		}
	}
	var blocked, repeated, unvisited [][2]int
	for _, i := range g.onBlock {
		blocked = append(blocked, [2]int{int(g.steps[i][0]), int(g.steps[i][1])})
	}
	for _, p := range g.repeats {
		repeated = append(repeated, [2]int{int(g.steps[p[0]][0]), int(g.steps[p[0]][1])})
	}
	for _, c := range g.unvisits {
		unvisited = append(unvisited, [2]int{c%d.Size + 1, c/d.Size + 1})
	}
	mark(blocked, scene.Wrong, "open cells", "blocked cell visited")
	mark(repeated, scene.Wrong, "each cell once", "cell visited more than once")
	mark(unvisited, scene.Missing, "every cell", "open cell never visited")
	if len(g.outside) > 0 {
		s.Caption = fmt.Sprintf("%d steps lie outside the grid and are not drawn", len(g.outside))
	}
	return s
}

// shade runs from dark blue (i = 0) to light blue (i = L), in integers.
func shade(i, L int) string {
	lerp := func(a, b int) int { return a + (b-a)*i/L }
	return fmt.Sprintf("#%02x%02x%02x", lerp(0x08, 0x9e), lerp(0x30, 0xca), lerp(0x6b, 0xe1))
}
