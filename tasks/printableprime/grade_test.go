package printableprime

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func canonical(t testing.TB) *tasks.Instance { return tasktest.Canonical(t, Task, 0) }

func answer(items []Item) string {
	b, _ := json.Marshal(Answer{Reasoning: "test", NumberSequence: items})
	return string(b)
}

// stack prints digits with one orientation each ("f" flat, "x" flippedX, "y"
// flippedY, "z" rotate180Z, "X" rotate90X, "Y" rotate90Y).
func stack(digits, orient string) []Item {
	codes := map[byte]Orientation{'f': Flat, 'x': FlippedX, 'y': FlippedY, 'z': Rotate180Z, 'X': Rotate90X, 'Y': Rotate90Y}
	var out []Item
	for i := 0; i < len(digits); i++ {
		out = append(out, Item{Digit: int(digits[i] - '0'), Orientation: codes[orient[i]]})
	}
	return out
}

// placebo gives the reference's flat orientation for a digit.
func placebo(digits string) string {
	var b strings.Builder
	for i := 0; i < len(digits); i++ {
		switch digits[i] {
		case '9':
			b.WriteByte('z')
		case '3', '7', '1':
			b.WriteByte('x')
		default:
			b.WriteByte('f')
		}
	}
	return b.String()
}

func score(t *testing.T, items []Item, want float64) *verifiers.Report {
	t.Helper()
	r := Task.Grade(canonical(t), answer(items))
	if math.Abs(r.Score-want) > 1e-6 {
		t.Fatalf("score %v, want %v; %+v", r.Score, want, r.Checks)
	}
	return r
}

// The spec's test vectors (§10), under the paper's stacking rules.
func TestSpecVectors(t *testing.T) {
	r := score(t, BestStack(), 1)
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "height"); c.Detail != "the stack is 80.4 mm tall, above 70 mm" {
		t.Errorf("height says %q", c.Detail)
	}

	flat := stack(Best, strings.Repeat("f", 42))
	tasktest.Fails(t, score(t, flat, 0), "stacking", "item 40, a 7 (flat), cannot be printed on item 39, a 1 (flat): a flat 1 can carry only the flat digits 1")

	last3 := BestStack()
	last3[41].Digit = 3
	r = score(t, last3, 0)
	tasktest.Fails(t, r, "prime", "888999996969699696669666333377777711111173 is not prime")
	tasktest.Fails(t, r, "stacking", "only a 1 stood on end")

	r = score(t, stack("2", "f"), 0.9/42)
	tasktest.Fails(t, r, "height", "1.2 mm tall, not above 70 mm")
	tasktest.Fails(t, r, "length", "1 digits; full marks need 42")
	r = score(t, stack("17", "fY"), 0.9*2/42)
	tasktest.Fails(t, r, "height", "12.4 mm")
	r = score(t, stack("331", "fXX"), 0.9*3/42)
	tasktest.Fails(t, r, "height", "43.6 mm")

	tasktest.Fails(t, score(t, stack("331", "fYY"), 0), "overhangs", "item 1, a 3 in orientation rotate90Y, has overhangs: only 1 and 7 can lie on their side")
	tasktest.Fails(t, score(t, stack("13", "ff"), 0), "stacking", "item 1, a 3 (flat), cannot be printed on item 0, a 1 (flat)")
	tasktest.Fails(t, score(t, stack("101101", "ffffff"), 0), "groups", "the 3-digit group 101 appears more than once in 101,101")
	r = score(t, stack("88888", "fffff"), 0)
	tasktest.Fails(t, r, "prime", "88888 is not prime (it is divisible by 2)")
	if !tasktest.Check(t, r, "groups").OK {
		t.Error("88,888 has distinct groups")
	}
	tasktest.Mode(t, r, verifiers.NearMiss)

	tall := "88888999996969699696669666333337773111"
	orient := placebo(tall[:34]) + "XXXX"
	r = score(t, stack(tall, orient), 38.0/42)
	if c := tasktest.Check(t, r, "height"); !strings.Contains(c.Detail, "125.6 mm") {
		t.Errorf("tallest example: %q", c.Detail)
	}

	// Upstream's loophole scored 100; a 7 stood on end may not sit on a spire.
	loop := "888999996969699696669666333377777731111711733177"
	r = score(t, stack(loop, placebo(loop[:34])+strings.Repeat("X", 14)), 0)
	tasktest.Fails(t, r, "stacking", "item 39, a 7 (rotate90X), cannot be printed on item 38, a 1 (rotate90X)")
}

