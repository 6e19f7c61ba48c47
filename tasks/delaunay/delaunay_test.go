package delaunay

import (
	"math"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

func TestCanonicalPointsAreTheDisplayedOnes(t *testing.T) {
	in, err := tasks.New(Task, tasks.Request{})
	if err != nil {
		t.Fatal(err)
	}
	d := in.Data.(*Data)
	want := [][2]float64{{0.956, 0.208}, {0.828, 0.149}, {0.513, 0.136}, {0.689, 0.842}, {0.426, 0.957}, {0.825, 0.338}}
	for i, p := range want {
		if d.Points[i] != p {
			t.Fatalf("point %d = %v, want %v", i, d.Points[i], p)
		}
	}
	if !strings.Contains(in.Prompt, "  [0.956, 0.208],\n  [0.828, 0.149],") || !strings.Contains(in.Prompt, "[0.825, 0.338]\n]") {
		t.Fatalf("prompt does not list the points as upstream displays them:\n%s", in.Prompt)
	}
	for k, sp := range Task.Subpasses() {
		d := instance(t, k).Data.(*Data)
		if len(d.Points) != numPoints.Get(sp.Params) {
			t.Errorf("subpass %d: %d points, params say %d", k, len(d.Points), numPoints.Get(sp.Params))
		}
	}
}

func TestDisplayWritesPythonStyleDecimals(t *testing.T) {
	for x, want := range map[float64]string{0.05: "0.05", 0: "0.0", 1: "1.0", 0.956: "0.956", 0.5: "0.5"} {
		if got := Display(x); got != want {
			t.Errorf("Display(%v) = %q, want %q", x, got, want)
		}
	}
}

func TestGeneratorIsDeterministicAndHonest(t *testing.T) {
	for _, dec := range []int{2, 3, 4} {
		for seed := uint64(0); seed < 5; seed++ {
			a, err := generate(12, dec, seed)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := generate(12, dec, seed)
			for i := range a.Points {
				if a.Points[i] != b.Points[i] {
					t.Fatalf("seed %d: two runs differ", seed)
				}
			}
			if !a.GeneralPosition() {
				t.Fatalf("decimals %d seed %d: not in general position", dec, seed)
			}
			scale := math.Pow10(dec)
			for _, p := range a.Points {
				for _, c := range p {
					if c < 0 || c > 1 || math.Abs(c*scale-math.Round(c*scale)) > 1e-9 {
						t.Fatalf("coordinate %v is not a multiple of 10^-%d in [0, 1]", c, dec)
					}
				}
			}
		}
	}
	a, _ := generate(20, 3, 1)
	b, _ := generate(20, 3, 2)
	if a.Points[0] == b.Points[0] && a.Points[1] == b.Points[1] {
		t.Fatal("different seeds gave the same points")
	}
}

func TestGeneratorRefusesImpossibleRequests(t *testing.T) {
	// 200 points with no three collinear on a 101×101 grid is out of reach; the
	// generator must say so instead of searching for long.
	if _, err := generate(200, 2, 1); err == nil || !strings.Contains(err.Error(), "use fewer points or more decimals") {
		t.Fatalf("got %v", err)
	}
}
