package tetrahedrashadow

import (
	"math"
	"slices"

	"github.com/scbench/scbench/geom"
)

// The reference solver.
//
//  1. Parts of the target that are rectangles at least 1/√2 wide are covered
//     exactly by overlapping squares (the shadow of a tetrahedron turned so
//     that two opposite edges lie level and crosswise); equilateral triangles
//     of side at least 1 are covered exactly by unit triangles (the shadow of
//     a tetrahedron lying on a face).
//  2. What is left is covered greedily on a raster of the target: uncovered
//     target samples are taken nearest the boundary first, and for each the
//     candidate placements (squares, unit triangles and the isosceles shadow
//     of a tetrahedron standing on an edge, laid flush along the nearest
//     boundary edge, fitted into nearby corners, or centred on the sample)
//     are scored as the task does: +1.5 per newly covered target area and
//     −0.5 per newly covered area outside. The best is placed if it gains.
//  3. Tetrahedra are stacked in layers 1.25 apart (a unit tetrahedron is at
//     most 1 tall), each placed in the lowest layer where it intersects none
//     of that layer's tetrahedra (tested exactly).
//
// Everything is deterministic: raster sums are integers, and every product
// that is summed is rounded on its own.

// squareSide is the side of the square shadow, 1/√2.
var squareSide = 1 / math.Sqrt2

// The three base orientations the solver uses.
var (
	// qSquare turns the base tetrahedron so that its shadow is the square
	// [0, 1/√2]² (corners to (0,0,0), (s,s,0), (0,s,s), (s,0,s)).
	qSquare = geom.Quaternion(0.8204732385702833, 0.4247082002778668, 0.17591989660616122, 0.33985114297998736)
	// qFlat leaves it lying on its face: shadow (0,0), (1,0), (½, √3/2).
	qFlat = geom.Quaternion(1, 0, 0, 0)
	// qEdge stands it on the edge P2–P3 (turned about x by −arctan(1/√2)):
	// shadow (0,0), (1,0), (½, 1/√2).
	qEdge = func() geom.Quat {
		c := math.Sqrt(2.0 / 3) // cos of the turn
		return geom.Quaternion(math.Sqrt((1+c)/2), -math.Sqrt((1-c)/2), 0, 0)
	}()
)

// tile is a base orientation with its shadow at the origin.
type tile struct {
	q    geom.Quat
	poly []geom.Vec2
	// edges are the shadow edges (indices of their first vertex) the solver
	// lays along boundaries; symmetric shapes need only one.
	edges []int
}

func newTile(q geom.Quat, allEdges bool) tile {
	v, _ := Transform{Q0: q.W, Q1: q.V[0], Q2: q.V[1], Q3: q.V[2]}.Vertices()
	t := tile{q: q, poly: Shadow(v)}
	if allEdges {
		for i := range t.poly {
			t.edges = append(t.edges, i)
		}
		return t
	}
	// The edge leaving the vertex at the origin.
	best, bd := 0, math.Inf(1)
	for i, p := range t.poly {
		if d := geom.Length2(p); d < bd {
			best, bd = i, d
		}
	}
	t.edges = []int{best}
	return t
}

var (
	tileSquare = newTile(qSquare, false)
	tileFlat   = newTile(qFlat, false)
	tileEdge   = newTile(qEdge, true)
	tiles      = []tile{tileSquare, tileFlat, tileEdge}
)

// zTurn is the rotation about z taking the unit direction from to the unit
// direction to.
func zTurn(from, to geom.Vec2) geom.Quat {
	c := float64(from[0]*to[0]) + float64(from[1]*to[1])
	s := float64(from[0]*to[1]) - float64(from[1]*to[0])
	c = math.Max(-1, math.Min(1, c))
	ch, sh := math.Sqrt((1+c)/2), math.Sqrt((1-c)/2)
	if s < 0 {
		sh = -sh
	}
	return geom.Quaternion(ch, 0, 0, sh)
}

