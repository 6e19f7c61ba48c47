package polynomialfit

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func canonical(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

func answer(src string) string {
	b, _ := json.Marshal(map[string]string{"reasoning": "fit", "function": src})
	return string(b)
}

func TestReferenceAnswersScoreOne(t *testing.T) {
	for k := range Task.Subpasses() {
		checkReference(t, canonical(t, k))
	}
	// Subpass 8's polynomial alone gets 22 cells wrong.
	if src := tasktest.SolveText(t, Task, canonical(t, 8)); len(spikeCell.FindAllString(src, -1)) < 22 {
		t.Errorf("subpass 8's reference has no spikes: %s", src)
	}
}

// checkReference asserts that the reference answer is a polynomial within the
// prompt's limits that scores exactly 1, that the interval pass decides every
// cell, and that exact evaluation agrees on the cells the intervals find
// closest to 0 (the spikes' cells among them).
func checkReference(t *testing.T, in *tasks.Instance) {
	t.Helper()
	ans, err := Task.Solve(in)
	if err != nil {
		t.Fatal(err)
	}
	src := string(ans.(Answer).Function)
	r := Task.Grade(in, tasktest.SolveText(t, Task, in))
	tasktest.Passes(t, r)
	if r.Score != 1 {
		t.Errorf("%s: the reference scored %v", in.Label(), r.Score)
	}
	root, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if where := nonConstantDivisor(root); where != "" {
		t.Errorf("%s: the reference is not a polynomial: it divides by %s", in.Label(), where)
	}
	d := in.Data.(*Data)
	n := d.Size
	prog := compile(root)
	if prog.Ops > OperationLimit(n) || len(src) > SourceLimit {
		t.Errorf("%s: %d operations and %d characters", in.Label(), prog.Ops, len(src))
	}
	ev := newEvaluator(prog, n)
	type near struct {
		x, y int
		rel  float64
	}
	var closest []near
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if _, _, err := ev.sign(x, y); err != nil {
				t.Fatal(err)
			}
			// The interval's width relative to its distance from 0.
			res := ev.iv[len(ev.iv)-1]
			rel := math.Inf(1)
			if gap := math.Min(math.Abs(res.lo), math.Abs(res.hi)); gap > 0 {
				rel = (res.hi - res.lo) / gap
			}
			closest = append(closest, near{x, y, rel})
		}
	}
	if ev.work != 0 {
		t.Errorf("%s: the reference answer needed %d units of exact work", in.Label(), ev.work)
	}
	sort.SliceStable(closest, func(i, j int) bool { return closest[i].rel > closest[j].rel })
	check := closest[:min(16, len(closest))]
	// The cells of the spikes, (ε+(x-a)**2+(y-b)**2), where the polynomial
	// alone has the wrong sign.
	seen := map[[2]int]bool{}
	for _, m := range spikeCell.FindAllStringSubmatch(src, -1) {
		a, _ := strconv.Atoi(m[1]) // "" for x**2: column 0
		b, _ := strconv.Atoi(m[2])
		if !seen[[2]int{a, b}] {
			seen[[2]int{a, b}] = true
			check = append(check, near{x: a, y: b})
		}
	}
	if len(seen) > 0 && !strings.Contains(ans.(Answer).Reasoning, fmt.Sprintf("P gets %d cell", len(seen))) {
		t.Errorf("%s: %d spikes, but the reasoning says %q", in.Label(), len(seen), ans.(Answer).Reasoning)
	}
	for _, c := range check {
		ev.work = 0
		v, err := ev.exactValue(c.x, c.y)
		if err != nil {
			t.Fatalf("%s at (%d, %d): %v", in.Label(), c.x, c.y, err)
		}
		if (v.Sign() > 0) != (d.Rows[c.y][c.x] == '#') {
			t.Errorf("%s at (%d, %d): the exact value has the wrong sign", in.Label(), c.x, c.y)
		}
	}
}

var spikeCell = regexp.MustCompile(`\+(?:\(x-(\d+)\)|x)\*\*2\+(?:\(y-(\d+)\)|y)\*\*2\)`)

