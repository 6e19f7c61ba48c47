package pipeloop

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func instance(t *testing.T, k int) (*tasks.Instance, *Data) {
	t.Helper()
	in := tasktest.Canonical(t, Task, k)
	return in, in.Data.(*Data)
}

// The spec's table: pipes, side and N/B² for all 40 subpasses, and the preset
// constraints of subpasses 11 to 20 with their values in absolute terms.
func TestCanonicalTableMatchesTheSpec(t *testing.T) {
	pipes := []int{3, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 80, 90, 100, 110, 120, 140, 160, 170, 180, 200, 280, 320, 360, 390, 400, 420}
	sides := []int{1, 2, 2, 3, 3, 3, 3, 4, 4, 7, 4, 5, 5, 5, 5, 6, 6, 6, 7, 9, 7, 8, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 26, 27, 28, 30, 32, 35, 40, 50}
	if n := len(Task.Subpasses()); n != 40 {
		t.Fatalf("%d subpasses, the spec has 40", n)
	}
	for k := range pipes {
		_, d := instance(t, k)
		if d.Pipes != pipes[k] || d.Side != sides[k] || d.LengthTolerance != 0.05 {
			t.Errorf("subpass %d: %d pipes, side %d, tolerance %v", k, d.Pipes, d.Side, d.LengthTolerance)
		}
		if (k < 11 || k > 20) && (d.Preset != "" || len(d.Constraints) != 0) {
			t.Errorf("subpass %d has preset %q", k, d.Preset)
		}
	}
	// Absolute values of every preset constraint, as the spec's table states them.
	want := map[int]string{
		11: "edge_runner: crossings<=0 touch>=3@0.005 turns>=5",
		12: "curvy_and_short_runs: crossings<=0 run<=2 angles[60,150]",
		13: "balanced_quadrants: crossings<=0 quadrants@2.5",
		14: "stay_off_walls: margin[0.25,4.75] hull>=3.75 crossings<=0",
		15: "dense_center: centroid[2.7,3.3]x[2.7,3.3] separation>=0.25 crossings<=0",
		16: "one_forced_cross: crossings==1 angles[10,170]",
		17: "two_forced_crosses: crossings==2 angles[15,165]",
		18: "center_start: start(3.5,3.5)r0.25 angles[40,140] crossings<=0",
		19: "hull_spreader: crossings<=0 hull>=20.25",
		20: "wall_kisser: touch>=4@0.007 crossings<=0",
	}
	for k, w := range want {
		_, d := instance(t, k)
		if got := describe(d); got != w {
			t.Errorf("subpass %d: %s, want %s", k, got, w)
		}
	}
}

