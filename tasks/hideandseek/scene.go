package hideandseek

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// Colours of the picture.
const (
	ColBuilding = "#2ca02c"
	ColShadow   = "#9aa3ad"
)

// Scene draws the building, the circle of allowed positions, the building's
// shadow on the ground as the sniper casts it, and the sniper with its line
// of sight.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, "Hide and seek")
	b := d.Building()
	bx := scene.Boxes{Style: scene.Style{Name: "building", Color: ColBuilding, Opacity: 0.35, Layer: "instance"}, Edges: true}
	bx.Add(b.Min[0], b.Min[1], b.Min[2], b.Max[0]-b.Min[0], b.Max[1]-b.Min[1], b.Max[2]-b.Min[2])
	s.Boxes = append(s.Boxes, bx)
	if sh := d.GroundShadow(); len(sh) >= 3 {
		ring := make([]float64, 0, 2*len(sh))
		for _, p := range sh {
			ring = append(ring, p[0], p[1])
		}
		s.Polys = append(s.Polys, scene.Polygon{Style: scene.Style{Name: "building's shadow from the sniper", Color: ColShadow, Opacity: 0.4, Layer: "instance"}, Rings: [][]float64{ring}, Z: 0.01})
	}
	circle := scene.Lines{Style: scene.Style{Name: "30 m limit", Color: scene.Faint, Layer: "instance"}, Dashed: true}
	ring := geom.RegularPolygon(96, MaxRadius)
	for i, p := range ring {
		q := ring[(i+1)%len(ring)]
		circle.Segment(p[0], p[1], 0, q[0], q[1], 0)
	}
	s.Lines = append(s.Lines, circle)
	// The sniper stands far off (about 140 m); drawing it at its place would
	// shrink the crowd to a speck. Its line of sight is drawn from just beyond
	// the 30 m circle, with a marker there naming the true position.
	v := geom.Vec3{d.Sniper[0] - d.LookAt[0], d.Sniper[1] - d.LookAt[1], d.Sniper[2] - d.LookAt[2]}
	far := [3]float64{d.Sniper[0], d.Sniper[1], d.Sniper[2]}
	if flat := math.Sqrt(float64(v[0]*v[0]) + float64(v[1]*v[1])); flat > MaxRadius+5 {
		t := (MaxRadius + 5) / flat
		far = [3]float64{d.LookAt[0] + float64(t*v[0]), d.LookAt[1] + float64(t*v[1]), d.LookAt[2] + float64(t*v[2])}
	}
	eye := scene.Points{Style: scene.Style{Name: "towards the sniper", Color: scene.Wrong, Layer: "instance"}, Size: 10}
	eye.Add(far[0], far[1], far[2])
	s.Points = append(s.Points, eye)
	sight := scene.Lines{Style: scene.Style{Name: "line of sight", Color: scene.Wrong, Layer: "instance"}, Dashed: true}
	sight.Segment(far[0], far[1], far[2], d.LookAt[0], d.LookAt[1], d.LookAt[2])
	s.Lines = append(s.Lines, sight)
	s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"},
		Text: fmt.Sprintf("sniper (%g, %g, %g)", d.Sniper[0], d.Sniper[1], d.Sniper[2]), At: [3]float64{far[0], far[1], far[2] + 2}})
	s.AddLegend(ColBuilding, "building")
	s.AddLegend(ColShadow, "ground hidden from the sniper by the building")
	s.AddLegend(scene.Wrong, "line of sight, towards the sniper")
	// Look from beside the sniper, above, towards the area behind the building.
	dir := geom.Normalize3(geom.Vec3{d.Sniper[0], d.Sniper[1], 0})
	side := geom.Vec3{-dir[1], dir[0], 0}
	s.Camera = &scene.Camera{
		Position: [3]float64{float64(45*dir[0]) + float64(35*side[0]), float64(45*dir[1]) + float64(35*side[1]), 55},
		Target:   [3]float64{-dir[0] * 8, -dir[1] * 8, 0},
		Up:       [3]float64{0, 0, 1},
		FOV:      50,
	}
	return s
}
