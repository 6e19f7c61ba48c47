package packprisms

import (
	"encoding/json"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// The spec's table (§2): cumulative counts and volumes, flags.
func TestCanonicalMatchesTheSpecTable(t *testing.T) {
	want := []struct {
		count  int
		volume int64
		flag   bool
		last   Class
	}{
		{7, 210, true, Class{7, [3]int{5, 3, 2}}},
		{18, 1365, true, Class{11, [3]int{7, 5, 3}}},
		{32, 6755, false, Class{14, [3]int{11, 7, 5}}},
		{49, 23772, false, Class{17, [3]int{13, 11, 7}}},
		{68, 69961, false, Class{19, [3]int{17, 13, 11}}},
		{91, 166538, false, Class{23, [3]int{19, 17, 13}}},
		{106, 166913, false, Class{15, [3]int{5, 5, 1}}},
		{108, 167593, false, Class{2, [3]int{17, 10, 2}}},
		{158, 6417593, false, Class{50, [3]int{50, 50, 50}}},
	}
	subs := Task.Subpasses()
	if len(subs) != 9 {
		t.Fatalf("%d subpasses, want 9", len(subs))
	}
	for k, w := range want {
		d, err := tasks.DataAs[Data](canonical(t, k))
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Classes) != k+1 || d.Count() != w.count || d.Volume() != w.volume || d.Perfect != w.flag || d.Classes[k] != w.last {
			t.Errorf("subpass %d: %d classes, %d prisms, volume %d, flag %v, last %v; want %+v", k, len(d.Classes), d.Count(), d.Volume(), d.Perfect, d.Classes[k], w)
		}
		wantTarget := 0.95
		if w.flag {
			wantTarget = 1
		}
		if d.Target != wantTarget {
			t.Errorf("subpass %d: target %v", k, d.Target)
		}
		if prismsParam.Get(subs[k].Params) != w.count || classesParam.Get(subs[k].Params) != k+1 {
			t.Errorf("subpass %d: params %v", k, subs[k].Params)
		}
	}
}

// Upstream's heuristic, which the canonical table overrides for 2, 3 and 8.
func TestPerfectPossibleHeuristic(t *testing.T) {
	want := []bool{true, true, true, true, false, false, false, false, true}
	for k, w := range want {
		if got := canonicalData(k).PerfectPossible(); got != w {
			t.Errorf("subpass %d: heuristic %v, want %v", k, got, w)
		}
	}
	// A single 2×2×1 slab: volume 4 has no split with all sides above 1.
	if (&Data{Classes: []Class{{1, [3]int{2, 2, 1}}}}).PerfectPossible() {
		t.Error("volume 4 cannot be a container with all sides above 1")
	}
	// Eight unit cubes: 2×2×2.
	if !(&Data{Classes: []Class{{8, [3]int{1, 1, 1}}}}).PerfectPossible() {
		t.Error("eight unit cubes fill a 2×2×2 box")
	}
	// Two 3×2×2 prisms: volume 24 = 2×3×4, but 4 is not a sum of... it is
	// (2+2): the heuristic says yes.
	if !(&Data{Classes: []Class{{2, [3]int{3, 2, 2}}}}).PerfectPossible() {
		t.Error("two 3×2×2 prisms fill 2×3×4")
	}
	// Sides must dominate the prisms: 7 prisms of 9×1×1 (volume 63 = 3×3×7)
	// have no container with a side of at least 9.
	if (&Data{Classes: []Class{{7, [3]int{9, 1, 1}}}}).PerfectPossible() {
		t.Error("no split of 63 has a side of 9")
	}
}

// The scoring function's unit tests (§10).
func TestScore(t *testing.T) {
	d2, d0 := canonicalData(2), canonicalData(0)
	if got := d2.Score(0.9); math.Abs(got-0.947368) > 1e-6 {
		t.Errorf("eff 0.9, non-perfect: %v", got)
	}
	if got := d2.Score(0.95); got != 1 {
		t.Errorf("eff 0.95: %v", got)
	}
	if got := d0.Score(0.9); got != 0.9 {
		t.Errorf("eff 0.9 on subpass 0: %v", got)
	}
}

