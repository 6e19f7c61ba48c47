package csgunion

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/scene"
)

// Colours of the graded answer.
const (
	colBack        = "#d62ad6" // the back of a face, seen from outside: wound the wrong way
	colNonManifold = "#e6b800" // an edge of more than two faces
	colExtra       = "#ff7f0e" // answer volume outside the union
	colMissing     = "#d62728" // union volume the answer leaves out
)

// overlayCells is how many ray columns the missing and extra volumes are
// drawn with along the longer side of the picture.
const overlayCells = 40

// overlay draws the solids faintly, the answer's mesh flat shaded with the
// backs of its faces tinted, every edge a check found wrong (boundary,
// non-manifold, wound twice the same way), duplicate vertices, the faces of
// the first failure, and, for a valid mesh, the volume it misses and the
// volume it adds, computed with the solid kernel: each cell of a grid seen
// from above is a ray along z whose stretches inside the union and inside
// the answer are exact, so the columns are exact in height.
func (g *grading) overlay() *scene.Scene {
	s := scene.New(3, "CSG union: graded answer")
	cs, err := g.d.Convexes()
	if err != nil {
		s.Caption = err.Error()
		return s
	}
	g.d.drawSolids(s, cs, 0.12, "truth")
	m := g.m
	drawable := g.v != nil && !failed(g.v, mesh.CheckIndices)
	if drawable {
		s.Meshes = append(s.Meshes, g.answerMesh())
	}
	var focus *geom.Vec3
	if f, bad := g.v.Failed(); bad && drawable {
		focus = g.markFailure(s, f)
	}
	if drawable {
		g.markEdges(s, g.v.Boundary, mesh.CheckWatertight, scene.Wrong, "edges of one face only (holes)")
		g.markEdges(s, g.v.NonManifold, mesh.CheckManifold, colNonManifold, "edges of more than two faces")
		g.markEdges(s, g.v.Repeated, mesh.CheckWinding, scene.Missing, "edges two faces run the same way")
		s.AddLegend(scene.Answer, "your polyhedron (front of each face)")
		s.AddLegend(colBack, "back of a face: seen from outside, it is wound the wrong way")
	}
	if g.v != nil && g.v.OK() && g.union > 0 {
		g.drawDifference(s, cs)
		s.Caption = g.unionDetail() + "."
	} else if f, bad := g.v.Failed(); bad {
		s.Caption = fmt.Sprintf("%s: %s", f.Check, f.Detail)
	}
	s.Camera = camera(cs, focus)
	if m != nil && len(m.Verts) > 0 && focus == nil && drawable {
		s.Camera = camera(append(cs, boundsBox(m)), nil)
	}
	return s
}

// failed reports whether the named check ran and failed.
func failed(r *mesh.Report, check string) bool {
	f, ok := r.Find(check)
	return ok && f.Ran && !f.OK
}

// boundsBox is a polytope spanning a mesh's bounding box, for framing.
func boundsBox(m *mesh.Mesh) *solid.Convex {
	lo, hi := m.Bounds()
	for k := 0; k < 3; k++ {
		if !(hi[k] > lo[k]) {
			hi[k] = lo[k] + 1
		}
	}
	b, _ := solid.Box(lo, hi)
	return b
}

// answerMesh is the answer's faces as triangles (its triangulation when
// validation made one, fans otherwise), with the backs tinted.
func (g *grading) answerMesh() scene.Mesh {
	st := scene.Style{Name: "your polyhedron", Color: scene.Answer, Layer: "answer", Opacity: 0.92}
	out := scene.Mesh{Style: st, Flat: true, Back: colBack}
	for _, v := range g.m.Verts {
		out.Positions = append(out.Positions, v[0], v[1], v[2])
	}
	for _, t := range g.triangles(nil) {
		out.Indices = append(out.Indices, int32(t[0]), int32(t[1]), int32(t[2]))
	}
	return out
}

// triangles returns the triangles of the given faces (all faces for nil).
func (g *grading) triangles(faces []int) [][3]int {
	want := map[int]bool{}
	for _, f := range faces {
		want[f] = true
	}
	var out [][3]int
	if t := g.v.Tris; t != nil && len(t.Tris) > 0 {
		for i, tr := range t.Tris {
			if faces == nil || want[t.Face[i]] {
				out = append(out, tr)
			}
		}
		return out
	}
	for i, f := range g.m.Faces {
		if faces != nil && !want[i] {
			continue
		}
		for j := 1; j+1 < len(f); j++ {
			out = append(out, [3]int{f[0], f[j], f[j+1]})
		}
	}
	return out
}

