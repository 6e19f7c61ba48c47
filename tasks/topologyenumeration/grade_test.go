package topologyenumeration

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

// dataOf returns an instance's data, failing the test for another task's.
func dataOf(t testing.TB, in *tasks.Instance) *Data {
	t.Helper()
	d, err := tasks.DataAs[Data](in)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

type truth struct {
	Ref     string   `json:"ref"`
	Configs [][4]int `json:"configs"`
}

func loadTruth(t *testing.T) []truth {
	return tasktest.LoadJSON[[]truth](t, "testdata/vgb_truth.json")
}

func answer(configs [][4]int) string {
	b, _ := json.Marshal(map[string]any{"configs": configs})
	return string(b)
}

// Every curated truth scores 1, as an object and as Python tuples after prose;
// the rule reproduces each one after canonicalisation.
func TestCuratedTruths(t *testing.T) {
	ts := loadTruth(t)
	subs := Task.Subpasses()
	if len(ts) != len(subs) {
		t.Fatalf("%d truths, %d subpasses", len(ts), len(subs))
	}
	for k, tr := range ts {
		if subs[k].Ref != tr.Ref {
			t.Fatalf("subpass %d is %s, truth %s", k, subs[k].Ref, tr.Ref)
		}
		in := instance(t, k)
		tasktest.Passes(t, Task.Grade(in, answer(tr.Configs)))
		var py []string
		for _, c := range tr.Configs {
			py = append(py, strings.ReplaceAll(strings.ReplaceAll(cl.Tuple(c), " ", ""), ",", ", "))
		}
		tasktest.Passes(t, Task.Grade(in, "Reasoning about the corners...\nFinal answer: ["+strings.Join(py, ", ")+"]"))

		d := dataOf(t, in)
		rule := d.Configurations()
		set := map[[4]int]bool{}
		for _, c := range tr.Configs {
			set[cl.Relabel(c, 0)] = true
		}
		if len(set) != len(rule) || len(tr.Configs) != len(rule) {
			t.Errorf("subpass %d: rule gives %v, truth %v", k, rule, tr.Configs)
		}
		for _, c := range rule {
			if !set[c] {
				t.Errorf("subpass %d: rule's %v is not in the truth %v", k, c, tr.Configs)
			}
		}
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

// The test vectors of the spec (§10), with DEVIATIONS.md's change for booleans.
func TestSpecVectors(t *testing.T) {
	in := instance(t, 0)
	gt := loadTruth(t)[0].Configs
	tasktest.Passes(t, Task.Grade(in, `[[0,1,1,1],[0,1,0,0],[0,0,1,0],[0,0,0,1],[0,0,1,1],[0,1,1,0],[0,1,0,1]]`))

	r := Task.Grade(in, `[[1,0,1,1],[0,1,0,0],[0,0,1,0],[0,0,0,1],[0,0,1,1],[0,1,1,0],[0,1,0,1]]`)
	tasktest.Fails(t, r, "distinct", "(1, 0, 1, 1) and (0, 1, 0, 0) are the same configuration up to renaming the labels (both are (0, 1, 0, 0) in canonical form)")
	tasktest.Fails(t, r, "configurations", "missing (0, 1, 1, 1)")
	if c := tasktest.Check(t, r, "count"); !c.OK {
		t.Errorf("count: %+v", c)
	}

	r = Task.Grade(in, answer(gt[:6]))
	tasktest.Fails(t, r, "count", "6 configurations listed; exactly 7")
	tasktest.Fails(t, r, "configurations", "missing (0, 1, 0, 1)")
	tasktest.Mode(t, r, verifiers.NearMiss)

	r = Task.Grade(in, answer(append(append([][4]int{}, gt...), [4]int{0, 0, 0, 0})))
	tasktest.Fails(t, r, "count", "8 configurations listed")
	tasktest.Fails(t, r, "configurations", "listed but not guaranteed: (0, 0, 0, 0) ((0, 0, 0, 0) has 1 class, not 2)")

	r = Task.Grade(in, `[[1,2,2,2],[1,2,1,1],[1,1,2,1],[1,1,1,2],[1,1,2,2],[1,2,2,1],[1,2,1,2]]`)
	tasktest.Fails(t, r, "labels", "the answer uses the labels {1, 2}; canonical forms with 2 classes use exactly {0, 1}")
	if c := tasktest.Check(t, r, "configurations"); !c.OK {
		t.Errorf("the patterns are right: %+v", c)
	}
	tasktest.Mode(t, r, verifiers.NearMiss)

	tasktest.Fails(t, Task.Grade(in, `[[0,1,1,1.5],[0,1,0,0],[0,0,1,0],[0,0,0,1],[0,0,1,1],[0,1,1,0],[0,1,0,1]]`), "format", "configs[0][3]: expected an integer, found the fraction 1.5")
	// A whole number written as a decimal is an integer, as the schema's
	// "integer" says.
	tasktest.Passes(t, Task.Grade(in, `[[0,1,1,1.0],[0,1,0,0],[0,0,1,0],[0,0,0,1],[0,0,1,1],[0,1,1,0],[0,1,0,1e0]]`))
	tasktest.Fails(t, Task.Grade(in, `[[true,false,false,false],[0,1,0,0],[0,0,1,0],[0,0,0,1],[0,0,1,1],[0,1,1,0],[0,1,0,1]]`), "format", "configs[0][0]: expected an integer, found true")

	tasktest.Passes(t, Task.Grade(in, "Reasoning…\nFinal answer: [(1,0,0,0),(0,1,0,0),(0,0,1,0),(0,0,0,1),(0,0,1,1),(0,1,1,0),(0,1,0,1)]"))
	tasktest.Passes(t, Task.Grade(instance(t, 5), answer(gt)))

	three := loadTruth(t)[2].Configs
	r = Task.Grade(instance(t, 3), answer(three))
	tasktest.Fails(t, r, "configurations", "missing (0, 1, 0, 2), (0, 1, 2, 1); listed but not guaranteed: (0, 0, 1, 2), (0, 1, 2, 2) ((0, 0, 1, 2) has its two equal labels on diagonal corners (bottom-left and top-right)")
	for _, k := range []int{2, 3, 4, 8} {
		tasktest.Passes(t, Task.Grade(instance(t, k), answer(loadTruth(t)[k].Configs)))
	}
}

func TestMistakesFailOnTheNamedCheck(t *testing.T) {
	in := instance(t, 4)                                                    // three classes, corners (top-left, bottom-right, bottom-left, top-right)
	sol := [][4]int{{0, 1, 0, 2}, {0, 1, 1, 2}, {0, 1, 2, 0}, {0, 1, 2, 1}} // record a4993fe2, canonicalised
	tasktest.Passes(t, Task.Grade(in, answer(sol)))

	// The standard-order answer: the order was not followed.
	r := Task.Grade(in, answer([][4]int{{0, 0, 1, 2}, {0, 1, 1, 2}, {0, 1, 2, 2}, {0, 1, 2, 0}}))
	tasktest.Fails(t, r, "configurations", "missing (0, 1, 0, 2), (0, 1, 2, 1); listed but not guaranteed: (0, 0, 1, 2), (0, 1, 2, 2)")

	// A configuration written twice.
	r = Task.Grade(in, answer([][4]int{{0, 1, 1, 2}, {0, 1, 2, 0}, {0, 1, 2, 1}, {0, 1, 2, 1}}))
	tasktest.Fails(t, r, "distinct", "(0, 1, 2, 1) is listed twice (configurations 3 and 4)")
	tasktest.Fails(t, r, "configurations", "missing (0, 1, 0, 2)")

	// A label outside the classes.
	tasktest.Fails(t, Task.Grade(in, answer([][4]int{{0, 1, 0, 2}, {0, 1, 1, 2}, {0, 1, 2, 0}, {0, 1, 2, 3}})), "labels", "the answer uses the labels {0, 1, 2, 3}")
	tasktest.Fails(t, Task.Grade(in, `[[0,1,0,2],[0,1,1,2],[0,1,2,0],[0,1,2,-2]]`), "labels", "{-2, 0, 1, 2}")
	// Four classes.
	tasktest.Fails(t, Task.Grade(in, answer([][4]int{{0, 1, 1, 2}, {0, 1, 2, 0}, {0, 1, 2, 1}, {0, 1, 2, 3}})), "configurations", "(0, 1, 2, 3) has 4 classes, not 3")

	r = Task.Grade(in, `{"configs": []}`)
	tasktest.Fails(t, r, "count", "0 configurations listed; exactly 4")
	tasktest.Fails(t, r, "labels", "{} (none)")
	tasktest.Mode(t, r, verifiers.Trivialized)

	// Everything of n = 2 for a 3-class instance.
	r = Task.Grade(in, `[[0,0,0,1],[0,0,1,0],[0,0,1,1],[0,1,0,0],[0,1,0,1],[0,1,1,0],[0,1,1,1]]`)
	tasktest.Fails(t, r, "count", "7 configurations")
	tasktest.Fails(t, r, "labels", "{0, 1}")
	tasktest.Mode(t, r, verifiers.Incorrect)
}

func TestBadInput(t *testing.T) {
	in := instance(t, 0)
	cases := []struct{ name, text, check, detail string }{
		{"short tuple", `[[0,1,1]]`, "format", "configs[0]: expected 4 numbers, found 3"},
		{"long tuple", `{"configs": [[0,1,1,1,1]]}`, "format", "configs[0]: expected 4 numbers, found 5"},
		{"string label", `[["0","1","1","1"]]`, "format", `configs[0][0]: expected an integer, found the string "0"`},
		{"letters", `[["a","b","b","b"]]`, "format", `the string "a"`},
		{"null", `[[0,null,1,1]]`, "format", "found null"},
		{"NaN", `[[0,NaN,1,1]]`, "format", "found NaN"},
		{"huge", `[[0,1,1,100000000000000000000000]]`, "format", "far too large"},
		{"not a list", `{"configs": 7}`, "format", "configs: expected a list or tuple, found 7"},
		{"flat list", `{"configs": [0,1,1,1]}`, "format", "configs[0]: expected a list or tuple, found 0"},
		{"too many", "[" + strings.Repeat("[0,1,1,1],", 300) + "]", "format", "has 300 entries; no correct answer has more than 256"},
		{"prose", "The classes always meet.", "answer", "no answer was found"},
		{"empty", "", "answer", "empty"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Task.Grade(in, c.text)
			tasktest.Fails(t, r, c.check, c.detail)
			if r.Score != 0 {
				t.Fatalf("score %v", r.Score)
			}
		})
	}
}

// Hostile answers cost bounded work, counted rather than timed: the parser
// gives up at the nesting limit having read no further, and the grader
// examines at most maxConfigs tuples, with at most one step per pair of the
// labels they hold.
func TestBadInputCostsBoundedWork(t *testing.T) {
	in := instance(t, 0)
	depth := verifiers.DefaultLimits.MaxDepth
	tasktest.Fails(t, Task.Grade(in, strings.Repeat("[", 100000)), "answer",
		fmt.Sprintf("at byte %d: the answer is nested more than %d levels deep", depth, depth))

	shape := verifiers.Shape{Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()), Bare: verifiers.ListOfSeqs}
	steps := func(text string) int {
		t.Helper()
		found, err := verifiers.Extract(text, shape, verifiers.DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		d := dataOf(t, in)
		var a Answer
		if err := verifiers.DecodeAnswer(d, found, &a); err != nil {
			t.Fatal(err)
		}
		g := &grading{d: d}
		r := g.grade(verifiers.NewReport("", "", nil, nil), a)
		if c := tasktest.Check(t, r, "format"); !c.OK {
			t.Fatalf("format: %s", c.Detail)
		}
		return g.steps
	}
	bound := (4 * maxConfigs) * (4 * maxConfigs)
	// The same tuple many times, and the worst case: as many tuples as are
	// read, every label different.
	if n := steps("[" + strings.Repeat("[0,1,1,1],", 250) + "]"); n > 250*16 {
		t.Errorf("250 equal tuples took %d steps; want at most %d", n, 250*16)
	}
	var b strings.Builder
	for i := range maxConfigs {
		fmt.Fprintf(&b, "[%d,%d,%d,%d],", 4*i, 4*i+1, 4*i+2, 4*i+3)
	}
	worst := "[" + strings.TrimSuffix(b.String(), ",") + "]"
	if n := steps(worst); n > bound {
		t.Errorf("%d tuples of distinct labels took %d steps; want at most %d", maxConfigs, n, bound)
	}
	// One tuple more is refused before any is examined.
	tasktest.Fails(t, Task.Grade(in, "[[0,1,1,1],"+worst[1:]), "format", fmt.Sprintf("no correct answer has more than %d", maxConfigs))
}

func TestGeneratedInstancesGradeTheirSolution(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < 8; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		}
	}
}

