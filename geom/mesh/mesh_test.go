package mesh

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// box is the prompt's cube layout for [x0,x1]×[y0,y1]×[z0,z1]: vertices from
// the minimum corner, bottom then top, and six quads counter-clockwise seen
// from outside.
func box(x0, x1, y0, y1, z0, z1 float64) *Mesh {
	return &Mesh{
		Verts: []Vec3{{x0, y0, z0}, {x1, y0, z0}, {x1, y1, z0}, {x0, y1, z0}, {x0, y0, z1}, {x1, y0, z1}, {x1, y1, z1}, {x0, y1, z1}},
		Faces: [][]int{{3, 2, 1, 0}, {4, 5, 6, 7}, {0, 1, 5, 4}, {7, 6, 2, 3}, {3, 0, 4, 7}, {1, 2, 6, 5}},
	}
}

// join puts meshes side by side in one mesh (vertices renumbered).
func join(ms ...*Mesh) *Mesh {
	out := &Mesh{}
	for _, m := range ms {
		off := len(out.Verts)
		out.Verts = append(out.Verts, m.Verts...)
		for _, f := range m.Faces {
			g := make([]int, len(f))
			for i, k := range f {
				g[i] = k + off
			}
			out.Faces = append(out.Faces, g)
		}
	}
	return out
}

// failsOn asserts that validation fails, that the first failure is the
// named check, and that its detail mentions the fragment.
func failsOn(t *testing.T, r *Report, check, fragment string) {
	t.Helper()
	f, ok := r.Failed()
	if !ok {
		t.Fatalf("passed; want a failure on %q", check)
	}
	if f.Check != check || !strings.Contains(f.Detail, fragment) {
		t.Fatalf("first failure %q: %s; want %q mentioning %q", f.Check, f.Detail, check, fragment)
	}
}

func passes(t *testing.T, r *Report) {
	t.Helper()
	if f, bad := r.Failed(); bad {
		t.Fatalf("failed %q: %s", f.Check, f.Detail)
	}
	if len(r.Findings) != 13 {
		t.Fatalf("%d findings, want 13", len(r.Findings))
	}
}

// The spec's test vector T-C10 and the mutations the CSG task names.
func TestValidateCubeAndMutations(t *testing.T) {
	cube := box(-10, 10, -10, 10, -10, 10)
	r := Validate(cube, Limits{})
	passes(t, r)
	if r.Volume != 8000 {
		t.Errorf("volume %v", r.Volume)
	}

	noLast := &Mesh{Verts: cube.Verts, Faces: cube.Faces[:5]}
	failsOn(t, Validate(noLast, Limits{}), CheckWatertight, "edge 1–2 belongs to face 0 only")

	flipped := &Mesh{Verts: cube.Verts, Faces: append([][]int{{0, 1, 2, 3}}, cube.Faces[1:]...)}
	failsOn(t, Validate(flipped, Limits{}), CheckWinding, "edge 0→1 is used in the same direction by faces 0 and 2")

	failsOn(t, Validate(cube.Reversed(), Limits{}), CheckOrientation, "normals point into the solid")

	moved := box(-10, 10, -10, 10, -10, 10)
	moved.Verts[0][2] = -10.02
	failsOn(t, Validate(moved, Limits{}), CheckPlanarity, "vertex 0 lies 0.02 from the plane")
	moved.Verts[0][2] = -10.005
	r = Validate(moved, Limits{})
	passes(t, r)
	if math.Abs(r.Volume-8000.333333) > 1e-6 {
		t.Errorf("volume %v, want 8000.333333", r.Volume)
	}
}

