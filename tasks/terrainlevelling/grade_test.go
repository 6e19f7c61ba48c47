package terrainlevelling

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

// The schema's limit on blasts is the grader's.
func TestSchemaStatesTheLimit(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	if !strings.Contains(string(in.Schema), fmt.Sprintf(`"maxItems":%d`, MaxBlasts)) {
		t.Errorf("the schema does not cap blasts at %d: %s", MaxBlasts, in.Schema)
	}
}

func TestEveryReportNamesTheModel(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	for _, text := range []string{"", "I can't help with explosives.", `{"blasts": []}`, `{"blasts": [{"x": 99, "y": 0, "z": 1}]}`, tasktest.SolveText(t, Task, in)} {
		r := Task.Grade(in, text)
		if len(r.Checks) < 2 || r.Checks[0].Name != "answer" || r.Checks[1].Name != "blast model" || !strings.Contains(r.Checks[1].Detail, ModelName) {
			t.Errorf("%q: the report does not name the blast model after the answer: %+v", text, r.Checks)
		}
	}
}

// The spec's model-independent vectors on map 0 (§11).
func TestSpecGradingVectors(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	r := Task.Grade(in, `{"blasts": []}`)
	tasktest.Fails(t, r, "flat city", "made no progress: the largest flat city has 5 cells after blasting")
	tasktest.Mode(t, r, verifiers.Trivialized)

	r = Task.Grade(in, `{"blasts": [{"x": 16, "y": 0, "z": 1}]}`)
	tasktest.Fails(t, r, "on the map", "blasts[0] at x 16, y 0 is off the 16×16 map")
	tasktest.Mode(t, r, verifiers.Malformed)
	tasktest.Fails(t, Task.Grade(in, `{"blasts": [{"x": 0, "y": -1, "z": 1}]}`), "on the map", "blasts[0] at x 0, y -1 is off")

	r = Task.Grade(in, `{"blasts": [{"x": 0, "y": 0, "z": 5.1}]}`)
	tasktest.Fails(t, r, "rock", "blasts[0] at x 0, y 0 is drilled too deep: 5.1 > 5.0")
	tasktest.Mode(t, r, verifiers.Incorrect)
	r = Task.Grade(in, `{"blasts": [{"x": 0, "y": 0, "z": 5.0}]}`)
	if c := tasktest.Check(t, r, "rock"); !c.OK {
		t.Errorf("a depth equal to the height was refused: %s", c.Detail)
	}

	// GPT-5.2's paper-run plan starts like this; it read x as the row. Its
	// seventh blast asks for 2.4 where the rock is 2.2 high, and the plan
	// scores 0 there, whatever follows.
	gpt := []Blast{{12, 3, 4.0}, {11, 3, 3.0}, {13, 13, 2.9}, {6, 9, 2.7}, {13, 3, 2.7}, {11, 2, 2.5}, {7, 14, 2.4}, {3, 3, 1}}
	r = Task.Grade(in, planText(gpt))
	tasktest.Fails(t, r, "rock", "blasts[6] at x 7, y 14 is drilled too deep: 2.4 > 2.2, the cell's height when it fires (after the 6 blasts before it)")
	if r.Score != 0 {
		t.Errorf("GPT-5.2's plan scored %v", r.Score)
	}
}

// The reference plans score what the golden records, above 0 on every map.
func TestReferenceScores(t *testing.T) {
	want := []float64{0.53125, 0.125, 0.3020833333333333, 0.2627551020408163, 0.224609375, 0.20833333333333334, 0.18625, 0.11673553719008264, 0.0859375}
	for k, w := range want {
		in := tasktest.Canonical(t, Task, k)
		r := Task.Grade(in, tasktest.SolveText(t, Task, in))
		if r.Score != w || r.Score <= 0 {
			t.Errorf("subpass %d: the reference scored %v, want %v", k, r.Score, w)
		}
		if c := tasktest.Check(t, r, "flat city"); !strings.HasPrefix(c.Detail, "made progress") {
			t.Errorf("subpass %d: %s", k, c.Detail)
		}
	}
}

