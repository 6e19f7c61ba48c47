package geom

// Independent reference implementations used by the tests. They share no
// code with the package: the predicates are evaluated with big.Rat (or plain
// int64 when every coordinate is a small integer), the hull is found by gift
// wrapping, and validateDelaunay checks a triangulation from first
// principles.

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"testing"
)

// splitMix is the SplitMix64 generator: a tiny, seedable, deterministic
// source so the tests do not depend on math/rand's global state or on its
// algorithm across Go versions.
type splitMix struct{ s uint64 }

func (r *splitMix) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// float returns a uniform float64 in [0, 1) with 53 random bits.
func (r *splitMix) float() float64 { return float64(r.next()>>11) * 0x1p-53 }

// intn returns a value in [0, n) (with negligible modulo bias).
func (r *splitMix) intn(n int) int { return int(r.next() % uint64(n)) }

// ---------------------------------------------------------------------------
// Reference predicates with big.Rat, straight from the definitions.

func rat(x float64) *big.Rat {
	r := new(big.Rat)
	if r.SetFloat64(x) == nil {
		panic(fmt.Sprintf("rat(%v): not finite", x))
	}
	return r
}

func rsub(x, y *big.Rat) *big.Rat { return new(big.Rat).Sub(x, y) }
func rmul(x, y *big.Rat) *big.Rat { return new(big.Rat).Mul(x, y) }
func radd(x, y *big.Rat) *big.Rat { return new(big.Rat).Add(x, y) }

type ratPt struct{ x, y *big.Rat }

func ratPoint(p Vec2) ratPt { return ratPt{rat(p[0]), rat(p[1])} }

// refArea2 is (b-a)×(c-a).
func refArea2(a, b, c ratPt) *big.Rat {
	l := rmul(rsub(b.x, a.x), rsub(c.y, a.y))
	return l.Sub(l, rmul(rsub(b.y, a.y), rsub(c.x, a.x)))
}

// refInCircleDet is the determinant of the 4x4 matrix with rows
// (x, y, x²+y², 1) for a, b, c, d, expanded by translating d to the origin.
func refInCircleDet(a, b, c, d ratPt) *big.Rat {
	rows := [3][3]*big.Rat{}
	for i, p := range []ratPt{a, b, c} {
		x, y := rsub(p.x, d.x), rsub(p.y, d.y)
		rows[i] = [3]*big.Rat{x, y, radd(rmul(x, x), rmul(y, y))}
	}
	return det3(rows)
}

// det3 is the 3x3 determinant by the rule of Sarrus.
func det3(m [3][3]*big.Rat) *big.Rat {
	s := new(big.Rat)
	for i := range 3 {
		s.Add(s, rmul(rmul(m[0][i], m[1][(i+1)%3]), m[2][(i+2)%3]))
		s.Sub(s, rmul(rmul(m[0][i], m[1][(i+2)%3]), m[2][(i+1)%3]))
	}
	return s
}

// ratOrient2D and ratInCircle are the plain big.Rat reference signs.
func ratOrient2D(a, b, c Vec2) int {
	return refArea2(ratPoint(a), ratPoint(b), ratPoint(c)).Sign()
}

func ratInCircle(a, b, c, d Vec2) int {
	return refInCircleDet(ratPoint(a), ratPoint(b), ratPoint(c), ratPoint(d)).Sign()
}

// refOrient2D, refInCircle and refOrient3D are the reference signs. They use
// refGeom's big-integer evaluation (the big.Rat formulas above are exact too,
// but gcd normalisation makes them far too slow for extreme exponents) and
// serve the predicate tests; the big.Rat versions check the *Det values.
func refOrient2D(a, b, c Vec2) int {
	return newRefGeom([]Vec2{a, b, c}).orient(0, 1, 2)
}

func refInCircle(a, b, c, d Vec2) int {
	return newRefGeom([]Vec2{a, b, c, d}).inCircle(0, 1, 2, 3)
}

func refOrient3DDet(a, b, c, d Vec3) *big.Rat {
	var m [3][3]*big.Rat
	for i, p := range []Vec3{b, c, d} {
		for j := range 3 {
			m[i][j] = rsub(rat(p[j]), rat(a[j]))
		}
	}
	return det3(m)
}

