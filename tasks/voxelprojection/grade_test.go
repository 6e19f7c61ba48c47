package voxelprojection

import (
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func instance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

// items renders voxels in the schema's form; a non-nil entry in raw replaces
// the voxel at that index with the given JSON.
func items(vs [][3]int, raw map[int]string) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		if r, ok := raw[i]; ok {
			parts[i] = r
			continue
		}
		parts[i] = fmt.Sprintf(`{"xyz": [%d, %d, %d]}`, v[0], v[1], v[2])
	}
	return `{"voxels": [` + strings.Join(parts, ", ") + `]}`
}

func reference(t *testing.T, in *tasks.Instance) [][3]int {
	t.Helper()
	ans, err := Task.Solve(in)
	if err != nil {
		t.Fatal(err)
	}
	var out [][3]int
	for _, v := range ans.(Answer).Voxels {
		out = append(out, v.XYZ)
	}
	return out
}

// latinBase is {(x, y, (x+y) mod n)}.
func latinBase(n int) [][3]int {
	var out [][3]int
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			out = append(out, [3]int{x, y, (x + y) % n})
		}
	}
	return out
}

func TestReferenceAnswersPass(t *testing.T) {
	for k := 0; k < 6; k++ {
		in := instance(t, k)
		tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
	}
}