// Mutations of a good plan fail on the check the rules name.
func TestMutatedPlans(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	d := dataOf(in)
	plan := Placebo(d.start)

	moved := append([]Blast(nil), plan...)
	moved[len(moved)/2].Y = -3
	r := Task.Grade(in, planText(moved))
	tasktest.Fails(t, r, "on the map", fmt.Sprintf("blasts[%d] at x %d, y -3 is off the 16×16 map", len(moved)/2, moved[len(moved)/2].X))
	if r.Score != 0 {
		t.Errorf("a blast off the map scored %v", r.Score)
	}

	// Blasting into the starting city breaks it up: the city shrinks and
	// the plan scores 0, "made it worse".
	worse := []Blast{{7, 11, 2}, {7, 10, 2}}
	r = Task.Grade(in, planText(worse))
	tasktest.Fails(t, r, "flat city", "made it worse: the largest flat city has")
	if r.Score != 0 {
		t.Errorf("a plan that shrinks the city scored %v", r.Score)
	}
	g := d.Grid()
	for _, b := range worse {
		g.Blast(b.X, b.Y, b.Z, nil)
	}
	if g.LargestCity().Size >= d.Before().Size {
		t.Errorf("the shrinking plan left a city of %d", g.LargestCity().Size)
	}

	// A blast made deeper than its rock, late in the plan, stops it there.
	deep := append([]Blast(nil), plan...)
	last := len(deep) - 1
	deep[last].Z = 50
	tasktest.Fails(t, Task.Grade(in, planText(deep)), "rock", fmt.Sprintf("blasts[%d] at x %d, y %d is drilled too deep: 50.0 >", last, deep[last].X, deep[last].Y))

	// Dropping the plan's second half scores less than the whole (a prefix
	// of passes is a worse plan here), and never more than 1.
	half := Task.Grade(in, planText(plan[:len(plan)/2]))
	whole := Task.Grade(in, planText(plan))
	if !(half.Score < whole.Score) {
		t.Errorf("half the plan scored %v, the whole %v", half.Score, whole.Score)
	}
}

func TestBadInputScoresZeroWithAReason(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	blasts := func(n int, one string) string {
		var b strings.Builder
		b.WriteString(`{"blasts": [`)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(one)
		}
		b.WriteString("]}")
		return b.String()
	}
	cases := []struct{ name, text, check, detail, mode string }{
		{"refusal", "I'm sorry, but I can't help with planning explosive demolitions.", "answer", "no list or object", verifiers.Evasion},
		{"empty", "", "answer", "empty", verifiers.Evasion},
		{"outside", `{"blasts": [{"x": 3, "y": 3, "z": 1}, {"x": 3, "y": 16, "z": 1}, {"x": -1, "y": 0, "z": 1}]}`, "on the map", "blasts[1] at x 3, y 16 is off the 16×16 map, whose columns x and rows y run from 0 to 15; 1 more blast has the same problem", verifiers.Malformed},
		{"huge coordinate", `{"blasts": [{"x": 99999999999999, "y": 0, "z": 1}]}`, "on the map", "is off the 16×16 map", verifiers.Malformed},
		{"zero depth", `{"blasts": [{"x": 3, "y": 3, "z": 0}]}`, "depth", "blasts[0] at x 3, y 3 has depth 0.0; a charge must go deeper than 0", verifiers.Malformed},
		{"negative depth", `{"blasts": [{"x": 3, "y": 3, "z": -2.5}, {"x": 4, "y": 3, "z": -1}]}`, "depth", "has depth -2.5; a charge must go deeper than 0; 1 more blast has the same problem", verifiers.Malformed},
		{"NaN depth", `{"blasts": [{"x": 3, "y": 3, "z": NaN}]}`, "format", "blasts[0].z: expected a finite number, found NaN", verifiers.Malformed},
		{"infinite depth", `{"blasts": [{"x": 3, "y": 3, "z": Infinity}]}`, "format", "blasts[0].z: expected a finite number, found Infinity", verifiers.Malformed},
		{"deeper than the rock", `{"blasts": [{"x": 7, "y": 11, "z": 5.7}]}`, "rock", "blasts[0] at x 7, y 11 is drilled too deep: 5.7 > 5.6", verifiers.Incorrect},
		{"enormous depth", `{"blasts": [{"x": 7, "y": 11, "z": 1e300}]}`, "rock", "drilled too deep: 1e+300 > 5.6", verifiers.Incorrect},
		{"fractional x", `{"blasts": [{"x": 3.5, "y": 3, "z": 1}]}`, "format", "blasts[0].x: expected an integer, found the fraction 3.5", verifiers.Malformed},
		{"string depth", `{"blasts": [{"x": 3, "y": 3, "z": "1.5"}]}`, "format", `blasts[0].z: expected a number, found the string "1.5"`, verifiers.Malformed},
		{"missing depth", `{"blasts": [{"x": 3, "y": 3}]}`, "format", "blasts[0]: x, y and z are required; z is missing", verifiers.Malformed},
		{"a list, not an object", `{"blasts": [[3, 3, 1]]}`, "format", `blasts[0]: expected an object {"x": ..., "y": ..., "z": ...}, found a list of 3 items`, verifiers.Malformed},
		{"a key twice", `{"blasts": [{"x": 3, "y": 3, "z": 1, "z": 2}]}`, "answer", `blasts[0] gives the key "z" more than once`, verifiers.Malformed},
		{"not a list", `{"blasts": 7}`, "format", "blasts: expected a list or tuple, found 7", verifiers.Malformed},
		{"a million blasts", blasts(1_000_000, `{"x":0,"y":0,"z":1}`), "answer", "the limit is 2,097,152 bytes", verifiers.Malformed},
		{"26,000 blasts", blasts(26_000, `{"x":0,"y":0,"z":1}`), "format", "blasts: has 26,000 blasts; a plan may have at most 25,000", verifiers.Malformed},
		{"30,000 blasts", blasts(30_000, `{"x":0,"y":0,"z":1}`), "answer", "more than 200064 values", verifiers.Malformed},
		{"deep nesting", strings.Repeat("[", 100) + strings.Repeat("]", 100), "answer", "nested more than 32 levels", verifiers.Malformed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Task.Grade(in, c.text)
			tasktest.Sane(t, r)
			if r.Score != 0 || r.Passed {
				t.Fatalf("scored %v", r.Score)
			}
			tasktest.Fails(t, r, c.check, c.detail)
			tasktest.Mode(t, r, c.mode)
			for _, ch := range r.Checks {
				if len(ch.Detail) > 400 {
					t.Errorf("check %s has a %d-byte detail", ch.Name, len(ch.Detail))
				}
			}
		})
	}
}