func refOrient3D(a, b, c, d Vec3) int {
	xs := []float64{a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], d[0], d[1], d[2]}
	v, _ := scaleExact(xs)
	var m [3][3]*big.Int
	for i := range 3 {
		for j := range 3 {
			m[i][j] = bsub(v[3*(i+1)+j], v[j])
		}
	}
	det := new(big.Int)
	for i := range 3 { // rule of Sarrus
		det.Add(det, bmul(bmul(m[0][i], m[1][(i+1)%3]), m[2][(i+2)%3]))
		det.Sub(det, bmul(bmul(m[0][i], m[1][(i+2)%3]), m[2][(i+1)%3]))
	}
	return det.Sign()
}

// refTripleProductDet is (b-a)·((d-c)×(f-e)) in big.Rat, as the determinant
// of the three difference rows by the rule of Sarrus.
func refTripleProductDet(a, b, c, d, e, f Vec3) *big.Rat {
	var m [3][3]*big.Rat
	for i, pq := range [3][2]Vec3{{a, b}, {c, d}, {e, f}} {
		for j := range 3 {
			m[i][j] = rsub(rat(pq[1][j]), rat(pq[0][j]))
		}
	}
	return det3(m)
}

// refTripleProduct is the sign of the same determinant on big.Ints scaled
// by scaleExact, fast enough for extreme exponents.
func refTripleProduct(a, b, c, d, e, f Vec3) int {
	pts := [6]Vec3{a, b, c, d, e, f}
	xs := make([]float64, 0, 18)
	for _, p := range pts {
		xs = append(xs, p[0], p[1], p[2])
	}
	v, _ := scaleExact(xs)
	var m [3][3]*big.Int
	for i := range 3 {
		for j := range 3 {
			m[i][j] = bsub(v[3*(2*i+1)+j], v[3*(2*i)+j])
		}
	}
	det := new(big.Int)
	for i := range 3 { // rule of Sarrus
		det.Add(det, bmul(bmul(m[0][i], m[1][(i+1)%3]), m[2][(i+2)%3]))
		det.Sub(det, bmul(bmul(m[0][i], m[1][(i+2)%3]), m[2][(i+1)%3]))
	}
	return det.Sign()
}

// scaleExact returns xs[i] * 2^k as big.Ints for the smallest k >= 0 that
// makes all of them integers. The denominators of float64 values (as reduced
// big.Rats) are powers of two, so k is the largest denominator exponent.
func scaleExact(xs []float64) (v []*big.Int, k int) {
	rats := make([]*big.Rat, len(xs))
	for i, x := range xs {
		rats[i] = rat(x)
		k = max(k, rats[i].Denom().BitLen()-1)
	}
	scale := new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(k)))
	v = make([]*big.Int, len(xs))
	for i, r := range rats {
		s := rmul(r, scale)
		if !s.IsInt() {
			panic("scaleExact: scaling did not produce an integer")
		}
		v[i] = s.Num()
	}
	return v, k
}

// ---------------------------------------------------------------------------
// refGeom evaluates predicates on a fixed point set by index: with int64
// arithmetic if all coordinates are integers of magnitude <= 4096 (then the
// in-circle determinant stays below 2^58), otherwise with big.Int after
// scaling every coordinate by one power of two 2^k that makes all of them
// integers (found via big.Rat denominators, which are powers of two for
// float64 values). A common positive scale changes no sign.

type refGeom struct {
	pts  []Vec2
	ints [][2]int64
	bigs [][2]*big.Int
	k    int // scale exponent of bigs
}

func newRefGeom(pts []Vec2) *refGeom {
	g := &refGeom{pts: pts}
	small := true
	for _, p := range pts {
		for _, x := range p {
			if x != math.Trunc(x) || math.Abs(x) > 4096 {
				small = false
			}
		}
	}
	if small {
		g.ints = make([][2]int64, len(pts))
		for i, p := range pts {
			g.ints[i] = [2]int64{int64(p[0]), int64(p[1])}
		}
		return g
	}
	xs := make([]float64, 0, 2*len(pts))
	for _, p := range pts {
		xs = append(xs, p[0], p[1])
	}
	v, k := scaleExact(xs)
	g.k = k
	g.bigs = make([][2]*big.Int, len(pts))
	for i := range pts {
		g.bigs[i] = [2]*big.Int{v[2*i], v[2*i+1]}
	}
	return g
}

