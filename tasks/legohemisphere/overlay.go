package legohemisphere

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// marks are the checks whose offending bricks the overlay marks, in the
// order a brick takes the first that names it, with their colours and
// legend text.
var marks = []struct {
	check, color, text string
}{
	{"layers", scene.Surplus, "off a layer height"},
	{"ground", scene.Surplus, "below the ground"},
	{"shell region", scene.Surplus, "wholly inside or outside the shell"},
	{"duplicates", scene.Surplus, "listed twice"},
	{"overlap", scene.Wrong, "overlapping"},
	{"stud grid", scene.Wrong, "studs off the grid"},
	{"support", scene.Wrong, "floating: not held by studs from the ground"},
	{"stability", scene.Missing, "in a part that topples"},
}

// overlay draws the answer's bricks with their studs, coloured by layer,
// over the ghost of the shell; bricks that break a rule are drawn in that
// rule's colour, and a part that topples shows its base (the hull of its
// ground bricks) and its centre of mass.
func (g *grading) overlay() *scene.Scene {
	d, a := g.d, g.an
	s := scene.New(3, "Lego hemispherical shell: graded answer")
	d.ghost(s, "truth")
	marked := make([]int, len(g.bricks)) // 1 + index into marks, 0 for none
	mark := func(k int, list []int) {
		for _, i := range list {
			if marked[i] == 0 {
				marked[i] = k + 1
			}
		}
	}
	mark(0, a.offLayer)
	mark(1, a.below)
	mark(2, a.inside)
	mark(2, a.outside)
	for _, p := range a.dups {
		mark(3, p[1:])
	}
	for _, p := range a.overlaps {
		mark(4, p[:])
	}
	for _, p := range a.misaligned {
		mark(5, p[1:])
	}
	mark(5, a.offGrid)
	mark(6, a.floating)
	for _, u := range a.unstable {
		mark(7, a.parts[u.part])
	}

	plain := newBrickDrawing(scene.Style{Name: "bricks", Layer: "answer"}, 0)
	bad := make([]*brickDrawing, len(marks))
	counts := make([]int, len(marks))
	for k, m := range marks {
		bad[k] = newBrickDrawing(scene.Style{Name: m.text, Color: m.color, Check: m.check, Layer: "error"}, 0.15)
	}
	layers := 0
	for i := range g.bricks {
		p := &g.bricks[i]
		layers = max(layers, p.layer+1)
		studs := g.uncovered(i)
		if k := marked[i] - 1; k >= 0 {
			bad[k].add(p, marks[k].color, studs)
			counts[k]++
			continue
		}
		plain.add(p, layerColor(p.layer), studs)
	}
	plain.into(s)
	s.AddLegend(layerColor(0), fmt.Sprintf("bricks, one colour per layer (%s)", verifiers.Count(layers, "layer", "layers")))
	for k, b := range bad {
		if counts[k] > 0 {
			b.into(s)
			s.AddLegend(marks[k].color, fmt.Sprintf("%s: %s", verifiers.Count(counts[k], "brick", "bricks"), marks[k].text))
		}
	}
	for _, u := range a.unstable {
		ring := make([]float64, 0, 2*len(u.hull))
		for _, q := range u.hull {
			ring = append(ring, r3(q[0]), r3(q[1]))
		}
		s.Polys = append(s.Polys, scene.Polygon{Style: scene.Style{Name: "base", Color: scene.Missing, Check: "stability", Layer: "error", Opacity: 0.35}, Rings: [][]float64{ring}, Z: 0.2, Outline: scene.Missing})
		com := scene.Points{Style: scene.Style{Name: "centre of mass", Color: scene.Wrong, Check: "stability", Layer: "error"}, Size: 10}
		com.Add(r3(u.com[0]), r3(u.com[1]), 0.3)
		s.Points = append(s.Points, com)
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Wrong, Check: "stability", Layer: "error"}, Text: "centre of mass", At: [3]float64{r3(u.com[0]), r3(u.com[1]), 3}})
	}
	if len(a.unstable) > 0 {
		s.AddLegend(scene.Missing, "base of a toppling part, with its centre of mass")
	}
	s.AddLegend(scene.Faint, "the shell (16-segment polygonal spheres)")
	s.Caption = g.caption()
	d.camera(s)
	return s
}

func (g *grading) caption() string {
	if g.vol == nil {
		return fmt.Sprintf("%s; the structure cannot be built as it stands, so its volume is not scored.", verifiers.Count(len(g.bricks), "brick", "bricks"))
	}
	v := g.vol
	return fmt.Sprintf("%s fill %s%% of the shell, with %s%% of the shell's volume in brick outside it: raw %s, score %s.",
		verifiers.Count(len(g.bricks), "brick", "bricks"), pct(v.I/v.Ref), pct((v.R-v.I)/v.Ref), fixed(g.raw, 3), fixed(g.score, 3))
}

// uncovered lists the studs of brick i that no brick of the layer above
// covers. A pile-up that exhausted the analysis's budget draws no studs.
func (g *grading) uncovered(i int) []geom.Vec2 {
	a := g.an
	if a.exhausted {
		return nil
	}
	p := &g.bricks[i]
	k := a.key(i)
	var out []geom.Vec2
	for _, st := range p.studs() {
		hidden := false
		for dx := -1; dx <= 1 && !hidden; dx++ {
			for _, j := range a.column(k.layer+1, k.x+dx, k.y) {
				l := g.bricks[j].local(st)
				if math.Abs(l[0]) < Length/2 && math.Abs(l[1]) < Width/2 {
					hidden = true
					break
				}
			}
		}
		if !hidden {
			out = append(out, st)
		}
	}
	return out
}