// nonConstantDivisor describes the first division by an expression in x or y
// (a / b, or a negative power of one), or returns "".
func nonConstantDivisor(n *node) string {
	if n == nil {
		return ""
	}
	switch {
	case n.kind == nDiv && !n.b.constant():
		return "an expression in x or y"
	case n.kind == nPow && n.k < 0 && !n.a.constant():
		return fmt.Sprintf("an expression in x or y (a power %d)", n.k)
	}
	if w := nonConstantDivisor(n.a); w != "" {
		return w
	}
	return nonConstantDivisor(n.b)
}

func TestNonConstantDivisorIsFound(t *testing.T) {
	for src, want := range map[string]bool{
		"def f(x, y): return x/3 + (y-1.5)/1.5 - 2/(1+2)": false,
		"def f(x, y): return x**2 - y**-1*0 + 2**-3":      true,
		"def f(x, y): return 1 - 4/(1+1000*((x-3)**2+y))": true,
		"def f(x, y): return x*(y/(x+1))":                 true,
	} {
		root, err := Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		if got := nonConstantDivisor(root) != ""; got != want {
			t.Errorf("%s: division by a non-constant %v, want %v", src, got, want)
		}
	}
}

// dotted is a grid split down the middle with isolated cells of the other
// class every 6 cells, each of which no polynomial of modest degree fits, so
// the reference needs a spike per dot.
func dotted(n, dots int) *tasks.Instance {
	rows := make([][]byte, n)
	for y := range rows {
		rows[y] = []byte(strings.Repeat("#", n/2) + strings.Repeat(".", n-n/2))
	}
	for y, k := 3, 0; y < n-2 && k < dots; y += 6 {
		for x := 3; x < n-2 && k < dots; x += 6 {
			if x > n/2-4 && x < n/2+4 {
				continue
			}
			rows[y][x] ^= '#' ^ '.'
			k++
		}
	}
	d := &Data{Size: n, Image: n > 40}
	for _, r := range rows {
		d.Rows = append(d.Rows, string(r))
	}
	return &tasks.Instance{Task: "polynomial-fit", Data: d}
}

// With many spikes the factors are scaled to keep the intervals finite; with
// more than the limits allow, the reference keeps as many as fit and stays a
// valid answer.
func TestReferenceUnderPressure(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("slow under WebAssembly")
	}
	in := dotted(128, 60)
	checkReference(t, in)
	if src := tasktest.SolveText(t, Task, in); !strings.Contains(src, ")*1e-") {
		t.Errorf("60 spikes on a 128×128 grid are not scaled")
	}

	in = dotted(128, 200)
	text := tasktest.SolveText(t, Task, in)
	r := Task.Grade(in, text)
	tasktest.Check(t, r, "function")
	tasktest.Fails(t, r, "accuracy", "black cells where f ≤ 0")
	if r.Score < 0.95 || !strings.Contains(text, "more cells would need spikes than the limits allow") {
		t.Errorf("200 dots: score %v, %s", r.Score, text[:200])
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 5e-7 }

