package solid

import (
	"math"
	"slices"

	"github.com/scbench/scbench/geom"
)

// flatPoly is a convex polytope in flat, reusable arrays: Convex.Clip's
// algorithm without its allocations, for the inner loop of Columns, where a
// column is clipped by a few planes and only its volume is kept. Two flatPolys
// take turns as source and destination.
type flatPoly struct {
	v      []Vec3
	start  []int32 // face f is idx[start[f]:start[f+1]]
	idx    []int32
	planes []Plane
	lo, hi Vec3
}

// flatScratch holds the working arrays of flatPoly.clip.
type flatScratch struct {
	d     []float64
	side  []int8
	remap []int32
	on    []bool
	cuts  []cutEdge
	ring  []int32
	polar []polarPoint
	// next links the new face's corners: the edges that kept faces run
	// along the plane, reversed (see linkRing).
	next  []int32
	links []cutEdge
	// basis, when set, is planeBasis of the normal of the plane being
	// clipped by, made beforehand by a caller that clips by the same
	// planes many times.
	basis *[2]Vec3
}

// planeBasis is planeBasis(n), or the basis the caller made for n.
func (sc *flatScratch) planeBasis(n Vec3) (u, v Vec3) {
	if sc.basis != nil {
		return sc.basis[0], sc.basis[1]
	}
	return planeBasis(n)
}

// cutEdge is an edge a clip cut, and the vertex made where it was cut. A
// plane cuts a convex polytope along one loop, so there are few of them and
// a list is quicker than a map.
type cutEdge struct{ lo, hi, v int }

type polarPoint struct {
	k    int32
	x, y float64
}

// load copies a polytope in.
func (f *flatPoly) load(c *Convex) {
	f.v = append(f.v[:0], c.Verts...)
	f.idx, f.start, f.planes = f.idx[:0], f.start[:0], append(f.planes[:0], c.Planes...)
	for _, face := range c.Faces {
		f.start = append(f.start, int32(len(f.idx)))
		for _, k := range face {
			f.idx = append(f.idx, int32(k))
		}
	}
	f.start = append(f.start, int32(len(f.idx)))
	f.lo, f.hi = c.lo, c.hi
}

// convex copies the polytope out, dropping vertices no face uses.
func (f *flatPoly) convex() *Convex {
	c := &Convex{Faces: make([][]int, f.faces()), Planes: append([]Plane(nil), f.planes...)}
	idx := make([]int, len(f.v))
	for i := range idx {
		idx[i] = -1
	}
	all := make([]int, len(f.idx))
	for i := range c.Faces {
		face := all[f.start[i]:f.start[i+1]:f.start[i+1]]
		for j, k := range f.face(i) {
			if idx[k] < 0 {
				idx[k] = len(c.Verts)
				c.Verts = append(c.Verts, f.v[k])
			}
			face[j] = idx[k]
		}
		c.Faces[i] = face
	}
	c.bound()
	return c
}

// setColumn loads a column.
func (f *flatPoly) setColumn(c *column) {
	f.v = append(f.v[:0], c.v[:]...)
	f.idx, f.start, f.planes = f.idx[:0], f.start[:0], append(f.planes[:0], c.planes[:]...)
	for _, face := range columnFaces {
		f.start = append(f.start, int32(len(f.idx)))
		f.idx = append(f.idx, face...)
	}
	f.start = append(f.start, int32(len(f.idx)))
	f.lo, f.hi = c.lo, c.hi
}

func (f *flatPoly) faces() int { return len(f.start) - 1 }

func (f *flatPoly) face(i int) []int32 { return f.idx[f.start[i]:f.start[i+1]] }

func (f *flatPoly) bound() {
	f.lo, f.hi = boundsOf(f.v)
}

// tol is Convex.tol for the flat polytope.
func (f *flatPoly) tol() float64 {
	s := 1.0
	for k := 0; k < 3; k++ {
		s = max(s, math.Abs(f.lo[k]), math.Abs(f.hi[k]))
	}
	return 1e-10 * s
}

