package solid

import (
	"cmp"
	"errors"
	"math"
	"slices"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/portable"
)

// UnionMesh builds the boundary of the union of convex polytopes as one
// mesh, the way a person would model it by hand:
//
//  1. every face of every polytope is cut down to the part on the union's
//     boundary: minus the cross-section of each polytope whose interior its
//     plane passes through, minus each face lying against it from the other
//     side (both sides solid), and minus each face lying on it from the same
//     side that belongs to a polytope listed earlier (so that coplanar
//     surfaces appear once);
//  2. corners closer than a tolerance (1e-9 of the size) become one vertex;
//  3. every vertex lying on another face's edge is inserted into that edge,
//     so that no T-junction is left and every edge has a face on each side;
//  4. pieces lying in one plane are merged into one face wherever the merge
//     leaves a simple polygon (a face with a hole stays as several faces);
//  5. corners on a straight line between their neighbours, where only the
//     two faces along that line use them, are dropped.
//
// The result has faces counter-clockwise seen from outside, and is closed
// and consistently wound when the union's boundary is a manifold; where it
// is not (polytopes touching along an edge only), no valid mesh exists, and
// mesh.Validate says so. Cavities (polytopes enclosing empty space) come out
// as inward-facing shells.
func UnionMesh(cs []*Convex) (*mesh.Mesh, error) {
	var live []*Convex
	scale := 1.0
	for _, c := range cs {
		if c == nil {
			continue
		}
		live = append(live, c)
		for k := 0; k < 3; k++ {
			scale = max(scale, math.Abs(c.lo[k]), math.Abs(c.hi[k]))
		}
	}
	if len(live) == 0 {
		return nil, errors.New("no polytopes")
	}
	u := &unionBuilder{cs: live, tol: 1e-9 * scale}
	for i := range live {
		for f := range live[i].Faces {
			u.facePieces(i, f)
		}
	}
	u.weld()
	u.splitEdges()
	u.merge()
	u.dropStraight()
	return u.mesh(), nil
}

// unionBuilder holds a union being built.
type unionBuilder struct {
	cs     []*Convex
	tol    float64
	pieces []piece
	// After welding: vertex positions, and each piece as a loop of indices.
	verts []Vec3
	loops [][]int
	group []int // each loop's plane group
}

// piece is part of a polytope's face on the union's boundary: a convex
// polygon, counter-clockwise seen from outside, and its plane.
type piece struct {
	plane Plane
	pts   []Vec3
}

// facePlane2D is the projection that drops the axis a plane's normal leans on
// most, keeping counter-clockwise polygons counter-clockwise.
type projection2D struct {
	p       Plane
	k, u, v int
}

func newProjection(p Plane) projection2D {
	k := 0
	for j := 1; j < 3; j++ {
		if math.Abs(p.N[j]) > math.Abs(p.N[k]) {
			k = j
		}
	}
	u, v := (k+1)%3, (k+2)%3
	if p.N[k] < 0 {
		u, v = v, u
	}
	return projection2D{p, k, u, v}
}

func (q projection2D) to2D(x Vec3) geom.Vec2 { return geom.Vec2{x[q.u], x[q.v]} }

// lift returns the point of the plane above a 2D point.
func (q projection2D) lift(a geom.Vec2) Vec3 {
	var x Vec3
	x[q.u], x[q.v] = a[0], a[1]
	x[q.k] = (q.p.D - float64(q.p.N[q.u]*a[0]) - float64(q.p.N[q.v]*a[1])) / q.p.N[q.k]
	return x
}