// The spec's test vectors (§10). T-P4 used comparisons, which the prompt does
// not allow (DECISIONS.md): it is now rejected, naming the operator. T-P8
// (`return(x+y)` without a space) is now read as the Python it is and graded
// on its cells.
func TestSpecVectors(t *testing.T) {
	in := canonical(t, 0)
	ellipse := func(c string) string {
		return "def f(x, y):\n    return " + c + " - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9))"
	}
	cases := []struct {
		name, src string
		score     float64
	}{
		{"T-P1", ellipse("72"), 1},
		{"T-P2 60", ellipse("60"), 0.586182},
		{"T-P2 40", ellipse("40"), 0.435806},
		{"T-P3", "def f(x,y):\n    return 7.5 - (x-4.5)**2/1.0 - (y-4.7)**2", 0.506822},
	}
	for _, c := range cases {
		r := Task.Grade(in, answer(c.src))
		if !near(r.Score, c.score) {
			t.Errorf("%s: score %v, spec %v: %+v", c.name, r.Score, c.score, r.Checks)
		}
	}
	tasktest.Fails(t, Task.Grade(in, answer(ellipse("60"))), "accuracy", "56 of 64 cells classified correctly (87.50%); 8 '#' cells where f ≤ 0 and 0 '.' cells where f > 0; score 0.8750⁴ = 0.586182")
	tasktest.Mode(t, Task.Grade(in, answer(ellipse("60"))), verifiers.Incorrect)

	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y):\n    return (x>1)*(x<7)*(y>1) - 0.5")), "function", "`>` at line 2, column 14 is not allowed (a comparison)")
	for _, src := range []string{"def f(x, y):\n    return 1 + 0*x*y", "def f(x, y):\n    return -1 + 0*x*y"} {
		r := Task.Grade(in, answer(src))
		tasktest.Fails(t, r, "not uniform", "f puts every cell in the same region")
		tasktest.Mode(t, r, verifiers.Trivialized)
	}
	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y):\n    return x - 4 + 0*y")), "accuracy", "34 of 64 cells classified correctly (53.12%)")
	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y):\n    return x - 4 + 0*y")), "accuracy", "below the 75% floor, so the score is 0")
	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y):\n    return abs(x) - y")), "function", "`abs` at line 2, column 12 is not allowed")
	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y):\n    return x if y else 1")), "function", "`if` at line 2, column 14 is not allowed")
	tasktest.Fails(t, Task.Grade(in, answer("def g(x, y):\n    return x")), "function", "expected `f` as the function's name at line 1, column 5, found `g`")
	tasktest.Fails(t, Task.Grade(in, "def g(x, y): return x"), "function", "found `g`")
	r := Task.Grade(in, answer("def f(x, y): return(x+y)"))
	tasktest.Fails(t, r, "accuracy", "31 of 64 cells")
	r = Task.Grade(in, answer("def f(x, y):\n    return 1/(x-3) + y"))
	tasktest.Fails(t, r, "evaluation", "f divides by zero at 8 cells ((3, 0), (3, 1), (3, 2), (3, 3), (3, 4), and 3 more); they count as wrong")
	tasktest.Fails(t, r, "accuracy", "28 of 64 cells classified correctly")
	if r.Score != 0 {
		t.Errorf("T-P9 scored %v", r.Score)
	}
	r = Task.Grade(canonical(t, 1), answer("def f(x, y):\n    return (9 - x) - 0.3*(y-4)**2 + 0*y"))
	if !near(r.Score, 0.624295) {
		t.Errorf("T-P10 scored %v, spec 0.624295", r.Score)
	}
}