// clip keeps the part of f inside the unit-normal half-space p, as Convex.Clip
// does: it returns 0 when nothing changes (out is untouched), −1 when nothing
// is left, and 1 when out now holds the clipped polytope.
func (f *flatPoly) clip(p Plane, out *flatPoly, sc *flatScratch) int {
	var s float64
	for k := 0; k < 3; k++ {
		s += max(float64(p.N[k]*f.lo[k]), float64(p.N[k]*f.hi[k]))
	}
	tol := f.tol()
	if s-p.D < -tol {
		return 0 // the bounding box is inside
	}
	n := len(f.v)
	sc.d, sc.side, sc.remap = grow(sc.d, n), grow(sc.side, n), grow(sc.remap, n)
	in, outside := 0, 0
	for i, x := range f.v {
		d := p.Eval(x)
		sc.d[i] = d
		switch {
		case d > tol:
			sc.side[i] = 1
			outside++
		case d < -tol:
			sc.side[i] = -1
			in++
		default:
			sc.side[i] = 0
		}
	}
	if outside == 0 {
		return 0
	}
	if in == 0 {
		return -1
	}
	out.v, out.idx, out.start, out.planes = out.v[:0], out.idx[:0], out.start[:0], out.planes[:0]
	sc.on, sc.cuts, sc.links = sc.on[:0], sc.cuts[:0], sc.links[:0]
	for i, x := range f.v {
		sc.remap[i] = -1
		if sc.side[i] <= 0 {
			sc.remap[i] = int32(len(out.v))
			out.v = append(out.v, x)
			sc.on = append(sc.on, sc.side[i] == 0)
		}
	}
	for fi := 0; fi < f.faces(); fi++ {
		face := f.face(fi)
		begin := len(out.idx)
		allOn := true
		for j, a := range face {
			b := face[(j+1)%len(face)]
			if sc.side[a] <= 0 {
				out.idx = append(out.idx, sc.remap[a])
				allOn = allOn && sc.on[sc.remap[a]]
			}
			if sc.side[a]*sc.side[b] < 0 {
				out.idx = append(out.idx, f.crossing(a, b, out, sc))
			}
		}
		if len(out.idx)-begin < 3 || allOn {
			out.idx = out.idx[:begin]
			continue
		}
		kept := out.idx[begin:]
		for j, a := range kept {
			if b := kept[(j+1)%len(kept)]; sc.on[a] && sc.on[b] {
				sc.links = append(sc.links, cutEdge{int(b), int(a), 0})
			}
		}
		out.start = append(out.start, int32(begin))
		out.planes = append(out.planes, f.planes[fi])
	}
	// The new face: the vertices on the plane, in angular order.
	sc.ring = sc.ring[:0]
	for k, on := range sc.on {
		if on {
			sc.ring = append(sc.ring, int32(k))
		}
	}
	if len(sc.ring) >= 3 {
		out.start = append(out.start, int32(len(out.idx)))
		if !sc.linkRing(out.v, p.N) {
			sc.orderRing(out.v, p.N)
		}
		out.idx = append(out.idx, sc.ring...)
		out.planes = append(out.planes, p)
	}
	out.start = append(out.start, int32(len(out.idx)))
	if out.faces() < 4 {
		return -1
	}
	out.bound()
	return 1
}

// crossing is clipper.crossing for flat polytopes.
func (f *flatPoly) crossing(a, b int32, out *flatPoly, sc *flatScratch) int32 {
	lo, hi := int(min(a, b)), int(max(a, b))
	for _, e := range sc.cuts {
		if e.lo == lo && e.hi == hi {
			return int32(e.v)
		}
	}
	t := sc.d[lo] / (sc.d[lo] - sc.d[hi])
	p, q := f.v[lo], f.v[hi]
	x := Vec3{p[0] + float64(t*(q[0]-p[0])), p[1] + float64(t*(q[1]-p[1])), p[2] + float64(t*(q[2]-p[2]))}
	k := len(out.v)
	out.v = append(out.v, x)
	sc.on = append(sc.on, true)
	sc.cuts = append(sc.cuts, cutEdge{lo, hi, k})
	return int32(k)
}

