package tetrahedrashadow

import (
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// Colours of the ground picture.
const (
	colCovered = "#2ca02c" // shadow inside the target
	colOutside = "#ff7f0e" // shadow outside the target
	colMissed  = "#d62728" // target left uncovered
)

// overlay draws the tetrahedra above the ground and, on the ground, the
// shadow against the target: the whole shadow in orange, the target in red
// over it, and the shadow's parts inside the target in green over that. What
// shows orange is shadow outside the target, what shows red is target left
// uncovered. Intersecting tetrahedra are red.
func (g *grading) overlay() *scene.Scene {
	d := g.d
	s := scene.New(3, "Tetrahedra shadow: graded answer")
	bad := map[int]bool{}
	for _, p := range g.pairs {
		bad[p[0]], bad[p[1]] = true, true
	}
	for i, v := range g.verts {
		st := scene.Style{Name: fmt.Sprintf("tetrahedron #%d", i), Color: scene.Palette[i%len(scene.Palette)], Layer: "answer"}
		if bad[i] {
			st.Color, st.Check, st.Layer = scene.Wrong, "no intersections", "error"
		}
		s.Meshes = append(s.Meshes, tetraMesh(v, st))
	}
	for _, sh := range g.shadows {
		if len(sh) >= 3 {
			s.Polys = append(s.Polys, groundPolygon(sh, scene.Style{Name: "shadow", Color: colOutside, Check: "shadow", Layer: "error"}, 0.001))
		}
	}
	s.Polys = append(s.Polys, d.targetPolygon(scene.Style{Name: "target", Color: colMissed, Check: "shadow", Layer: "error"}, 0.002))
	for _, sh := range g.shadows {
		if len(sh) < 3 {
			continue
		}
		slo, shi := geom.Bounds2(sh)
		for _, p := range d.Pieces {
			lo, hi := geom.Bounds2(p)
			if shi[0] < lo[0] || slo[0] > hi[0] || shi[1] < lo[1] || slo[1] > hi[1] {
				continue
			}
			if c := geom.ClipConvex(sh, p); c != nil {
				s.Polys = append(s.Polys, groundPolygon(c, scene.Style{Name: "shadow inside the target", Color: colCovered, Layer: "answer"}, 0.003))
			}
		}
	}
	s.Lines = append(s.Lines, d.targetOutline(scene.Style{Name: "target outline", Color: scene.Ink, Layer: "instance"}, 0.004))
	s.AddLegend(colCovered, "shadow inside the target")
	s.AddLegend(colMissed, "target left uncovered")
	s.AddLegend(colOutside, "shadow outside the target")
	if len(g.pairs) > 0 {
		s.AddLegend(scene.Wrong, "intersecting tetrahedra")
	}
	a := g.measured
	s.Caption = fmt.Sprintf("Target %s, shadow %s, inside %s, outside %s, uncovered %s; score %s.",
		area(a.Ref), area(a.R), area(a.I), area(a.Outside()), area(a.Uncovered()), fmtScore(g.score))
	top := 1.0
	for _, v := range g.verts {
		for _, p := range v {
			top = max(top, p[2])
		}
	}
	s.Camera = d.camera(min(top, 20))
	return s
}
