package voxelprojection

import (
	"fmt"

	"github.com/scbench/scbench/scene"
)

// overlay draws the answer in the grid: each distinct voxel as a cube shaded by
// height, voxels breaking the digit rule or listed twice in red, and the three
// projection panels with each cell shaded by how many voxels lie on its line
// and empty cells in red.
func (g *grading) overlay() *scene.Scene {
	d, n := g.d, g.n
	s := d.Scene()
	s.Title = "Voxel grid projection: graded answer"
	heightColour := make([]string, n)
	for z := range heightColour {
		heightColour[z] = d.HeightColour(z)
	}
	shades := make([]string, n+1)
	for k := 1; k <= n; k++ {
		shades[k] = lineShade(k, n)
	}
	cubes := scene.Boxes{Style: scene.Style{Name: "answer voxels", Color: scene.Answer, Layer: "answer"}, Edges: true}
	for _, v := range g.set {
		cubes.Add(float64(v[0]), float64(v[1]), float64(v[2]), 1, 1, 1)
		cubes.Colors = append(cubes.Colors, heightColour[v[2]])
	}
	if len(g.set) > 0 {
		s.Boxes = append(s.Boxes, cubes)
		s.AddLegend(d.HeightColour(0), "answer's voxels, shaded from the bottom (blue) to the top (yellow)")
	}
	bad := func(idx []int, check, name string) {
		b := scene.Boxes{Style: scene.Style{Name: name, Color: scene.Wrong, Opacity: 0.6, Check: check, Layer: "error"}, Edges: true}
		for _, i := range idx {
			v := g.voxels[i]
			b.Add(float64(v[0])-0.05, float64(v[1])-0.05, float64(v[2])-0.05, 1.1, 1.1, 1.1)
		}
		if len(idx) > 0 {
			s.Boxes = append(s.Boxes, b)
			s.AddLegend(scene.Wrong, name)
		}
	}
	bad(g.digitBad, "digit rule", fmt.Sprintf("voxel whose coordinate sum contains the digit %d", d.Digit()))
	var dupIdx []int
	for _, p := range g.dups {
		dupIdx = append(dupIdx, p[0])
	}
	bad(dupIdx, "distinct", "voxel listed more than once")

	var counts [3][]int
	for p := range counts {
		counts[p] = make([]int, n*n)
	}
	for _, v := range g.set {
		counts[0][v[0]*n+v[1]]++
		counts[1][v[0]*n+v[2]]++
		counts[2][v[1]*n+v[2]]++
	}
	for p, pl := range Planes {
		filled := scene.Boxes{Style: scene.Style{Name: pl[0] + ": voxels on the line", Color: scene.Accepted, Layer: "answer"}}
		holes := scene.Boxes{Style: scene.Style{Name: pl[0] + ": hole", Color: scene.Wrong, Check: pl[0], Layer: "error"}}
		for c, k := range counts[p] {
			lo, size := d.PanelCell(p, c/n, c%n)
			if k == 0 {
				holes.Add(lo[0], lo[1], lo[2], size[0], size[1], size[2])
				continue
			}
			filled.Add(lo[0], lo[1], lo[2], size[0], size[1], size[2])
			filled.Colors = append(filled.Colors, shades[min(k, n)])
		}
		if len(filled.Min) > 0 {
			s.Boxes = append(s.Boxes, filled)
		}
		if len(holes.Min) > 0 {
			s.Boxes = append(s.Boxes, holes)
			s.AddLegend(scene.Wrong, "projection cell with no voxel on its line")
		}
	}
	s.AddLegend(lineShade(1, n), "projection cell: darker green means more voxels on its line")
	if g.sym != nil {
		s.Caption += "; symmetric under " + g.sym.Describe(n)
	}
	return s
}

// lineShade runs from pale green (one voxel on the line) to dark green (all n).
func lineShade(k, n int) string {
	top := max(n-1, 1)
	t := min(k-1, top)
	lerp := func(a, b int) int { return a + (b-a)*t/top }
	return fmt.Sprintf("#%02x%02x%02x", lerp(0xc7, 0x00), lerp(0xe9, 0x44), lerp(0xc0, 0x1b))
}
