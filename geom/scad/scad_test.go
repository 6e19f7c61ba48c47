package scad

import (
	"errors"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/wire"
)

// valueOf evaluates one expression (with the given definitions before it)
// and formats the result as str() would.
func valueOf(t *testing.T, defs, x string) string {
	t.Helper()
	prog, err := parse(defs + "\n__result = " + x + ";")
	if err != nil {
		t.Fatalf("%s: %v", x, err)
	}
	ev := &evaluator{lim: DefaultLimits, res: &Result{}}
	var out string
	func() {
		defer func() {
			if r := recover(); r != nil {
				e, ok := r.(*Error)
				if !ok {
					panic(r)
				}
				out = "error: " + e.Msg
			}
		}()
		top := ev.topEnv(prog)
		ev.runBlock(prog, top, ctx{})
		var b strings.Builder
		format(&b, top.vars["__result"], 1000)
		out = b.String()
	}()
	return out
}

func TestExpressions(t *testing.T) {
	cases := []struct{ defs, x, want string }{
		{"", "1 + 2 * 3 - 4 / 2", "5"},
		{"", "-2 ^ 2", "-4"},
		{"", "2 ^ 3 ^ 2", "512"},
		{"", "7 % 3", "1"},
		{"", "[1, 2, 3] + [10, 20, 30]", "[11, 22, 33]"},
		{"", "[1, 2, 3] * 2", "[2, 4, 6]"},
		{"", "[1, 2, 3] * [4, 5, 6]", "32"},
		{"", "[[1, 2], [3, 4]] * [1, 1]", "[3, 7]"},
		{"", "[[1, 2], [3, 4]] * [[0, 1], [1, 0]]", "[[2, 1], [4, 3]]"},
		{"", "-[1, -2]", "[-1, 2]"},
		{"", "[1, 2] + [1, 2, 3]", "undef"},
		{"", "1 < 2 && 2 <= 2 && !(3 > 4) || false", "true"},
		{"", "\"abc\" < \"abd\"", "true"},
		{"", "[1, [2, 3]] == [1, [2, 3]]", "true"},
		{"", "true ? 1 : 2", "1"},
		{"", "undef ? 1 : 2", "2"},
		{"", "[10, 20, 30][1]", "20"},
		{"", "[10, 20, 30][3]", "undef"},
		{"", "[10, 20, 30][-1]", "undef"},
		{"", "[10, 20, 30].z", "30"},
		{"", "\"hello\"[1]", "e"},
		{"", "[for (i = [0 : 3]) i * i]", "[0, 1, 4, 9]"},
		{"", "[for (i = [0 : 2 : 7]) i]", "[0, 2, 4, 6]"},
		{"", "[for (i = [3 : 0]) i]", "[0, 1, 2, 3]"},
		{"", "[for (i = [5 : -2 : 0]) i]", "[5, 3, 1]"},
		{"", "[for (i = [0 : 5]) if (i % 2) i else 10 * i]", "[0, 1, 20, 3, 40, 5]"},
		{"", "[for (i = [1, 2], j = [10, 20]) i + j]", "[11, 21, 12, 22]"},
		{"", "[for (i = [0 : 2]) let (j = i * 10) j + 1]", "[1, 11, 21]"},
		{"", "[each [1, 2], each [0 : 2], 3]", "[1, 2, 0, 1, 2, 3]"},
		{"", "[for (i = [0 : 1]) for (j = [0 : 1]) [i, j]]", "[[0, 0], [0, 1], [1, 0], [1, 1]]"},
		{"", "let (a = 2, b = a * 3) a + b", "8"},
		{"", "sin(30) + cos(60) + tan(45)", "2"},
		{"", "asin(1) + acos(0) + atan(1) + atan2(1, 0)", "315"},
		{"", "[sqrt(16), pow(2, 10), abs(-3), floor(2.7), ceil(2.1), round(2.5), sign(-4)]", "[4, 1024, 3, 2, 3, 3, -1]"},
		{"", "[min(3, 1, 2), max([3, 1, 2]), len([1, 2, 3]), len(\"abcd\")]", "[1, 3, 3, 4]"},
		{"", "concat([1], [2, 3], 4)", "[1, 2, 3, 4]"},
		{"", "[norm([3, 4]), cross([1, 0, 0], [0, 1, 0])]", "[5, [0, 0, 1]]"},
		{"", "str(\"a\", 1, [2, 3])", "a1[2, 3]"},
		{"", "[is_undef(undef), is_num(1), is_num(0/0), is_list([]), is_string(\"\"), is_bool(true)]", "[true, true, false, true, true, true]"},
		{"function f(n) = n <= 1 ? 1 : n * f(n - 1);", "f(5)", "120"},
		{"function g(a, b = 10) = a + b;", "[g(1), g(1, 2), g(b = 3, a = 4)]", "[11, 3, 7]"},
		{"function sin(x) = 42;", "sin(0)", "42"},
		{"", "nosuch", "undef"},
		{"", "nofunction(1)", "undef"},
		{"", "PI", "3.14159"},
		// Scoping.

		// The last assignment wins, at the place of the first.
		{"a = 1; b = a; a = 2;", "[a, b]", "[2, 2]"},
		// Functions see the scope where they were defined, not the caller's.
		{"k = 1; function f() = k; function g() = let (k = 5) f();", "g()", "1"},
		// $ variables are dynamic: a function sees its caller's.
		{"$v = 1; function f() = $v; function g() = let ($v = 5) f();", "[f(), g()]", "[1, 5]"},
		{"function h($w) = w2(); function w2() = $w;", "h(7)", "7"},
	}
	for _, c := range cases {
		if got := valueOf(t, c.defs, c.x); got != c.want {
			t.Errorf("%s %s = %s, want %s", c.defs, c.x, got, c.want)
		}
	}
}

