package shikaku

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// checkGenerated asserts everything Generate promises about one result.
func checkGenerated(t *testing.T, label string, g Grid, sol []Rect, width, height, maxArea int) {
	t.Helper()
	if g.Width != width || g.Height != height {
		t.Fatalf("%s: got a %dx%d grid", label, g.Width, g.Height)
	}
	if err := g.Validate(); err != nil {
		t.Fatalf("%s: %v", label, err)
	}
	if err := g.CheckSolution(sol); err != nil {
		t.Fatalf("%s: returned solution is wrong: %v", label, err)
	}
	sorted := append([]Rect(nil), sol...)
	SortRects(sorted)
	if !sameRects(sorted, sol) {
		t.Fatalf("%s: solution not in canonical order", label)
	}
	sols, complete, err := SolveBudget(g, 2, 0)
	if err != nil || !complete || len(sols) != 1 {
		t.Fatalf("%s: %d solutions (complete %v, err %v), want exactly 1", label, len(sols), complete, err)
	}
	if !sameRects(sols[0], sol) {
		t.Fatalf("%s: solver's solution differs from the returned one", label)
	}
	if n := CountSolutions(g, 2); n != 1 {
		t.Fatalf("%s: CountSolutions = %d", label, n)
	}
	singles := 0
	for _, c := range g.Clues() {
		if c.N > maxArea {
			t.Fatalf("%s: clue %d above maxArea %d", label, c.N, maxArea)
		}
		if c.N == 1 {
			singles++
		}
	}
	// 1×1 rectangles only where the grid cannot do without: an odd area
	// tiled by dominoes needs exactly one.
	wantSingles := 0
	if maxArea == 2 && width*height%2 == 1 {
		wantSingles = 1
	}
	if singles != wantSingles {
		t.Errorf("%s: %d clues of 1, want %d", label, singles, wantSingles)
	}
}

func TestGenerateUniqueAcrossSizes(t *testing.T) {
	type size struct{ w, h, maxArea, seeds int }
	sizes := []size{
		{2, 2, 2, 10}, {2, 2, 4, 10}, {3, 2, 2, 10}, {2, 3, 3, 10}, {3, 3, 2, 10}, {3, 3, 9, 10},
		{4, 4, 4, 20}, {5, 5, 2, 20}, {5, 3, 6, 20}, {6, 6, 36, 10},
		{7, 7, 8, 30}, {8, 8, 10, 20}, {10, 10, 10, 20}, {10, 10, 2, 10}, {10, 10, 3, 10},
		{12, 7, 12, 10}, {15, 15, 12, 15}, {20, 20, 12, 5}, {2, 30, 8, 5}, {30, 2, 60, 5},
	}
	if !testing.Short() {
		sizes = append(sizes, size{30, 30, 12, 3}, size{29, 29, 2, 2}, size{30, 30, 3, 2}, size{30, 30, 900, 2}, size{25, 30, 40, 2})
	}
	for _, s := range sizes {
		for seed := 0; seed < s.seeds; seed++ {
			label := fmt.Sprintf("%dx%d maxArea %d seed %d", s.w, s.h, s.maxArea, seed)
			g, sol, err := Generate(rng.New(uint64(seed)), s.w, s.h, s.maxArea)
			if err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			checkGenerated(t, label, g, sol, s.w, s.h, s.maxArea)
		}
	}
}

func TestGenerateDeterministic(t *testing.T) {
	for _, s := range [][3]int{{7, 7, 8}, {15, 15, 12}, {9, 4, 2}} {
		distinct := map[string]bool{}
		for seed := uint64(0); seed < 5; seed++ {
			g1, s1, err1 := Generate(rng.New(seed), s[0], s[1], s[2])
			g2, s2, err2 := Generate(rng.New(seed), s[0], s[1], s[2])
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			e1, _ := EncodeTatham(g1)
			e2, _ := EncodeTatham(g2)
			if e1 != e2 || !sameRects(s1, s2) {
				t.Fatalf("seed %d gave %s then %s", seed, e1, e2)
			}
			distinct[e1] = true
		}
		if len(distinct) < 5 {
			t.Errorf("%v: only %d distinct puzzles from 5 seeds", s, len(distinct))
		}
	}
}