// The spec's test vectors T-V1 to T-V9.
func TestSpecVectors(t *testing.T) {
	in0 := instance(t, 0)
	tv1 := reference(t, in0) // TestConstructReproducesTV1 pins it to the spec's list
	tasktest.Passes(t, Task.Grade(in0, items(tv1, nil)))

	// T-V3: x<->y-symmetric extras.
	sym := latinBase(6)
	for z := 1; z <= 5; z++ {
		sym = append(sym, [3]int{0, 0, z})
	}
	sym = append(sym, [3]int{0, 1, 0}, [3]int{1, 0, 0}, [3]int{0, 1, 2}, [3]int{1, 0, 2}, [3]int{0, 1, 3}, [3]int{1, 0, 3}, [3]int{0, 1, 4}, [3]int{1, 0, 4}, [3]int{1, 1, 0})
	r := Task.Grade(in0, items(sym, nil))
	tasktest.Fails(t, r, "no symmetry", "(x, y, z) → (y, x, z), a reflection")
	tasktest.Mode(t, r, verifiers.Trivialized)

	// T-V4: one short.
	r = Task.Grade(in0, items(tv1[:49], nil))
	tasktest.Fails(t, r, "count", "49 voxels listed, but exactly 50 are asked for")
	tasktest.Mode(t, r, verifiers.NearMiss)

	// T-V5: the last replaced by a copy of (0,0,0).
	dup := append([][3]int(nil), tv1...)
	dup[49] = [3]int{0, 0, 0}
	tasktest.Fails(t, Task.Grade(in0, items(dup, nil)), "distinct", "voxels[49] (0,0,0) repeats voxels[0]")

	// T-V6: the z = 0 layer and 14 voxels (x, 0, z), z = 1..3.
	var slab [][3]int
	for x := 0; x < 6; x++ {
		for y := 0; y < 6; y++ {
			slab = append(slab, [3]int{x, y, 0})
		}
	}
	for x := 0; x < 6 && len(slab) < 50; x++ {
		for z := 1; z <= 3 && len(slab) < 50; z++ {
			slab = append(slab, [3]int{x, 0, z})
		}
	}
	r = Task.Grade(in0, items(slab, nil))
	if c := tasktest.Check(t, r, "XY projection"); !c.OK {
		t.Errorf("XY should be full: %s", c.Detail)
	}
	tasktest.Fails(t, r, "XZ projection", "the XZ projection has")
	tasktest.Fails(t, r, "YZ projection", "27 holes: no voxel has (y=0, z=4), (y=0, z=5), (y=1, z=1)")
	tasktest.Mode(t, r, verifiers.LocalOnly)

	// T-V7: other spellings of (0,1,0), which is tv1[41].
	if tv1[41] != [3]int{0, 1, 0} {
		t.Fatalf("tv1[41] = %v", tv1[41])
	}
	for name, c := range map[string]struct {
		raw   string
		check string
		frag  string
	}{
		"flat index":        {`{"xyz": 6}`, "", ""},
		"flat index float":  {`{"xyz": 6.0}`, "", ""},
		"bare flat index":   {`6`, "", ""},
		"string":            {`{"xyz": "0, 1, 0"}`, "", ""},
		"bare string":       {`"0, 1, 0"`, "", ""},
		"keys":              {`{"x": 0, "y": 1, "z": 0}`, "", ""},
		"string keys":       {`{"x": "0", "y": "1.0", "z": 0}`, "", ""},
		"bare list":         {`[0, 1, 0]`, "", ""},
		"numeric strings":   {`{"xyz": ["0", " 1 ", "0"]}`, "", ""},
		"near integer":      {`{"xyz": [0, 1.0000000001, 0]}`, "", ""},
		"wrong length keys": {`{"xyz": [0, 1], "x": 0, "y": 1, "z": 0}`, "", ""},
		"fraction":          {`{"xyz": [0, 1.5, 0]}`, "format", "voxels[41].xyz[1]: expected a whole number from 0 to 5, found 1.5"},
		"out of range":      {`{"xyz": [0, 6, 0]}`, "format", "voxels[41].xyz[1]: expected a whole number from 0 to 5, found 6"},
		"fractional flat":   {`{"xyz": 6.4}`, "format", "flat index x + 6·y + 36·z, a whole number from 0 to 215; found 6.4"},
		"flat too big":      {`216`, "format", "found 216"},
		"bool":              {`{"xyz": [0, true, 0]}`, "format", "expected a number, found true"},
		"null":              {`{"xyz": [0, null, 0]}`, "format", "expected a number, found null"},
		"bad string":        {`"0, one, 0"`, "format", `voxels[41] y: expected a number, found the string " one"`},
		"two parts":         {`"0, 1"`, "format", "is not three comma-separated coordinates"},
		"no xyz":            {`{"pos": [0, 1, 0]}`, "format", `voxels[41]: is not a voxel: expected {"xyz": [x, y, z]}`},
		"infinity string":   {`{"xyz": ["inf", 1, 0]}`, "format", `expected a number, found the string "inf"`},
		"NaN":               {`{"xyz": [NaN, 1, 0]}`, "format", "found NaN"},
	} {
		t.Run(name, func(t *testing.T) {
			r := Task.Grade(in0, items(tv1, map[int]string{41: c.raw}))
			if c.check == "" {
				tasktest.Passes(t, r)
				return
			}
			tasktest.Fails(t, r, c.check, c.frag)
			tasktest.Mode(t, r, verifiers.Malformed)
		})
	}

	// T-V8: subpass 5 with (0,0,7) or (3,4,10).
	in5 := instance(t, 5)
	ref5 := reference(t, in5)
	tasktest.Passes(t, Task.Grade(in5, items(ref5, nil)))
	for _, v := range [][3]int{{0, 0, 7}, {3, 4, 10}} {
		bad := append([][3]int(nil), ref5...)
		bad[len(bad)-1] = v
		tasktest.Fails(t, Task.Grade(in5, items(bad, nil)), "digit rule", fmt.Sprintf("voxels[499] (%d,%d,%d) has the coordinate sum %d, which contains the digit 7", v[0], v[1], v[2], v[0]+v[1]+v[2]))
	}

	// T-V9.
	tasktest.Fails(t, Task.Grade(in0, `{"voxels": "0,0,0"}`), "format", `voxels: must be a list of voxels, found the string "0,0,0"`)
}

func TestNamedMistakes(t *testing.T) {
	in := instance(t, 1)
	ref := reference(t, in)
	// A missing projection cell: drop the only voxel over some (x, y) and add
	// one elsewhere so that the count stays right.
	occ := map[[2]int]int{}
	for _, v := range ref {
		occ[[2]int{v[0], v[1]}]++
	}
	tested := false
	for i, v := range ref {
		if occ[[2]int{v[0], v[1]}] == 1 {
			bad := append([][3]int(nil), ref...)
			bad[i] = [3]int{7, 7, 7}
			if v[0] == 7 && v[1] == 7 {
				continue
			}
			r := Task.Grade(in, items(bad, nil))
			tasktest.Fails(t, r, "XY projection", fmt.Sprintf("no voxel has (x=%d, y=%d)", v[0], v[1]))
			tested = true
			break
		}
	}
	if !tested {
		t.Fatal("no voxel is alone over its (x, y)")
	}
	// A symmetric set: the full cube's diagonal slab is mirror-symmetric.
	var sym [][3]int
	for x := 0; x < 8; x++ {
		for y := 0; y < 8; y++ {
			sym = append(sym, [3]int{x, y, (x + y) % 8})
		}
	}
	for len(sym) < 100 {
		k := len(sym) - 64
		sym = append(sym, [3]int{k % 8, k % 8, (k%8 + 1 + k/8) % 8})
	}
	r := Task.Grade(in, items(sym, nil))
	tasktest.Fails(t, r, "no symmetry", "maps it onto itself")
}