func TestOverlayMarksEachConfiguration(t *testing.T) {
	in := instance(t, 0)
	r := Task.Grade(in, `[[0,0,0,1],[0,0,1,0],[0,0,1,1],[0,1,0,0],[1,0,1,1],[0,0,0,0]]`)
	s := r.BuildOverlay()
	if s == nil {
		t.Fatal("no overlay")
	}
	// 6 answer squares and the missing (0,1,0,1), (0,1,1,0) and (0,1,1,1).
	if len(s.Polys) != 9 {
		t.Fatalf("%d squares", len(s.Polys))
	}
	want := []string{scene.Accepted, scene.Accepted, scene.Accepted, scene.Accepted, scene.Surplus, scene.Wrong, scene.Missing, scene.Missing, scene.Missing}
	for i, p := range s.Polys {
		if p.Outline != want[i] {
			t.Errorf("square %d outlined %s, want %s", i, p.Outline, want[i])
		}
	}
	if s.Polys[4].Check != "distinct" || s.Polys[5].Check != "configurations" || s.Polys[6].Layer != "truth" {
		t.Errorf("checks %q %q layer %q", s.Polys[4].Check, s.Polys[5].Check, s.Polys[6].Layer)
	}
	dashed := false
	for _, l := range s.Lines {
		dashed = dashed || (l.Dashed && l.Color == scene.Missing) // the saddle (0,1,0,1)
	}
	if !dashed {
		t.Error("the missing saddle is not drawn with its possible boundaries")
	}
}

func TestCountSaysOneConfiguration(t *testing.T) {
	tasktest.Fails(t, Task.Grade(instance(t, 0), `[[0,0,1,1]]`), "count", "1 configuration listed; exactly 7 configurations")
}
