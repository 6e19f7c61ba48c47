package fluidearthworks

// The graded plan, drawn as a simulation one can step through: the settled
// rock stays put, and the frames show the world as built (with any rock
// that falls), after the rock settles, the rain filling the lakes (sampled
// from the simulation's record of where each drop stayed) and the world
// after the rain with what the goal measured.

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// Bounds on the drawing: labels of lakes, frames of rain, and the boxes all
// rain frames may hold together (a frame shows all the water of its moment).
const (
	maxLabels      = 12
	maxRainFrames  = 24
	maxFrameBoxes  = 20000
	minRainFrames  = 2
	labelClearance = 1.2
)

type markKind uint8

const (
	markSurface   markKind = iota // the outline of a lake's surface
	markBlock                     // a square of columns, outlined above a lake
	markVoxels                    // voxels, outlined
	markLayer                     // a horizontal plane at the bottom of a layer
	markLabel                     // text over a lake
	markFootprint                 // a hidden lake's outline, dashed on whatever covers it
)

// mark is something a goal measured, for the overlay to draw.
type mark struct {
	kind          markKind
	check         string
	body          int
	col, side, z  int
	cells         []int32
	color, legend string
}

func (j *judging) markSurface(b int, check, legend string) {
	j.marks = append(j.marks, mark{kind: markSurface, check: check, body: b, color: scene.Accepted, legend: legend})
}

func (j *judging) markBlock(b, col, side int, check, color, legend string) {
	j.marks = append(j.marks, mark{kind: markBlock, check: check, body: b, col: col, side: side, color: color, legend: legend})
}

func (j *judging) markVoxels(cells []int32, check, color, legend string) {
	j.marks = append(j.marks, mark{kind: markVoxels, check: check, cells: cells, color: color, legend: legend})
}

func (j *judging) markLayer(z int, check, color, legend string) {
	j.marks = append(j.marks, mark{kind: markLayer, check: check, z: z, color: color, legend: legend})
}

// markFootprint outlines lake b's columns above the rock that hides it, so
// that a lake nobody can see from above is still found in the scene.
func (j *judging) markFootprint(b int, check, legend string) {
	j.marks = append(j.marks, mark{kind: markFootprint, check: check, body: b, color: scene.Accepted, legend: legend})
}

func (j *judging) markLabel(b int, check, text string) {
	j.marks = append(j.marks, mark{kind: markLabel, check: check, body: b, legend: text})
}

// overlay draws the graded plan.
func (g *grading) overlay() *scene.Scene {
	n := g.d.Size
	ground := 0
	for z := 0; z < Height; z++ {
		if g.before.Cells[z] == Rock {
			ground = z + 1
		}
	}
	s := frame(n, "Fluid earthworks: the plan under the rain", ground)
	s.Boxes = append(s.Boxes, rockBoxes(g.before, scene.Style{Name: "rock", Color: groundColour, Layer: "rock"}))
	s.AddLegend(groundColour, "rock, lighter the higher it reaches")
	s.Frames = append(s.Frames, g.builtFrame())
	if len(g.falls) > 0 {
		s.Frames = append(s.Frames, g.settledFrame())
	}
	s.Frames = append(s.Frames, g.rainFrames()...)
	if len(g.rain.Settles) > 0 {
		s.AddLegend(waterColours[0], "water, one colour per lake")
	}
	for _, m := range g.j.marks {
		if m.legend != "" && m.kind != markLabel {
			s.AddLegend(m.color, m.legend)
		}
	}
	s.Caption = fmt.Sprintf("Goal: %s. Score %s. Step through the frames to watch the rock settle and the rain fill the lakes.",
		goalOf(g.d.Goal).title(g.d), strconv.FormatFloat(g.score, 'g', 4, 64))
	return s
}

// builtFrame is the world as the boxes left it: rock that is about to fall
// in red where it was built, and boxes that changed nothing outlined.
func (g *grading) builtFrame() scene.Frame {
	f := scene.Frame{Label: "as built: the rock is stable"}
	if len(g.falls) > 0 {
		ghost := voxelBoxes(g.d.Size, func(i int) int {
			if g.built.Cells[i] == Rock && g.before.Cells[i] != Rock {
				return 0
			}
			return -1
		}, func(int) string { return scene.Wrong }, scene.Style{Name: "rock about to fall", Color: scene.Wrong, Opacity: 0.45, Layer: "rock", Check: "rock"})
		f.Boxes = append(f.Boxes, ghost)
		f.Label = fmt.Sprintf("as built: the red rock has nothing holding it up and falls (%s)", verifiers.Count(g.fallen(), "voxel", "voxels"))
	}
	if len(g.plan.skipped) > 0 {
		l := scene.Lines{Style: scene.Style{Name: "boxes that changed nothing", Color: scene.Missing, Layer: "answer", Check: "boxes"}, Width: 2, Dashed: true}
		for _, e := range g.plan.skipped[:min(len(g.plan.skipped), maxLabels)] {
			boxEdges(&l, e)
		}
		f.Lines = append(f.Lines, l)
	}
	return f
}