// linkRing orders sc.ring (the vertices on the cutting plane, ascending) by
// walking the new face's boundary: every edge that a kept face runs along
// the plane, from a to b, is an edge of the new face from b to a, since
// the faces of a closed boundary meet edge to edge in opposite directions.
// It reports false, leaving the ring as it was, when the edges do not make
// one loop through every vertex of the ring (vertices that rounding put on
// the plane beside the loop, or a polytope that only touches the plane):
// orderRing then sorts by angle.
// The walk and the choice of the first vertex cost a pass over the ring,
// where the sort cost a fifth of the clipping of Columns (which cuts
// millions of small polytopes).
func (sc *flatScratch) linkRing(vs []Vec3, n Vec3) bool {
	if len(sc.links) != len(sc.ring) {
		return false
	}
	// Every link joins two vertices on the plane, which are the ring's: as
	// many links as vertices, from distinct vertices, give each one way on.
	sc.next = grow(sc.next, int(sc.ring[len(sc.ring)-1])+1)
	for _, k := range sc.ring {
		sc.next[k] = -1
	}
	for _, e := range sc.links {
		if sc.next[e.lo] != -1 {
			return false // two edges leave one vertex
		}
		sc.next[e.lo] = int32(e.hi)
	}
	// A walk that first comes back to its start after len(ring) steps has passed
	// every vertex once. It goes into polar's k fields, so that a failed
	// walk leaves the ring untouched.
	sc.polar = sc.polar[:0]
	start := sc.ring[0]
	k := start
	for i := range sc.ring {
		if i > 0 && k == start {
			return false
		}
		sc.polar = append(sc.polar, polarPoint{k: k})
		k = sc.next[k]
	}
	if k != start {
		return false
	}
	// Start where orderRing's sort would: at the least angle about the
	// mean, measured exactly as it does, so that the face and every volume
	// fanned from it come out the same to the last bit.
	u, v := sc.planeBasis(n)
	o := sc.mean(vs)
	first := 0
	for i := range sc.polar {
		q := &sc.polar[i]
		w := vs[q.k].Sub(o)
		q.x, q.y = geom.Dot3(w, u), geom.Dot3(w, v)
		if c := comparePolar(*q, sc.polar[first]); c < 0 || (c == 0 && q.k < sc.polar[first].k) {
			first = i
		}
	}
	for i := range sc.ring {
		sc.ring[i] = sc.polar[(first+i)%len(sc.ring)].k
	}
	return true
}

// mean is the mean of the ring's vertices, summed in the ring's order.
func (sc *flatScratch) mean(vs []Vec3) Vec3 {
	var o Vec3
	for _, k := range sc.ring {
		o = o.Add(vs[k])
	}
	return o.Mul(1 / float64(len(sc.ring)))
}

// orderRing sorts sc.ring counter-clockwise around its mean seen from where
// n points (angularOrder's rule) and returns it.
func (sc *flatScratch) orderRing(vs []Vec3, n Vec3) []int32 {
	u, v := sc.planeBasis(n)
	o := sc.mean(vs)
	sc.polar = sc.polar[:0]
	for _, k := range sc.ring {
		w := vs[k].Sub(o)
		sc.polar = append(sc.polar, polarPoint{k, geom.Dot3(w, u), geom.Dot3(w, v)})
	}
	slices.SortStableFunc(sc.polar, comparePolar)
	for i, a := range sc.polar {
		sc.ring[i] = a.k
	}
	return sc.ring
}

// comparePolar orders points by angle about the origin, starting on the +x
// axis, without trigonometry.
func comparePolar(a, b polarPoint) int {
	half := func(p polarPoint) int {
		if p.y < 0 || (p.y == 0 && p.x < 0) {
			return 1
		}
		return 0
	}
	if ha, hb := half(a), half(b); ha != hb {
		return ha - hb
	}
	switch cr := float64(a.x*b.y) - float64(a.y*b.x); {
	case cr > 0:
		return -1
	case cr < 0:
		return 1
	}
	return 0
}

// volume is Convex.Volume for the flat polytope.
func (f *flatPoly) volume() float64 {
	return fanVolume(f.v, f.faces(), f.face)
}

// grow returns s with length n, reusing its array when it is large enough.
func grow[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}
