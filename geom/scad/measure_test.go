package scad

import (
	"math"
	"testing"
)

// A file of thousands of thin slabs is measured at a pitch that keeps the
// rays times the tree's leaves within maxLeafRays (a ray through the union
// asks every slab), not at the fine pitch asked for, and the sampled volume
// is still close; the grid's whole cells fit the rays it may use.
func TestMeasureBoundsRaysByLeaves(t *testing.T) {
	src := "cube([2, 300, 60]);\nfor (i = [0:2999]) translate([0, 0, i * 0.02]) cube([300, 300, 0.01]);\n"
	r, err := Evaluate(src, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if n := r.tree.leaves(); n != 3001 {
		t.Fatalf("%d leaves", n)
	}
	m := r.Measure(0.25)
	if m.Exact || !(m.Pitch > 0.25) || !(m.BodyPitch > 0.25) {
		t.Fatalf("measured exactly or at the fine pitch: %+v", m)
	}
	cells := func(p float64) float64 { return math.Ceil(300/p) * math.Ceil(300/p) }
	if rays := cells(m.Pitch); rays*3001 > maxLeafRays {
		t.Errorf("%g rays along z over 3001 leaves", rays)
	}
	const exact = 3000*300*300*0.01 + 2*300*60 - 3000*2*300*0.01
	if math.Abs(m.Volume-exact) > 0.02*exact || m.Bodies != 1 {
		t.Errorf("volume %g (exact %g), %d bodies", m.Volume, float64(exact), m.Bodies)
	}
}
