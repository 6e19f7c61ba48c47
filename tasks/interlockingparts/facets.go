package interlockingparts

// Criteria 7 and 8 for STL parts, as the spec describes them: the part's
// triangles grouped into facets (mesh.Facets, as trimesh groups them),
// each broad facet facing along an axis giving one sample, the median of
// up to five rays cast from its triangles' centres across the material
// (thickness) or across the air in front of it (gaps).

import (
	"math"
	"sort"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/verifiers"
)

// The facet walk's constants, upstream's: a facet's normal must be within
// about 26° of an axis (|n_axis| ≥ 0.9); up to five rays a facet; rays for
// thickness start 0.05 mm inside the face, rays for gaps 0.2 mm in front
// of it. The smallest area, 30 mm² for the paper's 10 mm bars, scales
// with the bar's square.
const (
	facetAxis      = 0.9
	raysPerFacet   = 5
	thickInset     = 0.05
	gapOffset      = 0.2
	facetAreaOfBar = 0.3 // the smallest facet area over the bar's square
)

// facetSample is one broad facet: its unit normal and the points its rays
// start from, on the face.
type facetSample struct {
	n       geom.Vec3
	centres []geom.Vec3
}

// broadFacets walks m's facets (with its vertices moved by place, if not
// nil) and keeps those the spec samples: area at least minArea, a dominant
// axis with |n| ≥ facetAxis (x or y only when xyOnly), spans along the two
// other axes of at least minSpan and not both at most capSpan. Each kept
// facet gives up to raysPerFacet of its triangles' centres: every
// ⌊count/5⌋-th, at least every one.
func broadFacets(m *mesh.Mesh, facets [][]int, place func(geom.Vec3) geom.Vec3, minArea, minSpan, capSpan float64, xyOnly bool) []facetSample {
	at := func(v int) geom.Vec3 {
		if place == nil {
			return m.Verts[v]
		}
		return place(m.Verts[v])
	}
	var out []facetSample
	for _, f := range facets {
		if m.FacetArea(f) < minArea {
			continue
		}
		n := m.FacetNormal(f)
		if place != nil {
			o := place(geom.Vec3{})
			p := place(n)
			n = p.Sub(o)
		}
		axis := 0
		for a := 1; a < 3; a++ {
			if math.Abs(n[a]) > math.Abs(n[axis]) {
				axis = a
			}
		}
		if math.Abs(n[axis]) < facetAxis || (xyOnly && axis == 2) {
			continue
		}
		u, v := (axis+1)%3, (axis+2)%3
		lo, hi := math.Inf(1), math.Inf(-1)
		lo2, hi2 := lo, hi
		for _, k := range m.FacetCorners(f) {
			p := at(k)
			lo, hi = min(lo, p[u]), max(hi, p[u])
			lo2, hi2 = min(lo2, p[v]), max(hi2, p[v])
		}
		su, sv := hi-lo, hi2-lo2
		if min(su, sv) < minSpan || max(su, sv) <= capSpan {
			continue
		}
		step := max(1, len(f)/raysPerFacet)
		s := facetSample{n: n}
		for i := 0; i < len(f) && len(s.centres) < raysPerFacet; i += step {
			var c geom.Vec3
			face := m.Faces[f[i]]
			for _, k := range face {
				p := at(k)
				c = geom.Vec3{c[0] + p[0], c[1] + p[1], c[2] + p[2]}
			}
			w := float64(len(face))
			s.centres = append(s.centres, geom.Vec3{c[0] / w, c[1] / w, c[2] / w})
		}
		out = append(out, s)
	}
	return out
}

