package solid

import (
	"math"
	"testing"
)

func TestSampledVolumeAndBodies(t *testing.T) {
	a, _ := Box(Vec3{0, 0, 0}, Vec3{4, 2, 2})
	b, _ := Box(Vec3{1, -1, -1}, Vec3{2, 3, 3})
	c, _ := Box(Vec3{10, 0, 0}, Vec3{11, 1, 1})
	// Cell-aligned boxes: sampling is exact.
	if v, ok := SampledVolume(Union(a, b), 0.5, 1000); !ok || math.Abs(v-(16+16-4)) > 1e-9 {
		t.Errorf("union volume %v %v, want 28", v, ok)
	}
	if v, ok := SampledVolume(Difference(a, b), 0.25, 10000); !ok || math.Abs(v-12) > 1e-9 {
		t.Errorf("difference volume %v %v, want 12", v, ok)
	}
	if _, ok := SampledVolume(a, 0.001, 1000); ok {
		t.Error("a grid past maxRays should be refused")
	}
	cases := []struct {
		s    Solid
		want int
	}{
		{a, 1}, {Union(a, b), 1}, {Union(a, c), 2}, {Difference(a, b), 2}, {Union(a, b, c), 2},
	}
	for i, cs := range cases {
		if n, ok := Bodies(cs.s, 0.25, 100000); !ok || n != cs.want {
			t.Errorf("case %d: %d bodies (%v), want %d", i, n, ok, cs.want)
		}
	}
	if n, ok := Bodies(Intersection(a, c), 0.25, 1000); !ok || n != 0 {
		t.Errorf("empty: %d %v", n, ok)
	}
}