// fallen counts the voxels of rock that fell.
func (g *grading) fallen() int {
	n := 0
	for _, f := range g.falls {
		n += len(f.Cells)
	}
	return n
}

// settledFrame marks where the fallen rock came to rest.
func (g *grading) settledFrame() scene.Frame {
	landed := voxelBoxes(g.d.Size, func(i int) int {
		if g.before.Cells[i] == Rock && g.built.Cells[i] != Rock {
			return 0
		}
		return -1
	}, func(int) string { return scene.Wrong }, scene.Style{Name: "rock that fell", Color: scene.Wrong, Opacity: 0.9, Layer: "rock", Check: "rock"})
	landed.Edges = true
	return scene.Frame{Label: "after the rock settles: the fallen rock is outlined in red", Primitives: scene.Primitives{Boxes: []scene.Boxes{landed}}}
}

// boxEdges adds the twelve edges of an edit's box to l.
func boxEdges(l *scene.Lines, e Edit) {
	x0, y0, z0 := float64(e.Min[0]), float64(e.Min[1]), float64(e.Min[2])
	x1, y1, z1 := float64(e.Max[0]+1), float64(e.Max[1]+1), float64(e.Max[2]+1)
	for _, s := range [][6]float64{
		{x0, y0, z0, x1, y0, z0}, {x0, y1, z0, x1, y1, z0}, {x0, y0, z0, x0, y1, z0}, {x1, y0, z0, x1, y1, z0},
		{x0, y0, z1, x1, y0, z1}, {x0, y1, z1, x1, y1, z1}, {x0, y0, z1, x0, y1, z1}, {x1, y0, z1, x1, y1, z1},
		{x0, y0, z0, x0, y0, z1}, {x1, y0, z0, x1, y0, z1}, {x0, y1, z0, x0, y1, z1}, {x1, y1, z0, x1, y1, z1},
	} {
		l.Segment(s[0], s[1], s[2], s[3], s[4], s[5])
	}
}

// rainFrames samples the rain: the water at chosen moments, each lake in
// its colour, ending with the world after the rain and the goal's marks.
func (g *grading) rainFrames() []scene.Frame {
	settles := g.rain.Settles
	total := len(settles)
	// when[i] is 1 + the number of the settle that filled cell i, or 0.
	when := make([]int32, len(g.final.Cells))
	for k, st := range settles {
		when[st.Cell] = int32(k + 1)
	}
	water := func(m int) scene.Boxes {
		return voxelBoxes(g.d.Size, func(i int) int {
			if w := when[i]; w > 0 && int(w) <= m {
				return int(g.lakes.Of[i])
			}
			return -1
		}, func(k int) string { return waterColours[k%len(waterColours)] },
			scene.Style{Name: "water", Color: waterColours[0], Opacity: 0.78, Layer: "water"})
	}
	last := water(total)
	var moments []int
	if total > 0 {
		count := max(minRainFrames, min(maxRainFrames, maxFrameBoxes/max(1, len(last.Min)/3)))
		seen := map[int]bool{total: true}
		for i := 1; i < count; i++ {
			if m := (i*total + count - 1) / count; m > 0 && !seen[m] {
				seen[m] = true
				moments = append(moments, m)
			}
		}
		for _, m := range g.rain.StageEnd[:2] {
			if m > 0 && !seen[m] {
				seen[m] = true
				moments = append(moments, m)
			}
		}
		sort.Ints(moments)
	}
	var out []scene.Frame
	for _, m := range moments {
		out = append(out, scene.Frame{Label: g.momentLabel(m), Primitives: scene.Primitives{Boxes: []scene.Boxes{water(m)}}})
	}
	final := scene.Frame{Label: g.finalLabel()}
	if total > 0 {
		final.Boxes = append(final.Boxes, last)
	}
	g.drawMarks(&final.Primitives)
	return append(out, final)
}

// momentLabel says when the m-th drop to stay fell and how much water there
// was then.
func (g *grading) momentLabel(m int) string {
	r := g.rain
	d := int(r.Settles[m-1].Drop)
	var when string
	switch {
	case d < r.Drops[Sprinkle]:
		when = fmt.Sprintf("rain on every column, drop %d of %d", d+1, r.Drops[Sprinkle])
	case d < r.Drops[Sprinkle]+r.Drops[Pour]:
		when = fmt.Sprintf("rain on the centre, round %d of %d", (d-r.Drops[Sprinkle])/4+1, Downpour)
	default:
		when = fmt.Sprintf("run-out, round %d", (d-r.Drops[Sprinkle]-r.Drops[Pour])/4+1)
	}
	return fmt.Sprintf("%s: %s of water", when, verifiers.Count(m, "voxel", "voxels"))
}

func (g *grading) finalLabel() string {
	if g.lakes.Total == 0 {
		return "after the rain: no water stayed; it all ran off or drained"
	}
	return fmt.Sprintf("after the rain: %s of water in %s", verifiers.Count(g.lakes.Total, "voxel", "voxels"), verifiers.Count(len(g.lakes.Bodies), "lake", "lakes"))
}