func TestBadInput(t *testing.T) {
	in := instance(t, 0)
	for _, c := range []struct{ name, text, check, frag string }{
		{"prose", "No idea.", "answer", "no answer was found"},
		{"number", `{"voxels": 5}`, "format", "must be a list of voxels, found 5"},
		{"huge", `{"voxels": [` + strings.Repeat("0,", 300) + `0]}`, "format", "has 301 entries; the grid has only 216 cells"},
		{"deep", strings.Repeat("[", 100) + strings.Repeat("]", 100), "answer", "nest"},
		{"big int", `{"voxels": [[0, 0, 123456789012345678901234567890]]}`, "format", "expected a whole number from 0 to 5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tasktest.Fails(t, Task.Grade(in, c.text), c.check, c.frag)
			withinWork(t, in, c.text)
		})
	}
	// The most the limit lets through: N³ + K = 266 entries are decoded and
	// analysed, one more is refused unread.
	most := `{"voxels": [` + strings.Repeat("0,", 265) + `0]}`
	tasktest.Fails(t, Task.Grade(in, most), "count", "266 voxels listed, but exactly 50 are asked for")
	if g := withinWork(t, in, most); g.work != 2*266+3*36 {
		t.Errorf("266 entries cost %d units of work, want %d (decoded, analysed, and the projections scanned once)", g.work, 2*266+3*36)
	}
	over := `{"voxels": [` + strings.Repeat("0,", 266) + `0]}`
	tasktest.Fails(t, Task.Grade(in, over), "format", "has 267 entries")
	if g := withinWork(t, in, over); g.work != 0 {
		t.Errorf("267 entries cost %d units of work; they must be refused unread", g.work)
	}
}

// withinWork grades text as Task.Grade does, keeping the grading to check
// its work counter against the bound the grader's limits set. Text with no
// answer in it costs the grader nothing.
func withinWork(t *testing.T, in *tasks.Instance, text string) *grading {
	t.Helper()
	d, err := tasks.DataAs[Data](in)
	if err != nil {
		t.Fatal(err)
	}
	g := &grading{d: d, n: d.Size}
	r := verifiers.NewReport(in.Task, in.Rules, in.Subpass, in.Seed)
	// The shape Define reads answers with: the fields of Answer, and Def.Bare.
	shape := verifiers.Shape{Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()), Bare: isVoxelList}
	if found, ok := r.Read(text, shape, verifiers.DefaultLimits); ok {
		var a Answer
		if err := verifiers.DecodeAnswer(d, found, &a); err == nil {
			g.grade(r, a)
		}
	}
	if g.work > workLimit(d) {
		t.Errorf("grading cost %d units of work; the limits allow %d", g.work, workLimit(d))
	}
	return g
}

func TestGeneratedInstancesPass(t *testing.T) {
	seeds := uint64(4)
	if runtime.GOOS == "js" {
		seeds = 2
	}
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < seeds; seed++ {
			in := tasktest.Seeded(t, Task, preset, seed)
			tasktest.Passes(t, Task.Grade(in, tasktest.SolveText(t, Task, in)))
		}
	}
}

func TestOverlay(t *testing.T) {
	in := instance(t, 0)
	ref := reference(t, in)
	dup := append([][3]int(nil), ref...)
	dup[49] = dup[0]
	r := Task.Grade(in, items(dup, nil))
	checks := map[string]bool{}
	for _, b := range r.BuildOverlay().Boxes {
		checks[b.Check] = true
	}
	if !checks["distinct"] {
		t.Errorf("no overlay for the repeated voxel: %v", checks)
	}
	b, err := json.Marshal(r)
	if err != nil || len(b) == 0 {
		t.Fatal(err)
	}
}
