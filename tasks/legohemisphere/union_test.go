package legohemisphere

import (
	"math"
	"testing"
)

// Bricks that share a sliver of volume (less than the overlap tolerance)
// are measured as their union: the sliver counts once, in the union and in
// its part inside the shell.
func TestSliversCountOnce(t *testing.T) {
	d := &Data{InnerMM: 70, OuterMM: 100}
	const reach = 0.3 // mm, under StudTolerance
	pair := []Brick{
		{Centroid: [3]float64{-85, 0, 4.8}, RotationDegrees: 90},
		{Centroid: [3]float64{-85 + Width - reach, 0, 5.3}, RotationDegrees: 90},
	}
	a := analyse(placeAll(pair), d)
	if a.slivers != 1 || a.nOverlap != 0 {
		t.Fatalf("%d slivers and %d overlaps, want 1 and 0", a.slivers, a.nOverlap)
	}
	v, ok := d.shell().measure(a)
	if !ok {
		t.Fatal("the pair was not measured")
	}
	shared := reach * Length * (Height - 0.5)
	if want := 2*BrickVol - shared; math.Abs(v.R-want) > 1e-9 {
		t.Errorf("union %v mm³, want %v", v.R, want)
	}
	sh := d.shell()
	var apart float64
	for _, b := range pair {
		p := place(b)
		apart += sh.within(prism{poly: p.footprint(), z0: p.zmin(), z1: p.zmax()})
	}
	// the sliver lies wholly inside the shell (77 to 79 mm from the centre)
	if math.Abs(v.I-(apart-shared)) > 1e-6 {
		t.Errorf("inside the shell %v mm³, want %v", v.I, apart-shared)
	}
}

// A structure without slivers (the reference's) measures the same whether
// or not disjoint searches its neighbours for them.
func TestNoSliversNoSearch(t *testing.T) {
	d := &Data{InnerMM: 40, OuterMM: 70} // subpass 0's, the quickest to build
	ref, err := d.Build()
	if err != nil {
		t.Fatal(err)
	}
	a := analyse(placeAll(ref), d)
	if a.slivers != 0 {
		t.Fatalf("the reference has %d slivers", a.slivers)
	}
	quick, ok1 := d.shell().measure(a)
	a.slivers = 1 // as if there were one: every brick looks for neighbours
	searched, ok2 := d.shell().measure(a)
	if !ok1 || !ok2 || quick != searched {
		t.Errorf("measured %+v (%v) without the search, %+v (%v) with it", quick, ok1, searched, ok2)
	}
}

// farApart never spares a pair whose footprints touch: wherever it says
// apart, penetration is negative; and it does spare pairs a diagonal and a
// hair apart, turned any way.
func TestFarApart(t *testing.T) {
	spared := 0
	for i := range 20000 {
		f := float64(i)
		b := placeAll([]Brick{
			{Centroid: [3]float64{0, 0, 4.8}, RotationDegrees: math.Mod(f*7.3, 360)},
			{Centroid: [3]float64{36 * math.Cos(f), 36 * math.Sin(f*1.7), 4.8}, RotationDegrees: math.Mod(f*13.1, 360)},
		})
		if farApart(&b[0], &b[1]) {
			spared++
			if pen := penetration(&b[0], &b[1]); pen >= 0 {
				t.Fatalf("bricks %v and %v are called far apart, but reach %v mm into each other", b[0].c, b[1].c, pen)
			}
		}
	}
	if spared < 1000 {
		t.Errorf("only %d of 20000 pairs were spared", spared)
	}
	// Corner to corner, the diagonal apart plus 1e-4 mm: spared.
	diag := math.Hypot(Length, Width) + 1e-4
	b := placeAll([]Brick{{Centroid: [3]float64{0, 0, 4.8}}, {Centroid: [3]float64{diag, 0, 4.8}}})
	if !farApart(&b[0], &b[1]) {
		t.Errorf("bricks %v mm apart are not far apart", diag)
	}
}
