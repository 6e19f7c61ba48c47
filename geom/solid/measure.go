package solid

import (
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
)

// Columns measures how much of a convex polytope lies inside a solid bounded
// by a closed, consistently wound mesh, exactly up to rounding: no sampling.
//
// Every triangle of the mesh, together with the vertical prism below it down
// to a floor under everything, is a convex column; its sign is +1 when the
// triangle faces up and −1 when it faces down (vertical triangles have no
// column). Over any point above the floor, the signed count of the columns
// holding it is the number of triangles above it, signed — the winding number
// of the mesh there: 1 inside an outward solid, 0 outside. So for a convex K
//
//	vol(solid ∩ K) = Σ sign · vol(column ∩ K),
//
// each term an exact convex–convex clip. These are the signed tetrahedra of
// the classical decomposition (a fan of every face to a common apex) with
// the apex sent straight down to infinity: a column stays within its
// triangle's footprint, so it meets only the polytopes under or over that
// footprint, where a cone to a common apex reaches across the whole solid
// and meets nearly all of them.
type Columns struct {
	cols []column
	// work is the working state of VolumeWithinUnion, one per goroutine it
	// runs, kept from call to call.
	work []*columnWork
}

// columnWork is what measuring a run of columns works with. For each
// polytope: whether the column at hand meets it, the faces over the column,
// and a stamp per face, so that a face listed in several cells is taken
// once. For each depth of the inclusion–exclusion within a column, the two
// polytopes a clip alternates between.
type columnWork struct {
	meet   []bool
	faces  [][]int32
	stamps [][]int32
	query  int32
	bufs   [][2]flatPoly
	sc     flatScratch
}

// column is the prism below one triangle: corners 0–2 on the triangle
// (counter-clockwise seen from above), 3–5 below them on the floor.
type column struct {
	v      [6]Vec3
	planes [5]Plane // top, bottom, then the sides below edges 01, 12, 20
	lo, hi Vec3
	sign   float64
}

// columnFaces are a column's faces, counter-clockwise seen from outside, in
// the order of its planes.
var columnFaces = [5][]int32{{0, 1, 2}, {5, 4, 3}, {0, 3, 4, 1}, {1, 4, 5, 2}, {2, 5, 3, 0}}

// NewColumns makes the columns of the triangles of a mesh (vertex indices
// into m.Verts, wound like their faces) down to z = floor, which must lie
// strictly below every triangle and every polytope to be measured.
func NewColumns(m *mesh.Mesh, tris [][3]int, floor float64) *Columns {
	cs := &Columns{cols: make([]column, 0, len(tris))}
	for _, t := range tris {
		a, b, c := m.Verts[t[0]], m.Verts[t[1]], m.Verts[t[2]]
		s := geom.Orient2D(geom.Vec2{a[0], a[1]}, geom.Vec2{b[0], b[1]}, geom.Vec2{c[0], c[1]})
		if s == 0 {
			continue
		}
		if s < 0 {
			b, c = c, b
		}
		top, ok := PlaneThrough(a, b, c)
		if !ok {
			continue // too thin for its plane to be defined: no volume
		}
		// Made in place: a column is 360 bytes, and there are as many as
		// the answer has triangles.
		cs.cols = cs.cols[:len(cs.cols)+1]
		col := &cs.cols[len(cs.cols)-1]
		*col = column{v: [6]Vec3{a, b, c, {a[0], a[1], floor}, {b[0], b[1], floor}, {c[0], c[1], floor}}, sign: float64(s)}
		col.planes[0] = top
		col.planes[1] = Plane{N: Vec3{0, 0, -1}, D: -floor}
		for i := 0; i < 3; i++ {
			p, q := col.v[i], col.v[(i+1)%3]
			// Outward is to the right of an edge of a counter-clockwise
			// footprint.
			n := geom.Normalize3(Vec3{q[1] - p[1], p[0] - q[0], 0})
			col.planes[2+i] = Plane{N: n, D: geom.Dot3(n, p)}
		}
		col.lo, col.hi = boundsOf(col.v[:])
	}
	return cs
}

// Len is the number of columns.
func (cs *Columns) Len() int { return len(cs.cols) }

