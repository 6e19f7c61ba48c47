package delaunay

import (
	"math"
	"sort"

	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/scene"
)

// overlay draws the answer over the instance: its edges, the triangles whose
// circumcircles hold a point (with the circle and the point), degenerate
// triangles, bad edges, and the differences from a reference triangulation.
func (g *grading) overlay() *scene.Scene {
	d := g.d
	s := d.Scene()
	s.Title = "Delaunay triangulation: graded answer"
	xy := func(i int) (float64, float64) { return d.Points[i][0], d.Points[i][1] }

	edges := scene.Lines{Style: scene.Style{Name: "answer edges", Color: scene.Answer, Layer: "answer"}, Width: 2}
	for _, t := range g.tris {
		for e := 0; e < 3; e++ {
			ax, ay := xy(t[e])
			bx, by := xy(t[(e+1)%3])
			edges.Segment(ax, ay, 0, bx, by, 0)
		}
	}
	s.Lines = append(s.Lines, edges)
	s.AddLegend(scene.Answer, "answer's triangles")

	if g.ref != nil {
		in := make(map[[3]int]bool, len(g.tris))
		for _, t := range g.tris {
			in[t] = true
			if !g.ref[t] {
				ax, ay := xy(t[0])
				bx, by := xy(t[1])
				cx, cy := xy(t[2])
				s.Polys = append(s.Polys, scene.Polygon{
					Style: scene.Style{Name: "not in the reference triangulation", Color: scene.Surplus, Opacity: 0.25, Layer: "answer"},
					Rings: [][]float64{{ax, ay, bx, by, cx, cy}}, Z: -0.001})
				s.AddLegend(scene.Surplus, "answer's triangles that the reference lacks")
			}
		}
		missing := scene.Lines{Style: scene.Style{Name: "missing from the answer", Color: scene.Missing, Layer: "truth"}, Dashed: true, Width: 2}
		for _, t := range sortedRef(g.ref) {
			if in[t] {
				continue
			}
			for e := 0; e < 3; e++ {
				ax, ay := xy(t[e])
				bx, by := xy(t[(e+1)%3])
				missing.Segment(ax, ay, 0.001, bx, by, 0.001)
			}
		}
		if len(missing.Positions) > 0 {
			s.Lines = append(s.Lines, missing)
			s.AddLegend(scene.Missing, "reference triangles the answer lacks")
		}
	}

	for _, v := range g.violations {
		t := g.tris[v.tri]
		ax, ay := xy(t[0])
		bx, by := xy(t[1])
		cx, cy := xy(t[2])
		st := scene.Style{Name: "point inside the circumcircle", Color: scene.Wrong, Check: "empty circumcircle", Layer: "error"}
		fill := st
		fill.Opacity = 0.3
		s.Polys = append(s.Polys, scene.Polygon{Style: fill, Rings: [][]float64{{ax, ay, bx, by, cx, cy}}})
		if circle, ok := circumcircle(ax, ay, bx, by, cx, cy, st); ok {
			s.Lines = append(s.Lines, circle)
		}
		px, py := xy(v.point)
		bad := scene.Points{Style: st, Size: 12}
		bad.Add(px, py, 0.002)
		s.Points = append(s.Points, bad)
		s.AddLegend(scene.Wrong, "a point inside a triangle's circumcircle")
	}

	if len(g.degenerate) > 0 || len(g.edgeMarks) > 0 {
		wrong := scene.Lines{Style: scene.Style{Name: "bad edges", Color: scene.Wrong, Check: "edges", Layer: "error"}, Width: 4}
		for _, e := range g.edgeMarks {
			ax, ay := xy(e[0])
			bx, by := xy(e[1])
			wrong.Segment(ax, ay, 0.002, bx, by, 0.002)
		}
		for _, k := range g.degenerate {
			t := g.tris[k]
			for e := 0; e < 3; e++ {
				ax, ay := xy(t[e])
				bx, by := xy(t[(e+1)%3])
				wrong.Segment(ax, ay, 0.002, bx, by, 0.002)
			}
		}
		s.Lines = append(s.Lines, wrong)
		s.AddLegend(scene.Wrong, "overlapping, unmatched or flat triangles' edges")
	}
	if !d.Unique {
		s.Caption = "Some four points are co-circular: the reference shown is one of several valid triangulations."
	}
	return s
}

// circumcircle draws the circle through three points as a 96-segment loop.
func circumcircle(ax, ay, bx, by, cx, cy float64, st scene.Style) (scene.Lines, bool) {
	// Products are rounded explicitly (float64(...)) so that no platform fuses
	// them into multiply-adds: the overlay is part of the report and must be
	// identical everywhere.
	d := 2 * (float64(ax*(by-cy)) + float64(bx*(cy-ay)) + float64(cx*(ay-by)))
	if d == 0 {
		return scene.Lines{}, false
	}
	a2, b2, c2 := float64(ax*ax)+float64(ay*ay), float64(bx*bx)+float64(by*by), float64(cx*cx)+float64(cy*cy)
	ux := (float64(a2*(by-cy)) + float64(b2*(cy-ay)) + float64(c2*(ay-by))) / d
	uy := (float64(a2*(cx-bx)) + float64(b2*(ax-cx)) + float64(c2*(bx-ax))) / d
	rad := portable.Hypot(ax-ux, ay-uy)
	l := scene.Lines{Style: st, Width: 1.5}
	const k = 96
	for i := 0; i < k; i++ {
		t0, t1 := 2*math.Pi*float64(i)/k, 2*math.Pi*float64(i+1)/k
		s0, c0 := portable.SinCos(t0)
		s1, c1 := portable.SinCos(t1)
		l.Segment(ux+float64(rad*c0), uy+float64(rad*s0), 0.002, ux+float64(rad*c1), uy+float64(rad*s1), 0.002)
	}
	return l, true
}

func sortedRef(ref map[[3]int]bool) [][3]int {
	out := make([][3]int, 0, len(ref))
	for t := range ref {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}
