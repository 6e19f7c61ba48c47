package packprisms

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func canonical(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

func bx(x0, y0, z0, x1, y1, z1 int64) Box {
	return Box{Min: [3]int64{x0, y0, z0}, Max: [3]int64{x1, y1, z1}}
}

func answer(boxes []Box) string {
	b, _ := json.Marshal(Answer{Boxes: boxes})
	return string(b)
}

// row is the spec's subpass 0 packing: seven 5×3×2 boxes in a row along x.
func row() []Box {
	var out []Box
	for k := int64(0); k < 7; k++ {
		out = append(out, bx(5*k, 0, 0, 5*k+5, 3, 2))
	}
	return out
}

func TestReferenceAnswersPass(t *testing.T) {
	for k := 0; k < 9; k++ {
		in := canonical(t, k)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

// The spec's test vectors (§10).
func TestSpecVectors(t *testing.T) {
	in0 := canonical(t, 0)
	r := Task.Grade(in0, answer(row()))
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "efficiency"); !strings.Contains(c.Detail, "enclosing volume 210 = 35×3×2") {
		t.Errorf("efficiency says %q", c.Detail)
	}

	gap := row()
	gap[6] = bx(31, 0, 0, 36, 3, 2)
	r = Task.Grade(in0, answer(gap))
	if math.Abs(r.Score-0.972222) > 1e-6 {
		t.Errorf("gap of 1: score %v", r.Score)
	}
	tasktest.Fails(t, r, "efficiency", "enclosing volume 216")
	tasktest.Mode(t, r, verifiers.NearMiss)

	same := row()
	same[1] = same[0]
	r = Task.Grade(in0, answer(same))
	tasktest.Fails(t, r, "overlap", "boxes 0 [0,5]×[0,3]×[0,2] and 1 [0,5]×[0,3]×[0,2] overlap")
	if tasktest.Check(t, r, "volume").OK != true || tasktest.Check(t, r, "sizes").OK != true {
		t.Error("volume and sizes should pass when two boxes coincide")
	}
	tasktest.Mode(t, r, verifiers.LocalOnly)

	wrong := row()
	wrong[0] = bx(0, 0, 0, 6, 5, 1)
	r = Task.Grade(in0, answer(wrong))
	tasktest.Fails(t, r, "sizes", "box 0 is 6×5×1, a size that was not asked for; 5×3×2: expected 7, found 6")
	if r.Score != 0 {
		t.Errorf("wrong size scored %v", r.Score)
	}

	shifted := row()
	for i := range shifted {
		shifted[i].Min[0]--
		shifted[i].Max[0]--
	}
	tasktest.Fails(t, Task.Grade(in0, answer(shifted)), "non-negative", "box 0 [-1,4]×[0,3]×[0,2] has a negative coordinate")

	// Subpass 1: one column of cross-section 3×5.
	var col []Box
	for k := int64(0); k < 11; k++ {
		col = append(col, bx(0, 0, 7*k, 3, 5, 7*k+7))
	}
	for m := int64(0); m < 7; m++ {
		col = append(col, bx(0, 0, 77+2*m, 3, 5, 79+2*m))
	}
	tasktest.Passes(t, Task.Grade(canonical(t, 1), answer(col)))

	// Subpass 2: cross-section 5×7, with and without a 3-unit gap.
	stack := func(lift int64) []Box {
		var s []Box
		for k := int64(0); k < 14; k++ {
			s = append(s, bx(0, 0, 11*k, 5, 7, 11*k+11))
		}
		for k := int64(0); k < 11; k++ {
			s = append(s, bx(0, 0, 154+3*k, 5, 7, 157+3*k))
		}
		for m := int64(0); m < 7; m++ {
			z := 187 + lift + 2*(m/2)
			y := 3 * (m % 2)
			s = append(s, bx(0, y, z, 5, y+3, z+2))
		}
		return s
	}
	in2 := canonical(t, 2)
	r = Task.Grade(in2, answer(stack(0)))
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "efficiency"); !strings.Contains(c.Detail, "98.97%") || !strings.Contains(c.Detail, "6825 = 5×7×195") {
		t.Errorf("efficiency says %q", c.Detail)
	}
	r = Task.Grade(in2, answer(stack(3)))
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "efficiency"); !strings.Contains(c.Detail, "97.47%") || !strings.Contains(c.Detail, "6930") {
		t.Errorf("efficiency says %q", c.Detail)
	}

	// Upstream's top-level list of answer objects: the one with the most boxes.
	text := `[` + answer(row()) + `, {"boxes": []}]`
	r = Task.Grade(in0, text)
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "format"); !strings.Contains(c.Detail, "from entry 0 of 2 answer objects") {
		t.Errorf("format says %q", c.Detail)
	}
}

