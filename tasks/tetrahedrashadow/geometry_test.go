package tetrahedrashadow

import (
	"encoding/json"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/tasks/tasktest"
)

// The spec's table: target areas (to 1e-6) and divisors, in subpass order.
var specTargets = []struct {
	area, divisor float64
}{
	{16, 1}, {12.558104, 0.9}, {32, 1}, {6.928203, 1}, {10.392305, 1},
	{12, 0.6}, {8, 0.6}, {7, 0.6}, {7, 0.6}, {9.418578, 0.6},
	{9.510565, 0.6}, {4.702282, 0.4}, {6.279052, 0.6}, {6.279052, 0.6}, {8, 0.6},
	{8, 0.6}, {6, 0.6}, {11.313708, 0.6}, {4, 0.6}, {2, 0.6},
}

func canonicalData(t testing.TB, k int) *Data {
	d, err := tasks.DataAs[Data](canonical(t, k))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestCanonicalTargetsMatchTheSpec(t *testing.T) {
	if len(Task.Subpasses()) != 20 {
		t.Fatalf("%d subpasses, the paper has 20", len(Task.Subpasses()))
	}
	for k, want := range specTargets {
		d := canonicalData(t, k)
		if math.Abs(d.Area-want.area) > 1e-6 || d.Divisor != want.divisor {
			t.Errorf("subpass %d (%s): area %v divisor %v; spec %v, %v", k, d.Family, d.Area, d.Divisor, want.area, want.divisor)
		}
		// The pieces tile the outline: same area, and every piece is convex
		// and counter-clockwise.
		outline := 0.0
		for _, r := range d.Outline {
			outline += geom.SignedArea(r)
		}
		if math.Abs(outline-d.Area) > 1e-12 {
			t.Errorf("subpass %d: outline area %v, pieces %v", k, outline, d.Area)
		}
		for _, p := range d.Pieces {
			if len(geom.ConvexPolygon(p)) != len(p) || geom.SignedArea(p) <= 0 {
				t.Errorf("subpass %d: piece %v is not a convex counter-clockwise polygon", k, p)
			}
		}
		if math.Abs(geom.UnionArea(d.Pieces)-d.Area) > 1e-12 {
			t.Errorf("subpass %d: the pieces overlap", k)
		}
	}
	// Spot checks of the spec's coordinates.
	star := canonicalData(t, 11).Outline[0]
	if star[0] != (geom.Vec2{0, 2}) || math.Abs(star[5][1]+0.8) > 1e-15 || star[5][0] != 0 {
		t.Errorf("star: %v", star)
	}
	par := canonicalData(t, 15).Outline[0]
	if par[0] != (geom.Vec2{-2.25, -1}) || par[2] != (geom.Vec2{2.75, 1}) {
		t.Errorf("parallelogram: %v", par)
	}
	semi := canonicalData(t, 13).Outline[0]
	if len(semi) != 51 || semi[50] != (geom.Vec2{-2, 0}) || semi[25] != (geom.Vec2{0, 2}) {
		t.Errorf("semicircle: %d vertices, %v, %v", len(semi), semi[50], semi[25])
	}
	tri := canonicalData(t, 3).Outline[0]
	if math.Abs(tri[2][1]-4*math.Sqrt(3)/3) > 1e-15 || tri[0][0] != -2 {
		t.Errorf("triangle: %v", tri)
	}
}

func TestPromptStatesTheContract(t *testing.T) {
	k := 11
	in, err := tasks.New(Task, tasks.Request{Subpass: &k})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"[0.5, sqrt(3)/6, sqrt(2/3)]", "[[0, 2, 1], [0, 1, 3], [1, 2, 3], [2, 0, 3]]", "not its centre",
		"q0 is the scalar part", "five-pointed star", "radius 0.8", "(0, 2), (-0.470228, 0.647214)",
		"by more than 0.01, P is 0.25", "P is 0.5", "divided by 0.4", "touching counts", "at most 1000 tetrahedra",
		`{"tetrahedrons": [{"x": 0.0`,
	} {
		if !strings.Contains(in.Prompt, want) {
			t.Errorf("the prompt does not say %q", want)
		}
	}
	k = 0
	in, _ = tasks.New(Task, tasks.Request{Subpass: &k})
	if strings.Contains(in.Prompt, "divided by") || !strings.Contains(in.Prompt, "square of side 4") {
		t.Errorf("subpass 0 prompt:\n%s", in.Prompt)
	}
}

