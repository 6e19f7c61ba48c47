package tetrahedrashadow

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func canonical(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

func answer(ts []Transform) string {
	b, _ := json.Marshal(Answer{Tetrahedrons: ts})
	return string(b)
}

var qS = Transform{Q0: 0.8204732385702833, Q1: 0.4247082002778668, Q2: 0.17591989660616122, Q3: 0.33985114297998736}

// grid lays qS squares (side s) at x = −2 + i·step, y = −2 + j·step for
// i, j < n, stacked as the spec's vectors do.
func grid(n int, step float64, stacked bool) []Transform {
	var out []Transform
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			t := qS
			t.X, t.Y = -2+float64(i)*step, -2+float64(j)*step
			if stacked {
				t.Z = float64(2*(i%2) + j%2)
			}
			out = append(out, t)
		}
	}
	return out
}

func tt1() []Transform { return grid(6, (4-1/math.Sqrt2)/5, true) }

func scaleQ(ts []Transform, f float64) []Transform {
	out := append([]Transform(nil), ts...)
	for i := range out {
		out[i].Q0, out[i].Q1, out[i].Q2, out[i].Q3 = f*out[i].Q0, f*out[i].Q1, f*out[i].Q2, f*out[i].Q3
	}
	return out
}

func near(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 1e-6 {
		t.Fatalf("%s: score %v, want %v", what, got, want)
	}
}

func TestReferenceAnswersScoreOne(t *testing.T) {
	for k := range (Task).Subpasses() {
		in := canonical(t, k)
		r := Task.Grade(in, tasktest.SolveText(t, Task, in))
		tasktest.Passes(t, r)
		if ov := r.BuildOverlay(); ov == nil || len(ov.Meshes) == 0 || len(ov.Polys) == 0 {
			t.Fatalf("subpass %d: no overlay", k)
		}
	}
}

func TestGeneratedInstancesGradeTheirOwnSolution(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(10); seed < 12; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		}
	}
}

// The spec's test vectors, under the corrected rules (DEVIATIONS.md).
func TestSpecVectors(t *testing.T) {
	sq := canonical(t, 0)
	// T-T1: the exact cover, stacked: full marks.
	tasktest.Passes(t, Task.Grade(sq, answer(tt1())))
	// T-T2: the same on the ground: neighbours overlap, ×0.5.
	r := Task.Grade(sq, answer(grid(6, (4-1/math.Sqrt2)/5, false)))
	near(t, "T-T2", r.Score, 0.5)
	tasktest.Fails(t, r, "no intersections", "tetrahedra #0 and #1 intersect")
	tasktest.Mode(t, r, verifiers.LocalOnly)
	// T-T3: 25 squares side by side: R = I = 12.5, D = 3.5.
	r = Task.Grade(sq, answer(grid(5, 1/math.Sqrt2, true)))
	near(t, "T-T3", r.Score, 0.671875)
	tasktest.Fails(t, r, "shadow", "covers 12.5 of the target's 16")
	// T-T4: the T-T1 answer on the rectangle and on the holed square.
	near(t, "T-T4 rectangle", Task.Grade(canonical(t, 5), answer(tt1())).Score, 0.277778)
	r = Task.Grade(canonical(t, 2), answer(tt1()))
	near(t, "T-T4 holed square", r.Score, 0)
	tasktest.Fails(t, r, "shadow", "lies outside the target")
	// T-T5: quaternions ×1.02 break the 1% rule: ×0.25 (upstream 0.246798,
	// whose Euler conversion also distorted the shadow); ×1.004 is within it
	// (upstream 0.999001).
	r = Task.Grade(sq, answer(scaleQ(tt1(), 1.02)))
	near(t, "T-T5 ×1.02", r.Score, 0.25)
	tasktest.Fails(t, r, "unit quaternions", "tetrahedron #0: q0²+q1²+q2²+q3² = 1.0404")
	tasktest.Passes(t, Task.Grade(sq, answer(scaleQ(tt1(), 1.004))))
	// T-T6: the quarter turn about y is graded, not thrown out.
	h := math.Sqrt(0.5)
	r = Task.Grade(sq, answer([]Transform{{Q0: h, Q2: h}}))
	if c := tasktest.Check(t, r, "format"); !c.OK {
		t.Fatalf("T-T6 rejected: %s", c.Detail)
	}
	tasktest.Fails(t, r, "shadow", "covers 0.353553 of the target's 16")
	// T-T9: two identical tetrahedra.
	r = Task.Grade(sq, answer(append(tt1(), tt1()[7])))
	tasktest.Fails(t, r, "no intersections", "tetrahedra #7 and #36 intersect")
	near(t, "T-T9", r.Score, 0.5)
	// T-T10: touching at one corner counts.
	r = Task.Grade(sq, answer([]Transform{{X: -1, Y: -0.3, Q0: 1}, {X: 0, Y: -0.3, Q0: 1}}))
	tasktest.Fails(t, r, "no intersections", "tetrahedra #0 and #1 intersect (touching counts)")
	// Both penalties: only the quaternion one applies, as upstream.
	both := scaleQ(grid(6, (4-1/math.Sqrt2)/5, false), 1.02)
	r = Task.Grade(sq, answer(both))
	near(t, "both penalties", r.Score, 0.25)
	tasktest.Fails(t, r, "no intersections", "no further deduction")
}