// Evaluation is exact: values that are zero are zero, whatever floating point
// would say, and zero is not positive.
func TestExactArithmetic(t *testing.T) {
	in := canonical(t, 0)
	// 0.1*3 - 0.3 is exactly 0 (Python's floats give 5.6e-17 > 0).
	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y): return 0.1*3 - 0.3 + 0*x*y")), "not uniform", "all '.'")
	// x/3*3 - x is exactly 0 on every cell; x/3 is not a float.
	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y): return x/3*3 - x + 0*y")), "not uniform", "all '.'")
	// Powers, signs and precedence as in Python: -x**2 is -(x**2), 2**-1 is 0.5.
	for _, c := range []struct {
		src  string
		want float64
	}{
		{"-x**2 + 9", 0}, {"2**-1 - 0.5", 0}, {"2**3**2 - 512", 0}, {"(-2)**2 - 4", 0}, {"-(2)**2 + 4", 0},
		{"x**0 - 1", 0}, {"1e-3*1000 - 1", 0}, {".5*2 - 1.", 0}, {"3 - 2 - 1", 0}, {"12/3/2 - 2", 0},
	} {
		root, err := Parse("def f(x, y): return " + c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		ev := newEvaluator(compile(root), 4)
		v, err := ev.exactValue(3, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if f, _ := v.Float64(); f != c.want {
			t.Errorf("%s at x=3: %v, want %v", c.src, f, c.want)
		}
	}
}

// The interval pass never decides a cell differently from exact evaluation.
func TestIntervalsAgreeWithExact(t *testing.T) {
	srcs := []string{
		"def f(x, y): return (x-3.5)**3*(y-2.25) - 0.1*x*y + 1/(x+1) - 1/3",
		"def f(x, y): return 1e20*(x-3) - 1e20*(x-3) + (y-4)/7",
		"def f(x, y): return (x-y)**5 - (x-y)**5 + 1e-300*(x-2)",
		"def f(x, y): return 0.1*x + 0.2*y - 0.3*(x+y)/1.5 - (0.1*x-0.1*y)",
		"def f(x, y): return 3**40*(x-4) - 3**40*(y-4)",
	}
	for _, src := range srcs {
		root, err := Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		ev := newEvaluator(compile(root), 8)
		for y := 0; y < 8; y++ {
			for x := 0; x < 8; x++ {
				pos, dz, err := ev.sign(x, y)
				v, exErr := ev.exactValue(x, y)
				if err != nil || (exErr != nil) != dz {
					t.Fatalf("%s at (%d, %d): %v, %v", src, x, y, err, exErr)
				}
				if exErr == nil && pos != (v.Sign() > 0) {
					t.Fatalf("%s at (%d, %d): interval pass says positive=%v, exact value %s", src, x, y, pos, v.RatString())
				}
			}
		}
	}
}

func TestAnswerForms(t *testing.T) {
	in := canonical(t, 0)
	good := "def f(x, y):\n    return 72 - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9))"
	forms := map[string]string{
		"json":             answer(good),
		"function only":    `{"function": "def f(x, y): return 72 - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9))"}`,
		"bare string":      `"def f(x, y): return 72 - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9))"`,
		"fence in field":   answer("```python\n" + good + "\n```"),
		"python fence":     "Here is my function.\n\n```python\n" + good + "\n```\nIt is an ellipse.",
		"bare text":        "I think this works:\n\n" + good + "\n\nThat is all.",
		"indented text":    "    def f(x, y):\n        return 72 - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9))",
		"continuation":     "def f(x, y):\n    return 72 - (2*(2*x-8)**2 + 2*(2*y-9)**2 \\\n        - (2*x-8)*(2*y-9))",
		"newline in paren": "def f(x, y):\n    return (72\n - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9)))",
		"thinking":         "<thinking>def f(x, y): return 1</thinking>" + answer(good),
		"tabs and crlf":    "def f( x ,y ) :\r\n\treturn 72 - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9))\r\n",
	}
	for name, text := range forms {
		if r := Task.Grade(in, text); r.Score != 1 {
			t.Errorf("%s: scored %v: %+v", name, r.Score, r.Checks)
		}
	}
}

func TestRejectionsNameTheToken(t *testing.T) {
	in := canonical(t, 0)
	cases := []struct{ src, detail string }{
		{"def f(x, y):\n    return __import__('os').getcwd()", "`__import__` at line 2, column 12 is not allowed"},
		{"def f(x, y): return x % 3", "`%` at line 1, column 23 is not allowed (the remainder operator)"},
		{"def f(x, y): return x // 3", "`//` at line 1, column 23 is not allowed (floor division)"},
		{"def f(x, y): return x == 3", "`==`"},
		{"def f(x, y): return x ^ 2", "`^` at line 1, column 23 is not allowed (a bitwise operator (write powers as **))"},
		{"def f(x, y): return x # comment", "`#` at line 1, column 23 is not allowed (a comment)"},
		{"def f(x, y): return x; y", "`;`"},
		{"def f(x, y):\n    a = x\n    return a", "`a` at line 2, column 5 is not allowed"},
		{"def f(x, y): return 'x'", "`'` at line 1, column 21 is not allowed (a string)"},
		{"def f(x, y): return lambda: 1", "`lambda`"},
		{"def f(x, y): return math.sin(x)", "`math`"},
		{"def f(x, y): return f(x, y)", "`f` at line 1, column 21 is not allowed (a call)"},
		{"def f(x, y): return 2(x)", "`(` at line 1, column 22 would be a call"},
		{"def f(x: int, y: int) -> float: return x", "expected `,` between the parameters at line 1, column 8, found `:`"},
		{"def f(x, y, z): return x", "expected `)` after the parameters (no defaults or annotations) at line 1, column 11, found `,`"},
		{"def f(x, y):\nreturn x", "must be indented under `def`"},
		{"def f(x, y): return x**0.5", "the exponent 0.5 after `**` at line 1, column 22 is not a whole number"},
		{"def f(x, y): return x**y", "uses x or y; exponents must be constant whole numbers"},
		{"def f(x, y): return x**99999", "the exponent 99999 after `**` at line 1, column 22 is larger than 64 in size"},
		{"def f(x, y): return x**-99999", "larger than 64"},
		{"def f(x, y): return 10**64**64", "larger than 64"},
		{"def f(x, y): return (10**60)**60*x", "a value would need more than 4096 bits in a constant part of f"},
		{"def f(x, y): return 1/0 + x", "division by zero in a constant part of f at line 1, column 22"},
		{"def f(x, y): return 0**-1 + x", "division by zero in a constant part of f"},
		{"def f(x, y): return 1e999999 * x", "the number `1e999999` at line 1, column 21 has an exponent beyond ±400"},
		{"def f(x, y): return 0x1F + x", "`x1F` at line 1, column 22 is not allowed"},
		{"def f(x, y): return 1_000 + x", "`_000`"},
		{"def f(x, y): return (x + y", "expected `)` to close the parenthesis at line 1, column 27, found the end of the function"},
		{"def f(x, y): return x +", "expected a number, x, y or `(` at line 1, column 24, found the end of the function"},
		{"def f(x, y): return", "found the end of the function"},
		{"def f(x, y): return x\n    return y", "at line 2, column 5, found `return`"},
		{"def f(x, y): return x × y", "`×` at line 1, column 23 is not allowed"},
	}
	for _, c := range cases {
		r := Task.Grade(in, answer(c.src))
		tasktest.Fails(t, r, "function", c.detail)
		tasktest.Mode(t, r, verifiers.Malformed)
	}
}

// Hostile answers are refused within bounded work, before they can cost time
// or memory: those that parse run at most OperationLimit operations per cell
// in the interval pass and at most maxWork in the exact stage.
func TestBadInputsAreBoundedAndScoreZero(t *testing.T) {
	in := canonical(t, 8) // 128×128
	big := "def f(x, y): return " + strings.Repeat("x*y + ", 20000) + "1"
	deep := "def f(x, y): return " + strings.Repeat("(", 5000) + "x" + strings.Repeat(")", 5000)
	// Exactly zero everywhere, but only exact arithmetic can tell: every cell
	// goes to the exact stage, with a long expression to evaluate there.
	heavy := "def f(x, y): return (x/3 - x/3)*(" + strings.Repeat("(x+y/7) + ", 600) + "1)"
	// Every cell needs exact evaluation, and the values are huge.
	huge := "def f(x, y): return (x+1.123456789)**64*(y+1.987654321)**64*(x+y+0.123456789)**64*(x/3 - x/3)"
	minus := "def f(x, y): return " + strings.Repeat("-", 5000) + "x"
	cases := []struct{ name, text, check, detail string }{
		{"100 kB formula", answer(big), "function", "the function is 120021 characters long; the limit is 20000"},
		{"deep parentheses", answer(deep), "function", "nests parentheses and signs more than 100 deep"},
		{"many signs", answer(minus), "function", "more than 100 deep"},
		{"exact work", answer(heavy), "evaluation", "needs too much work"},
		{"exact size", answer(huge), "evaluation", "a value would need more than 4096 bits"},
		{"x**99999", answer("def f(x, y): return x**99999"), "function", "larger than 64"},
		{"too many operations", answer("def f(x, y): return " + strings.Repeat("x*y/7 + ", 2000) + "1"), "function", "f has 2002 distinct operations; on a 128×128 grid the limit is 1220"},
		{"__import__", answer("def f(x, y): return __import__('os')"), "function", "`__import__`"},
		{"empty", "", "answer", "empty"},
		{"no function", "I could not find one.", "answer", "no function supplied"},
		{"empty field", `{"reasoning": "hmm", "function": ""}`, "answer", "the function field is empty"},
		{"number field", `{"reasoning": "hmm", "function": 42}`, "answer", "expected the function's source as a string, found 42"},
		{"huge answer", strings.Repeat("a", 5<<20), "answer", "the limit is 1,048,576 bytes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Task.Grade(in, c.text)
			if r.Score != 0 {
				t.Fatalf("scored %v", r.Score)
			}
			tasktest.Fails(t, r, c.check, c.detail)
			steps, work, evaluated := evaluationWork(t, in, c.text)
			if evaluated != (c.check == "evaluation") {
				t.Errorf("evaluated %v, but the answer failed on %q", evaluated, c.check)
			}
			if steps > cellOperations || work > maxWork {
				t.Errorf("%d interval operations (limit %d) and %d units of exact work (limit %d)", steps, cellOperations, work, maxWork)
			}
		})
	}
}

