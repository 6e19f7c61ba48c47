// Package shikaku is SCBench task 56: partition a grid into rectangles, each
// holding exactly one clue equal to its area.
//
// The canonical subpasses are upstream's six puzzles (from Simon Tatham's
// "Rectangles" generator); fresh puzzles come from this package's generator,
// which only returns puzzles with exactly one solution.
package shikaku

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/rng"
)

// Task implements tasks.Task.
type Task struct{}

// Answer is the reference answer's form.
type Answer struct {
	Rectangles [][4]int `json:"rectangles"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["rectangles"],"properties":{"rectangles":{"type":"array","items":{"type":"array","minItems":4,"maxItems":4,"items":{"type":"integer","minimum":0}}}}}`

// Data is a Shikaku instance.
type Data struct {
	Width  int `json:"width"`
	Height int `json:"height"`
	// Clues are [x, y, value] with x the column and y the row, 0-based from the
	// top left, in reading order.
	Clues [][3]int `json:"clues"`
	// Source is Tatham's game description for canonical puzzles.
	Source string `json:"source,omitempty"`
}

// Grid returns the puzzle as a grid of numbers.
func (d *Data) Grid() Grid {
	g := Grid{Width: d.Width, Height: d.Height, Numbers: make([][]int, d.Height)}
	for y := range g.Numbers {
		g.Numbers[y] = make([]int, d.Width)
	}
	for _, c := range d.Clues {
		g.Numbers[c[1]][c[0]] = c[2]
	}
	return g
}

func dataFromGrid(g Grid, source string) *Data {
	d := &Data{Width: g.Width, Height: g.Height, Clues: [][3]int{}, Source: source}
	for _, c := range g.Clues() {
		d.Clues = append(d.Clues, [3]int{c.X, c.Y, c.N})
	}
	return d
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "shikaku",
		ID:     56,
		Name:   "Shikaku rectangles",
		Bucket: tasks.Constructive,
		Summary: "A grid holds numbered cells; the model must cut the whole grid into rectangles, " +
			"each containing exactly one number equal to its area, and list them as bounding " +
			"boxes. Every puzzle has exactly one solution. It tests planning a global partition " +
			"under many interacting local constraints.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "width", Kind: tasks.Int, Min: 2, Max: 25, Default: 7, Doc: "columns of the grid"},
			{Name: "height", Kind: tasks.Int, Min: 2, Max: 25, Default: 7, Doc: "rows of the grid"},
			{Name: "max_area", Kind: tasks.Int, Min: 2, Max: 64, Default: 8, Doc: "the largest rectangle (and clue) the generator may use"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "7×7, rectangles up to 8 cells", Values: map[string]any{"width": 7, "height": 7, "max_area": 8}},
			{Name: "medium", Doc: "10×10, rectangles up to 12 cells", Values: map[string]any{"width": 10, "height": 10, "max_area": 12}},
			{Name: "hard", Doc: "15×15, rectangles up to 24 cells", Values: map[string]any{"width": 15, "height": 15, "max_area": 24}},
		},
	}
}

//go:embed canonical.json
var canonicalJSON []byte

type canonicalRecord struct {
	Ref         string  `json:"ref"`
	PuzzleIndex int     `json:"puzzle_index"`
	Tatham      string  `json:"tatham"`
	Difficulty  string  `json:"difficulty"`
	Width       int     `json:"width"`
	Height      int     `json:"height"`
	Numbers     [][]int `json:"numbers"`
}

var canonical = func() []canonicalRecord {
	var recs []canonicalRecord
	if err := json.Unmarshal(canonicalJSON, &recs); err != nil {
		panic("shikaku: embedded canonical.json is corrupt: " + err.Error())
	}
	return recs
}()

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		biggest := 2
		for _, row := range r.Numbers {
			for _, v := range row {
				biggest = max(biggest, v)
			}
		}
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d×%d, puzzle %d of the bank", r.Height, r.Width, r.PuzzleIndex),
			Difficulty: r.Difficulty,
			Params:     tasks.Params{"width": r.Width, "height": r.Height, "max_area": biggest},
			Ref:        r.Ref,
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("shikaku has no subpass %d", k)
	}
	r := canonical[k]
	g := Grid{Width: r.Width, Height: r.Height, Numbers: r.Numbers}
	return content(dataFromGrid(g, r.Tatham)), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	w, h, a := p.Int("width"), p.Int("height"), p.Int("max_area")
	if a > w*h {
		return tasks.Content{}, fmt.Errorf("max_area %d is larger than the whole %d×%d grid", a, w, h)
	}
	g, _, err := Generate(rng.New(seed), w, h, a)
	if err != nil {
		return tasks.Content{}, err
	}
	return content(dataFromGrid(g, "")), nil
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve finds the puzzle's solution with the exact-cover solver.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	sols, _, err := SolveBudget(d.Grid(), 1, 0)
	if err != nil {
		return nil, err
	}
	if len(sols) == 0 {
		return nil, fmt.Errorf("this puzzle has no solution")
	}
	a := Answer{Rectangles: make([][4]int, len(sols[0]))}
	for i, r := range sols[0] {
		a.Rectangles[i] = [4]int{r.Left, r.Top, r.Right, r.Bottom}
	}
	return a, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Shikaku")
	}
	return d.Scene()
}
