package solid

import (
	"math"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// unit is a small deterministic stream of numbers in [0, 1) for the test
// (geom may not import the tasks' generator).
type unit struct{ x uint64 }

func (u *unit) Float64() float64 {
	u.x ^= u.x << 13
	u.x ^= u.x >> 7
	u.x ^= u.x << 17
	return float64(u.x>>11) / (1 << 53)
}

// The Clipper's volumes are ClipAll's, for prisms of either orientation cut
// by random half-spaces and by a sphere's faces, and it allocates nothing
// once its arrays have grown.
func TestClipperMatchesClipAll(t *testing.T) {
	r := &unit{x: 88172645463325252}
	sphere, err := Sphere(60, 16)
	if err != nil {
		t.Fatal(err)
	}
	var k Clipper
	for trial := 0; trial < 400; trial++ {
		cx, cy := 120*r.Float64()-60, 120*r.Float64()-60
		s, c := portable.SinCos(2 * math.Pi * r.Float64())
		hx, hy := 2+20*r.Float64(), 2+10*r.Float64()
		base := []geom.Vec2{
			{cx - hx*c + hy*s, cy - hx*s - hy*c}, {cx + hx*c + hy*s, cy + hx*s - hy*c},
			{cx + hx*c - hy*s, cy + hx*s + hy*c}, {cx - hx*c - hy*s, cy - hx*s + hy*c},
		}
		if trial%2 == 1 {
			base[1], base[3] = base[3], base[1] // clockwise
		}
		z0 := 80*r.Float64() - 40
		z1 := z0 + 1 + 20*r.Float64()
		planes := sphere.Planes
		if trial%3 == 0 {
			planes = nil
			for i := 0; i < 3; i++ {
				n := geom.Normalize3(Vec3{r.Float64() - 0.5, r.Float64() - 0.5, r.Float64() - 0.5})
				planes = append(planes, Plane{N: n, D: 20 * (r.Float64() - 0.5)})
			}
		}
		p, err := Prism(base, z0, z1)
		if err != nil {
			t.Fatal(err)
		}
		want := 0.0
		if q := p.ClipAll(planes); q != nil {
			want = q.Volume()
		}
		got := k.PrismVolumeWithin(base, z0, z1, planes)
		if math.Abs(got-want) > 1e-9*p.Volume() {
			t.Fatalf("trial %d: PrismVolumeWithin %v, ClipAll %v", trial, got, want)
		}
	}
	base := []geom.Vec2{{40, -8}, {72, -8}, {72, 8}, {40, 8}}
	if a := testing.AllocsPerRun(100, func() { k.PrismVolumeWithin(base, 0, 9.6, sphere.Planes) }); a > 2 {
		t.Errorf("PrismVolumeWithin allocates %v times a call", a)
	}
	for _, bad := range [][]geom.Vec2{
		{{0, 0}, {1, 1}, {2, 2}},                 // flat
		{{0, 0}, {1, 0}, {2, 0}, {2, 2}},         // three corners in line
		{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}, // not convex
	} {
		if _, err := Prism(bad, 0, 1); err == nil {
			t.Fatalf("Prism accepts %v", bad)
		}
		if v := k.PrismVolumeWithin(bad, 0, 1, nil); v != 0 {
			t.Errorf("the base %v, which Prism refuses, has volume %v", bad, v)
		}
	}
	if v := k.PrismVolumeWithin(base, 1, 1, nil); v != 0 {
		t.Errorf("a prism without height has volume %v", v)
	}
}

func BenchmarkClipper(b *testing.B) {
	sphere, _ := Sphere(180, 16)
	base := []geom.Vec2{{160, -8}, {192, -8}, {192, 8}, {160, 8}}
	p, _ := Prism(base, 0, 9.6)
	var k Clipper
	b.Run("ClipAll", func(b *testing.B) {
		for b.Loop() {
			p.ClipAll(sphere.Planes).Volume()
		}
	})
	b.Run("Prism+ClipAll", func(b *testing.B) {
		for b.Loop() {
			q, _ := Prism(base, 0, 9.6)
			q.ClipAll(sphere.Planes).Volume()
		}
	})
	b.Run("PrismVolumeWithin", func(b *testing.B) {
		for b.Loop() {
			k.PrismVolumeWithin(base, 0, 9.6, sphere.Planes)
		}
	})
}