// placement is one tetrahedron of the solution: its rotation and the
// translation of its shadow (z comes later).
type placement struct {
	q      geom.Quat
	x, y   float64
	shadow []geom.Vec2
}

func place(q geom.Quat, pos geom.Vec2) placement {
	t := Transform{X: pos[0], Y: pos[1], Q0: q.W, Q1: q.V[0], Q2: q.V[1], Q3: q.V[2]}
	v, _ := t.Vertices()
	return placement{q: q, x: pos[0], y: pos[1], shadow: Shadow(v)}
}

// onLine places tile t with its shadow edge ei along the line through a in
// direction d (unit), starting at a + tau·d, shifted by shift to the left.
func onLine(t tile, ei int, a, d geom.Vec2, tau, shift float64) placement {
	p0, p1 := t.poly[ei], t.poly[(ei+1)%len(t.poly)]
	e := geom.Unit2(p1.Sub(p0))
	rot := zTurn(e, d)
	q := geom.QuatMul(rot, t.q)
	r, _ := geom.Rotate(rot, geom.Vec3{p0[0], p0[1], 0})
	left := geom.Vec2{-d[1], d[0]}
	pos := geom.Vec2{
		a[0] + float64(tau*d[0]) + float64(shift*left[0]) - r[0],
		a[1] + float64(tau*d[1]) + float64(shift*left[1]) - r[1],
	}
	return place(q, pos)
}

// edgeLength is the length of shadow edge ei of t.
func (t tile) edgeLength(ei int) float64 {
	return geom.Length2(t.poly[(ei+1)%len(t.poly)].Sub(t.poly[ei]))
}

// exactCover lays squares over the planned rectangles and unit triangles
// over the planned triangles.
func exactCover(s shape) []placement {
	var out []placement
	for _, r := range s.rects {
		nx, ny := spread(r.w, squareSide), spread(r.h, squareSide)
		for i := 0; i < nx; i++ {
			for j := 0; j < ny; j++ {
				u, v := step(r.w, squareSide, nx, i), step(r.h, squareSide, ny, j)
				left := geom.Vec2{-r.dir[1], r.dir[0]}
				pos := geom.Vec2{
					r.origin[0] + float64(u*r.dir[0]) + float64(v*left[0]),
					r.origin[1] + float64(u*r.dir[1]) + float64(v*left[1]),
				}
				out = append(out, onLine(tileSquare, tileSquare.edges[0], pos, r.dir, 0, 0))
			}
		}
	}
	for _, t := range s.tris {
		out = append(out, coverTriangle(t)...)
	}
	return out
}

// spread is how many pieces of length l cover a length w with overlaps.
func spread(w, l float64) int {
	return max(1, int(math.Ceil(w/l-1e-9)))
}

// step is the offset of piece i of n spread evenly over [0, w].
func step(w, l float64, n, i int) float64 {
	if n == 1 {
		return 0
	}
	if i == n-1 {
		return w - l
	}
	return float64(i) * ((w - l) / float64(n-1))
}

// coverTriangle covers an equilateral triangle of side L ≥ 1 exactly with
// unit triangles: the standard tiling (upward and downward triangles) when L
// is a whole number, otherwise upward triangles on a lattice of step at most
// ½, whose union is the whole triangle.
func coverTriangle(t triPlan) []placement {
	var out []placement
	d := t.dir
	e := geom.Vec2{float64(0.5*d[0]) - float64(math.Sqrt(3)/2*d[1]), float64(math.Sqrt(3)/2*d[0]) + float64(0.5*d[1])}
	at := func(u, v float64) geom.Vec2 {
		return geom.Vec2{t.a[0] + float64(u*d[0]) + float64(v*e[0]), t.a[1] + float64(u*d[1]) + float64(v*e[1])}
	}
	up := func(p geom.Vec2) { out = append(out, onLine(tileFlat, tileFlat.edges[0], p, d, 0, 0)) }
	if n := math.Round(t.side); n >= 1 && math.Abs(t.side-n) < 1e-9 {
		m := int(n)
		for i := 0; i < m; i++ {
			for j := 0; i+j < m; j++ {
				up(at(float64(i), float64(j)))
			}
		}
		back := geom.Vec2{-d[0], -d[1]}
		for i := 0; i < m; i++ {
			for j := 0; i+j < m-1; j++ {
				out = append(out, onLine(tileFlat, tileFlat.edges[0], at(float64(i+1), float64(j+1)), back, 0, 0))
			}
		}
		return out
	}
	m := max(1, int(math.Ceil(2*(t.side-1)-1e-9)))
	h := (t.side - 1) / float64(m)
	for i := 0; i <= m; i++ {
		for j := 0; i+j <= m; j++ {
			up(at(float64(i)*h, float64(j)*h))
		}
	}
	return out
}

