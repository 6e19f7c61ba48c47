package legohemisphere

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/scene"
)

// Scene shows the shell to build as a translucent ghost over the ground,
// with the stud grid faint on the ground inside the outer radius.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, fmt.Sprintf("Lego hemispherical shell: inner radius %s cm, outer radius %s cm", cm(d.InnerMM), cm(d.OuterMM)))
	d.ghost(s, "instance")
	d.groundGrid(s)
	ro := d.Outer()
	s.Labels = append(s.Labels,
		scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"}, Text: "inner " + cm(d.InnerMM) + " cm", At: [3]float64{-d.Inner(), 0, 2}},
		scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"}, Text: "outer " + cm(d.OuterMM) + " cm", At: [3]float64{ro, 0, 2}},
	)
	s.Caption = "The shell is measured as OpenSCAD draws a sphere with 16 segments: the ghost is that polygonal shell. The ground grid is the 8 mm stud pitch."
	d.camera(s)
	return s
}

func (d *Data) camera(s *scene.Scene) {
	ro := d.Outer()
	s.Camera = &scene.Camera{Position: [3]float64{1.3 * ro, -2.1 * ro, 1.5 * ro}, Target: [3]float64{0, 0, 0.3 * ro}, Up: [3]float64{0, 0, 1}, FOV: 40}
}

// groundGrid draws the 8 mm stud pitch on the ground, clipped to the outer
// radius, and the two radii as circles.
func (d *Data) groundGrid(s *scene.Scene) {
	ro := d.Outer()
	grid := scene.Lines{Style: scene.Style{Name: "8 mm grid", Color: scene.Faint, Layer: "instance", Opacity: 0.5}}
	for k := -int(ro / Pitch); k <= int(ro/Pitch); k++ {
		x := Pitch * float64(k)
		h := math.Sqrt(float64(ro*ro) - float64(x*x))
		grid.Segment(x, -h, 0, x, h, 0)
		grid.Segment(-h, x, 0, h, x, 0)
	}
	s.Lines = append(s.Lines, grid)
	rings := scene.Lines{Style: scene.Style{Name: "radii", Color: scene.Ink, Layer: "instance"}, Width: 1.5}
	for _, r := range [2]float64{d.Inner(), ro} {
		const n = 96
		for k := 0; k < n; k++ {
			s0, c0 := portable.SinCosTurn(k, n)
			s1, c1 := portable.SinCosTurn(k+1, n)
			rings.Segment(r3(r*c0), r3(r*s0), 0, r3(r*c1), r3(r*s1), 0)
		}
	}
	s.Lines = append(s.Lines, rings)
}

// r3 rounds a coordinate to the micrometre, to keep scenes short.
func r3(x float64) float64 { return math.Round(x*1000) / 1000 }

// layerColor is the colour of a layer's bricks.
func layerColor(l int) string {
	if l < 0 {
		l = -l
	}
	return scene.Palette[l%len(scene.Palette)]
}

// brickDrawing collects bricks drawn in one style: bricks turned by a
// multiple of 90° as boxes, others as a mesh with outlines, and the studs
// left uncovered as small cylinders.
type brickDrawing struct {
	style  scene.Style
	boxes  scene.Boxes
	studs  scene.Boxes
	mesh   scene.Mesh
	edges  scene.Lines
	expand float64 // grow each box by this (to sit over the plain bricks)
}

func newBrickDrawing(st scene.Style, expand float64) *brickDrawing {
	return &brickDrawing{
		style:  st,
		boxes:  scene.Boxes{Style: st, Edges: true},
		studs:  scene.Boxes{Style: studStyle(st), Round: true},
		mesh:   scene.Mesh{Style: st, Flat: true},
		edges:  scene.Lines{Style: st},
		expand: expand,
	}
}

// studStyle is a brick style for its studs: not tied to a check, so that a
// failed check's halo outlines the bricks, not every stud on them.
func studStyle(st scene.Style) scene.Style {
	st.Check = ""
	st.Name += " (studs)"
	return st
}