// The generator's output is pinned, so that any change to it, or any platform
// that differs (the same test runs under GOOS=js GOARCH=wasm), is caught. If
// you change the generator on purpose, update these values and bump
// tasks.Version.
func TestGenerateGolden(t *testing.T) {
	g, _, err := Generate(rng.New(1), 7, 7, 8)
	if err != nil {
		t.Fatal(err)
	}
	enc, _ := EncodeTatham(g)
	if want := generateGoldenFirst; enc != want {
		t.Errorf("seed 1, 7x7 maxArea 8: got %s, want %s", enc, want)
	}
	h := sha256.New()
	for _, s := range [][3]int{{7, 7, 8}, {10, 10, 10}, {15, 15, 12}, {5, 9, 2}, {12, 8, 30}} {
		for seed := uint64(0); seed < 8; seed++ {
			g, sol, err := Generate(rng.New(seed), s[0], s[1], s[2])
			if err != nil {
				t.Fatal(err)
			}
			enc, _ := EncodeTatham(g)
			fmt.Fprintf(h, "%s %v\n", enc, sol)
		}
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != generateGoldenHash {
		t.Errorf("generated puzzles hash to %s, want %s", got, generateGoldenHash)
	}
}

const (
	generateGoldenFirst = "7x7:f2_6b6k8i4_6e2a5a2_5a3b"
	generateGoldenHash  = "6cf3634cf9fa5327f66c5698722e9c4afc5310041e84604151ac49f04370d15f"
)

func TestGenerateRejectsBadInput(t *testing.T) {
	for _, c := range []struct {
		w, h, a int
		want    string
	}{
		{1, 5, 2, "outside"}, {5, 1, 2, "outside"}, {31, 5, 2, "outside"}, {5, 31, 2, "outside"},
		{5, 5, 1, "maxArea"}, {5, 5, 26, "maxArea"}, {2, 2, 0, "maxArea"},
	} {
		_, _, err := Generate(rng.New(1), c.w, c.h, c.a)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Generate(%d, %d, %d) = %v, want an error containing %q", c.w, c.h, c.a, err, c.want)
		}
	}
	if _, _, err := Generate(nil, 5, 5, 5); err == nil {
		t.Errorf("Generate accepted a nil generator")
	}
}

func TestGeneratePartitionHelpers(t *testing.T) {
	// A single cell next to a 2×3 block takes over the block's column.
	parts, ok := carveSingle(Rect{1, 3, 1, 3}, Rect{0, 0, 1, 2}, 12)
	want := []Rect{{1, 0, 1, 3}, {0, 0, 0, 2}}
	if !ok || !sameRects(parts, want) {
		t.Errorf("carveSingle = %v, %v; want %v", parts, ok, want)
	}
	// A strip too long for maxArea is cut in halves.
	parts, ok = carveSingle(Rect{4, 0, 4, 0}, Rect{0, 0, 3, 0}, 4)
	want = []Rect{{0, 0, 1, 0}, {2, 0, 4, 0}}
	if !ok || !sameRects(parts, want) {
		t.Errorf("carveSingle = %v, %v; want %v", parts, ok, want)
	}
	// Leaving a single cell behind is refused, and so is a non-neighbour.
	if _, ok := carveSingle(Rect{1, 1, 1, 1}, Rect{0, 0, 2, 0}, 12); ok {
		t.Errorf("carveSingle left single cells")
	}
	if _, ok := carveSingle(Rect{3, 3, 3, 3}, Rect{0, 0, 2, 0}, 12); ok {
		t.Errorf("carveSingle joined cells that do not touch")
	}
	// Two dominoes in a 2×2 square with clues on a diagonal can be re-cut;
	// with clues in one column they cannot.
	top, bottom := Rect{0, 0, 1, 0}, Rect{0, 1, 1, 1}
	if !pairRecuts(top, bottom, 0, 1) {
		t.Errorf("diagonal clues: re-cut not found")
	}
	if pairRecuts(top, bottom, 0, 0) {
		t.Errorf("clues in one column: false re-cut")
	}
	// Two 2×2 squares side by side re-cut into two 4×1 rows when one clue is
	// in the top row and the other in the bottom row.
	left, right := Rect{0, 0, 1, 1}, Rect{2, 0, 3, 1}
	if !pairRecuts(left, right, 0, 3) { // clues at (0,0) and (3,1)
		t.Errorf("2x2 squares: re-cut not found")
	}
	if pairRecuts(left, right, 0, 0) { // clues at (0,0) and (2,0)
		t.Errorf("2x2 squares: false re-cut")
	}
	// An L of a 1×3 column and a 1×2 foot can never be re-cut: the other cut
	// puts the foot's clue outside the foot's new rectangle.
	col, foot := Rect{0, 0, 0, 2}, Rect{1, 2, 2, 2}
	for pa := 0; pa < 3; pa++ {
		for pb := 0; pb < 2; pb++ {
			if pairRecuts(col, foot, pa, pb) {
				t.Errorf("L shape with clues %d, %d: false re-cut", pa, pb)
			}
		}
	}
}

func benchmarkGenerate(b *testing.B, w, h, maxArea int) {
	for i := 0; i < b.N; i++ {
		if _, _, err := Generate(rng.New(uint64(i)), w, h, maxArea); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate7x7(b *testing.B)   { benchmarkGenerate(b, 7, 7, 8) }
func BenchmarkGenerate10x10(b *testing.B) { benchmarkGenerate(b, 10, 10, 10) }
func BenchmarkGenerate15x15(b *testing.B) { benchmarkGenerate(b, 15, 15, 12) }
func BenchmarkGenerate20x20(b *testing.B) { benchmarkGenerate(b, 20, 20, 12) }
func BenchmarkGenerate30x30(b *testing.B) { benchmarkGenerate(b, 30, 30, 12) }
