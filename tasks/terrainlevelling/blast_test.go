package terrainlevelling

import (
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/tasks/tasktest"
)

func gridOf(rows ...[]float64) *Grid { return newGrid(rows) }

func TestSphereCounts(t *testing.T) {
	for d, want := range map[float64]int{0.01: 3, 0.5: 3, 0.99: 3, 1: 4, 1.24: 4, 1.25: 5, 1.6: 6, 2: 8, 29.99: 119, 30: 120, 1000: 120, 1e300: 120} {
		if got := Spheres(d); got != want {
			t.Errorf("Spheres(%v) = %d, want %d", d, got, want)
		}
	}
}

// The spec's model-specific vectors (§11).
func TestSpecVectors(t *testing.T) {
	// A plain: every sphere refills the crater.
	plain := make([][]float64, 5)
	for y := range plain {
		plain[y] = []float64{5, 5, 5, 5, 5}
	}
	g := newGrid(plain)
	if lost := g.Blast(2, 2, 2, nil); lost != 0 || g.Text() != newGrid(plain).Text() {
		t.Errorf("plain: lost %v, map\n%s", lost, g.Text())
	}

	// A ramp h = x: three spheres stay in the crater, the fourth rolls west
	// off the map.
	ramp := make([][]float64, 5)
	for y := range ramp {
		ramp[y] = []float64{0, 1, 2, 3, 4}
	}
	g = newGrid(ramp)
	var rests []string
	lost := g.Blast(1, 2, 1, func(x, y int, off bool) {
		if off {
			rests = append(rests, "off")
		} else {
			rests = append(rests, itoa(x)+","+itoa(y))
		}
	})
	row := strings.Split(g.Text(), "\n")[2]
	if lost != 0.25 || row != "0.0 0.75 2.0 3.0 4.0" || strings.Join(rests, " ") != "1,2 1,2 1,2 off" {
		t.Errorf("ramp: lost %v, row 2 %q, rests %v", lost, row, rests)
	}

	// The prompt's 3×3 map: every sphere rolls east and off the edge.
	g = gridOf([]float64{1, 2, 1}, []float64{2, 5, 1}, []float64{1, 3, 2})
	lost = g.Blast(1, 1, 1.6, nil)
	if g.At(1, 1) != 3.4 || math.Abs(lost-1.6) > 1e-12 {
		t.Errorf("3×3: centre %v, lost %v", g.At(1, 1), lost)
	}

	// Map 0, the ten highest cells blasted 1 deep in descending height:
	// no change to the city, 3.0 lost over the east edge.
	in := tasktest.Canonical(t, Task, 0)
	d := dataOf(in)
	plan := []Blast{{12, 12, 1}, {15, 5, 1}, {15, 11, 1}, {5, 7, 1}, {5, 3, 1}, {15, 6, 1}, {11, 12, 1}, {13, 2, 1}, {4, 5, 1}, {5, 2, 1}}
	g = d.Grid()
	lost = 0
	for _, b := range plan {
		lost += g.Blast(b.X, b.Y, b.Z, nil)
	}
	if strconvF1(g.Volume()) != "1304.7" || strconvF1(lost) != "3.0" || g.LargestCity().Size != 5 {
		t.Errorf("map 0, ten highest: volume %v, lost %v, city %d", g.Volume(), lost, g.LargestCity().Size)
	}
	r := Task.Grade(in, planText(plan))
	tasktest.Fails(t, r, "flat city", "made no progress: the largest flat city has 5 cells after blasting")
	if r.Score != 0 {
		t.Errorf("ten highest scored %v", r.Score)
	}
}

