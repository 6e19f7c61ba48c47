package geom

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"testing"
)

func mustDelaunay(t testing.TB, pts []Vec2) [][3]int {
	t.Helper()
	tris, err := Delaunay(pts)
	if err != nil {
		t.Fatalf("Delaunay(%v): %v", pts, err)
	}
	return tris
}

// randomDistinctInts returns n distinct points with integer coordinates in
// [0, k)²; small k makes collinear and co-circular subsets very common.
func randomDistinctInts(r *splitMix, n, k int) []Vec2 {
	seen := map[Vec2]bool{}
	var pts []Vec2
	for len(pts) < n {
		p := Vec2{float64(r.intn(k)), float64(r.intn(k))}
		if !seen[p] {
			seen[p] = true
			pts = append(pts, p)
		}
	}
	return pts
}

func randomUnit(r *splitMix, n int) []Vec2 {
	pts := make([]Vec2, n)
	for i := range pts {
		pts[i] = Vec2{r.float(), r.float()}
	}
	return pts
}

func TestDelaunayThreePoints(t *testing.T) {
	for _, pts := range [][]Vec2{
		{{0, 0}, {1, 0}, {0, 1}},
		{{0, 0}, {0, 1}, {1, 0}},
		{{5, 5}, {-1, 2}, {3, -7}},
	} {
		got := mustDelaunay(t, pts)
		if !slices.Equal(got, [][3]int{{0, 1, 2}}) {
			t.Errorf("Delaunay(%v) = %v, want [[0 1 2]]", pts, got)
		}
	}
}

func TestDelaunaySquare(t *testing.T) {
	// Co-circular: either diagonal is valid, but the answer must be one of
	// them and must not depend on the input order.
	pts := []Vec2{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
	got := mustDelaunay(t, pts)
	checkDelaunay(t, pts, got, "unit square")
	if len(got) != 2 {
		t.Fatalf("square: %v", got)
	}
}

func TestDelaunayLattice(t *testing.T) {
	for _, size := range []int{2, 3, 5, 8} {
		var pts []Vec2
		for i := range size {
			for j := range size {
				pts = append(pts, Vec2{float64(i), float64(j)})
			}
		}
		got := mustDelaunay(t, pts)
		n, b := size*size, 4*(size-1)
		if want := 2*n - 2 - b; len(got) != want {
			t.Errorf("%dx%d lattice: %d triangles, want %d", size, size, len(got), want)
		}
		checkDelaunay(t, pts, got, fmt.Sprintf("%dx%d lattice", size, size))
		// Also a rotated and scaled copy with non-integer coordinates
		// (rotation by a Pythagorean angle keeps it exactly co-circular).
		rot := make([]Vec2, len(pts))
		for i, p := range pts {
			rot[i] = Vec2{(3*p[0] - 4*p[1]) / 8, (4*p[0] + 3*p[1]) / 8}
		}
		got = mustDelaunay(t, rot)
		if want := 2*n - 2 - b; len(got) != want {
			t.Errorf("rotated %dx%d lattice: %d triangles, want %d", size, size, len(got), want)
		}
		checkDelaunay(t, rot, got, fmt.Sprintf("rotated %dx%d lattice", size, size))
	}
}

func TestDelaunayCollinearHull(t *testing.T) {
	cases := map[string][]Vec2{
		// Square with 3 extra points on each side and 2 inside.
		"square sides": {
			{0, 0}, {4, 0}, {4, 4}, {0, 4},
			{1, 0}, {2, 0}, {3, 0}, {4, 1}, {4, 2}, {4, 3},
			{3, 4}, {2, 4}, {1, 4}, {0, 3}, {0, 2}, {0, 1},
			{1.5, 2.5}, {2.5, 1.25},
		},
		// Triangle with collinear points on all edges, no interior point.
		"triangle edges": {{0, 0}, {6, 0}, {0, 6}, {2, 0}, {4, 0}, {0, 2}, {0, 4}, {2, 4}, {4, 2}, {3, 3}},
		// Hull runs that appear only after later insertions.
		"late runs": {{0, 0}, {1, 3}, {2, 6}, {3, 9}, {10, 0}, {5, 0}, {7, 1}, {10, 10}, {10, 5}},
		// Vertical run at the start, then points on the same vertical line
		// at the end.
		"vertical": {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 1.5}, {2, -1}, {2, 0}, {2, 1}, {2, 5}},
	}
	for name, pts := range cases {
		got := mustDelaunay(t, pts)
		checkDelaunay(t, pts, got, name)
	}
}

