package csgunion

import (
	"encoding/json"
	"math"
	"runtime"
	"sync"
	"testing"

	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// reportText is a report as JSON: every check, detail and number.
func reportText(t testing.TB, in *tasks.Instance, answer string) string {
	t.Helper()
	b, err := json.Marshal(Task.Grade(in, answer))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The kept work changes no report: every canonical subpass's reference and
// broken answers, graded with an empty cache, with the instance's work
// kept, and after the cache has moved through other instances, give the
// same reports to the last digit.
func TestPreparedCacheChangesNoReport(t *testing.T) {
	defer preparedCache.Reset()
	var ins []*tasks.Instance
	for _, sp := range Task.Subpasses() {
		ins = append(ins, canonicalInstance(t, sp.Index))
	}
	answers := make([][]string, len(ins))
	cold := make([][]string, len(ins))
	for i, in := range ins {
		ref := tasktest.SolveText(t, Task, in)
		answers[i] = append(answers[i], ref)
		for _, b := range broken {
			if bad, ok := b.Make(in, ref); ok {
				answers[i] = append(answers[i], bad)
			}
		}
		for _, a := range answers[i] {
			preparedCache.Reset()
			cold[i] = append(cold[i], reportText(t, in, a))
			if warm := reportText(t, in, a); warm != cold[i][len(cold[i])-1] {
				t.Fatalf("%s: the report with the instance's work kept differs:\n%s\nwithout:\n%s", in.Label(), warm, cold[i][len(cold[i])-1])
			}
		}
	}
	// Again in turn, each instance's work long since pushed out of the
	// cache or still in it.
	for i, in := range ins {
		for j, a := range answers[i] {
			if again := reportText(t, in, a); again != cold[i][j] {
				t.Fatalf("%s, answer %d: the report after grading other instances differs:\n%s\nfirst:\n%s", in.Label(), j, again, cold[i][j])
			}
		}
	}
}

// Instances share kept work only when their primitives are the same to the
// bit (as JSON writes them), an instance changed after a grade gets its own, and the cache keeps
// at most cacheSize instances.
func TestPreparedCacheKeys(t *testing.T) {
	defer preparedCache.Reset()
	preparedCache.Reset()
	two := func() *Data { return &Data{Primitives: []Primitive{cube(10, 0, 0, 0), cube(10, 5, 0, 0)}} }
	get := func(d *Data) *prepared {
		t.Helper()
		p, err := preparedOf(d)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	a := get(two())
	if math.Abs(a.union-1500) > 1e-9 {
		t.Fatalf("union %v, want 1500", a.union)
	}
	if b := get(two()); b != a {
		t.Errorf("an instance of the same primitives made its own work")
	}
	moved := two()
	moved.Primitives[1].At[0] = math.Nextafter(5, 6)
	if b := get(moved); b == a {
		t.Errorf("a primitive moved by one ulp shared the work of the unmoved")
	}
	turned := two()
	turned.Primitives[0].Rotate[2] = 360
	if b := get(turned); b == a {
		t.Errorf("a cube turned by 360° shared the work of the unturned")
	}
	// Changed in place after a grade: the old work must not be used.
	d := two()
	get(d)
	d.Primitives[1].At[0] = 20
	if b := get(d); math.Abs(b.union-2000) > 1e-9 {
		t.Errorf("after moving the second cube clear of the first, the union is %v; want 2000", b.union)
	}
	for i := range 3 * cacheSize {
		get(&Data{Primitives: []Primitive{cube(1+float64(i), 0, 0, 0)}})
		if n := preparedCache.Len(); n > cacheSize {
			t.Fatalf("the cache holds %d instances; the bound is %d", n, cacheSize)
		}
	}
	if preparedCache.Len() != cacheSize {
		t.Errorf("the cache holds %d instances after %d; want %d", preparedCache.Len(), 3*cacheSize, cacheSize)
	}
	// Primitives JSON cannot write are measured, and refused, uncached.
	bad := two()
	bad.Primitives[0].Size[0] = math.NaN()
	if _, err := preparedOf(bad); err == nil {
		t.Errorf("a cube of side NaN was prepared")
	}
}

// Grades running at once, of one instance and of several, share kept work
// and still give the reports a lone grade gives. (Run it with -race.)
func TestPreparedCacheConcurrent(t *testing.T) {
	defer preparedCache.Reset()
	ks := []int{0, 11, 16, 20}
	if runtime.GOOS == "js" {
		ks = ks[:2]
	}
	var ins []*tasks.Instance
	var refs, want []string
	for _, k := range ks {
		in := canonicalInstance(t, k)
		ref := tasktest.SolveText(t, Task, in)
		preparedCache.Reset()
		ins, refs, want = append(ins, in), append(refs, ref), append(want, reportText(t, in, ref))
	}
	preparedCache.Reset()
	var wg sync.WaitGroup
	got := make([]string, 4*len(ins))
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			i := g % len(ins)
			r, _ := json.Marshal(Task.Grade(ins[i], refs[i]))
			got[g] = string(r)
		}()
	}
	wg.Wait()
	for g, r := range got {
		if i := g % len(ins); r != want[i] {
			t.Errorf("%s: a grade run alongside others reported\n%s\nalone:\n%s", ins[i].Label(), r, want[i])
		}
	}
}

// The union's volume kept is solid.UnionVolume's, and every primitive is
// indexed.
func TestPreparedUnion(t *testing.T) {
	in := largeUnion(t)
	d := in.Data.(*Data)
	p, err := prepare(d)
	if err != nil {
		t.Fatal(err)
	}
	cs, _ := d.Convexes()
	if v := solid.UnionVolume(cs); v != p.union {
		t.Errorf("union %v kept, %v from UnionVolume", p.union, v)
	}
	if len(p.outlines) != len(cs) {
		t.Errorf("%d outlines for %d primitives", len(p.outlines), len(cs))
	}
}