// Every example the prompt gives obeys the grader's rules.
func TestPromptExamplesObeyTheRules(t *testing.T) {
	in := canonical(t)
	for _, ex := range []struct{ digits, orient string }{{"2", "f"}, {"3", "f"}, {"5", "f"}, {"7", "f"}, {"17", "fY"}, {"331", "fXX"}} {
		r := Task.Grade(in, answer(stack(ex.digits, ex.orient)))
		for _, c := range r.Checks {
			if !c.OK && c.Name != "height" && c.Name != "length" {
				t.Errorf("the prompt's example %s fails %q: %s", ex.digits, c.Name, c.Detail)
			}
		}
		if r.Score <= 0 {
			t.Errorf("the prompt's example %s scores 0", ex.digits)
		}
	}
	// A stood-up 3 cannot carry a second one.
	tasktest.Fails(t, Task.Grade(in, answer(stack("3331", "fXXX"))), "stacking", "item 2, a 3 (rotate90X), cannot be printed on item 1, a 3 (rotate90X)")
	// The grouping examples.
	for digits, ok := range map[string]bool{"123321123": false, "123111231": true, "88888": true} {
		if _, dup := RepeatedGroup(digits); dup == ok {
			t.Errorf("%s: repeated group %v", digits, dup)
		}
	}
	if !strings.Contains(in.Prompt, "more than 3,002 digits") {
		t.Error("the prompt does not bound the length truthfully")
	}
}

// A longer printable prime than the known best exists under the paper's rules:
// flat 8s, the 9/6 block, a 5/2 block (a flat 5 may sit on a 6 or 9), then a 3
// stood on end and five spires. It earns full marks and asks for an audit.
func TestLongerThanTheBestKnown(t *testing.T) {
	n := "888669966969699996999696666522552555525252222225255311111"
	orient := strings.Repeat("f", 51) + strings.Repeat("X", 6)
	r := score(t, stack(n, orient), 1)
	tasktest.Passes(t, r)
	if c := tasktest.Check(t, r, "length"); !strings.Contains(c.Detail, "57 digits, larger than the best answer known (42 digits)") || !strings.Contains(c.Detail, "audit") {
		t.Errorf("length says %q", c.Detail)
	}
}

func TestLenientForms(t *testing.T) {
	in := canonical(t)
	tasktest.Passes(t, Task.Grade(in, strings.ReplaceAll(answer(BestStack()), `"flat"`, `"FLAT"`)))
	text := `Here you go: [{"digit": "1", "orientation": "flat"}, {"digit": 7.0, "orientation": "Rotate90Y"}]`
	r := Task.Grade(in, text)
	if math.Abs(r.Score-0.9*2/42) > 1e-9 {
		t.Errorf("17 with a string digit and an integral float: %v %+v", r.Score, r.Checks)
	}
}

func TestBadInputs(t *testing.T) {
	in := canonical(t)
	one := func(item string) string { return `{"numberSequence": [` + item + `]}` }
	cases := map[string][2]string{
		one(`{"digit": 12, "orientation": "flat"}`):                                                      {"format", "a digit must be a single digit from 0 to 9, not 12"},
		one(`{"digit": "12", "orientation": "flat"}`):                                                    {"format", `a digit must be a single digit from 0 to 9, not "12"`},
		one(`{"digit": -1, "orientation": "flat"}`):                                                      {"format", "not -1"},
		one(`{"digit": 3.5, "orientation": "flat"}`):                                                     {"format", "found the fraction 3.5"},
		one(`{"digit": "a", "orientation": "flat"}`):                                                     {"format", `not "a"`},
		one(`{"digit": true, "orientation": "flat"}`):                                                    {"format", "expected an integer"},
		one(`{"digit": 7, "orientation": "rotate45Z"}`):                                                  {"format", `unknown orientation "rotate45Z"`},
		one(`{"digit": 7, "orientation": 90}`):                                                           {"format", "expected a string"},
		one(`{"digit": 7}`):                                                                              {"format", `has no "orientation"`},
		`{"numberSequence": [{"digit": 0, "orientation": "flat"}, {"digit": 7, "orientation": "flat"}]}`: {"format", "leading zeros are not allowed"},
		`{"numberSequence": "8889"}`:                                                                     {"format", "expected a list or tuple"},
	}
	for text, want := range cases {
		r := Task.Grade(in, text)
		tasktest.Fails(t, r, want[0], want[1])
		if r.Score != 0 || r.Error == "" {
			t.Errorf("%s: score %v error %q", text, r.Score, r.Error)
		}
	}
	r := Task.Grade(in, `{"numberSequence": []}`)
	tasktest.Fails(t, r, "number", "empty")
	tasktest.Mode(t, r, verifiers.Trivialized)
	tasktest.Mode(t, Task.Grade(in, "The largest printable prime is 331."), verifiers.Evasion)
	// A single 0 is not a leading zero; it is not prime.
	tasktest.Fails(t, Task.Grade(in, one(`{"digit": 0, "orientation": "flat"}`)), "prime", "0 is not prime (primes are 2 or more)")
}