func TestDelaunayInitialCollinearRun(t *testing.T) {
	for _, off := range []Vec2{{1.5, 1}, {1.5, -1}, {3, 2}, {-1, 5}, {10, -0.001}} {
		pts := []Vec2{{0, 0}, {1, 0}, {2, 0}, {3, 0}, off}
		// The apex must be lexicographically after the run to be
		// inserted last; put it anywhere in the input order.
		for rot := range len(pts) {
			in := append(slices.Clone(pts[rot:]), pts[:rot]...)
			got := mustDelaunay(t, in)
			if len(got) != 3 {
				t.Errorf("run + %v: %d triangles, want 3: %v", off, len(got), got)
			}
			checkDelaunay(t, in, got, fmt.Sprintf("run + %v", off))
		}
	}
	// A diagonal run followed by one point and then more.
	pts := []Vec2{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {4.5, 0}, {5, 5}, {6, 0}, {7, 7}}
	checkDelaunay(t, pts, mustDelaunay(t, pts), "diagonal run")
}

func TestDelaunayErrors(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	cases := []struct {
		pts  []Vec2
		want error
	}{
		{nil, ErrTooFewPoints},
		{[]Vec2{{0, 0}, {1, 1}}, ErrTooFewPoints},
		{[]Vec2{{0, 0}, {1, 0}, {0, 1}, {1, 0}}, ErrDuplicatePoint},
		{[]Vec2{{0, 0}, {math.Copysign(0, -1), 0}, {0, 1}}, ErrDuplicatePoint},
		{[]Vec2{{0, 0}, {1, 1}, {2, 2}, {3, 3}}, ErrCollinear},
		{[]Vec2{{0, 0}, {0, 1}, {0, 5}}, ErrCollinear},
		{[]Vec2{{0.1, 0.1}, {0.2, 0.2}, {0.4, 0.4}}, ErrCollinear}, // exactly collinear in binary
		{[]Vec2{{0, 0}, {1, 0}, {nan, 1}}, ErrNonFinite},
		{[]Vec2{{0, 0}, {1, 0}, {0, inf}}, ErrNonFinite},
		{[]Vec2{{0, 0}, {1, 0}, {-inf, 1}, {2, 2}}, ErrNonFinite},
	}
	for _, c := range cases {
		got, err := Delaunay(c.pts)
		if !errors.Is(err, c.want) || got != nil {
			t.Errorf("Delaunay(%v) = %v, %v; want error %v", c.pts, got, err, c.want)
		}
	}
	// Nearly but not exactly collinear is fine.
	pts := []Vec2{{0.1, 0.3}, {0.2, 0.6}, {0.3, 0.9}}
	if _, err := Delaunay(pts); err != nil {
		t.Errorf("Delaunay(%v): %v", pts, err)
	}
}