// add draws one brick in colour c; studs lists its uncovered studs.
func (b *brickDrawing) add(p *placed, c string, studs []geom.Vec2) {
	e := b.expand
	if p.sin == 0 || p.cos == 0 {
		hx, hy := Length/2, Width/2
		if p.cos == 0 {
			hx, hy = hy, hx
		}
		b.boxes.Add(r3(p.c[0]-hx-e), r3(p.c[1]-hy-e), r3(p.zmin()-e), 2*hx+2*e, 2*hy+2*e, Height+2*e)
		b.boxes.Colors = append(b.boxes.Colors, c)
	} else {
		base := int32(len(b.mesh.Positions) / 3)
		fp := p.outline(e)
		for _, z := range [2]float64{p.zmin() - e, p.zmax() + e} {
			for _, q := range fp {
				b.mesh.Positions = append(b.mesh.Positions, r3(q[0]), r3(q[1]), r3(z))
			}
		}
		for _, t := range boxTriangles {
			b.mesh.Indices = append(b.mesh.Indices, base+t[0], base+t[1], base+t[2])
			b.mesh.Colors = append(b.mesh.Colors, c)
		}
		for k := 0; k < 4; k++ {
			q0, q1 := fp[k], fp[(k+1)%4]
			b.edges.Segment(r3(q0[0]), r3(q0[1]), r3(p.zmin()), r3(q1[0]), r3(q1[1]), r3(p.zmin()))
			b.edges.Segment(r3(q0[0]), r3(q0[1]), r3(p.zmax()), r3(q1[0]), r3(q1[1]), r3(p.zmax()))
			b.edges.Segment(r3(q0[0]), r3(q0[1]), r3(p.zmin()), r3(q0[0]), r3(q0[1]), r3(p.zmax()))
		}
	}
	for _, s := range studs {
		b.studs.Add(r3(s[0]-studRadius), r3(s[1]-studRadius), r3(p.zmax()), 2*studRadius, 2*studRadius, studHeight)
		b.studs.Colors = append(b.studs.Colors, c)
	}
}

// A stud is 4.8 mm across and 1.8 mm tall.
const (
	studRadius = 2.4
	studHeight = 1.8
)

// boxTriangles are the faces of a box whose corners 0-3 run round the
// bottom and 4-7 round the top, counter-clockwise seen from above.
var boxTriangles = [][3]int32{
	{0, 2, 1}, {0, 3, 2}, {4, 5, 6}, {4, 6, 7},
	{0, 1, 5}, {0, 5, 4}, {1, 2, 6}, {1, 6, 5},
	{2, 3, 7}, {2, 7, 6}, {3, 0, 4}, {3, 4, 7},
}

// into appends what was drawn to the scene.
func (b *brickDrawing) into(s *scene.Scene) {
	if len(b.boxes.Min) > 0 {
		s.Boxes = append(s.Boxes, b.boxes)
	}
	if len(b.studs.Min) > 0 {
		s.Boxes = append(s.Boxes, b.studs)
	}
	if len(b.mesh.Indices) > 0 {
		s.Meshes = append(s.Meshes, b.mesh)
		b.edges.Color = "#555555"
		s.Lines = append(s.Lines, b.edges)
	}
}

// ghost draws the polygonal shell translucent: the outer and inner
// hemispheres' curved faces, as the kernel tessellates OpenSCAD's spheres,
// and the ring where the shell meets the ground.
func (d *Data) ghost(s *scene.Scene, layer string) {
	st := scene.Style{Name: "shell", Color: scene.Faint, Layer: layer, Opacity: 0.18}
	mesh := scene.Mesh{Style: st, Flat: true}
	edges := scene.Lines{Style: scene.Style{Name: "shell edges", Color: scene.Faint, Layer: layer, Opacity: 0.45}}
	for _, c := range [2]*solid.Convex{halfSphere(d.Outer()), halfSphere(d.Inner())} {
		base := int32(len(mesh.Positions) / 3)
		for _, v := range c.Verts {
			mesh.Positions = append(mesh.Positions, r3(v[0]), r3(v[1]), r3(v[2]))
		}
		for fi, f := range c.Faces {
			if c.Planes[fi].N[2] < -0.5 {
				continue // the face on the ground: the ring below closes the shell
			}
			for k := 1; k+1 < len(f); k++ {
				mesh.Indices = append(mesh.Indices, base+int32(f[0]), base+int32(f[k]), base+int32(f[k+1]))
			}
			for k := range f {
				a, b := c.Verts[f[k]], c.Verts[f[(k+1)%len(f)]]
				if a[2] > 0 || b[2] > 0 {
					edges.Segment(r3(a[0]), r3(a[1]), r3(a[2]), r3(b[0]), r3(b[1]), r3(b[2]))
				}
			}
		}
	}
	s.Meshes = append(s.Meshes, mesh)
	s.Lines = append(s.Lines, edges)
	outer, inner := geom.RegularPolygon(Segments, groundRadius(d.Outer())), geom.RegularPolygon(Segments, groundRadius(d.Inner()))
	ring := scene.Polygon{Style: scene.Style{Name: "shell on the ground", Color: scene.Faint, Layer: layer, Opacity: 0.35}, Rings: [][]float64{flat(outer), flat(inner)}, Z: 0.05}
	s.Polys = append(s.Polys, ring)
}

// groundRadius is the circumradius of the 16-gon where OpenSCAD's sphere of
// radius r meets the ground: its band between the middle rings is upright.
func groundRadius(r float64) float64 {
	c := halfSphere(r)
	best := 0.0
	for _, v := range c.Verts {
		if v[2] == 0 {
			best = max(best, geom.Length2(geom.Vec2{v[0], v[1]}))
		}
	}
	return best
}

func flat(ring []geom.Vec2) []float64 {
	out := make([]float64, 0, 2*len(ring))
	for _, p := range ring {
		out = append(out, r3(p[0]), r3(p[1]))
	}
	return out
}
