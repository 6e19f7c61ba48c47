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
	f, bad := g.v.Failed()
	var focus *geom.Vec3
	switch {
	case drawable && bad:
		// Opaque, with the backs of faces tinted, so that a face wound the
		// wrong way shows from outside; the faces the first failure names
		// are drawn apart, in red.
		s.Meshes = append(s.Meshes, g.answerMesh(f.Faces, false))
		focus = g.markFailure(s, f)
		g.markEdges(s, g.v.Boundary, mesh.CheckWatertight, scene.Wrong, "edges of one face only (holes)")
		g.markEdges(s, g.v.NonManifold, mesh.CheckManifold, colNonManifold, "edges of more than two faces")
		g.markEdges(s, g.v.Repeated, mesh.CheckWinding, scene.Missing, "edges two faces run the same way")
		s.AddLegend(scene.Answer, "your polyhedron (front of each face)")
		s.AddLegend(colBack, "back of a face: seen from outside, it is wound the wrong way")
	case drawable:
		// Valid: translucent, so that the extra volume inside shows.
		s.Meshes = append(s.Meshes, g.answerMesh(nil, true))
		s.AddLegend(scene.Answer, "your polyhedron")
	}
	if g.v != nil && g.v.OK() && g.union > 0 {
		g.drawDifference(s, cs)
		s.Caption = g.unionDetail() + "."
	} else if f, bad := g.v.Failed(); bad {
		s.Caption = fmt.Sprintf("%s: %s", f.Check, f.Detail)
	}
	frame := cs
	if drawable && len(m.Verts) > 0 {
		frame = append(frame, boundsBox(m))
	}
	s.Camera = camera(frame, focus)
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

// answerMesh is the answer's faces but those left out (their triangulation
// when validation made one, fans otherwise): translucent for a valid mesh,
// otherwise opaque with the backs tinted.
func (g *grading) answerMesh(leaveOut []int, valid bool) scene.Mesh {
	st := scene.Style{Name: "your polyhedron", Color: scene.Answer, Layer: "answer"}
	out := scene.Mesh{Style: st, Flat: true}
	if valid {
		out.Opacity = 0.45
	} else {
		out.Back = colBack
	}
	for _, v := range g.m.Verts {
		out.Positions = append(out.Positions, v[0], v[1], v[2])
	}
	skip := map[int]bool{}
	for _, f := range leaveOut {
		skip[f] = true
	}
	for i, t := range g.triangles(nil) {
		if face := g.faceOf(i); face >= 0 && skip[face] {
			continue
		}
		out.Indices = append(out.Indices, int32(t[0]), int32(t[1]), int32(t[2]))
	}
	return out
}

// complete reports whether validation triangulated every face (it stops at
// a face that crosses itself).
func (g *grading) complete() bool {
	t := g.v.Tris
	return t != nil && len(t.Face) > 0 && t.Face[len(t.Face)-1] == len(g.m.Faces)-1
}

// faceOf is the face of triangle i of triangles(nil).
func (g *grading) faceOf(i int) int {
	if t := g.v.Tris; g.complete() {
		return t.Face[i]
	}
	for f, face := range g.m.Faces {
		if n := len(face) - 2; i < n {
			return f
		} else {
			i -= n
		}
	}
	return -1
}

