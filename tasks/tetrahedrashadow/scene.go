package tetrahedrashadow

import (
	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// Scene draws the target on the ground and the model tetrahedron at the
// origin, with its corners numbered.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, "Tetrahedra shadow: "+d.Family)
	s.Polys = append(s.Polys, d.targetPolygon(scene.Style{Name: "target", Color: scene.Faint, Opacity: 0.35, Layer: "instance"}, 0))
	s.Lines = append(s.Lines, d.targetOutline(scene.Style{Name: "target outline", Color: scene.Ink, Layer: "instance"}, 0.004))
	v, _ := Transform{Q0: 1}.Vertices()
	s.Meshes = append(s.Meshes, tetraMesh(v, scene.Style{Name: "model tetrahedron", Color: scene.Answer, Opacity: 0.5, Layer: "instance"}))
	for i, p := range v {
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"}, Text: "P" + string(rune('0'+i)), At: [3]float64{p[0], p[1], p[2] + 0.08}})
	}
	s.AddLegend(scene.Faint, "target on the ground")
	s.AddLegend(scene.Answer, "the model tetrahedron (untransformed)")
	s.Camera = d.camera(1)
	return s
}

// camera looks at the target from the front and above, far enough to see
// things up to the given height.
func (d *Data) camera(height float64) *scene.Camera {
	e := d.extent() + 1
	return &scene.Camera{Position: [3]float64{0.6 * e, -2.2 * e, float64(1.8*e) + height}, Target: [3]float64{0, 0, height / 3}, Up: [3]float64{0, 0, 1}, FOV: 45}
}

// targetPolygon is the target as a filled polygon (holes included) in the
// plane z.
func (d *Data) targetPolygon(st scene.Style, z float64) scene.Polygon {
	p := scene.Polygon{Style: st, Z: z}
	for _, r := range d.Outline {
		p.Rings = append(p.Rings, flat(r))
	}
	return p
}

// groundPolygon is a convex polygon drawn in the plane z.
func groundPolygon(r []geom.Vec2, st scene.Style, z float64) scene.Polygon {
	return scene.Polygon{Style: st, Rings: [][]float64{flat(r)}, Z: z}
}

// targetOutline is the target's boundary as lines in the plane z.
func (d *Data) targetOutline(st scene.Style, z float64) scene.Lines {
	l := scene.Lines{Style: st, Width: 2}
	for _, r := range d.Outline {
		for i, a := range r {
			b := r[(i+1)%len(r)]
			l.Segment(a[0], a[1], z, b[0], b[1], z)
		}
	}
	return l
}

// tetraMesh is a placed tetrahedron as a mesh.
func tetraMesh(v [4]geom.Vec3, st scene.Style) scene.Mesh {
	m := scene.Mesh{Style: st, Flat: true}
	for _, p := range v {
		m.Positions = append(m.Positions, p[0], p[1], p[2])
	}
	for _, f := range Faces {
		m.Indices = append(m.Indices, int32(f[0]), int32(f[1]), int32(f[2]))
	}
	return m
}

// flat writes a ring as scene coordinates x, y, x, y, ...
func flat(r []geom.Vec2) []float64 {
	out := make([]float64, 0, 2*len(r))
	for _, p := range r {
		out = append(out, p[0], p[1])
	}
	return out
}
