package csgunion

import (
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/scene"
)

// Scene draws the solids, each in its own translucent colour with the edges
// of its tessellation, numbered as in the prompt.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, "CSG union: the solids")
	cs, err := d.Convexes()
	if err != nil {
		s.Caption = err.Error()
		return s
	}
	d.drawSolids(s, cs, 0.45, "instance")
	s.Camera = camera(cs, nil)
	s.Caption = fmt.Sprintf("%d solids; the answer is one polyhedron equal to their union.", len(cs))
	return s
}

// drawSolids adds every solid as a translucent mesh with its edges and its
// number.
func (d *Data) drawSolids(s *scene.Scene, cs []*solid.Convex, opacity float64, layer string) {
	for i, c := range cs {
		col := scene.Palette[i%len(scene.Palette)]
		name := fmt.Sprintf("solid %d", i+1)
		s.Meshes = append(s.Meshes, convexMesh(c, scene.Style{Name: name, Color: col, Opacity: opacity, Layer: layer}))
		s.Lines = append(s.Lines, convexEdges(c, scene.Style{Name: name + " edges", Color: scene.Faint, Layer: layer}))
		lo, hi := c.Bounds()
		ctr := lo.Add(hi).Mul(0.5)
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: layer}, Text: fmt.Sprint(i + 1), At: [3]float64{ctr[0], ctr[1], hi[2] + 0.5}})
		s.AddLegend(col, fmt.Sprintf("%d: %s", i+1, d.Primitives[i].Kind))
	}
}

// convexMesh triangulates a polytope's faces (convex) as fans.
func convexMesh(c *solid.Convex, st scene.Style) scene.Mesh {
	m := scene.Mesh{Style: st, Flat: true}
	for _, v := range c.Verts {
		m.Positions = append(m.Positions, v[0], v[1], v[2])
	}
	for _, f := range c.Faces {
		for i := 1; i+1 < len(f); i++ {
			m.Indices = append(m.Indices, int32(f[0]), int32(f[i]), int32(f[i+1]))
		}
	}
	return m
}

// convexEdges draws every edge of a polytope once.
func convexEdges(c *solid.Convex, st scene.Style) scene.Lines {
	l := scene.Lines{Style: st, Width: 1}
	seen := map[[2]int]bool{}
	for _, f := range c.Faces {
		for i, a := range f {
			b := f[(i+1)%len(f)]
			k := [2]int{min(a, b), max(a, b)}
			if seen[k] {
				continue
			}
			seen[k] = true
			p, q := c.Verts[a], c.Verts[b]
			l.Segment(p[0], p[1], p[2], q[0], q[1], q[2])
		}
	}
	return l
}

// camera looks at the solids from the front, to the right and above, or,
// with focus, at that point from outside, closer.
func camera(cs []*solid.Convex, focus *geom.Vec3) *scene.Camera {
	lo, hi := cs[0].Bounds()
	for _, c := range cs[1:] {
		l, h := c.Bounds()
		for k := 0; k < 3; k++ {
			lo[k], hi[k] = min(lo[k], l[k]), max(hi[k], h[k])
		}
	}
	target := lo.Add(hi).Mul(0.5)
	size := geom.Length3(hi.Sub(lo))
	dist := 1.3 * size
	dir := geom.Normalize3(geom.Vec3{0.55, -0.75, 0.45})
	if focus != nil {
		// Look at the point from outside: from the side away from the
		// middle of everything, turned a little towards the usual view.
		if out := focus.Sub(target); geom.Length3(out) > 1e-9*size {
			dir = geom.Normalize3(geom.Normalize3(out).Mul(0.7).Add(dir.Mul(0.3)))
		}
		target, dist = *focus, 0.9*size
	}
	pos := target.Add(dir.Mul(dist))
	return &scene.Camera{Position: [3]float64(pos), Target: [3]float64(target), Up: [3]float64{0, 0, 1}, FOV: 40}
}