// triangles returns the triangles of the given faces (all faces for nil).
func (g *grading) triangles(faces []int) [][3]int {
	want := map[int]bool{}
	for _, f := range faces {
		want[f] = true
	}
	var out [][3]int
	if t := g.v.Tris; g.complete() {
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
		fm := scene.Mesh{Style: scene.Style{Name: f.Check, Color: scene.Wrong, Check: f.Check, Layer: "error"}, Flat: true, Back: colBack}
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

// drawDifference adds the missing and the extra volume as columns of boxes:
// the stretches of a vertical ray through every cell of a grid over the
// picture that lie inside the union and outside the answer, or the other way
// round. Equal stretches of neighbouring cells become one box.
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
	nx, ny := int(math.Ceil((hi[0]-lo[0])/cell)), int(math.Ceil((hi[1]-lo[1])/cell))
	// Where the answer's surface lies on the union's, the two rays' ends
	// differ by rounding only: no volume to show.
	sliver := 1e-6 * max(1, hi[2]-lo[2])
	z0 := lo[2] - 1
	missing, extra := cellBoxes{sliver: sliver}, cellBoxes{sliver: sliver}
	for j := 0; j < ny; j++ {
		for i := 0; i < nx; i++ {
			x, y := lo[0]+float64((float64(i)+0.5)*cell), lo[1]+float64((float64(j)+0.5)*cell)
			o, d := geom.Vec3{x, y, z0}, geom.Vec3{0, 0, 1}
			in, ans := union.RayIntervals(o, d), poly.RayIntervals(o, d)
			missing.add(i, j, solid.SubtractIntervals(in, ans))
			extra.add(i, j, solid.SubtractIntervals(ans, in))
		}
	}
	style := func(name, colour string) scene.Style {
		return scene.Style{Name: name, Color: colour, Opacity: 0.7, Check: "union", Layer: "error"}
	}
	if b := missing.boxes(style("missing volume", colMissing), lo, z0, cell); len(b.Min) > 0 {
		s.Boxes = append(s.Boxes, b)
		s.AddLegend(colMissing, "missing: inside the union, outside your polyhedron")
	}
	if b := extra.boxes(style("extra volume", colExtra), lo, z0, cell); len(b.Min) > 0 {
		s.Boxes = append(s.Boxes, b)
		s.AddLegend(colExtra, "extra: inside your polyhedron, outside the union")
	}
}

// cellBox is a box of grid cells [i0, i1) × [j0, j1) over the stretch
// t0 < t < t1 of their rays.
type cellBox struct {
	i0, i1, j0, j1 int
	t0, t1         float64
}

// cellBoxes collects stretches cell by cell, row by row, widening the box
// of the cell before in the row for an equal stretch, and lengthening a box
// of the row before when a finished run matches it. Stretches are equal when
// their ends differ by no more than sliver: rays through a face meet it at
// heights that differ by rounding.
type cellBoxes struct {
	all    []cellBox
	row    int
	prev   []int // boxes of the cell before in this row
	cur    []int
	sliver float64
}

// same reports whether two stretches are equal up to the sliver.
func (c *cellBoxes) same(a, b cellBox) bool {
	return math.Abs(a.t0-b.t0) <= c.sliver && math.Abs(a.t1-b.t1) <= c.sliver
}

func (c *cellBoxes) add(i, j int, ivs []solid.Interval) {
	if j != c.row || i == 0 {
		c.endRow()
		c.row, c.prev = j, nil
	}
	c.cur = c.cur[:0]
	for _, iv := range ivs {
		if iv.T1-iv.T0 <= c.sliver {
			continue
		}
		k := -1
		for _, p := range c.prev {
			if b := c.all[p]; b.i1 == i && c.same(b, cellBox{t0: iv.T0, t1: iv.T1}) {
				k = p
				break
			}
		}
		if k >= 0 {
			c.all[k].i1 = i + 1
		} else {
			k = len(c.all)
			c.all = append(c.all, cellBox{i, i + 1, j, j + 1, iv.T0, iv.T1})
		}
		c.cur = append(c.cur, k)
	}
	c.prev = append(c.prev[:0], c.cur...)
}

// endRow folds the boxes of the row just finished into boxes of the row
// before with the same cells across and the same stretch.
func (c *cellBoxes) endRow() {
	var kept []cellBox
	for _, b := range c.all {
		merged := false
		if b.j0 == c.row {
			for k := len(kept) - 1; k >= 0; k-- {
				p := &kept[k]
				if p.j1 == b.j0 && p.i0 == b.i0 && p.i1 == b.i1 && c.same(*p, b) {
					p.j1 = b.j1
					merged = true
					break
				}
			}
		}
		if !merged {
			kept = append(kept, b)
		}
	}
	c.all = kept
}

// boxes writes the boxes for the scene.
func (c *cellBoxes) boxes(st scene.Style, lo geom.Vec3, z0, cell float64) scene.Boxes {
	c.endRow()
	b := scene.Boxes{Style: st}
	for _, x := range c.all {
		b.Add(lo[0]+float64(float64(x.i0)*cell), lo[1]+float64(float64(x.j0)*cell), z0+x.t0, float64(x.i1-x.i0)*cell, float64(x.j1-x.j0)*cell, x.t1-x.t0)
	}
	return b
}