func TestAnswerForms(t *testing.T) {
	sq := canonical(t, 0)
	var rows [][7]float64
	for _, tr := range tt1() {
		rows = append(rows, [7]float64{tr.X, tr.Y, tr.Z, tr.Q0, tr.Q1, tr.Q2, tr.Q3})
	}
	arr, _ := json.Marshal(rows)
	objs, _ := json.Marshal(tt1())
	for name, text := range map[string]string{
		"seven-number lists": string(arr),
		"bare list":          string(objs),
		"fenced with talk":   "Here is my arrangement.\n```json\n" + answer(tt1()) + "\n```\nDone.",
		"python literal":     strings.ReplaceAll(strings.ReplaceAll(string(arr), "[", "("), "]", ")"),
	} {
		if name == "python literal" {
			text = "[" + text[1:len(text)-1] + "]"
		}
		r := Task.Grade(sq, text)
		if r.Score != 1 {
			t.Errorf("%s: scored %v: %+v", name, r.Score, r.Checks)
		}
	}
}

func TestBadInputScoresZeroWithAReason(t *testing.T) {
	sq := canonical(t, 0)
	var many strings.Builder
	many.WriteString(`{"tetrahedrons": [`)
	for i := 0; i < 1001; i++ {
		if i > 0 {
			many.WriteString(",")
		}
		many.WriteString(`[0,0,0,1,0,0,0]`)
	}
	many.WriteString("]}")
	cases := []struct{ name, text, check, detail, mode string }{
		{"empty", "", "answer", "empty", verifiers.Evasion},
		{"prose", "I would stack them carefully.", "answer", "no list or object", verifiers.Evasion},
		{"missing key", `{"tetrahedrons": [{"x": 0, "y": 0, "z": 0, "q0": 1, "q1": 0, "q2": 0}]}`, "format", `invalid tetrahedron #0: the key "q3" is missing`, verifiers.Malformed},
		{"string number", `{"tetrahedrons": [{"x": "0", "y": 0, "z": 0, "q0": 1, "q1": 0, "q2": 0, "q3": 0}]}`, "format", `invalid tetrahedron #0: tetrahedrons[0].x: expected a number, found the string "0"`, verifiers.Malformed},
		{"NaN", `{"tetrahedrons": [[0, 0, NaN, 1, 0, 0, 0]]}`, "format", "expected a finite number, found NaN", verifiers.Malformed},
		{"infinity", `{"tetrahedrons": [[0, 0, 0, 1e999, 0, 0, 0]]}`, "format", "found 1e999", verifiers.Malformed},
		{"six numbers", `{"tetrahedrons": [[0, 0, 0, 1, 0, 0]]}`, "format", "expected 7 numbers", verifiers.Malformed},
		{"not a transform", `{"tetrahedrons": [5]}`, "format", "expected an object with keys x, y, z, q0, q1, q2, q3, found 5", verifiers.Malformed},
		{"zero quaternion", `{"tetrahedrons": [[0, 0, 0, 0, 0, 0, 0]]}`, "format", "is zero, or too close to zero, and describes no rotation", verifiers.Malformed},
		{"vanishing quaternion", `{"tetrahedrons": [[0, 0, 0, 1e-170, 0, 0, 0]]}`, "format", "(1e-170, 0, 0, 0) is zero, or too close to zero", verifiers.Malformed},
		{"far away", `{"tetrahedrons": [[1e6, 0, 0, 1, 0, 0, 0]]}`, "format", "x = 1e+06 is beyond ±1000", verifiers.Malformed},
		{"huge quaternion", `{"tetrahedrons": [[0, 0, 0, 1e200, 1e200, 0, 0]]}`, "format", "q0 = 1e+200 is beyond ±1000", verifiers.Malformed},
		{"too many", many.String(), "format", "has 1001 entries; the limit is 1000", verifiers.Malformed},
		{"deep nesting", strings.Repeat("[", 100) + strings.Repeat("]", 100), "answer", "nested more than 32 levels", verifiers.Malformed},
		{"empty list", `{"tetrahedrons": []}`, "shadow", "no tetrahedra, so no shadow", verifiers.Trivialized},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, g := gradeWork(t, sq, c.text)
			if r.Score != 0 || r.Passed {
				t.Fatalf("scored %v", r.Score)
			}
			tasktest.Fails(t, r, c.check, c.detail)
			tasktest.Mode(t, r, c.mode)
			// A refused answer costs no geometry: nothing is placed before
			// the refusal (the count is checked before any entry is read),
			// and no pair is tested.
			if g != nil && (len(g.ts) != 0 || g.tested != 0) {
				t.Errorf("placed %d tetrahedra and tested %d pairs before refusing", len(g.ts), g.tested)
			}
		})
	}
}