// VolumeWithin is the volume of the part of k inside the mesh's solid:
// VolumeWithinUnion of k alone.
func (cs *Columns) VolumeWithin(k *Convex) float64 {
	return cs.VolumeWithinUnion([]*Outline{NewOutline(k)})
}

// VolumeWithinUnion is the volume of the part of the union of the outlines'
// polytopes inside the mesh's solid: over the columns, each column's sign
// times the volume of its part in the union, by inclusion–exclusion within
// the column (Σ over sets S of the polytopes of (−1)^(|S|+1)·vol(column ∩
// every member of S)). Working column by column rather than polytope by
// polytope (each common part of the polytopes, all columns) lets each term
// start from the term before it (the column ∩ S, clipped by one more
// polytope) and stop where that is empty, and finds the faces over a
// column once per polytope rather than once per common part. The terms of
// one column can reach 2^len(ps) − 1: callers bound len(ps).
//
// A column meets a polytope only where its footprint meets the outline,
// and there only the faces over or under the footprint bound it: the faces
// a vertical line through the footprint enters and leaves the polytope by,
// and, where the footprint runs past the outline, the faces along the
// outline, which also lie over the footprint. So each piece of a column is
// clipped by the planes of those faces only, found in the outline's grid,
// and not by all of the polytope's planes.
//
// Columns are independent, so where more than one processor is available
// (natively; WebAssembly has one) runs of them are measured at once, each
// column's part kept in its place and the parts summed in column order
// afterwards: the same additions in the same order as one goroutine makes,
// so the same bits.
//
// A Columns must not be used by two goroutines at once; an Outline may be.
func (cs *Columns) VolumeWithinUnion(ps []*Outline) float64 {
	runs := min(runtime.GOMAXPROCS(0), len(cs.cols)/minColumnsPerRun)
	for len(cs.work) < max(1, runs) {
		cs.work = append(cs.work, &columnWork{})
	}
	if runs <= 1 {
		var v float64
		cs.work[0].measure(cs.cols, ps, func(i int, part float64) { v += part })
		return v
	}
	parts := make([]float64, len(cs.cols))
	var wg sync.WaitGroup
	for r := range runs {
		lo, hi := r*len(cs.cols)/runs, (r+1)*len(cs.cols)/runs
		wg.Add(1)
		go func() {
			defer wg.Done()
			cs.work[r].measure(cs.cols[lo:hi], ps, func(i int, part float64) { parts[lo+i] = part })
		}()
	}
	wg.Wait()
	var v float64
	for _, part := range parts {
		v += part // a column that meets nothing adds +0, which changes no sum
	}
	return v
}

// minColumnsPerRun is the fewest columns worth a goroutine of their own.
const minColumnsPerRun = 2048

// measure gives each column that meets a polytope its part, its sign times
// the volume of its part in the union, in column order.
func (w *columnWork) measure(cols []column, ps []*Outline, part func(i int, v float64)) {
	n := len(ps)
	w.meet, w.faces, w.stamps = grow(w.meet, n), grow(w.faces, n), grow(w.stamps, n)
	for j, ix := range ps {
		w.stamps[j] = grow(w.stamps[j], len(ix.k.Faces))
		clear(w.stamps[j])
	}
	w.query = 0
	if len(w.bufs) < n+1 {
		w.bufs = append(w.bufs, make([][2]flatPoly, n+1-len(w.bufs))...)
	}
	for i := range cols {
		col := &cols[i]
		some := false
		for j, ix := range ps {
			k := ix.k
			w.meet[j] = boxesOverlap(col.lo, col.hi, k.lo, k.hi) && ix.meets(col.v[:3])
			if w.meet[j] {
				w.faces[j] = w.over(ix, w.stamps[j], col.lo, col.hi, w.faces[j][:0])
				some = true
			}
		}
		if some {
			base := &w.bufs[0][0]
			base.setColumn(col)
			part(i, float64(col.sign*w.terms(ps, base, 1, 0, 1)))
		}
	}
	w.sc.basis = nil
}

