package pipeloop

import (
	"math"
	"sort"
	"strconv"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// pipeChecks are the checks whose offending pipes are drawn in red under the
// check's name (offending vertices of every check are drawn too).
var pipeChecks = map[string]bool{"pipe lengths": true, "closure": true, "crossings": true, "exact crossings": true}

// overlay draws the answer in its square: the loop with numbered vertices and
// vertex 0 marked, crossings circled, offending pipes and vertices in red, and
// what the preset measures (centroid, hull, touched sides).
func overlay(d *Data, pts []geom.Vec2, res *Result) *scene.Scene {
	s := d.Scene()
	s.Title = "Pipe loop: graded answer"
	m := len(pts)
	B := float64(d.Side)

	// What the preset measures, under the loop.
	if len(res.Hull) > 2 {
		ring := make([]float64, 0, 2*len(res.Hull))
		for _, i := range res.Hull {
			ring = append(ring, pts[i][0], pts[i][1])
		}
		s.Polys = append(s.Polys, scene.Polygon{Style: scene.Style{Name: "convex hull", Color: scene.Answer, Opacity: 0.1, Layer: "answer", Check: "hull area"}, Rings: [][]float64{ring}, Z: 0.001})
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Answer, Layer: "answer", Check: "hull area"}, Text: "hull area " + strconv.FormatFloat(res.HullArea, 'f', 2, 64), At: [3]float64{B / 2, -0.04 * B, 0}})
		s.AddLegend(scene.Answer, "convex hull of the vertices (shaded)")
	}
	if _, ok := d.Find(MustTouchBoundary); ok {
		sides := scene.Lines{Style: scene.Style{Name: "touched sides", Color: scene.Accepted, Layer: "answer", Check: "touch sides"}, Width: 5}
		ends := [4][4]float64{{0, 0, 0, B}, {B, 0, B, B}, {0, 0, B, 0}, {0, B, B, B}}
		for k, t := range res.Touched {
			if t {
				sides.Segment(ends[k][0], ends[k][1], 0.002, ends[k][2], ends[k][3], 0.002)
			}
		}
		if len(sides.Positions) > 0 {
			s.Lines = append(s.Lines, sides)
			s.AddLegend(scene.Accepted, "sides touched by a vertex")
		}
	}

	// The loop.
	bad := map[int]string{}
	badVertex := map[int]string{}
	for _, c := range res.Checks {
		if c.OK {
			continue
		}
		for _, i := range res.Pipes[c.Name] {
			if pipeChecks[c.Name] {
				if _, seen := bad[i]; !seen {
					bad[i] = c.Name
				}
			}
		}
		for _, i := range res.Vertices[c.Name] {
			if _, seen := badVertex[i]; !seen {
				badVertex[i] = c.Name
			}
		}
	}
	loop := scene.Lines{Style: scene.Style{Name: "answer loop", Color: scene.Answer, Layer: "answer"}, Width: 2}
	for i := 0; i < m; i++ {
		if _, isBad := bad[i]; isBad {
			continue
		}
		a, b := pts[i], pts[(i+1)%m]
		loop.Segment(a[0], a[1], 0.003, b[0], b[1], 0.003)
	}
	s.Lines = append(s.Lines, loop)
	s.AddLegend(scene.Answer, "the answer's loop")
	for _, i := range sortedKeys(bad) {
		a, b := pts[i], pts[(i+1)%m]
		l := scene.Lines{Style: scene.Style{Name: "pipe " + strconv.Itoa(i), Color: scene.Wrong, Layer: "error", Check: bad[i]}, Width: 3}
		l.Segment(a[0], a[1], 0.004, b[0], b[1], 0.004)
		s.Lines = append(s.Lines, l)
	}
	if len(bad) > 0 {
		s.AddLegend(scene.Wrong, "pipes that break a rule")
	}

	vs := scene.Points{Style: scene.Style{Name: "vertices", Color: scene.Ink, Layer: "answer"}, Size: 5}
	for _, p := range pts {
		vs.Add(p[0], p[1], 0.005)
	}
	s.Points = append(s.Points, vs)
	start := scene.Points{Style: scene.Style{Name: "vertex 0", Color: scene.Truth, Layer: "answer", Check: "start"}, Size: 11}
	start.Add(pts[0][0], pts[0][1], 0.006)
	s.Points = append(s.Points, start)
	s.AddLegend(scene.Truth, "vertex 0, where the loop starts")
	step := 1
	if m > 120 {
		step = 10
	}
	off := float64(0.02 * math.Max(B, 1))
	for i := 0; i < m; i += step {
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "answer"}, Text: strconv.Itoa(i), At: [3]float64{pts[i][0] + off, pts[i][1] + off, 0.01}, Size: 10})
	}
	for _, i := range sortedKeys(badVertex) {
		p := scene.Points{Style: scene.Style{Name: "vertex " + strconv.Itoa(i), Color: scene.Wrong, Layer: "error", Check: badVertex[i]}, Size: 9}
		p.Add(pts[i][0], pts[i][1], 0.007)
		s.Points = append(s.Points, p)
	}
	if len(badVertex) > 0 {
		s.AddLegend(scene.Wrong, "vertices that break a rule")
	}

	// Crossings, circled.
	if len(res.Crossings) > 0 {
		check := "crossings"
		if _, exact := d.CrossingRule(); exact {
			check = "exact crossings"
		}
		r := 0.15
		for _, c := range res.Crossings {
			x := meet(pts[c[0]], pts[(c[0]+1)%m], pts[c[1]], pts[(c[1]+1)%m])
			s.Polys = append(s.Polys, scene.Polygon{Style: scene.Style{Name: "crossing of pipes " + strconv.Itoa(c[0]) + " and " + strconv.Itoa(c[1]), Color: scene.Missing, Opacity: 0.25, Layer: "error", Check: check}, Rings: [][]float64{Circle(x, r)}, Z: 0.008, Outline: scene.Missing})
		}
		s.AddLegend(scene.Missing, "crossings (circled)")
	}
	if _, ok := d.Find(CentroidBox); ok {
		c := scene.Points{Style: scene.Style{Name: "centroid", Color: scene.Surplus, Layer: "answer", Check: "centroid box"}, Size: 10}
		c.Add(res.Centroid[0], res.Centroid[1], 0.009)
		s.Points = append(s.Points, c)
		s.AddLegend(scene.Surplus, "centroid of the vertices")
	}
	return s
}

// meet returns where segments p1p2 and q1q2 cross (for collinear pieces, the
// midpoint of the first).
func meet(p1, p2, q1, q2 geom.Vec2) geom.Vec2 {
	rx, ry := p2[0]-p1[0], p2[1]-p1[1]
	sx, sy := q2[0]-q1[0], q2[1]-q1[1]
	den := float64(rx*sy) - float64(ry*sx)
	if den == 0 {
		return geom.Vec2{(p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2}
	}
	t := (float64((q1[0]-p1[0])*sy) - float64((q1[1]-p1[1])*sx)) / den
	return geom.Vec2{p1[0] + float64(t*rx), p1[1] + float64(t*ry)}
}

func sortedKeys(m map[int]string) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}