// describe writes an instance's constraints in absolute terms.
func describe(d *Data) string {
	B := float64(d.Side)
	parts := []string{d.Preset + ":"}
	for _, c := range d.Constraints {
		var s string
		switch c.Kind {
		case MaxCrossings:
			s = "crossings<=" + num(float64(c.Count))
		case ExactCrossings:
			s = "crossings==" + num(float64(c.Count))
		case MustTouchBoundary:
			s = "touch>=" + num(float64(c.Count)) + "@" + num(d.TouchTolerance())
		case MinTurns:
			s = "turns>=" + num(float64(c.Count))
		case MaxStraightRun:
			s = "run<=" + num(float64(c.Count))
		case AngleRange:
			s = "angles[" + num(c.Min) + "," + num(c.Max) + "]"
		case CoverageQuadrants:
			s = "quadrants@" + num(B/2)
		case AvoidMargin:
			s = "margin[" + num(c.Fraction*B) + "," + num(B-c.Fraction*B) + "]"
		case MinHullArea:
			s = "hull>=" + num(c.Fraction*B*B)
		case CentroidBox:
			s = "centroid[" + num(B*c.Box[0]) + "," + num(B*c.Box[1]) + "]x[" + num(B*c.Box[2]) + "," + num(B*c.Box[3]) + "]"
		case MinSeparation:
			s = "separation>=" + num(c.Distance)
		case FixedStart:
			s = "start(" + num(B*c.Target[0]) + "," + num(B*c.Target[1]) + ")r" + num(c.Radius)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// The prompt states the checklist's facts and the grader's tolerances.
func TestPromptStatesFactsAndTolerances(t *testing.T) {
	in, _ := instance(t, 3)
	for _, frag := range []string{
		"You have 10 straight pipes, each exactly 1 m long", "square area 3 m on each side",
		"one closed loop", "do not have to follow the x and y axes", "0 ≤ x ≤ 3 and 0 ≤ y ≤ 3 exactly, with no tolerance",
		"1 m long within ±0.05 m", "No vertex may be used twice", "rounding each coordinate to 6 decimals",
		"below −0.99", "pipes that share an end point are never counted", "The loop may not cross itself: no two pipes may cross by the rule above.",
		"list exactly 10 points and do not repeat the first point", `{"points": [{"x": 0.0, "y": 0.0}`,
	} {
		if !strings.Contains(in.Prompt, frag) {
			t.Errorf("prompt lacks %q:\n%s", frag, in.Prompt)
		}
	}
	if strings.Contains(in.Prompt, "Additional constraints") {
		t.Error("a plain subpass lists additional constraints")
	}
	checks := map[int][]string{
		11: {"Additional constraints:", "Crossings allowed: 0.", "Touch at least 3 distinct sides", "within 0.005 m of it", "at least 5 vertices must have an angle below 175°"},
		12: {"no more than 2 consecutive vertices", "without wrapping", "between 60° and 150°, inclusive"},
		13: {"midlines x = 2.5 and y = 2.5", "midline edges included"},
		14: {"at least 5% of the side", "0.25 ≤ x ≤ 4.75", "at least 15% of the square, an area of at least 3.75 m²"},
		15: {"within 45–55% of the side in x and 45–55% in y, that is 2.7 ≤ x ≤ 3.3 and 2.7 ≤ y ≤ 3.3", "at least 0.25 m apart"},
		16: {"Exactly one crossing is required", "between 10° and 170°"},
		17: {"Exactly 2 crossings are required", "between 15° and 165°"},
		18: {"Start the loop near (50% of the side, 50% of the side)", "within 0.25 m of (3.5, 3.5)", "between 40° and 140°"},
		19: {"at least 25% of the square, an area of at least 20.25 m²"},
		20: {"Touch at least 4 distinct sides", "within 0.007 m"},
	}
	for k, frags := range checks {
		in, _ := instance(t, k)
		for _, f := range frags {
			if !strings.Contains(in.Prompt, f) {
				t.Errorf("subpass %d: prompt lacks %q:\n%s", k, f, in.Prompt)
			}
		}
		required := k == 16 || k == 17
		if strings.Contains(in.Prompt, "may not cross itself") == required {
			t.Errorf("subpass %d: the no-cross rule is stated %v, want %v", k, !required, required)
		}
	}
}

func TestGeneratorVariesThresholdsAndRefusesTheImpossible(t *testing.T) {
	a, err := generate(36, 6, "dense_center", 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := generate(36, 6, "dense_center", 2)
	if err != nil {
		t.Fatal(err)
	}
	if describe(a) == describe(b) {
		t.Errorf("seeds 1 and 2 gave the same thresholds: %s", describe(a))
	}
	for _, d := range []*Data{a, b} {
		if w := witness(d); w == nil || !Evaluate(d, w).Passed() {
			t.Fatalf("%s: no passing witness", describe(d))
		}
	}
	for _, c := range []struct {
		pipes, side int
		preset      string
	}{{400, 2, ""}, {41, 3, ""}, {10, 1, "wall_kisser"}} {
		if _, err := generate(c.pipes, c.side, c.preset, 1); err == nil || !strings.Contains(err.Error(), "could not build a loop") {
			t.Errorf("%v: got %v", c, err)
		}
	}
}

// Every construction of the solver yields a loop that is simple apart from the
// required crossings, and the solver is deterministic.
func TestSolverIsCleanAndDeterministic(t *testing.T) {
	for _, k := range []int{0, 1, 2, 11, 12, 16, 17, 18, 39} {
		in, d := instance(t, k)
		a, err := Task.Solve(in)
		if err != nil {
			t.Fatalf("subpass %d: %v", k, err)
		}
		b, _ := Task.Solve(in)
		pa, pb := a.(Answer).Points, b.(Answer).Points
		for i := range pa {
			if pa[i] != pb[i] {
				t.Fatalf("subpass %d: two solves differ at point %d", k, i)
			}
		}
		pts := witness(d)
		if n := crossingTarget(d); touches(pts, n) != n {
			t.Errorf("subpass %d: the witness touches itself", k)
		}
	}
}
