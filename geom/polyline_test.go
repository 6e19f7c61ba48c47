package geom

import (
	"math"
	"runtime"
	"testing"

	"github.com/scbench/scbench/geom/portable"
)

func TestSegmentsStraddleUpstreamOutcomes(t *testing.T) {
	cases := []struct {
		name           string
		p1, p2, q1, q2 Vec2
		straddle       bool
		cross, touch   bool
	}{
		{"proper crossing", Vec2{0, 0}, Vec2{2, 2}, Vec2{0, 2}, Vec2{2, 0}, true, true, true},
		{"disjoint", Vec2{0, 0}, Vec2{1, 0}, Vec2{0, 1}, Vec2{1, 1}, false, false, false},
		// The spec's T-touch: the stem's foot lies on the first segment. The strict
		// test counts it in one orientation only.
		{"T-touch up", Vec2{0, 0}, Vec2{2, 0}, Vec2{1, 0}, Vec2{1, 1}, true, false, true},
		{"T-touch down", Vec2{0, 0}, Vec2{2, 0}, Vec2{1, 0}, Vec2{1, -1}, false, false, true},
		{"collinear overlap", Vec2{0, 0}, Vec2{2, 0}, Vec2{1, 0}, Vec2{3, 0}, false, false, true},
		{"collinear apart", Vec2{0, 0}, Vec2{1, 0}, Vec2{2, 0}, Vec2{3, 0}, false, false, false},
		// A shared endpoint straddles: callers that copy upstream exclude such pairs first.
		{"shared endpoint", Vec2{0, 0}, Vec2{1, 0}, Vec2{1, 0}, Vec2{1, 1}, true, false, true},
		{"near miss", Vec2{0, 0}, Vec2{2, 0}, Vec2{1, 1e-300}, Vec2{1, 1}, false, false, false},
		{"point on segment", Vec2{0, 0}, Vec2{2, 2}, Vec2{1, 1}, Vec2{1, 1}, false, false, true},
	}
	for _, c := range cases {
		if got := SegmentsStraddle(c.p1, c.p2, c.q1, c.q2); got != c.straddle {
			t.Errorf("%s: SegmentsStraddle = %v, want %v", c.name, got, c.straddle)
		}
		if got := SegmentsCross(c.p1, c.p2, c.q1, c.q2); got != c.cross {
			t.Errorf("%s: SegmentsCross = %v, want %v", c.name, got, c.cross)
		}
		for _, sw := range [][4]Vec2{{c.p1, c.p2, c.q1, c.q2}, {c.q2, c.q1, c.p1, c.p2}, {c.p2, c.p1, c.q1, c.q2}} {
			if got := SegmentsTouch(sw[0], sw[1], sw[2], sw[3]); got != c.touch {
				t.Errorf("%s (%v): SegmentsTouch = %v, want %v", c.name, sw, got, c.touch)
			}
		}
	}
	if SegmentsTouch(Vec2{0, 0}, Vec2{math.NaN(), 0}, Vec2{0, 0}, Vec2{1, 1}) {
		t.Error("NaN segment touches")
	}
}

// The exact predicates agree with the naive float formula wherever the latter is
// far from zero, on random segments.
func TestSegmentsRandomAgreeWithFloat(t *testing.T) {
	r := &splitMix{s: 7}
	n := 20000
	if runtime.GOOS == "js" {
		n = 2000
	}
	for i := 0; i < n; i++ {
		var v [4]Vec2
		for k := range v {
			v[k] = Vec2{float64(r.intn(9)), float64(r.intn(9))}
		}
		o := func(a, b, c Vec2) float64 { return (b[0]-a[0])*(c[1]-a[1]) - (b[1]-a[1])*(c[0]-a[0]) }
		want := (o(v[0], v[2], v[3]) > 0) != (o(v[1], v[2], v[3]) > 0) && (o(v[0], v[1], v[2]) > 0) != (o(v[0], v[1], v[3]) > 0)
		if got := SegmentsStraddle(v[0], v[1], v[2], v[3]); got != want {
			t.Fatalf("%v: straddle %v, float formula %v", v, got, want)
		}
		if SegmentsCross(v[0], v[1], v[2], v[3]) && !SegmentsTouch(v[0], v[1], v[2], v[3]) {
			t.Fatalf("%v: crosses but does not touch", v)
		}
	}
}

func TestTrigMatchesMath(t *testing.T) {
	r := &splitMix{s: 3}
	n := 20000
	if runtime.GOOS == "js" {
		n = 2000
	}
	worst := 0.0
	for i := 0; i < n; i++ {
		th := (r.float()*2 - 1) * 1000
		if i%3 == 0 {
			th = (r.float()*2 - 1) * 4
		}
		s, c := portable.SinCos(th)
		worst = math.Max(worst, math.Max(math.Abs(s-math.Sin(th)), math.Abs(c-math.Cos(th))))
		y, x := r.float()*2-1, r.float()*2-1
		if d := math.Abs(portable.Atan2(y, x) - math.Atan2(y, x)); d > 1e-15 {
			t.Fatalf("portable.Atan2(%v, %v) = %v, math says %v", y, x, portable.Atan2(y, x), math.Atan2(y, x))
		}
	}
	if worst > 1e-15 {
		t.Fatalf("SinCos differs from math by %g", worst)
	}
	for _, c := range []struct{ th, s, c float64 }{{0, 0, 1}, {math.Pi / 2, 1, 0}, {math.Pi, 0, -1}, {-math.Pi / 2, -1, 0}, {3 * math.Pi / 2, -1, 0}} {
		s, co := portable.SinCos(c.th)
		if math.Abs(s-c.s) > 1e-15 || math.Abs(co-c.c) > 1e-15 {
			t.Errorf("portable.SinCos(%v) = %v, %v", c.th, s, co)
		}
	}
	if s, _ := portable.SinCos(math.Inf(1)); !math.IsNaN(s) {
		t.Error("portable.SinCos(Inf) is not NaN")
	}
	for _, c := range [][3]float64{{0, 1, 0}, {0, -1, math.Pi}, {1, 0, math.Pi / 2}, {-1, 0, -math.Pi / 2}, {0, 0, 0}} {
		if got := portable.Atan2(c[0], c[1]); got != c[2] {
			t.Errorf("portable.Atan2(%v, %v) = %v, want %v", c[0], c[1], got, c[2])
		}
	}
}

func TestVertexAngle(t *testing.T) {
	cases := []struct {
		a, b, c Vec2
		want    float64
	}{
		{Vec2{0, 0}, Vec2{1, 0}, Vec2{2, 0}, 180},
		{Vec2{0, 0}, Vec2{1, 0}, Vec2{1, 1}, 90},
		{Vec2{0, 0}, Vec2{1, 0}, Vec2{0, 0}, 0},
		{Vec2{0, 0}, Vec2{1, 0}, Vec2{1, 0}, 0},
		{Vec2{0, 0}, Vec2{1, 0}, Vec2{0.5, math.Sqrt(3) / 2}, 60},
		{Vec2{0, 0}, Vec2{1, 0}, Vec2{math.Inf(1), 0}, 0},
	}
	for _, c := range cases {
		if got := VertexAngle(c.a, c.b, c.c); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("VertexAngle(%v, %v, %v) = %v, want %v", c.a, c.b, c.c, got, c.want)
		}
	}
}