func sgn64(x int64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func bsub(x, y *big.Int) *big.Int { return new(big.Int).Sub(x, y) }
func bmul(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }

func (g *refGeom) bigArea2(i, j, k int) *big.Int {
	a, b, c := g.bigs[i], g.bigs[j], g.bigs[k]
	l := bmul(bsub(b[0], a[0]), bsub(c[1], a[1]))
	return l.Sub(l, bmul(bsub(b[1], a[1]), bsub(c[0], a[0])))
}

func (g *refGeom) orient(i, j, k int) int {
	if g.ints != nil {
		a, b, c := g.ints[i], g.ints[j], g.ints[k]
		return sgn64((b[0]-a[0])*(c[1]-a[1]) - (b[1]-a[1])*(c[0]-a[0]))
	}
	return g.bigArea2(i, j, k).Sign()
}

func (g *refGeom) inCircle(i, j, k, l int) int {
	if g.ints != nil {
		d := g.ints[l]
		var r [3][3]int64
		for n, p := range [][2]int64{g.ints[i], g.ints[j], g.ints[k]} {
			x, y := p[0]-d[0], p[1]-d[1]
			r[n] = [3]int64{x, y, x*x + y*y}
		}
		det := r[0][0]*(r[1][1]*r[2][2]-r[1][2]*r[2][1]) -
			r[0][1]*(r[1][0]*r[2][2]-r[1][2]*r[2][0]) +
			r[0][2]*(r[1][0]*r[2][1]-r[1][1]*r[2][0])
		return sgn64(det)
	}
	if s, ok := g.roughInCircle(i, j, k, l); ok {
		return s
	}
	d := g.bigs[l]
	var r [3][3]*big.Int
	for n, p := range [][2]*big.Int{g.bigs[i], g.bigs[j], g.bigs[k]} {
		x, y := bsub(p[0], d[0]), bsub(p[1], d[1])
		r[n] = [3]*big.Int{x, y, new(big.Int).Add(bmul(x, x), bmul(y, y))}
	}
	m := func(a, b, c, d *big.Int) *big.Int { // a*b - c*d
		l := bmul(a, b)
		return l.Sub(l, bmul(c, d))
	}
	det := bmul(r[0][0], m(r[1][1], r[2][2], r[1][2], r[2][1]))
	det.Sub(det, bmul(r[0][1], m(r[1][0], r[2][2], r[1][2], r[2][0])))
	det.Add(det, bmul(r[0][2], m(r[1][0], r[2][1], r[1][1], r[2][0])))
	return det.Sign()
}

// roughInCircle is a deliberately crude float filter that only speeds up
// the validation of large point sets: it answers only when all coordinates
// are 0 or of magnitude within [1e-50, 1e50] (no underflow or overflow) and
// |det| exceeds 1e-9 times the sum of the absolute terms, a margin about a
// million times larger than the worst-case rounding error (~1e-15 relative).
func (g *refGeom) roughInCircle(i, j, k, l int) (int, bool) {
	ps := [4]Vec2{g.pts[i], g.pts[j], g.pts[k], g.pts[l]}
	for _, p := range ps {
		for _, x := range p {
			if a := math.Abs(x); x != 0 && (a < 1e-50 || a > 1e50) {
				return 0, false
			}
		}
	}
	var det, perm float64
	for n := range 3 {
		p, q, r := ps[n], ps[(n+1)%3], ps[(n+2)%3]
		px, py := p[0]-ps[3][0], p[1]-ps[3][1]
		qx, qy := q[0]-ps[3][0], q[1]-ps[3][1]
		rx, ry := r[0]-ps[3][0], r[1]-ps[3][1]
		lift := px*px + py*py
		det += lift * (qx*ry - rx*qy)
		perm += lift * (math.Abs(qx*ry) + math.Abs(rx*qy))
	}
	if math.Abs(det) > 1e-9*perm {
		return sgn64(int64(math.Copysign(1, det))), true
	}
	return 0, false
}

// area2 returns twice the signed area of triangle ijk.
func (g *refGeom) area2(i, j, k int) *big.Rat {
	if g.ints != nil {
		a, b, c := g.ints[i], g.ints[j], g.ints[k]
		return new(big.Rat).SetInt64((b[0]-a[0])*(c[1]-a[1]) - (b[1]-a[1])*(c[0]-a[0]))
	}
	den := new(big.Int).Lsh(big.NewInt(1), uint(2*g.k))
	return new(big.Rat).SetFrac(g.bigArea2(i, j, k), den)
}

// lexBetween reports whether q lies strictly between p and r in
// lexicographic order; for collinear p, q, r that means q is strictly inside
// segment pr.
func lexBetween(p, q, r Vec2) bool {
	lt := func(a, b Vec2) bool { return a[0] < b[0] || (a[0] == b[0] && a[1] < b[1]) }
	return (lt(p, q) && lt(q, r)) || (lt(r, q) && lt(q, p))
}

// refHull returns the strictly convex hull vertices (counter-clockwise,
// starting at the lowest-then-leftmost point) by gift wrapping, and the set
// of all points on the hull boundary. The points must be distinct and not
// all collinear.
func (g *refGeom) refHull() (verts []int, onBoundary []bool) {
	n := len(g.pts)
	start := 0
	for i := range n {
		p, s := g.pts[i], g.pts[start]
		if p[1] < s[1] || (p[1] == s[1] && p[0] < s[0]) {
			start = i
		}
	}
	cur := start
	for {
		verts = append(verts, cur)
		cand := (cur + 1) % n
		for k := range n {
			if k == cur || k == cand {
				continue
			}
			// All other points lie in a cone of less than 180° at the hull
			// vertex cur, so "k is right of cur→cand" orders directions,
			// and collinear candidates point the same way.
			o := g.orient(cur, cand, k)
			if o < 0 || (o == 0 && lexBetween(g.pts[cur], g.pts[cand], g.pts[k])) {
				cand = k
			}
		}
		cur = cand
		if cur == start {
			break
		}
		if len(verts) > n {
			panic("refHull: no convergence")
		}
	}
	onBoundary = make([]bool, n)
	for i, a := range verts {
		b := verts[(i+1)%len(verts)]
		for k := range n {
			if k == a || k == b || (g.orient(a, b, k) == 0 && lexBetween(g.pts[a], g.pts[k], g.pts[b])) {
				onBoundary[k] = true
			}
		}
	}
	return verts, onBoundary
}

// allCollinear reports whether all points lie on one line.
func (g *refGeom) allCollinear() bool {
	for k := 2; k < len(g.pts); k++ {
		if g.orient(0, 1, k) != 0 {
			return false
		}
	}
	return true
}

// validateDelaunay checks from first principles that tris is a Delaunay
// triangulation of the distinct, not-all-collinear points pts:
//
//  1. indices are valid, each triangle's are strictly ascending, the list
//     is strictly ascending, and every point is a vertex;
//  2. no triangle is degenerate;
//  3. with each triangle oriented counter-clockwise, no directed edge occurs
//     twice (so neighbours lie on opposite sides of shared edges), and every
//     unshared edge lies on the hull boundary;
//  4. the number of triangles is 2n-2-b, b = points on the hull boundary;
//  5. the triangle areas sum exactly to the hull area;
//  6. no point lies strictly inside any triangle's circumcircle.
//
// 1-5 make it a triangulation of the convex hull using all points, 6 makes
// it Delaunay.
func validateDelaunay(pts []Vec2, tris [][3]int) error {
	n := len(pts)
	g := newRefGeom(pts)
	used := make([]bool, n)
	for i, t := range tris {
		if t[0] < 0 || t[2] >= n || t[0] >= t[1] || t[1] >= t[2] {
			return fmt.Errorf("triangle %v: indices not ascending or out of range", t)
		}
		if i > 0 && compareTriRef(tris[i-1], t) >= 0 {
			return fmt.Errorf("triangles %v, %v: list not strictly ascending", tris[i-1], t)
		}
		for _, v := range t {
			used[v] = true
		}
	}
	for v, u := range used {
		if !u {
			return fmt.Errorf("point %d %v is not a vertex", v, pts[v])
		}
	}

	hullVerts, onBoundary := g.refHull()
	b := 0
	for _, ob := range onBoundary {
		if ob {
			b++
		}
	}
	if want := 2*n - 2 - b; len(tris) != want {
		return fmt.Errorf("%d triangles, want 2n-2-b = %d (n=%d, b=%d)", len(tris), want, n, b)
	}

	type edge struct{ a, b int }
	directed := make(map[edge]bool, 3*len(tris))
	sum := new(big.Rat)
	ccw := make([][3]int, len(tris))
	for i, t := range tris {
		switch g.orient(t[0], t[1], t[2]) {
		case 0:
			return fmt.Errorf("triangle %v is degenerate", t)
		case -1:
			t[1], t[2] = t[2], t[1]
		}
		ccw[i] = t
		sum.Add(sum, g.area2(t[0], t[1], t[2]))
		for j := range 3 {
			e := edge{t[j], t[(j+1)%3]}
			if directed[e] {
				return fmt.Errorf("directed edge %v occurs twice (overlap)", e)
			}
			directed[e] = true
		}
	}
	for e := range directed {
		if directed[edge{e.b, e.a}] {
			continue
		}
		// An unshared edge must be a piece of the hull boundary.
		if !onBoundary[e.a] || !onBoundary[e.b] {
			return fmt.Errorf("unshared edge %v is not on the hull", e)
		}
		ok := false
		for i, a := range hullVerts {
			c := hullVerts[(i+1)%len(hullVerts)]
			if g.orient(a, c, e.a) == 0 && g.orient(a, c, e.b) == 0 {
				ok = true
			}
		}
		if !ok {
			return fmt.Errorf("unshared edge %v crosses the hull interior", e)
		}
	}
	hullArea := new(big.Rat)
	for i := 1; i+1 < len(hullVerts); i++ {
		hullArea.Add(hullArea, g.area2(hullVerts[0], hullVerts[i], hullVerts[i+1]))
	}
	if sum.Cmp(hullArea) != 0 {
		return fmt.Errorf("triangle areas sum to %v, hull area is %v (doubled)", sum, hullArea)
	}

	for _, t := range ccw {
		for k := range n {
			if k == t[0] || k == t[1] || k == t[2] {
				continue
			}
			if g.inCircle(t[0], t[1], t[2], k) > 0 {
				return fmt.Errorf("point %d lies strictly inside the circumcircle of %v", k, t)
			}
		}
	}
	return nil
}

func compareTriRef(a, b [3]int) int {
	return slices.Compare(a[:], b[:])
}

func checkDelaunay(t testing.TB, pts []Vec2, tris [][3]int, label string) {
	t.Helper()
	if err := validateDelaunay(pts, tris); err != nil {
		t.Errorf("%s: invalid Delaunay triangulation: %v", label, err)
	}
}

// bruteDelaunay returns all triangles whose circumcircle contains no other
// point strictly inside. For points with no four co-circular this is
// exactly the Delaunay triangulation. O(n^4): small inputs only.
func bruteDelaunay(pts []Vec2) [][3]int {
	g := newRefGeom(pts)
	n := len(pts)
	var out [][3]int
	for i := range n {
		for j := i + 1; j < n; j++ {
			for k := j + 1; k < n; k++ {
				o := g.orient(i, j, k)
				if o == 0 {
					continue
				}
				a, b := j, k
				if o < 0 {
					a, b = k, j
				}
				empty := true
				for l := range n {
					if l != i && l != j && l != k && g.inCircle(i, a, b, l) > 0 {
						empty = false
						break
					}
				}
				if empty {
					out = append(out, [3]int{i, j, k})
				}
			}
		}
	}
	return out
}

// hasCocircular reports whether some four points are co-circular (or some
// three collinear and a fourth on their line), i.e. whether the Delaunay
// triangulation may be non-unique. O(n^4).
func hasCocircular(pts []Vec2) bool {
	g := newRefGeom(pts)
	n := len(pts)
	for i := range n {
		for j := i + 1; j < n; j++ {
			for k := j + 1; k < n; k++ {
				for l := k + 1; l < n; l++ {
					if g.inCircle(i, j, k, l) == 0 {
						return true
					}
				}
			}
		}
	}
	return false
}