// --- the greedy cover -------------------------------------------------------

const (
	rasterStep = 0.025
	rasterPad  = 1.5
	wTarget    = 3  // weight of an uncovered target sample (1.5, doubled)
	wOutside   = -1 // of an uncovered sample outside (−0.5, doubled)
	minGain    = 24 // a placement must gain at least 8 target samples' worth
)

// raster samples the target's surroundings at the centres of square cells.
type raster struct {
	x0, y0 float64
	nx, ny int
	w      []int8 // wTarget, wOutside, or 0 once covered
	target []bool
}

func newRaster(s shape) *raster {
	lo, hi := geom.Bounds2(s.outline[0])
	r := &raster{x0: lo[0] - rasterPad, y0: lo[1] - rasterPad}
	r.nx = int(math.Ceil((hi[0]-lo[0]+2*rasterPad)/rasterStep)) + 1
	r.ny = int(math.Ceil((hi[1]-lo[1]+2*rasterPad)/rasterStep)) + 1
	r.w = make([]int8, r.nx*r.ny)
	r.target = make([]bool, r.nx*r.ny)
	for k := range r.w {
		r.w[k] = wOutside
	}
	// Even-odd scanline fill of the outline rings, row by row.
	var xs []float64
	for j := 0; j < r.ny; j++ {
		y := r.y0 + float64((float64(j)+0.5)*rasterStep)
		xs = xs[:0]
		for _, ring := range s.outline {
			n := len(ring)
			for k := 0; k < n; k++ {
				a, b := ring[k], ring[(k+1)%n]
				if (a[1] > y) != (b[1] > y) {
					xs = append(xs, a[0]+float64((y-a[1])*(b[0]-a[0]))/(b[1]-a[1]))
				}
			}
		}
		slices.Sort(xs)
		for k := 0; k+1 < len(xs); k += 2 {
			i0 := max(0, int(math.Ceil((xs[k]-r.x0)/rasterStep-0.5)))
			i1 := min(r.nx-1, int(math.Floor((xs[k+1]-r.x0)/rasterStep-0.5)))
			for i := i0; i <= i1; i++ {
				r.target[j*r.nx+i] = true
				r.w[j*r.nx+i] = wTarget
			}
		}
	}
	return r
}

func (r *raster) at(i, j int) geom.Vec2 {
	return geom.Vec2{r.x0 + float64((float64(i)+0.5)*rasterStep), r.y0 + float64((float64(j)+0.5)*rasterStep)}
}

