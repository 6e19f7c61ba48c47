package pipeloop

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func canonical(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

// pairs writes a list of [x, y] pairs as an answer.
func pairs(pts [][2]float64) string {
	b, _ := json.Marshal(map[string]any{"points": pts})
	return string(b)
}

func TestReferenceAnswersScoreOne(t *testing.T) {
	for k := range Task.Subpasses() {
		in := canonical(t, k)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

// star builds the spec's star polygon for even n around the centre of a b×b
// square, with outer radius outer (0 for the spec's default) and phase phi.
func star(n int, side, outer, phi float64) [][2]float64 {
	k := n / 2
	s, c := math.Sin(math.Pi/float64(k)), math.Cos(math.Pi/float64(k))
	b := math.Min(side/2, 1/s)
	if outer > 0 {
		b = outer
	}
	a := b*c - math.Sqrt(1-b*b*s*s)
	if a <= 0 {
		a = b*c + math.Sqrt(1-b*b*s*s)
	}
	out := make([][2]float64, n)
	for i := range out {
		r := b
		if i%2 == 1 {
			r = a
		}
		th := phi + float64(i)*math.Pi/float64(k)
		out[i] = [2]float64{math.Round((side/2+r*math.Cos(th))*1e6) / 1e6, math.Round((side/2+r*math.Sin(th))*1e6) / 1e6}
	}
	return out
}

func parse(s string) [][2]float64 {
	var out [][2]float64
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		panic(err)
	}
	return out
}

// The spec's test vectors (§10), graded as the spec says.
func TestSpecVectors(t *testing.T) {
	tasktest.Passes(t, Task.Grade(canonical(t, 0), "[[0,0],[1,0],[0.5,0.8660254]]"))
	tasktest.Fails(t, Task.Grade(canonical(t, 0), "[[0,0],[1.04,0],[0.52,0.9]]"), "bounds", "vertex 1 (1.04, 0) lies outside the square [0, 1]×[0, 1]")

	sub3 := parse(`[[3.0,1.5],[2.100027,1.935945],[1.963525,2.926585],[1.27081,2.205374],[0.286475,2.381678],[0.758326,1.5],[0.286475,0.618322],[1.27081,0.794626],[1.963525,0.073415],[2.100027,1.064055]]`)
	tasktest.Passes(t, Task.Grade(canonical(t, 3), pairs(sub3)))
	shifted := make([][2]float64, len(sub3))
	for i, p := range sub3 {
		shifted[i] = [2]float64{p[0] + 0.2, p[1]}
	}
	tasktest.Fails(t, Task.Grade(canonical(t, 3), pairs(shifted)), "bounds", "vertex 0 (3.2, 1.5) lies outside")
	swapped := append([][2]float64(nil), sub3...)
	swapped[3], swapped[4] = swapped[4], swapped[3]
	tasktest.Fails(t, Task.Grade(canonical(t, 3), pairs(swapped)), "pipe lengths", "pipe 2 (vertex 2 to 3) is")

	tasktest.Passes(t, Task.Grade(canonical(t, 2), "[[0,0],[1,0],[2,0],[2,1],[2,2],[1,2],[0,2],[0,1]]"))
	tasktest.Passes(t, Task.Grade(canonical(t, 11), "[[0,0],[1,0],[2,0],[3,0],[4,0],[5,0],[5,1],[5,2],[5,3],[5,4],[5,5],[4,5],[4,4],[4,3],[3,3],[3,4],[3,5],[2,5],[2,4],[1,4],[1,5],[0,5],[0,4],[0,3],[0,2],[0,1]]"))

	sub12 := `[[0.072497,2.02956],[1.070061,2.099317],[1.246548,1.115014],[0.249607,1.193172],[0.6619,0.28212],[1.433942,0.917691],[1.970441,0.07379],[2.97044,0.072497],[2.900683,1.070061],[3.884986,1.246548],[3.806828,0.249607],[4.71788,0.6619],[4.082309,1.433942],[4.92621,1.970441],[4.927503,2.97044],[3.929939,2.900683],[3.753452,3.884986],[4.750393,3.806828],[4.3381,4.71788],[3.566058,4.082309],[3.029559,4.92621],[2.02956,4.927503],[2.099317,3.929939],[1.115014,3.753452],[1.193172,4.750393],[0.28212,4.3381],[0.917691,3.566058],[0.07379,3.029559]]`
	tasktest.Passes(t, Task.Grade(canonical(t, 12), sub12))
	r := Task.Grade(canonical(t, 12), pairs(star(28, 5, 0, 0)))
	tasktest.Fails(t, r, "angle range", "vertex 8 (41.9°), and 9 more are outside 60°–150°")

	sub18 := parse(`[[3.5,3.5],[3.193809,2.54803],[2.265588,2.920058],[1.953073,1.970146],[2.927145,2.196383],[2.927145,1.196383],[3.916959,1.338747],[3.80462,2.332417],[4.742641,1.985839],[5.026767,2.944626],[4.146608,2.469947],[3.477554,3.213161],[4.321529,3.749544],[5.273499,3.443354],[4.901471,2.515132],[5.851384,2.202617],[5.625146,3.176689],[6.625146,3.176689],[6.482783,4.166504],[5.489113,4.054164],[5.83569,4.992185],[4.876903,5.276311],[5.351582,4.396152],[4.608368,3.727099],[4.071985,4.571073],[4.378176,5.523044],[5.306397,5.151015],[5.618912,6.100928],[4.64484,5.87469],[4.64484,6.87469],[3.655026,6.732327],[3.767365,5.738657],[2.829344,6.085234],[2.545218,5.126447],[3.425377,5.601126],[4.094431,4.857912],[3.250456,4.321529],[2.298486,4.62772],[2.670514,5.555941],[1.720601,5.868457],[1.946839,4.894384],[0.946839,4.894384],[1.089202,3.90457],[2.082872,4.01691],[1.736295,3.078888],[2.695082,2.794762],[2.220403,3.674921],[2.963617,4.343975]]`)
	tasktest.Passes(t, Task.Grade(canonical(t, 18), pairs(sub18)))
	rotated := append(append([][2]float64(nil), sub18[5:]...), sub18[:5]...)
	tasktest.Fails(t, Task.Grade(canonical(t, 18), pairs(rotated)), "start", "vertex 0 (2.92714, 1.19638) is 2.37378 from (3.5, 3.5); at most 0.25 allowed")
	r = Task.Grade(canonical(t, 18), pairs(star(48, 7, 0, 0)))
	tasktest.Fails(t, r, "start", "vertex 0 (7, 3.5)")
	tasktest.Fails(t, r, "angle range", "outside 40°–140°")

	sub16 := `[[3.433013,3.25],[3.967667,4.095071],[4.452079,3.220231],[4.14295,4.171251],[4.655053,3.312327],[4.924342,4.275387],[4.845728,3.278482],[5.623548,3.906969],[4.980321,3.141294],[5.978532,3.201081],[5.010077,2.951893],[5.857133,2.42039],[4.92428,2.780646],[5.30452,1.855759],[4.755082,2.691293],[4.526642,1.717735],[4.566012,2.71696],[3.813649,2.058211],[4.428296,2.847013],[3.433013,2.75],[2.566987,3.25],[2.032333,4.095071],[1.547921,3.220231],[1.85705,4.171251],[1.344947,3.312327],[1.075658,4.275387],[1.154272,3.278482],[0.376452,3.906969],[1.019679,3.141294],[0.021468,3.201081],[0.989923,2.951893],[0.142867,2.42039],[1.07572,2.780646],[0.69548,1.855759],[1.244918,2.691293],[1.473358,1.717735],[1.433988,2.71696],[2.186351,2.058211],[1.571704,2.847013],[2.566987,2.75]]`
	r = Task.Grade(canonical(t, 16), sub16)
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "exact crossings"); !strings.Contains(c.Detail, "1 crossing pair (pipes 19 and 39)") {
		t.Errorf("subpass 16: %q does not name the crossing pair (19, 39)", c.Detail)
	}
	tasktest.Fails(t, Task.Grade(canonical(t, 16), pairs(star(40, 6, 0, 0))), "exact crossings", "no two pipes cross; exactly 1 is required")
	r = Task.Grade(canonical(t, 15), sub16)
	tasktest.Fails(t, r, "crossings", "1 crossing pair (pipes 19 and 39)")
	tasktest.Fails(t, r, "count", "40 points given; a loop of 36 pipes has exactly 36")

	for _, k := range []int{13, 15, 19} {
		row := Task.Subpasses()[k].Params
		tasktest.Passes(t, Task.Grade(canonical(t, k), pairs(star(pipesKey.Get(row), float64(sideKey.Get(row)), 0, 0))))
	}
	tasktest.Passes(t, Task.Grade(canonical(t, 14), pairs(star(32, 5, 2.25, 0))))
	tasktest.Fails(t, Task.Grade(canonical(t, 14), pairs(star(32, 5, 2.5, 0))), "margin", "closer than 0.25 to a wall")
	// Subpass 1 needs the hexagon turned by 30° in floating point upstream; our
	// rounded coordinates put the φ = 0 vertex exactly on the wall.
	tasktest.Passes(t, Task.Grade(canonical(t, 1), pairs(star(6, 2, 0, math.Pi/6))))
}

// The crossing predicate is upstream's strict two-sided test: a T-touch counts
// in one orientation and not in its mirror image.
func TestTouchCountsInOneOrientationOnly(t *testing.T) {
	d := &Data{Pipes: 5, Side: 2, LengthTolerance: 2, Constraints: []Constraint{}}
	in := &tasks.Instance{Task: "pipe-loop", Version: tasks.Version, Data: d}
	up := Task.Grade(in, "[[0,0],[2,0],[2,2],[1,1],[1,0]]")
	tasktest.Fails(t, up, "crossings", "1 crossing pair (pipes 0 and 3)")
	down := Task.Grade(in, "[[0,2],[2,2],[2,0],[1,1],[1,2]]")
	if c := tasktest.Check(t, down, "crossings"); !c.OK {
		t.Fatalf("the mirrored T-touch was counted: %s", c.Detail)
	}
}

func TestEveryConstraintFailsOnItsCheck(t *testing.T) {
	// Edge runner: a star touches one side only and the loop is fine otherwise.
	r := Task.Grade(canonical(t, 11), pairs(star(26, 5, 0, 0)))
	tasktest.Fails(t, r, "touch sides", "vertices touch 1 side of the square (right) within 0.005; at least 3 required")
	tasktest.Mode(t, r, verifiers.Trivialized)
	// Straight runs: a lattice rectangle of 28 has long straight sides.
	rect := [][2]float64{}
	for x := 0; x < 5; x++ {
		rect = append(rect, [2]float64{float64(x), 0})
	}
	for y := 0; y < 9; y++ {
		rect = append(rect, [2]float64{5, float64(y)})
	}
	r = Task.Grade(canonical(t, 12), pairs(rect))
	tasktest.Fails(t, r, "bounds", "outside the square [0, 5]×[0, 5]")
	// Quadrants: the triangle-ish loop in one corner.
	corner := [][2]float64{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}, {0, 1}}
	d := &Data{Pipes: 8, Side: 5, LengthTolerance: 0.05, Constraints: []Constraint{{Kind: CoverageQuadrants}, {Kind: MinTurns, Count: 5}, {Kind: MaxStraightRun, Count: 0}, {Kind: CentroidBox, Box: []float64{0.4, 0.6, 0.4, 0.6}}, {Kind: MinSeparation, Distance: 1.5}, {Kind: MinHullArea, Fraction: 0.5}}}
	in := &tasks.Instance{Task: "pipe-loop", Version: tasks.Version, Data: d}
	r = Task.Grade(in, pairs(corner))
	tasktest.Fails(t, r, "quadrants", "no vertex lies in the bottom-right, top-left, top-right quadrants")
	tasktest.Fails(t, r, "turns", "4 vertices turn")
	tasktest.Fails(t, r, "straight runs", "vertices 1 to 1 run straight")
	tasktest.Fails(t, r, "centroid box", "the centroid of the vertices (1, 1) lies outside [2, 3]×[2, 3]")
	tasktest.Fails(t, r, "separation", "vertices 0 and 7 are 1 apart, vertices 1 and 3 are 1.41421 apart")
	tasktest.Fails(t, r, "hull area", "the convex hull of the vertices has area 4; at least 12.5 (50% of the square) required")
	for _, name := range []string{"count", "bounds", "pipe lengths", "closure", "distinct vertices", "crossings", "doubling back"} {
		if c := tasktest.Check(t, r, name); !c.OK {
			t.Errorf("%s failed on a valid plain loop: %s", name, c.Detail)
		}
	}
}

