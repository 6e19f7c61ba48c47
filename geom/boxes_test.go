package geom

import (
	"math"
	"testing"
)

func box(x0, y0, z0, x1, y1, z1 int64) IntBox {
	return IntBox{Min: [3]int64{x0, y0, z0}, Max: [3]int64{x1, y1, z1}}
}

func TestBoxVolume(t *testing.T) {
	cases := []struct {
		b    IntBox
		v    uint64
		ok   bool
		name string
	}{
		{box(0, 0, 0, 5, 3, 2), 30, true, "plain"},
		{box(-3, -1, 7, 2, 2, 9), 30, true, "negative corners"},
		{box(0, 0, 0, 0, 3, 2), 0, true, "flat"},
		{box(5, 0, 0, 0, 3, 2), 0, true, "inverted"},
		{box(math.MinInt64, 0, 0, math.MaxInt64, 1, 1), math.MaxUint64, true, "the widest span"},
		{box(math.MinInt64, 0, 0, math.MaxInt64, 2, 1), 0, false, "overflow"},
		{box(0, 0, 0, 1<<32, 1<<32, 1), 0, false, "overflow at 2^64"},
		{box(0, 0, 0, 1<<31, 1<<32, 2), 0, false, "overflow on the last axis"},
		{box(0, 0, 0, 1<<31, 1<<32, 1), 1 << 63, true, "2^63"},
	}
	for _, c := range cases {
		v, ok := c.b.Volume()
		if v != c.v || ok != c.ok {
			t.Errorf("%s: volume %d, %v; want %d, %v", c.name, v, ok, c.v, c.ok)
		}
	}
	if box(0, 0, 0, 1, 1, 1).Valid() != true || box(0, 0, 0, 1, 0, 1).Valid() || box(0, 2, 0, 1, 1, 1).Valid() {
		t.Error("Valid")
	}
}

func TestBoxOverlaps(t *testing.T) {
	a := box(0, 0, 0, 5, 3, 2)
	cases := []struct {
		b    IntBox
		want bool
		name string
	}{
		{box(0, 0, 0, 5, 3, 2), true, "identical"},
		{box(5, 0, 0, 10, 3, 2), false, "face contact"},
		{box(5, 3, 2, 6, 4, 3), false, "corner contact"},
		{box(4, 2, 1, 6, 4, 3), true, "corner overlap"},
		{box(1, 1, -5, 2, 2, 10), true, "piercing"},
		{box(1, 1, 2, 2, 2, 10), false, "resting on top"},
		{box(-10, -10, -10, 10, 10, 10), true, "containing"},
	}
	for _, c := range cases {
		if a.Overlaps(c.b) != c.want || c.b.Overlaps(a) != c.want {
			t.Errorf("%s: overlaps = %v", c.name, !c.want)
		}
	}
}

func TestOverlappingBoxes(t *testing.T) {
	boxes := []IntBox{
		box(0, 0, 0, 5, 3, 2),   // 0
		box(5, 0, 0, 10, 3, 2),  // 1 touches 0
		box(9, 2, 1, 12, 4, 3),  // 2 overlaps 1
		box(20, 0, 0, 21, 1, 1), // 3 alone
		box(0, 0, 0, 1, 1, 1),   // 4 inside 0
		box(-4, 0, 0, 30, 1, 1), // 5 crosses 0, 1, 3, 4
	}
	got, total := OverlappingBoxes(boxes, 10)
	want := [][2]int{{0, 4}, {0, 5}, {1, 2}, {1, 5}, {3, 5}, {4, 5}}
	if len(got) != len(want) || total != len(want) {
		t.Fatalf("pairs %v (%d in all), want %v", got, total, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("pairs %v, want %v", got, want)
		}
	}
	if got, total := OverlappingBoxes(boxes, 2); len(got) != 2 || got[0] != want[0] || got[1] != want[1] || total != 6 {
		t.Errorf("limit 2: %v, %d in all", got, total)
	}
	if got, total := OverlappingBoxes(boxes[:2], 5); len(got) != 0 || total != 0 {
		t.Errorf("touching boxes: %v, %d", got, total)
	}
}