func anyIntersect(ts []Transform) bool {
	for i := range ts {
		a, _ := ts[i].Vertices()
		for j := i + 1; j < len(ts); j++ {
			b, _ := ts[j].Vertices()
			if Intersect(a, b) {
				return true
			}
		}
	}
	return false
}

func TestSpecIntersectionVectors(t *testing.T) {
	r := math.Sqrt(0.5)
	at := func(x, y, z float64, q ...float64) [4]geom.Vec3 {
		tr := Transform{X: x, Y: y, Z: z, Q0: 1}
		if len(q) == 4 {
			tr.Q0, tr.Q1, tr.Q2, tr.Q3 = q[0], q[1], q[2], q[3]
		}
		v, ok := tr.Vertices()
		if !ok {
			t.Fatal("no rotation")
		}
		return v
	}
	// T-T1 stacked: no intersection; T-T2 all on the ground: neighbours overlap.
	if anyIntersect(tt1()) {
		t.Error("T-T1: the stacked layout intersects")
	}
	if !anyIntersect(grid(6, (4-1/math.Sqrt2)/5, false)) {
		t.Error("T-T2: the flat layout does not intersect")
	}
	a := at(0, 0, 0, r, 0, 0, r)
	// T-T7: truly separated (upstream's transform said otherwise).
	if Intersect(a, at(-1.4, -0.6, 0)) {
		t.Error("T-T7: separated tetrahedra reported intersecting")
	}
	// T-T8: truly intersecting (upstream's transform said separated).
	if !Intersect(a, at(-0.2, 0.7, 0)) {
		t.Error("T-T8: intersecting tetrahedra reported separated")
	}
	// T-T9: identical tetrahedra.
	q := at(0.3, -0.2, 1, 0.5, 0.5, 0.5, 0.5)
	if !Intersect(q, q) {
		t.Error("T-T9: identical tetrahedra reported separated")
	}
	// T-T10: touching at a single corner counts.
	if !Intersect(at(-1, -0.3, 0), at(0, -0.3, 0)) {
		t.Error("T-T10: tetrahedra touching at a corner reported separated")
	}
	// A hair apart, they are separate.
	if Intersect(at(-1-1e-12, -0.3, 0), at(0, -0.3, 0)) {
		t.Error("tetrahedra 1e-12 apart reported intersecting")
	}
	// Touching face to face (one on top of another's top corner? no: one
	// sitting exactly on a face plane): the second's base on z = height.
	h := math.Sqrt(2.0 / 3)
	if !Intersect(at(0, 0, 0), at(0.25, 0.1, h)) {
		// the second tetrahedron's base plane passes through the first's apex
		t.Error("apex touching a base reported separated")
	}
	if Intersect(at(0, 0, 0), at(0.25, 0.1, h+1e-9)) {
		t.Error("apex below a base reported intersecting")
	}
}

// refSeparated and refIntersect decide a pair independently of Intersect,
// when they can: a sampled direction along which the projections are apart
// by a margin, or a sampled point of one strictly inside the other.
func refDecide(r *rng.Rand, a, b [4]geom.Vec3) (intersect, decided bool) {
	proj := func(v [4]geom.Vec3, d geom.Vec3) (lo, hi float64) {
		lo, hi = math.Inf(1), math.Inf(-1)
		for _, p := range v {
			x := p[0]*d[0] + p[1]*d[1] + p[2]*d[2]
			lo, hi = math.Min(lo, x), math.Max(hi, x)
		}
		return
	}
	inside := func(v [4]geom.Vec3, p geom.Vec3) bool {
		for _, f := range Faces {
			o := geom.Orient3D(v[f[0]], v[f[1]], v[f[2]], v[otherCorner(f)])
			if geom.Orient3D(v[f[0]], v[f[1]], v[f[2]], p) != o {
				return false
			}
		}
		return true
	}
	for k := 0; k < 3000; k++ {
		d := geom.Vec3{r.Float64()*2 - 1, r.Float64()*2 - 1, r.Float64()*2 - 1}
		alo, ahi := proj(a, d)
		blo, bhi := proj(b, d)
		if ahi < blo-1e-9 || bhi < alo-1e-9 {
			return false, true
		}
		var w [4]float64
		sum := 0.0
		for i := range w {
			w[i] = r.Float64()
			sum += w[i]
		}
		var p geom.Vec3
		for i := range w {
			p = p.Add(a[i].Mul(w[i] / sum))
		}
		if inside(b, p) {
			return true, true
		}
	}
	return false, false
}

