package terrainlevelling

import (
	"crypto/md5"
	"encoding/hex"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/perlin"
	"github.com/scbench/scbench/tasks/internal/pyrandom"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/tasks/tasktest"
)

// The spec's table of the canonical maps (§2.1), as upstream's generator
// draws them under CPython: raw minimum and maximum to six decimals, the sum
// and extremes of the printed heights, the largest starting city, the md5 of
// the printed map and grid[5][7].
var canonicalFacts = []struct {
	size           int
	rawMin, rawMax float64
	lo, hi         string
	sum            string
	before         int
	md5            string
	spot           float64
}{
	{16, 1.414062, 8.971425, "1.4", "9.0", "1307.7", 5, "674a2d91222e9285fc4b46485669ede2", 5.2},
	{20, 1.343296, 9.527046, "1.3", "9.5", "1999.5", 5, "5a80860e3e6c8268f228fbd4e7ef8694", 5.4},
	{24, 0.821380, 9.594879, "0.8", "9.6", "2859.9", 5, "1403f6b6640e5734e48c4fde1830fecf", 4.8},
	{28, 0.612973, 10.645220, "0.6", "10.6", "3852.0", 5, "b931ea07053c4d3d6f7d9fdfe8f5cd91", 7.3},
	{32, 0.395158, 9.332543, "0.4", "9.3", "5009.3", 8, "1e359baae21999b2a5660724c566bf9a", 2.8},
	{36, 0.730607, 9.646162, "0.7", "9.6", "6517.3", 5, "8a4ab185f602393d4d6bf016471be9c9", 4.3},
	{40, 0.265237, 10.742140, "0.3", "10.7", "7909.8", 7, "65f9c31a423355ea91c4973bf337e458", 6.3},
	{44, -0.290260, 10.656863, "-0.3", "10.7", "9727.7", 6, "d3147ac0d72ecfe0c8a132bf497b8fba", 2.2},
	{48, -0.509429, 10.671703, "-0.5", "10.7", "11554.7", 6, "85f46633d82839c9f66ec0c2680d7574", 1.6},
}

func TestCanonicalMapsMatchUpstream(t *testing.T) {
	if len(canonicalFacts) != len(Task.Subpasses()) {
		t.Fatalf("%d subpasses, want %d", len(Task.Subpasses()), len(canonicalFacts))
	}
	for k, want := range canonicalFacts {
		in := tasktest.Canonical(t, Task, k)
		d := dataOf(in)
		if d.Size != want.size || d.start.Rows != want.size || d.start.Cols != want.size {
			t.Fatalf("subpass %d: size %d (%d×%d), want %d", k, d.Size, d.start.Rows, d.start.Cols, want.size)
		}
		text := d.start.Text()
		if sum := md5.Sum([]byte(text)); hex.EncodeToString(sum[:]) != want.md5 {
			t.Errorf("subpass %d: md5 of the printed map %x, want %s", k, sum, want.md5)
		}
		if !strings.Contains(in.Prompt, "\n\n"+text+"\n\n") {
			t.Errorf("subpass %d: the prompt does not print the map exactly", k)
		}
		if !strings.Contains(in.Prompt, "a "+itoa(want.size)+" x "+itoa(want.size)+" height map") {
			t.Errorf("subpass %d: the prompt does not give the size as S x S", k)
		}
		v := newView(d.start)
		if Height(v.lo) != want.lo || Height(v.hi) != want.hi {
			t.Errorf("subpass %d: printed heights %s..%s, want %s..%s", k, Height(v.lo), Height(v.hi), want.lo, want.hi)
		}
		// Sums of one-decimal heights, to one decimal.
		if got := strconvF1(d.start.Volume()); got != want.sum {
			t.Errorf("subpass %d: sum %s, want %s", k, got, want.sum)
		}
		if d.Before().Size != want.before {
			t.Errorf("subpass %d: largest city %d, want %d", k, d.Before().Size, want.before)
		}
		if d.Heights[5][7] != want.spot || d.Heights[0][0] != 5.0 {
			t.Errorf("subpass %d: grid[5][7] = %v, grid[0][0] = %v; want %v and 5.0", k, d.Heights[5][7], d.Heights[0][0], want.spot)
		}
		_, rawMin, rawMax := heightmap(perlin.New(pyrandom.New(uint64(canonicalSeedBase+want.size)).Shuffle), upstreamTerrain(want.size), false)
		if f6(rawMin) != f6(want.rawMin) || f6(rawMax) != f6(want.rawMax) {
			t.Errorf("subpass %d: raw heights %.6f..%.6f, want %.6f..%.6f", k, rawMin, rawMax, want.rawMin, want.rawMax)
		}
		if rawMax-rawMin < minSpan {
			t.Errorf("subpass %d: a canonical map is stretched", k)
		}
		if d.BlastModel != ModelName {
			t.Errorf("subpass %d: blast model %q", k, d.BlastModel)
		}
	}
}