// terms is the sum over the sets S of polytopes from first on of
// sign·(−1)^|S|+1·vol(q ∩ every member of S), where q is the column's part
// in the polytopes before first that the caller's set holds.
func (w *columnWork) terms(ps []*Outline, q *flatPoly, depth, first int, sign float64) float64 {
	var v float64
	for j := first; j < len(ps); j++ {
		if !w.meet[j] || !boxesOverlap(q.lo, q.hi, ps[j].k.lo, ps[j].k.hi) {
			continue
		}
		r := w.clipBy(q, ps[j], w.faces[j], &w.bufs[depth])
		if r == nil {
			continue
		}
		v += float64(sign * r.volume())
		if j+1 < len(ps) {
			v += w.terms(ps, r, depth+1, j+1, -sign)
		}
	}
	return v
}

// clipBy clips q by the planes of the outline's faces listed, into bufs (q
// itself is left as it was), and returns what is left: q when no plane
// cuts it, nil when nothing is.
func (w *columnWork) clipBy(q *flatPoly, ix *Outline, faces []int32, bufs *[2]flatPoly) *flatPoly {
	cur, next := q, 0
	for _, f := range faces {
		w.sc.basis = &ix.basis[f]
		switch cur.clip(ix.k.Planes[f], &bufs[next], &w.sc) {
		case 1:
			cur, next = &bufs[next], 1-next
		case -1:
			return nil
		}
	}
	return cur
}

// Outline indexes a convex polytope's faces by their outlines seen from
// above (their boxes in x and y), in a grid over the polytope's outline, for
// Columns.VolumeWithinUnion. It depends on the polytope alone, so a
// grader measuring many meshes against the same polytopes makes it once;
// it is never changed after NewOutline, so goroutines may share it.
type Outline struct {
	k        *Convex
	hull     []geom.Vec2 // the polytope's outline from above, counter-clockwise
	inLo     geom.Vec2   // a box inside the outline (checked exactly), or
	inHi     geom.Vec2   // an empty one: a footprint corner in it meets it
	lo       geom.Vec2
	cw, ch   float64
	nx, ny   int
	cells    [][]int32
	flo, fhi []geom.Vec2 // each face's box
	basis    [][2]Vec3   // each face's planeBasis, for the new faces of clips
}

// NewOutline indexes the faces of k.
func NewOutline(k *Convex) *Outline {
	pts := make([]geom.Vec2, len(k.Verts))
	for i, v := range k.Verts {
		pts[i] = geom.Vec2{v[0], v[1]}
	}
	ix := &Outline{k: k, hull: geom.ConvexPolygon(pts), lo: geom.Vec2{k.lo[0], k.lo[1]}}
	ix.innerBox()
	n := int(math.Sqrt(float64(len(k.Faces))))
	ix.nx, ix.ny = max(1, min(n, 64)), max(1, min(n, 64))
	ix.cw = (k.hi[0] - k.lo[0]) / float64(ix.nx)
	ix.ch = (k.hi[1] - k.lo[1]) / float64(ix.ny)
	ix.cells = make([][]int32, ix.nx*ix.ny)
	ix.flo, ix.fhi = make([]geom.Vec2, len(k.Faces)), make([]geom.Vec2, len(k.Faces))
	ix.basis = make([][2]Vec3, len(k.Faces))
	for f, face := range k.Faces {
		lo, hi := geom.Vec2{math.Inf(1), math.Inf(1)}, geom.Vec2{math.Inf(-1), math.Inf(-1)}
		for _, i := range face {
			v := k.Verts[i]
			lo, hi = geom.Vec2{min(lo[0], v[0]), min(lo[1], v[1])}, geom.Vec2{max(hi[0], v[0]), max(hi[1], v[1])}
		}
		ix.flo[f], ix.fhi[f] = lo, hi
		u, v := planeBasis(k.Planes[f].N)
		ix.basis[f] = [2]Vec3{u, v}
		x0, y0, x1, y1 := ix.cellRange(lo, hi)
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				ix.cells[y*ix.nx+x] = append(ix.cells[y*ix.nx+x], int32(f))
			}
		}
	}
	return ix
}

