package halfsubdivisionneighbours

import (
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

func answer(labels []string) string {
	b, _ := json.Marshal(map[string]any{"neighbors": labels})
	return string(b)
}

func TestCuratedTruthsAndReferenceScoreOne(t *testing.T) {
	for k, tr := range loadRecords(t) {
		in := instance(t, k)
		tasktest.Passes(t, Task.Grade(in, answer(tr.Neighbours)))
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		rev := slices.Clone(tr.Neighbours)
		slices.Reverse(rev)
		tasktest.Passes(t, Task.Grade(in, answer(rev)))
	}
}

// The spec's vectors on record 1 (11e8048b).
func TestSpecVectorsRecordOne(t *testing.T) {
	in := instance(t, 0)
	gt := []string{"1100110", "11100", "1110101", "1110111"}
	tasktest.Passes(t, Task.Grade(in, `{"neighbors": ["1100110","11100","1110101","1110111"]}`))
	r := Task.Grade(in, answer(append(slices.Clone(gt), "1100110")))
	tasktest.Fails(t, r, "distinct", "1100110 is listed more than once")
	tasktest.Mode(t, r, verifiers.Malformed)
	r = Task.Grade(in, answer(gt[:3]))
	tasktest.Fails(t, r, "all neighbours", "1 of the 4 neighbours of 1110110 is missing: 1110111")
	tasktest.Mode(t, r, verifiers.NearMiss)
	r = Task.Grade(in, `{"neighbors": []}`)
	tasktest.Fails(t, r, "all neighbours", "4 of the 4 neighbours")
	tasktest.Mode(t, r, verifiers.Trivialized)
	tasktest.Fails(t, Task.Grade(in, "[]"), "all neighbours", "missing")
	for _, text := range []string{
		"1100110, 11100, 1110101, 1110111",
		"<thinking>x</thinking>\n\"1100110\", \"11100\", \"1110101\", \"1110111\"",
		"The leaves sharing a face are listed below.\n\n1100110\n11100\n1110101\n1110111",
		"Reasoning about [0, 0.5] and [0.5, 1] first.\nNeighbours: 1100110, 11100, 1110101, 1110111",
		"Final answer: '1100110', '11100', '1110101', '1110111'",
		"```\n1100110, 11100,\n1110101, 1110111\n```",
		"[1100110, 11100, 1110101, 1110111]",
		"[(\"1100110\"), '11100', 1110101.0, \"1110111\"]",
		`{"neighbours": ["1100110", "11100", "1110101", "1110111"]}`,
		"```json\n{\"neighbors\": [\"1100110\", \"11100\", \"1110101\", \"1110111\"]}\n```",
	} {
		r := Task.Grade(in, text)
		if !r.Passed {
			t.Errorf("%q: %+v", text, r.Checks)
		}
	}
}

// Record 7 (55b4ebd0) is the paper's example: its "typical structured output"
// misses 010001 and lists 01000100, which is not a node of the tree.
func TestPaperExample(t *testing.T) {
	in := instance(t, 6)
	r := Task.Grade(in, `["01000100","01001100","01001001","00101011"]`)
	tasktest.Fails(t, r, "all neighbours", "missing: 010001")
	tasktest.Fails(t, r, "only neighbours", "01000100 (not a node of the tree)")
	tasktest.Mode(t, r, verifiers.NearMiss)
	tasktest.Passes(t, Task.Grade(in, `["00101011","010001","01001001","01001100"]`))
}

// Labels written as numbers keep the digits as written, so a leading 0 is kept.
func TestUnquotedLabels(t *testing.T) {
	in := instance(t, 2) // 7410c683: 000011 000110 001111 010100
	tasktest.Passes(t, Task.Grade(in, "[000011, 000110, 001111, 010100]"))
	tasktest.Passes(t, Task.Grade(in, "Final answer: 000011, 000110, 001111, 010100"))
}

func TestMistakesFailOnTheNamedCheck(t *testing.T) {
	in := instance(t, 0) // target 1110110
	gt := []string{"1100110", "11100", "1110101", "1110111"}
	with := func(l string) string { return answer(append(slices.Clone(gt), l)) }
	tasktest.Fails(t, Task.Grade(in, with("111")), "only neighbours", "111 (an inner node, not a leaf)")
	tasktest.Fails(t, Task.Grade(in, with("1110110")), "only neighbours", "1110110 (the target itself)")
	tasktest.Fails(t, Task.Grade(in, with("11101101")), "only neighbours", "not a node of the tree: longer than its depth 7")
	tasktest.Fails(t, Task.Grade(in, with("00000")), "only neighbours", "00000 (does not touch the target)")
	tasktest.Fails(t, Task.Grade(in, with("")), "only neighbours", `"" (the root)`)

	// Record 5 (3D, cycle z, x, y): 011 meets the target 000 along an edge.
	tasktest.Fails(t, Task.Grade(instance(t, 4), `["0010","0011","010","100","011"]`), "only neighbours", "011 (touches the target only along an edge)")

	// Record 6 (2D): some leaf touches the target only at a corner.
	in6 := instance(t, 5)
	d := in6.Data.(*Data)
	corner := ""
	for _, l := range d.Leaves {
		if Contact(2, d.BoxOf(d.Target), d.BoxOf(l)) == 0 {
			corner = l
			break
		}
	}
	if corner == "" {
		t.Fatal("record 6 has no corner-touching leaf to test with")
	}
	r := Task.Grade(in6, answer(append(d.Neighbours(), corner)))
	tasktest.Fails(t, r, "only neighbours", corner+" (touches the target only at a corner)")
	ov := r.BuildOverlay()
	if ov == nil || len(ov.Polys) < 2 {
		t.Fatal("the overlay draws no cells")
	}
	found := false
	for _, p := range ov.Polys {
		found = found || (p.Check == "only neighbours" && p.Layer == "error")
	}
	if !found {
		t.Error("the extra leaf is not drawn on the error layer")
	}
}

func TestBadInput(t *testing.T) {
	in := instance(t, 0)
	cases := []struct{ name, text, check, detail string }{
		{"letter in a label", `["1100110", "01a"]`, "labels", `neighbors[1]: the string "01a" is not a label`},
		{"space in a label", `["0 1"]`, "labels", `found " "`},
		{"fraction", `[1.5]`, "labels", "neighbors[0]: expected a label of 0s and 1s, found the number 1.5"},
		{"boolean", `[true]`, "labels", "found true"},
		{"null", `{"neighbors": [null]}`, "labels", "found null"},
		{"nested", `{"neighbors": [["1100110"]]}`, "labels", "found a list of 1 item"},
		{"negative", `[-1]`, "labels", `found "-"`},
		{"NaN", `{"neighbors": [NaN]}`, "labels", "found the number NaN"},
		{"not a list", `{"neighbors": "1100110"}`, "answer", "expected a list or tuple"},
		{"wrong case", `{"Neighbors": ["1100110","11100","1110101","1110111"]}`, "answer", `the answer's key is "Neighbors"`},
		{"shouting", "```\n{\"NEIGHBOURS\": [\"1100110\"]}\n```", "answer", `"NEIGHBOURS"`},
		{"too many", "[" + strings.Repeat(`"0",`, 100) + "]", "labels", "has more than 88 labels, but the tree has only 88 leaves"},
		{"prose", "I am not sure which leaves touch it.", "answer", "no answer"},
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

// The slowest bad input still grades at once: a 1 MiB answer of labels.
// Hostile answers are rejected by bounds, before any work in proportion to
// their size.
func TestHugeAnswersAreRejected(t *testing.T) {
	in := instance(t, 9) // 931 leaves
	size := 1<<20 - 64   // just inside the size limit
	huge := strings.Repeat("0101010101, ", size/12)
	tasktest.Fails(t, Task.Grade(in, huge), "labels", "has more than 931 labels")
	tasktest.Fails(t, Task.Grade(in, strings.Repeat("[", size/4)), "answer", "nested more than 32 levels")
	r := Task.Grade(in, "["+huge+"]")
	if c, _ := r.FirstFailure(); r.Score != 0 || !strings.Contains(c.Detail, "more than") {
		t.Fatalf("a huge list: %+v", r.Checks)
	}
}

func TestGeneratedInstancesGradeTheirSolution(t *testing.T) {
	seeds := uint64(8)
	if runtime.GOOS == "js" {
		seeds = 3
	}
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < seeds; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
			d := in.Data.(*Data)
			if nb := d.Neighbours(); len(nb) > 1 {
				tasktest.Fails(t, Task.Grade(in, answer(nb[1:])), "all neighbours", nb[0])
			}
		}
	}
}
