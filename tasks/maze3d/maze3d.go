// Package maze3d is SCBench task 7 (slug maze-3d): design an N×N heightfield
// maze, one character per cell (a digit for its height, A for the start, B for
// the end), in which exactly one route leads from A to B. A route walks to a
// side neighbour at most one level higher or lower, or jumps two cells in a
// straight line to a cell of the same height over a cell at least two levels
// lower. The route must make at least the required number of jumps and visit
// at least 20% of the cells, and no height may cover more than 30% of them.
//
// An instance is only (N, A's height, B's height, jumps). The canonical
// subpasses are the spec's six; generated ones take N and the jumps from their
// parameters and draw the two heights from the seed.
package maze3d

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Task implements tasks.Task.
type Task struct{}

// Schema describes the answer: the grid as text. It is not JSON; the grader
// reads the raw reply (see the grader's package documentation).
const Schema = `{"type":"string","description":"N lines of N characters each (0-9, A, B), separated by newlines"}`

// Data is a maze-3d instance.
type Data struct {
	// Size is N: the maze has N rows of N cells.
	Size int `json:"size"`
	// AHeight and BHeight are the heights of the start and end cells.
	AHeight int `json:"a_height"`
	BHeight int `json:"b_height"`
	// MinJumps is the fewest jumps the route may make.
	MinJumps int `json:"min_jumps"`
	// MaxPerHeight is the most cells one height may cover: 30% of N², rounded
	// down.
	MaxPerHeight int `json:"max_cells_per_height"`
	// MinRouteCells is the fewest distinct cells the route may visit, A and B
	// included: 20% of N², rounded up.
	MinRouteCells int `json:"min_route_cells"`
}

// NewData builds an instance and derives its limits in integers: a height may
// cover c cells when 10c ≤ 3N², and the route needs p cells with 5p ≥ N².
func NewData(n, a, b, jumps int) *Data {
	return &Data{Size: n, AHeight: a, BHeight: b, MinJumps: jumps,
		MaxPerHeight: 3 * n * n / 10, MinRouteCells: (n*n + 4) / 5}
}

// Limits of the generator's parameters.
const (
	MinSize = 5
	MaxSize = 30
)

// MaxJumps is the most jumps the generator asks for in an N×N maze.
func MaxJumps(n int) int { return n * n / 10 }

func (d *Data) check() error {
	switch {
	case d.Size < MinSize || d.Size > MaxSize:
		return fmt.Errorf("size %d is outside %d..%d", d.Size, MinSize, MaxSize)
	case d.AHeight < 0 || d.AHeight > 9 || d.BHeight < 0 || d.BHeight > 9:
		return fmt.Errorf("heights must be digits 0 to 9")
	case d.MinJumps < 0 || d.MinJumps > MaxJumps(d.Size):
		return fmt.Errorf("%d jumps: a %d×%d maze can be asked for 0 to %d", d.MinJumps, d.Size, d.Size, MaxJumps(d.Size))
	}
	return nil
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "maze-3d",
		ID:     7,
		Name:   "3D maze with jumps",
		Bucket: tasks.Planning,
		Summary: "The model designs a square heightfield maze as a grid of digits with a start A " +
			"and an end B at given heights. Moves walk to a neighbour at most one level away or " +
			"jump two cells over a lower one; there must be exactly one route from A to B, with " +
			"at least the required number of jumps, through at least 20% of the cells, and no " +
			"height may cover more than 30% of the grid. It tests planning a long route while " +
			"ruling out every shortcut the movement rules allow.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "size", Kind: tasks.Int, Min: MinSize, Max: MaxSize, Default: 10,
				Doc: "cells per side of the maze (N)"},
			{Name: "jumps", Kind: tasks.Int, Min: 0, Max: float64(MaxJumps(MaxSize)), Default: 4,
				Doc: "the fewest jumps the route must make (at most N²/10); the seed draws A's and B's heights"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "5×5, 2 jumps", Values: map[string]any{"size": 5, "jumps": 2}},
			{Name: "medium", Doc: "10×10, 4 jumps", Values: map[string]any{"size": 10, "jumps": 4}},
			{Name: "hard", Doc: "20×20, 8 jumps", Values: map[string]any{"size": 20, "jumps": 8}},
		},
	}
}

// canonical is the spec's table: N, A's height, B's height, jumps.
var canonical = [][4]int{
	{5, 5, 0, 2},
	{10, 0, 9, 4},
	{15, 5, 5, 6},
	{20, 5, 5, 8},
	{25, 5, 5, 10},
	{30, 5, 0, 12},
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   fmt.Sprintf("%d×%d, A at level %d, B at level %d, at least %d jumps", c[0], c[0], c[1], c[2], c[3]),
			Params: tasks.Params{"size": c[0], "jumps": c[3]},
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("maze-3d has no subpass %d", k)
	}
	c := canonical[k]
	return content(NewData(c[0], c[1], c[2], c[3])), nil
}

// Generate draws A's and B's heights from the seed, keeping the first pair
// for which the reference builder finds a maze.
func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	n, jumps := p.Int("size"), p.Int("jumps")
	if err := NewData(n, 0, 0, jumps).check(); err != nil {
		return tasks.Content{}, err
	}
	r := rng.New(seed)
	for try := 0; try < 10; try++ {
		d := NewData(n, r.Intn(10), r.Intn(10), jumps)
		if _, err := Reference(d); err == nil {
			return content(d), nil
		}
	}
	return tasks.Content{}, fmt.Errorf("the builder found no %d×%d maze with %d jumps for the heights drawn", n, n, jumps)
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Reference builds the reference maze of an instance: Build with a stream
// determined by the instance alone.
func Reference(d *Data) (*Grid, error) {
	seed := uint64(d.Size)<<24 | uint64(d.AHeight)<<16 | uint64(d.BHeight)<<8 | uint64(d.MinJumps&0xff)
	return Build(d, rng.New(seed))
}

// Solve returns the reference maze as the text a model would write.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	g, err := Reference(d)
	if err != nil {
		return nil, err
	}
	return g.String(), nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(3, "3D maze")
	}
	return d.Scene()
}
