package interlockingparts

// The overlay: each part in its print pose on the bed, an exploded view,
// and the ten parts assembled, each in its colour, as frames, and what the
// criterion found wrong drawn where it was found.
//
// The kernel has no exact boundary mesher for a CSG difference, so an
// OpenSCAD part is drawn as it is sampled: rays along its thinnest axis on
// a grid of a few mm, each material interval a box, neighbouring equal
// boxes merged. The legend says so. An STL part is drawn as its own mesh.

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/scene"
)

const (
	// drawRays bounds the rays that sample one part for drawing; the pitch
	// is drawPitch or coarser so as to stay within it.
	drawRays  = 15_000
	drawPitch = 2.0
	// explode is how far (a share of its centre's distance from the cage's
	// axis) each part moves out in the exploded view.
	explode = 0.6
	// maxHistBars bounds the histogram's bars.
	maxHistBars = 100
)

// marks are what the criterion found wrong, kept for the overlay.
type marks struct {
	// printPose and assembled are parts flagged in the print pose (bed
	// overflow, no gap, wrong thickness) and in the assembly (too large,
	// loose, a hinge).
	printPose, assembled []int
	// probes are failed gap probes: the part and the probe's box.
	probes []probeMark
	// rods are rod probes that failed: where, the radius, and why.
	rods []rodMark
	// overlaps are the common bounds of interfering pairs.
	overlaps [][2]geom.Vec3
	// hist is the thickness or gap histogram, when the criterion has one.
	hist *histogram
}

type probeMark struct {
	part   int
	lo, hi geom.Vec3
}

type rodMark struct {
	at     [2]float64
	r      float64
	z0, z1 float64
	why    string
}

// histogram is a criterion's samples with the band they must peak in.
type histogram struct {
	title          string
	samples        []float64
	width, top     float64
	bandLo, bandHi float64
}

// overlay draws the answer over the instance.
func (g *grading) overlay() *scene.Scene {
	s := g.d.Scene()
	s.Title = "Interlocking cage: " + g.d.criterionName()
	s.Caption = "Frames: each part in its print pose on the bed, an exploded view, then the assembly."
	assembled := scene.Frame{Label: "assembled"}
	exploded := scene.Frame{Label: "exploded view"}
	poses := make([]scene.Frame, len(g.parts))
	var drawn []scene.Boxes // each distinct file's boxes in its print pose
	drawnOf := map[int]int{}
	pitch := 0.0 // the coarsest sampling pitch used
	for i, p := range g.parts {
		poses[i].Label = fmt.Sprintf("part %d in its print pose", i)
		if p == nil {
			s.AddLegend(scene.Wrong, fmt.Sprintf("part %d did not build", i))
			continue
		}
		st := scene.Style{Name: fmt.Sprintf("part %d", i), Color: scene.Palette[i%len(scene.Palette)], Layer: "answer"}
		if p.Mesh != nil {
			m := partMesh(p, st, solid.Identity())
			poses[i].Meshes = append(poses[i].Meshes, m)
			a, _ := affine(g.raw[i])
			am := partMesh(p, st, a)
			assembled.Meshes = append(assembled.Meshes, am)
			exploded.Meshes = append(exploded.Meshes, shiftMesh(am, explodeBy(p.Posed)))
			continue
		}
		k, ok := drawnOf[g.distinct[i]]
		if !ok {
			k = len(drawn)
			drawnOf[g.distinct[i]] = k
			drawn = append(drawn, sampledBoxes(p.Solid, st, &pitch))
		}
		pose := drawn[k]
		pose.Style = st
		poses[i].Boxes = append(poses[i].Boxes, pose)
		a, _ := affine(g.raw[i])
		placed, ok := turnBoxes(pose, a)
		if !ok {
			placed = sampledBoxes(p.Posed, st, &pitch)
		}
		assembled.Boxes = append(assembled.Boxes, placed)
		exploded.Boxes = append(exploded.Boxes, shiftBoxes(placed, explodeBy(p.Posed)))
	}
	what := "each part in its colour"
	if pitch > 0 {
		what += fmt.Sprintf("; OpenSCAD parts drawn as sampled by rays %.1f mm apart or closer (boxes), not their exact surface", pitch)
	}
	s.AddLegend(scene.Palette[0], what)
	g.drawMarks(s, &assembled, poses)
	// The page follows streamed frames to the last: the assembly comes last
	// so that it is what shows once grading is done.
	s.Frames = append(poses, exploded, assembled)
	s.Camera = &scene.Camera{Position: [3]float64{900, -1100, 900}, Target: [3]float64{0, 0, 330}, Up: [3]float64{0, 0, 1}, FOV: 40}
	return s
}