// TestDelaunayRandomInts uses integer coordinates in small ranges, which
// produce collinear hull runs, co-circular sets and collinear interior
// points in abundance.
func TestDelaunayRandomInts(t *testing.T) {
	r := &splitMix{s: 2024}
	iters := 400
	if testing.Short() {
		iters = 60
	}
	for it := range iters {
		k := []int{3, 4, 6, 10, 30, 4096}[it%6]
		n := 3 + r.intn(min(k*k-2, 80))
		pts := randomDistinctInts(r, n, k)
		tris, err := Delaunay(pts)
		if errors.Is(err, ErrCollinear) {
			if !newRefGeom(pts).allCollinear() {
				t.Fatalf("ErrCollinear for non-collinear %v", pts)
			}
			continue
		}
		if err != nil {
			t.Fatalf("Delaunay(%v): %v", pts, err)
		}
		checkDelaunay(t, pts, tris, fmt.Sprintf("iteration %d (k=%d, n=%d)", it, k, n))
		if t.Failed() {
			t.Fatalf("points: %v\ntriangles: %v", pts, tris)
		}
	}
}

// TestDelaunayRandomFloats checks random unit-square points: against the
// validity checker and, for small sets in general position, against the
// brute-force O(n^4) Delaunay triangulation, which is then unique.
func TestDelaunayRandomFloats(t *testing.T) {
	r := &splitMix{s: 99}
	for it := range 150 {
		n := 3 + r.intn(25)
		if it%10 == 0 {
			n = 150 + r.intn(100)
		}
		pts := randomUnit(r, n)
		// Sometimes snap to a coarse grid to get exact degeneracies in
		// non-integer coordinates.
		if it%3 == 0 {
			for i := range pts {
				pts[i] = Vec2{math.Round(pts[i][0]*8) / 8, math.Round(pts[i][1]*8) / 8}
			}
			slices.SortFunc(pts, CompareXY)
			pts = slices.Compact(pts)
			if len(pts) < 3 {
				continue
			}
		}
		tris, err := Delaunay(pts)
		if err != nil {
			if errors.Is(err, ErrCollinear) && newRefGeom(pts).allCollinear() {
				continue
			}
			t.Fatalf("Delaunay(%v): %v", pts, err)
		}
		checkDelaunay(t, pts, tris, fmt.Sprintf("iteration %d (n=%d)", it, len(pts)))
		if len(pts) <= 28 && !hasCocircular(pts) {
			if want := bruteDelaunay(pts); !slices.Equal(tris, want) {
				t.Fatalf("iteration %d: Delaunay = %v, brute force = %v", it, tris, want)
			}
		}
	}
}

// TestDelaunayPermutationInvariant: the triangulation depends only on the
// set of points, not on their order, even when it is not unique (the sweep
// order is lexicographic and ties are impossible among distinct points).
func TestDelaunayPermutationInvariant(t *testing.T) {
	r := &splitMix{s: 5}
	for it := range 50 {
		pts := randomDistinctInts(r, 30, 6) // heavily co-circular
		base := mustDelaunay(t, pts)
		perm := make([]int, len(pts))
		for i := range perm {
			perm[i] = i
		}
		for i := len(perm) - 1; i > 0; i-- {
			j := r.intn(i + 1)
			perm[i], perm[j] = perm[j], perm[i]
		}
		shuffled := make([]Vec2, len(pts))
		for i, p := range perm {
			shuffled[i] = pts[p]
		}
		got := mustDelaunay(t, shuffled)
		// Map back to the original indices.
		mapped := make([][3]int, len(got))
		for i, tri := range got {
			mapped[i] = [3]int{perm[tri[0]], perm[tri[1]], perm[tri[2]]}
			sort3(&mapped[i])
		}
		slices.SortFunc(mapped, compareTri)
		if !slices.Equal(base, mapped) {
			t.Fatalf("iteration %d: result depends on input order", it)
		}
	}
}