// gradeWork grades text as Task.Grade does, and also returns the grading,
// whose counters say how much work it took (nil when no answer was found in
// the text, so that no grading began).
func gradeWork(t *testing.T, in *tasks.Instance, text string) (*verifiers.Report, *grading) {
	t.Helper()
	d, err := tasks.DataAs[Data](in)
	if err != nil {
		t.Fatal(err)
	}
	r := verifiers.NewReport(in.Task, in.Rules, in.Subpass, in.Seed)
	shape := verifiers.Shape{Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()), Bare: bareList}
	var g *grading
	if found, ok := r.Read(text, shape, verifiers.DefaultLimits); ok {
		g = &grading{d: d}
		var a Answer
		if err := verifiers.DecodeAnswer(d, found, &a); err != nil {
			r.Reject("format", err)
		} else {
			g.grade(r, a)
		}
	}
	// The counters must describe the grading Task.Grade does.
	if want := Task.Grade(in, text); r.Score != want.Score || !reflect.DeepEqual(r.Checks, want.Checks) {
		t.Fatalf("gradeWork and Task.Grade disagree: %+v, %+v", r.Checks, want.Checks)
	}
	return r, g
}

// hostile are well-formed answers with the most tetrahedra allowed, made to
// cost the grader as much as it allows: all in one place (every pair's boxes
// meet and every pair intersects), and a strip of alternately upright and
// upside-down flat tetrahedra a hair apart (each box meets its neighbours',
// and no pair intersects, so no test stops the search).
func hostile() map[string][]Transform {
	same := make([]Transform, MaxTetrahedra)
	for i := range same {
		same[i] = qS
	}
	// 25 rows of 40 tetrahedra. In a row, tetrahedron j has its shadow's
	// lowest corner at x = j·(0.5 + gap): upright ones lie on a face (q = 1),
	// upside-down ones are turned half about z (q = k) and moved up by the
	// triangle's height, so that each shadow's slanted side faces its
	// neighbour's, gap apart. Rows are a whole unit apart.
	const rows, perRow, gap = 25, 40, 0.01
	h := math.Sqrt(3) / 2
	strip := make([]Transform, 0, rows*perRow)
	for row := range rows {
		for j := range perRow {
			x, y := float64(j)*(0.5+gap)-10, float64(row)-12
			if j%2 == 0 {
				strip = append(strip, Transform{X: x, Y: y, Q0: 1})
			} else {
				strip = append(strip, Transform{X: x + 1, Y: y + h, Q3: 1})
			}
		}
	}
	return map[string][]Transform{"identical": same, "strip": strip}
}