// drawMarks draws what the criterion found wrong.
func (g *grading) drawMarks(s *scene.Scene, assembled *scene.Frame, poses []scene.Frame) {
	m := &g.marks
	bad := scene.Style{Color: scene.Wrong, Layer: "error", Check: g.d.criterionName()}
	for _, i := range m.printPose {
		if p := g.parts[i]; p != nil {
			lo, hi := p.Solid.Bounds()
			l := boxLines(lo, hi, fmt.Sprintf("part %d flagged", i), scene.Wrong)
			l.Width = 2
			poses[i].Lines = append(poses[i].Lines, l)
			poses[i].Label += " (flagged)"
		}
	}
	for _, i := range m.assembled {
		if p := g.parts[i]; p != nil {
			lo, hi := p.Posed.Bounds()
			l := boxLines(lo, hi, fmt.Sprintf("part %d flagged", i), scene.Wrong)
			l.Width = 2
			assembled.Lines = append(assembled.Lines, l)
		}
	}
	if len(m.printPose)+len(m.assembled) > 0 {
		s.AddLegend(scene.Wrong, "red frame: a part that fails the criterion")
	}
	for _, pm := range m.probes {
		st := bad
		st.Name, st.Opacity = "a gap probe that missed the part", 0.35
		b := scene.Boxes{Style: st, Edges: true}
		b.Add(pm.lo[0], pm.lo[1], pm.lo[2], pm.hi[0]-pm.lo[0], pm.hi[1]-pm.lo[1], pm.hi[2]-pm.lo[2])
		poses[pm.part].Boxes = append(poses[pm.part].Boxes, b)
		lim := g.d.limits()
		s.AddLegend(scene.Wrong, fmt.Sprintf("red box: a %g mm probe that finds no bar (a gap over %g mm)", lim.largeProbe, lim.gapHi))
	}
	for _, rm := range m.rods {
		st := bad
		st.Name = rm.why
		b := scene.Boxes{Style: st, Round: true}
		b.Add(rm.at[0]-rm.r, rm.at[1]-rm.r, rm.z0, 2*rm.r, 2*rm.r, rm.z1-rm.z0)
		assembled.Boxes = append(assembled.Boxes, b)
		s.AddLegend(scene.Wrong, "red cylinder: "+rm.why)
	}
	for _, o := range m.overlaps {
		st := bad
		st.Name, st.Opacity = "where two parts overlap", 0.5
		b := scene.Boxes{Style: st, Edges: true}
		lo, hi := o[0], o[1]
		b.Add(lo[0], lo[1], lo[2], hi[0]-lo[0], hi[1]-lo[1], hi[2]-lo[2])
		assembled.Boxes = append(assembled.Boxes, b)
		s.AddLegend(scene.Wrong, "red box: the common bounds of two parts that overlap")
	}
	if m.hist != nil {
		m.hist.draw(s)
	}
}

