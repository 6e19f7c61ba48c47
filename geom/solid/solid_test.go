package solid

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
)

// randomIntervals is a sorted, disjoint list on a coarse grid.
func randomIntervals(r *rand.Rand) []Interval {
	var out []Interval
	t := float64(r.IntN(3))
	for t < 20 && r.IntN(5) > 0 {
		a := t + float64(r.IntN(3))
		b := a + 1 + float64(r.IntN(3))
		out = append(out, Interval{a, b})
		t = b + 1
	}
	return out
}

func in(iv []Interval, t float64) bool {
	for _, x := range iv {
		if x.T0 < t && t < x.T1 {
			return true
		}
	}
	return false
}

func TestIntervalOperations(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for it := 0; it < 2000; it++ {
		a, b := randomIntervals(r), randomIntervals(r)
		u, x, d := UnionIntervals(a, b), IntersectIntervals(a, b), SubtractIntervals(a, b)
		for _, list := range [][]Interval{u, x, d} {
			for i, iv := range list {
				if !(iv.T0 < iv.T1) || (i > 0 && list[i-1].T1 > iv.T0) {
					t.Fatalf("not sorted and disjoint: %v", list)
				}
			}
		}
		for s := -0.25; s < 30; s += 0.5 {
			if in(u, s) != (in(a, s) || in(b, s)) || in(x, s) != (in(a, s) && in(b, s)) || in(d, s) != (in(a, s) && !in(b, s)) {
				t.Fatalf("a %v b %v at %v: union %v, intersection %v, difference %v", a, b, s, u, x, d)
			}
		}
	}
}

// intervalsAgree checks that two interval lists match to within tol.
func intervalsAgree(a, b []Interval, tol float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i].T0-b[i].T0) > tol || math.Abs(a[i].T1-b[i].T1) > tol {
			return false
		}
	}
	return true
}

func randomRay(r *rand.Rand) (o, d Vec3) {
	o = Vec3{-5 + 15*r.Float64(), -5 + 15*r.Float64(), -5 + 15*r.Float64()}
	d = Vec3{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()}
	return o, d
}

// A convex polytope's ray intervals agree with its point test, and a mesh
// of its boundary gives the same intervals.
func TestConvexAndPolyhedronRays(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for it := 0; it < iterations(300, 60); it++ {
		c := randomConvex(t, r)
		p, err := NewPolyhedron(c.Mesh(), 1<<24)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 20; k++ {
			o, d := randomRay(r)
			cv, pv := c.RayIntervals(o, d), p.RayIntervals(o, d)
			if !intervalsAgree(cv, pv, 1e-9) {
				t.Fatalf("case %d: convex %v, mesh %v", it, cv, pv)
			}
			for _, iv := range cv {
				mid := o.Add(d.Mul((iv.T0 + iv.T1) / 2))
				if !c.Inside(mid) || !p.Inside(mid) {
					t.Fatalf("case %d: the middle of %v is not inside", it, iv)
				}
			}
			q := o.Add(d.Mul(3 * r.Float64()))
			if c.Inside(q) != p.Inside(q) && math.Abs(maxPlane(c, q)) > 1e-9 {
				t.Fatalf("case %d: %v inside the polytope %v, inside the mesh %v", it, q, c.Inside(q), p.Inside(q))
			}
		}
	}
}

// maxPlane is the largest signed plane distance: 0 on the boundary.
func maxPlane(c *Convex, q Vec3) float64 {
	m := math.Inf(-1)
	for _, p := range c.Planes {
		m = max(m, p.Eval(q))
	}
	return m
}

// gridCube is [0,n]³ with every face split into unit squares, each two
// triangles: a mesh with many shared edges and vertices on integer lines.
func gridCube(n int) *mesh.Mesh {
	m := &mesh.Mesh{}
	idx := map[[3]int]int{}
	vert := func(p [3]int) int {
		if i, ok := idx[p]; ok {
			return i
		}
		idx[p] = len(m.Verts)
		m.Verts = append(m.Verts, Vec3{float64(p[0]), float64(p[1]), float64(p[2])})
		return idx[p]
	}
	for axis := 0; axis < 3; axis++ {
		for _, side := range []int{0, n} {
			for a := 0; a < n; a++ {
				for b := 0; b < n; b++ {
					var q [4]int
					for c, dd := range [4][2]int{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
						var p [3]int
						p[axis], p[(axis+1)%3], p[(axis+2)%3] = side, a+dd[0], b+dd[1]
						q[c] = vert(p)
					}
					if side == 0 {
						q[1], q[3] = q[3], q[1]
					}
					m.Faces = append(m.Faces, []int{q[0], q[1], q[2]}, []int{q[0], q[2], q[3]})
				}
			}
		}
	}
	return m
}