func TestAlwaysOnChecks(t *testing.T) {
	in := canonical(t, 2) // 8 pipes, 2×2
	cases := []struct{ name, answer, check, detail string }{
		{"repeated first point", "[[0,0],[1,0],[2,0],[2,1],[2,2],[1,2],[0,2],[0,1],[0,0]]", "count", "9 points given; a loop of 8 pipes has exactly 8 (the last point repeats the first; leave it out)"},
		{"long closing pipe", "[[0,0],[1,0],[2,0],[2,1],[2,2],[1,2],[0,2],[0,1.5]]", "closure", "the closing pipe from vertex 7 back to vertex 0 is 1.5 long"},
		{"duplicate", "[[0,0],[1,0],[2,0],[2,1],[2,2],[1,2],[0,2],[0,0.0000001]]", "distinct vertices", "vertices 0 and 7 coincide at (0, 0)"},
		{"hairpin", "[[0,0],[1,0],[0.0001,0.01],[1,0.02],[2,1],[2,2],[1,2],[0,1]]", "doubling back", "the loop doubles back at vertex 1"},
		{"bowtie", "[[0,0],[1,1],[2,2],[2,1],[2,0],[1,1.0001],[0,2],[0,1]]", "crossings", "crossing pair"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tasktest.Fails(t, Task.Grade(in, c.answer), c.check, c.detail)
		})
	}
}

