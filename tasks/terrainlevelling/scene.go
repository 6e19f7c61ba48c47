package terrainlevelling

import (
	"fmt"
	"math"
	"strconv"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// Scenes draw the map as columns, one per cell, coloured by height, with the
// largest city outlined. Column x runs left to right and row y = 0 (the
// first row printed) lies along the far edge, so the picture reads as the
// prompt's text does.

// CityColour outlines the largest city.
const CityColour = scene.Accepted

// view holds what every picture of one map shares: where a cell and a
// height go in the scene.
type view struct {
	rows, cols int
	base       float64 // the height drawn at z = plinth
	lo, hi     float64 // the height range the colours span
	zs         float64 // scene units per unit of height
}

// plinth is the height of a column whose ground is at the view's base, so
// that the lowest cells are still visible blocks.
const plinth = 0.1

func newView(start *Grid) view {
	lo, hi := start.Z[0], start.Z[0]
	for _, z := range start.Z {
		lo, hi = min(lo, z), max(hi, z)
	}
	// Heights 0..10 rise about a third of the map's width.
	zs := max(0.5, float64(max(start.Rows, start.Cols))/32)
	// Blasts never leave ground below 0 (a depth is at most the height), so
	// base = min(0, lo) keeps every frame above the plinth.
	return view{rows: start.Rows, cols: start.Cols, base: min(0, lo), lo: lo, hi: hi, zs: zs}
}

// top is the scene z of the top of a column of height h, to a thousandth so
// that scenes stay small.
func (v view) top(h float64) float64 {
	return math.Round(float64((float64((h-v.base)*v.zs)+plinth)*1000)) / 1000
}

// at is the scene position of the centre of cell (x, y)'s top at height h.
func (v view) at(x, y int, h float64) [3]float64 {
	return [3]float64{float64(x) + 0.5, float64(v.rows-1-y) + 0.5, v.top(h)}
}

// newScene starts a picture of the map: the camera, and the column and row
// numbers, raised above the tallest column so that none hides them.
func (v view) newScene(title string) *scene.Scene {
	s := scene.New(3, title)
	w, h := float64(v.cols), float64(v.rows)
	span := max(w, h)
	// steep enough (about 60° above the map) that the far rows are not much
	// smaller than the near ones: the viewer centres the map's middle, and a
	// low view would leave the picture's weight below the canvas's centre
	s.Camera = &scene.Camera{Position: [3]float64{w / 2, -0.2 * span, 1.2 * span}, Target: [3]float64{w / 2, h * 0.48, 0}, Up: [3]float64{0, 0, 1}, FOV: 45}
	step := 5
	if v.cols <= 12 {
		step = 2
	}
	ink := scene.Style{Name: "axes", Color: scene.Ink, Layer: "instance"}
	above := v.top(v.hi) + 0.3
	for x := 0; x < v.cols; x += step {
		s.Labels = append(s.Labels, scene.Label{Style: ink, Text: strconv.Itoa(x), At: [3]float64{float64(x) + 0.5, h + 1.3, above}, Size: 12})
	}
	for y := 0; y < v.rows; y += step {
		s.Labels = append(s.Labels, scene.Label{Style: ink, Text: strconv.Itoa(y), At: [3]float64{-1.6, float64(v.rows-1-y) + 0.5, above}, Size: 12})
	}
	// "x →" sits well clear of the last column number, which on a narrow
	// screen would otherwise run into it.
	s.Labels = append(s.Labels,
		scene.Label{Style: ink, Text: "x →", At: [3]float64{w + 2.6, h + 1.3, above}, Size: 13},
		scene.Label{Style: ink, Text: "y ↓", At: [3]float64{-1.6, -1.2, above}, Size: 13},
	)
	return s
}

// columns draws a map as one column per cell, coloured by colour(cell).
func (v view) columns(g *Grid, name, layer string, colour func(c int) string) scene.HeightMap {
	f := scene.HeightMap{Style: scene.Style{Name: name, Color: heightColour(0.5), Layer: layer}, Rows: g.Rows, Cols: g.Cols, Cell: 1, Blocks: true}
	f.Heights = make([]float64, g.Cells())
	f.Colors = make([]string, g.Cells())
	// The height map's row 0 lies at y = 0: the grid's last row.
	for y := 0; y < g.Rows; y++ {
		for x := 0; x < g.Cols; x++ {
			c := y*g.Cols + x
			k := (g.Rows-1-y)*g.Cols + x
			f.Heights[k] = v.top(g.Z[c])
			f.Colors[k] = colour(c)
		}
	}
	return f
}

// byHeight colours cell c of g by its height.
func (v view) byHeight(g *Grid) func(c int) string {
	return func(c int) string { return heightColour(v.frac(g.Z[c])) }
}

// frac places h in the colour range, 0..1.
func (v view) frac(h float64) float64 {
	if v.hi <= v.lo {
		return 0.5
	}
	return min(1, max(0, (h-v.lo)/(v.hi-v.lo)))
}

// outline draws the border of a city on top of its columns.
func (v view) outline(g *Grid, city City, name, check string) scene.Lines {
	l := scene.Lines{Style: scene.Style{Name: name, Color: CityColour, Layer: "answer", Check: check}, Width: 4}
	in := func(x, y int) bool { return g.Inside(x, y) && city.In[y*g.Cols+x] }
	for y := 0; y < g.Rows; y++ {
		for x := 0; x < g.Cols; x++ {
			if !in(x, y) {
				continue
			}
			z := v.top(g.At(x, y)) + 0.02
			x0, x1 := float64(x), float64(x+1)
			y1 := float64(v.rows - y) // the cell's far side (towards row y-1)
			y0 := y1 - 1
			if !in(x, y-1) {
				l.Segment(x0, y1, z, x1, y1, z)
			}
			if !in(x, y+1) {
				l.Segment(x0, y0, z, x1, y0, z)
			}
			if !in(x-1, y) {
				l.Segment(x0, y0, z, x0, y1, z)
			}
			if !in(x+1, y) {
				l.Segment(x1, y0, z, x1, y1, z)
			}
		}
	}
	return l
}

// Scene draws the map as it is, with its largest city outlined.
func (d *Data) Scene() *scene.Scene {
	v := newView(d.start)
	s := v.newScene("Terrain levelling")
	s.Fields = append(s.Fields, v.columns(d.start, "terrain", "instance", v.byHeight(d.start)))
	s.Lines = append(s.Lines, v.outline(d.start, d.city, "largest city", ""))
	s.Legend = heightLegend(v)
	s.AddLegend(CityColour, "largest flat city (outlined)")
	s.Caption = fmt.Sprintf("%d×%d map, heights %s to %s; column x = 0 is on the left and row y = 0 along the far edge. The largest flat city has %s.",
		d.start.Cols, d.start.Rows, Height(v.lo), Height(v.hi), verifiers.Count(d.city.Size, "cell", "cells"))
	return s
}

// Terrain colours: low ground green, then sand, then bare rock, then snow.
var heightStops = [][3]int{{0x3f, 0x7d, 0x3a}, {0xc9, 0xb2, 0x6f}, {0x8c, 0x6d, 0x52}, {0xee, 0xea, 0xe2}}

// heightColour is the terrain colour of t in 0..1.
func heightColour(t float64) string {
	return ramp(heightStops, t)
}

// ramp interpolates between evenly spaced colour stops, in integer steps of
// 1/1000 so that no platform's rounding changes a colour.
func ramp(stops [][3]int, t float64) string {
	k := int(math.Round(float64(min(1, max(0, t)) * 1000)))
	seg := len(stops) - 1
	pos := k * seg // position in thousandths of a segment
	i := min(pos/1000, seg-1)
	f := pos - i*1000
	var c [3]int
	for j := range c {
		c[j] = stops[i][j] + (stops[i+1][j]-stops[i][j])*f/1000
	}
	return fmt.Sprintf("#%02x%02x%02x", c[0], c[1], c[2])
}

// heightLegend names the colours at the bottom and the top of the map.
func heightLegend(v view) []scene.LegendItem {
	return []scene.LegendItem{
		{Color: heightColour(0), Text: "lowest ground (" + Height(v.lo) + ")"},
		{Color: heightColour(0.5), Text: "middle heights"},
		{Color: heightColour(1), Text: "highest ground (" + Height(v.hi) + ")"},
	}
}