// The pair search, the grader's costliest part, does no more than it must:
// it stops at maxPairs intersecting pairs, and tests exactly only the pairs
// whose bounding boxes meet.
func TestWorstCaseWorkIsBounded(t *testing.T) {
	in := canonical(t, 9) // the annulus: 100 target pieces
	ts := hostile()
	r, g := gradeWork(t, in, answer(ts["identical"]))
	tasktest.Sane(t, r)
	if len(g.pairs) != maxPairs || g.tested != maxPairs {
		t.Errorf("identical: %d pairs found with %d tests; want the search to stop at the %dth", len(g.pairs), g.tested, maxPairs)
	}
	// Stopping early makes the count a lower bound, and the detail says so.
	tasktest.Fails(t, r, "no intersections", "; 9 more pairs have the same problem (the search stops at 10 pairs, so there may be more)")
	r, g = gradeWork(t, in, answer(ts["strip"]))
	tasktest.Sane(t, r)
	// In each row of 40, only the 39 neighbouring pairs have meeting boxes.
	if want := 25 * 39; len(g.pairs) != 0 || g.tested != want {
		t.Errorf("strip: %d pairs found with %d tests; want none found with %d tests", len(g.pairs), g.tested, want)
	}
}

// BenchmarkGradeWorstCase times the hostile answers (TestWorstCaseWorkIsBounded
// bounds their work).
func BenchmarkGradeWorstCase(b *testing.B) {
	in := canonical(b, 9)
	for name, ts := range hostile() {
		text := answer(ts)
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Task.Grade(in, text)
			}
		})
	}
}

func TestFailureModes(t *testing.T) {
	sq := canonical(t, 0)
	// Almost everything covered: a near miss.
	ts := tt1()
	ts[0].X -= 0.05
	r := Task.Grade(sq, answer(ts))
	tasktest.Mode(t, r, verifiers.NearMiss)
	tasktest.Fails(t, r, "shadow", "lies outside the target")
	// A single tetrahedron: incorrect.
	tasktest.Mode(t, Task.Grade(sq, answer([]Transform{{Q0: 1}})), verifiers.Incorrect)
	caption := r.BuildOverlay().Caption
	if !strings.Contains(caption, "outside 0.") {
		t.Error("the caption does not give the outside area")
	}
	if want := fmt.Sprintf("; score %.6g.", r.Score); r.Score == 0 || !strings.HasSuffix(caption, want) {
		t.Errorf("the caption %q does not end with the report's score %v", caption, r.Score)
	}
}

func Example_grade() {
	k := 0
	in, _ := tasks.New(Task, tasks.Request{Subpass: &k})
	r := Task.Grade(in, answer(grid(5, 1/math.Sqrt2, true)))
	fmt.Println(r.Score)
	// Output: 0.671875
}