// facetSamples casts each facet's rays into s, from offset along the
// normal (negative: inside the face) in the direction sign·n, and gives
// every facet whose rays hit the median of their first hits, kept when
// within (lo, hi). The rays are charged to budget; past it, or past
// maxRayIntervals on one ray, it stops and says what broke.
func facetSamples(s solid.Solid, walk []facetSample, offset, sign, lo, hi float64, budget *sampleBudget) ([]float64, *overrun) {
	var out, hits []float64
	var iv []solid.Interval
	for _, f := range walk {
		d := geom.Vec3{sign * f.n[0], sign * f.n[1], sign * f.n[2]}
		hits = hits[:0]
		for _, c := range f.centres {
			o := geom.Vec3{c[0] + float64(offset*f.n[0]), c[1] + float64(offset*f.n[1]), c[2] + float64(offset*f.n[2])}
			iv = solid.AppendRayIntervals(iv[:0], s, o, d)
			if len(iv) > maxRayIntervals {
				return nil, &overrun{len(iv), o, d}
			}
			if budget.left -= 1 + len(iv); budget.left < 0 {
				return nil, &overrun{0, o, d}
			}
			if t, ok := firstHit(iv); ok {
				hits = append(hits, t)
			}
		}
		if len(hits) == 0 {
			continue
		}
		if m := median(hits); m > lo && m < hi {
			out = append(out, m)
		}
	}
	return out, nil
}

// firstHit is the nearest surface crossing ahead of the ray's origin: the
// smallest interval end above 0.
func firstHit(iv []solid.Interval) (float64, bool) {
	for _, x := range iv {
		if x.T0 > 0 {
			return x.T0, true
		}
		if x.T1 > 0 {
			return x.T1, true
		}
	}
	return 0, false
}

// median of xs (sorted in place), the mean of the middle two for an even
// count.
func median(xs []float64) float64 {
	sort.Float64s(xs)
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}

// minFacetArea is the smallest facet area the walk samples (30 mm² for the
// paper's 10 mm bars).
func (lim *limits) minFacetArea() float64 {
	b := float64(lim.cage.Bar)
	return facetAreaOfBar * float64(b*b)
}

// partFacets groups each distinct STL part's faces into facets once.
func (g *grading) partFacets() [][][]int {
	out := make([][][]int, len(g.parts))
	for i, p := range g.parts {
		switch j := g.distinct[i]; {
		case p.Mesh == nil:
		case j < i:
			out[i] = out[j]
		default:
			out[i] = mesh.Facets(p.Mesh)
		}
	}
	return out
}

// method names how criteria 7 and 8 sample the parts: STL parts by their
// facets, OpenSCAD parts (which have no faces) by axis rays.
func (g *grading) method() string {
	stl := 0
	for _, p := range g.parts {
		if p.Mesh != nil {
			stl++
		}
	}
	switch stl {
	case len(g.parts):
		return "facets"
	case 0:
		return "axis rays"
	}
	return "facets (STL) and axis rays (OpenSCAD)"
}

// facetGaps: criterion 8 on an assembly of STL parts only. Every part's
// facets facing along x or y in the assembly cast their rays into the air
// in front of them; a facet's sample is the median distance to the
// material they meet.
func (g *grading) facetGaps(r *verifiers.Report, assembly solid.Solid) float64 {
	lim := g.d.limits()
	facets := g.partFacets()
	budget := newSampleBudget()
	var samples []float64
	for i, p := range g.parts {
		a, _ := affine(g.raw[i]) // checked by the build
		walk := broadFacets(p.Mesh, facets[i], a.Apply, lim.minFacetArea(), lim.minSpan, lim.capSpan, true)
		got, over := facetSamples(assembly, walk, gapOffset, 1, 1, lim.gapTop, budget)
		if over != nil {
			g.marks.assembled = append(g.marks.assembled, i)
			r.Checkf("uniform gaps", false, "in the assembly, from a facet of part %d: %s", i, over)
			return 0
		}
		samples = append(samples, got[:min(len(got), maxSamples-len(samples))]...)
		g.tick(i+1, len(g.parts))
	}
	return g.judgeGaps(r, samples, "gaps between facets facing x and y (mm)")
}