// cells calls f for every cell whose centre lies in the convex polygon.
func (r *raster) cells(poly []geom.Vec2, f func(k int)) {
	lo, hi := geom.Bounds2(poly)
	j0 := max(0, int(math.Ceil((lo[1]-r.y0)/rasterStep-0.5)))
	j1 := min(r.ny-1, int(math.Floor((hi[1]-r.y0)/rasterStep-0.5)))
	for j := j0; j <= j1; j++ {
		y := r.y0 + float64((float64(j)+0.5)*rasterStep)
		xl, xr := math.Inf(1), math.Inf(-1)
		n := len(poly)
		for k := 0; k < n; k++ {
			a, b := poly[k], poly[(k+1)%n]
			if (a[1] > y) == (b[1] > y) {
				if a[1] == y {
					xl, xr = math.Min(xl, a[0]), math.Max(xr, a[0])
				}
				continue
			}
			x := a[0] + float64((y-a[1])*(b[0]-a[0]))/(b[1]-a[1])
			xl, xr = math.Min(xl, x), math.Max(xr, x)
		}
		if xl > xr {
			continue
		}
		i0 := max(0, int(math.Ceil((xl-r.x0)/rasterStep-0.5)))
		i1 := min(r.nx-1, int(math.Floor((xr-r.x0)/rasterStep-0.5)))
		for i := i0; i <= i1; i++ {
			f(j*r.nx + i)
		}
	}
}

func (r *raster) gain(poly []geom.Vec2) int {
	g := 0
	r.cells(poly, func(k int) { g += int(r.w[k]) })
	return g
}

func (r *raster) cover(poly []geom.Vec2) {
	r.cells(poly, func(k int) { r.w[k] = 0 })
}

// boundaryEdge is an edge of the target's outline, interior on its left.
type boundaryEdge struct {
	a, d geom.Vec2 // start and unit direction
	l    float64
}

// corner is an outline vertex where the boundary turns by more than 10°.
type corner struct {
	v, in, out geom.Vec2 // the vertex and the unit directions into and out of it
}

func outlineFeatures(s shape) (edges []boundaryEdge, corners []corner) {
	for _, ring := range s.outline {
		n := len(ring)
		for i := 0; i < n; i++ {
			a, b := ring[i], ring[(i+1)%n]
			if l := geom.Length2(b.Sub(a)); l > 0 {
				edges = append(edges, boundaryEdge{a: a, d: b.Sub(a).Mul(1 / l), l: l})
			}
		}
		for i := 0; i < n; i++ {
			prev, v, next := ring[(i+n-1)%n], ring[i], ring[(i+1)%n]
			in, out := geom.Unit2(v.Sub(prev)), geom.Unit2(next.Sub(v))
			if float64(in[0]*out[0])+float64(in[1]*out[1]) < cos10 {
				corners = append(corners, corner{v: v, in: in, out: out})
			}
		}
	}
	return edges, corners
}

// cos10 is cos 10°: outline vertices turning by more than this are corners.
const cos10 = 0.984807753012208

// nearestEdge returns the outline edge nearest to p and p's distance to it.
func nearestEdge(edges []boundaryEdge, p geom.Vec2) (boundaryEdge, float64) {
	best, bd := edges[0], math.Inf(1)
	for _, e := range edges {
		t := math.Max(0, math.Min(e.l, float64((p[0]-e.a[0])*e.d[0])+float64((p[1]-e.a[1])*e.d[1])))
		q := geom.Vec2{e.a[0] + float64(t*e.d[0]), e.a[1] + float64(t*e.d[1])}
		if d := geom.Length2(p.Sub(q)); d < bd {
			best, bd = e, d
		}
	}
	return best, bd
}

// greedyCover adds placements until no uncovered target sample has a
// candidate that gains enough.
func greedyCover(s shape, r *raster, placed []placement) []placement {
	edges, corners := outlineFeatures(s)
	if len(edges) == 0 {
		return placed
	}
	grid := longest(edges).d
	order := boundaryOrder(r)
	abandoned := make([]bool, len(r.w))
	for _, k := range order {
		if r.w[k] != wTarget || abandoned[k] {
			continue
		}
		p := r.at(k%r.nx, k/r.nx)
		best, bestGain := placement{}, minGain-1
		for _, c := range candidates(p, edges, corners, grid) {
			if g := r.gain(c.shadow); g > bestGain {
				best, bestGain = c, g
			}
		}
		if bestGain < minGain {
			// Nothing worth placing here, nor right next to it.
			i0, j0 := k%r.nx, k/r.nx
			for j := max(0, j0-2); j <= min(r.ny-1, j0+2); j++ {
				for i := max(0, i0-2); i <= min(r.nx-1, i0+2); i++ {
					abandoned[j*r.nx+i] = true
				}
			}
			continue
		}
		r.cover(best.shadow)
		placed = append(placed, best)
	}
	return placed
}