// The spec prints the whole 16×16 map and its largest city.
func TestFirstMapInFull(t *testing.T) {
	const want = `5.0 5.9 5.4 4.6 6.9 5.5 4.8 4.8 6.3 7.1 3.7 4.6 4.4 5.3 4.1 2.6
3.1 3.6 1.5 2.9 4.6 7.6 6.8 7.4 6.9 5.6 5.2 7.2 7.2 7.0 4.6 4.3
4.0 5.3 3.7 2.1 2.7 7.7 5.4 5.1 5.1 6.1 7.3 6.8 5.7 7.9 7.2 5.2
5.6 5.4 4.2 5.7 6.1 8.1 5.0 4.5 3.2 3.4 5.7 6.2 4.8 5.5 5.9 4.9
4.7 5.3 6.6 5.8 7.3 7.7 4.7 4.6 1.4 3.2 6.7 4.9 3.0 3.5 4.9 5.5
6.0 5.9 4.5 5.0 7.9 7.6 5.7 5.2 3.2 4.6 3.7 3.5 2.8 4.1 5.5 8.5
6.3 6.1 4.5 5.9 5.0 7.2 7.7 4.7 4.6 4.5 6.2 3.6 3.5 3.7 6.3 8.0
3.7 1.9 1.5 4.0 6.1 8.3 5.7 3.7 3.4 2.8 3.3 5.2 4.6 6.0 7.2 5.9
3.7 3.7 3.4 4.0 7.5 6.3 4.9 4.8 4.3 5.2 4.3 3.7 2.8 4.8 6.6 5.3
5.2 7.0 5.6 4.8 6.9 6.0 4.0 7.0 3.7 5.2 7.3 4.4 1.5 3.0 7.4 6.7
4.2 5.1 4.3 4.4 3.7 4.0 3.3 5.5 5.6 2.9 4.2 5.6 5.0 7.2 7.5 4.9
5.3 5.6 6.8 6.3 6.2 6.4 5.4 5.6 3.2 2.0 3.3 5.9 7.0 7.4 7.3 8.5
6.2 6.6 7.3 7.4 6.3 7.3 7.3 5.7 1.7 2.2 4.1 8.0 9.0 7.7 6.2 7.0
4.8 5.2 4.4 4.1 4.3 6.9 5.4 3.2 2.4 4.4 6.1 7.5 6.0 4.1 4.2 4.5
4.4 2.4 1.5 2.4 1.4 4.1 3.7 2.2 4.1 5.7 6.6 6.1 5.1 4.3 4.2 7.3
3.5 3.5 2.7 4.5 3.2 3.0 5.6 4.7 4.5 5.0 3.6 5.2 5.2 5.3 5.0 7.0`
	d := dataOf(tasktest.Canonical(t, Task, 0))
	if got := d.start.Text(); got != want {
		t.Fatalf("map 0:\n%s", got)
	}
	// (row, column) as the spec lists them.
	var cells [][2]int
	for c, in := range d.Before().In {
		if in {
			cells = append(cells, [2]int{c / 16, c % 16})
		}
	}
	wantCells := [][2]int{{10, 7}, {10, 8}, {11, 6}, {11, 7}, {12, 7}}
	if len(cells) != len(wantCells) {
		t.Fatalf("city %v, want %v", cells, wantCells)
	}
	for i := range cells {
		if cells[i] != wantCells[i] {
			t.Fatalf("city %v, want %v", cells, wantCells)
		}
	}
}

