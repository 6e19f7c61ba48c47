package hideseek

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/scbench/scbench/tasks"
	ths "github.com/scbench/scbench/tasks/hideseek"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/tasks/tasktest"
)

func canonical(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, ths.Task{}, k) }

func crowd(pts ...[2]float64) string {
	a := ths.Answer{}
	for _, p := range pts {
		a.People = append(a.People, ths.Person{XY: p})
	}
	b, _ := json.Marshal(a)
	return string(b)
}

func TestReferenceAnswersScoreOne(t *testing.T) {
	for k := range (ths.Task{}).Subpasses() {
		in := canonical(t, k)
		start := time.Now()
		r := Grade(in, tasktest.SolveText(t, ths.Task{}, in))
		t.Logf("subpass %d graded in %v", k, time.Since(start))
		tasktest.Passes(t, r)
		if c := tasktest.Check(t, r, "upstream view (not scored)"); !strings.Contains(c.Detail, "there 0 person pixels") {
			t.Errorf("subpass %d: %s", k, c.Detail)
		}
	}
	for _, preset := range []string{"easy", "medium", "hard"} {
		in := tasktest.Seeded(t, ths.Task{}, preset, 9)
		tasktest.Passes(t, Grade(in, tasktest.SolveText(t, ths.Task{}, in)))
	}
}

// The spec's scored vectors on subpass 0 (w = 2), judged from the stated
// sniper (DECISIONS.md); upstream's camera saw 0, 94, 306 and 478 pixels.
func TestSpecVectors(t *testing.T) {
	in := canonical(t, 0)
	tasktest.Passes(t, Grade(in, crowd([2]float64{-3, -3}, [2]float64{-4, -4}, [2]float64{-5, -5}, [2]float64{-6, -6})))
	for _, c := range []struct {
		last   [2]float64
		pixels int
	}{{[2]float64{-3.1, -4.9}, 40}, {[2]float64{-3.05, -4.95}, 40}, {[2]float64{-3, -5}, 61}} {
		r := Grade(in, crowd([2]float64{-3, -3}, [2]float64{-5, -5}, [2]float64{-6, -6}, c.last))
		if math.Abs(r.Score-(1-0.005*float64(c.pixels))) > 0.01+1e-9 {
			t.Errorf("%v: score %v, want about %v", c.last, r.Score, 1-0.005*float64(c.pixels))
		}
		tasktest.Fails(t, r, "hidden", "person 3 shows")
		tasktest.Mode(t, r, verifiers.NearMiss)
	}
	r := Grade(in, crowd([2]float64{-1.5, -3}, [2]float64{-3, -1.2}, [2]float64{-20, -20}, [2]float64{-25, -10}))
	if math.Abs(r.Score-0.175) > 0.01+1e-9 {
		t.Errorf("vector 5: score %v", r.Score)
	}
	if !strings.Contains(r.Overlay.Caption, "upstream's auto-fitted view would show 478") {
		t.Errorf("caption: %s", r.Overlay.Caption)
	}
	// People in plain sight cost everything.
	r = Grade(in, crowd([2]float64{3, 3}, [2]float64{5, -5}, [2]float64{-5, 5}, [2]float64{10, 10}))
	tasktest.Fails(t, r, "hidden", "pixels of people are visible")
	tasktest.Mode(t, r, verifiers.Incorrect)
}

// The spec's validity vectors: one person under test, the others far apart.
func TestValidityVectors(t *testing.T) {
	in := canonical(t, 0)
	others := [][2]float64{{-10, -12}, {-12, -10}, {-14, -14}}
	with := func(pts ...[2]float64) string { return crowd(append(pts, others[:4-len(pts)]...)...) }
	tasktest.Fails(t, Grade(in, with([2]float64{1.25, 0})), "clear of the building", "person 0 at (1.25, 0) intersects the building")
	if c := tasktest.Check(t, Grade(in, with([2]float64{1.26, 0})), "clear of the building"); !c.OK {
		t.Error("(1.26, 0) failed the building check")
	}
	tasktest.Fails(t, Grade(in, with([2]float64{21.22, 21.22})), "within 30 m", "too far from the centre: 30.01")
	if c := tasktest.Check(t, Grade(in, with([2]float64{21.2, 21.2})), "within 30 m"); !c.OK {
		t.Error("(21.2, 21.2) failed the 30 m check")
	}
	for _, c := range []struct {
		q  [2]float64
		ok bool
	}{{[2]float64{-3.5, -3}, true}, {[2]float64{-3.4, -3.3}, false}, {[2]float64{-3.4, -3.29}, false}, {[2]float64{-3.36, -3.36}, true}} {
		r := Grade(in, with([2]float64{-3, -3}, c.q))
		if got := tasktest.Check(t, r, "spacing"); got.OK != c.ok {
			t.Errorf("(-3, -3) with %v: spacing ok = %v (%s)", c.q, got.OK, got.Detail)
		}
	}
	r := Grade(in, with([2]float64{-3, -3}, [2]float64{-3.4, -3.3}))
	tasktest.Fails(t, r, "spacing", "people 0 and 1 overlap")
	if r.Score != 0 || r.Overlay == nil || !strings.Contains(r.Overlay.Caption, "not rendered") {
		t.Errorf("an invalid placement scored %v", r.Score)
	}
}