// evaluationWork runs what the grader runs on an answer's function and
// returns the work its evaluation took; evaluated is false when the function
// never reached evaluation (not found, not parsed, or over the operation
// limit).
func evaluationWork(t *testing.T, in *tasks.Instance, text string) (steps, work int, evaluated bool) {
	t.Helper()
	src, _, err := findFunction(text)
	if err != nil {
		return 0, 0, false
	}
	root, err := Parse(src)
	if err != nil {
		return 0, 0, false
	}
	d := in.Data.(*Data)
	prog := compile(root)
	if prog.Ops > OperationLimit(d.Size) {
		return 0, 0, false
	}
	ev := newEvaluator(prog, d.Size)
	ev.classify(d.Rows)
	return ev.steps, ev.work, true
}

// The interval pass runs each operation at most once per cell: x-only ones
// once per column, y-only ones once per row (constant ones are folded by the
// parser).
func TestIntervalStepsPerCell(t *testing.T) {
	in := canonical(t, 1)
	d := in.Data.(*Data)
	n := d.Size
	for _, c := range []struct {
		src  string
		want int
	}{
		{"def f(x, y): return x*x + 2*3", 2 * n},
		{"def f(x, y): return (x+1)*(x-1) + y", 3*n + n*n},
		{"def f(x, y): return (y+1)**2 + x*y", 2*n + 2*n*n},
	} {
		steps, _, ok := evaluationWork(t, in, answer(c.src))
		if !ok || steps != c.want {
			t.Errorf("%s: %d interval operations (evaluated %v), want %d", c.src, steps, ok, c.want)
		}
	}
}

