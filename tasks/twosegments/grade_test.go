package twosegments

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

func TestReferenceAnswersScoreOne(t *testing.T) {
	for k := range Task.Subpasses() {
		in := instance(t, k)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

// The spec's vectors on record 5 (90d0ca22: 4 quadrilaterals, unit square,
// snap 3) and others.
func TestSpecVectors(t *testing.T) {
	in := instance(t, 4)
	tasktest.Passes(t, Task.Grade(in, `{"segments": [[[0,0.5],[1,0.5]],[[0.5,0],[0.5,1]]]}`))
	r := Task.Grade(in, `[[[0,0],[1,1]],[[0,1],[1,0]]]`)
	tasktest.Fails(t, r, "regions", "the segments cross at (0.5, 0.5) and cut the square into 4 triangles; the target is 4 quadrilaterals")
	tasktest.Mode(t, r, verifiers.NearMiss)
	r = Task.Grade(in, `[[[0,0.5],[1,0.5]],[[0,0.5],[1,0.5]]]`)
	tasktest.Fails(t, r, "regions", "the segments overlap from (0, 0.5) to (1, 0.5) and cut the square into 2 quadrilaterals;")
	tasktest.Mode(t, r, verifiers.Incorrect)
	tasktest.Fails(t, Task.Grade(in, `[[[0,0.5],[0.5,0.5]],[[0.5,0],[0.5,1]]]`), "on boundary", "segment 1, endpoint 2: (0.5, 0.5) is not on the boundary: it is 0.5 from the nearest side")
	tasktest.Fails(t, Task.Grade(in, `[[[0,0.2],[0,0.8]],[[0.5,0],[0.5,1]]]`), "not along a side", "segment 1: it runs along a side of the square, from (0, 0.2) to (0, 0.8)")
	tasktest.Fails(t, Task.Grade(in, `[[[0,0.5],[0,0.5]],[[0.5,0],[0.5,1]]]`), "distinct endpoints", "segment 1: its endpoints (0, 0.5) and (0, 0.5) are within 0.0005")
	tasktest.Fails(t, Task.Grade(in, `[[[0,0.5],[1,0.5]]]`), "format", "segments: expected exactly 2 segments, found 1")
	for x, pass := range map[string]bool{"1.0004": true, "1.0005": true, "1.00051": false, "0.9994": false, "0.9996": true} {
		r := Task.Grade(in, fmt.Sprintf(`[[[0,0.5],[%s,0.5]],[[0.5,0],[0.5,1]]]`, x))
		switch {
		case pass:
			tasktest.Passes(t, r)
		case x == "1.00051":
			tasktest.Fails(t, r, "inside", "(1.00051, 0.5) lies outside the square")
		default:
			tasktest.Fails(t, r, "on boundary", "(0.9994, 0.5) is not on the boundary")
		}
	}
	tasktest.Fails(t, Task.Grade(instance(t, 0), `[[[0,0],[0.5,1]],[[0,0.2],[1,0]]]`), "on grid", "(0.5, 1) has x = 0.5, which is not one of the allowed values")
	r = Task.Grade(instance(t, 6), `[[[0,0.5],[1,0.5]],[[0.5,0],[1,0.5]]]`) // shared endpoint
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "regions"); !strings.Contains(c.Detail, "meet only at (1, 0.5)") {
		t.Errorf("shared endpoint: %q", c.Detail)
	}
	r = Task.Grade(instance(t, 8), `[[[0,0.3],[1,0.3]],[[0,0.7],[1,0.7]]]`) // parallel chords
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "regions"); !strings.Contains(c.Detail, "do not meet") {
		t.Errorf("parallel chords: %q", c.Detail)
	}
	for _, text := range []string{
		"[((0, 0.5), (1, 0.5)), ((0.5, 0), (0.5, 1))]",
		"Let me think.\nFinal answer: [((0, 0.5), (1, 0.5)), ((0.5, 0), (0.5, 1))]",
		"<thinking>a plus sign</thinking>\n```json\n{\"segments\": [[[0, 0.5], [1, 0.5]], [[0.5, 0], [0.5, 1]]]}\n```",
	} {
		tasktest.Passes(t, Task.Grade(in, text))
	}
	tasktest.Fails(t, Task.Grade(in, `[[[0,NaN],[1,0.5]],[[0.5,0],[0.5,1]]]`), "format", "segments[0][0][1]: expected a finite number, found NaN")
}

// Record 3 (64261699) is an irregular quadrilateral, judged as itself.
func TestQuadrilateralRecord(t *testing.T) {
	in := instance(t, 2)
	tasktest.Passes(t, Task.Grade(in, `[[[0.75,0.03],[1.22,0.27]],[[1.0,0.04],[1.19,0.49]]]`))
	tasktest.Passes(t, Task.Grade(in, `[[[-0.04,0.4],[0.25,0.01]],[[-0.02,0.2],[0.5,0.02]]]`))
	r := Task.Grade(in, `[[[0.75,0.03],[1.23,0.25]],[[1.0,0.04],[1.21,0.45]]]`)
	tasktest.Fails(t, r, "inside", "segment 1, endpoint 2: (1.23, 0.25) lies outside the quadrilateral, beyond side 2")
	tasktest.Fails(t, r, "inside", "; 1 more endpoint has the same problem")
	// The spec's passing answer uses upstream's parallelogram top edge.
	tasktest.Fails(t, Task.Grade(in, `[[[-0.01,0.1],[0.025,1.005]],[[-0.02,0.2],[0.15,1.01]]]`), "on boundary", "(0.025, 1.005) is not on the boundary")
}