// markFailure draws the elements the first failed check names (faces in
// red, vertices as red dots) and returns a point to look at.
func (g *grading) markFailure(s *scene.Scene, f mesh.Finding) *geom.Vec3 {
	var pts []geom.Vec3
	if len(f.Faces) > 0 {
		faces := f.Faces
		if len(faces) > 64 {
			faces = faces[:64]
		}
		fm := scene.Mesh{Style: scene.Style{Name: f.Check, Color: scene.Wrong, Check: f.Check, Layer: "error"}, Flat: true}
		for _, v := range g.m.Verts {
			fm.Positions = append(fm.Positions, v[0], v[1], v[2])
		}
		for _, t := range g.triangles(faces) {
			fm.Indices = append(fm.Indices, int32(t[0]), int32(t[1]), int32(t[2]))
		}
		if len(fm.Indices) > 0 {
			s.Meshes = append(s.Meshes, fm)
		}
		for _, k := range g.m.Faces[faces[0]] {
			pts = append(pts, g.m.Verts[k])
		}
	}
	if len(f.Verts) > 0 {
		p := scene.Points{Style: scene.Style{Name: f.Check, Color: scene.Wrong, Check: f.Check, Layer: "error"}, Size: 12}
		for _, k := range f.Verts {
			v := g.m.Verts[k]
			p.Add(v[0], v[1], v[2])
		}
		s.Points = append(s.Points, p)
		if len(pts) == 0 {
			pts = append(pts, g.m.Verts[f.Verts[0]])
		}
	}
	if len(pts) == 0 && len(f.Edges) > 0 {
		e := f.Edges[0]
		pts = append(pts, g.m.Verts[e.A], g.m.Verts[e.B])
	}
	if len(pts) == 0 {
		return nil
	}
	var c geom.Vec3
	for _, p := range pts {
		c = c.Add(p)
	}
	c = c.Mul(1 / float64(len(pts)))
	if !geom.Finite3(c) || math.Abs(c[0])+math.Abs(c[1])+math.Abs(c[2]) > 1e5 {
		return nil
	}
	s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Wrong, Check: f.Check, Layer: "error"}, Text: "first failure: " + f.Check, At: [3]float64(c)})
	s.AddLegend(scene.Wrong, "what the first failed check names")
	return &c
}

// markEdges draws edges as thick lines.
func (g *grading) markEdges(s *scene.Scene, es []mesh.Edge, check, colour, what string) {
	if len(es) == 0 {
		return
	}
	l := scene.Lines{Style: scene.Style{Name: check, Color: colour, Check: check, Layer: "error"}, Width: 5}
	for _, e := range es {
		p, q := g.m.Verts[e.A], g.m.Verts[e.B]
		l.Segment(p[0], p[1], p[2], q[0], q[1], q[2])
	}
	s.Lines = append(s.Lines, l)
	s.AddLegend(colour, what)
}

// drawDifference adds the missing and the extra volume as columns of boxes.
func (g *grading) drawDifference(s *scene.Scene, cs []*solid.Convex) {
	poly, err := solid.NewPolyhedron(g.m, 1<<24)
	if err != nil {
		return
	}
	parts := make([]solid.Solid, len(cs))
	for i, c := range cs {
		parts[i] = c
	}
	union := solid.Union(parts...)
	lo, hi := union.Bounds()
	alo, ahi := poly.Bounds()
	for k := 0; k < 3; k++ {
		lo[k], hi[k] = min(lo[k], alo[k]), max(hi[k], ahi[k])
	}
	cell := max(hi[0]-lo[0], hi[1]-lo[1]) / overlayCells
	if !(cell > 0) {
		return
	}
	missing := scene.Boxes{Style: scene.Style{Name: "missing volume", Color: colMissing, Opacity: 0.7, Check: "union", Layer: "error"}}
	extra := scene.Boxes{Style: scene.Style{Name: "extra volume", Color: colExtra, Opacity: 0.7, Check: "union", Layer: "error"}}
	nx, ny := int(math.Ceil((hi[0]-lo[0])/cell)), int(math.Ceil((hi[1]-lo[1])/cell))
	// Where the answer's surface lies on the union's, the two rays' ends
	// differ by rounding only: no volume to show.
	sliver := 1e-6 * max(1, hi[2]-lo[2])
	for i := 0; i < nx; i++ {
		for j := 0; j < ny; j++ {
			x, y := lo[0]+(float64(i)+0.5)*cell, lo[1]+(float64(j)+0.5)*cell
			o, d := geom.Vec3{x, y, lo[2] - 1}, geom.Vec3{0, 0, 1}
			in, ans := union.RayIntervals(o, d), poly.RayIntervals(o, d)
			for _, iv := range solid.SubtractIntervals(in, ans) {
				if iv.T1-iv.T0 > sliver {
					missing.Add(x-cell/2, y-cell/2, o[2]+iv.T0, cell, cell, iv.T1-iv.T0)
				}
			}
			for _, iv := range solid.SubtractIntervals(ans, in) {
				if iv.T1-iv.T0 > sliver {
					extra.Add(x-cell/2, y-cell/2, o[2]+iv.T0, cell, cell, iv.T1-iv.T0)
				}
			}
		}
	}
	if len(missing.Min) > 0 {
		s.Boxes = append(s.Boxes, missing)
		s.AddLegend(colMissing, "missing: inside the union, outside your polyhedron")
	}
	if len(extra.Min) > 0 {
		s.Boxes = append(s.Boxes, extra)
		s.AddLegend(colExtra, "extra: inside your polyhedron, outside the union")
	}
}
