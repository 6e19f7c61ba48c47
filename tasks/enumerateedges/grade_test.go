package enumerateedges

import (
	"encoding/json"
	"reflect"
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
	Ref   string     `json:"ref"`
	Edges [][][2]int `json:"edges"`
}

func loadTruth(t *testing.T) []truth {
	return tasktest.LoadJSON[[]truth](t, "testdata/vgb_truth.json")
}

func answer(edges [][][2]int) string {
	b, _ := json.Marshal(map[string]any{"edges": edges})
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
		tasktest.Passes(t, Task.Grade(in, answer(tr.Edges)))
		b, _ := json.Marshal(tr.Edges)
		tasktest.Passes(t, Task.Grade(in, "The squares give:\n```json\n"+string(b)+"\n```"))
		d := dataOf(t, in)
		if got := d.Truth(); !reflect.DeepEqual(got, tr.Edges) {
			t.Errorf("subpass %d: rule gives %v, truth %v", k, got, tr.Edges)
		}
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

func TestSpecVectors(t *testing.T) {
	in := instance(t, 0)
	tasktest.Passes(t, Task.Grade(in, `{"edges": [[], [[2,3]], [[1,2]], [[1,3]]]}`))
	r := Task.Grade(in, `[[], [[2,3]], [[1,2]], [[3,1]]]`)
	tasktest.Fails(t, r, "pairs", "square 4: [3, 1] is not written with the smaller number first")
	tasktest.Mode(t, r, verifiers.NearMiss)
	r = Task.Grade(in, `[[], [[2,3]], [[1,2]], [[1,3],[1,3]]]`)
	tasktest.Fails(t, r, "distinct", "square 4 lists [1, 3] twice")
	tasktest.Fails(t, Task.Grade(in, `[[], [[2,3]], [[1,2]]]`), "count", "3 lists given for 4 squares")
	tasktest.Passes(t, Task.Grade(instance(t, 1), `[[[0,3]], [], [[1,2],[0,3]], [[1,3]], [[2,3]]]`))
	// The saddle of record 2 and the four-class square of record 3 are empty.
	tasktest.Fails(t, Task.Grade(instance(t, 1), `[[[0,3]], [[0,2]], [[0,3],[1,2]], [[1,3]], [[2,3]]]`), "squares",
		"square 2 (2, 1, 2, 1) (ambiguous: no connection is certain): listed but not certain [0, 2]")
	tasktest.Fails(t, Task.Grade(instance(t, 2), `[[[0,3],[1,2]], [[0,1]], [[0,1]], [[0,3]]]`), "squares", "square 2 (4, 1, 2, 3) (ambiguous")
}

func TestMistakesFailOnTheNamedCheck(t *testing.T) {
	in := instance(t, 3) // corners TR,BL,TL,BR; edges left,bottom,right,top
	gt := loadTruth(t)[3].Edges
	tasktest.Passes(t, Task.Grade(in, answer(gt)))
	mut := func(i int, ps [][2]int) string {
		e := append([][][2]int(nil), gt...)
		e[i] = ps
		return answer(e)
	}
	// A missing pair: square 4 keeps only one of its two connections.
	r := Task.Grade(in, mut(3, [][2]int{{0, 3}}))
	tasktest.Fails(t, r, "squares", "1 of 6 squares wrong: square 4 (1, 1, 3, 2): missing [1, 2]")
	tasktest.Mode(t, r, verifiers.NearMiss)
	// An extra pair.
	tasktest.Fails(t, Task.Grade(in, mut(1, [][2]int{{0, 2}, {1, 3}})), "squares", "square 2 (2, 1, 2, 1): listed but not certain [1, 3]")
	// A connection on a uniform square.
	tasktest.Fails(t, Task.Grade(in, mut(0, [][2]int{{0, 1}})), "squares", "square 1 (1, 1, 1, 1) (one class: no boundary): listed but not certain [0, 1]")
	// Pairs written in the standard edge numbering instead of the prompt's.
	r = Task.Grade(in, `[[], [[1,3]], [[0,1]], [[0,3],[1,2]], [[0,3]], [[0,1],[2,3]]]`)
	tasktest.Fails(t, r, "squares", "squares wrong: square 2 (2, 1, 2, 1): missing [0, 2], listed but not certain [1, 3]")
	// Edge numbers that do not exist, and a pair of one edge.
	r = Task.Grade(in, mut(1, [][2]int{{0, 4}}))
	tasktest.Fails(t, r, "pairs", "square 2: [0, 4] names edge 4, but the edges are numbered 0 to 3")
	tasktest.Fails(t, r, "squares", "listed but not certain [0, 4]")
	tasktest.Fails(t, Task.Grade(in, mut(1, [][2]int{{-1, 2}})), "pairs", "names edge -1")
	tasktest.Fails(t, Task.Grade(in, mut(1, [][2]int{{2, 2}})), "pairs", "square 2: [2, 2] joins an edge to itself")
	// Too many lists.
	tasktest.Fails(t, Task.Grade(in, answer(append(append([][][2]int(nil), gt...), [][2]int{}))), "count", "7 lists given for 6 squares")
	// Nothing but empty lists.
	r = Task.Grade(in, `[[],[],[],[],[],[]]`)
	tasktest.Fails(t, r, "squares", "5 of 6 squares wrong")
	tasktest.Mode(t, r, verifiers.Trivialized)
}

func TestBadInput(t *testing.T) {
	in := instance(t, 0)
	cases := []struct{ name, text, check, detail string }{
		{"pair of three", `[[], [[1,2,3]], [], []]`, "format", "edges[1][0]: expected 2 numbers, found 3"},
		{"pair of one", `[[], [[2]], [], []]`, "format", "edges[1][0]: expected 2 numbers, found 1"},
		{"bare pair", `{"edges": [[], [2,3], [], []]}`, "format", "edges[1][0]: expected a list or tuple, found 2"},
		{"fraction", `[[], [[2,3.5]], [], []]`, "format", "edges[1][0][1]: expected an integer, found the fraction 3.5"},
		{"boolean", `[[], [[true,false]], [], []]`, "format", "edges[1][0][0]: expected an integer, found true"},
		{"string", `[[], [["2","3"]], [], []]`, "format", `found the string "2"`},
		{"null", `[[], [[2,null]], [], []]`, "format", "found null"},
		{"NaN", `[[], [[2,NaN]], [], []]`, "format", "found NaN"},
		{"square not a list", `{"edges": [[], 5, [], []]}`, "format", "edges[1]: expected a list or tuple, found 5"},
		{"not a list", `{"edges": "none"}`, "format", `edges: expected a list or tuple, found the string "none"`},
		{"too many lists", "[" + strings.Repeat("[],", 70) + "[]]", "format", "edges: has 71 lists; the instance has 4 squares"},
		{"too many pairs", "[[], [" + strings.Repeat("[0,1],", 20) + "[0,1]], [], []]", "format", "edges[1]: has 21 entries; no correct answer has more than 16"},
		{"prose", "Squares 2 and 3 connect their top edges.", "answer", "no answer was found"},
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

func TestPythonTuplesAreRead(t *testing.T) {
	tasktest.Passes(t, Task.Grade(instance(t, 0), "Final answer: [[], [(2, 3)], [(1, 2)], [(1, 3)]]"))
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
	in := instance(t, 1) // squares (2,1,1,1) (2,1,2,1) (2,1,3,1) (2,2,1,1) (2,2,2,1)
	r := Task.Grade(in, `[[[0,3]], [[0,1]], [[0,3]], [[1,3]]]`)
	s := r.BuildOverlay()
	colors := map[string]string{}
	for _, l := range s.Lines {
		colors[l.Color] = l.Check
	}
	if colors[scene.Accepted] != "" || colors[scene.Wrong] != "squares" || colors[scene.Missing] != "squares" || len(colors) != 4 {
		t.Fatalf("line sets %v", colors)
	}
	var marks []string
	for _, l := range s.Labels {
		if l.Text == "✓" || l.Text == "✗" || l.Text == "no answer" {
			marks = append(marks, l.Text)
		}
	}
	if strings.Join(marks, " ") != "✓ ✗ ✗ ✓ no answer" {
		t.Fatalf("marks %v", marks)
	}
}

// An edge number far outside 0..3 is reported as written, not clamped.
func TestOutOfRangeEdgeIsReportedAsWritten(t *testing.T) {
	r := Task.Grade(instance(t, 0), `[[[0,3000000000000]],[],[],[]]`)
	tasktest.Fails(t, r, "pairs", "names edge 3000000000000")
}
