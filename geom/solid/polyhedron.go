package solid

import (
	"cmp"
	"errors"
	"math"
	"slices"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
)

// Polyhedron is a solid bounded by a closed, consistently wound mesh: the
// points where the mesh's winding number is positive. Its triangles (the
// mesh's faces triangulated by mesh.Triangulate) sit in a bounding volume
// hierarchy, so that a ray visits only the triangles near it: meshes of
// 10^5 triangles answer in microseconds.
//
// Ray queries are watertight. Each ray is sheared so that it runs along an
// axis (the method of Woop, Benthin and Wald, "Watertight Ray/Triangle
// Intersection", 2013); the sheared vertices are computed the same way for
// every triangle that shares them, and whether the ray passes through a
// triangle is then decided exactly, with Simulation of Simplicity
// (mesh.CoversSoS) for rays through an edge or a corner. So a ray through a
// shared edge or vertex crosses exactly as many triangles as a ray beside
// it: parity and winding numbers are exact, never off by a double count or
// a gap. Only where along the ray a crossing lies is rounded.
type Polyhedron struct {
	m     *mesh.Mesh
	tris  [][3]int
	nodes []bvhNode
	order []int32 // triangle indices, in leaf order
	lo    Vec3
	hi    Vec3
}

// bvhNode is a box over a run of triangles (a leaf, count > 0) or over two
// children (count 0: the left child follows the node, the right is at
// right).
type bvhNode struct {
	lo, hi       Vec3
	first, count int32
	right        int32
}

// leafSize is the most triangles a leaf holds.
const leafSize = 4

// NewPolyhedron triangulates the mesh's faces and indexes the triangles. The
// mesh should have passed mesh.Validate; a mesh that is not closed still
// gives answers, but they mean little. work bounds the triangulation (see
// mesh.Triangulate).
func NewPolyhedron(m *mesh.Mesh, work int) (*Polyhedron, error) {
	if len(m.Faces) == 0 {
		return nil, errors.New("the mesh has no faces")
	}
	t, err := mesh.Triangulate(m, &work)
	if err != nil {
		return nil, err
	}
	p := &Polyhedron{m: m, tris: t.Tris}
	p.build()
	return p, nil
}

// build makes the hierarchy: median splits along the longest axis of the
// centroids' box, stable so the tree is the same on every platform.
func (p *Polyhedron) build() {
	n := len(p.tris)
	p.order = make([]int32, n)
	cent := make([]Vec3, n)
	for i, t := range p.tris {
		p.order[i] = int32(i)
		a, b, c := p.m.Verts[t[0]], p.m.Verts[t[1]], p.m.Verts[t[2]]
		cent[i] = Vec3{(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3}
	}
	p.nodes = make([]bvhNode, 0, 2*n/leafSize+1)
	p.node(cent, 0, n)
	p.lo, p.hi = p.nodes[0].lo, p.nodes[0].hi
}

func (p *Polyhedron) node(cent []Vec3, first, end int) int {
	id := len(p.nodes)
	p.nodes = append(p.nodes, bvhNode{})
	lo, hi := emptyBox()
	clo, chi := emptyBox()
	for _, ti := range p.order[first:end] {
		for _, v := range p.tris[ti] {
			q := p.m.Verts[v]
			for k := 0; k < 3; k++ {
				lo[k], hi[k] = min(lo[k], q[k]), max(hi[k], q[k])
			}
		}
		c := cent[ti]
		for k := 0; k < 3; k++ {
			clo[k], chi[k] = min(clo[k], c[k]), max(chi[k], c[k])
		}
	}
	// Pad the box so that rounding in the ray-box test never loses a
	// triangle the exact crossing test would count.
	pad := float64(1e-9 * max(1, math.Abs(lo[0]), math.Abs(lo[1]), math.Abs(lo[2]), math.Abs(hi[0]), math.Abs(hi[1]), math.Abs(hi[2])))
	for k := 0; k < 3; k++ {
		lo[k], hi[k] = lo[k]-pad, hi[k]+pad
	}
	p.nodes[id].lo, p.nodes[id].hi = lo, hi
	if end-first <= leafSize {
		p.nodes[id].first, p.nodes[id].count = int32(first), int32(end-first)
		return id
	}
	axis := 0
	for k := 1; k < 3; k++ {
		if chi[k]-clo[k] > chi[axis]-clo[axis] {
			axis = k
		}
	}
	run := p.order[first:end]
	slices.SortStableFunc(run, func(a, b int32) int {
		switch ca, cb := cent[a][axis], cent[b][axis]; {
		case ca < cb:
			return -1
		case ca > cb:
			return 1
		}
		return int(a - b)
	})
	mid := (first + end) / 2
	p.node(cent, first, mid)
	p.nodes[id].right = int32(p.node(cent, mid, end))
	return id
}

// Mesh returns the mesh the polyhedron was made from.
func (p *Polyhedron) Mesh() *mesh.Mesh { return p.m }

// Triangles is the number of triangles indexed.
func (p *Polyhedron) Triangles() int { return len(p.tris) }

// Bounds is the box of the mesh (slightly padded).
func (p *Polyhedron) Bounds() (lo, hi Vec3) { return p.lo, p.hi }

// visit calls f for every triangle whose box the line o + t·d (all t)
// passes through.
func (p *Polyhedron) visit(o, d Vec3, f func(tri int)) {
	var inv Vec3
	for k := 0; k < 3; k++ {
		inv[k] = 1 / d[k]
	}
	stack := make([]int32, 0, 64)
	stack = append(stack, 0)
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		n := &p.nodes[id]
		stack = stack[:len(stack)-1]
		if !lineHitsBox(o, d, inv, n.lo, n.hi) {
			continue
		}
		if n.count > 0 {
			for _, ti := range p.order[n.first : n.first+n.count] {
				f(int(ti))
			}
			continue
		}
		stack = append(stack, n.right, id+1)
	}
}

