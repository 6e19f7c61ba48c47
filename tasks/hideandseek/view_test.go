package hideandseek

import (
	"encoding/json"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func canonicalData(t testing.TB, k int) *Data {
	d, err := tasks.DataAs[Data](instance(t, k))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestCanonicalSubpasses(t *testing.T) {
	want := [][2]float64{{4, 2}, {20, 4}, {40, 6}, {80, 8}, {150, 10}, {200, 7}}
	if len(Task.Subpasses()) != len(want) {
		t.Fatalf("%d subpasses", len(Task.Subpasses()))
	}
	for k, w := range want {
		d := canonicalData(t, k)
		if d.People != int(w[0]) || d.Width != w[1] || d.Sniper != (geom.Vec3{100, 100, 20}) || d.LookAt != (geom.Vec3{0, 0, 2}) {
			t.Errorf("subpass %d: %+v", k, d)
		}
	}
	k := 5
	in, _ := tasks.New(Task, tasks.Request{Subpass: &k})
	for _, s := range []string{"exactly 200 people", "7 m wide", "10 m tall", "(100, 100, 20)", "(0, 0, 2)", "0.5 m × 0.5 m across and 2 m tall",
		"|x| ≤ 3.75 and |y| ≤ 3.75", "at least 0.5 m", "√(x² + y²) ≤ 30", "800 × 600", "22.5°", "costs 0.005", `{"people": [{"xy": [x, y]}, ...]}`} {
		if !strings.Contains(in.Prompt, s) {
			t.Errorf("the prompt does not say %q", s)
		}
	}
}

// The spec's renderer vectors: pixel counts under upstream's auto-fitted
// camera and under the stated sniper's, which OpenSCAD reproduced (±2 for
// float ties at pixel edges).
var renderVectors = []struct {
	w                float64
	pts              []geom.Vec2
	upstream, sniper int
}{
	{2, []geom.Vec2{{-3, -3}, {-4, -4}, {-5, -5}, {-6, -6}}, 0, 0},
	{2, []geom.Vec2{{-3, -3}, {-5, -5}, {-6, -6}, {-3.1, -4.9}}, 0, 40},
	{2, []geom.Vec2{{-3, -3}, {-5, -5}, {-6, -6}, {-3.05, -4.95}}, 94, 40},
	{2, []geom.Vec2{{-3, -3}, {-5, -5}, {-6, -6}, {-3, -5}}, 306, 61},
	{2, []geom.Vec2{{-1.5, -3}, {-3, -1.2}, {-20, -20}, {-25, -10}}, 478, 165},
	{2, []geom.Vec2{{-3, -3}, {5, -5}}, 2398, 154},
	{7, []geom.Vec2{{-6, -2}, {-2, -6}, {-20, -20}, {10, -12}}, 357, 160},
	{10, []geom.Vec2{{-8, -8}, {-12, -12}, {-25, -5}, {-5, -25}, {3, -20}}, 717, 392},
}

func TestRendererMatchesTheSpec(t *testing.T) {
	for i, c := range renderVectors {
		d := &Data{People: len(c.pts), Width: c.w, Sniper: paperSniper, LookAt: lookAt}
		v := d.Visible(c.pts)
		u := d.VisibleFrom(d.UpstreamCamera(c.pts), c.pts)
		if abs(v.Total-c.sniper) > 2 || abs(u.Total-c.upstream) > 2 {
			t.Errorf("vector %d: sniper %d (spec %d), upstream %d (spec %d)", i, v.Total, c.sniper, u.Total, c.upstream)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// placebo is upstream's reference answer generator (spec §7): square
// lattices of step 0.6 centred at (−12, −12) and then (−6, −6).
func placebo(k, people int) []geom.Vec2 {
	h := math.Sqrt(float64(people)) / 3
	if k == 5 {
		h--
	}
	var out []geom.Vec2
	fill := func(cx, cy, h float64) {
		n := int(math.Ceil(2 * h / 0.6))
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				if len(out) == people {
					return
				}
				out = append(out, geom.Vec2{cx + (-h + float64(i)*0.6), cy + (-h + float64(j)*0.6)})
			}
		}
	}
	fill(-12, -12, h)
	if len(out) < people {
		fill(-6, -6, h/2)
	}
	return out
}

func TestPlaceboAnswersAreHidden(t *testing.T) {
	for k := range canonical {
		d := canonicalData(t, k)
		crowd := placebo(k, d.People)
		if len(crowd) != d.People {
			t.Fatalf("subpass %d: placebo placed %d of %d", k, len(crowd), d.People)
		}
		if k == 5 {
			// 169 on the first lattice, the other 31 on the second.
			h := math.Sqrt(200)/3 - 1
			if n := int(math.Ceil(2 * h / 0.6)); n*n != 169 || crowd[168][0] >= -6-h/2 || crowd[169][0] != -6-h/2 {
				t.Fatalf("subpass 5: the first lattice is %d², second starts at %v", n, crowd[169])
			}
		}
		if v := d.Visible(crowd).Total; v != 0 {
			t.Errorf("subpass %d: %d pixels visible to the sniper", k, v)
		}
		if v := d.VisibleFrom(d.UpstreamCamera(crowd), crowd).Total; v != 0 {
			t.Errorf("subpass %d: %d pixels visible to upstream's camera", k, v)
		}
	}
}

// The sniper's field of view takes in everything within 30 m: every corner
// of every allowed person box and of the widest building projects inside
// the image, from the paper's sniper and from generated ones.
func TestFieldOfViewFramesEveryAllowedPosition(t *testing.T) {
	for _, sniper := range []geom.Vec3{paperSniper, {141.4, 0, 20}, {-100, 100, 20}, {0, -141.4, 20}} {
		d := &Data{People: 4, Width: 12, Sniper: sniper, LookAt: lookAt}
		cam := d.SniperCamera()
		r := MaxRadius + PersonSide/math.Sqrt2
		for k := 0; k < 360; k++ {
			s, c := portable.SinCosTurn(k, 360)
			for _, z := range []float64{0, PersonHeight} {
				x, y, depth := cam.Project(geom.Vec3{r * c, r * s, z})
				if depth <= 0 || x < 0 || x > ImageWidth || y < 0 || y > ImageHeight {
					t.Fatalf("sniper %v: (%v, %v, %v) projects to %v, %v", sniper, r*c, r*s, z, x, y)
				}
			}
		}
		b := d.Building()
		for _, p := range []geom.Vec3{b.Min, b.Max, {b.Min[0], b.Max[1], b.Max[2]}, {b.Max[0], b.Min[1], b.Max[2]}} {
			if x, y, _ := cam.Project(p); x < 0 || x > ImageWidth || y < 0 || y > ImageHeight {
				t.Fatalf("building corner %v outside the picture", p)
			}
		}
	}
}

func TestReferenceCrowdIsHiddenAndValid(t *testing.T) {
	for k := range canonical {
		d := canonicalData(t, k)
		crowd, err := d.solve()
		if err != nil {
			t.Fatal(err)
		}
		if len(crowd) != d.People || d.Visible(crowd).Total != 0 {
			t.Fatalf("subpass %d: %d people, %d visible", k, len(crowd), d.Visible(crowd).Total)
		}
		h := d.Width/2 + PersonSide/2
		for i, p := range crowd {
			if p.Len() > MaxRadius || (math.Abs(p[0]) <= h && math.Abs(p[1]) <= h) {
				t.Fatalf("subpass %d: person %d at %v breaks a rule", k, i, p)
			}
			for j := i + 1; j < len(crowd); j++ {
				if crowd[j].Sub(p).Len() < MinSpacing {
					t.Fatalf("subpass %d: people %d and %d too close", k, i, j)
				}
			}
		}
	}
}

func TestGenerator(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if runtime.GOOS == "js" {
		seeds = seeds[:1]
	}
	encode := func(in *tasks.Instance) string { b, _ := json.Marshal(in); return string(b) }
	for _, p := range Task.Manifold().Presets {
		for _, seed := range seeds {
			in := tasktest.Seeded(t, Task, p.Name, seed)
			if encode(in) != encode(tasktest.Seeded(t, Task, p.Name, seed)) {
				t.Fatalf("%s %d: not deterministic", p.Name, seed)
			}
			d, err := tasks.DataAs[Data](in)
			if err != nil {
				t.Fatal(err)
			}
			if r := math.Hypot(d.Sniper[0], d.Sniper[1]); math.Abs(r-141.42) > 0.1 || d.Sniper[2] != 20 {
				t.Fatalf("%s %d: sniper at %v", p.Name, seed, d.Sniper)
			}
			crowd, err := d.solve()
			if err != nil || d.Visible(crowd).Total != 0 {
				t.Fatalf("%s %d: reference %v", p.Name, seed, err)
			}
		}
	}
	a, _ := generate(40, 6, 1)
	b, _ := generate(40, 6, 2)
	if a.Sniper == b.Sniper {
		t.Error("two seeds put the sniper in the same place")
	}
	if _, err := generate(250, 2, 1); err == nil || !strings.Contains(err.Error(), "use fewer people") {
		t.Errorf("250 people behind a 2 m building: %v", err)
	}
}
