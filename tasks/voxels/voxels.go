// Package voxels is SCBench task 6 (slug voxel-projection): place exactly K
// voxels in an N×N×N grid so that all three axis-aligned projections are full
// squares and no rotation or reflection of the cube maps the set onto itself;
// one canonical subpass also forbids voxels whose coordinate sum x+y+z contains
// the digit 7.
//
// The instance is only (N, K, forbidden digit). The canonical subpasses are the
// spec's six; generated instances take N and K from their parameters, and when
// the digit rule is on the seed picks the forbidden digit.
package voxels

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Task implements tasks.Task.
type Task struct{}

// Voxel is one cell of an answer: {"xyz": [x, y, z]}.
type Voxel struct {
	XYZ [3]int `json:"xyz"`
}

// Answer is the reference answer's form.
type Answer struct {
	Voxels []Voxel `json:"voxels"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["voxels"],"properties":{"voxels":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["xyz"],"properties":{"xyz":{"type":"array","minItems":3,"maxItems":3,"items":{"type":"integer","minimum":0}}}}}}}`

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

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "voxel-projection",
		ID:     6,
		Name:   "Voxel grid projection",
		Bucket: tasks.Constructive,
		Summary: "The model lists exactly K voxels of an N×N×N grid such that the shadows cast " +
			"along all three axes are full squares, while no rotation or reflection of the cube " +
			"maps the shape onto itself; one variant also bans voxels whose coordinate sum " +
			"contains a given digit. It tests building a 3D shape that meets several global " +
			"projection constraints at once and breaking every symmetry.",
	}
}

// Limits of the generator's parameters.
const (
	MinSize  = 3
	MaxSize  = 24
	MaxCount = 2000
)

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "size", Kind: tasks.Int, Min: MinSize, Max: MaxSize, Default: 6,
				Doc: "cells per side of the cubic grid (N)"},
			{Name: "count", Kind: tasks.Int, Min: MinSize * MinSize, Max: MaxCount, Default: 50,
				Doc: "the exact number of voxels (K), from N² (the fewest that fill the projections) to half the grid"},
			{Name: "digit_rule", Kind: tasks.Bool, Default: false,
				Doc: "forbid voxels whose coordinate sum x+y+z contains a digit; the seed picks the digit"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a 4-cell grid, 24 voxels", Values: map[string]any{"size": 4, "count": 24}},
			{Name: "medium", Doc: "an 8-cell grid, 100 voxels", Values: map[string]any{"size": 8, "count": 100}},
			{Name: "hard", Doc: "a 12-cell grid, 160 voxels, with a forbidden digit", Values: map[string]any{"size": 12, "count": 160, "digit_rule": true}},
		},
	}
}

// canonical is the spec's table: N, K, and the forbidden digit (-1 for none).
var canonical = [][3]int{
	{6, 50, -1},
	{8, 100, -1},
	{12, 200, -1},
	{16, 400, -1},
	{24, 1000, -1},
	{20, 500, 7},
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		name := fmt.Sprintf("%d voxels in a %d-cell grid", c[1], c[0])
		if c[2] >= 0 {
			name += fmt.Sprintf(", no coordinate sum containing %d", c[2])
		}
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   name,
			Params: tasks.Params{"size": c[0], "count": c[1], "digit_rule": c[2] >= 0},
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("voxel-projection has no subpass %d", k)
	}
	c := canonical[k]
	return content(NewData(c[0], c[1], c[2])), nil
}

// Generate checks that N and K are possible and, with the digit rule, draws the
// digit: the seed's order of the ten digits, skipping any for which the
// reference construction finds no answer. Without the rule the instance
// depends on N and K alone.
func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	n, k := p.Int("size"), p.Int("count")
	switch {
	case n < MinSize || n > MaxSize:
		return tasks.Content{}, fmt.Errorf("size %d is outside %d..%d", n, MinSize, MaxSize)
	case k < n*n:
		return tasks.Content{}, fmt.Errorf("count %d is below %d: each projection has N² = %d cells and each voxel fills one cell of it", k, n*n, n*n)
	case 2*k > n*n*n || k > MaxCount:
		return tasks.Content{}, fmt.Errorf("count %d is more than half the %d cells of the grid (or above %d)", k, n*n*n, MaxCount)
	}
	if !p.Bool("digit_rule") {
		d := NewData(n, k, -1)
		if _, err := Construct(d); err != nil {
			return tasks.Content{}, err
		}
		return content(d), nil
	}
	for _, digit := range rng.New(seed).Perm(10) {
		d := NewData(n, k, digit)
		if _, err := Construct(d); err == nil {
			return content(d), nil
		}
	}
	return tasks.Content{}, fmt.Errorf("no forbidden digit leaves a %d-voxel answer in a %d-cell grid that the construction finds", k, n)
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve returns the reference construction.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	vs, err := Construct(d)
	if err != nil {
		return nil, err
	}
	a := Answer{Voxels: make([]Voxel, len(vs))}
	for i, v := range vs {
		a.Voxels[i] = Voxel{XYZ: v}
	}
	return a, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(3, "Voxel grid projection")
	}
	return d.Scene()
}