// A 10,000-digit "prime" is rejected before any primality work; the longest
// number the group rule allows fails stacking without a primality test.
func TestHugeNumbersNeedNoPrimalityTest(t *testing.T) {
	in := canonical(t)
	item := `{"digit": 7, "orientation": "flat"}`
	huge := `{"numberSequence": [` + strings.TrimSuffix(strings.Repeat(item+",", 10000), ",") + `]}`
	r := Task.Grade(in, huge)
	tasktest.Fails(t, r, "format", "has 10000 digits; no number whose 3-digit groups are all distinct has more than 3002")
	if len(r.Checks) != 2 {
		t.Errorf("a 10,000-digit answer ran %d checks: %+v", len(r.Checks), r.Checks)
	}

	// 3,002 digits with every group distinct (000..999 written backwards in
	// groups, led by 1 and 9), all flat: fails stacking, no primality test.
	var b strings.Builder
	b.WriteString("19")
	for g := 999; g >= 0; g-- {
		b.WriteString(strings.Repeat("0", 3-len(itoa(g))) + itoa(g))
	}
	digits := b.String()
	r = Task.Grade(in, answer(stack(digits, strings.Repeat("f", len(digits)))))
	if !tasktest.Check(t, r, "groups").OK {
		t.Error("the groups are distinct")
	}
	tasktest.Fails(t, r, "stacking", "item 1, a 9 (flat), cannot be printed on item 0, a 1 (flat)")
	for _, c := range r.Checks {
		if c.Name == "prime" {
			t.Error("a 3,002-digit number that cannot be stacked was tested for primality")
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

// Mutations of the reference answer fail on the named check.
func TestMutatedReferenceFails(t *testing.T) {
	mut := func(f func([]Item)) *verifiers.Report {
		items := BestStack()
		f(items)
		return Task.Grade(canonical(t), answer(items))
	}
	tasktest.Fails(t, mut(func(s []Item) { s[41].Orientation = Flat }), "stacking", "item 41, a 1 (flat), cannot be printed on item 40, a 7 (rotate90Y)")
	tasktest.Fails(t, mut(func(s []Item) { s[40].Orientation = Rotate90X; s[40].Digit = 4 }), "overhangs", "item 40, a 4 in orientation rotate90X")
	tasktest.Fails(t, mut(func(s []Item) { s[0].Digit = 9 }), "prime", "is not prime")
	tasktest.Fails(t, mut(func(s []Item) { s[6].Digit, s[7].Digit, s[8].Digit = 9, 9, 9 }), "groups", "the 3-digit group 999 appears more than once")
	r := mut(func(s []Item) { s[40].Orientation = FlippedX })
	tasktest.Fails(t, r, "stacking", "item 40, a 7 (flippedX), cannot be printed on item 39, a 1 (flippedX)")
}

func TestVariantsGradeTheirReference(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		in := tasktest.Seeded(t, Task, preset, 3)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
	// In the easy variant, 12 digits above 30 mm earn full marks: 331 does not.
	seed := uint64(1)
	in, _ := tasks.New(Task, tasks.Request{Preset: "easy", Seed: &seed})
	r := Task.Grade(in, answer(stack("331", "fXX")))
	if math.Abs(r.Score-3.0/12) > 1e-9 {
		t.Errorf("331 in the easy variant: %v", r.Score)
	}
}

func TestOverlay(t *testing.T) {
	r := Task.Grade(canonical(t), answer(stack("101101", "fXffff")))
	ov := r.BuildOverlay()
	marks := map[string]bool{}
	for _, b := range ov.Boxes {
		marks[b.Check] = true
	}
	for _, c := range []string{"groups", "overhangs"} {
		if !marks[c] {
			t.Errorf("the overlay marks nothing for %q", c)
		}
	}
	if len(ov.Polys) == 0 || ov.Polys[0].Z != 70 {
		t.Error("no 70 mm plane")
	}
}
