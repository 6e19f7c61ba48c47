package voxelprojection

// Grading: exactly K distinct voxels inside the grid, obeying the digit rule
// where there is one, whose three axis projections are full squares, and which
// no rotation or reflection of the cube maps onto itself.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// isVoxelList accepts a bare list whose items could be voxels in one of the
// accepted forms.
var isVoxelList = verifiers.ListOf(func(v verifiers.Value) bool {
	switch v.Kind {
	case verifiers.List, verifiers.Tuple, verifiers.Dict, verifiers.Int, verifiers.Float, verifiers.String:
		return true
	}
	return false
})

// integral is upstream's tolerance for a coordinate written as a float.
const integral = 1e-9

// grading holds one answer under examination.
type grading struct {
	d      *Data
	n      int
	voxels [][3]int // as listed
	set    [][3]int // distinct, in order of first appearance
	occ    []bool   // n³ occupancy

	digitBad []int    // indices of voxels breaking the digit rule
	dups     [][2]int // [index, index of its first occurrence]
	holes    [3][]int // per plane, the empty projection cells (u*n+v)
	sym      *Transform

	// work counts what the answer cost: one per entry decoded, one per voxel
	// analysed, one per projection cell scanned. The entry limit keeps it
	// under workLimit whatever the text; tests hold it to that.
	work int
}

// maxEntries is the most entries the grader decodes: the grid's cells plus K.
// A longer list repeats cells many times over; it is refused without
// examining its entries.
func maxEntries(d *Data) int { return d.Size*d.Size*d.Size + d.Count }

// workLimit bounds grading.work: every entry decoded and analysed, and the
// three projections scanned once.
func workLimit(d *Data) int { return 2*maxEntries(d) + 3*d.Size*d.Size }

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	return (&grading{d: d, n: d.Size}).grade(r, a)
}

func (g *grading) grade(r *verifiers.Report, a Answer) *verifiers.Report {
	g.voxels = make([][3]int, len(a.Voxels))
	for i, v := range a.Voxels {
		g.voxels[i] = v.XYZ
	}
	g.work += len(g.voxels) // each entry decoded
	r.Checkf("format", true, "%d voxels, each three whole numbers from 0 to %d", len(g.voxels), g.n-1)
	g.analyse()
	g.report(r)
	r.DrawWith(g.overlay)
	return r.PassFail(g.failureMode)
}

// valid refuses a grid size the grader cannot read voxels for.
func (d *Data) valid() error {
	if d.Size < 1 || d.Size > MaxSize {
		return fmt.Errorf("grid size %d is outside 1..%d", d.Size, MaxSize)
	}
	return nil
}

// DecodeValue reads every voxel in the forms upstream's grader accepts (see
// Voxel.DecodeValue), stopping at the first that is not one. A list longer
// than maxEntries is refused without examining its entries.
func (vs *Voxels) DecodeValue(d *Data, v verifiers.Value, path string) error {
	if !v.IsSeq() {
		return verifiers.Errorf(path, "must be a list of voxels, found %s", v.Describe())
	}
	if len(v.Items) > maxEntries(d) {
		return verifiers.Errorf(path, "has %d entries; the grid has only %d cells", len(v.Items), d.Size*d.Size*d.Size)
	}
	return verifiers.Decode(d, v, path, vs, verifiers.Options{})
}

// DecodeValue reads one entry: an object with "xyz" (three numbers, a flat
// index, or a string "x, y, z"), an object with "x", "y" and "z", a list of
// three numbers, a flat index, or a string "x, y, z". Numbers may be numeric
// strings; each must be whole (within 1e-9) and inside the grid.
func (vx *Voxel) DecodeValue(d *Data, v verifiers.Value, path string) (err error) {
	n := d.Size
	if v.Kind == verifiers.Dict {
		if xyz, ok := v.Get("xyz"); ok {
			if out, usable, err := readXYZ(n, xyz, path+".xyz"); usable {
				vx.XYZ = out
				return err
			}
		}
		x, okx := v.Get("x")
		y, oky := v.Get("y")
		z, okz := v.Get("z")
		if okx && oky && okz {
			vx.XYZ, err = triple(n, []verifiers.Value{x, y, z}, path, []string{".x", ".y", ".z"})
			return err
		}
		return verifiers.Errorf(path, `is not a voxel: expected {"xyz": [x, y, z]}, found %s`, v.Describe())
	}
	if out, usable, err := readXYZ(n, v, path); usable {
		vx.XYZ = out
		return err
	}
	return verifiers.Errorf(path, "is not a voxel: expected [x, y, z], found %s", v.Describe())
}