func TestIntersectAgainstSampling(t *testing.T) {
	r := rng.New(4)
	n, decided := 600, 0
	if runtime.GOOS == "js" {
		n = 150
	}
	for i := 0; i < n; i++ {
		quat := func() (float64, float64, float64, float64) {
			return r.Float64()*2 - 1, r.Float64()*2 - 1, r.Float64()*2 - 1, r.Float64()*2 - 1
		}
		ta := Transform{}
		ta.Q0, ta.Q1, ta.Q2, ta.Q3 = quat()
		tb := Transform{X: r.Float64()*2 - 1, Y: r.Float64()*2 - 1, Z: r.Float64()*2 - 1}
		tb.Q0, tb.Q1, tb.Q2, tb.Q3 = quat()
		a, _ := ta.Vertices()
		b, _ := tb.Vertices()
		got := Intersect(a, b)
		if Intersect(b, a) != got {
			t.Fatalf("pair %d: not symmetric", i)
		}
		if want, ok := refDecide(r, a, b); ok {
			decided++
			if got != want {
				t.Fatalf("pair %d: Intersect says %v, sampling proves %v", i, got, want)
			}
		}
	}
	if decided < n*9/10 {
		t.Fatalf("only %d of %d pairs decided by sampling", decided, n)
	}
}

func TestRotationAndShadow(t *testing.T) {
	v, ok := qS.Vertices()
	if !ok {
		t.Fatal("qS refused")
	}
	sh := Shadow(v)
	if len(sh) != 4 || math.Abs(geom.SignedArea(sh)-0.5) > 1e-15 {
		t.Fatalf("qS shadow %v", sh)
	}
	// Scaling the quaternion changes nothing (the rotation is normalised);
	// the 1% rule is about the squared norm.
	scaledQ := qS
	scaledQ.Q0, scaledQ.Q1, scaledQ.Q2, scaledQ.Q3 = 1.02*qS.Q0, 1.02*qS.Q1, 1.02*qS.Q2, 1.02*qS.Q3
	w, _ := scaledQ.Vertices()
	for i := range v {
		if v[i].Sub(w[i]).Len() > 1e-15 {
			t.Fatalf("scaled quaternion moved corner %d: %v vs %v", i, v[i], w[i])
		}
	}
	if scaledQ.Normalised() || !qS.Normalised() {
		t.Fatal("the 1% rule is wrong")
	}
	small := qS
	small.Q0, small.Q1, small.Q2, small.Q3 = 1.004*qS.Q0, 1.004*qS.Q1, 1.004*qS.Q2, 1.004*qS.Q3
	if !small.Normalised() {
		t.Fatal("a squared norm of 1.008 broke the 1% rule")
	}
	// The quarter turn about y that made upstream throw is a plain rotation.
	r := math.Sqrt(0.5)
	v, ok = Transform{Q0: r, Q2: r}.Vertices()
	if !ok || v[1].Sub(geom.Vec3{0, 0, -1}).Len() > 1e-15 {
		t.Fatalf("quarter turn about y: %v", v)
	}
	if _, ok := (Transform{}).Vertices(); ok {
		t.Fatal("the zero quaternion was accepted")
	}
	// Every edge of a placed tetrahedron has length 1.
	for _, e := range Edges {
		if l := v[e[0]].Sub(v[e[1]]).Len(); math.Abs(l-1) > 1e-15 {
			t.Fatalf("edge %v has length %v", e, l)
		}
	}
}

func TestScoreFormula(t *testing.T) {
	// T-T3 and T-T4 figures.
	a := areas{Ref: 16, R: 12.5, I: 12.5, D: 3.5}
	if s := finalScore(rawScore(a, 1), 1); s != 0.671875 {
		t.Fatalf("T-T3: %v", s)
	}
	a = areas{Ref: 12, R: 16, I: 8, D: 12}
	if s := finalScore(rawScore(a, 1), 0.6); math.Abs(s-0.277778) > 1e-6 {
		t.Fatalf("T-T4: %v", s)
	}
	a = areas{Ref: 32, R: 16, I: 12, D: 24}
	if s := finalScore(rawScore(a, 1), 1); s != 0 {
		t.Fatalf("T-T4 holed: %v", s)
	}
	if s := finalScore(rawScore(areas{Ref: 16, R: 16, I: 16}, 0.25), 1); s != 0.25 {
		t.Fatalf("penalty: %v", s)
	}
	if s := finalScore(rawScore(areas{Ref: 16, R: 16, I: 16 - 1e-13, D: 2e-13}, 1), 1); s != 1 {
		t.Fatalf("rounding noise cost full marks: %v", s)
	}
	if s := finalScore(rawScore(areas{}, 1), 1); s != 0 {
		t.Fatalf("empty target: %v", s)
	}
	if s := finalScore(math.NaN(), 1); s != 0 && !math.IsNaN(s) {
		t.Fatalf("NaN: %v", s)
	}
}