// longest is the longest outline edge (the first of equals).
func longest(edges []boundaryEdge) boundaryEdge {
	best := edges[0]
	for _, e := range edges {
		if e.l > best.l {
			best = e
		}
	}
	return best
}

// boundaryOrder lists the target samples by their (4-neighbour) step
// distance from the outside, nearest first, ties by index.
func boundaryOrder(r *raster) []int {
	dist := make([]int32, len(r.w))
	var queue []int
	for k, in := range r.target {
		if !in {
			continue
		}
		i, j := k%r.nx, k/r.nx
		if i == 0 || j == 0 || i == r.nx-1 || j == r.ny-1 || !r.target[k-1] || !r.target[k+1] || !r.target[k-r.nx] || !r.target[k+r.nx] {
			dist[k] = 1
			queue = append(queue, k)
		}
	}
	for h := 0; h < len(queue); h++ {
		k := queue[h]
		i, j := k%r.nx, k/r.nx
		for _, n := range [4]int{k - 1, k + 1, k - r.nx, k + r.nx} {
			if (n == k-1 && i == 0) || (n == k+1 && i == r.nx-1) || (n == k-r.nx && j == 0) || (n == k+r.nx && j == r.ny-1) {
				continue
			}
			if r.target[n] && dist[n] == 0 {
				dist[n] = dist[k] + 1
				queue = append(queue, n)
			}
		}
	}
	return queue // breadth-first order is distance order
}

// candidates lists the placements tried for an uncovered sample p.
func candidates(p geom.Vec2, edges []boundaryEdge, corners []corner, grid geom.Vec2) []placement {
	var out []placement
	e, _ := nearestEdge(edges, p)
	tp := float64((p[0]-e.a[0])*e.d[0]) + float64((p[1]-e.a[1])*e.d[1])
	for _, t := range tiles {
		for _, ei := range t.edges {
			l := t.edgeLength(ei)
			for _, tau := range []float64{tp - float64(l/2), tp - float64(0.15*l), tp - float64(0.85*l), 0, e.l - l} {
				for _, shift := range []float64{0, 0.03} {
					out = append(out, onLine(t, ei, e.a, e.d, tau, shift))
				}
			}
		}
	}
	// Corners near p, nearest first (at most two).
	var near []corner
	for _, c := range corners {
		if geom.Length2(c.v.Sub(p)) <= 1 {
			near = append(near, c)
		}
	}
	slices.SortStableFunc(near, func(a, b corner) int {
		da, db := geom.Length2(a.v.Sub(p)), geom.Length2(b.v.Sub(p))
		switch {
		case da < db:
			return -1
		case da > db:
			return 1
		}
		return 0
	})
	if len(near) > 2 {
		near = near[:2]
	}
	for _, c := range near {
		for _, t := range tiles {
			for _, ei := range t.edges {
				out = append(out, onLine(t, ei, c.v, c.out, 0, 0))
				out = append(out, onLine(t, ei, c.v, c.in, -t.edgeLength(ei), 0))
			}
		}
	}
	// Pieces centred on p, square to the grid or to the nearest edge.
	diag := geom.Vec2{float64(0.5*grid[0]) - float64(0.5*grid[1]), float64(0.5*grid[0]) + float64(0.5*grid[1])}.Mul(math.Sqrt2)
	for _, d := range []geom.Vec2{grid, e.d, diag} {
		for _, t := range []tile{tileSquare, tileFlat} {
			pl := onLine(t, t.edges[0], p, d, 0, 0)
			// Shift so that the shadow's centroid lands on p.
			sc := centroid(pl.shadow)
			out = append(out, place(pl.q, geom.Vec2{pl.x + p[0] - sc[0], pl.y + p[1] - sc[1]}))
		}
	}
	return out
}