// facePieces cuts face f of polytope i down to its part on the union's
// boundary.
func (u *unionBuilder) facePieces(i, f int) {
	c := u.cs[i]
	plane := c.Planes[f]
	proj := newProjection(plane)
	known := map[geom.Vec2]Vec3{}
	var ring []geom.Vec2
	lo, hi := emptyBox()
	for _, k := range c.Faces[f] {
		x := c.Verts[k]
		a := proj.to2D(x)
		known[a] = x
		ring = append(ring, a)
		for d := 0; d < 3; d++ {
			lo[d], hi[d] = min(lo[d], x[d]), max(hi[d], x[d])
		}
	}
	for d := 0; d < 3; d++ {
		lo[d], hi[d] = lo[d]-u.tol, hi[d]+u.tol
	}
	parts := [][]geom.Vec2{ring}
	for j, o := range u.cs {
		if j == i || !boxesOverlap(lo, hi, o.lo, o.hi) {
			continue
		}
		cut := u.cut(ring, proj, j, j < i)
		if cut == nil {
			continue
		}
		var next [][]geom.Vec2
		for _, p := range parts {
			next = append(next, differenceConvex(p, cut, u.tol)...)
		}
		if parts = next; len(parts) == 0 {
			return
		}
	}
	for _, p := range parts {
		pc := piece{plane: plane, pts: make([]Vec3, len(p))}
		for n, a := range p {
			if x, ok := known[a]; ok {
				pc.pts[n] = x
			} else {
				pc.pts[n] = proj.lift(a)
			}
		}
		u.pieces = append(u.pieces, pc)
	}
}

// cut returns the part of a face (ring, in the face plane's projection) to
// remove because of polytope j, counter-clockwise, or nil. That part is the
// face's common part with j when the face's plane passes through j's
// interior, or when j has a face lying against it from the other side (both
// sides solid); when j has a face lying on it from the same side, only if j
// comes earlier (so that the surface they share is kept once). Otherwise
// nothing is removed.
//
// The common part is the face clipped by j's planes, each meeting the face's
// plane in a line of the projection. j's faces lying in the face's plane are
// left out: they only decide which of the cases holds.
func (u *unionBuilder) cut(ring []geom.Vec2, proj projection2D, j int, earlier bool) []geom.Vec2 {
	o := u.cs[j]
	p := proj.p
	poly := ring
	for _, q := range o.Planes {
		if dot := geom.Dot3(q.N, p.N); math.Abs(dot) > 1-1e-12 && math.Abs(q.D-float64(dot*p.D)) <= u.tol {
			// A face of j lies in the plane: from the other side it covers
			// the face (cut), from the same side it duplicates it.
			if dot > 0 && !earlier {
				return nil
			}
			continue
		}
		// q restricted to the plane: a·u + b·v ≤ c in the projection.
		a := q.N[proj.u] - float64(q.N[proj.k]*p.N[proj.u])/p.N[proj.k]
		b := q.N[proj.v] - float64(q.N[proj.k]*p.N[proj.v])/p.N[proj.k]
		cc := q.D - float64(q.N[proj.k]*p.D)/p.N[proj.k]
		if poly = clipHalf(poly, a, b, cc, u.tol); poly == nil {
			return nil
		}
	}
	return solidRing(poly, u.tol)
}

// clipHalf keeps the part of a convex ring where a·x + b·y ≤ c, counting
// points within tol (in distance) of the line as inside; nil when nothing
// with area is left. A constraint parallel to the plane (a = b = 0) keeps
// all or nothing.
func clipHalf(ring []geom.Vec2, a, b, c, tol float64) []geom.Vec2 {
	l := portable.Hypot(a, b)
	if !(l > 1e-12) {
		if c < -tol {
			return nil
		}
		return ring
	}
	a, b, c = a/l, b/l, c/l
	d := func(p geom.Vec2) float64 { return float64(a*p[0]) + float64(b*p[1]) - c }
	out := 0
	for _, p := range ring {
		if d(p) > tol {
			out++
		}
	}
	if out == 0 {
		return ring
	}
	if out == len(ring) {
		return nil
	}
	var res []geom.Vec2
	for i, p := range ring {
		q := ring[(i+1)%len(ring)]
		dp, dq := d(p), d(q)
		if dp <= tol {
			res = append(res, p)
		}
		if (dp > tol && dq < -tol) || (dp < -tol && dq > tol) {
			t := math.Abs(dp) / (math.Abs(dp) + math.Abs(dq))
			res = append(res, geom.Vec2{p[0] + float64(t*(q[0]-p[0])), p[1] + float64(t*(q[1]-p[1]))})
		}
	}
	if len(res) < 3 {
		return nil
	}
	return res
}

