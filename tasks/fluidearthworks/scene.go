package fluidearthworks

// Drawing worlds. Voxel (x, y, z) is the unit box [x, x+1] × [y, y+1] ×
// [z, z+1] of a 3D scene, z up. Voxels are drawn merged: a run of equal
// voxels up a column is one box, and equal runs in neighbouring columns
// along y are one box, so a flat lake or a wall costs a handful of boxes
// however wide it is.

import (
	"fmt"

	"github.com/scbench/scbench/scene"
)

// Colours of the world.
const (
	groundColour = "#7a5c3e" // the rock of the first three layers
	rainColour   = "#4c78a8"
	edgeColour   = "#d9480f"
	originColour = "#ffffff"
	dryColour    = "#f2c94c" // the ring lake's dry centre: land, not water or rock
)

// waterColours tell lakes apart: each lake takes the next.
var waterColours = []string{"#1c7ed6", "#15aabf", "#5c7cfa", "#0b7285", "#74c0fc", "#3b5bdb", "#22b8cf", "#1864ab"}

// rockColour shades rock by the height of its top: dark at the bottom,
// sandy at the top.
func rockColour(top int) string {
	if top < Ground {
		return groundColour
	}
	t := top - Ground
	lerp := func(a, b int) int { return a + (b-a)*t/(Height-1-Ground) }
	return fmt.Sprintf("#%02x%02x%02x", lerp(0x9c, 0xe0), lerp(0x7a, 0xc4), lerp(0x55, 0x94))
}

// run is a stretch of equal voxels up one column, drawn as box `box`.
type run struct{ z0, z1, key, box int }

// voxelBoxes draws the cells of an n-wide world for which key gives a key
// of 0 or more (-1: not drawn), merged into boxes of one key each, coloured
// by colour(key).
func voxelBoxes(n int, key func(i int) int, colour func(k int) string, st scene.Style) scene.Boxes {
	b := scene.Boxes{Style: st}
	var prev, cur []run
	for x := 0; x < n; x++ {
		prev = prev[:0]
		for y := 0; y < n; y++ {
			cur = cur[:0]
			base := (x*n + y) * Height
			for z := 0; z < Height; {
				k := key(base + z)
				if k < 0 {
					z++
					continue
				}
				z0 := z
				for z < Height && key(base+z) == k {
					z++
				}
				box := -1
				for _, p := range prev {
					if p.z0 == z0 && p.z1 == z-1 && p.key == k {
						box = p.box
						break
					}
				}
				if box >= 0 {
					b.Size[box*3+1]++
				} else {
					box = len(b.Min) / 3
					b.Add(float64(x), float64(y), float64(z0), 1, 1, float64(z-z0))
					b.Colors = append(b.Colors, colour(k))
				}
				cur = append(cur, run{z0, z - 1, k, box})
			}
			prev, cur = cur, prev
		}
	}
	return b
}

// rockBoxes draws the rock of a world, shaded by the height of each run.
func rockBoxes(w *World, st scene.Style) scene.Boxes {
	cells := w.Cells
	// The key of a rock cell is the top of its run, so that runs of
	// different heights get their own shade.
	top := make([]int8, len(cells))
	for col := 0; col < w.N*w.N; col++ {
		t := -1
		for z := Height - 1; z >= 0; z-- {
			i := col*Height + z
			if cells[i] != Rock {
				t = -1
				continue
			}
			if t < 0 {
				t = z
			}
			top[i] = int8(t)
		}
	}
	return voxelBoxes(w.N, func(i int) int {
		if cells[i] != Rock {
			return -1
		}
		return int(top[i])
	}, rockColour, st)
}