// Thin regions vanish when their corners merge at the snapping precision.
func TestSliver(t *testing.T) {
	s := uint64(1)
	in, err := tasks.New(Task, tasks.Request{Params: "counts=2tri-1quad-1pent,square=unit,snap_decimals=3", Seed: &s})
	if err != nil {
		t.Fatal(err)
	}
	tasktest.Passes(t, Task.Grade(in, `[[[0,0],[1,0.5]],[[0,0.002],[1,0.498]]]`))
	tasktest.Passes(t, Task.Grade(in, `[[[0,0],[1,0.5]],[[0,0.0005],[1,0.4995]]]`))
	tasktest.Fails(t, Task.Grade(in, `[[[0,0],[1,0.5]],[[0,0.0002],[1,0.4998]]]`), "regions", "into 1 triangle and 1 quadrilateral")
}

func TestBadInput(t *testing.T) {
	in := instance(t, 4)
	cases := []struct{ name, text, check, detail string }{
		{"three endpoints", `[[[0,0.5],[0.5,0.5],[1,0.5]],[[0.5,0],[0.5,1]]]`, "format", "segments[0]: expected 2 endpoints, found 3"},
		{"three segments", `[[[0,0.5],[1,0.5]],[[0.5,0],[0.5,1]],[[0,0],[1,1]]]`, "format", "expected exactly 2 segments, found 3"},
		{"3D point", `[[[0,0.5,0],[1,0.5]],[[0.5,0],[0.5,1]]]`, "format", "segments[0][0]: expected a point of 2 coordinates, found 3"},
		{"flat segment", `[[0,0.5,1,0.5],[0.5,0,0.5,1]]`, "format", "segments[0]: expected 2 endpoints, found 4"},
		{"string number", `[[["0","0.5"],[1,0.5]],[[0.5,0],[0.5,1]]]`, "format", `segments[0][0][0]: expected a number, found the string "0"`},
		{"boolean", `[[[false,0.5],[1,0.5]],[[0.5,0],[0.5,1]]]`, "format", "expected a number, found false"},
		{"infinity", `[[[0,0.5],[Infinity,0.5]],[[0.5,0],[0.5,1]]]`, "format", "found Infinity"},
		{"object point", `{"segments": [[{"x":0,"y":0.5},[1,0.5]],[[0.5,0],[0.5,1]]]}`, "format", "segments[0][0]: expected a list or tuple, found an object"},
		{"wrong case", `{"Segments": [[[0,0.5],[1,0.5]],[[0.5,0],[0.5,1]]]}`, "answer", `the answer's key is "Segments"`},
		{"huge number", `[[[0,0.5],[1e400,0.5]],[[0.5,0],[0.5,1]]]`, "format", "segments[0][1][0]: expected a finite number, found 1e400"},
		{"prose", "Draw a plus sign through the middle.", "answer", "no answer"},
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

func TestOverlayMarksTheFailure(t *testing.T) {
	ov := Task.Grade(instance(t, 4), `[[[0,0.5],[0.5,0.5]],[[0.5,0],[0.5,1]]]`).BuildOverlay()
	marked := false
	for _, p := range ov.Points {
		marked = marked || (p.Check == "on boundary" && p.Layer == "error" && p.Positions[0] == 0.5)
	}
	if !marked {
		t.Error("the endpoint off the boundary is not marked")
	}
	ov = Task.Grade(instance(t, 4), `[[[0,0],[1,1]],[[0,1],[1,0]]]`).BuildOverlay()
	if len(ov.Polys) != 4 || ov.Polys[0].Check != "regions" || ov.Polys[0].Name != "triangle" {
		t.Errorf("the diagonals' regions: %+v", ov.Polys)
	}
}

// Hostile answers are rejected by bounds, before any work in proportion to
// their size; long decimals are read exactly and graded.
func TestHostileAnswers(t *testing.T) {
	in := instance(t, 4)
	size := 1<<20 - 64 // just inside the size limit
	tasktest.Fails(t, Task.Grade(in, "["+strings.Repeat("[[0,0.5],[1,0.5]], ", 1000)+"]"), "format", "expected exactly 2 segments, found 1000")
	tasktest.Fails(t, Task.Grade(in, "["+strings.Repeat("[[0,0.5],[1,0.5]], ", size/20)+"]"), "answer", "more than 131072 values")
	tasktest.Fails(t, Task.Grade(in, strings.Repeat("[", size)), "answer", "nested more than 32 levels")
	tasktest.Passes(t, Task.Grade(in, "[[[0.000000000000000000000000000001,0.5],[1,0.5]],[[0.5,0],[0.5,1]]]"))
	tasktest.Fails(t, Task.Grade(in, "[[[1e-300,0.5],[1,0.5]],[[0.5,1e300],[0.5,1]]]"), "inside", "(0.5, 1e+300) lies outside the square")
}

func TestGeneratedInstancesGradeTheirSolution(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		in := tasktest.Seeded(t, Task, preset, 3)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}