// side2 classifies a point against the directed line a→b: +1 left, −1
// right, 0 within tol of the line.
func side2(a, b, p geom.Vec2, tol float64) int {
	d := b.Sub(a)
	l := geom.Length2(d)
	if !(l > 0) {
		return 0
	}
	s := (float64(d[0]*(p[1]-a[1])) - float64(d[1]*(p[0]-a[0]))) / l
	switch {
	case s > tol:
		return 1
	case s < -tol:
		return -1
	}
	return 0
}

// splitRing cuts a convex ring by the line a→b into its parts left and right
// of it, sharing the points on the line and the crossings, so that the two
// parts meet without a gap or an overlap. Parts without area are nil.
func splitRing(ring []geom.Vec2, a, b geom.Vec2, tol float64) (left, right []geom.Vec2) {
	n := len(ring)
	side := make([]int, n)
	for i, p := range ring {
		side[i] = side2(a, b, p, tol)
	}
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		p, q := ring[i], ring[j]
		if side[i] >= 0 {
			left = append(left, p)
		}
		if side[i] <= 0 {
			right = append(right, p)
		}
		if side[i]*side[j] < 0 {
			x := crossing2(p, q, a, b)
			left, right = append(left, x), append(right, x)
		}
	}
	return solidRing(left, tol), solidRing(right, tol)
}

// crossing2 is where the segment pq crosses the line through a and b.
func crossing2(p, q, a, b geom.Vec2) geom.Vec2 {
	d := b.Sub(a)
	gp := float64(d[0]*(p[1]-a[1])) - float64(d[1]*(p[0]-a[0]))
	gq := float64(d[0]*(q[1]-a[1])) - float64(d[1]*(q[0]-a[0]))
	t := math.Abs(gp) / (math.Abs(gp) + math.Abs(gq))
	return geom.Vec2{p[0] + float64(t*(q[0]-p[0])), p[1] + float64(t*(q[1]-p[1]))}
}

// solidRing returns the ring, or nil when it is thinner than tol.
func solidRing(ring []geom.Vec2, tol float64) []geom.Vec2 {
	if len(ring) < 3 {
		return nil
	}
	var per float64
	for i, p := range ring {
		per += geom.Length2(ring[(i+1)%len(ring)].Sub(p))
	}
	if geom.SignedArea(ring) <= tol*per {
		return nil
	}
	return ring
}

// differenceConvex returns ring ∖ q for convex counter-clockwise rings, as
// convex pieces with disjoint interiors: the part right of q's first edge,
// then of the rest the part right of its second edge, and so on.
func differenceConvex(ring, q []geom.Vec2, tol float64) [][]geom.Vec2 {
	var out [][]geom.Vec2
	rest := ring
	for i := range q {
		in, outside := splitRing(rest, q[i], q[(i+1)%len(q)], tol)
		if outside != nil {
			out = append(out, outside)
		}
		if rest = in; rest == nil {
			return out
		}
	}
	return out
}

// weld turns the pieces' corners into shared vertices: corners within tol of
// an earlier vertex become that vertex.
func (u *unionBuilder) weld() {
	cell := 4 * u.tol
	grid := map[[3]int64][]int{}
	key := func(x Vec3) [3]int64 {
		return [3]int64{int64(math.Floor(x[0] / cell)), int64(math.Floor(x[1] / cell)), int64(math.Floor(x[2] / cell))}
	}
	find := func(x Vec3) int {
		k := key(x)
		for dx := int64(-1); dx <= 1; dx++ {
			for dy := int64(-1); dy <= 1; dy++ {
				for dz := int64(-1); dz <= 1; dz++ {
					for _, i := range grid[[3]int64{k[0] + dx, k[1] + dy, k[2] + dz}] {
						if geom.Length3(u.verts[i].Sub(x)) <= u.tol {
							return i
						}
					}
				}
			}
		}
		u.verts = append(u.verts, x)
		grid[k] = append(grid[k], len(u.verts)-1)
		return len(u.verts) - 1
	}
	groupOf := u.planeGroups()
	for pi, p := range u.pieces {
		var loop []int
		for _, x := range p.pts {
			i := find(x)
			if len(loop) == 0 || loop[len(loop)-1] != i {
				loop = append(loop, i)
			}
		}
		for len(loop) > 1 && loop[len(loop)-1] == loop[0] {
			loop = loop[:len(loop)-1]
		}
		if len(loop) < 3 {
			continue
		}
		u.loops = append(u.loops, loop)
		u.group = append(u.group, groupOf[pi])
	}
}

