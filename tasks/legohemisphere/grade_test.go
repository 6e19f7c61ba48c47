package legohemisphere

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

// Each mistake the issue names fails on its own check, on every canonical
// subpass.
func TestMutationsFailOnTheNamedCheck(t *testing.T) {
	checks := map[string]string{
		"two overlapping bricks":  "overlap",
		"a floating brick":        "support",
		"an unsupported overhang": "stability",
	}
	subpasses := []int{0, 1, 2, 3, 4, 5, 6, 7}
	if runtime.GOOS == "js" {
		subpasses = []int{0, 7} // the reference builds are slow under WebAssembly
	}
	for _, k := range subpasses {
		in := canonical(t, k)
		ref := tasktest.SolveText(t, Task, in)
		for _, b := range broken {
			text, ok := b.Make(in, ref)
			if !ok {
				t.Fatalf("subpass %d: %s could not be made", k, b.Name)
			}
			r := Task.Grade(in, text)
			tasktest.Fails(t, r, checks[b.Name], "")
			if r.Score != 0 {
				t.Errorf("subpass %d, %s: score %v", k, b.Name, r.Score)
			}
			tasktest.Mode(t, r, verifiers.LocalOnly)
		}
	}
}

// The mutations' messages name the right bricks.
func TestMutationMessages(t *testing.T) {
	in := canonical(t, 0)
	ref := tasktest.SolveText(t, Task, in)
	var a Answer
	if err := json.Unmarshal([]byte(ref), &a); err != nil {
		t.Fatal(err)
	}
	text, _ := broken[0].Make(in, ref)
	tasktest.Fails(t, Task.Grade(in, text), "overlap", fmt.Sprintf("bricks 0 %s and %d", nameOf(a.Bricks[0]), len(a.Bricks)))
	text, _ = broken[2].Make(in, ref)
	tasktest.Fails(t, Task.Grade(in, text), "stability", "topples: its centre of mass")
}

func nameOf(b Brick) string {
	g := &grading{bricks: []placed{place(b)}}
	return g.name(0)
}

func TestBadInput(t *testing.T) {
	in := canonical(t, 0)
	for _, c := range []struct{ name, text, check, fragment string }{
		{"NaN", `{"bricks": [{"Centroid": [NaN, 0, 4.8], "RotationDegrees": 0}]}`, "bricks", "bricks[0].Centroid[0]: expected a finite number, found NaN"},
		{"infinity", `{"bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": Infinity}]}`, "bricks", "bricks[0].RotationDegrees: expected a finite number"},
		{"huge coordinate", `{"bricks": [{"Centroid": [1e308, 0, 4.8], "RotationDegrees": 0}]}`, "bricks", "bricks[0].Centroid[0]: 1e308 mm is far beyond the shell"},
		{"huge integer", `{"bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": 123456789012345678901234567890}]}`, "bricks", "bricks[0].RotationDegrees"},
		{"rotation of 1e300 degrees", `{"bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": 1e300}]}`, "bricks", "bricks[0].RotationDegrees: 1e300° is not a usable rotation"},
		{"two coordinates", `{"bricks": [{"Centroid": [55, 0], "RotationDegrees": 0}]}`, "bricks", "expected 3 coordinates [x, y, z], found 2"},
		{"not an object", `{"bricks": [[55, 0, 4.8, 0]]}`, "bricks", `bricks[0]: expected a brick {"Centroid": [x, y, z], "RotationDegrees": r}`},
		{"missing rotation", `{"bricks": [{"Centroid": [55, 0, 4.8]}]}`, "bricks", `expected the keys Centroid and RotationDegrees, found "Centroid"`},
		{"string number", `{"bricks": [{"Centroid": ["55", 0, 4.8], "RotationDegrees": 0}]}`, "bricks", `found the string "55"`},
		{"boolean", `{"bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": true}]}`, "bricks", "expected a number, found true"},
		{"not a list", `{"bricks": 7}`, "bricks", "bricks: expected a list or tuple, found 7"},
	} {
		r := Task.Grade(in, c.text)
		tasktest.Fails(t, r, c.check, c.fragment)
		if r.Score != 0 {
			t.Errorf("%s: score %v", c.name, r.Score)
		}
		tasktest.Sane(t, r)
	}
}

