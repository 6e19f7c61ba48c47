package scad

import (
	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/solid"
)

// makeHull is hull(): the convex hull of its children's vertices, a convex
// leaf (or a convex outline inside linear_extrude). The hull of a union is
// the hull of all its vertices; the hull of a difference or an
// intersection is not, so those are refused.
func makeHull(ev *evaluator, a args, in *inst, c ctx) *gnode {
	if in.children == nil {
		return nil
	}
	kid := group(nonNil(ev.runBlock(in.children, a.s.child(in.children), c)))
	if kid == nil {
		return nil
	}
	var pts []Vec3
	var collect func(n *gnode)
	collect = func(n *gnode) {
		switch {
		case n.op == 'u':
			for _, k := range n.kids {
				collect(k)
			}
		case n.op != 'l':
			panic(errorf(in.p, "unsupported OpenSCAD feature: hull of a difference or intersection"))
		case n.conv != nil:
			pts = append(pts, n.conv.Verts...)
		case n.msh != nil:
			pts = append(pts, n.msh.Verts...)
		default:
			if len(n.holes) > 0 {
				panic(errorf(in.p, "unsupported OpenSCAD feature: hull of a polygon with holes"))
			}
			for _, p := range n.outline {
				pts = append(pts, Vec3{p[0], p[1], 0})
			}
		}
	}
	collect(kid)
	ev.count(in.p, 0)
	if c.flat {
		flat := make([]geom.Vec2, len(pts))
		for i, p := range pts {
			flat[i] = geom.Vec2{p[0], p[1]}
		}
		idx := geom.ConvexHull(flat)
		if len(idx) < 3 {
			return nil
		}
		ring := make([]geom.Vec2, len(idx))
		for i, k := range idx {
			ring[i] = flat[k]
		}
		return &gnode{p: in.p, op: 'l', flat: true, outline: ring}
	}
	k := ev.hull3(in, pts)
	if k == nil {
		return nil // flat or empty: no volume
	}
	checkExtent(in, k)
	return &gnode{p: in.p, op: 'l', s: k, conv: k}
}

// hull3 is the convex hull of points in space, by the incremental method
// with exact orientation tests (geom.Orient3D), or nil when the points span
// no volume. Each visibility test is a step of the evaluation budget.
func (ev *evaluator) hull3(in *inst, all []Vec3) *solid.Convex {
	seen := make(map[Vec3]bool, len(all))
	var pts []Vec3
	for _, p := range all {
		if !seen[p] {
			seen[p] = true
			pts = append(pts, p)
		}
	}
	if len(pts) < 4 {
		return nil
	}
	// A first tetrahedron: a, b, c not collinear and d off their plane.
	a, b := 0, 1
	c, d := -1, -1
	for i := 2; i < len(pts) && c < 0; i++ {
		n := geom.Cross3(pts[b].Sub(pts[a]), pts[i].Sub(pts[a]))
		if n[0] != 0 || n[1] != 0 || n[2] != 0 {
			c = i
		}
	}
	if c < 0 {
		return nil
	}
	for i := 2; i < len(pts) && d < 0; i++ {
		ev.tick(in.p)
		if i != c && geom.Orient3D(pts[a], pts[b], pts[c], pts[i]) != 0 {
			d = i
		}
	}
	if d < 0 {
		return nil
	}
	if geom.Orient3D(pts[a], pts[b], pts[c], pts[d]) > 0 {
		b, c = c, b // so that d lies below a, b, c
	}
	type face struct {
		v     [3]int
		alive bool
	}
	var faces []face
	edges := map[[2]int]int{} // directed edge → the face that has it
	add := func(x, y, z int) {
		faces = append(faces, face{[3]int{x, y, z}, true})
		f := len(faces) - 1
		edges[[2]int{x, y}], edges[[2]int{y, z}], edges[[2]int{z, x}] = f, f, f
	}
	// Every face counter-clockwise seen from outside: d lies below a, b, c.
	add(a, b, c)
	add(a, d, b)
	add(b, d, c)
	add(c, d, a)
	visible := map[int]bool{}
	for i := range pts {
		if i == a || i == b || i == c || i == d {
			continue
		}
		clear(visible)
		for f := range faces {
			if !faces[f].alive {
				continue
			}
			ev.tick(in.p)
			v := faces[f].v
			if geom.Orient3D(pts[v[0]], pts[v[1]], pts[v[2]], pts[i]) > 0 {
				visible[f] = true
			}
		}
		if len(visible) == 0 {
			continue // inside or on the hull
		}
		var horizon [][2]int
		for f := range faces {
			if !visible[f] {
				continue
			}
			v := faces[f].v
			for k := 0; k < 3; k++ {
				e := [2]int{v[k], v[(k+1)%3]}
				if !visible[edges[[2]int{e[1], e[0]}]] {
					horizon = append(horizon, e)
				}
			}
		}
		for f := range visible {
			faces[f].alive = false
			v := faces[f].v
			for k := 0; k < 3; k++ {
				e := [2]int{v[k], v[(k+1)%3]}
				if edges[e] == f {
					delete(edges, e)
				}
			}
		}
		for _, e := range horizon {
			add(e[0], e[1], i)
		}
	}
	// Keep the hull's vertices only, in first-use order.
	index := map[int]int{}
	var verts []Vec3
	var out [][]int
	for _, f := range faces {
		if !f.alive {
			continue
		}
		g := make([]int, 3)
		for k, v := range f.v {
			j, ok := index[v]
			if !ok {
				j = len(verts)
				index[v] = j
				verts = append(verts, pts[v])
			}
			g[k] = j
		}
		out = append(out, g)
	}
	ev.count(in.p, len(verts))
	ev.objects--
	k, err := solid.NewConvex(verts, out)
	if err != nil {
		panic(errorf(in.p, "hull: %v", err))
	}
	return k
}
