package csgunion

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// The prompt states every fact of the spec's checklist: the worked cube
// with its vertex order and faces, each solid in words, the requirements,
// and, when there are round solids, exactly how they are tessellated.
func TestPromptChecklist(t *testing.T) {
	for _, k := range []int{0, 7, 8, 12, 16, 20, 21} {
		in := canonicalInstance(t, k)
		p := in.Prompt
		for _, want := range []string{
			`{"xyz": [-1, -1, -1]}, {"xyz": [1, -1, -1]}, {"xyz": [1, 1, -1]}, {"xyz": [-1, 1, -1]}`,
			`{"vertex": [3, 2, 1, 0]}, {"vertex": [4, 5, 6, 7]}, {"vertex": [0, 1, 5, 4]}`,
			"each face of this cube has 4 vertices", "counter-clockwise", "union",
			"no faces inside the solid", "more than 4 vertices", "watertight", "0.95", "centimetres",
		} {
			if !strings.Contains(strings.ToLower(p), strings.ToLower(want)) {
				t.Errorf("subpass %d: the prompt lacks %q", k, want)
			}
		}
	}
	for k, want := range map[int][]string{
		7:  {"(5, -5, 0), (15, -5, 0), (15, 5, 0), (5, 5, 0)", "(5, -5, 10) and (5, 5, 10)"},
		8:  {"(0, 0, 15), (8.16, 0, 5), (-4.08, 7.07, 5) and (-4.08, -7.07, 5)", "share part of a face"},
		12: {"prism with 24 sides", "turned 90° about the y axis", "along +x", "corner 0 is at (r, 0)"},
		13: {"(a hexagonal prism)"},
		16: {"24 segments around and 12 rings", "m = ceil(n/2) rings", "180°·(i + 0.5)/m"},
		20: {"pyramid with 24 sides", "apex at (0, 0, 15)"},
		2:  {"No two solids touch."},
		3:  {"Solid 2 lies entirely inside solid 1."},
		17: {"share part of a face"},
	} {
		p := canonicalInstance(t, k).Prompt
		for _, w := range want {
			if !strings.Contains(p, w) {
				t.Errorf("subpass %d: the prompt lacks %q", k, w)
			}
		}
	}
	if strings.Contains(canonicalInstance(t, 0).Prompt, "OpenSCAD") {
		t.Error("a prompt without round solids explains their tessellation")
	}
}

// Generated instances have what the parameters ask for, are the same for the
// same seed, and impossible parameters are refused with a reason.
func TestGenerate(t *testing.T) {
	for _, c := range []struct {
		params string
		seeds  int
	}{
		{"primitives=6,families=all,sides=24", 3},
		{"primitives=4,families=polyhedra,touching=2", 3},
		{"primitives=3,families=boxes,apart=2", 3},
		{"primitives=6,families=all,touching=2,apart=2,sides=5", 2},
	} {
		m := Task.Manifold()
		p, err := m.Parse(m.Defaults(), c.params)
		if err != nil {
			t.Fatal(err)
		}
		for s := uint64(1); s <= uint64(c.seeds); s++ {
			in, err := tasks.New(Task, tasks.Request{Params: c.params, Seed: &s})
			if err != nil {
				t.Fatalf("%s seed %d: %v", c.params, s, err)
			}
			d := in.Data.(*Data)
			rel := d.relations()
			if len(d.Primitives) != primitivesParam.Get(p) || rel.count(touching) < touchingParam.Get(p) || rel.separate() != apartParam.Get(p) {
				t.Errorf("%s seed %d: %d solids, %d touching pairs, %d apart", c.params, s, len(d.Primitives), rel.count(touching), rel.separate())
			}
			for _, q := range d.Primitives {
				if familiesParam.Get(p) == "boxes" && q.Kind != KindBox {
					t.Errorf("%s: a %s among boxes", c.params, q.Kind)
				}
				if (q.Kind == KindCone || q.Kind == KindSphere) && q.Sides != sidesParam.Get(p) {
					t.Errorf("%s: a %s with %d sides", c.params, q.Kind, q.Sides)
				}
			}
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
			again, _ := tasks.New(Task, tasks.Request{Params: c.params, Seed: &s})
			if tasktest.SolveText(t, Task, in) != tasktest.SolveText(t, Task, again) || in.Prompt != again.Prompt {
				t.Errorf("%s seed %d: not reproducible", c.params, s)
			}
		}
	}
	// A seeded request for each canonical subpass draws an instance like it.
	for _, sp := range Task.Subpasses() {
		k, seed := sp.Index, uint64(5)
		in, err := tasks.New(Task, tasks.Request{Subpass: &k, Seed: &seed})
		if err != nil {
			t.Errorf("subpass %d, seed 5: %v", k, err)
			continue
		}
		if n := len(in.Data.(*Data).Primitives); n != len(canonicals[k].prims) {
			t.Errorf("subpass %d, seed 5: %d solids, want %d", k, n, len(canonicals[k].prims))
		}
	}
	s := uint64(1)
	if _, err := tasks.New(Task, tasks.Request{Params: "primitives=3,touching=2,apart=1", Seed: &s}); err == nil || !strings.Contains(err.Error(), "need at least 4 solids") {
		t.Errorf("3 solids with 2 touching and 1 apart: %v", err)
	}
}