// draw lays the histogram flat on the floor beside the bed: bins along x,
// counts along y, the accepted band shaded.
func (h *histogram) draw(s *scene.Scene) {
	const x0, y0, w, ht = 260.0, -200.0, 360.0, 400.0
	bins := int(math.Ceil(h.top / h.width))
	// Show up to a little past the band, so the peak and band are legible.
	shown := min(bins, int(math.Ceil(math.Min(h.top, 1.5*h.bandHi)/h.width)))
	per := 1
	for shown/per > maxHistBars {
		per++
	}
	n := (shown + per - 1) / per
	counts := make([]int, n)
	beyond := 0
	for _, x := range h.samples {
		b := int(x/h.width) / per
		if b >= 0 && b < n {
			counts[b]++
		} else {
			beyond++
		}
	}
	most := 1
	for _, c := range counts {
		most = max(most, c)
	}
	span := float64(n*per) * h.width
	at := func(v float64) float64 { return x0 + w*v/span }
	band := scene.Rect(at(h.bandLo), y0, at(math.Min(h.bandHi, span)), y0+ht, 0.1, scene.Style{Name: "accepted band", Color: scene.Truth, Opacity: 0.2})
	s.Polys = append(s.Polys, band)
	for b, c := range counts {
		if c == 0 {
			continue
		}
		lo := float64(float64(b*per) * h.width)
		color := scene.Answer
		if lo+float64(float64(per)*h.width) > h.bandLo && lo < h.bandHi {
			color = scene.Truth
		}
		s.Polys = append(s.Polys, scene.Rect(at(lo), y0, at(lo+float64(float64(per)*h.width)), y0+ht*float64(c)/float64(most), 0.2,
			scene.Style{Name: "histogram bin", Color: color, Layer: "answer"}))
	}
	label := func(text string, x, y float64) {
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink}, Text: text, At: [3]float64{x, y, 1}})
	}
	label(fmt.Sprintf("%s: %d samples", h.title, len(h.samples)), x0+w/2, y0+ht+30)
	label("0", x0, y0-20)
	label(fmt.Sprintf("%g mm", span), x0+w, y0-20)
	label(fmt.Sprintf("%g–%g mm", h.bandLo, h.bandHi), at((h.bandLo+math.Min(h.bandHi, span))/2), y0-20)
	if beyond > 0 {
		label(fmt.Sprintf("%d samples beyond %g mm not shown", beyond, span), x0+w/2, y0-45)
	}
	s.AddLegend(scene.Truth, "histogram beside the bed: "+h.title+", the accepted band shaded")
}

// sampledBoxes draws a solid as the boxes its material intervals make on a
// grid of rays along its thinnest axis; runs of equal boxes merge. It
// raises *used to the pitch it took.
func sampledBoxes(s solid.Solid, st scene.Style, used *float64) scene.Boxes {
	out := scene.Boxes{Style: st}
	lo, hi := s.Bounds()
	if !(lo[0] <= hi[0] && lo[1] <= hi[1] && lo[2] <= hi[2]) {
		return out
	}
	axis := 0
	for a := 1; a < 3; a++ {
		if hi[a]-lo[a] < hi[axis]-lo[axis] {
			axis = a
		}
	}
	u, v := (axis+1)%3, (axis+2)%3
	area := float64((hi[u] - lo[u]) * (hi[v] - lo[v]))
	pitch := math.Max(drawPitch, math.Sqrt(area/drawRays)*1.01)
	grid, ok := solid.NewGrid(lo, hi, axis, pitch, drawRays)
	if !ok {
		return out
	}
	*used = math.Max(*used, pitch)
	nu, nv := grid.Size()
	// open are the boxes of the previous row by (first cell, last cell,
	// interval), so that a box the next row repeats grows instead.
	type key struct {
		i0, i1 int
		iv     solid.Interval
	}
	type grown struct{ box, j int }
	open := map[key]grown{}
	var mins, sizes [][3]float64
	for j := 0; j < nv; j++ {
		rows := make([][]solid.Interval, nu)
		for i := range rows {
			rows[i] = solid.UnionIntervals(nil, s.RayIntervals(grid.Ray(i, j)))
		}
		for i := 0; i < nu; i++ {
			for _, iv := range rows[i] {
				if i > 0 && hasInterval(rows[i-1], iv) {
					continue // part of a run started to the left
				}
				i1 := i
				for i1+1 < nu && hasInterval(rows[i1+1], iv) {
					i1++
				}
				k := key{i, i1, iv}
				if o, ok := open[k]; ok && o.j == j-1 {
					sizes[o.box][v] += pitch
					open[k] = grown{o.box, j}
					continue
				}
				var m, z [3]float64
				m[axis], z[axis] = lo[axis]+iv.T0, iv.T1-iv.T0
				m[u], z[u] = lo[u]+float64(float64(i)*pitch), float64(i1-i+1)*pitch
				m[v], z[v] = lo[v]+float64(float64(j)*pitch), pitch
				open[k] = grown{len(mins), j}
				mins, sizes = append(mins, m), append(sizes, z)
			}
		}
	}
	for k := range mins {
		out.Add(round2(mins[k][0]), round2(mins[k][1]), round2(mins[k][2]), round2(sizes[k][0]), round2(sizes[k][1]), round2(sizes[k][2]))
	}
	return out
}