// TestDelaunayNearDegenerate triangulates points that are nearly
// collinear and nearly co-circular at the scale of one ulp.
func TestDelaunayNearDegenerate(t *testing.T) {
	var pts []Vec2
	// A 6x6 grid of consecutive floats around (0.5, 0.5) plus far points
	// on the diagonal, as in TestOrient2DUlpGrid.
	x := 0.5
	for range 6 {
		y := 0.5
		for range 6 {
			pts = append(pts, Vec2{x, y})
			y = math.Nextafter(y, 1)
		}
		x = math.Nextafter(x, 1)
	}
	pts = append(pts, Vec2{12, 12}, Vec2{24, 24}, Vec2{-3, 7})
	checkDelaunay(t, pts, mustDelaunay(t, pts), "ulp grid")

	// Points on a circle computed with sin/cos (nearly co-circular).
	pts = pts[:0]
	for k := range 40 {
		s, c := math.Sincos(float64(k) * 2 * math.Pi / 40)
		pts = append(pts, Vec2{100 + c, 100 + s})
	}
	pts = append(pts, Vec2{100, 100})
	checkDelaunay(t, pts, mustDelaunay(t, pts), "circle")
}

// TestDelaunayWork bounds the construction's work on 1,000 random points:
// the hull walks and edge tests grow about as n log n (17,499 steps here), so
// 40 per point allows for small changes to the algorithm while a quadratic
// regression (hundreds of thousands of steps) fails. Speed itself is
// BenchmarkDelaunay's business.
func TestDelaunayWork(t *testing.T) {
	const n = 1000
	pts := randomUnit(&splitMix{s: 1000}, n)
	tr, err := triangulate(pts)
	if err != nil {
		t.Fatal(err)
	}
	tris := tr.sortedTriangles()
	t.Logf("%d random points: %d triangles in %d steps", n, len(tris), tr.steps)
	if tr.steps > 40*n {
		t.Errorf("%d points took %d steps; the bound is %d", n, tr.steps, 40*n)
	}
	if err := validateDelaunay(pts, tris); err != nil {
		t.Error(err)
	}
}

