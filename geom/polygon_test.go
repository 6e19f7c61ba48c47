package geom

import (
	"math"
	"runtime"
	"testing"
)

func polyRect(x0, y0, x1, y1 float64) []Vec2 {
	return []Vec2{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

func polyShift(ring []Vec2, d Vec2) []Vec2 {
	out := make([]Vec2, len(ring))
	for i, p := range ring {
		out[i] = p.Add(d)
	}
	return out
}

// polyRasterUnion estimates the union area by sampling an n×n grid over
// [lo, hi]², with PointInPolygon: an independent check of UnionArea.
func polyRasterUnion(polys [][]Vec2, lo, hi float64, n int) float64 {
	h := (hi - lo) / float64(n)
	count := 0
	for j := 0; j < n; j++ {
		for i := 0; i < n; i++ {
			p := Vec2{lo + (float64(i)+0.5)*h, lo + (float64(j)+0.5)*h}
			for _, q := range polys {
				if PointInPolygon(p, q) {
					count++
					break
				}
			}
		}
	}
	return float64(count) * h * h
}

func polyRandomConvex(r *splitMix, c Vec2, rad float64) []Vec2 {
	pts := make([]Vec2, 3+r.intn(6))
	for i := range pts {
		pts[i] = c.Add(Vec2{(r.float()*2 - 1) * rad, (r.float()*2 - 1) * rad})
	}
	return ConvexPolygon(pts)
}

func TestAreasOfKnownPolygons(t *testing.T) {
	sq := polyRect(0, 0, 2, 3)
	if a := SignedArea(sq); a != 6 {
		t.Fatalf("rectangle area %v", a)
	}
	rev := CounterClockwise([]Vec2{{0, 3}, {2, 3}, {2, 0}, {0, 0}})
	if SignedArea(rev) != 6 || rev[0] != (Vec2{0, 0}) {
		t.Fatalf("CounterClockwise gave %v", rev)
	}
	if SignedArea(sq[:2]) != 0 {
		t.Fatal("a two-point ring has area")
	}
	// Far from the origin the area keeps its precision.
	if a := SignedArea(polyShift(sq, Vec2{1e9, -1e9})); a != 6 {
		t.Fatalf("shifted rectangle area %v", a)
	}
	// The regular polygons of the tetrahedra task (areas from its spec).
	for _, c := range []struct {
		n    int
		r, a float64
	}{{100, 2, 12.558104}, {5, 2, 9.510565}, {6, 2, 10.392305}, {8, 2, 11.313708}, {4, 1, 2}} {
		if a := SignedArea(RegularPolygon(c.n, c.r)); math.Abs(a-c.a) > 1e-6 {
			t.Errorf("%d-gon of radius %v: area %v, want %v", c.n, c.r, a, c.a)
		}
	}
	sqr := RegularPolygon(4, 1)
	if sqr[1] != (Vec2{0, 1}) || sqr[2] != (Vec2{-1, 0}) || sqr[3] != (Vec2{0, -1}) {
		t.Fatalf("RegularPolygon(4, 1) = %v", sqr)
	}
	lo, hi := Bounds2(RegularPolygon(4, 2))
	if lo != (Vec2{-2, -2}) || hi != (Vec2{2, 2}) {
		t.Fatalf("Bounds2 = %v %v", lo, hi)
	}
}

func TestPointInPolygon(t *testing.T) {
	l := []Vec2{{-2, -2}, {2, -2}, {2, -1}, {-1, -1}, {-1, 2}, {-2, 2}}
	for _, c := range []struct {
		p  Vec2
		in bool
	}{{Vec2{-1.5, 0}, true}, {Vec2{0, -1.5}, true}, {Vec2{0, 0}, false}, {Vec2{3, 0}, false}, {Vec2{-1.5, 1.9}, true}} {
		if PointInPolygon(c.p, l) != c.in {
			t.Errorf("PointInPolygon(%v) = %v", c.p, !c.in)
		}
	}
}

func TestClipAndDifference(t *testing.T) {
	a := polyRect(0, 0, 2, 2)
	b := polyRect(1, 1, 3, 4)
	if got := SignedArea(ClipConvex(a, b)); got != 1 {
		t.Fatalf("overlap area %v", got)
	}
	if got := ClipConvex(a, polyRect(5, 5, 6, 6)); got != nil {
		t.Fatalf("disjoint clip gave %v", got)
	}
	// Sharing only an edge: no area.
	if got := ClipConvex(a, polyRect(2, 0, 3, 2)); got != nil {
		t.Fatalf("edge contact gave %v", got)
	}
	if got := SignedArea(ClipConvex(a, polyRect(-1, -1, 3, 3))); got != 4 {
		t.Fatalf("containing clip gave %v", got)
	}
	pieces := DifferenceConvex(a, b)
	sum := 0.0
	for _, p := range pieces {
		sum += SignedArea(p)
		if c := ClipConvex(p, b); c != nil && SignedArea(c) > 1e-12 {
			t.Fatalf("a difference piece %v overlaps the clip", p)
		}
	}
	if sum != 3 {
		t.Fatalf("difference area %v, want 3", sum)
	}
	if d := DifferenceConvex(a, polyRect(-1, -1, 3, 3)); len(d) != 0 {
		t.Fatalf("difference with a superset: %v", d)
	}
	r := &splitMix{s: 3}
	for i := 0; i < 500; i++ {
		p := polyRandomConvex(r, Vec2{0, 0}, 1)
		q := polyRandomConvex(r, Vec2{r.float() - 0.5, r.float() - 0.5}, 1)
		if len(p) < 3 || len(q) < 3 {
			continue
		}
		in := 0.0
		if c := ClipConvex(p, q); c != nil {
			in = SignedArea(c)
		}
		out := 0.0
		for _, d := range DifferenceConvex(p, q) {
			out += SignedArea(d)
		}
		if math.Abs(in+out-SignedArea(p)) > 1e-12 {
			t.Fatalf("clip %v + difference %v ≠ area %v", in, out, SignedArea(p))
		}
	}
}

func TestUnionAreaExactCases(t *testing.T) {
	a := polyRect(0, 0, 2, 2)
	cases := []struct {
		name  string
		polys [][]Vec2
		want  float64
	}{
		{"empty", nil, 0},
		{"one", [][]Vec2{a}, 4},
		{"clockwise", [][]Vec2{{{0, 0}, {0, 2}, {2, 2}, {2, 0}}}, 4},
		{"duplicates", [][]Vec2{a, a, a}, 4},
		{"overlap", [][]Vec2{a, polyRect(1, 1, 3, 3)}, 7},
		{"shared edge, opposite sides", [][]Vec2{a, polyRect(2, 0, 4, 2)}, 8},
		{"shared edge, same side", [][]Vec2{a, polyRect(0, 0, 1, 2)}, 4},
		{"partly shared edge", [][]Vec2{a, polyRect(1, -1, 3, 1)}, 7},
		{"contained", [][]Vec2{polyRect(0.5, 0.5, 1, 1), a}, 4},
		{"corner touch", [][]Vec2{a, polyRect(2, 2, 3, 3)}, 5},
		{"flat ring ignored", [][]Vec2{a, {{5, 5}, {6, 5}, {7, 5}}}, 4},
		{"cross", [][]Vec2{polyRect(-2, -0.5, 2, 0.5), polyRect(-0.5, -2, 0.5, 2)}, 7},
	}
	for _, c := range cases {
		if got := UnionArea(c.polys); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: union area %v, want %v", c.name, got, c.want)
		}
	}
	// 36 squares of side 1/√2 overlapping to cover [-2, 2]² exactly (the
	// tetrahedra spec's T-T1 layout).
	s := 1 / math.Sqrt2
	step := (4 - s) / 5
	var sq [][]Vec2
	for i := 0; i < 6; i++ {
		for j := 0; j < 6; j++ {
			x, y := -2+float64(i)*step, -2+float64(j)*step
			sq = append(sq, polyRect(x, y, x+s, y+s))
		}
	}
	if got := UnionArea(sq); math.Abs(got-16) > 1e-12 {
		t.Fatalf("36 squares: %v", got)
	}
}

func TestUnionAreaAgainstInclusionExclusionAndRaster(t *testing.T) {
	r := &splitMix{s: 9}
	n := 400
	if runtime.GOOS == "js" {
		n = 100
	}
	for i := 0; i < n; i++ {
		p := polyRandomConvex(r, Vec2{0, 0}, 1)
		q := polyRandomConvex(r, Vec2{r.float() - 0.5, r.float() - 0.5}, 1)
		if len(p) < 3 || len(q) < 3 {
			continue
		}
		both := 0.0
		if c := ClipConvex(p, q); c != nil {
			both = SignedArea(c)
		}
		want := SignedArea(p) + SignedArea(q) - both
		if got := UnionArea([][]Vec2{p, q}); math.Abs(got-want) > 1e-12 {
			t.Fatalf("union of two: %v, inclusion–exclusion %v", got, want)
		}
	}
	// Many polygons at once against a raster estimate.
	var polys [][]Vec2
	for i := 0; i < 25; i++ {
		polys = append(polys, polyRandomConvex(r, Vec2{r.float()*4 - 2, r.float()*4 - 2}, 0.8))
	}
	got := UnionArea(polys)
	est := polyRasterUnion(polys, -3, 3, 600)
	if math.Abs(got-est) > 0.02 {
		t.Fatalf("union of 25: %v, raster estimate %v", got, est)
	}
	// Order does not matter.
	rev := make([][]Vec2, len(polys))
	for i, p := range polys {
		rev[len(polys)-1-i] = p
	}
	if back := UnionArea(rev); math.Abs(back-got) > 1e-12 {
		t.Fatalf("reversed order: %v vs %v", back, got)
	}
}