func TestOverlayMarksMistakes(t *testing.T) {
	in := canonical(t, 0)
	r := Task.Grade(in, answer("def f(x, y):\n    return 7.5 - (x-4.5)**2/1.0 - (y-4.7)**2"))
	counts := map[string]int{}
	for _, b := range r.BuildOverlay().Boxes {
		if b.Layer == "error" {
			counts[b.Name] = len(b.Min) / 3
			if b.Check != "accuracy" {
				t.Errorf("%s marks check %q", b.Name, b.Check)
			}
		}
	}
	if counts["filled cell where f ≤ 0"] != 9 || counts["empty cell where f > 0"] != 1 {
		t.Fatalf("overlay marks %v; want 9 missed and 1 spurious", counts)
	}
}

func TestGeneratedInstancesAreSolved(t *testing.T) {
	presets := []string{"easy", "medium", "hard"}
	if runtime.GOOS == "js" {
		presets = presets[:2]
	}
	for _, preset := range presets {
		for _, seed := range []uint64{1, 2} {
			checkReference(t, tasktest.Seeded(t, Task, preset, seed))
		}
	}
}

func TestWrongInstanceData(t *testing.T) {
	in := canonical(t, 0)
	in.Data = "grid"
	tasktest.Fails(t, Task.Grade(in, answer("def f(x, y): return x")), "instance", "instance data is string, not *polynomialfit.Data")
}
