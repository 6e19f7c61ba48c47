package classifybehaviour

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
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
	Ref    string   `json:"ref"`
	Labels []string `json:"labels"`
}

func loadTruth(t *testing.T) []truth {
	return tasktest.LoadJSON[[]truth](t, "testdata/vgb_truth.json")
}

func answer(labels []string) string {
	b, _ := json.Marshal(map[string]any{"labels": labels})
	return string(b)
}

// Every curated truth scores 1, and the rule gives exactly it.
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
		tasktest.Passes(t, Task.Grade(in, answer(tr.Labels)))
		b, _ := json.Marshal(tr.Labels)
		tasktest.Passes(t, Task.Grade(in, "Working through each square...\n```json\n"+string(b)+"\n```"))
		d := dataOf(t, in)
		got := d.Truth()
		for i := range tr.Labels {
			if string(got[i]) != tr.Labels[i] {
				t.Errorf("subpass %d square %d: rule gives %s, truth %s", k, i, got[i], tr.Labels[i])
			}
		}
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

func TestSpecVectors(t *testing.T) {
	in := instance(t, 0)
	tasktest.Passes(t, Task.Grade(in, `{"labels": ["known behaviour","three domains meeting","ambiguous","three domains meeting"]}`))
	r := Task.Grade(in, `{"labels": ["known behavior","three domains meeting","ambiguous","three domains meeting"]}`)
	tasktest.Fails(t, r, "labels", `labels[0]: "known behavior" is not one of the three labels: it differs from "known behaviour" by the American spelling "behavior"`)
	tasktest.Mode(t, r, verifiers.NearMiss)
	tasktest.Fails(t, Task.Grade(in, `["Known behaviour","three domains meeting","ambiguous","three domains meeting"]`), "labels", `differs from "known behaviour" by capital letters`)
	tasktest.Fails(t, Task.Grade(in, `["known behaviour ","three domains meeting","ambiguous","three domains meeting"]`), "labels", "by extra spaces")
	K, T, A := "known behaviour", "three domains meeting", "ambiguous"
	tasktest.Passes(t, Task.Grade(instance(t, 3), answer([]string{K, K, K, K, T, K, A, K, K, K, T, T, K, T, A})))
	// A string holding the whole object, and a tuple of labels (DEVIATIONS.md).
	tasktest.Passes(t, Task.Grade(in, `"{\"labels\": [\"known behaviour\",\"three domains meeting\",\"ambiguous\",\"three domains meeting\"]}"`))
	tasktest.Passes(t, Task.Grade(in, `('known behaviour', 'three domains meeting', 'ambiguous', 'three domains meeting')`))
	// Bare labels without brackets are not an answer.
	tasktest.Fails(t, Task.Grade(in, "known behaviour, three domains meeting, ambiguous, three domains meeting"), "answer", "no answer was found")
}

func TestMistakesFailOnTheNamedCheck(t *testing.T) {
	in := instance(t, 1) // (3,2,1,1) (1,1,1,2) (2,1,1,1) (3,2,1,4), corners TR,BR,BL,TL
	K, T, A := "known behaviour", "three domains meeting", "ambiguous"
	tasktest.Passes(t, Task.Grade(in, answer([]string{T, K, K, A})))
	r := Task.Grade(in, answer([]string{K, K, K, A}))
	tasktest.Fails(t, r, "classification", "1 of 4 squares wrong: square 1 (3, 2, 1, 1) is three domains meeting, not known behaviour")
	tasktest.Mode(t, r, verifiers.NearMiss)
	r = Task.Grade(in, answer([]string{A, A, A, A}))
	tasktest.Fails(t, r, "classification", "3 of 4 squares wrong")
	tasktest.Mode(t, r, verifiers.Trivialized)
	tasktest.Fails(t, Task.Grade(in, answer([]string{T, K, K})), "count", "3 labels given for 4 squares")
	tasktest.Fails(t, Task.Grade(in, answer([]string{T, K, K, A, A})), "count", "5 labels given for 4 squares")
	r = Task.Grade(in, answer([]string{T, K, "unknown", A}))
	tasktest.Fails(t, r, "labels", `labels[2]: "unknown" is not one of the three labels "known behaviour", "three domains meeting", "ambiguous"`)
	tasktest.Mode(t, r, verifiers.NearMiss)
	r = Task.Grade(in, answer([]string{"Three Domains Meeting", "KNOWN", "known", "ambigous"}))
	tasktest.Fails(t, r, "labels", "; 3 more entries have the same problem")
	tasktest.Mode(t, r, verifiers.Incorrect)
}

func TestBadInput(t *testing.T) {
	in := instance(t, 0)
	cases := []struct{ name, text, check, detail string }{
		{"number", `{"labels": ["known behaviour", 3, "ambiguous", "ambiguous"]}`, "format", "labels[1]: expected a string, found 3"},
		{"null", `{"labels": [null, "ambiguous", "ambiguous", "ambiguous"]}`, "format", "labels[0]: expected a string, found null"},
		{"nested", `{"labels": [["known behaviour"], "ambiguous", "ambiguous", "ambiguous"]}`, "format", "labels[0]: expected a string, found a list of 1 item"},
		{"not a list", `{"labels": "known behaviour"}`, "format", `labels: expected a list or tuple, found the string "known behaviour"`},
		{"too many", `{"labels": [` + strings.Repeat(`"ambiguous",`, 80) + `"ambiguous"]}`, "format", "labels: has 81 entries; the instance has 4 squares"},
		{"prose", "All of them are ambiguous.", "answer", "no answer was found"},
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

func TestGeneratedInstancesGradeTheirSolution(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < 8; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		}
	}
}

func TestOverlay(t *testing.T) {
	in := instance(t, 0) // K T A T
	s := Task.Grade(in, `["known behaviour", "ambiguous", "Ambiguous"]`).BuildOverlay()
	var titles []string
	for _, l := range s.Labels {
		if l.Color != scene.Ink && l.Color != scene.Faint {
			titles = append(titles, l.Text+"|"+l.Check)
		}
	}
	want := "✓ known| ✗ ambiguous; is 3 domains|classification ? Ambiguous; ambiguous|labels no answer; 3 domains|count"
	if strings.Join(titles, " ") != want {
		t.Fatalf("titles %q", strings.Join(titles, " "))
	}
	solid, dashed := 0, 0
	for _, l := range s.Lines {
		if l.Dashed {
			dashed += len(l.Positions)
		} else {
			solid += len(l.Positions)
		}
	}
	// Forced: two spokes sets of three (squares 2 and 4); possible: the saddle's
	// four quarter arcs of eight segments.
	if solid != 6*6 || dashed != 4*8*6 {
		t.Fatalf("solid %d, dashed %d", solid, dashed)
	}
}

// A million-character label is named clipped, with its length, and the
// report stays small.
func TestLongLabelIsClippedWithItsLength(t *testing.T) {
	in := instance(t, 0)
	long := strings.Repeat("x", 1_000_000)
	r := Task.Grade(in, answer([]string{long, "ambiguous", "ambiguous", "ambiguous"}))
	tasktest.Fails(t, r, "labels", `"xxxx`)
	tasktest.Fails(t, r, "labels", "(1,000,000 characters)")
	if b, _ := json.Marshal(r); len(b) > 4096 {
		t.Fatalf("the report is %d bytes", len(b))
	}
}