func TestValidateDuplicatesDegenerateManifold(t *testing.T) {
	// T-C6: two cubes sharing a face, each with its own four vertices there.
	two := join(box(-5, 5, -5, 5, -5, 5), box(5, 15, -5, 5, -5, 5))
	failsOn(t, Validate(two, Limits{}), CheckDuplicates, "vertices 1 and 8")

	// −0 and rounding: 1e-7 and −1e-7 round to the same key.
	m := box(0, 1, 0, 1, 0, 1)
	m.Verts = append(m.Verts, Vec3{1e-7, -1e-7, 0})
	failsOn(t, Validate(m, Limits{}), CheckDuplicates, "vertices 0 and 8")

	flat := box(0, 1, 0, 1, 0, 1)
	flat.Faces = append(flat.Faces, []int{0, 1, 1 + 0*2}) // replaced below
	flat.Faces[len(flat.Faces)-1] = []int{0, 1, 2}
	flat.Verts[2] = Vec3{2, 0, 0} // corners 0, 1, 2 now on one line
	failsOn(t, Validate(flat, Limits{}), CheckDegenerate, "face 6 [0, 1, 2] has no area")

	// Two cubes sharing an edge (vertices shared): four faces on that edge.
	a := box(0, 1, 0, 1, 0, 1)
	b := box(1, 2, 1, 2, 0, 1)
	ab := join(a, b)
	// b's corner (1,1,0) and (1,1,1) are a's vertices 2 and 6.
	for _, f := range ab.Faces[6:] {
		for i, k := range f {
			switch k {
			case 8:
				f[i] = 2
			case 12:
				f[i] = 6
			}
		}
	}
	ab.Verts[8], ab.Verts[12] = Vec3{9, 9, 9}, Vec3{9, 9, 8} // unused now
	r := Validate(ab, Limits{})
	if f, _ := r.Find(CheckManifold); f.OK || !strings.Contains(f.Detail, "edge 2–6 is shared by 4 faces") {
		t.Errorf("manifold: %+v", f)
	}
}

func TestValidateBadInput(t *testing.T) {
	cube := box(0, 1, 0, 1, 0, 1)
	var near []Vec3 // unused vertices close to the cube
	for i := 0; i < 30; i++ {
		near = append(near, Vec3{0.5, 0.5, 0.01 * float64(i)})
	}
	cases := []struct {
		m              *Mesh
		check, message string
	}{
		{&Mesh{Verts: cube.Verts, Faces: append([][]int{{0, 1}}, cube.Faces...)}, CheckIndices, "face 0 has 2 corners"},
		{&Mesh{Verts: cube.Verts, Faces: append([][]int{{0, 1, 8}}, cube.Faces...)}, CheckIndices, "index 8 names no vertex"},
		{&Mesh{Verts: cube.Verts, Faces: append([][]int{{0, 1, 0}}, cube.Faces...)}, CheckIndices, "lists vertex 0 twice"},
		{&Mesh{Verts: append([]Vec3{{math.NaN(), 0, 0}}, cube.Verts[1:]...), Faces: cube.Faces}, CheckCoordinates, "coordinate x is NaN"},
		{&Mesh{Verts: append([]Vec3{{0, 1e308, 0}}, cube.Verts[1:]...), Faces: cube.Faces}, CheckCoordinates, "coordinate y is 1e+308"},
		{&Mesh{Verts: []Vec3{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}, {1, 1, 1}}, Faces: [][]int{{0, 1, 2}, {0, 3, 1}, {1, 3, 2}, {0, 2, 3}}}, CheckDuplicates, "vertices 0 and 1"},
		{&Mesh{Verts: append(append(append([]Vec3(nil), cube.Verts...), near...), Vec3{5000, 0, 0}), Faces: cube.Faces}, CheckOutliers, "vertex 38 lies"},
	}
	for _, c := range cases {
		failsOn(t, Validate(c.m, Limits{}), c.check, c.message)
	}
	// A face of 100,000 corners: refused by the work limit, not by time.
	huge := &Mesh{}
	for i := 0; i < 100000; i++ {
		s, co := portable.SinCosTurn(i, 100000)
		huge.Verts = append(huge.Verts, Vec3{co * 1000, s * 1000, 0})
	}
	f := make([]int, 100000)
	for i := range f {
		f[i] = i
	}
	huge.Faces = [][]int{f}
	r := Validate(huge, Limits{})
	if g, _ := r.Find(CheckSelfIntersection); g.OK || !strings.Contains(g.Detail, "too complex") {
		t.Errorf("a face of 100,000 corners: %+v", g)
	}
}