func TestLenientForms(t *testing.T) {
	in := canonical(t, 0)
	var pairs, minmax, floats []string
	for _, b := range row() {
		pairs = append(pairs, fmt.Sprintf("((%d, %d, %d), (%d, %d, %d))", b.Min[0], b.Min[1], b.Min[2], b.Max[0], b.Max[1], b.Max[2]))
		minmax = append(minmax, fmt.Sprintf(`{"min": [%d, %d, %d], "max": [%d, %d, %d]}`, b.Min[0], b.Min[1], b.Min[2], b.Max[0], b.Max[1], b.Max[2]))
		floats = append(floats, fmt.Sprintf(`{"xyz_min": [%d.0, %d, %d], "XYZMAX": [%d, %d.0, %d]}`, b.Min[0], b.Min[1], b.Min[2], b.Max[0], b.Max[1], b.Max[2]))
	}
	tasktest.Passes(t, Task.Grade(in, "Packing:\n```python\n["+strings.Join(pairs, ", ")+"]\n```"))
	tasktest.Passes(t, Task.Grade(in, `{"boxes": [`+strings.Join(minmax, ", ")+`]}`))
	tasktest.Passes(t, Task.Grade(in, "Final answer: {\"boxes\": ["+strings.Join(floats, ", ")+"]}"))
}

func TestMalformedAnswers(t *testing.T) {
	in := canonical(t, 0)
	one := func(box string) string { return `{"boxes": [` + box + `]}` }
	cases := map[string][2]string{
		one(`{"XyzMin": [0, 0, 0], "XyzMax": [5, 3, 2.5]}`):      {"format", "boxes[0].XyzMax[2]: expected an integer, found the fraction 2.5"},
		one(`{"XyzMin": [0, 0, 0], "XyzMax": [5, 3, NaN]}`):      {"format", "found NaN"},
		one(`{"XyzMin": [0, 0, 0], "XyzMax": [5, 3, Infinity]}`): {"format", "boxes[0].XyzMax[2]"},
		one(`{"XyzMin": [0, 0, 0], "XyzMax": [5, 3]}`):           {"format", "expected 3 coordinates, found 2"},
		one(`{"XyzMin": [0, 0, 0], "Size": [5, 3, 2]}`):          {"format", `expected an object with XyzMin and XyzMax, found keys "XyzMin", "Size"`},
		one(`{"XyzMin": [0, 0, 0], "XyzMax": [5, "3", 2]}`):      {"format", "expected an integer, found"},
		one(`{"XyzMin": [0, 0, 0], "XyzMax": [5, 0, 2]}`):        {"boxes", "XyzMax 0 not above XyzMin 0 on the y axis"},
		one(`{"XyzMin": [5, 0, 0], "XyzMax": [0, 3, 2]}`):        {"boxes", "on the x axis"},
		`{"boxes": 5}`: {"format", "boxes: expected a list or tuple"},
		`[{"boxes": [` + `{"XyzMin": [0,0,0], "XyzMax": [5,3,2]}` + `]}, [[0,0,0],[5,3,2]]]`: {"format", "mixes box entries"},
	}
	for text, want := range cases {
		r := Task.Grade(in, text)
		tasktest.Fails(t, r, want[0], want[1])
		if r.Score != 0 || r.Error == "" {
			t.Errorf("%s: score %v, error %q", text, r.Score, r.Error)
		}
	}
	r := Task.Grade(in, `{"boxes": []}`)
	tasktest.Fails(t, r, "volume", "add up to 0, but the prisms' total is 210")
	tasktest.Mode(t, r, verifiers.Trivialized)
	tasktest.Mode(t, Task.Grade(in, "I would need a computer for this."), verifiers.Evasion)
}