// bigAnswer writes n bricks on a ring of the subpass 0 shell, as compact
// JSON.
func bigAnswer(n int) string {
	var b strings.Builder
	b.WriteString(`{"bricks": [`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"Centroid":[55,0,%g],"RotationDegrees":0}`, Ground+Height*float64(i%50))
	}
	b.WriteString("]}")
	return b.String()
}

// A list of 50,000 bricks is refused by the answer limits, and one just over
// the task's own limit before any geometry; both score 0 with a message.
func TestTooManyBricks(t *testing.T) {
	in := canonical(t, 0)
	r := Task.Grade(in, bigAnswer(50000))
	if r.Score != 0 || r.Passed || r.Error == "" {
		t.Fatalf("50,000 bricks: score %v, error %q", r.Score, r.Error)
	}
	if len(r.Error) > 300 {
		t.Errorf("the message is %d bytes long", len(r.Error))
	}
	d := in.Data.(*Data)
	limit := maxBricks(d.shell().ref)
	if limit != 1112 {
		t.Errorf("subpass 0 allows %d bricks, want 1112 (the shell's 111.46 bricks plus 1000)", limit)
	}
	r = Task.Grade(in, bigAnswer(limit+1))
	tasktest.Fails(t, r, "bricks", "has 1,113 bricks; no answer with more than 1,112 can score for this shell")
}

// A pile of bricks at one spot costs at most the analysis's budget of pair
// tests, however many there are.
func TestPileUpIsBounded(t *testing.T) {
	in := canonical(t, 7)
	d := in.Data.(*Data)
	n := maxBricks(d.shell().ref)
	if runtime.GOOS == "js" {
		n = 600
	}
	bs := make([]Brick, n)
	for i := range bs {
		bs[i] = Brick{Centroid: [3]float64{165, float64(i%7) * 0.01, Ground}, RotationDegrees: float64(i % 3)}
	}
	an := analyse(placeAll(bs), d)
	if an.work > an.budget {
		t.Errorf("%d pair tests, over the budget of %d", an.work, an.budget)
	}
	if !an.exhausted {
		t.Errorf("a pile of %d bricks did not exhaust the budget (%d tests)", n, an.work)
	}
	a := Answer{Bricks: bs}
	text, _ := json.Marshal(a)
	r := Task.Grade(in, string(text))
	tasktest.Fails(t, r, "overlap", "piled up so densely")
	tasktest.Sane(t, r)
}

// The generator keeps radii within the manifold and draws them from the
// seed; spread 0 gives exactly the radii asked for.
func TestGenerate(t *testing.T) {
	d, err := generate(7, 3, 0, 99)
	if err != nil || d.InnerMM != 70 || d.OuterMM != 100 {
		t.Fatalf("spread 0: %+v, %v", d, err)
	}
	seen := map[[2]int]bool{}
	for s := uint64(1); s <= 40; s++ {
		d, err := generate(2, 8, 3, s)
		if err != nil {
			t.Fatal(err)
		}
		if d.InnerMM < MinInnerMM || d.OuterMM > MaxOuterMM || d.OuterMM-d.InnerMM < MinThicknessMM || d.OuterMM-d.InnerMM > MaxThicknessMM {
			t.Errorf("seed %d: radii %d and %d mm are outside the manifold", s, d.InnerMM, d.OuterMM)
		}
		seen[[2]int{d.InnerMM, d.OuterMM}] = true
	}
	if len(seen) < 20 {
		t.Errorf("40 seeds gave only %d different shells", len(seen))
	}
	if _, err := generate(20, 5, 0, 1); err == nil {
		t.Error("an outer radius of 25 cm was accepted")
	}
}

// The prompt states the instance's radii and every rule the grader applies.
func TestPrompt(t *testing.T) {
	p := prompt(&Data{InnerMM: 73, OuterMM: 105})
	for _, want := range []string{
		"inner radius of 7.3 cm", "outer radius of 10.5 cm", "31.8 × 15.8 × 11.4 mm", "32 × 16 × 9.6 mm",
		"(0, 0, 4.8) rotated 90°", "(0, 0, 14.4) rotated 180°", "(24, 0, 24) rotated 0°", "(22, 0, 24)",
		"4.8 + 9.6n mm, within 0.96 mm", "wholly inside the inner sphere", "more than 0.5 mm",
		"x = −12, −4, 4, 12", "convex hull", "1.5c − 0.5 − 0.5e", "divided by 0.65", "16 segments",
		`"RotationDegrees"`,
	} {
		if !strings.Contains(p, want) {
			t.Errorf("the prompt lacks %q", want)
		}
	}
}

// A bare list of brick objects, as the paper's illustration shows the
// output, is read as the answer.
func TestBareList(t *testing.T) {
	in := canonical(t, 0)
	var rows []Brick
	for _, r := range tl21 {
		rows = append(rows, Brick{Centroid: [3]float64{r[0], r[1], r[2]}, RotationDegrees: r[3]})
	}
	b, _ := json.Marshal(rows)
	tasktest.Passes(t, Task.Grade(in, "Here is my structure:\n"+string(b)))
}

func TestOverlayDraws(t *testing.T) {
	in := canonical(t, 7)
	ref := tasktest.SolveText(t, Task, in)
	r := Task.Grade(in, ref)
	s := r.BuildOverlay()
	if s == nil || len(s.Boxes) < 2 || len(s.Meshes) == 0 {
		t.Fatalf("the overlay of the reference lacks bricks, studs or the shell: %+v", s)
	}
	b, _ := json.Marshal(s)
	if len(b) > 2<<20 {
		t.Errorf("the overlay is %d bytes", len(b))
	}
	for _, mk := range broken {
		text, _ := mk.Make(in, ref)
		s := Task.Grade(in, text).BuildOverlay()
		found := false
		for _, bx := range s.Boxes {
			if bx.Layer == "error" {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no brick is marked", mk.Name)
		}
	}
}

// twoThousand is a shell whose reference has about 2,000 bricks.
var twoThousand = &Data{InnerMM: 200, OuterMM: 230}

func BenchmarkGrade2000Bricks(b *testing.B) {
	a, err := twoThousand.reference()
	if err != nil {
		b.Fatal(err)
	}
	text, _ := json.Marshal(a)
	in, err := tasks.New(Task, tasks.Request{Params: "inner=20,thickness=3,spread=0", Seed: new(uint64)})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if r := Task.Grade(in, string(text)); r.Score <= 0 {
			b.Fatalf("scored %v", r.Score)
		}
	}
	b.ReportMetric(float64(len(a.Bricks)), "bricks")
}

func BenchmarkBuild(b *testing.B) {
	for _, k := range []int{0, 7} {
		d := &Data{InnerMM: 10 * paperRadii[k][0], OuterMM: 10 * paperRadii[k][1]}
		b.Run(fmt.Sprintf("subpass=%d", k), func(b *testing.B) {
			for b.Loop() {
				if _, err := d.Build(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