// One mesh of several shells: disjoint ones, a cavity, nested ones wound
// alike, and an inside-out one.
func TestShells(t *testing.T) {
	outer, inner := box(-10, 10, -10, 10, -10, 10), box(-5, 5, -5, 5, -5, 5)
	passes(t, Validate(join(outer, box(20, 30, 0, 10, 0, 10)), Limits{}))
	hollow := Validate(join(outer, inner.Reversed()), Limits{})
	passes(t, hollow)
	if hollow.Volume != 7000 {
		t.Errorf("hollow box volume %v", hollow.Volume)
	}
	failsOn(t, Validate(join(outer, inner), Limits{}), CheckShells, "the shell of faces 6 to 11 lies inside")
	r := Validate(join(outer, box(20, 40, -10, 10, -10, 10).Reversed()), Limits{})
	failsOn(t, r, CheckVolume, "no volume")
	if f, _ := r.Find(CheckShells); f.OK || !strings.Contains(f.Detail, "the shell of faces 6 to 11 is inside out") {
		t.Errorf("shells: %+v", f)
	}
	// Overlapping cubes in one mesh pass through each other.
	failsOn(t, Validate(join(outer, box(5, 15, 5, 15, 5, 15)), Limits{}), CheckSelfIntersection, "intersect")
}

// plus is the spec's extruded plus sign (T-C7): two non-convex 12-gon caps
// and twelve walls.
func plus() *Mesh {
	return Extrude([]geom.Vec2{{15, -5}, {15, 5}, {5, 5}, {5, 15}, {-5, 15}, {-5, 5}, {-15, 5}, {-15, -5}, {-5, -5}, {-5, -15}, {5, -15}, {5, -5}}, -5, 5)
}

func TestNonConvexFaces(t *testing.T) {
	m := plus()
	r := Validate(m, Limits{})
	passes(t, r)
	if r.Volume != 5000 {
		t.Errorf("plus volume %v", r.Volume)
	}
	// The caps' triangles cover them exactly: 500 each.
	var area float64
	for i, tr := range r.Tris.Tris {
		if r.Tris.Face[i] == 13 {
			a, b, c := m.Verts[tr[0]], m.Verts[tr[1]], m.Verts[tr[2]]
			area += geom.Cross3(b.Sub(a), c.Sub(a))[2] / 2
		}
	}
	if area != 500 {
		t.Errorf("top cap triangles cover %v, want 500", area)
	}
	// A pentagram winds twice and crosses itself.
	star := &Mesh{Faces: [][]int{{0, 1, 2, 3, 4}}}
	for i := 0; i < 5; i++ {
		s, c := portable.SinCosTurn(2*i, 5)
		star.Verts = append(star.Verts, Vec3{c, s, 0})
	}
	work := 1000
	if _, err := Triangulate(star, &work); err == nil || !strings.Contains(err.Error(), "crosses itself") {
		t.Errorf("pentagram: %v", err)
	}
	// A symmetric bow tie has no area at all.
	bow := box(0, 1, 0, 1, 0, 1)
	bow.Faces[1] = []int{4, 6, 5, 7}
	failsOn(t, Validate(bow, Limits{}), CheckDegenerate, "face 1 [4, 6, 5, 7] has no area")
}

// Ear clipping covers random star-shaped polygons exactly, with no
// triangle turning the wrong way.
func TestTriangulateStars(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for it := 0; it < 300; it++ {
		n := 3 + r.IntN(40)
		m := &Mesh{}
		f := make([]int, n)
		for i := 0; i < n; i++ {
			s, c := portable.SinCosTurn(i, n)
			rad := float64(1 + r.IntN(9))
			m.Verts = append(m.Verts, Vec3{math.Round(rad*c*1000) / 1000, math.Round(rad*s*1000) / 1000, 0})
			f[i] = i
		}
		m.Faces = [][]int{f}
		work := 1 << 30
		tr, err := Triangulate(m, &work)
		if err != nil {
			t.Fatalf("star %d: %v", it, err)
		}
		var sum float64
		for _, tri := range tr.Tris {
			a, b, c := m.Verts[tri[0]], m.Verts[tri[1]], m.Verts[tri[2]]
			o := geom.Orient3D(a, b, c, Vec3{0, 0, 1}) // +1: counter-clockwise seen from +z
			if o < 0 {
				t.Fatalf("star %d: triangle %v turns clockwise", it, tri)
			}
			sum += geom.Cross3(b.Sub(a), c.Sub(a))[2] / 2
		}
		want := geom.NewellNormal(m.Verts, f)[2] / 2
		if math.Abs(sum-want) > 1e-9*math.Abs(want) {
			t.Fatalf("star %d: triangles cover %v, polygon %v", it, sum, want)
		}
		if len(tr.Tris) != n-2 {
			t.Fatalf("star %d: %d triangles for %d corners", it, len(tr.Tris), n)
		}
	}
}

