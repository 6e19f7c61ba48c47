package terrainlevelling

import (
	"fmt"
	"math"
	"strconv"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// The picture of a graded plan replays it as frames: the map before any
// blast, then after each blast, or, for a plan of more than maxFrames
// blasts, after evenly spaced ones ending with the last. Each frame colours
// the columns by how far they moved since the start (red lower, blue
// higher), outlines the largest city of that moment and marks the cells
// blasted since the frame before. The grader never builds it; it is drawn
// only when a front end asks (verifiers.Report.BuildOverlay).
const (
	// maxFrames bounds the moments after the start a picture shows, so that
	// a plan of 25,000 blasts draws no more than one of 16 (about 40 KB of
	// scene per frame of a 48×48 map).
	maxFrames = 16
	// maxMarks bounds the blast markers of one frame, and of off-map or
	// depth mistakes.
	maxMarks = 200
	// unchanged is how far a column may move and keep its height colour
	// (upstream's picture of the difference skips the same 0.05).
	unchanged = 0.05
)

// Colours of the changes.
var (
	lowerStops  = [][3]int{{0xf6, 0xc9, 0xc3}, {0xb2, 0x18, 0x2b}}
	higherStops = [][3]int{{0xc6, 0xdb, 0xef}, {0x21, 0x66, 0xac}}
)

// BlastColour marks the cells a frame's blasts hit.
const BlastColour = scene.Ink

// moments are the blast counts after which the frames are taken.
func moments(fired int) []int {
	n := min(fired, maxFrames)
	out := make([]int, n)
	for k := 1; k <= n; k++ {
		out[k-1] = (k*fired + n - 1) / n // ceil(k·fired/n)
	}
	return out
}

// deltaColour colours a column by its change since the start.
func (v view) deltaColour(g, start *Grid) func(c int) string {
	return func(c int) string {
		dz := g.Z[c] - start.Z[c]
		switch {
		case dz <= -unchanged:
			return ramp(lowerStops, -dz/3)
		case dz >= unchanged:
			return ramp(higherStops, dz/1.5)
		}
		return heightColour(v.frac(g.Z[c]))
	}
}

func (g *grading) overlay() *scene.Scene {
	d := g.d
	v := newView(d.start)
	s := v.newScene("Terrain levelling: the plan")
	s.Legend = heightLegend(v)
	s.AddLegend(CityColour, "largest flat city (outlined)")
	if !g.simulate || g.fired == 0 {
		s.Fields = append(s.Fields, v.columns(d.start, "terrain", "instance", v.byHeight(d.start)))
		s.Lines = append(s.Lines, v.outline(d.start, d.city, "largest city", ""))
		g.markMistakes(s, v)
		s.Caption = fmt.Sprintf("No blast fired. The largest flat city has %s.", verifiers.Count(d.city.Size, "cell", "cells"))
		return s
	}
	s.AddLegend(ramp(lowerStops, 0.5), "lower than at the start")
	s.AddLegend(ramp(higherStops, 0.5), "higher than at the start")
	s.AddLegend(BlastColour, "blasted since the frame before")

	grid := d.Grid()
	start := scene.Frame{Label: "before blasting: the largest flat city has " + verifiers.Count(d.city.Size, "cell", "cells")}
	start.Fields = []scene.HeightMap{v.columns(grid, "terrain", "answer", v.byHeight(grid))}
	start.Lines = []scene.Lines{v.outline(grid, d.city, "largest city", "")}
	s.Frames = append(s.Frames, start)

	lost, prev := 0.0, 0
	marked := make([]bool, grid.Cells())
	for _, m := range moments(g.fired) {
		marks := scene.Points{Style: scene.Style{Name: "blasts", Color: BlastColour, Layer: "answer"}, Size: markSize(grid.Cols)}
		var hit []int
		for _, b := range g.plan[prev:m] {
			lost += grid.Blast(b.X, b.Y, b.Z, nil)
			if c := b.Y*grid.Cols + b.X; !marked[c] {
				marked[c] = true
				hit = append(hit, c)
			}
		}
		for i, c := range hit {
			marked[c] = false
			if i < maxMarks {
				p := v.at(c%grid.Cols, c/grid.Cols, grid.Z[c])
				marks.Add(p[0], p[1], p[2]+0.15)
			}
		}
		city := grid.LargestCity()
		f := scene.Frame{Label: g.momentLabel(prev, m, city.Size, lost)}
		f.Fields = []scene.HeightMap{v.columns(grid, "terrain", "answer", v.deltaColour(grid, d.start))}
		f.Lines = []scene.Lines{v.outline(grid, city, "largest city", "flat city")}
		f.Points = []scene.Points{marks}
		s.Frames = append(s.Frames, f)
		prev = m
	}
	if g.tooDeep >= 0 {
		b := g.plan[g.tooDeep]
		f := scene.Frame{Label: fmt.Sprintf("%s at x %d, y %d asks for %s but the rock is %s high: the plan stops", verifiers.Index("blasts", g.tooDeep), b.X, b.Y, Height(b.Z), Height(g.rockAt))}
		f.Fields = []scene.HeightMap{v.columns(grid, "terrain", "answer", v.deltaColour(grid, d.start))}
		p := v.at(b.X, b.Y, grid.At(b.X, b.Y))
		bad := scene.Points{Style: scene.Style{Name: "too deep", Color: scene.Wrong, Layer: "error", Check: "rock"}, Size: 12}
		bad.Add(p[0], p[1], p[2]+0.15)
		f.Points = []scene.Points{bad}
		s.Frames = append(s.Frames, f)
		s.AddLegend(scene.Wrong, "the blast drilled deeper than the rock")
	}
	s.Caption = g.caption(len(s.Frames) - 1)
	return s
}

// momentLabel says which blasts a frame shows.
func (g *grading) momentLabel(prev, m, city int, lost float64) string {
	n := len(g.plan)
	what := fmt.Sprintf("after blasts %d to %d of %d", prev+1, m, n)
	if m == prev+1 {
		b := g.plan[m-1]
		what = fmt.Sprintf("after blast %d of %d (x %d, y %d, depth %s)", m, n, b.X, b.Y, short(b.Z))
	}
	return fmt.Sprintf("%s: the largest flat city has %s; %s of rock lost so far", what, verifiers.Count(city, "cell", "cells"), volume(lost))
}

// caption sums the plan up under its frames.
func (g *grading) caption(frames int) string {
	d := g.d
	if g.tooDeep >= 0 {
		return fmt.Sprintf("%s fired before %s drilled deeper than the rock, which scores 0; shown in %d frames after the start.",
			verifiers.Count(g.fired, "blast", "blasts"), verifiers.Index("blasts", g.tooDeep), frames)
	}
	return fmt.Sprintf("All %s fired, shown in %d frames after the start; columns are coloured by how far they moved (red lower, blue higher). The largest flat city grew from %s to %s; %s of rock rolled off the map.",
		verifiers.Count(g.fired, "blast", "blasts"), frames, verifiers.Count(d.city.Size, "cell", "cells"), verifiers.Count(g.after.Size, "cell", "cells"), volume(g.lost))
}

// markMistakes marks the blasts off the map (one cell beyond its edge, where
// they point) and those with a depth of 0 or less.
func (g *grading) markMistakes(s *scene.Scene, v view) {
	d := g.d
	mark := func(list []int, check, name string) {
		if len(list) == 0 {
			return
		}
		p := scene.Points{Style: scene.Style{Name: name, Color: scene.Wrong, Layer: "error", Check: check}, Size: 11}
		for _, i := range list[:min(len(list), maxMarks)] {
			b := g.plan[i]
			x, y := min(max(b.X, -1), d.start.Cols), min(max(b.Y, -1), d.start.Rows)
			h := v.base
			if d.start.Inside(x, y) {
				h = d.start.At(x, y)
			}
			at := v.at(x, y, h)
			p.Add(at[0], at[1], at[2]+0.15)
			if i == list[0] {
				s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Wrong, Layer: "error", Check: check},
					Text: fmt.Sprintf("%s (%d, %d, %s)", verifiers.Index("blasts", i), b.X, b.Y, short(b.Z)), At: [3]float64{at[0], at[1], at[2] + 0.8}})
			}
		}
		s.Points = append(s.Points, p)
		s.AddLegend(scene.Wrong, name)
	}
	mark(g.offMap, "on the map", "blast off the map (drawn at the edge)")
	mark(g.notDeep, "depth", "blast with a depth of 0 or less")
	if g.tooDeep == 0 {
		mark([]int{0}, "rock", "the blast drilled deeper than the rock")
	}
}

// markSize is the size in pixels of a blast's marker: smaller on larger
// maps, whose cells are smaller on screen.
func markSize(cols int) float64 {
	if cols > 24 {
		return 4
	}
	return 7
}

// short writes a depth to at most three decimals.
func short(z float64) string {
	if math.IsNaN(z) || math.IsInf(z, 0) || math.Abs(z) >= 1e9 {
		return Height(z)
	}
	return strconv.FormatFloat(math.Round(z*1000)/1000, 'f', -1, 64)
}
