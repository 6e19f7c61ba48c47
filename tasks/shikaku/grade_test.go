package shikaku

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

func answer(boxes [][4]int) string {
	b, _ := json.Marshal(map[string]any{"rectangles": boxes})
	return string(b)
}

type truth struct {
	Ref        string   `json:"ref"`
	Rectangles [][4]int `json:"rectangles"`
}

func loadTruth(t *testing.T) []truth {
	return tasktest.LoadJSON[[]truth](t, "testdata/vgb_truth.json")
}

func TestTruthsAndReferenceAnswersScoreOne(t *testing.T) {
	for k, tr := range loadTruth(t) {
		in := instance(t, k)
		if r := Task.Grade(in, answer(tr.Rectangles)); r.Score != 1 || !r.Passed {
			t.Errorf("subpass %d: stored truth scored %v: %+v", k, r.Score, r.Checks)
		}
		sol, err := Task.Solve(in)
		if err != nil {
			t.Fatal(err)
		}
		got := sol.(Answer).Rectangles
		if r := Task.Grade(in, answer(got)); r.Score != 1 {
			t.Errorf("subpass %d: reference answer scored %v", k, r.Score)
		}
		if len(got) != len(tr.Rectangles) {
			t.Errorf("subpass %d: solver found %d rectangles, truth has %d", k, len(got), len(tr.Rectangles))
		}
		for i := range got {
			if i < len(tr.Rectangles) && got[i] != tr.Rectangles[i] {
				t.Errorf("subpass %d: solver rectangle %d is %v, truth %v", k, i, got[i], tr.Rectangles[i])
				break
			}
		}
	}
}

// The spec's test vectors on record 1.
func TestSpecVectorsRecordOne(t *testing.T) {
	in := instance(t, 0)
	gt := loadTruth(t)[0].Rectangles
	rev := make([][4]int, len(gt))
	for i := range gt {
		rev[len(gt)-1-i] = gt[i]
	}
	if r := Task.Grade(in, answer(rev)); r.Score != 1 {
		t.Fatalf("reversed: %+v", r.Checks)
	}
	text := strings.Replace(answer(gt), "[0,0,0,2]", "[0.0,0,0,2]", 1)
	if r := Task.Grade(in, text); r.Score != 1 {
		t.Fatalf("integral float: %+v", r.Checks)
	}
	text = strings.Replace(answer(gt), "[0,0,0,2]", `["0"," 0 ",0,"2"]`, 1)
	if r := Task.Grade(in, text); r.Score != 1 {
		t.Fatalf("numeric strings: %+v", r.Checks)
	}
	mut := append([][4]int(nil), gt...)
	mut[0] = [4]int{0, 0, 0, 1}
	r := Task.Grade(in, answer(mut))
	tasktest.Fails(t, r, "area", "rectangle [0,0,0,1] covers 2 cells but holds the number 3")
	tasktest.Fails(t, r, "full cover", "cell (column 0, row 2) is not covered")
	if r.FailureMode != verifiers.LocalOnly {
		t.Errorf("failure mode %q", r.FailureMode)
	}
	tasktest.Fails(t, Task.Grade(in, answer(gt[:len(gt)-1])), "full cover", "cells (column 6, row 2), (column 6, row 3), (column 6, row 4), (column 6, row 5) are not covered")
	mut[0] = [4]int{0, 0, 7, 0}
	tasktest.Fails(t, Task.Grade(in, answer(mut)), "boxes", "reaches column 7, but the columns go from 0 to 6")
	mut[0] = [4]int{2, 0, 0, 2}
	tasktest.Fails(t, Task.Grade(in, answer(mut)), "boxes", "right_col 0 left of left_col 2")
	r = Task.Grade(in, "[]")
	tasktest.Fails(t, r, "full cover", "(column 0, row 0)")
	if r.FailureMode != verifiers.Trivialized {
		t.Errorf("empty answer: failure mode %q", r.FailureMode)
	}
}

func TestMistakesFailOnTheNamedCheck(t *testing.T) {
	in := instance(t, 0)
	gt := loadTruth(t)[0].Rectangles
	// Grow [0,0,0,2] into column 1: it overlaps [1,0,1,3] and now holds one clue
	// with the wrong area.
	mut := append([][4]int(nil), gt...)
	mut[0] = [4]int{0, 0, 1, 2}
	r := Task.Grade(in, answer(mut))
	tasktest.Fails(t, r, "no overlap", "(column 1, row 0)")
	tasktest.Fails(t, r, "area", "covers 6 cells")
	// Merge two correct rectangles: one rectangle, two clues.
	mut = append([][4]int(nil), gt...)
	mut[0] = [4]int{0, 0, 0, 6}
	mut = append(mut[:1], mut[2:]...)
	tasktest.Fails(t, Task.Grade(in, answer(mut)), "one clue each", "rectangle [0,0,0,6] contains 2 numbers")
	// Two correct rectangles swapped for wrong ones covering the same cells.
	mut = append([][4]int(nil), gt...)
	mut[0], mut[1] = [4]int{0, 0, 0, 3}, [4]int{0, 4, 0, 6}
	r = Task.Grade(in, answer(mut))
	tasktest.Fails(t, r, "area", "")
	if r.FailureMode != verifiers.NearMiss {
		t.Errorf("a true partition with two wrong rectangles: failure mode %q", r.FailureMode)
	}
}

func TestBadInput(t *testing.T) {
	in := instance(t, 0)
	cases := []struct{ name, text, check, detail string }{
		{"not a list", `{"rectangles": 5}`, "format", "rectangles: expected a list or tuple, found 5"},
		{"short box", `[[0,0,0]]`, "format", "rectangles[0]: expected 4 numbers, found 3"},
		{"fraction", `[[0,0,0,2.9]]`, "format", "fraction 2.9"},
		{"null", `[[0,0,null,2]]`, "format", "found null"},
		{"negative", `[[0,-1,0,2]]`, "boxes", "negative"},
		{"NaN", `[[0,0,NaN,2]]`, "format", "NaN"},
		{"too many boxes", "[" + strings.Repeat("[0,0,0,0],", 50) + "]", "format", "has 50 entries; no correct answer has more than 49"},
		{"text string", `[["a","b","c","d"]]`, "format", `the string "a"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tasktest.Fails(t, Task.Grade(in, c.text), c.check, c.detail)
		})
	}
}

func TestGeneratedPuzzlesGradeTheirSolution(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		for _, preset := range []string{"easy", "medium", "hard"} {
			s := seed
			in, err := tasks.New(Task, tasks.Request{Seed: &s, Preset: preset})
			if err != nil {
				t.Fatal(err)
			}
			sol, err := Task.Solve(in)
			if err != nil {
				t.Fatal(err)
			}
			if r := Task.Grade(in, answer(sol.(Answer).Rectangles)); r.Score != 1 {
				t.Fatalf("seed %d %s: %+v", seed, preset, r.Checks)
			}
		}
	}
}