// validPolyhedron checks a mesh and indexes it.
func validPolyhedron(t *testing.T, m *mesh.Mesh) *Polyhedron {
	t.Helper()
	if r := mesh.Validate(m, mesh.Limits{}); !r.OK() {
		f, _ := r.Failed()
		t.Fatal(f.Detail)
	}
	p, err := NewPolyhedron(m, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Rays along grid lines and through vertices cross the surface exactly as
// often as rays beside them: no interval is lost or doubled.
func TestPolyhedronRaysAreWatertight(t *testing.T) {
	p := validPolyhedron(t, gridCube(4))
	for y := 1; y < 4; y++ {
		for z := 1; z < 4; z++ {
			for _, d := range []Vec3{{1, 0, 0}, {-1, 0, 0}} {
				o := Vec3{-3, float64(y), float64(z)}
				if d[0] < 0 {
					o[0] = 7
				}
				got := p.RayIntervals(o, d)
				if len(got) != 1 || got[0].T0 != 3 || got[0].T1 != 7 {
					t.Errorf("ray from %v along %v: %v", o, d, got)
				}
			}
		}
	}
	// Diagonals through grid vertices, and along a face's diagonal.
	for _, c := range []struct {
		o, d Vec3
		want []Interval
	}{
		{Vec3{-1, -1, -1}, Vec3{1, 1, 1}, []Interval{{1, 5}}},
		{Vec3{-1, 1, 1}, Vec3{1, 1, 1}, []Interval{{1, 3}}}, // leaves through y = 4
		{Vec3{2, 2, 2}, Vec3{0, 1, 1}, []Interval{{0, 2}}},  // starts inside
		{Vec3{-1, 2, -1}, Vec3{1, 0, 1}, []Interval{{1, 5}}},
		{Vec3{-1, 2, 2}, Vec3{1, 0.5, 0}, []Interval{{1, 4}}},
	} {
		if got := p.RayIntervals(c.o, c.d); !intervalsAgree(got, c.want, 1e-12) {
			t.Errorf("ray %v + t·%v: %v, want %v", c.o, c.d, got, c.want)
		}
	}
	// Boundary rays go one way or the other, but never count twice.
	for y := 0; y <= 4; y += 4 {
		got := p.RayIntervals(Vec3{-3, float64(y), 2}, Vec3{1, 0, 0})
		if len(got) > 1 || (len(got) == 1 && (got[0].T0 != 3 || got[0].T1 != 7)) {
			t.Errorf("boundary ray at y=%d: %v", y, got)
		}
	}
}

// The polyhedron's point test agrees with the exact winding number over all
// triangles, for a non-convex solid with a cavity.
func TestPolyhedronInside(t *testing.T) {
	outer, inner := gridCube(6), gridCube(2)
	m := &mesh.Mesh{Verts: append([]Vec3(nil), outer.Verts...), Faces: append([][]int(nil), outer.Faces...)}
	off := len(m.Verts)
	for _, v := range inner.Verts {
		m.Verts = append(m.Verts, v.Add(Vec3{2, 2, 2}))
	}
	for _, f := range inner.Faces {
		m.Faces = append(m.Faces, []int{f[2] + off, f[1] + off, f[0] + off}) // a cavity: inward
	}
	p := validPolyhedron(t, m)
	r := rand.New(rand.NewPCG(15, 16))
	for i := 0; i < 3000; i++ {
		q := Vec3{float64(r.IntN(17))/2 - 1, float64(r.IntN(17))/2 - 1, float64(r.IntN(17))/2 - 1}
		if r.IntN(2) == 0 {
			q = Vec3{8*r.Float64() - 1, 8*r.Float64() - 1, 8*r.Float64() - 1}
		}
		w := 0
		for _, f := range m.Faces {
			w += mesh.CrossingX(m.Verts[f[0]], m.Verts[f[1]], m.Verts[f[2]], q)
		}
		if p.Inside(q) != (w > 0) {
			t.Fatalf("%v: inside %v, winding %d", q, p.Inside(q), w)
		}
		strict := q[0] > 0 && q[0] < 6 && q[1] > 0 && q[1] < 6 && q[2] > 0 && q[2] < 6 &&
			!(q[0] >= 2 && q[0] <= 4 && q[1] >= 2 && q[1] <= 4 && q[2] >= 2 && q[2] <= 4)
		outside := q[0] < 0 || q[0] > 6 || q[1] < 0 || q[1] > 6 || q[2] < 0 || q[2] > 6 ||
			(q[0] > 2 && q[0] < 4 && q[1] > 2 && q[1] < 4 && q[2] > 2 && q[2] < 4)
		if (strict && w != 1) || (outside && w != 0) {
			t.Fatalf("%v: winding %d", q, w)
		}
	}
}

// A mesh of 10^5 triangles answers rays by visiting a few hundred of them:
// the hierarchy bounds the work (counted, not timed).
func TestPolyhedronHierarchyBoundsWork(t *testing.T) {
	s, err := Sphere(10, 320) // 320 × 160 vertices, about 10^5 triangles
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPolyhedron(s.Mesh(), 1<<26)
	if err != nil {
		t.Fatal(err)
	}
	if p.Triangles() < 100000 {
		t.Fatalf("%d triangles", p.Triangles())
	}
	r := rand.New(rand.NewPCG(17, 18))
	worst := 0
	for i := 0; i < iterations(200, 40); i++ {
		o := Vec3{-20, 16*r.Float64() - 8, 16*r.Float64() - 8}
		d := geom.Normalize3(Vec3{1, 0.2 * r.NormFloat64(), 0.2 * r.NormFloat64()})
		visited := 0
		p.visit(o, d, func(int) { visited++ })
		worst = max(worst, visited)
		if got, want := p.RayIntervals(o, d), s.RayIntervals(o, d); !intervalsAgree(got, want, 1e-9) {
			t.Fatalf("ray %v %v: mesh %v, polytope %v", o, d, got, want)
		}
	}
	if worst > 2000 {
		t.Errorf("a ray visited %d of %d triangles", worst, p.Triangles())
	}
}

func TestCSGAndPlaced(t *testing.T) {
	box := mustBox(t, Vec3{-3, -3, -3}, Vec3{3, 3, 3})
	ball, _ := Sphere(3.5, 24)
	shift := mustBox(t, Vec3{0, 0, 0}, Vec3{5, 5, 5})
	nodes := []Solid{Union(box, shift), Intersection(box, ball), Difference(box, ball), Difference(Union(box, shift), ball, Intersection(shift, ball))}
	r := rand.New(rand.NewPCG(19, 20))
	for it := 0; it < 500; it++ {
		o, d := randomRay(r)
		for ni, n := range nodes {
			iv := n.RayIntervals(o, d)
			for s := 0.05; s < 30; s += 0.1 {
				q := o.Add(d.Mul(s))
				if in(iv, s) != n.Inside(q) && onAnyBoundary(q, box, ball, shift) > 1e-9 {
					t.Fatalf("node %d, ray %v %v at t=%v: intervals %v, inside %v", ni, o, d, s, iv, n.Inside(q))
				}
			}
		}
	}
	if lo, hi := Intersection(box, shift).Bounds(); lo != (Vec3{0, 0, 0}) || hi != (Vec3{3, 3, 3}) {
		t.Errorf("intersection bounds %v %v", lo, hi)
	}
	// A placed solid is its transformed polytope.
	a := RotateDegrees(30, 45, 60).Then(Translate(Vec3{1, 2, 3}))
	pl, ok := Place(box, a)
	if !ok {
		t.Fatal("not placed")
	}
	moved := box.Transform(a)
	for it := 0; it < 200; it++ {
		o, d := randomRay(r)
		if got, want := pl.RayIntervals(o, d), moved.RayIntervals(o, d); !intervalsAgree(got, want, 1e-9) {
			t.Fatalf("placed %v, transformed %v", got, want)
		}
	}
	lo, hi := pl.Bounds()
	mlo, mhi := moved.Bounds()
	for k := 0; k < 3; k++ {
		if math.Abs(lo[k]-mlo[k]) > 1e-12 || math.Abs(hi[k]-mhi[k]) > 1e-12 {
			t.Fatalf("placed bounds %v %v, transformed %v %v", lo, hi, mlo, mhi)
		}
	}
}

// onAnyBoundary is the distance of q from the nearest boundary among the
// polytopes (approximately: the smallest |max plane distance|).
func onAnyBoundary(q Vec3, cs ...*Convex) float64 {
	m := math.Inf(1)
	for _, c := range cs {
		m = min(m, math.Abs(maxPlane(c, q)))
	}
	return m
}
