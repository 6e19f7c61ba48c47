package solid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAlignedBoxAnswersAsItsPolytope compares an AlignedBox with the Convex
// it stands for, bit for bit, on rays and points that graze faces, edges
// and corners as well as random ones; a turned box is not an AlignedBox.
func TestAlignedBoxAnswersAsItsPolytope(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 5))
	coord := func() float64 {
		if rnd.IntN(2) == 0 {
			return float64(rnd.IntN(9) - 4) // on a face now and then
		}
		return rnd.Float64()*10 - 5
	}
	for n := 0; n < 200; n++ {
		lo := Vec3{float64(-rnd.IntN(4)) - 0.5, -1.25, float64(-rnd.IntN(3))}
		hi := Vec3{float64(rnd.IntN(4)) + 0.5, 3, 2.75}
		c, err := Box(lo, hi)
		if err != nil {
			t.Fatal(err)
		}
		moved := c.Transform(Translate(Vec3{0.1, 7, -3}))
		for _, k := range []*Convex{c, moved} {
			b, ok := AsAlignedBox(k)
			if !ok {
				t.Fatalf("box %v–%v not recognised", k.lo, k.hi)
			}
			for r := 0; r < 200; r++ {
				o := Vec3{coord(), coord(), coord()}
				d := Vec3{coord(), coord(), coord()}
				if r%3 == 0 {
					d = Vec3{}
					d[r%9/3] = float64(1 - 2*rnd.IntN(2))
				}
				if got, want := b.RayIntervals(o, d), k.RayIntervals(o, d); !slices.Equal(got, want) {
					t.Fatalf("ray %v + t·%v through %v–%v: %v, the polytope says %v", o, d, k.lo, k.hi, got, want)
				}
				if got, want := appendIntervals(nil, b, o, d), k.RayIntervals(o, d); !slices.Equal(got, want) {
					t.Fatalf("appended ray %v + t·%v: %v, want %v", o, d, got, want)
				}
				if b.Inside(o) != k.Inside(o) {
					t.Fatalf("point %v in %v–%v: %v, the polytope says %v", o, k.lo, k.hi, b.Inside(o), k.Inside(o))
				}
			}
		}
		if _, ok := AsAlignedBox(c.Transform(RotateDegrees(0, 0, 30))); ok {
			t.Fatal("a turned box taken for an aligned one")
		}
	}
	cyl, _ := Cylinder(2, 1, 1, false, 6)
	if _, ok := AsAlignedBox(cyl); ok {
		t.Error("a hexagonal prism taken for a box")
	}
}