// Hostile answers are rejected, or graded exactly with bounded work.
func TestBadInputIsFast(t *testing.T) {
	in := canonical(t, 8) // 158 prisms
	var many []string
	for i := 0; i < 4*158+64; i++ {
		many = append(many, `{"XyzMin": [0,0,0], "XyzMax": [50,50,50]}`)
	}
	huge := `{"boxes": [{"XyzMin": [0,0,0], "XyzMax": [9223372036854775807, 9223372036854775807, 2]}]}`
	cases := map[string][2]string{
		`{"boxes": [` + strings.Join(many, ",") + `]}`:                 {"overlap", "1 [0,50]×[0,50]×[0,50] overlap; 241859 more pairs"},
		`{"boxes": [` + strings.Join(many, ",") + `,` + many[0] + `]}`: {"format", "has 697 boxes; only 158 prisms were asked for"},
		huge: {"volume", "add up to more than 2^64"},
		`{"boxes": [{"XyzMin": [-9223372036854775808,0,0], "XyzMax": [9223372036854775807, 1, 1]}]}`: {"sizes", "a size that was not asked for"},
	}
	for text, want := range cases {
		r := Task.Grade(in, text)
		tasktest.Fails(t, r, want[0], want[1])
		if r.Score != 0 {
			t.Errorf("%.60s: score %v", text, r.Score)
		}
	}
	// A valid packing placed absurdly far out: exact, tiny efficiency.
	far := row()
	for i := range far {
		far[i].Min[2] += 1 << 40
		far[i].Max[2] += 1 << 40
	}
	r := Task.Grade(canonical(t, 0), answer(far))
	if r.Score <= 0 || r.Score > 1e-9 {
		t.Errorf("far packing scored %v", r.Score)
	}
	far[0].Max[0] = 1 << 62
	far[0].Max[1] = 1 << 62
	tasktest.Fails(t, Task.Grade(canonical(t, 0), answer(far)), "volume", "more than 2^64")
}

// Mutations of the reference packing fail on the named check.
func TestMutatedReferenceFails(t *testing.T) {
	for _, k := range []int{3, 8} {
		in := canonical(t, k)
		ans, err := Task.Solve(in)
		if err != nil {
			t.Fatal(err)
		}
		ref := ans.(Answer).Boxes
		clone := func() []Box { return append([]Box(nil), ref...) }
		// Move one prism onto another.
		b := clone()
		a := b[1]
		b[1] = Box{Min: b[0].Min, Max: [3]int64{b[0].Min[0] + a.Max[0] - a.Min[0], b[0].Min[1] + a.Max[1] - a.Min[1], b[0].Min[2] + a.Max[2] - a.Min[2]}}
		tasktest.Fails(t, Task.Grade(in, answer(b)), "overlap", "overlap")
		// A prism one unit too long.
		b = clone()
		b[2].Max[0]++
		r := Task.Grade(in, answer(b))
		tasktest.Fails(t, r, "sizes", "a size that was not asked for")
		tasktest.Fails(t, r, "volume", "but the prisms' total is")
		// Drop a prism.
		b = clone()
		r = Task.Grade(in, answer(b[1:]))
		tasktest.Fails(t, r, "sizes", "expected")
		// Push everything below the floor.
		b = clone()
		for i := range b {
			b[i].Min[2] -= 100
			b[i].Max[2] -= 100
		}
		tasktest.Fails(t, Task.Grade(in, answer(b)), "non-negative", "has a negative coordinate")
	}
}

func TestSeededInstancesGradeTheirReference(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		in := tasktest.Seeded(t, Task, preset, 4)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

func TestOverlay(t *testing.T) {
	in := canonical(t, 0)
	b := row()
	b[1] = b[0]
	b[2] = bx(-6, 0, 0, -1, 3, 2)
	b[3] = bx(40, 0, 0, 46, 5, 1)
	r := Task.Grade(in, answer(b))
	marks := map[string]bool{}
	for _, x := range r.BuildOverlay().Boxes {
		marks[x.Check] = true
	}
	for _, c := range []string{"overlap", "sizes", "non-negative"} {
		if !marks[c] {
			t.Errorf("the overlay marks nothing for %q", c)
		}
	}
}