func TestAnswerForms(t *testing.T) {
	in := canonical(t, 2)
	good := map[string]string{
		"objects":        `{"points": [{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 2, "y": 0}, {"x": 2, "y": 1}, {"x": 2, "y": 2}, {"x": 1, "y": 2}, {"x": 0, "y": 2}, {"x": 0, "y": 1}]}`,
		"bare objects":   `[{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 2, "y": 0}, {"x": 2, "y": 1}, {"x": 2, "y": 2}, {"x": 1, "y": 2}, {"x": 0, "y": 2}, {"x": 0, "y": 1}]`,
		"numeric string": `{"points": [["0","0"],[1,0],[2,0],[2,1],[2,2],[1,2],[0,2],[0,"1.0"]]}`,
		"python tuples":  "Here it is:\n```python\n[(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]\n```",
		"thinking":       "<thinking>[[9,9]]</thinking>{\"points\": [[0,0],[1,0],[2,0],[2,1],[2,2],[1,2],[0,2],[0,1]]}",
	}
	for name, text := range good {
		if r := Task.Grade(in, text); r.Score != 1 {
			t.Errorf("%s: scored %v: %+v", name, r.Score, r.Checks)
		}
	}
}

func TestBadInputScoresZeroWithAReason(t *testing.T) {
	in := canonical(t, 39) // 420 pipes
	var million strings.Builder
	million.WriteString(`{"points": [`)
	for i := 0; i < 1000000; i++ {
		million.WriteString("[1,1],")
	}
	million.WriteString("]}")
	var values strings.Builder
	values.WriteString(`{"points": [`)
	for i := 0; i < 150000; i++ {
		values.WriteString("[1,1],")
	}
	values.WriteString("]}")
	var many strings.Builder
	many.WriteString(`[`)
	for i := 0; i < 40000; i++ {
		fmt.Fprintf(&many, "[%d,1],", i%50)
	}
	many.WriteString("]")
	cases := []struct{ name, text, check, detail, mode string }{
		{"empty", "", "answer", "empty", verifiers.Evasion},
		{"prose", "A loop cannot be built.", "answer", "no list or object", verifiers.Evasion},
		{"NaN", `{"points": [[0,0],[NaN,0],[1,1]]}`, "format", "points[1].x: expected a finite number, found NaN", verifiers.Malformed},
		{"NaN string", `{"points": [[0,0],["nan",0],[1,1]]}`, "format", `points[1].x: expected a finite number, found the string "nan"`, verifiers.Malformed},
		{"infinity", `{"points": [[0,0],[1e999,0],[1,1]]}`, "format", "found 1e999", verifiers.Malformed},
		{"boolean", `{"points": [[0,0],[true,0],[1,1]]}`, "format", "expected a number, found true", verifiers.Malformed},
		{"missing y", `{"points": [{"x": 0}, {"x": 1, "y": 0}, {"x": 1, "y": 1}]}`, "format", "points[0]: missing numeric x/y", verifiers.Malformed},
		{"not a point", `{"points": [0, 1, 2]}`, "format", "points[0]: is not a point object, found 0", verifiers.Malformed},
		{"triple", `{"points": [[0,0,0],[1,0,0],[1,1,0]]}`, "format", "expected a point [x, y], found a list of 3 numbers", verifiers.Malformed},
		{"two points", `{"points": [[0,0],[1,0]]}`, "format", "at least 3 points", verifiers.Malformed},
		{"points not a list", `{"points": 5}`, "format", "the answer must contain a list of points", verifiers.Malformed},
		{"a million points", million.String(), "answer", "the limit is 1,048,576 bytes", verifiers.Malformed},
		{"150,000 points", values.String(), "answer", "more than 131072 values", verifiers.Malformed},
		{"forty thousand points", many.String(), "count", "points: has 40000 entries; a loop of 420 pipes has exactly 420 points", verifiers.Malformed},
		{"huge coordinates", `{"points": [[1e308,0],[-1e308,0],[0,1e308]]}`, "bounds", "outside the square", verifiers.Trivialized},
		{"deep nesting", strings.Repeat("[", 200) + strings.Repeat("]", 200), "answer", "nested more than 32 levels", verifiers.Malformed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Task.Grade(in, c.text)
			if pairs, evaluated := geometryWork(t, in, c.text); evaluated && pairs > maxPairs(in) {
				t.Errorf("the quadratic checks examined %d pairs; the point limit allows %d", pairs, maxPairs(in))
			}
			if r.Score != 0 || r.Passed {
				t.Fatalf("scored %v", r.Score)
			}
			tasktest.Fails(t, r, c.check, c.detail)
			tasktest.Mode(t, r, c.mode)
		})
	}
}

