package maze3d

import (
	"fmt"

	"github.com/scbench/scbench/scene"
)

// Scene geometry: a cell of height h is a column of side 1 whose top is at
// Top(h), so that height 0 is still a thin slab.
const (
	Level = 0.5 // rise per height level
	Slab  = 0.2 // top of a height-0 cell
)

// Top is the height of the top of a column of height level h.
func Top(h int) float64 { return Slab + float64(Level*float64(h)) }

// Colours of A and B.
const (
	AColour = "#d62728"
	BColour = "#1f77b4"
)

// LevelColour shades heights 0..9 from dark green to light sand.
func LevelColour(h int) string {
	h = min(max(h, 0), 9)
	lerp := func(a, b int) int { return a + (b-a)*h/9 }
	return fmt.Sprintf("#%02x%02x%02x", lerp(0x1b, 0xf2), lerp(0x5e, 0xe6), lerp(0x20, 0xc4))
}

// CellCentre returns the scene position of the top centre of cell (i, j) of
// a column of height h: row 0 is the far edge (largest y), column 0 the left.
func CellCentre(n, i, j, h int) [3]float64 {
	return [3]float64{float64(j) + 0.5, float64(n-1-i) + 0.5, Top(h)}
}

// sceneFor frames an n×n maze with a perspective camera.
func sceneFor(n int, title string) *scene.Scene {
	s := scene.New(3, title)
	c := float64(n) / 2
	s.Camera = &scene.Camera{Position: [3]float64{c, -0.6 * float64(n), 1.1 * float64(n)}, Target: [3]float64{c, c, 0}, Up: [3]float64{0, 0, 1}, FOV: 45}
	return s
}

// Scene draws the empty N×N floor the maze is built on, with the legend of
// the height colours; the maze itself is the answer.
func (d *Data) Scene() *scene.Scene {
	n := d.Size
	s := sceneFor(n, "3D maze")
	floor := scene.HeightMap{Style: scene.Style{Name: "floor", Color: LevelColour(0), Layer: "instance"}, Rows: n, Cols: n, Cell: 1, Blocks: true}
	floor.Heights = make([]float64, n*n)
	for i := range floor.Heights {
		floor.Heights[i] = Slab
	}
	s.Fields = append(s.Fields, floor)
	lines := scene.Lines{Style: scene.Style{Name: "cell lines", Color: scene.Faint, Layer: "instance"}}
	for k := 0; k <= n; k++ {
		t := float64(k)
		lines.Segment(t, 0, Slab+0.001, t, float64(n), Slab+0.001)
		lines.Segment(0, t, Slab+0.001, float64(n), t, Slab+0.001)
	}
	s.Lines = append(s.Lines, lines)
	for h := 0; h <= 9; h++ {
		s.AddLegend(LevelColour(h), fmt.Sprintf("height %d", h))
	}
	s.AddLegend(AColour, fmt.Sprintf("A (height %d)", d.AHeight))
	s.AddLegend(BColour, fmt.Sprintf("B (height %d)", d.BHeight))
	s.Caption = fmt.Sprintf("%d×%d maze: A at level %d, B at level %d, at least %d jumps; the route must cover at least %d cells and no height more than %d cells",
		n, n, d.AHeight, d.BHeight, d.MinJumps, d.MinRouteCells, d.MaxPerHeight)
	return s
}

// GridScene draws a maze: a column per cell coloured by height, A and B in
// their colours, row 0 at the far edge.
func GridScene(g *Grid, title string) *scene.Scene {
	n := g.N
	s := sceneFor(n, title)
	f := scene.HeightMap{Style: scene.Style{Name: "maze", Layer: "answer"}, Rows: n, Cols: n, Cell: 1, Blocks: true}
	f.Heights = make([]float64, n*n)
	f.Colors = make([]string, n*n)
	// The height map's row 0 lies at y = 0: the maze's last row.
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			c := i*n + j
			k := (n-1-i)*n + j
			f.Heights[k] = Top(g.H[c])
			switch c {
			case g.A:
				f.Colors[k] = AColour
			case g.B:
				f.Colors[k] = BColour
			default:
				f.Colors[k] = LevelColour(g.H[c])
			}
		}
	}
	s.Fields = append(s.Fields, f)
	for _, c := range []struct {
		cell int
		text string
	}{{g.A, "A"}, {g.B, "B"}} {
		at := CellCentre(n, c.cell/n, c.cell%n, g.H[c.cell])
		at[2] += 0.4
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Name: c.text, Color: scene.Ink, Layer: "answer"}, Text: c.text, At: at, Size: 16})
	}
	return s
}

// RouteLines draws a route: walks as straight segments over the column tops,
// jumps as arcs rising at least one unit above the take-off.
func RouteLines(g *Grid, cells []int, jump []bool, walks, jumps *scene.Lines) {
	n := g.N
	for k := 0; k+1 < len(cells); k++ {
		a, b := cells[k], cells[k+1]
		p := CellCentre(n, a/n, a%n, g.H[a])
		q := CellCentre(n, b/n, b%n, g.H[b])
		p[2] += 0.05
		q[2] += 0.05
		if !jump[k] {
			walks.Segment(p[0], p[1], p[2], q[0], q[1], q[2])
			continue
		}
		// A parabola through p and q peaking 1 above them, in 8 segments.
		const steps = 8
		prev := p
		for s := 1; s <= steps; s++ {
			t := float64(float64(s) / steps)
			lift := float64(4 * t * (1 - t))
			cur := [3]float64{
				p[0] + float64((q[0]-p[0])*t),
				p[1] + float64((q[1]-p[1])*t),
				p[2] + lift,
			}
			jumps.Segment(prev[0], prev[1], prev[2], cur[0], cur[1], cur[2])
			prev = cur
		}
	}
}
