// Package hamiltonian is SCBench task 9: on a square grid of unit cells, some
// of them blocked, list the open cells in the order of one closed loop that
// moves between side-adjacent cells and visits every open cell exactly once (a
// Hamiltonian cycle of the grid graph).
//
// Coordinates are 1-based as the prompt writes them: x is the column counted
// from the left, y the row counted from the top, so (1, 1) is the top-left
// cell. The canonical subpasses are upstream's ten grids; fresh ones are carved
// from a random loop, so every generated instance comes with a witness.
package hamiltonian

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

// Step is one cell of an answer: {"xy": [x, y]}.
type Step struct {
	XY [2]int `json:"xy"`
}

// Answer is the reference answer's form.
type Answer struct {
	Steps []Step `json:"steps"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["steps"],"properties":{"steps":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["xy"],"properties":{"xy":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"integer","minimum":1}}}}}}}`

// How the prompt states the blocked cells.
const (
	ShowMap  = "map"  // a text map with X on blocked cells
	ShowList = "list" // a sentence listing them
)

// Data is a Hamiltonian-loop instance.
type Data struct {
	// Size is n: the grid has n×n cells.
	Size int `json:"size"`
	// Blocked lists the cells to skip as [x, y], 1-based, x the column from the
	// left and y the row from the top, in the order the prompt lists them.
	Blocked [][2]int `json:"blocked"`
	// Cells is the number of open cells: the length of every correct answer.
	Cells int `json:"cells"`
	// Show says how the prompt states the blocked cells: "map" or "list" (no
	// statement at all when there are none).
	Show string `json:"show"`
}

// NewData builds an instance, counting its open cells.
func NewData(n int, blocked [][2]int, show string) *Data {
	if blocked == nil {
		blocked = [][2]int{}
	}
	return &Data{Size: n, Blocked: blocked, Cells: n*n - len(blocked), Show: show}
}

// BlockedGrid returns a row-major n×n table, true on blocked cells; cell (x, y)
// is at index (y-1)*n + (x-1).
func (d *Data) BlockedGrid() []bool {
	g := make([]bool, d.Size*d.Size)
	for _, c := range d.Blocked {
		if c[0] >= 1 && c[0] <= d.Size && c[1] >= 1 && c[1] <= d.Size {
			g[(c[1]-1)*d.Size+c[0]-1] = true
		}
	}
	return g
}

// Map renders the grid as the prompt shows it: rows y = 1..n from top to
// bottom, '.' for an open cell and 'X' for a blocked one.
func (d *Data) Map() []string {
	g := d.BlockedGrid()
	rows := make([]string, d.Size)
	for y := 0; y < d.Size; y++ {
		b := make([]byte, d.Size)
		for x := range b {
			b[x] = '.'
			if g[y*d.Size+x] {
				b[x] = 'X'
			}
		}
		rows[y] = string(b)
	}
	return rows
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "hamiltonian-loop",
		ID:     9,
		Name:   "Hamiltonian loop",
		Bucket: tasks.Constructive,
		Summary: "A square grid with some blocked cells is given; the model lists the open cells " +
			"in the order of one closed loop that steps only between side-adjacent cells and " +
			"visits every open cell exactly once. It tests planning a long route that must stay " +
			"globally consistent, with no dead ends, around obstacles.",
	}
}

// Limits of the generator's parameters.
const (
	MinSize = 4
	MaxSize = 32
)

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "size", Kind: tasks.Int, Min: MinSize, Max: MaxSize, Default: 8,
				Doc: "cells per side of the square grid (even: an odd grid has no such loop)"},
			{Name: "blocked", Kind: tasks.Int, Min: 0, Max: MaxSize * MaxSize / 4, Default: 4,
				Doc: "how many cells are blocked (even, at most a quarter of the grid); they are carved in pairs from a random loop"},
			{Name: "show", Kind: tasks.Choice, Choices: []string{ShowMap, ShowList}, Default: ShowMap,
				Doc: "how the prompt states the blocked cells: a text map or a list of coordinates"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "6×6, 4 blocked cells", Values: map[string]any{"size": 6, "blocked": 4}},
			{Name: "medium", Doc: "10×10, 12 blocked cells", Values: map[string]any{"size": 10, "blocked": 12}},
			{Name: "hard", Doc: "16×16, 28 blocked cells", Values: map[string]any{"size": 16, "blocked": 28}},
		},
	}
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		name := fmt.Sprintf("%d×%d, no blocked cells", c.size, c.size)
		if len(c.blocked) > 0 {
			name = fmt.Sprintf("%d×%d, %d blocked cells (%s)", c.size, c.size, len(c.blocked), c.show)
		}
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   name,
			Params: tasks.Params{"size": c.size, "blocked": len(c.blocked), "show": c.show},
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("hamiltonian-loop has no subpass %d", k)
	}
	c := canonical[k]
	blocked := append([][2]int(nil), c.blocked...)
	return content(NewData(c.size, blocked, c.show)), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	d, _, err := Generate(p.Int("size"), p.Int("blocked"), p.String("show"), seed)
	if err != nil {
		return tasks.Content{}, err
	}
	return content(d), nil
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve returns a loop through every open cell. A generated instance gets the
// loop it was carved from (regenerated from its parameters and seed); any other
// instance is solved by search.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	if in.Seed != nil {
		w, loop, err := Generate(in.Params.Int("size"), in.Params.Int("blocked"), in.Params.String("show"), *in.Seed)
		if err == nil && sameCells(w.Blocked, d.Blocked) {
			return answerOf(loop), nil
		}
	}
	loop, err := SolveLoop(d, DefaultBudget)
	if err != nil {
		return nil, err
	}
	return answerOf(loop), nil
}

// answerOf writes a loop of 1-based cells as an answer.
func answerOf(loop [][2]int) Answer {
	a := Answer{Steps: make([]Step, len(loop))}
	for i, c := range loop {
		a.Steps[i] = Step{XY: c}
	}
	return a
}

// sameCells reports whether two cell lists hold the same cells.
func sameCells(a, b [][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	sa := append([][2]int(nil), a...)
	sb := append([][2]int(nil), b...)
	less := func(s [][2]int) func(i, j int) bool {
		return func(i, j int) bool {
			if s[i][1] != s[j][1] {
				return s[i][1] < s[j][1]
			}
			return s[i][0] < s[j][0]
		}
	}
	sort.Slice(sa, less(sa))
	sort.Slice(sb, less(sb))
	for i := range sa {
		if sa[i] != sb[i] {
			return false
		}
	}
	return true
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Hamiltonian loop")
	}
	return d.Scene()
}