// planeGroups numbers the pieces' planes so that pieces lying in one plane
// (up to rounding: normals within 1e-12, offsets within the tolerance) get
// the same number. Pieces of one face share their plane exactly; faces of
// different polytopes that lie in one plane are found by a sweep over the
// distinct planes sorted by the normal's x component.
func (u *unionBuilder) planeGroups() []int {
	exact := map[Plane]int{}
	var planes []Plane
	of := make([]int, len(u.pieces))
	for i, p := range u.pieces {
		k, ok := exact[p.plane]
		if !ok {
			k = len(planes)
			exact[p.plane] = k
			planes = append(planes, p.plane)
		}
		of[i] = k
	}
	order := make([]int, len(planes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch x, y := planes[a].N[0], planes[b].N[0]; {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return a - b
	})
	sets := geom.NewDisjointSets(len(planes))
	for n, a := range order {
		for _, b := range order[n+1:] {
			if planes[b].N[0]-planes[a].N[0] > 1e-9 {
				break
			}
			if geom.Dot3(planes[a].N, planes[b].N) > 1-1e-12 && math.Abs(planes[a].D-planes[b].D) <= 4*u.tol {
				sets.Union(a, b)
			}
		}
	}
	for i, k := range of {
		of[i] = sets.Find(k)
	}
	return of
}

// splitEdges inserts into every edge the vertices lying on it.
func (u *unionBuilder) splitEdges() {
	order := make([]int, len(u.verts))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch x, y := u.verts[a][0], u.verts[b][0]; {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	})
	xs := make([]float64, len(order))
	for i, k := range order {
		xs[i] = u.verts[k][0]
	}
	reach := float64(4 * u.tol)
	for li, loop := range u.loops {
		var out []int
		for n, a := range loop {
			b := loop[(n+1)%len(loop)]
			out = append(out, a)
			pa, pb := u.verts[a], u.verts[b]
			d := pb.Sub(pa)
			l2 := geom.Dot3(d, d)
			type hit struct {
				t float64
				k int
			}
			var hits []hit
			from, _ := slices.BinarySearch(xs, min(pa[0], pb[0])-reach)
			for _, k := range order[from:] {
				x := u.verts[k]
				if x[0] > max(pa[0], pb[0])+reach {
					break
				}
				if k == a || k == b {
					continue
				}
				t := geom.Dot3(x.Sub(pa), d) / l2
				if !(t > 0 && t < 1) {
					continue
				}
				foot := pa.Add(d.Mul(t))
				if geom.Length3(x.Sub(foot)) <= reach {
					hits = append(hits, hit{t, k})
				}
			}
			slices.SortStableFunc(hits, func(x, y hit) int { return cmp.Or(cmp.Compare(x.t, y.t), x.k-y.k) })
			for _, h := range hits {
				out = append(out, h.k)
			}
		}
		u.loops[li] = out
	}
}