// valid checks a packing independently: every prism once, no overlap, all in
// the positive octant.
func valid(t *testing.T, d *Data, boxes []geom.IntBox) {
	t.Helper()
	need := map[[3]int]int{}
	for _, c := range d.Classes {
		need[c.Dims] += c.Count
	}
	for _, b := range boxes {
		s := sort3(int(b.Span(0)), int(b.Span(1)), int(b.Span(2)))
		need[s]--
		if b.Min[0] < 0 || b.Min[1] < 0 || b.Min[2] < 0 {
			t.Fatalf("box %v is not in the positive octant", b)
		}
	}
	for s, n := range need {
		if n != 0 {
			t.Fatalf("size %v placed %d times too few", s, n)
		}
	}
	if _, n := geom.OverlappingBoxes(boxes, 1); n != 0 {
		t.Fatalf("%d overlapping pairs", n)
	}
}

// The reference packer reaches 95% on every canonical subpass, and a perfect
// packing on the three that have one (0 and 1 need it for full marks).
func TestPackCanonical(t *testing.T) {
	for k := range classes {
		d := canonicalData(k)
		b := d.Pack()
		valid(t, d, b)
		eff := d.Efficiency(b)
		if eff < 0.95 || (k <= 2 && eff != 1) || d.Score(eff) != 1 {
			t.Errorf("subpass %d: efficiency %v, score %v", k, eff, d.Score(eff))
		}
	}
}

func TestGenerate(t *testing.T) {
	seeds := uint64(3)
	if runtime.GOOS == "js" {
		seeds = 1
	}
	m := Task.Manifold()
	for _, pr := range m.Presets {
		p, _ := m.Preset(pr.Name)
		for seed := uint64(1); seed <= seeds; seed++ {
			a := tasktest.Seeded(t, Task, pr.Name, seed)
			b := tasktest.Seeded(t, Task, pr.Name, seed)
			ja, _ := json.Marshal(a.Data)
			jb, _ := json.Marshal(b.Data)
			if string(ja) != string(jb) || a.Prompt != b.Prompt {
				t.Fatalf("%s seed %d: two runs differ", pr.Name, seed)
			}
			d, err := tasks.DataAs[Data](a)
			if err != nil {
				t.Fatal(err)
			}
			if len(d.Classes) != classesParam.Get(p) || d.Count() != prismsParam.Get(p) {
				t.Errorf("%s seed %d: %d classes, %d prisms", pr.Name, seed, len(d.Classes), d.Count())
			}
			seen := map[[3]int]bool{}
			for _, c := range d.Classes {
				if seen[c.Dims] || c.Dims[0] > maxSideParam.Get(p) || c.Dims[2] < 1 || c.Dims[0] < c.Dims[1] || c.Dims[1] < c.Dims[2] || c.Count < 1 {
					t.Errorf("%s seed %d: bad class %+v", pr.Name, seed, c)
				}
				seen[c.Dims] = true
			}
			if d.Target <= 0 || d.Target > 1 || (d.Target < 1 && d.Target > 0.95) {
				t.Errorf("%s seed %d: target %v", pr.Name, seed, d.Target)
			}
			pk := d.Pack()
			valid(t, d, pk)
			if d.Score(d.Efficiency(pk)) != 1 {
				t.Errorf("%s seed %d: the reference scores %v", pr.Name, seed, d.Score(d.Efficiency(pk)))
			}
		}
	}
	for _, c := range [][3]int{{3, 2, 10}, {5, 20, 1}, {11, 50, 10}, {2, 251, 10}, {2, 10, 51}} {
		if _, err := Generate(c[0], c[1], c[2], 1); err == nil {
			t.Errorf("%v: no error", c)
		}
	}
	// One size of sides up to 1 is the unit cube.
	d, err := Generate(1, 27, 1, 5)
	if err != nil || d.Classes[0].Dims != [3]int{1, 1, 1} || d.Target != 1 {
		t.Errorf("unit cubes: %+v, %v", d, err)
	}
}

func TestPromptStatesTheInstance(t *testing.T) {
	k := 2
	in, err := tasks.New(Task, tasks.Request{Subpass: &k})
	if err != nil {
		t.Fatal(err)
	}
	for _, frag := range []string{"7 prisms of 5×3×2", "11 prisms of 7×5×3", "14 prisms of 11×7×5", "total volume of 6755", "95% or more earns full marks", "divided by 0.95", "0 or more", `"XyzMin"`} {
		if !strings.Contains(in.Prompt, frag) {
			t.Errorf("prompt lacks %q", frag)
		}
	}
	k = 0
	in, _ = tasks.New(Task, tasks.Request{Subpass: &k})
	if !strings.Contains(in.Prompt, "only a perfect packing earns full marks") {
		t.Error("subpass 0's prompt does not say a perfect packing is needed")
	}
	d := &Data{Target: 0.932}
	if got := d.TargetPercent(); got != "93.2" {
		t.Errorf("TargetPercent %q", got)
	}
}