// geometryWork reads an answer as the grader does and returns how many pairs
// the quadratic checks examine on it; evaluated is false when the answer is
// refused before any geometry.
func geometryWork(t *testing.T, in *tasks.Instance, text string) (pairs int, evaluated bool) {
	t.Helper()
	d := in.Data.(*Data)
	found, err := verifiers.Extract(text, verifiers.Shape{Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()), Bare: pointList}, verifiers.DefaultLimits)
	if err != nil {
		return 0, false
	}
	var a Answer
	if err := verifiers.DecodeAnswer(d, found, &a); err != nil {
		return 0, false
	}
	return Evaluate(d, a.Points.vecs()).Pairs, true
}

// maxPairs is the most pairs the quadratic checks can examine on an instance:
// both of them on every pair of the most points the grader reads.
func maxPairs(in *tasks.Instance) int {
	m := maxPoints(in.Data.(*Data))
	return m * (m - 1)
}

// A loop of exactly N points that crosses itself everywhere costs the
// quadratic checks in full; the work stays within what the point limit
// allows.
func TestWorstCaseLoopIsBounded(t *testing.T) {
	in := canonical(t, 39)
	pts := make([][2]float64, 420)
	for i := range pts {
		// Zigzag between two walls: every pipe crosses many others.
		pts[i] = [2]float64{float64(i%2) * 50, float64(i%210) * 50 / 210}
	}
	r := Task.Grade(in, pairs(pts))
	// Every pair of non-adjacent pipes but the first and last.
	want := (420-1)*(420-2)/2 - 1
	if n, evaluated := geometryWork(t, in, pairs(pts)); !evaluated || n != want || n > maxPairs(in) {
		t.Errorf("the crossing check examined %d pairs (evaluated %v), want %d, at most %d", n, evaluated, want, maxPairs(in))
	}
	tasktest.Fails(t, r, "crossings", "crossing pairs")
	tasktest.Fails(t, r, "pipe lengths", "long")
}