// merge joins pieces of one plane that share an edge, as long as the union
// of the two is bounded by a single loop that visits no vertex twice.
func (u *unionBuilder) merge() {
	alive := make([]bool, len(u.loops))
	owner := map[[2]int]int{} // directed edge -> loop
	for li, loop := range u.loops {
		alive[li] = true
		for n, a := range loop {
			owner[[2]int{a, loop[(n+1)%len(loop)]}] = li
		}
	}
	for li := range u.loops {
		for changed := true; changed && alive[li]; {
			changed = false
			loop := u.loops[li]
			for n, a := range loop {
				b := loop[(n+1)%len(loop)]
				o, ok := owner[[2]int{b, a}]
				if !ok || o == li || !alive[o] || u.group[o] != u.group[li] {
					continue
				}
				merged := mergeLoops(loop, u.loops[o])
				if merged == nil {
					continue
				}
				for m, x := range u.loops[o] {
					delete(owner, [2]int{x, u.loops[o][(m+1)%len(u.loops[o])]})
				}
				for m, x := range loop {
					delete(owner, [2]int{x, loop[(m+1)%len(loop)]})
				}
				for m, x := range merged {
					owner[[2]int{x, merged[(m+1)%len(merged)]}] = li
				}
				u.loops[li], alive[o] = merged, false
				changed = true
				break
			}
		}
	}
	var loops [][]int
	var group []int
	for li, ok := range alive {
		if ok {
			loops = append(loops, u.loops[li])
			group = append(group, u.group[li])
		}
	}
	u.loops, u.group = loops, group
}

// mergeLoops returns the single loop bounding two loops that share edges
// (running opposite ways), or nil when their union is not bounded by one
// loop visiting each vertex once.
func mergeLoops(p, q []int) []int {
	edges := map[[2]int]bool{}
	for _, l := range [][]int{p, q} {
		for n, a := range l {
			edges[[2]int{a, l[(n+1)%len(l)]}] = true
		}
	}
	next := map[int]int{}
	start, count := -1, 0
	for _, l := range [][]int{p, q} {
		for n, a := range l {
			b := l[(n+1)%len(l)]
			if edges[[2]int{b, a}] {
				continue // shared: inside the merged face
			}
			if _, dup := next[a]; dup {
				return nil // two boundary edges leave a: the loops touch at a corner
			}
			next[a] = b
			if start < 0 {
				start = a
			}
			count++
		}
	}
	if start < 0 {
		return nil
	}
	out := []int{start}
	for x := next[start]; x != start; x = next[x] {
		if len(out) > count {
			return nil
		}
		out = append(out, x)
	}
	if len(out) != count {
		return nil // more than one loop: the merged face would have a hole
	}
	return out
}

// dropStraight removes corners that lie on a straight line between their
// neighbours in both of the only two faces that use them.
func (u *unionBuilder) dropStraight() {
	for changed := true; changed; {
		changed = false
		users := make([][]int, len(u.verts))
		for li, loop := range u.loops {
			for _, a := range loop {
				users[a] = append(users[a], li)
			}
		}
		for v, us := range users {
			if len(us) != 2 || !u.straightIn(us[0], v) || !u.straightIn(us[1], v) {
				continue
			}
			for _, li := range us {
				u.loops[li] = slices.DeleteFunc(u.loops[li], func(x int) bool { return x == v })
			}
			changed = true
		}
	}
}

// straightIn reports whether vertex v lies on the straight line between its
// neighbours in loop li, which keeps at least three corners without it.
func (u *unionBuilder) straightIn(li, v int) bool {
	loop := u.loops[li]
	if len(loop) <= 3 {
		return false
	}
	n := slices.Index(loop, v)
	a, c := u.verts[loop[(n+len(loop)-1)%len(loop)]], u.verts[loop[(n+1)%len(loop)]]
	x := u.verts[v]
	d := c.Sub(a)
	l2 := geom.Dot3(d, d)
	t := geom.Dot3(x.Sub(a), d) / l2
	return t > 0 && t < 1 && geom.Length3(x.Sub(a.Add(d.Mul(t)))) <= u.tol
}

// mesh renumbers the vertices in order of first use.
func (u *unionBuilder) mesh() *mesh.Mesh {
	m := &mesh.Mesh{}
	idx := make([]int, len(u.verts))
	for i := range idx {
		idx[i] = -1
	}
	for _, loop := range u.loops {
		f := make([]int, len(loop))
		for n, a := range loop {
			if idx[a] < 0 {
				idx[a] = len(m.Verts)
				m.Verts = append(m.Verts, u.verts[a])
			}
			f[n] = idx[a]
		}
		m.Faces = append(m.Faces, f)
	}
	return m
}
