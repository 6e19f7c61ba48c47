package hideandseek

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

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

func crowd(pts ...[2]float64) string {
	a := Answer{}
	for _, p := range pts {
		a.People = append(a.People, Person{XY: p})
	}
	b, _ := json.Marshal(a)
	return string(b)
}

func TestReferenceAnswersScoreOne(t *testing.T) {
	for k := range (Task).Subpasses() {
		in := instance(t, k)
		r := Task.Grade(in, tasktest.SolveText(t, Task, in))
		tasktest.Passes(t, r)
		if c := tasktest.Check(t, r, "upstream view (not scored)"); !strings.Contains(c.Detail, "there 0 person pixels") {
			t.Errorf("subpass %d: %s", k, c.Detail)
		}
	}
	for _, preset := range []string{"easy", "medium", "hard"} {
		in := tasktest.Seeded(t, Task, preset, 9)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

// The spec's scored vectors on subpass 0 (w = 2), judged from the stated
// sniper (DECISIONS.md); upstream's camera saw 0, 94, 306 and 478 pixels.
func TestSpecVectors(t *testing.T) {
	in := instance(t, 0)
	tasktest.Passes(t, Task.Grade(in, crowd([2]float64{-3, -3}, [2]float64{-4, -4}, [2]float64{-5, -5}, [2]float64{-6, -6})))
	for _, c := range []struct {
		last   [2]float64
		pixels int
	}{{[2]float64{-3.1, -4.9}, 40}, {[2]float64{-3.05, -4.95}, 40}, {[2]float64{-3, -5}, 61}} {
		r := Task.Grade(in, crowd([2]float64{-3, -3}, [2]float64{-5, -5}, [2]float64{-6, -6}, c.last))
		if math.Abs(r.Score-(1-0.005*float64(c.pixels))) > 0.01+1e-9 {
			t.Errorf("%v: score %v, want about %v", c.last, r.Score, 1-0.005*float64(c.pixels))
		}
		tasktest.Fails(t, r, "hidden", "person 3 shows")
		tasktest.Mode(t, r, verifiers.NearMiss)
	}
	r := Task.Grade(in, crowd([2]float64{-1.5, -3}, [2]float64{-3, -1.2}, [2]float64{-20, -20}, [2]float64{-25, -10}))
	if math.Abs(r.Score-0.175) > 0.01+1e-9 {
		t.Errorf("vector 5: score %v", r.Score)
	}
	if c := r.BuildOverlay().Caption; !strings.Contains(c, "upstream's auto-fitted view would show 478") {
		t.Errorf("caption: %s", c)
	}
	// People in plain sight cost everything.
	r = Task.Grade(in, crowd([2]float64{3, 3}, [2]float64{5, -5}, [2]float64{-5, 5}, [2]float64{10, 10}))
	tasktest.Fails(t, r, "hidden", "pixels of people are visible")
	tasktest.Mode(t, r, verifiers.Incorrect)
}

// The spec's validity vectors: one person under test, the others far apart.
func TestValidityVectors(t *testing.T) {
	in := instance(t, 0)
	others := [][2]float64{{-10, -12}, {-12, -10}, {-14, -14}}
	with := func(pts ...[2]float64) string { return crowd(append(pts, others[:4-len(pts)]...)...) }
	tasktest.Fails(t, Task.Grade(in, with([2]float64{1.25, 0})), "clear of the building", "person 0 at (1.25, 0) intersects the building")
	if c := tasktest.Check(t, Task.Grade(in, with([2]float64{1.26, 0})), "clear of the building"); !c.OK {
		t.Error("(1.26, 0) failed the building check")
	}
	tasktest.Fails(t, Task.Grade(in, with([2]float64{21.22, 21.22})), "within 30 m", "too far from the centre: 30.01")
	if c := tasktest.Check(t, Task.Grade(in, with([2]float64{21.2, 21.2})), "within 30 m"); !c.OK {
		t.Error("(21.2, 21.2) failed the 30 m check")
	}
	for _, c := range []struct {
		q  [2]float64
		ok bool
	}{{[2]float64{-3.5, -3}, true}, {[2]float64{-3.4, -3.3}, false}, {[2]float64{-3.4, -3.29}, false}, {[2]float64{-3.36, -3.36}, true}} {
		r := Task.Grade(in, with([2]float64{-3, -3}, c.q))
		if got := tasktest.Check(t, r, "spacing"); got.OK != c.ok {
			t.Errorf("(-3, -3) with %v: spacing ok = %v (%s)", c.q, got.OK, got.Detail)
		}
	}
	r := Task.Grade(in, with([2]float64{-3, -3}, [2]float64{-3.4, -3.3}))
	tasktest.Fails(t, r, "spacing", "people 0 and 1 overlap")
	if ov := r.BuildOverlay(); r.Score != 0 || ov == nil || !strings.Contains(ov.Caption, "not rendered") {
		t.Errorf("an invalid placement scored %v", r.Score)
	}
}

func TestBadInputScoresZeroWithAReason(t *testing.T) {
	in := instance(t, 0)
	huge := "[" + strings.Repeat("[-9, -9],", 40000) + "[-9, -9]]"
	cases := []struct{ name, text, check, detail, mode string }{
		{"empty", "", "answer", "empty", verifiers.Evasion},
		{"prose", "Everyone hides behind the building.", "answer", "no list or object", verifiers.Evasion},
		{"wrong count", crowd([2]float64{-3, -3}), "count", "expected 4 people, got 1", verifiers.Malformed},
		{"huge count", huge, "count", "expected 4 people, got 40001", verifiers.Malformed},
		{"three numbers", `{"people": [{"xy": [1, 2, 3]}, {"xy": [-9, -9]}, {"xy": [-9, -8]}, {"xy": [-9, -7]}]}`, "coordinates", "person 0 has invalid coordinates: expected 2 numbers, found 3", verifiers.Malformed},
		{"no xy", `{"people": [{"x": 1, "y": 2}, [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", `person 0 has invalid coordinates: no "xy" key`, verifiers.Malformed},
		{"NaN", `{"people": [[NaN, 1], [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", "found NaN", verifiers.Malformed},
		{"infinity", `{"people": [[1e999, 1], [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", "found 1e999", verifiers.Malformed},
		{"string", `{"people": [["1", 1], [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", `found the string "1"`, verifiers.Malformed},
		{"not a list", `{"people": 4}`, "format", "expected a list", verifiers.Malformed},
		{"inside the building", crowd([2]float64{0, 0}, [2]float64{0.5, 0.5}, [2]float64{-0.5, 0.5}, [2]float64{0.5, -0.5}), "clear of the building", "person 0 at (0, 0) intersects the building", verifiers.Incorrect},
		{"stacked", crowd([2]float64{-9, -9}, [2]float64{-9, -9}, [2]float64{-9, -9}, [2]float64{-9, -9}), "spacing", "; 5 more pairs have the same problem", verifiers.Incorrect},
		{"far away", crowd([2]float64{-90, -90}, [2]float64{-9, -9}, [2]float64{-9, -8}, [2]float64{1e300, 0}), "within 30 m", "person 0 at (-90, -90) is too far", verifiers.Incorrect},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, g := gradeWork(t, in, c.text)
			if r.Score != 0 || r.Passed {
				t.Fatalf("scored %v", r.Score)
			}
			tasktest.Fails(t, r, c.check, c.detail)
			tasktest.Mode(t, r, c.mode)
			// A refused answer costs no rendering, and a wrong count is
			// refused before any person is read, however many there are.
			if g != nil && (g.rendered || len(g.people) > 4) {
				t.Errorf("rendered %v after reading %d people", g.rendered, len(g.people))
			}
		})
	}
}

// gradeWork grades text as Task.Grade does, and also returns the grading,
// which records the work it did (nil when no answer was found in the text,
// so that no grading began).
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
			r.Reject(verifiers.CheckOf(err, "format"), err)
		} else {
			g.grade(r, a)
		}
	}
	// What g records must be the grading Task.Grade does.
	if want := Task.Grade(in, text); r.Score != want.Score || !reflect.DeepEqual(r.Checks, want.Checks) {
		t.Fatalf("gradeWork and Task.Grade disagree: %+v, %+v", r.Checks, want.Checks)
	}
	return r, g
}

func TestAnswerForms(t *testing.T) {
	in := instance(t, 0)
	for name, text := range map[string]string{
		"pairs":        "[[-3, -3], [-4, -4], [-5, -5], [-6, -6]]",
		"tuples":       "I'd put them here: [(-3, -3), (-4, -4), (-5, -5), (-6, -6)]",
		"bare objects": `[{"xy": [-3, -3]}, {"xy": [-4, -4]}, {"xy": [-5, -5]}, {"xy": [-6, -6]}]`,
		"fenced":       "```json\n{\"people\": [{\"xy\": [-3, -3]}, {\"xy\": [-4, -4]}, {\"xy\": [-5, -5]}, {\"xy\": [-6, -6]}]}\n```",
	} {
		if r := Task.Grade(in, text); r.Score != 1 {
			t.Errorf("%s: scored %v: %+v", name, r.Score, r.Checks)
		}
	}
}

func Example_grade() {
	k := 0
	in, _ := tasks.New(Task, tasks.Request{Subpass: &k})
	r := Task.Grade(in, crowd([2]float64{-3, -3}, [2]float64{-5, -5}, [2]float64{-6, -6}, [2]float64{-3, -5}))
	fmt.Printf("%.3f\n", r.Score)
	// Output: 0.695
}