// evalErr evaluates src and returns its error, failing when there is none.
func evalErr(t *testing.T, src string, lim Limits) *Error {
	t.Helper()
	_, err := Evaluate(src, lim)
	if err == nil {
		t.Fatalf("%s: no error", wire.Quote(src, 40))
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: %T %v is not an *Error", wire.Quote(src, 40), err, err)
	}
	return e
}

func TestRefusals(t *testing.T) {
	cases := []struct{ src, feature string }{
		{"minkowski() { cube(1); sphere(1); }", "minkowski"},
		{"import(\"part.stl\");", "import"},
		{"surface(\"h.dat\");", "surface"},
		{"linear_extrude(1) text(\"hi\");", "text"},
		{"linear_extrude(1) projection() cube(1);", "projection"},
		{"resize([1, 2, 3]) cube(1);", "resize"},
		{"linear_extrude(1) offset(r = 1) square(1);", "offset"},
		{"roof() square(1);", "roof"},
		{"rotate_extrude() square(1);", "rotate_extrude"},
		{"hull() difference() { cube(2); cube(1); }", "hull of a difference"},
		{"intersection_for(i = [0 : 1]) cube(1);", "intersection_for"},
		{"include <lib.scad>\ncube(1);", "include"},
		{"use <lib.scad>\ncube(1);", "use"},
		{"f = function(x) x; cube(1);", "function literals"},
		{"cube(rands(0, 1, 1)[0]);", "rands"},
		{"linear_extrude(height = 1, twist = 90) square(1);", "linear_extrude with twist"},
		{"linear_extrude(height = 1, scale = 2) square(1);", "linear_extrude with scale"},
	}
	for _, c := range cases {
		e := evalErr(t, c.src, Limits{})
		if !strings.Contains(e.Msg, "unsupported OpenSCAD feature") || !strings.Contains(e.Msg, c.feature) {
			t.Errorf("%q: %v, want the feature %s named", c.src, e, c.feature)
		}
		if e.Pos.Line < 1 || e.Pos.Col < 1 {
			t.Errorf("%q: no position in %v", c.src, e)
		}
	}
}

