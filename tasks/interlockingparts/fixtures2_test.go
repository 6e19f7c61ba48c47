package interlockingparts

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

// variant is the reference answer changed by edit.
func variant(edit func(a *Answer)) Answer {
	a := reference()
	edit(&a)
	return a
}

// replaceIn changes the source of the given parts (all ten when none are
// named), failing the test when the text to replace is absent.
func replaceIn(t *testing.T, a *Answer, old, new string, parts ...int) {
	t.Helper()
	if len(parts) == 0 {
		for i := range a.Parts {
			parts = append(parts, i)
		}
	}
	for _, i := range parts {
		if !strings.Contains(a.Parts[i].FileContents, old) {
			t.Fatalf("part %d has no %q", i, old)
		}
		a.Parts[i].FileContents = strings.Replace(a.Parts[i].FileContents, old, new, 1)
	}
}

// scores checks the nine scores of an answer (want[k] < 0: not checked)
// and that each failing criterion fails on the named check.
func scores(t *testing.T, name string, a Answer, want [9]float64, fails map[int][2]string) {
	t.Helper()
	var only []int
	for k, w := range want {
		if _, named := fails[k]; w >= 0 || named {
			only = append(only, k)
		}
	}
	for k, r := range gradeAll(t, a, only...) {
		if r == nil {
			continue
		}
		tasktest.Sane(t, r)
		if want[k] >= 0 && r.Score != want[k] {
			t.Errorf("%s, criterion %d: score %v, want %v (%s)", name, k, r.Score, want[k], checkList(r))
		}
		if f, ok := fails[k]; ok {
			tasktest.Fails(t, r, f[0], f[1])
		}
	}
}

func checkList(r *verifiers.Report) string {
	var s []string
	for _, c := range r.Checks {
		if !c.OK {
			s = append(s, c.Name+": "+c.Detail)
		}
	}
	return strings.Join(s, " | ") + r.Error
}

const unchecked = -1

// TestSpecVectors are the spec's test vectors (§10) and the mistakes the
// issue names, each failing its named criterion.
func TestSpecVectors(t *testing.T) {
	scores(t, "the top at +740", variant(func(a *Answer) { a.Parts[1].Transform[11] = 740 }),
		[9]float64{1, 1, 1, 0, 1, unchecked, 1, 1, unchecked}, map[int][2]string{3: {"within limits", "part 1 reach beyond"}})

	scores(t, "the bottom moved 200 along x", variant(func(a *Answer) { a.Parts[0].Transform[3] = 200 }),
		[9]float64{1, 1, 1, 0, 0, unchecked, 1, 1, unchecked}, map[int][2]string{
			3: {"within limits", "too large"},
			4: {"rod clearance", "a 5 mm rod at (180, 180) hits part 0"},
		})

	scores(t, "the top's holes 4 mm", variant(func(a *Answer) { replaceIn(t, a, "hole = 6.1;", "hole = 4;", 1) }),
		[9]float64{1, unchecked, unchecked, unchecked, 1, unchecked, unchecked, unchecked, unchecked}, nil)

	scores(t, "no holes in the bottom", variant(func(a *Answer) {
		replaceIn(t, a, "for (x = [-c, c], y = [-c, c])", "for (x = [], y = [])", 0)
	}), [9]float64{1, 1, 1, 1, 0, unchecked, 1, 1, unchecked}, map[int][2]string{4: {"rod clearance", "unable to thread a 6 mm rod"}})

	scores(t, "bars 12 mm thick", variant(func(a *Answer) { replaceIn(t, a, "bar = 10;", "bar = 12;") }),
		[9]float64{1, 1, unchecked, unchecked, unchecked, unchecked, unchecked, 0, unchecked}, map[int][2]string{7: {"bar thickness", "thickness mode 12.00 mm"}})

	scores(t, "a door on one rod", variant(func(a *Answer) {
		replaceIn(t, a, "    grid();\n", "    grid();\n    translate([-300, -300, -5]) cube([300, 600, 20]);\n", 4)
	}), [9]float64{1, 1, unchecked, unchecked, unchecked, unchecked, 0, unchecked, unchecked}, map[int][2]string{6: {"rods engaged", "part 4 meet only one rod: a hinge or door"}})

	scores(t, "a part off the bed", variant(func(a *Answer) {
		replaceIn(t, a, "rotate([0, 0, 90]) grid();", "translate([0, 0, 45]) rotate([0, 0, 90]) grid();", 0)
	}), [9]float64{1, 0.9, unchecked, unchecked, unchecked, unchecked, unchecked, unchecked, unchecked}, map[int][2]string{1: {"build volume", "part 0 overflow"}})

	one := AnswerPart{FileContents: "cube([10,10,10]);", FileType: "OpenScad", Transform: []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}}
	ten := Answer{}
	for range PartCount {
		ten.Parts = append(ten.Parts, one)
	}
	scores(t, "one cube printed ten times", ten, [9]float64{1, 1, 0, 1, 0, 0, 0, 0, 0}, map[int][2]string{
		2: {"no wide gap", "a gap wider than 100 mm"},
		4: {"rod held", "so much clearance a nut would slide through"},
		5: {"no interference", "parts overlap in the assembly: 0 and 1"},
		6: {"rods engaged", "meet no rod: they will fall out"},
		7: {"bar thickness", "not enough thickness samples"},
		8: {"uniform gaps", "not enough gap samples"},
	})

	python := variant(func(a *Answer) { a.Parts[7].FileType = "Python Generating STL" })
	scores(t, "a Python part", python, [9]float64{}, map[int][2]string{0: {"build", "part 7: Python sources cannot be executed"}, 5: {"prerequisite", "criterion 0"}})

	nine := variant(func(a *Answer) { a.Parts = a.Parts[:9] })
	scores(t, "nine parts", nine, [9]float64{}, map[int][2]string{0: {"parts", "exactly 10 parts required, found 9"}, 8: {"parts", "found 9"}})
	slabs := Answer{}
	for k := range 14 {
		p := one
		p.FileContents = "cube([370, 370, 50]);"
		p.Transform = []float64{1, 0, 0, -185, 0, 1, 0, -185, 0, 0, 1, float64(50 * k), 0, 0, 0, 1}
		slabs.Parts = append(slabs.Parts, p)
	}
	scores(t, "the 14-slab design", slabs, [9]float64{}, map[int][2]string{3: {"parts", "exactly 10 parts required, found 14"}})
}