// frame sets up a scene of an n-wide world: the camera, the world's
// outline, its axes, the edge columns and the rain columns. ground is the
// height of the rock in column (0, 0), where the origin is marked.
func frame(n int, title string, ground int) *scene.Scene {
	s := scene.New(3, title)
	f, h := float64(n), float64(Height)
	c := float64(Centre(n)) + 1
	s.Camera = &scene.Camera{Position: [3]float64{c - float64(0.55*f), -0.95 * f, 1.15 * f}, Target: [3]float64{c, c, 2}, Up: [3]float64{0, 0, 1}, FOV: 40}
	outline := scene.Lines{Style: scene.Style{Name: "world bounds", Color: scene.Faint, Layer: "instance"}}
	corners := [4][2]float64{{0, 0}, {f, 0}, {f, f}, {0, f}}
	for i, p := range corners {
		q := corners[(i+1)%4]
		outline.Segment(p[0], p[1], 0, q[0], q[1], 0)
		outline.Segment(p[0], p[1], h, q[0], q[1], h)
		outline.Segment(p[0], p[1], 0, p[0], p[1], h)
	}
	s.Lines = append(s.Lines, outline)
	// The dashed line runs on the flat ground's surface round the columns
	// off the edge.
	edge := scene.Lines{Style: scene.Style{Name: "edge columns", Color: edgeColour, Layer: "instance"}, Width: 2, Dashed: true}
	inner := [4][2]float64{{1, 1}, {f - 1, 1}, {f - 1, f - 1}, {1, f - 1}}
	for i, p := range inner {
		q := inner[(i+1)%4]
		edge.Segment(p[0], p[1], Ground+0.02, q[0], q[1], Ground+0.02)
	}
	s.Lines = append(s.Lines, edge)
	rain := scene.Boxes{Style: scene.Style{Name: "rain columns", Color: rainColour, Opacity: 0.55, Layer: "instance"}}
	rain.Add(c-1, c-1, h+0.3, 2, 2, 0.6)
	s.Boxes = append(s.Boxes, rain)
	origin := scene.Boxes{Style: scene.Style{Name: "column (0, 0)", Color: originColour, Layer: "instance"}, Edges: true}
	origin.Add(0, 0, float64(ground), 1, 1, 0.08)
	s.Boxes = append(s.Boxes, origin)
	ink := scene.Style{Color: scene.Ink, Layer: "instance"}
	s.Labels = append(s.Labels,
		scene.Label{Style: ink, Text: "(0, 0)", At: [3]float64{-0.6, -0.6, float64(ground)}, Size: 12},
		scene.Label{Style: ink, Text: fmt.Sprintf("x → %d", n-1), At: [3]float64{f - 0.5, -1.5, 0}, Size: 12},
		scene.Label{Style: ink, Text: fmt.Sprintf("y → %d", n-1), At: [3]float64{-1.5, f - 0.5, 0}, Size: 12},
		scene.Label{Style: ink, Text: fmt.Sprintf("z = %d", Height-1), At: [3]float64{-0.6, f + 0.6, h - 0.5}, Size: 12},
		scene.Label{Style: scene.Style{Color: rainColour, Layer: "instance"}, Text: "rain", At: [3]float64{c, c, h + 1.6}, Size: 13},
	)
	s.AddLegend(rainColour, fmt.Sprintf("the rain's four columns, (%d, %d) to (%d, %d)", Centre(n), Centre(n), Centre(n)+1, Centre(n)+1))
	s.AddLegend(edgeColour, "inside the dashed line: water reaching the edge columns beyond it runs off")
	return s
}

// Scene draws the flat world the plan starts from, with the goal.
func (d *Data) Scene() *scene.Scene {
	s := frame(d.Size, "Fluid earthworks", Ground)
	s.Boxes = append(s.Boxes, rockBoxes(NewWorld(d.Size), scene.Style{Name: "rock", Color: groundColour, Layer: "rock"}))
	s.AddLegend(groundColour, "rock: layers 0 to 2")
	s.Caption = fmt.Sprintf("A %d×%d×%d world of flat rock, before the earthworks. Goal: %s.", d.Size, d.Size, Height, goalOf(d.Goal).title(d))
	return s
}