func TestTrianglesMeet(t *testing.T) {
	vs := []Vec3{
		{0, 0, 0}, {4, 0, 0}, {0, 4, 0}, // 0 1 2: a triangle in z = 0
		{1, 1, -1}, {1, 1, 1}, {5, 5, 1}, // 3 4 5: pierces it
		{4, 4, 0}, {0, 4, 3}, // 6 7
		{2, 2, 0}, {1, 1, 0}, // 8 on the hypotenuse, 9 inside
		{-1, -1, 0}, {6, 6, 6}, {-4, 0, 0}, // 10 11 12
	}
	cases := []struct {
		p, q [3]int
		want bool
	}{
		{[3]int{0, 1, 2}, [3]int{3, 4, 5}, true},    // pierced
		{[3]int{0, 1, 2}, [3]int{1, 6, 2}, false},   // shared edge, other side, same plane
		{[3]int{0, 1, 2}, [3]int{1, 2, 9}, true},    // shared edge, same side, same plane: overlap
		{[3]int{0, 1, 2}, [3]int{2, 1, 7}, false},   // shared edge, folded up
		{[3]int{0, 1, 2}, [3]int{0, 7, 11}, false},  // shared corner only
		{[3]int{0, 1, 2}, [3]int{0, 8, 6}, true},    // shared corner, coplanar, overlapping angle
		{[3]int{0, 1, 2}, [3]int{0, 12, 10}, false}, // shared corner, coplanar, angles apart
		{[3]int{0, 1, 2}, [3]int{8, 6, 11}, true},   // touches the hypotenuse at a point
		{[3]int{0, 1, 2}, [3]int{0, 2, 1}, true},    // the same triangle
	}
	for _, c := range cases {
		if got := TrianglesMeet(vs, c.p, c.q); got != c.want {
			t.Errorf("%v and %v: meet %v, want %v", c.p, c.q, got, c.want)
		}
		if got := TrianglesMeet(vs, c.q, c.p); got != c.want {
			t.Errorf("%v and %v (swapped): meet %v, want %v", c.q, c.p, got, c.want)
		}
	}
}

// Rays through vertices and edges of a subdivided cube cross it exactly
// once: the winding number is 1 inside, 0 outside, at every grid point.
func TestCrossingXIsWatertight(t *testing.T) {
	// A cube with every face split into a 3×3 grid of quads, triangulated.
	m := &Mesh{}
	idx := map[[3]int]int{}
	vert := func(x, y, z int) int {
		k := [3]int{x, y, z}
		if i, ok := idx[k]; ok {
			return i
		}
		idx[k] = len(m.Verts)
		m.Verts = append(m.Verts, Vec3{float64(x), float64(y), float64(z)})
		return idx[k]
	}
	for axis := 0; axis < 3; axis++ {
		for _, side := range []int{0, 3} {
			for a := 0; a < 3; a++ {
				for b := 0; b < 3; b++ {
					var q [4]int
					for c, d := range [4][2]int{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
						p := [3]int{}
						p[axis] = side
						p[(axis+1)%3], p[(axis+2)%3] = a+d[0], b+d[1]
						q[c] = vert(p[0], p[1], p[2])
					}
					if side == 0 {
						q[1], q[3] = q[3], q[1]
					}
					m.Faces = append(m.Faces, []int{q[0], q[1], q[2]}, []int{q[0], q[2], q[3]})
				}
			}
		}
	}
	passes(t, Validate(m, Limits{}))
	for x := -1; x <= 4; x++ {
		for y := -1; y <= 4; y++ {
			for z := -1; z <= 4; z++ {
				p := Vec3{float64(x) + 0.5, float64(y), float64(z)}
				w := 0
				for _, f := range m.Faces {
					w += CrossingX(m.Verts[f[0]], m.Verts[f[1]], m.Verts[f[2]], p)
				}
				inside := x >= 0 && x < 3 && y > 0 && y < 3 && z > 0 && z < 3
				want := 0
				if inside {
					want = 1
				}
				// On the boundary (y or z at 0 or 3 inside the x span) the
				// perturbation decides; the count is still 0 or 1.
				boundary := x >= 0 && x < 3 && y >= 0 && y <= 3 && z >= 0 && z <= 3 && !inside
				if w != want && !(boundary && (w == 0 || w == 1)) {
					t.Fatalf("point %v: winding %d, want %d", p, w, want)
				}
			}
		}
	}
}