func BenchmarkDelaunay(b *testing.B) {
	recs := loadVGB(b)
	r76 := recs[len(recs)-1]
	if len(r76.Points) != 76 {
		b.Fatalf("record %d has %d points, want 76", r76.Index, len(r76.Points))
	}
	p76 := make([]Vec2, len(r76.Points))
	for i, p := range r76.Points {
		p76[i] = Vec2(p)
	}
	for _, bc := range []struct {
		name string
		pts  []Vec2
	}{
		{"vgb76", p76},
		{"random76", randomUnit(&splitMix{s: 76}, 76)},
		{"random1000", randomUnit(&splitMix{s: 1000}, 1000)},
		{"lattice32x32", func() (p []Vec2) {
			for i := range 32 {
				for j := range 32 {
					p = append(p, Vec2{float64(i), float64(j)})
				}
			}
			return p
		}()},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Delaunay(bc.pts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// FuzzDelaunay decodes the input into a point set and checks that Delaunay
// never panics, that its errors are justified, and that every result passes
// the brute-force validity check.
//
// Encoding: the first byte selects the mode. Even: each following pair of
// bytes is a point with small integer coordinates (lots of degeneracies).
// Odd: each following 16 bytes are two raw float64s (any bit pattern,
// including NaN, ±Inf, subnormals and huge values).
func FuzzDelaunay(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6})
	f.Add([]byte{0, 0x00, 0x01, 0x02, 0x10, 0x11, 0x12, 0x20, 0x21, 0x22})
	f.Add([]byte{2, 0x00, 0x10, 0x20, 0x30, 0x01}) // collinear run + apex
	f.Add([]byte{0, 0x00, 0x00, 0x11})             // duplicate
	f.Add(append([]byte{1}, float64Bytes(0.5, 0.5, 12, 12, 24, 24, 0.5000000000000001, 0.5)...))
	f.Add(append([]byte{1}, float64Bytes(0, 0, 1, 0, math.NaN(), 1)...))
	f.Add(append([]byte{1}, float64Bytes(1e300, -1e300, 5e-324, 0, -1e-310, 1e308, 3, 3)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		var pts []Vec2
		if data[0]%2 == 0 {
			for i := 1; i+1 < len(data) && len(pts) < 40; i += 2 {
				pts = append(pts, Vec2{float64(data[i] % 16), float64(data[i+1] % 16)})
			}
		} else {
			for i := 1; i+16 <= len(data) && len(pts) < 24; i += 16 {
				pts = append(pts, Vec2{
					math.Float64frombits(le64(data[i:])),
					math.Float64frombits(le64(data[i+8:])),
				})
			}
		}
		tris, err := Delaunay(pts)
		switch {
		case err == nil:
			if err := validateDelaunay(pts, tris); err != nil {
				t.Fatalf("invalid triangulation of %v: %v\n%v", pts, err, tris)
			}
		case errors.Is(err, ErrTooFewPoints):
			if len(pts) >= 3 {
				t.Fatalf("ErrTooFewPoints for %d points", len(pts))
			}
		case errors.Is(err, ErrNonFinite):
			if !slices.ContainsFunc(pts, func(p Vec2) bool { return !Finite2(p) }) {
				t.Fatalf("ErrNonFinite for %v", pts)
			}
		case errors.Is(err, ErrDuplicatePoint):
			s := slices.Clone(pts)
			slices.SortFunc(s, CompareXY)
			if len(slices.Compact(s)) == len(pts) {
				t.Fatalf("ErrDuplicatePoint for distinct %v", pts)
			}
		case errors.Is(err, ErrCollinear):
			if !newRefGeom(pts).allCollinear() {
				t.Fatalf("ErrCollinear for %v", pts)
			}
		default:
			t.Fatalf("unexpected error for %v: %v", pts, err)
		}
	})
}

func le64(b []byte) uint64 {
	var v uint64
	for i := 7; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

func float64Bytes(xs ...float64) []byte {
	var out []byte
	for _, x := range xs {
		v := math.Float64bits(x)
		for range 8 {
			out = append(out, byte(v))
			v >>= 8
		}
	}
	return out
}

// TestCrossPlatformDigest pins a digest of many predicate results and
// triangulations (including heavily degenerate ones, where the choice among
// valid Delaunay triangulations matters). The results are exact and purely
// combinatorial, so the digest must be the same on every platform; run the
// tests natively and under GOOS=js GOARCH=wasm (and ideally on an FMA
// architecture such as arm64) to check.
func TestCrossPlatformDigest(t *testing.T) {
	const want = 0x6c736d8a73cec142 // recorded on linux/amd64
	h := fnv.New64a()
	put := func(v int) { fmt.Fprintf(h, "%d,", v) }
	r := &splitMix{s: 31337}
	for range 3000 {
		var p [4]Vec2
		var q [4]Vec3
		for k := range 4 {
			p[k] = Vec2{randomCoord(r), randomCoord(r)}
			q[k] = Vec3{randomCoord(r), randomCoord(r), randomCoord(r)}
		}
		p[2] = nearLine(r, p[0], p[1])
		put(Orient2D(p[0], p[1], p[2]))
		put(InCircle(p[0], p[1], p[2], p[3]))
		put(Orient3D(q[0], q[1], q[2], q[3]))
	}
	for it := range 40 {
		var pts []Vec2
		switch it % 3 {
		case 0:
			pts = randomDistinctInts(r, 40, 7)
		case 1:
			pts = randomUnit(r, 120)
		default:
			// Co-circular, non-integer coordinates.
			for k := range 36 {
				pts = append(pts, Vec2{float64(k%6) * 0.1, float64(k/6) * 0.1})
			}
		}
		tris, err := Delaunay(pts)
		if err != nil {
			t.Fatal(err)
		}
		for _, tri := range tris {
			put(tri[0])
			put(tri[1])
			put(tri[2])
		}
		put(-1)
		for _, v := range HullBoundary(pts) {
			put(v)
		}
		put(-2)
	}
	if got := h.Sum64(); got != want {
		t.Errorf("digest = %#x, want %#x", got, uint64(want))
	}
}