// hasInterval reports whether ivs holds iv (to a micrometre).
func hasInterval(ivs []solid.Interval, iv solid.Interval) bool {
	for _, x := range ivs {
		if math.Abs(x.T0-iv.T0) < 1e-3 && math.Abs(x.T1-iv.T1) < 1e-3 {
			return true
		}
	}
	return false
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// turnBoxes places boxes by a transform whose rotation permutes the axes
// (quarter turns), which keeps them axis-aligned; ok is false otherwise.
func turnBoxes(b scene.Boxes, a solid.Affine) (scene.Boxes, bool) {
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			if x := math.Abs(a[r][c]); x > 1e-9 && math.Abs(x-1) > 1e-9 {
				return b, false
			}
		}
	}
	out := scene.Boxes{Style: b.Style}
	for k := 0; k+2 < len(b.Min); k += 3 {
		p := geom.Vec3{b.Min[k], b.Min[k+1], b.Min[k+2]}
		q := geom.Vec3{p[0] + b.Size[k], p[1] + b.Size[k+1], p[2] + b.Size[k+2]}
		p, q = a.Apply(p), a.Apply(q)
		var lo, size [3]float64
		for i := 0; i < 3; i++ {
			lo[i], size[i] = round2(math.Min(p[i], q[i])), round2(math.Abs(q[i]-p[i]))
		}
		out.Add(lo[0], lo[1], lo[2], size[0], size[1], size[2])
	}
	return out, true
}

// explodeBy is how far a posed part moves out in the exploded view: away
// from the cage's axis, and up or down from its middle height.
func explodeBy(s solid.Solid) geom.Vec3 {
	lo, hi := s.Bounds()
	c := geom.Vec3{(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, float64((lo[2]+hi[2])/2) - 370}
	return geom.Vec3{explode * c[0], explode * c[1], explode * c[2]}
}

func shiftBoxes(b scene.Boxes, by geom.Vec3) scene.Boxes {
	b.Min = shifted(b.Min, by)
	return b
}

// shifted is flat x, y, z triples moved by by.
func shifted(xyz []float64, by geom.Vec3) []float64 {
	out := make([]float64, len(xyz))
	for k, x := range xyz {
		out[k] = round2(x + by[k%3])
	}
	return out
}

// partMesh is an STL part's mesh placed by a, its faces fanned into
// triangles.
func partMesh(p *Part, st scene.Style, a solid.Affine) scene.Mesh {
	m := scene.Mesh{Style: st, Flat: true}
	for _, v := range p.Mesh.Verts {
		q := a.Apply(v)
		m.Positions = append(m.Positions, round2(q[0]), round2(q[1]), round2(q[2]))
	}
	for _, f := range p.Mesh.Faces {
		for k := 1; k+1 < len(f); k++ {
			m.Indices = append(m.Indices, int32(f[0]), int32(f[k]), int32(f[k+1]))
		}
	}
	return m
}

func shiftMesh(m scene.Mesh, by geom.Vec3) scene.Mesh {
	m.Positions = shifted(m.Positions, by)
	return m
}