// readXYZ reads a triple, a flat index or a "x, y, z" string in an n-wide
// grid. usable is false for a value of another form (including a list of the
// wrong length, which lets an object fall back on its "x", "y" and "z" keys).
func readXYZ(n int, v verifiers.Value, path string) (out [3]int, usable bool, err error) {
	switch v.Kind {
	case verifiers.List, verifiers.Tuple:
		if len(v.Items) != 3 {
			return out, false, nil
		}
		out, err = triple(n, v.Items, path, []string{"[0]", "[1]", "[2]"})
		return out, true, err
	case verifiers.Int, verifiers.Float:
		out, err = flat(n, v, path)
		return out, true, err
	case verifiers.String:
		parts := strings.Split(v.Text, ",")
		if len(parts) != 3 {
			return out, true, verifiers.Errorf(path, `the string %s is not three comma-separated coordinates "x, y, z"`, wire.Quote(v.Text, 40))
		}
		vals := make([]verifiers.Value, 3)
		for i, p := range parts {
			vals[i] = verifiers.Value{Kind: verifiers.String, Text: p}
		}
		out, err = triple(n, vals, path, []string{" x", " y", " z"})
		return out, true, err
	}
	return out, false, nil
}

func triple(n int, vals []verifiers.Value, path string, names []string) ([3]int, error) {
	var out [3]int
	for i, e := range vals {
		f, err := number(e, path+names[i])
		if err != nil {
			return out, err
		}
		c, ok := whole(f)
		if !ok || c < 0 || c > float64(n-1) {
			return out, verifiers.Errorf(path+names[i], "expected a whole number from 0 to %d, found %s", n-1, e.Describe())
		}
		out[i] = int(c)
	}
	return out, nil
}

// flat reads a flat index x + N·y + N²·z.
func flat(n int, v verifiers.Value, path string) ([3]int, error) {
	f, err := number(v, path)
	if err != nil {
		return [3]int{}, err
	}
	c, ok := whole(f)
	if !ok || c < 0 || c >= float64(n*n*n) {
		return [3]int{}, verifiers.Errorf(path, "a single number is read as the flat index x + %d·y + %d·z, a whole number from 0 to %d; found %s", n, n*n, n*n*n-1, v.Describe())
	}
	i := int(c)
	return [3]int{i % n, (i / n) % n, i / (n * n)}, nil
}

// number reads a finite number, or a string holding one.
func number(v verifiers.Value, path string) (float64, error) {
	switch v.Kind {
	case verifiers.Int, verifiers.Float:
		return verifiers.Number(v, path)
	case verifiers.String:
		f, err := strconv.ParseFloat(strings.TrimSpace(v.Text), 64)
		if err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f, nil
		}
	}
	return 0, verifiers.Errorf(path, "expected a number, found %s", v.Describe())
}

// whole rounds f when it is within 1e-9 of an integer.
func whole(f float64) (float64, bool) {
	r := math.Round(f)
	return r, math.Abs(f-r) <= integral
}

// analyse runs every test on the decoded voxels.
func (g *grading) analyse() {
	n := g.n
	g.occ = make([]bool, n*n*n)
	first := make([]int, n*n*n)
	for i, v := range g.voxels {
		g.work++
		if !g.d.Allowed(v[0], v[1], v[2]) {
			g.digitBad = append(g.digitBad, i)
		}
		k := Index(n, v)
		if g.occ[k] {
			g.dups = append(g.dups, [2]int{i, first[k]})
			continue
		}
		g.occ[k] = true
		first[k] = i
		g.set = append(g.set, v)
	}
	var proj [3][]bool
	for p := range proj {
		proj[p] = make([]bool, n*n)
	}
	for _, v := range g.set {
		proj[0][v[0]*n+v[1]] = true
		proj[1][v[0]*n+v[2]] = true
		proj[2][v[1]*n+v[2]] = true
	}
	for p := range proj {
		g.work += len(proj[p])
		for c, ok := range proj[p] {
			if !ok {
				g.holes[p] = append(g.holes[p], c)
			}
		}
	}
	if t, ok := Symmetry(n, g.occ, g.set); ok {
		g.sym = &t
	}
}