// The prompt's worked examples are what the model does.
func TestPromptExamples(t *testing.T) {
	parse := func(text string) *Grid {
		var rows [][]float64
		for _, line := range strings.Split(text, "\n") {
			var row []float64
			for _, f := range strings.Fields(line) {
				v, err := parseFloat(f)
				if err != nil {
					t.Fatal(err)
				}
				row = append(row, v)
			}
			rows = append(rows, row)
		}
		return newGrid(rows)
	}
	g := parse(exampleSpread)
	var rested []int
	if lost := g.Blast(2, 2, 2, func(x, y int, off bool) { rested = append(rested, y*5+x) }); lost != 0 || g.Text() != exampleSpreadAfter || len(rested) != 8 {
		t.Errorf("first example: lost %v, %d spheres, map\n%s", lost, len(rested), g.Text())
	}
	g = parse(exampleLost)
	offAt21 := 0
	lost := g.Blast(1, 1, 1.6, func(x, y int, off bool) {
		if off && x == 2 && y == 1 {
			offAt21++
		}
	})
	if g.Text() != exampleLostAfter || offAt21 != 6 || strconvF1(lost) != "1.6" {
		t.Errorf("second example: lost %v, %d off from (2, 1), map\n%s", lost, offAt21, g.Text())
	}
	if Spheres(1.6) != 6 || Spheres(2) != 8 {
		t.Error("the examples' sphere counts are wrong")
	}
}

// Rock is conserved: what the map gains or keeps plus what rolled off is
// what it had, whatever the plan; every sphere's path is bounded by the
// heights it can descend through.
func TestConservationAndBoundedRolls(t *testing.T) {
	rounds := 200
	if runtime.GOOS == "js" {
		rounds = 40
	}
	r := rng.New(11)
	for round := 0; round < rounds; round++ {
		k := r.Intn(len(canonicalSizes))
		g := newGrid(canonicalMap(k))
		lo, hi := math.Min(0, minOf(g.Z)), maxOf(g.Z)
		before := g.Volume()
		lost := 0.0
		longest := 0
		for b := 0; b < 50; b++ {
			x, y := r.Intn(g.Cols), r.Intn(g.Rows)
			h := g.At(x, y)
			if h <= 0 {
				continue
			}
			z := h * (0.05 + 0.95*r.Float64())
			lost += g.Blast(x, y, z, nil)
			if s := g.longestRoll; s > longest {
				longest = s
			}
		}
		if math.Abs(g.Volume()+lost-before) > 1e-6 {
			t.Fatalf("round %d: volume %v + lost %v != %v", round, g.Volume(), lost, before)
		}
		// Heights stay within [min(0, lowest), highest], and every step
		// descends by more than Repose.
		if bound := int((hi-lo)/Repose) + 1; longest > bound {
			t.Fatalf("round %d: a sphere rolled %d steps; the heights allow %d", round, longest, bound)
		}
		if mn, mx := minOf(g.Z), maxOf(g.Z); mn < lo || mx > hi {
			t.Fatalf("round %d: heights left %v..%v", round, mn, mx)
		}
	}
}

func minOf(z []float64) float64 {
	m := z[0]
	for _, v := range z {
		m = math.Min(m, v)
	}
	return m
}

func maxOf(z []float64) float64 {
	m := z[0]
	for _, v := range z {
		m = math.Max(m, v)
	}
	return m
}

// The float edge of the flat rule: 5.6 and 5.4 join, 3.6 and 3.4 do not.
func TestFlatEdges(t *testing.T) {
	if !flat(5.6, 5.4) || !flat(5.4, 5.6) || flat(3.6, 3.4) || flat(3.4, 3.6) {
		t.Fatal("the float edges of the 0.2 rule are wrong")
	}
	g := gridOf([]float64{5.6, 5.4, 3.6, 3.4})
	if c := g.LargestCity(); c.Size != 2 || !c.In[0] || !c.In[1] {
		t.Fatalf("city %+v", c)
	}
	// Ties go to the region found first in reading order; diagonals do not join.
	g = gridOf([]float64{1, 9, 1}, []float64{9, 1, 9}, []float64{1, 9, 1})
	if c := g.LargestCity(); c.Size != 1 || !c.In[0] {
		t.Fatalf("diagonal map: %+v", c)
	}
	g = gridOf([]float64{1, 1, 5}, []float64{5, 5, 5}, []float64{9, 9, 5})
	if c := g.LargestCity(); c.Size != 5 || c.In[0] {
		t.Fatalf("L-shaped city: %+v", c)
	}
}

func parseFloat(s string) (float64, error) { return strconv.ParseFloat(s, 64) }

// testingShort keeps the heaviest loops small under WebAssembly.
func testingShort() bool { return testing.Short() || runtime.GOOS == "js" }
