package voxelprojection

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

// Voxel is one cell of an answer: {"xyz": [x, y, z]}.
type Voxel struct {
	XYZ [3]int `json:"xyz" schema:"minimum=0"`
}

// Answer is a shape: its voxels, each listed once.
type Answer struct {
	Voxels Voxels `json:"voxels"`
}

// Voxels are an answer's voxels as listed.
type Voxels []Voxel

// Data is a voxel-projection instance.
type Data struct {
	// Size is N: coordinates run from 0 to N-1 on each axis.
	Size int `json:"size"`
	// Count is K, the exact number of voxels.
	Count int `json:"count"`
	// ForbiddenDigit, when present, is a decimal digit that the coordinate
	// sum x+y+z of no voxel may contain.
	ForbiddenDigit *int `json:"forbidden_digit,omitempty"`
	// ForbiddenSums lists the sums from 0 to 3(N-1) that the digit rule
	// excludes (empty without the rule).
	ForbiddenSums []int `json:"forbidden_sums,omitempty"`
}

// NewData builds an instance; digit < 0 means no digit rule.
func NewData(n, k, digit int) *Data {
	d := &Data{Size: n, Count: k}
	if digit >= 0 {
		dd := digit
		d.ForbiddenDigit = &dd
		for s := 0; s <= 3*(n-1); s++ {
			if SumForbidden(s, digit) {
				d.ForbiddenSums = append(d.ForbiddenSums, s)
			}
		}
	}
	return d
}

// Digit returns the forbidden digit, or -1.
func (d *Data) Digit() int {
	if d.ForbiddenDigit == nil {
		return -1
	}
	return *d.ForbiddenDigit
}

// Allowed reports whether the digit rule admits a voxel.
func (d *Data) Allowed(x, y, z int) bool {
	return d.ForbiddenDigit == nil || !SumForbidden(x+y+z, *d.ForbiddenDigit)
}

// SumForbidden reports whether the decimal form of s contains the digit.
func SumForbidden(s, digit int) bool {
	return digit >= 0 && strings.ContainsRune(strconv.Itoa(s), rune('0'+digit))
}

// Limits of the generator's parameters.
const (
	MinSize  = 3
	MaxSize  = 24
	MaxCount = 2000
)

// The parameters of the manifold.
var (
	size = tasks.IntKey("size", MinSize, MaxSize, 6,
		"cells per side of the cubic grid (N)")
	count = tasks.IntKey("count", MinSize*MinSize, MaxCount, 50,
		"the exact number of voxels (K), from N² (the fewest that fill the projections) to half the grid")
	digitRule = tasks.BoolKey("digit_rule", false,
		"forbid voxels whose coordinate sum x+y+z contains a digit; the seed picks the digit")
)

// canonical is the spec's table: N, K, and the forbidden digit (-1 for none).
var canonical = [][3]int{
	{6, 50, -1},
	{8, 100, -1},
	{12, 200, -1},
	{16, 400, -1},
	{24, 1000, -1},
	{20, 500, 7},
}

// Task is voxel projection.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "voxel-projection",
		ID:     6,
		Name:   "Voxel grid projection",
		Bucket: tasks.Constructive,
		Summary: "The model lists exactly K voxels of an N×N×N grid such that the shadows cast " +
			"along all three axes are full squares, while no rotation or reflection of the cube " +
			"maps the shape onto itself; one variant also bans voxels whose coordinate sum " +
			"contains a given digit. It tests building a 3D shape that meets several global " +
			"projection constraints at once and breaking every symmetry.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(size, count, digitRule),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a 4-cell grid, 24 voxels", Values: tasks.Set(size.Is(4), count.Is(24))},
			{Name: "medium", Doc: "an 8-cell grid, 100 voxels", Values: tasks.Set(size.Is(8), count.Is(100))},
			{Name: "hard", Doc: "a 12-cell grid, 160 voxels, with a forbidden digit", Values: tasks.Set(size.Is(12), count.Is(160), digitRule.Is(true))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		c := canonical[k]
		return NewData(c[0], c[1], c[2]), nil
	},
	Generate: generate,
	Prompt:   prompt,
	Bare:     isVoxelList,
	Solve:    solve,
	Scene:    (*Data).Scene,
	Valid:    (*Data).valid,
	Grade:    grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		name := fmt.Sprintf("%d voxels in %s %d-cell grid", c[1], verifiers.Article(c[0]), c[0])
		if c[2] >= 0 {
			name += fmt.Sprintf(", no coordinate sum containing %d", c[2])
		}
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   name,
			Params: tasks.Set(size.Is(c[0]), count.Is(c[1]), digitRule.Is(c[2] >= 0)),
		}
	}
	return subs
}

// generate checks that N and K are possible and, with the digit rule, draws
// the digit: the seed's order of the ten digits, skipping any for which the
// reference construction finds no answer. Without the rule the instance
// depends on N and K alone.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	n, k := size.Get(p), count.Get(p)
	switch {
	case n < MinSize || n > MaxSize:
		return nil, fmt.Errorf("size %d is outside %d..%d", n, MinSize, MaxSize)
	case k < n*n:
		return nil, fmt.Errorf("count %d is below %d: each projection has N² = %d cells and each voxel fills one cell of it", k, n*n, n*n)
	case 2*k > n*n*n || k > MaxCount:
		return nil, fmt.Errorf("count %d is more than half the %d cells of the grid (or above %d)", k, n*n*n, MaxCount)
	}
	if !digitRule.Get(p) {
		d := NewData(n, k, -1)
		if _, err := Construct(d); err != nil {
			return nil, err
		}
		return d, nil
	}
	for _, digit := range rng.New(seed).Perm(10) {
		d := NewData(n, k, digit)
		if _, err := Construct(d); err == nil {
			return d, nil
		}
	}
	return nil, fmt.Errorf("no forbidden digit leaves %s %d-voxel answer in %s %d-cell grid that the construction finds", verifiers.Article(k), k, verifiers.Article(n), n)
}

// solve returns the reference construction.
func solve(d *Data) (Answer, error) {
	vs, err := Construct(d)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Voxels: make([]Voxel, len(vs))}
	for i, v := range vs {
		a.Voxels[i] = Voxel{XYZ: v}
	}
	return a, nil
}