// Every canonical target gets full marks from the reference arrangement,
// which never has two tetrahedra touching; the exact covers are exact.
func TestReferenceArrangements(t *testing.T) {
	for k := range families {
		d := canonicalData(t, k)
		s, err := d.shape()
		if err != nil {
			t.Fatal(err)
		}
		ans := solve(s)
		if anyIntersect(ans.Tetrahedrons) {
			t.Errorf("subpass %d: reference tetrahedra intersect", k)
		}
		var shadows [][]geom.Vec2
		for _, tr := range ans.Tetrahedrons {
			if !tr.Normalised() {
				t.Fatalf("subpass %d: a reference quaternion is not unit", k)
			}
			v, _ := tr.Vertices()
			shadows = append(shadows, Shadow(v))
		}
		a := measure(shadows, d.Pieces)
		final := finalScore(rawScore(a, 1), d.Divisor)
		if final != 1 {
			t.Errorf("subpass %d (%s): reference scores %v (areas %+v)", k, d.Family, final, a)
		}
		if len(s.rects)+len(s.tris) > 0 && d.Family != "arrow" {
			if a.Uncovered() > 1e-12 || a.Outside() > 1e-12 {
				t.Errorf("subpass %d (%s): the exact cover leaves %g uncovered and %g outside", k, d.Family, a.Uncovered(), a.Outside())
			}
		}
	}
}

func TestGeneratorIsDeterministicAndSolvable(t *testing.T) {
	seeds := []uint64{1, 2, 3, 4}
	if runtime.GOOS == "js" || testing.Short() {
		seeds = seeds[:2]
	}
	for _, p := range Task.Manifold().Presets {
		for _, seed := range seeds {
			in := tasktest.Seeded(t, Task, p.Name, seed)
			a, _ := json.Marshal(in)
			b, _ := json.Marshal(tasktest.Seeded(t, Task, p.Name, seed))
			if string(a) != string(b) {
				t.Fatalf("%s seed %d: two builds differ", p.Name, seed)
			}
			d, err := tasks.DataAs[Data](in)
			if err != nil {
				t.Fatal(err)
			}
			if d.referenceScore() != 1 {
				t.Fatalf("%s seed %d: the reference does not reach full marks", p.Name, seed)
			}
			if p.Name == "easy" && (d.Turn != 0 || d.Scale != 1.25) {
				t.Fatalf("easy: turned %d at scale %v", d.Turn, d.Scale)
			}
		}
	}
	// Every family at the extreme scales, turned.
	for k, f := range families {
		if runtime.GOOS == "js" && k%4 != 0 {
			continue
		}
		for _, scale := range []float64{0.75, 1.5} {
			if _, err := generate(f.Name, scale, true, uint64(k)); err != nil {
				t.Errorf("%s at scale %v: %v", f.Name, scale, err)
			}
		}
	}
	a, _ := generate("any", 1, true, 5)
	b, _ := generate("any", 1, true, 6)
	if a.Family == b.Family && a.Turn == b.Turn {
		t.Error("two seeds gave the same instance")
	}
	if _, err := generate("blob", 1, true, 1); err == nil {
		t.Error("an unknown shape was accepted")
	}
	if _, err := generate("square", 3, true, 1); err == nil {
		t.Error("scale 3 was accepted")
	}
}

func TestTurnedTargetsKeepTheirArea(t *testing.T) {
	for k := range families {
		d := newData(k, 1, 37)
		if math.Abs(d.Area-specTargets[k].area) > 1e-6 {
			t.Errorf("%s turned 37°: area %v", d.Family, d.Area)
		}
		if !strings.Contains(d.Definition, "turned 37°") {
			t.Errorf("%s: the definition does not mention the turn: %s", d.Family, d.Definition)
		}
	}
}