// lineHitsBox is the slab test for a whole line.
func lineHitsBox(o, d, inv, lo, hi Vec3) bool {
	t0, t1 := math.Inf(-1), math.Inf(1)
	for k := 0; k < 3; k++ {
		if d[k] == 0 {
			if o[k] < lo[k] || o[k] > hi[k] {
				return false
			}
			continue
		}
		a, b := (lo[k]-o[k])*inv[k], (hi[k]-o[k])*inv[k]
		if a > b {
			a, b = b, a
		}
		t0, t1 = max(t0, a), min(t1, b)
		if t0 > t1 {
			return false
		}
	}
	return true
}

// shear is a ray turned into Woop et al.'s frame: the axis the ray runs
// along most (kz), the two others (kx, ky, swapped when the ray runs
// backwards along kz so that orientations keep their sign), and the shear.
type shear struct {
	o              Vec3
	kx, ky, kz     int
	sx, sy, sz     float64
	valid, reverse bool
}

func newShear(o, d Vec3) shear {
	kz := 0
	for k := 1; k < 3; k++ {
		if math.Abs(d[k]) > math.Abs(d[kz]) {
			kz = k
		}
	}
	s := shear{o: o, kz: kz, kx: (kz + 1) % 3, ky: (kz + 2) % 3}
	if d[kz] == 0 || !geom.Finite3(d) || !geom.Finite3(o) {
		return s
	}
	if d[kz] < 0 {
		s.kx, s.ky = s.ky, s.kx
	}
	s.sx, s.sy, s.sz = d[s.kx]/d[kz], d[s.ky]/d[kz], 1/d[kz]
	s.valid = true
	return s
}

// project returns a vertex in the ray's frame: 2D position (the ray is the
// origin) and depth (t of the point's foot on the ray).
func (s *shear) project(v Vec3) (geom.Vec2, float64) {
	ax, ay, az := v[s.kx]-s.o[s.kx], v[s.ky]-s.o[s.ky], v[s.kz]-s.o[s.kz]
	return geom.Vec2{ax - float64(s.sx*az), ay - float64(s.sy*az)}, float64(s.sz * az)
}

// hit is a crossing of the ray's line with the surface: its parameter and
// +1 when the line leaves through an outward face, −1 when it enters.
type hit struct {
	t    float64
	sign int
}

// crossings returns every crossing of the line o + t·d (all t), sorted by t.
func (p *Polyhedron) crossings(o, d Vec3) []hit {
	s := newShear(o, d)
	if !s.valid {
		return nil
	}
	var hits []hit
	p.visit(o, d, func(ti int) {
		t := p.tris[ti]
		a, za := s.project(p.m.Verts[t[0]])
		b, zb := s.project(p.m.Verts[t[1]])
		c, zc := s.project(p.m.Verts[t[2]])
		sign := mesh.CoversSoS(a, b, c, geom.Vec2{})
		if sign == 0 {
			return
		}
		// Barycentric weights of the origin: the areas of the sub-triangles.
		u := float64(b[0]*c[1]) - float64(b[1]*c[0])
		v := float64(c[0]*a[1]) - float64(c[1]*a[0])
		w := float64(a[0]*b[1]) - float64(a[1]*b[0])
		den := u + v + w
		depth := (float64(u*za) + float64(v*zb) + float64(w*zc)) / den
		if den == 0 || math.IsNaN(depth) {
			depth = (za + zb + zc) / 3
		}
		hits = append(hits, hit{depth, sign})
	})
	slices.SortStableFunc(hits, func(x, y hit) int { return cmp.Or(cmp.Compare(x.t, y.t), x.sign-y.sign) })
	return hits
}

// RayIntervals walks the line's crossings in order, keeping the winding
// number (0 before the first), and returns where it is positive, from t = 0
// on.
func (p *Polyhedron) RayIntervals(o, d Vec3) []Interval {
	hits := p.crossings(o, d)
	var out []Interval
	w, start := 0, 0.0
	for i := 0; i < len(hits); {
		// Crossings at the same t act together, so that a face met edge on
		// never opens a zero-length interval.
		t, was := hits[i].t, w > 0
		for ; i < len(hits) && hits[i].t == t; i++ {
			w -= hits[i].sign
		}
		switch now := w > 0; {
		case now && !was:
			start = t
		case was && !now:
			if lo := max(start, 0); lo < t {
				out = append(out, Interval{lo, t})
			}
		}
	}
	return out
}

// Inside reports whether the winding number at p is positive, counting
// exactly (mesh.CrossingX) the crossings of the ray from p along +x.
func (p *Polyhedron) Inside(x Vec3) bool {
	if !geom.Finite3(x) {
		return false
	}
	w := 0
	p.visit(x, Vec3{1, 0, 0}, func(ti int) {
		t := p.tris[ti]
		w += mesh.CrossingX(p.m.Verts[t[0]], p.m.Verts[t[1]], p.m.Verts[t[2]], x)
	})
	return w > 0
}
