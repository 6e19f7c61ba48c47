package voxelprojection

import (
	"fmt"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

// The spec's T-V1: the Latin base then the lexicographic fill, subpass 0.
const tv1 = `(0,0,0) (0,1,1) (0,2,2) (0,3,3) (0,4,4) (0,5,5) (1,0,1) (1,1,2) (1,2,3) (1,3,4) (1,4,5) (1,5,0)
(2,0,2) (2,1,3) (2,2,4) (2,3,5) (2,4,0) (2,5,1) (3,0,3) (3,1,4) (3,2,5) (3,3,0) (3,4,1) (3,5,2)
(4,0,4) (4,1,5) (4,2,0) (4,3,1) (4,4,2) (4,5,3) (5,0,5) (5,1,0) (5,2,1) (5,3,2) (5,4,3) (5,5,4)
(0,0,1) (0,0,2) (0,0,3) (0,0,4) (0,0,5) (0,1,0) (0,1,2) (0,1,3) (0,1,4) (0,1,5) (0,2,0) (0,2,1)
(0,2,3) (0,2,4)`

func parseTriples(t *testing.T, s string) [][3]int {
	t.Helper()
	var out [][3]int
	for _, f := range strings.Fields(s) {
		var v [3]int
		if _, err := fmt.Sscanf(f, "(%d,%d,%d)", &v[0], &v[1], &v[2]); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

func TestCanonicalTable(t *testing.T) {
	want := []struct{ n, k, digit int }{{6, 50, -1}, {8, 100, -1}, {12, 200, -1}, {16, 400, -1}, {24, 1000, -1}, {20, 500, 7}}
	subs := Task.Subpasses()
	if len(subs) != 6 {
		t.Fatalf("%d subpasses, the paper has 6", len(subs))
	}
	margins := []int{14, 36, 56, 144, 424, 100}
	for i, w := range want {
		c := instance(t, i)
		d := c.Data.(*Data)
		if d.Size != w.n || d.Count != w.k || d.Digit() != w.digit {
			t.Errorf("subpass %d: N=%d K=%d digit %d", i, d.Size, d.Count, d.Digit())
		}
		if d.Count-d.Size*d.Size != margins[i] {
			t.Errorf("subpass %d: margin %d", i, d.Count-d.Size*d.Size)
		}
		for _, f := range []string{"exactly " + itoa(w.k) + " voxels", itoa(w.n) + "×" + itoa(w.n) + "×" + itoa(w.n), "from 0 to " + itoa(w.n-1), "(0, 0, 0) is the bottom-left corner", "no holes", "rotation or reflection", `{"voxels": [{"xyz": [x, y, z]}`} {
			if !strings.Contains(c.Prompt, f) {
				t.Errorf("subpass %d: prompt lacks %q", i, f)
			}
		}
		if strings.Contains(c.Prompt, "decimal digits") != (w.digit >= 0) {
			t.Errorf("subpass %d: digit sentence present = %v", i, w.digit < 0)
		}
	}
	c := instance(t, 5)
	if got := c.Data.(*Data).ForbiddenSums; !reflect.DeepEqual(got, []int{7, 17, 27, 37, 47, 57}) {
		t.Errorf("subpass 5 forbidden sums %v", got)
	}
	if !strings.Contains(c.Prompt, "include a 7 (in this grid that rules out the sums 7, 17, 27, 37, 47 and 57)") {
		t.Errorf("subpass 5 prompt:\n%s", c.Prompt)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestTransformsAreTheCubeGroup(t *testing.T) {
	if len(Transforms) != 47 {
		t.Fatalf("%d transforms", len(Transforms))
	}
	rot := 0
	seen := map[Transform]bool{}
	for _, tr := range Transforms {
		if seen[tr] {
			t.Errorf("%v twice", tr)
		}
		seen[tr] = true
		if tr.Rotation() {
			rot++
		}
	}
	if rot != 23 {
		t.Errorf("%d rotations besides the identity, want 23", rot)
	}
	// Upstream's order: the first is (0,1,2) with signs (-,-,-), the
	// point reflection; swap x<->y with (+,+,+) is number 8*2+7 = 23.
	if Transforms[0].Describe(6) != "(x, y, z) → (5−x, 5−y, 5−z), a reflection" {
		t.Errorf("first transform %s", Transforms[0].Describe(6))
	}
	if Transforms[22].Describe(6) != "(x, y, z) → (y, x, z), a reflection" {
		t.Errorf("transform 22 is %s", Transforms[22].Describe(6))
	}
	// Every transform maps the grid onto itself.
	for _, tr := range Transforms {
		for _, v := range [][3]int{{0, 0, 0}, {1, 2, 3}, {5, 0, 4}} {
			w := tr.Apply(6, v)
			for _, c := range w {
				if c < 0 || c > 5 {
					t.Fatalf("%v maps %v outside: %v", tr, v, w)
				}
			}
		}
	}
}

func TestConstructReproducesTV1(t *testing.T) {
	c := instance(t, 0)
	vs, err := Construct(c.Data.(*Data))
	if err != nil {
		t.Fatal(err)
	}
	if want := parseTriples(t, tv1); !reflect.DeepEqual(vs, want) {
		t.Errorf("construction for subpass 0:\n%v\nwant the spec's T-V1:\n%v", vs, want)
	}
}

// checkAnswer verifies a construction independently of the grader.
func checkAnswer(t *testing.T, d *Data, vs [][3]int) {
	t.Helper()
	n := d.Size
	if len(vs) != d.Count {
		t.Fatalf("%d voxels, want %d", len(vs), d.Count)
	}
	occ := make([]bool, n*n*n)
	xy, xz, yz := map[[2]int]bool{}, map[[2]int]bool{}, map[[2]int]bool{}
	for _, v := range vs {
		if occ[Index(n, v)] || !d.Allowed(v[0], v[1], v[2]) {
			t.Fatalf("%v repeated or forbidden", v)
		}
		occ[Index(n, v)] = true
		xy[[2]int{v[0], v[1]}], xz[[2]int{v[0], v[2]}], yz[[2]int{v[1], v[2]}] = true, true, true
	}
	if len(xy) != n*n || len(xz) != n*n || len(yz) != n*n {
		t.Fatalf("projections %d %d %d of %d", len(xy), len(xz), len(yz), n*n)
	}
	if tr, sym := Symmetry(n, occ, vs); sym {
		t.Fatalf("symmetric under %s", tr.Describe(n))
	}
}

func TestConstructionsAreValid(t *testing.T) {
	for k := range canonical {
		c := instance(t, k)
		d := c.Data.(*Data)
		vs, err := Construct(d)
		if err != nil {
			t.Fatalf("subpass %d: %v", k, err)
		}
		checkAnswer(t, d, vs)
	}
	sizes := []int{4, 5, 7, 10, 13}
	if runtime.GOOS == "js" {
		sizes = []int{4, 7}
	}
	for _, n := range sizes {
		for _, k := range []int{n*n + 1, n * n * 2, n * n * n / 2} {
			for _, digit := range []int{-1, 3, 8} {
				d := NewData(n, k, digit)
				if vs, err := Construct(d); err == nil {
					checkAnswer(t, d, vs)
				} else if digit < 0 {
					t.Errorf("N=%d K=%d: %v", n, k, err)
				}
			}
		}
	}
	// No digit rule and K = N²: a random Latin square breaks the symmetry.
	d := NewData(8, 64, -1)
	vs, err := Construct(d)
	if err != nil {
		t.Fatal(err)
	}
	checkAnswer(t, d, vs)
}

// The greedy cover fills every projection wherever each line has an admitted
// cell.
func TestGreedyBase(t *testing.T) {
	for _, c := range [][2]int{{6, -1}, {9, 3}, {12, 2}, {20, 7}} {
		d := NewData(c[0], c[0]*c[0]*2, c[1])
		base, ok := greedyBase(d)
		if !ok {
			t.Fatalf("N=%d digit %d: no cover", c[0], c[1])
		}
		n := d.Size
		xy, xz, yz := map[[2]int]bool{}, map[[2]int]bool{}, map[[2]int]bool{}
		for _, v := range base {
			if !d.Allowed(v[0], v[1], v[2]) {
				t.Fatalf("%v is not admitted", v)
			}
			xy[[2]int{v[0], v[1]}], xz[[2]int{v[0], v[2]}], yz[[2]int{v[1], v[2]}] = true, true, true
		}
		if len(xy) != n*n || len(xz) != n*n || len(yz) != n*n {
			t.Errorf("N=%d digit %d: projections %d %d %d", n, c[1], len(xy), len(xz), len(yz))
		}
	}
}

func TestImpossibleInstances(t *testing.T) {
	// Digit 1 in a 6-grid: the z-line at x+y = 10 has sums 10..15 only.
	if _, err := Construct(NewData(6, 40, 1)); err == nil || !strings.Contains(err.Error(), "without an admitted cell") {
		t.Errorf("error %v", err)
	}
	if _, err := Construct(NewData(6, 35, -1)); err == nil {
		t.Error("35 voxels cannot fill a 6×6 projection")
	}
	for _, c := range []struct{ params, frag string }{
		{"size=6,count=35", "below 36"},
		{"size=4,count=40", "more than half"},
	} {
		if _, err := tasks.New(Task, tasks.Request{Params: c.params}); err == nil || !strings.Contains(err.Error(), c.frag) {
			t.Errorf("%s: error %v, want %q", c.params, err, c.frag)
		}
	}
}

func TestGenerateDrawsTheDigit(t *testing.T) {
	digits := map[int]bool{}
	for seed := uint64(0); seed < 8; seed++ {
		s := seed
		in, err := tasks.New(Task, tasks.Request{Seed: &s, Params: "size=10,count=150,digit_rule=true"})
		if err != nil {
			t.Fatal(err)
		}
		d := in.Data.(*Data)
		if d.ForbiddenDigit == nil {
			t.Fatal("no digit")
		}
		digits[*d.ForbiddenDigit] = true
		vs, err := Construct(d)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		checkAnswer(t, d, vs)
		again, _ := tasks.New(Task, tasks.Request{Seed: &s, Params: "size=10,count=150,digit_rule=true"})
		if *again.Data.(*Data).ForbiddenDigit != *d.ForbiddenDigit {
			t.Fatal("not deterministic")
		}
	}
	if len(digits) < 3 {
		t.Errorf("8 seeds drew only digits %v", digits)
	}
}
