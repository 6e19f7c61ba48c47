package geom

import (
	"math"
	"math/big"
	"runtime"
	"testing"
)

func r2(t testing.TB, x, y float64) Rat2 {
	t.Helper()
	p, ok := RatOf(Vec2{x, y})
	if !ok {
		t.Fatalf("RatOf(%v, %v) failed", x, y)
	}
	return p
}

func TestSegmentIntersectionCases(t *testing.T) {
	cases := []struct {
		name       string
		a, b, c, d Vec2
		want       Contact
		at         []Vec2
	}{
		{"diagonals cross", Vec2{0, 0}, Vec2{1, 1}, Vec2{0, 1}, Vec2{1, 0}, Crossing, []Vec2{{0.5, 0.5}}},
		{"T junction", Vec2{0, 0}, Vec2{2, 0}, Vec2{1, 0}, Vec2{1, 5}, Touching, []Vec2{{1, 0}}},
		{"shared endpoint", Vec2{0, 0.5}, Vec2{1, 0.5}, Vec2{0.5, 0}, Vec2{1, 0.5}, Touching, []Vec2{{1, 0.5}}},
		{"parallel apart", Vec2{0, 0}, Vec2{1, 0}, Vec2{0, 1}, Vec2{1, 1}, Apart, nil},
		{"lines cross outside", Vec2{0, 0}, Vec2{1, 0}, Vec2{2, -1}, Vec2{2, 1}, Apart, nil},
		{"collinear overlap", Vec2{0, 0}, Vec2{2, 2}, Vec2{3, 3}, Vec2{1, 1}, Overlapping, []Vec2{{1, 1}, {2, 2}}},
		{"collinear end to end", Vec2{0, 0}, Vec2{1, 0}, Vec2{2, 0}, Vec2{1, 0}, Touching, []Vec2{{1, 0}}},
		{"collinear apart", Vec2{0, 0}, Vec2{1, 0}, Vec2{2, 0}, Vec2{3, 0}, Apart, nil},
		{"identical", Vec2{0, 0.2}, Vec2{1, 0.7}, Vec2{1, 0.7}, Vec2{0, 0.2}, Overlapping, []Vec2{{0, 0.2}, {1, 0.7}}},
		{"point on segment", Vec2{0.5, 0.5}, Vec2{0.5, 0.5}, Vec2{0, 0}, Vec2{1, 1}, Touching, []Vec2{{0.5, 0.5}}},
		{"point off segment", Vec2{0.5, 0.6}, Vec2{0.5, 0.6}, Vec2{0, 0}, Vec2{1, 1}, Apart, nil},
		{"two equal points", Vec2{0.3, 0.3}, Vec2{0.3, 0.3}, Vec2{0.3, 0.3}, Vec2{0.3, 0.3}, Touching, []Vec2{{0.3, 0.3}}},
	}
	for _, c := range cases {
		k, pts := SegmentIntersection(r2(t, c.a[0], c.a[1]), r2(t, c.b[0], c.b[1]), r2(t, c.c[0], c.c[1]), r2(t, c.d[0], c.d[1]))
		if k != c.want || len(pts) != len(c.at) {
			t.Errorf("%s: got %v at %v, want %v at %v", c.name, k, pts, c.want, c.at)
			continue
		}
		for i := range pts {
			if pts[i].Vec2() != c.at[i] {
				t.Errorf("%s: point %d is %v, want %v", c.name, i, pts[i], c.at[i])
			}
		}
		if got := SegmentContact(c.a, c.b, c.c, c.d); got != c.want {
			t.Errorf("%s: SegmentContact = %v", c.name, got)
		}
		// The relation is symmetric in the two segments.
		if got := SegmentContact(c.c, c.d, c.a, c.b); got != c.want {
			t.Errorf("%s: swapped SegmentContact = %v", c.name, got)
		}
	}
}

// The crossing point is exact: the diagonals of a float quadrilateral meet at a
// rational point that lies exactly on both, which no float computation gives.
func TestLineIntersectionIsExact(t *testing.T) {
	a, b := r2(t, 0.1, 0.2), r2(t, 0.7, 0.3)
	c, d := r2(t, 0.3, 0.05), r2(t, 0.2, 0.9)
	p, ok := LineIntersection(a, b, c, d)
	if !ok {
		t.Fatal("lines reported parallel")
	}
	if OrientRat(a, b, p) != 0 || OrientRat(c, d, p) != 0 {
		t.Fatalf("%v is not on both lines", p)
	}
	if !OnSegmentRat(p, a, b) || !OnSegmentRat(p, c, d) {
		t.Fatalf("%v is not on both segments", p)
	}
	// The same line moved up by exactly 1 is parallel; the float-looking
	// (0.1, 1.2)-(0.7, 1.3) is not, since 1.3-1.2 != 0.3-0.2 in float64.
	one := big.NewRat(1, 1)
	up := func(p Rat2) Rat2 { return Rat2{p[0], new(big.Rat).Add(p[1], one)} }
	if _, ok := LineIntersection(a, b, up(a), up(b)); ok {
		t.Fatal("parallel lines intersected")
	}
	if _, ok := LineIntersection(a, b, r2(t, 0.1, 1.2), r2(t, 0.7, 1.3)); !ok {
		t.Fatal("nearly parallel float lines were taken as parallel")
	}
	if _, ok := LineIntersection(a, a, c, d); ok {
		t.Fatal("a degenerate line intersected")
	}
}