func TestGeneratedInstancesAreSolvedAndDeterministic(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if runtime.GOOS == "js" {
		seeds = seeds[:1]
	}
	task := Task
	for _, preset := range []string{"easy", "medium", "hard"} {
		for _, seed := range seeds {
			in := tasktest.Seeded(t, task, preset, seed)
			again := tasktest.Seeded(t, task, preset, seed)
			j1, _ := json.Marshal(in)
			j2, _ := json.Marshal(again)
			if !bytes.Equal(j1, j2) {
				t.Fatalf("%s seed %d: two generations differ", preset, seed)
			}
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, task, in)))
		}
	}
	// Every preset, through a subpass's parameters and a seed.
	for k := 11; k <= 20; k++ {
		seed := uint64(k)
		kk := k
		in, err := tasks.New(task, tasks.Request{Subpass: &kk, Seed: &seed})
		if err != nil {
			t.Fatalf("subpass %d seed %d: %v", k, seed, err)
		}
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, task, in)))
	}
}

func TestWrongInstanceData(t *testing.T) {
	in := canonical(t, 0)
	in.Data = 7
	r := Task.Grade(in, "[[0,0],[1,0],[0.5,0.8]]")
	tasktest.Fails(t, r, "instance", "not *pipeloop.Data")
}

func TestOverlayMarksFailures(t *testing.T) {
	in := canonical(t, 15)
	r := Task.Grade(in, pairs(star(36, 6, 0, 0)))
	tasktest.Passes(t, r)
	if ov := r.BuildOverlay(); ov == nil || len(ov.Lines) == 0 {
		t.Fatal("no overlay")
	}
	// A loop with a crossing: the crossing is circled under its check.
	bow := "[[0,0],[1,1],[2,2],[2,1],[2,0],[1,1.0001],[0,2],[0,1]]"
	r = Task.Grade(canonical(t, 2), bow)
	found := false
	for _, p := range r.BuildOverlay().Polys {
		if p.Check == "crossings" && strings.HasPrefix(p.Name, "crossing of pipes") {
			found = true
		}
	}
	if !found {
		t.Fatal("the crossing is not circled in the overlay")
	}
}