// Answers in the forms models write them are read.
func TestAnswerForms(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	want := Task.Grade(in, `{"blasts": [{"x": 5, "y": 7, "z": 1.5}, {"x": 12, "y": 12, "z": 2}]}`)
	for name, text := range map[string]string{
		"bare list":         `[{"x": 5, "y": 7, "z": 1.5}, {"x": 12, "y": 12, "z": 2}]`,
		"python":            "Plan:\n```python\n{'blasts': [{'x': 5, 'y': 7, 'z': 1.5}, {'x': 12, 'y': 12, 'z': 2.0}]}\n```",
		"integral floats":   `{"blasts": [{"x": 5.0, "y": 7.0, "z": 1.5}, {"x": 12, "y": 12, "z": 2}]}`,
		"extra keys":        `{"blasts": [{"x": 5, "y": 7, "z": 1.5, "why": "peak"}, {"z": 2, "y": 12, "x": 12}]}`,
		"reasoning first":   "<thinking>the peak at (12, 12) is 9.0</thinking>\nFinal answer: {\"blasts\": [{\"x\": 5, \"y\": 7, \"z\": 1.5}, {\"x\": 12, \"y\": 12, \"z\": 2}]}",
		"wrapped in answer": `{"answer": {"blasts": [{"x": 5, "y": 7, "z": 1.5}, {"x": 12, "y": 12, "z": 2}]}}`,
	} {
		r := Task.Grade(in, text)
		if r.Score != want.Score || fmt.Sprint(failedNames(r)) != fmt.Sprint(failedNames(want)) {
			t.Errorf("%s: score %v (%v), want %v (%v)", name, r.Score, failedNames(r), want.Score, failedNames(want))
		}
	}
}

func failedNames(r *verifiers.Report) []string {
	var out []string
	for _, c := range r.Checks {
		if !c.OK {
			out = append(out, c.Name)
		}
	}
	return out
}

// A 48×48 map's heights span -0.5..10.7, so no sphere can roll more than
// 23 steps: a plan of MaxBlasts blasts, each as deep as its cell allows,
// costs at most MaxBlasts × MaxSpheres × 23 steps of 8 neighbour tests. The
// bound is checked, not timed.
func TestWorstPlanIsBounded(t *testing.T) {
	in := tasktest.Canonical(t, Task, 8)
	d := dataOf(in)
	g := d.Grid()
	n := MaxBlasts
	if testingShort() {
		n = 2000
	}
	spheres := 0
	for i := 0; i < n; i++ {
		// the highest cell, blasted to the ground each time
		best := 0
		for c, z := range g.Z {
			if z > g.Z[best] {
				best = c
			}
		}
		z := g.Z[best]
		spheres += Spheres(z)
		g.Blast(best%g.Cols, best/g.Cols, z, nil)
	}
	bound := int((10.7-math.Min(0, -0.5))/Repose) + 1
	if g.longestRoll > bound {
		t.Fatalf("a sphere rolled %d steps; the heights allow %d", g.longestRoll, bound)
	}
	if spheres > n*MaxSpheres {
		t.Fatalf("%d spheres for %d blasts", spheres, n)
	}
	t.Logf("%d blasts: %d spheres, the longest roll %d steps", n, spheres, g.longestRoll)
}