func TestOnSegmentFloat(t *testing.T) {
	if !OnSegment(Vec2{0.1, 0.1}, Vec2{0, 0}, Vec2{0.3, 0.3}) {
		t.Error("(0.1, 0.1) is on the diagonal")
	}
	// 0.1 + 0.2 != 0.3 in floats: (0.1, 0.2) is not exactly on the segment
	// from (0, 0) to (0.1, 0.2)+(0.1, 0.2)... but it is on the one to (0.2, 0.4).
	if !OnSegment(Vec2{0.1, 0.2}, Vec2{0, 0}, Vec2{0.2, 0.4}) {
		t.Error("(0.1, 0.2) is on the segment to (0.2, 0.4)")
	}
	if OnSegment(Vec2{0.1, 0.2000000001}, Vec2{0, 0}, Vec2{0.2, 0.4}) {
		t.Error("a point just off the segment was accepted")
	}
	if OnSegment(Vec2{0.3, 0.6}, Vec2{0, 0}, Vec2{0.2, 0.4}) {
		t.Error("a collinear point beyond the end was accepted")
	}
	if OnSegment(Vec2{math.NaN(), 0}, Vec2{0, 0}, Vec2{1, 0}) {
		t.Error("NaN was accepted")
	}
	if _, ok := RatOf(Vec2{math.Inf(1), 0}); ok {
		t.Error("RatOf accepted an infinity")
	}
}

// refContact decides the contact of two segments on a small integer grid from
// the parametric equations a + s(b-a) = c + t(d-c), independently of
// SegmentIntersection's orientation tests.
func refContact(a, b, c, d [2]int64) Contact {
	ux, uy := b[0]-a[0], b[1]-a[1]
	wx, wy := d[0]-c[0], d[1]-c[1]
	den := ux*wy - uy*wx
	cx, cy := c[0]-a[0], c[1]-a[1]
	if den != 0 {
		s := big.NewRat(cx*wy-cy*wx, den)
		tt := big.NewRat(cx*uy-cy*ux, den)
		zero, one := new(big.Rat), big.NewRat(1, 1)
		in := func(r *big.Rat) int { // 0 outside, 1 at an end, 2 inside
			switch {
			case r.Cmp(zero) < 0 || r.Cmp(one) > 0:
				return 0
			case r.Cmp(zero) == 0 || r.Cmp(one) == 0:
				return 1
			}
			return 2
		}
		switch is, it := in(s), in(tt); {
		case is == 0 || it == 0:
			return Apart
		case is == 2 && it == 2:
			return Crossing
		}
		return Touching
	}
	// Parallel, or a degenerate segment: sample the common points along a fine
	// grid of parameters (endpoints are integers, so shared pieces show).
	common := 0
	const n = 60
	for i := 0; i <= n; i++ {
		// Points of ab at parameter i/n, scaled by n.
		px, py := a[0]*n+int64(i)*ux, a[1]*n+int64(i)*uy
		if onScaled(px, py, c, d, n) {
			common++
		}
		qx, qy := c[0]*n+int64(i)*wx, c[1]*n+int64(i)*wy
		if onScaled(qx, qy, a, b, n) {
			common++
		}
	}
	switch {
	case common == 0:
		return Apart
	case a == b || c == d:
		return Touching
	}
	// Distinct common points mean a shared piece.
	pts := map[[2]int64]bool{}
	for i := 0; i <= n; i++ {
		px, py := a[0]*n+int64(i)*ux, a[1]*n+int64(i)*uy
		if onScaled(px, py, c, d, n) {
			pts[[2]int64{px, py}] = true
		}
	}
	if len(pts) > 1 {
		return Overlapping
	}
	return Touching
}

// onScaled reports whether the point (px, py)/n lies on the segment cd.
func onScaled(px, py int64, c, d [2]int64, n int64) bool {
	cx, cy, dx, dy := c[0]*n, c[1]*n, d[0]*n, d[1]*n
	if (dx-cx)*(py-cy)-(dy-cy)*(px-cx) != 0 {
		return false
	}
	return min(cx, dx) <= px && px <= max(cx, dx) && min(cy, dy) <= py && py <= max(cy, dy)
}

func TestSegmentIntersectionRandom(t *testing.T) {
	r := &splitMix{s: 2026}
	counts := map[Contact]int{}
	pt := func() [2]int64 { return [2]int64{int64(r.intn(5)), int64(r.intn(5))} }
	rat := func(p [2]int64) Rat2 { return Rat2{big.NewRat(p[0], 1), big.NewRat(p[1], 1)} }
	n := 4000
	if runtime.GOOS == "js" {
		n = 1000
	}
	for it := 0; it < n; it++ {
		a, b, c, d := pt(), pt(), pt(), pt()
		want := refContact(a, b, c, d)
		got, pts := SegmentIntersection(rat(a), rat(b), rat(c), rat(d))
		counts[got]++
		if got != want {
			t.Fatalf("%v-%v and %v-%v: got %v, want %v", a, b, c, d, got, want)
		}
		for _, p := range pts {
			if !OnSegmentRat(p, rat(a), rat(b)) || !OnSegmentRat(p, rat(c), rat(d)) {
				t.Fatalf("%v-%v and %v-%v: %v is not on both", a, b, c, d, p)
			}
		}
		if got == Overlapping && pts[0].Equal(pts[1]) {
			t.Fatalf("%v-%v and %v-%v: overlap of zero length", a, b, c, d)
		}
	}
	for k := Apart; k <= Overlapping; k++ {
		if counts[k] == 0 {
			t.Errorf("no random case was %v", k)
		}
	}
}
