package voxelprojection

import (
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// Gap is the distance between the grid and the projection panels.
const Gap = 1.5

// Scene draws the empty grid as a wire cage with the three projection panels
// beside it, as empty grids: XY under the cube, XZ behind it, YZ to its left.
// The voxel (x, y, z) is the unit cube [x, x+1] × [y, y+1] × [z, z+1].
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, "Voxel grid projection")
	n := float64(d.Size)
	c := float64(n / 2)
	s.Camera = &scene.Camera{Position: [3]float64{c + float64(1.6*n), c - float64(1.9*n), c + float64(1.4*n)}, Target: [3]float64{c - 0.4, c + 0.4, c - 0.4}, Up: [3]float64{0, 0, 1}, FOV: 45}
	cage := scene.Lines{Style: scene.Style{Name: "grid boundary", Color: scene.Faint, Layer: "instance"}}
	for _, e := range [][6]float64{
		{0, 0, 0, n, 0, 0}, {0, n, 0, n, n, 0}, {0, 0, n, n, 0, n}, {0, n, n, n, n, n},
		{0, 0, 0, 0, n, 0}, {n, 0, 0, n, n, 0}, {0, 0, n, 0, n, n}, {n, 0, n, n, n, n},
		{0, 0, 0, 0, 0, n}, {n, 0, 0, n, 0, n}, {0, n, 0, 0, n, n}, {n, n, 0, n, n, n},
	} {
		cage.Segment(e[0], e[1], e[2], e[3], e[4], e[5])
	}
	s.Lines = append(s.Lines, cage)
	panel := scene.Lines{Style: scene.Style{Name: "projection panels", Color: scene.Faint, Layer: "instance"}}
	for i := 0; i <= d.Size; i++ {
		t := float64(i)
		panel.Segment(t, 0, -Gap, t, n, -Gap) // XY, under the cube
		panel.Segment(0, t, -Gap, n, t, -Gap)
		panel.Segment(t, n+Gap, 0, t, n+Gap, n) // XZ, behind it
		panel.Segment(0, n+Gap, t, n, n+Gap, t)
		panel.Segment(-Gap, t, 0, -Gap, t, n) // YZ, to its left
		panel.Segment(-Gap, 0, t, -Gap, n, t)
	}
	s.Lines = append(s.Lines, panel)
	st := scene.Style{Name: "panel names", Color: scene.Ink, Layer: "instance"}
	s.Labels = append(s.Labels,
		scene.Label{Style: st, Text: "XY projection", At: [3]float64{c, -0.8, -Gap}},
		scene.Label{Style: st, Text: "XZ projection", At: [3]float64{c, n + Gap, n + 0.8}},
		scene.Label{Style: st, Text: "YZ projection", At: [3]float64{-Gap, c, n + 0.8}},
		scene.Label{Style: st, Text: "x", At: [3]float64{n + 0.6, 0, 0}},
		scene.Label{Style: st, Text: "y", At: [3]float64{0, n + 0.6, 0}},
		scene.Label{Style: st, Text: "z", At: [3]float64{0, 0, n + 0.6}},
	)
	s.Caption = fmt.Sprintf("%d voxels in %s %d×%d×%d grid", d.Count, verifiers.Article(d.Size), d.Size, d.Size, d.Size)
	if digit := d.Digit(); digit >= 0 {
		s.Caption += fmt.Sprintf("; no coordinate sum may contain the digit %d", digit)
	}
	return s
}

// PanelCell returns the box of cell (u, v) of a projection panel: plane 0 is
// XY (u = x, v = y), 1 is XZ (u = x, v = z), 2 is YZ (u = y, v = z).
func (d *Data) PanelCell(plane, u, v int) (lo, size [3]float64) {
	const inset, thick = 0.04, 0.08
	n := float64(d.Size)
	a, b := float64(u)+inset, float64(v)+inset
	w := 1 - 2*inset
	switch plane {
	case 0:
		return [3]float64{a, b, -Gap - thick}, [3]float64{w, w, thick}
	case 1:
		return [3]float64{a, n + Gap, b}, [3]float64{w, thick, w}
	}
	return [3]float64{-Gap - thick, a, b}, [3]float64{thick, w, w}
}

// HeightColour shades a voxel by its z from deep blue (bottom) to yellow (top).
func (d *Data) HeightColour(z int) string {
	top := max(d.Size-1, 1)
	lerp := func(a, b int) int { return a + (b-a)*z/top }
	return fmt.Sprintf("#%02x%02x%02x", lerp(0x31, 0xfd), lerp(0x36, 0xe7), lerp(0x95, 0x25))
}