// Heights print as Python prints floats, negative zero and all.
func TestHeightsPrintAsPython(t *testing.T) {
	for z, want := range map[float64]string{
		5: "5.0", -0.3: "-0.3", math.Copysign(0, -1): "-0.0", 0: "0.0", 10.7: "10.7",
		2.2000000000000006: "2.2000000000000006", 1e16: "1e+16", 1.5e-7: "1.5e-07", 0.0001: "0.0001",
		123456789012345: "123456789012345.0", math.Inf(1): "inf", math.NaN(): "nan",
	} {
		if got := Height(z); got != want {
			t.Errorf("Height(%v) = %q, want %q", z, got, want)
		}
	}
	// Maps 7 and 8 hold negative heights, and -0.0 where noise rounds to it.
	d := dataOf(tasktest.Canonical(t, Task, 8))
	if !strings.Contains(d.start.Text(), "-0.5") {
		t.Error("map 8 does not print its minimum -0.5")
	}
}

// Round to one decimal as Python's round(h, 1): ties on the exact binary
// value go to even, and values just off a tie go the way they lie.
func TestRoundLikePython(t *testing.T) {
	for h, want := range map[float64]float64{
		2.25: 2.2, 2.35: 2.4, 0.05: 0.1, 0.15: 0.1, 2.45: 2.5, -0.04: math.Copysign(0, -1), 9.95: 9.9, 1.0000001: 1,
	} {
		if got := round1(h); got != want || math.Signbit(got) != math.Signbit(want) {
			t.Errorf("round1(%v) = %v, want %v", h, got, want)
		}
	}
}

// Fresh maps: the same seed gives the same map, another seed another; the
// settings reach the noise; heights have one decimal.
func TestFreshMaps(t *testing.T) {
	gen := func(seed uint64, params string) *Data {
		in, err := tasks.New(Task, tasks.Request{Seed: &seed, Params: params})
		if err != nil {
			t.Fatal(err)
		}
		return dataOf(in)
	}
	a, b, c := gen(5, "size=20"), gen(5, "size=20"), gen(6, "size=20")
	if a.start.Text() != b.start.Text() {
		t.Error("one seed gave two maps")
	}
	if a.start.Text() == c.start.Text() {
		t.Error("two seeds gave one map")
	}
	if gen(5, "size=20,octaves=1").start.Text() == a.start.Text() || gen(5, "size=20,feature=8").start.Text() == a.start.Text() {
		t.Error("the noise settings change nothing")
	}
	for _, params := range []string{"size=8", "size=64", "size=24,octaves=6,persistence=0.75,feature=2", "size=12,octaves=1,feature=16"} {
		d := gen(1, params)
		for _, z := range d.start.Z {
			if math.IsNaN(z) || round1(z) != z {
				t.Fatalf("%s: height %v is not a one-decimal number", params, z)
			}
		}
	}
}

// A map whose noise spans less than minSpan is stretched to 1..10; fresh
// maps round the stretched heights to one decimal.
func TestStretchedMaps(t *testing.T) {
	found := false
	for seed := uint64(0); seed < 50 && !found; seed++ {
		tr := Terrain{Size: 8, Octaves: 6, Persistence: 0.75, Feature: 16}
		nz := perlin.New(rngShuffle(seed))
		z, lo, hi := heightmap(nz, tr, true)
		if hi-lo >= minSpan {
			continue
		}
		found = true
		mn, mx := z[0][0], z[0][0]
		for _, row := range z {
			for _, v := range row {
				mn, mx = min(mn, v), max(mx, v)
				if round1(v) != v {
					t.Fatalf("seed %d: stretched height %v not rounded", seed, v)
				}
			}
		}
		if math.Abs(mn-stretchLow) > 0.051 || math.Abs(mx-(stretchLow+stretchSpan)) > 0.51 {
			t.Errorf("seed %d: stretched map spans %v..%v", seed, mn, mx)
		}
	}
	if !found {
		t.Fatal("no low-relief map found to test the stretch")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func f6(v float64) string { return strconv.FormatFloat(v, 'f', 6, 64) }

func strconvF1(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

func rngShuffle(seed uint64) func(int, func(int, int)) { return rng.New(seed).Shuffle }