// Planes names the projections in check order, with their coordinate names.
var Planes = [3][3]string{{"XY projection", "x", "y"}, {"XZ projection", "x", "z"}, {"YZ projection", "y", "z"}}

func (g *grading) report(r *verifiers.Report) {
	d := g.d
	if digit := d.Digit(); digit >= 0 {
		if len(g.digitBad) == 0 {
			r.Checkf("digit rule", true, "no coordinate sum contains the digit %d", digit)
		} else {
			v := g.voxels[g.digitBad[0]]
			r.Checkf("digit rule", false, "voxels[%d] (%d,%d,%d) has the coordinate sum %d, which contains the digit %d%s",
				g.digitBad[0], v[0], v[1], v[2], v[0]+v[1]+v[2], digit, verifiers.More(len(g.digitBad)-1, "voxel", "voxels"))
		}
	}
	if len(g.voxels) == d.Count {
		r.Checkf("count", true, "%d voxels, as asked", d.Count)
	} else {
		r.Checkf("count", false, "%d voxels listed, but exactly %d are asked for", len(g.voxels), d.Count)
	}
	if len(g.dups) == 0 {
		r.Check("distinct", true, "no voxel is listed twice")
	} else {
		p := g.dups[0]
		v := g.voxels[p[0]]
		r.Checkf("distinct", false, "voxels[%d] (%d,%d,%d) repeats voxels[%d]%s", p[0], v[0], v[1], v[2], p[1], verifiers.More(len(g.dups)-1, "voxel", "voxels"))
	}
	for p, pl := range Planes {
		h := g.holes[p]
		if len(h) == 0 {
			r.Checkf(pl[0], true, "all %d cells of the %s projection are filled", g.n*g.n, strings.ToUpper(pl[1]+pl[2]))
			continue
		}
		names := verifiers.Listed(len(h), 4, func(k int) string {
			return fmt.Sprintf("(%s=%d, %s=%d)", pl[1], h[k]/g.n, pl[2], h[k]%g.n)
		})
		r.Checkf(pl[0], false, "the %s projection has %s: no voxel has %s", strings.ToUpper(pl[1]+pl[2]), verifiers.Count(len(h), "hole", "holes"), names)
	}
	if g.sym == nil {
		r.Check("no symmetry", true, "none of the 47 rotations and reflections of the cube maps the shape onto itself")
	} else {
		r.Checkf("no symmetry", false, "the shape has a trivial symmetry: %s maps it onto itself", g.sym.Describe(g.n))
	}
}

// failureMode: no voxels, or a shape whose only fault is a symmetry (the easy
// constructions are symmetric), trivializes the task; a shape with the right
// count and full projections that breaks one other rule narrowly is a near
// miss; holes in a projection are local-only (lines filled one by one
// without the whole in view).
func (g *grading) failureMode() string {
	holes := len(g.holes[0]) + len(g.holes[1]) + len(g.holes[2])
	switch {
	case len(g.voxels) == 0:
		return verifiers.Trivialized
	case holes == 0 && len(g.dups) == 0 && len(g.digitBad) == 0 && len(g.voxels) == g.d.Count && g.sym != nil:
		return verifiers.Trivialized
	case holes == 0 && len(g.dups)+len(g.digitBad) <= 2 && absInt(len(g.voxels)-g.d.Count) <= 2:
		return verifiers.NearMiss
	case holes > 0:
		return verifiers.LocalOnly
	}
	return verifiers.Incorrect
}

func absInt(a int) int {
	if a < 0 {
		return -a
	}
	return a
}