func TestBadInputScoresZeroWithAReason(t *testing.T) {
	in := canonical(t, 0)
	huge := "[" + strings.Repeat("[-9, -9],", 40000) + "[-9, -9]]"
	cases := []struct{ name, text, check, detail, mode string }{
		{"empty", "", "answer", "empty", verifiers.Evasion},
		{"prose", "Everyone hides behind the building.", "answer", "no list or object", verifiers.Evasion},
		{"wrong count", crowd([2]float64{-3, -3}), "count", "expected 4 people, got 1", verifiers.Malformed},
		{"huge count", huge, "count", "expected 4 people, got 40001", verifiers.Malformed},
		{"three numbers", `{"people": [{"xy": [1, 2, 3]}, {"xy": [-9, -9]}, {"xy": [-9, -8]}, {"xy": [-9, -7]}]}`, "coordinates", "person 0 has invalid coordinates: expected 2 numbers, found 3", verifiers.Malformed},
		{"no xy", `{"people": [{"x": 1, "y": 2}, [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", `person 0 has invalid coordinates: no "xy" key`, verifiers.Malformed},
		{"NaN", `{"people": [[NaN, 1], [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", "found NaN", verifiers.Malformed},
		{"infinity", `{"people": [[1e999, 1], [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", "Infinity", verifiers.Malformed},
		{"string", `{"people": [["1", 1], [-9, -9], [-9, -8], [-9, -7]]}`, "coordinates", `found the string "1"`, verifiers.Malformed},
		{"not a list", `{"people": 4}`, "format", "expected a list", verifiers.Malformed},
		{"inside the building", crowd([2]float64{0, 0}, [2]float64{0.5, 0.5}, [2]float64{-0.5, 0.5}, [2]float64{0.5, -0.5}), "clear of the building", "person 0 at (0, 0) intersects the building", verifiers.Incorrect},
		{"stacked", crowd([2]float64{-9, -9}, [2]float64{-9, -9}, [2]float64{-9, -9}, [2]float64{-9, -9}), "spacing", "(and 5 more pairs)", verifiers.Incorrect},
		{"far away", crowd([2]float64{-90, -90}, [2]float64{-9, -9}, [2]float64{-9, -8}, [2]float64{1e300, 0}), "within 30 m", "person 0 at (-90, -90) is too far", verifiers.Incorrect},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			r := Grade(in, c.text)
			if el := time.Since(start); el > time.Second {
				t.Errorf("took %v", el)
			}
			if r.Score != 0 || r.Passed {
				t.Fatalf("scored %v", r.Score)
			}
			tasktest.Fails(t, r, c.check, c.detail)
			tasktest.Mode(t, r, c.mode)
		})
	}
}

func TestAnswerForms(t *testing.T) {
	in := canonical(t, 0)
	for name, text := range map[string]string{
		"pairs":        "[[-3, -3], [-4, -4], [-5, -5], [-6, -6]]",
		"tuples":       "I'd put them here: [(-3, -3), (-4, -4), (-5, -5), (-6, -6)]",
		"bare objects": `[{"xy": [-3, -3]}, {"xy": [-4, -4]}, {"xy": [-5, -5]}, {"xy": [-6, -6]}]`,
		"fenced":       "```json\n{\"people\": [{\"xy\": [-3, -3]}, {\"xy\": [-4, -4]}, {\"xy\": [-5, -5]}, {\"xy\": [-6, -6]}]}\n```",
	} {
		if r := Grade(in, text); r.Score != 1 {
			t.Errorf("%s: scored %v: %+v", name, r.Score, r.Checks)
		}
	}
}

func ExampleGrade() {
	k := 0
	in, _ := tasks.New(ths.Task{}, tasks.Request{Subpass: &k})
	r := Grade(in, crowd([2]float64{-3, -3}, [2]float64{-5, -5}, [2]float64{-6, -6}, [2]float64{-3, -5}))
	fmt.Printf("%.3f\n", r.Score)
	// Output: 0.695
}