// cellRange is the range of cells a box in x and y covers, clamped to the
// grid.
func (ix *Outline) cellRange(lo, hi geom.Vec2) (x0, y0, x1, y1 int) {
	cell := func(v, o, w float64, n int) int {
		if !(w > 0) {
			return 0
		}
		return max(0, min(n-1, int(math.Floor((v-o)/w))))
	}
	return cell(lo[0], ix.lo[0], ix.cw, ix.nx), cell(lo[1], ix.lo[1], ix.ch, ix.ny),
		cell(hi[0], ix.lo[0], ix.cw, ix.nx), cell(hi[1], ix.lo[1], ix.ch, ix.ny)
}

// over appends to out, in ascending order, the faces of the outline's
// polytope whose boxes meet the box [lo, hi] in x and y.
func (w *columnWork) over(ix *Outline, stamp []int32, lo, hi Vec3, out []int32) []int32 {
	w.query++
	l, h := geom.Vec2{lo[0], lo[1]}, geom.Vec2{hi[0], hi[1]}
	x0, y0, x1, y1 := ix.cellRange(l, h)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			for _, f := range ix.cells[y*ix.nx+x] {
				if stamp[f] == w.query {
					continue
				}
				stamp[f] = w.query
				if ix.flo[f][0] <= h[0] && l[0] <= ix.fhi[f][0] && ix.flo[f][1] <= h[1] && l[1] <= ix.fhi[f][1] {
					out = append(out, f)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// innerBox finds a box inside the outline: the outline's box shrunk about
// its centre to 0.7 of its size (a disc's outline holds 0.7 of its square),
// kept only if all four corners lie in the outline by the exact test, which
// puts the whole box in it, the outline being convex.
func (ix *Outline) innerBox() {
	ix.inLo, ix.inHi = geom.Vec2{1, 1}, geom.Vec2{0, 0} // empty
	if len(ix.hull) < 3 {
		return
	}
	c := geom.Vec2{(ix.k.lo[0] + ix.k.hi[0]) / 2, (ix.k.lo[1] + ix.k.hi[1]) / 2}
	hw, hh := float64(0.35*(ix.k.hi[0]-ix.k.lo[0])), float64(0.35*(ix.k.hi[1]-ix.k.lo[1]))
	lo, hi := geom.Vec2{c[0] - hw, c[1] - hh}, geom.Vec2{c[0] + hw, c[1] + hh}
	for _, p := range [4]geom.Vec2{lo, {hi[0], lo[1]}, hi, {lo[0], hi[1]}} {
		for i := range ix.hull {
			if geom.Orient2D(ix.hull[i], ix.hull[(i+1)%len(ix.hull)], p) < 0 {
				return
			}
		}
	}
	ix.inLo, ix.inHi = lo, hi
}

// meets reports whether a column's footprint (its top triangle, seen from
// above) meets the polytope's outline, decided exactly: no edge of either
// convex polygon separates them.
func (ix *Outline) meets(top []Vec3) bool {
	tri := [3]geom.Vec2{{top[0][0], top[0][1]}, {top[1][0], top[1][1]}, {top[2][0], top[2][1]}}
	h := ix.hull
	if len(h) < 3 {
		return false
	}
	for _, p := range tri {
		if ix.inLo[0] <= p[0] && p[0] <= ix.inHi[0] && ix.inLo[1] <= p[1] && p[1] <= ix.inHi[1] {
			return true
		}
	}
	for i := range h {
		a, b := h[i], h[(i+1)%len(h)]
		if geom.Orient2D(a, b, tri[0]) < 0 && geom.Orient2D(a, b, tri[1]) < 0 && geom.Orient2D(a, b, tri[2]) < 0 {
			return false
		}
	}
	for i := range tri {
		a, b := tri[i], tri[(i+1)%3]
		out := true
		for _, p := range h {
			if geom.Orient2D(a, b, p) >= 0 {
				out = false
				break
			}
		}
		if out {
			return false
		}
	}
	return true
}

// Floor returns a height strictly below the mesh and the polytopes: a floor
// for NewColumns.
func Floor(m *mesh.Mesh, ks []*Convex) float64 {
	lo, _ := m.Bounds()
	z := lo[2]
	for _, k := range ks {
		if k != nil {
			z = min(z, k.lo[2])
		}
	}
	return z - 1 - float64(math.Abs(z)*1e-6)
}