// top returns, for each column of lake b, the layer of its highest voxel
// there (-1 where it has none).
func (g *grading) top(b int) []int {
	n := g.d.Size
	t := make([]int, n*n)
	for i := range t {
		t[i] = -1
	}
	for _, c := range g.lakes.Bodies[b] {
		col, z := int(c)/Height, int(c)%Height
		t[col] = max(t[col], z)
	}
	return t
}

// drawMarks draws what the goal measured.
func (g *grading) drawMarks(p *scene.Primitives) {
	n := g.d.Size
	f := float64(n)
	for _, m := range g.j.marks {
		layer := "measure"
		if m.color == scene.Wrong {
			layer = "error"
		}
		st := scene.Style{Name: m.legend, Color: m.color, Check: m.check, Layer: layer}
		switch m.kind {
		case markSurface:
			p.Lines = append(p.Lines, g.surfaceOutline(m.body, st, -1))
		case markFootprint:
			l := g.surfaceOutline(m.body, st, g.cover(m.body))
			l.Dashed = true
			p.Lines = append(p.Lines, l)
		case markBlock:
			t := g.top(m.body)
			z := 0
			for _, h := range t {
				z = max(z, h+1)
			}
			x0, y0 := float64(m.col/n), float64(m.col%n)
			s := float64(m.side)
			l := scene.Lines{Style: st, Width: 3}
			zz := float64(z) + 0.15
			l.Segment(x0, y0, zz, x0+s, y0, zz)
			l.Segment(x0+s, y0, zz, x0+s, y0+s, zz)
			l.Segment(x0+s, y0+s, zz, x0, y0+s, zz)
			l.Segment(x0, y0+s, zz, x0, y0, zz)
			p.Lines = append(p.Lines, l)
			fill := scene.Rect(x0, y0, x0+s, y0+s, zz-0.01, st)
			fill.Opacity = 0.35
			p.Polys = append(p.Polys, fill)
		case markVoxels:
			in := make([]bool, len(g.final.Cells))
			for _, c := range m.cells {
				in[c] = true
			}
			b := voxelBoxes(n, func(i int) int {
				if in[i] {
					return 0
				}
				return -1
			}, func(int) string { return m.color }, st)
			b.Opacity = 0.9
			b.Edges = true
			p.Boxes = append(p.Boxes, b)
		case markLayer:
			plane := scene.Rect(0, 0, f, f, float64(m.z), st)
			plane.Opacity = 0.15
			plane.Outline = m.color
			p.Polys = append(p.Polys, plane)
		case markLabel:
			at := g.labelAt(m.body)
			p.Labels = append(p.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Check: m.check, Layer: "measure"}, Text: m.legend, At: at, Size: 12})
		}
	}
}

// surfaceOutline draws the border of lake b's surface: every side of one of
// its columns that does not face another, just above the lake's top there,
// or all at height at when at >= 0.
func (g *grading) surfaceOutline(b int, st scene.Style, at int) scene.Lines {
	n := g.d.Size
	t := g.top(b)
	l := scene.Lines{Style: st, Width: 3}
	for col, z := range t {
		if z < 0 {
			continue
		}
		x, y := float64(col/n), float64(col%n)
		zz := float64(z+1) + 0.05
		if at >= 0 {
			zz = float64(at) + 0.05
		}
		out := func(dx, dy int) bool {
			nx, ny := col/n+dx, col%n+dy
			return nx < 0 || ny < 0 || nx >= n || ny >= n || t[nx*n+ny] < 0
		}
		if out(-1, 0) {
			l.Segment(x, y, zz, x, y+1, zz)
		}
		if out(1, 0) {
			l.Segment(x+1, y, zz, x+1, y+1, zz)
		}
		if out(0, -1) {
			l.Segment(x, y, zz, x+1, y, zz)
		}
		if out(0, 1) {
			l.Segment(x, y+1, zz, x+1, y+1, zz)
		}
	}
	return l
}

// cover is the height of the top of whatever stands over lake b: one above
// the highest cell that is not air in any of its columns.
func (g *grading) cover(b int) int {
	h := 0
	for col, z := range g.top(b) {
		if z < 0 {
			continue
		}
		for zz := Height - 1; zz >= 0; zz-- {
			if g.final.Cells[col*Height+zz] != Air {
				h = max(h, zz+1)
				break
			}
		}
	}
	return h
}

// labelAt places a label over lake b: above the column of its surface
// nearest the surface's middle.
func (g *grading) labelAt(b int) [3]float64 {
	n := g.d.Size
	t := g.top(b)
	var sx, sy, k int
	for col, z := range t {
		if z >= 0 {
			sx += col / n
			sy += col % n
			k++
		}
	}
	best, bestD := 0, -1
	for col, z := range t {
		if z < 0 {
			continue
		}
		dx, dy := (col/n)*k-sx, (col%n)*k-sy
		if d := dx*dx + dy*dy; bestD < 0 || d < bestD {
			best, bestD = col, d
		}
	}
	return [3]float64{float64(best/n) + 0.5, float64(best%n) + 0.5, float64(t[best]+1) + labelClearance}
}