func TestErrorsHavePositions(t *testing.T) {
	cases := []struct {
		src  string
		pos  Pos
		frag string
	}{
		{"cube(1);\ncube([1, 2, 3];", Pos{2, 15}, "expected ')'"},
		{"module m() {\n cube(1);\n", Pos{1, 12}, "'{' is never closed"},
		{"x = 1 +;", Pos{1, 8}, "expected an expression"},
		{"cube(1)", Pos{1, 8}, "expected a statement"},
		{"x = \"abc;", Pos{1, 5}, "unterminated string"},
		{"/* open", Pos{1, 1}, "unterminated comment"},
		{"cube(1); @", Pos{1, 10}, "unexpected character"},
		{"square(1);", Pos{1, 1}, "2D object outside linear_extrude"},
		{"linear_extrude(1) cube(1);", Pos{1, 19}, "3D object inside a 2D operation"},
		{"linear_extrude(1) rotate([90, 0, 0]) square(1);", Pos{1, 19}, "out of the xy plane"},
		{"multmatrix([[1,0,0,0],[0,1,0,0],[0,0,1,0],[0,0,1,1]]) cube(1);", Pos{1, 1}, "projective"},
		{"translate([0/0, 0, 0]) cube(1);", Pos{1, 1}, "not a finite number"},
		{"cube([1, 2]);", Pos{1, 1}, "size must be"},
		{"polyhedron([[0,0,0],[1,0,0],[0,1,0]], [[0,1,2]]);", Pos{1, 1}, "not a valid closed solid"},
		{"polyhedron([[0,0,0]], [[0,1,2]]);", Pos{1, 1}, "index that is not a point"},
		{"assert(1 == 2);", Pos{1, 1}, "assertion failed"},
	}
	for _, c := range cases {
		e := evalErr(t, c.src, Limits{})
		if e.Pos != c.pos || !strings.Contains(e.Msg, c.frag) {
			t.Errorf("%q: %v, want %s at %s", c.src, e, c.frag, c.pos)
		}
		if !strings.HasPrefix(e.Error(), "OpenSCAD error at line ") {
			t.Errorf("%q: message %q", c.src, e.Error())
		}
	}
}

func TestLimits(t *testing.T) {
	cases := []struct {
		name, src, frag string
		lim             Limits
	}{
		{"recursive function", "function f(x) = f(x + 1); cube(f(0));", "nested deeper than 200 calls", Limits{}},
		{"recursive module", "module m() { m(); } m();", "nested deeper than 200 calls", Limits{}},
		{"endless range", "for (i = [0 : 1e12]) cube(1);", "loops run more than", Limits{}},
		{"infinite range", "for (i = [0 : 1/0]) cube(1);", "without end", Limits{}},
		{"zero step", "for (i = [0 : 0 : 10]) cube(1);", "zero step", Limits{}},
		{"comprehension", "x = [for (i = [0 : 1e7]) i]; cube(1);", "loops run more than", Limits{}},
		{"fragments", "cylinder(r = 1, h = 1, $fn = 1e9);", "fragments, more than 1000", Limits{}},
		{"objects", "for (i = [0 : 99]) translate([2 * i, 0, 0]) cube(1);", "more than 50 objects", Limits{MaxObjects: 50}},
		{"vertices", "sphere(10, $fn = 1000);", "vertices in all", Limits{MaxVertices: 100_000}},
		{"steps", "function s(n) = n == 0 ? 0 : 1 + s(n - 1); cube(s(150) + s(150) + s(150));", "more than 1000 steps", Limits{MaxSteps: 1000}},
		{"vector", "x = concat([for (i = [0 : 999]) i], [for (i = [0 : 999]) i]); cube(1);", "more than 1500 elements", Limits{MaxElements: 1500}},
		{"nesting", "x = " + strings.Repeat("(", 1000) + "1" + strings.Repeat(")", 1000) + ";", "nesting deeper than", Limits{}},
		{"source", "cube(1);" + strings.Repeat(" ", 2000), "more than 1000 (limit)", Limits{MaxSource: 1000}},
		{"string", "s = str(\"abc\", [for (i = [0 : 999]) i]); cube(1);", "string longer than", Limits{MaxElements: 1001}},
		{"hull", "hull() for (i = [0 : 99]) rotate([i, 2 * i, 3 * i]) sphere(10, $fn = 30);", "more than 200000 steps", Limits{MaxSteps: 200_000}},
		{"huge", "cube(1e7);", "beyond ±1e+06 mm", Limits{}},
		{"far", "translate([0, 0, 2e6]) sphere(1);", "beyond ±1e+06 mm", Limits{}},
		{"far mesh", "translate([-3e6, 0, 0]) polyhedron([[0,0,0],[1,0,0],[0,1,0],[0,0,1]], [[0,1,2],[0,3,1],[0,2,3],[1,3,2]]);", "beyond", Limits{}},
		{"doubling", "function d(v, n) = n == 0 ? v : d(concat(v, v), n - 1); x = d([1], 40); cube(1);", "elements (limit)", Limits{}},
	}
	for _, c := range cases {
		e := evalErr(t, c.src, c.lim)
		if !strings.Contains(e.Msg, c.frag) {
			t.Errorf("%s: %v, want %q", c.name, e, c.frag)
		}
	}
}