func centroid(poly []geom.Vec2) geom.Vec2 {
	var c geom.Vec2
	for _, p := range poly {
		c = c.Add(p)
	}
	return c.Mul(1 / float64(len(poly)))
}

// interiorTiles lays a non-overlapping grid of squares, aligned with the
// longest outline edge and starting at its first corner, keeping those that
// lie wholly inside the target.
func interiorTiles(s shape, r *raster, placed []placement) []placement {
	edges, _ := outlineFeatures(s)
	if len(edges) == 0 {
		return placed
	}
	best := longest(edges)
	lo, hi := geom.Bounds2(s.outline[0])
	reach := geom.Length2(hi.Sub(lo)) + 1
	n := int(math.Ceil(reach / squareSide))
	d := best.d
	left := geom.Vec2{-d[1], d[0]}
	for j := -n; j <= n; j++ {
		for i := -n; i <= n; i++ {
			u, v := float64(i)*squareSide, float64(j)*squareSide
			pos := geom.Vec2{best.a[0] + float64(u*d[0]) + float64(v*left[0]), best.a[1] + float64(u*d[1]) + float64(v*left[1])}
			pl := onLine(tileSquare, tileSquare.edges[0], pos, d, 0, 0)
			if !inside(pl.shadow, s.pieces) || r.gain(pl.shadow) < minGain {
				continue
			}
			r.cover(pl.shadow)
			placed = append(placed, pl)
		}
	}
	return placed
}

// inside reports whether a convex polygon lies within the target (up to
// rounding).
func inside(poly []geom.Vec2, pieces [][]geom.Vec2) bool {
	in := 0.0
	for _, p := range pieces {
		if c := geom.ClipConvex(poly, p); c != nil {
			in += geom.SignedArea(c)
		}
	}
	return in >= geom.SignedArea(poly)*(1-1e-9)
}

// stack turns placements into transforms, each in the lowest layer where it
// meets no tetrahedron already there.
func stack(placed []placement) []Transform {
	const layerGap = 1.25
	type laid struct {
		v     [4]geom.Vec3
		layer int
	}
	var done []laid
	out := make([]Transform, 0, len(placed))
	for _, p := range placed {
		t := Transform{X: p.x, Y: p.y, Q0: p.q.W, Q1: p.q.V[0], Q2: p.q.V[1], Q3: p.q.V[2]}
		v, _ := t.Vertices()
		low := math.Min(math.Min(v[0][2], v[1][2]), math.Min(v[2][2], v[3][2]))
		for layer := 0; ; layer++ {
			t.Z = float64(float64(layer)*layerGap) - low
			w, _ := t.Vertices()
			clash := false
			for _, d := range done {
				if d.layer == layer && Intersect(d.v, w) {
					clash = true
					break
				}
			}
			if !clash {
				done = append(done, laid{w, layer})
				break
			}
		}
		out = append(out, t)
	}
	return out
}

// solve builds the reference arrangement for a target.
func solve(s shape) Answer {
	placed := exactCover(s)
	if len(placed) > 0 {
		a := measure(shadowsOf(placed), s.pieces)
		if a.Uncovered() <= 1e-9*a.Ref && a.Outside() <= 1e-9*a.Ref {
			return Answer{Tetrahedrons: stack(placed)}
		}
	}
	r := newRaster(s)
	for _, p := range placed {
		r.cover(p.shadow)
	}
	placed = interiorTiles(s, r, placed)
	placed = greedyCover(s, r, placed)
	return Answer{Tetrahedrons: stack(placed)}
}

func shadowsOf(placed []placement) [][]geom.Vec2 {
	out := make([][]geom.Vec2, len(placed))
	for i, p := range placed {
		out[i] = p.shadow
	}
	return out
}
