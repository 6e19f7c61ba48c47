package interlockingparts

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
)

// comb is an STL part lying on the bed: a spine 10 mm wide along x and n
// teeth of width w and length 100 along y, pitch apart, all bar thick.
func comb(t testing.TB, n int, w, pitch, bar float64) string {
	t.Helper()
	l := float64(n-1)*pitch + w
	out := []geom.Vec2{{0, 0}, {l, 0}}
	for k := n - 1; k >= 0; k-- {
		x := float64(k) * pitch
		out = append(out, geom.Vec2{x + w, 10}, geom.Vec2{x + w, 110}, geom.Vec2{x, 110}, geom.Vec2{x, 10})
	}
	m := mesh.Extrude(out, 0, bar)
	work := 1_000_000
	tr, err := mesh.Triangulate(m, &work)
	if err != nil {
		t.Fatal(err)
	}
	var tris [][3][3]float64
	for _, c := range tr.Tris {
		var tri [3][3]float64
		for k, v := range c {
			tri[k] = m.Verts[v]
		}
		tris = append(tris, tri)
	}
	return asciiSTL(tris)
}

// stlAnswer prints the part ten times, each 20 mm above the last.
func stlAnswer(part string) Answer {
	var a Answer
	for i := range PartCount {
		tr := append([]float64(nil), identity...)
		tr[11] = float64(20 * i)
		a.Parts = append(a.Parts, AnswerPart{FileContents: part, FileType: "STL", Transform: tr})
	}
	return a
}

// TestSTLByFacets: STL parts are measured by their facets. The comb of
// 10 mm bars passes criterion 7 and, ten of them stacked, criterion 8
// (gaps of 60 mm between teeth, measured 0.2 mm off the face); 12 mm bars
// fail criterion 7; a cube's facets are all 10 × 10, so it gives no
// samples; teeth 120 mm apart fail criterion 8.
func TestSTLByFacets(t *testing.T) {
	for _, c := range []struct {
		name  string
		part  string
		k     int
		score float64
		want  string
	}{
		{"10 mm comb", comb(t, 12, 10, 70, 10), 7, 1, "thickness mode 9.95 mm"},
		{"12 mm comb", comb(t, 12, 12, 72, 12), 7, 0, "thickness mode 11.95 mm"},
		{"cube", asciiSTL(box(0, 0, 0, 10, 10, 10)), 7, 0, "not enough thickness samples (0 of at least 25)"},
		{"10 mm comb", comb(t, 12, 10, 70, 10), 8, 1, "gap mode 59.80 mm, 100% of 220 samples"},
		{"wide comb", comb(t, 12, 10, 130, 10), 8, 0, "gap mode 119.80 mm"},
	} {
		r := gradeAll(t, stlAnswer(c.part), c.k)[c.k]
		last := r.Checks[len(r.Checks)-1]
		if r.Score != c.score || !strings.Contains(last.Detail, c.want) {
			t.Errorf("%s, criterion %d: score %v (%s), want %v and %q", c.name, c.k, r.Score, last.Detail, c.score, c.want)
		}
	}
}

// BenchmarkGradeSTL grades an all-STL answer (ten 12-tooth combs) on
// criteria 7 and 8, the files built afresh each time.
func BenchmarkGradeSTL(b *testing.B) {
	a := stlAnswer(comb(b, 12, 10, 70, 10))
	for b.Loop() {
		recent.Reset()
		gradeAll(b, a, 7, 8)
	}
}

// TestFacetRaysCharged: the facet walk's rays draw on the check's budget
// and stop when it is spent.
func TestFacetRaysCharged(t *testing.T) {
	p := buildFile(typeSTL, "STL", comb(t, 12, 10, 70, 10)).part
	walk := broadFacets(p.Mesh, mesh.Facets(p.Mesh), nil, 30, 5, 12, false)
	// 38 broad facets: the two outer ends (the end tooth's side and the
	// spine's end, one plane) have rays through the whole spine half of
	// the time, a median over 300 mm, and give no sample.
	if len(walk) != 38 {
		t.Fatalf("%d broad facets, want 38", len(walk))
	}
	full := newSampleBudget()
	if got, over := facetSamples(p.Solid, walk, -thickInset, -1, thickInset, thickMax, full); over != nil || len(got) != 36 {
		t.Fatalf("%d samples, %v", len(got), over)
	}
	if used := maxSampleWork - full.left; used < 36 || used > 38*raysPerFacet*3 {
		t.Errorf("the walk cost %d", used)
	}
	_, over := facetSamples(p.Solid, walk, -thickInset, -1, thickInset, thickMax, &sampleBudget{left: 10})
	if over == nil || !strings.Contains(over.String(), "the limits of one check") {
		t.Errorf("a spent budget: %v", over)
	}
}
