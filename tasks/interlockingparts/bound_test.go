package interlockingparts

import (
	"os"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom/scad"
	"github.com/scbench/scbench/verifiers"
)

// layered evaluates the hostile thin-layer fixture with its loop running to
// last, and grades criterion k of ten copies of it (part 0 printed ten
// times), skipping the build's measures: what is under test is the
// sampling of criteria 7 and 8. For criterion 8, whose rays run along x
// and y, the slabs are stood up across x.
func layered(t *testing.T, k int, last string) *verifiers.Report {
	t.Helper()
	src, err := os.ReadFile("testdata/thin-layers.scad")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "[0:2999]", "[0:"+last+"]", 1)
	if k == 8 {
		text = "rotate([0, 90, 0]) {\n" + text + "}\n"
	}
	res, err := scad.Evaluate(text, scad.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	g := &grading{d: &Data{Criterion: k, ProbeSeed: canonicalSeed}}
	g.r = verifiers.NewReport("interlocking-parts", "test", nil, nil)
	for range PartCount {
		g.parts = append(g.parts, &Part{Kind: "OpenSCAD", Solid: res.Solid, Posed: res.Solid})
		g.distinct = append(g.distinct, 0)
	}
	score := g.thickness
	if k == 8 {
		score = g.uniformity
	}
	if s := score(g.r); s != 0 {
		t.Fatalf("criterion %d scored %v on %s slabs", k, s, last)
	}
	return g.r
}

// TestThinLayersRefused: a part of thousands of thin slabs fails criteria 7
// and 8 by name, stopped by the per-ray bound (3,000 slabs) or by the
// budget of the check (500 slabs on each of some 22,500 rays along z hold 11 million intervals), before its
// intervals fill the memory.
func TestThinLayersRefused(t *testing.T) {
	for _, c := range []struct {
		k          int
		last, want string
	}{
		{7, "2999", "part 0: a ray crosses 3000 separate pieces of material, more than the 1000 one ray may cross"},
		{7, "499", "part 0: sampling needs more than 16000000 rays and intervals (or 4000000 intervals along one axis)"},
		{8, "2999", "part 0: a ray crosses 3000 separate pieces"},
	} {
		r := layered(t, c.k, c.last)
		last := r.Checks[len(r.Checks)-1]
		if last.OK || !strings.Contains(last.Detail, c.want) {
			t.Errorf("criterion %d, %s slabs: %q, want %q", c.k, c.last, last.Detail, c.want)
		}
	}
}

// TestEvaluatorStopsObjects: the evaluator's own limits refuse the slab
// loop when it makes more objects than allowed.
func TestEvaluatorStopsObjects(t *testing.T) {
	src := "for (i = [0:20000]) translate([0, 0, i * 0.02]) cube([300, 300, 0.01]);"
	_, err := scad.Evaluate(src, scad.Limits{})
	if err == nil || !strings.Contains(err.Error(), "10000") && !strings.Contains(err.Error(), "10,000") {
		t.Fatalf("20,001 slabs: %v, want the object limit named", err)
	}
}