func TestWarnings(t *testing.T) {
	r, err := Evaluate("cube(nosuch); frobnicate(1); x = nofn(2);", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	// Assignments run before instantiations, as in OpenSCAD.
	if len(r.Warnings) != 3 || !strings.Contains(r.Warnings[0], "1:34: unknown function nofn") ||
		!strings.Contains(r.Warnings[1], "1:6: unknown variable nosuch") || !strings.Contains(r.Warnings[2], "1:15: unknown module frobnicate") {
		t.Errorf("warnings %q", r.Warnings)
	}
	// cube(undef) is OpenSCAD's unit cube.
	if m := r.Measure(1); m.Volume != 1 || !m.Exact {
		t.Errorf("volume %v", m)
	}
}

func TestEmptyAndRoot(t *testing.T) {
	r, err := Evaluate("// nothing\nx = 1;", Limits{})
	if err != nil || r.Solid != nil {
		t.Fatalf("%v %v", r, err)
	}
	r, err = Evaluate("cube(5); !translate([10, 0, 0]) cube(2); cube(7);", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if m := r.Measure(1); m.Volume != 8 || m.Lo[0] != 10 {
		t.Errorf("! should make one subtree the result: %+v", m)
	}
	r, err = Evaluate("difference() { cube(10); translate([-1, -1, -1]) cube(12); }", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if m := r.Measure(1); m.Volume != 0 || !m.Exact {
		t.Errorf("empty difference: %+v", m)
	}
}

// TestTransformsExact checks transforms on a unit cube against their
// matrices' effect on volume and bounds.
func TestTransformsExact(t *testing.T) {
	cases := []struct {
		src    string
		vol    float64
		lo, hi Vec3
	}{
		{"translate([1, 2, 3]) cube(1);", 1, Vec3{1, 2, 3}, Vec3{2, 3, 4}},
		{"scale([2, 3, 4]) cube(1);", 24, Vec3{0, 0, 0}, Vec3{2, 3, 4}},
		{"scale(2) cube(1, center = true);", 8, Vec3{-1, -1, -1}, Vec3{1, 1, 1}},
		{"mirror([1, 0, 0]) cube(1);", 1, Vec3{-1, 0, 0}, Vec3{0, 1, 1}},
		{"rotate([0, 0, 90]) cube([2, 1, 1]);", 2, Vec3{-1, 0, 0}, Vec3{0, 2, 1}},
		{"rotate([90, 0, 0]) cube([1, 2, 3]);", 6, Vec3{0, -3, 0}, Vec3{1, 0, 2}},
		{"rotate(180, [0, 1, 0]) cube(1);", 1, Vec3{-1, 0, -1}, Vec3{0, 1, 0}},
		{"multmatrix([[1, 1, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]) cube(1);", 1, Vec3{0, 0, 0}, Vec3{2, 1, 1}},
		{"scale([1, 0, 1]) cube(1); cube(1);", 1, Vec3{0, 0, 0}, Vec3{1, 1, 1}},
	}
	for _, c := range cases {
		r, err := Evaluate(c.src, Limits{})
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		m := r.Measure(1)
		if !m.Exact || math.Abs(m.Volume-c.vol) > 1e-9 {
			t.Errorf("%s: volume %v (exact %v), want %v", c.src, m.Volume, m.Exact, c.vol)
		}
		for k := 0; k < 3; k++ {
			if math.Abs(m.Lo[k]-c.lo[k]) > 1e-12 || math.Abs(m.Hi[k]-c.hi[k]) > 1e-12 {
				t.Errorf("%s: bounds %v–%v, want %v–%v", c.src, m.Lo, m.Hi, c.lo, c.hi)
				break
			}
		}
	}
}

func TestBodies(t *testing.T) {
	cases := []struct {
		src    string
		bodies int
	}{
		{"cube(1); translate([0.5, 0.5, 0.5]) cube(1);", 1},
		{"cube(1); translate([3, 0, 0]) cube(1);", 2},
		{"difference() { cube([30, 10, 10]); translate([10, -1, -1]) cube([10, 12, 12]); }", 2},
		{"for (i = [0 : 2]) translate([0, 0, 5 * i]) cube(2);", 3},
	}
	for _, c := range cases {
		r, err := Evaluate(c.src, Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if m := r.Measure(0.25); m.Bodies != c.bodies {
			t.Errorf("%s: %d bodies, want %d", c.src, m.Bodies, c.bodies)
		}
	}
}

func BenchmarkGrid(b *testing.B) {
	src, err := os.ReadFile("testdata/grid.scad")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Evaluate(string(src), Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}

func FuzzEvaluate(f *testing.F) {
	for _, s := range []string{
		"cube(1);", "for (i = [0:3]) translate([i, 0, 0]) sphere(1, $fn = 8);",
		"module m(a) { children(); } m(1) cylinder(r = 2, h = 3);",
		"difference() { cube(5); cylinder(r = 1, h = 9); }",
		"linear_extrude(2) polygon([[0,0],[4,0],[4,4],[2,1],[0,4]]);",
		"x = [for (i = [0:4]) if (i % 2) let (j = i) j]; cube(len(x));",
		"function f(n) = n < 1 ? 0 : f(n - 1); cube(f(3) + 1);",
		"hull() { sphere(2, $fn = 6); translate([5, 0, 0]) cube(1); }",
	} {
		f.Add(s)
	}
	lim := Limits{MaxSteps: 20_000, MaxIterations: 2_000, MaxObjects: 50, MaxFragments: 64, MaxVertices: 20_000, MaxElements: 5_000}
	f.Fuzz(func(t *testing.T, src string) {
		r, err := Evaluate(src, lim)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Pos.Line < 1 {
				t.Fatalf("error without a position: %v", err)
			}
			return
		}
		if r.Solid != nil {
			r.Measure(1)
			r.Solid.Bounds()
			r.Solid.Inside(Vec3{0.1, 0.2, 0.3})
			r.Solid.RayIntervals(Vec3{-100, 0.1, 0.2}, Vec3{1, 0, 0})
		}
	})
}

// TestBigSources runs 1 MiB files of several shapes: each ends, in an
// answer or an error naming a limit, with work bounded by the limits (a
// quadratic step would make this test time out).
func TestBigSources(t *testing.T) {
	size := 1 << 20
	if runtime.GOOS == "js" {
		size = 1 << 18 // the same shapes, smaller, to keep the wasm run short
	}
	fill := func(unit string) string { return strings.Repeat(unit, size/len(unit)) }
	cases := []struct{ name, src, frag string }{
		{"assignments", fill("a=1;"), ""},
		{"distinct assignments", func() string {
			var b strings.Builder
			for i := 0; b.Len() < size-20; i++ {
				b.WriteString("v")
				b.WriteString(strings.Repeat("x", i%7))
				b.WriteString(string(rune('a' + i%26)))
				b.WriteString("=1;")
			}
			return b.String()
		}(), ""},
		{"objects", fill("cube(1);"), "objects (limit)"},
		{"sum", "x=" + fill("1+") + "1;", "operators in a row"},
		{"short sums", fill("x=" + strings.Repeat("1+", 999) + "1;"), ""},
		{"brackets", "x=" + fill("["), "nesting deeper than"},
		{"braces", fill("{"), "nesting deeper than"},
		{"comment", "/*" + fill(" "), "unterminated comment"},
		{"modules", fill("module m(){cube(1);}"), ""},
	}
	for _, c := range cases {
		if len(c.src) > size {
			c.src = c.src[:size]
		}
		_, err := Evaluate(c.src, Limits{})
		switch {
		case c.frag == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.frag != "" && (err == nil || !strings.Contains(err.Error(), c.frag)):
			t.Errorf("%s: %v, want %q", c.name, err, c.frag)
		}
	}
}

func BenchmarkGridMeasure(b *testing.B) {
	src, err := os.ReadFile("testdata/openscad/bottom.scad")
	if err != nil {
		b.Fatal(err)
	}
	r, err := Evaluate(string(src), Limits{})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		r.Measure(1)
	}
}
