package shikaku

import (
	_ "embed"
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

// Answer is a Shikaku answer: every rectangle as its bounding box
// [left_col, top_row, right_col, bottom_row], 0-based and inclusive.
type Answer struct {
	Rectangles Boxes `json:"rectangles" schema:"minimum=0"`
}

// Boxes are an answer's rectangles as written, each [left_col, top_row,
// right_col, bottom_row].
type Boxes [][4]int

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

var canonical = tasks.Records[canonicalRecord]("shikaku", canonicalJSON)

// The parameters of the manifold.
var (
	width   = tasks.IntKey("width", 2, 25, 7, "columns of the grid")
	height  = tasks.IntKey("height", 2, 25, 7, "rows of the grid")
	maxArea = tasks.IntKey("max_area", 2, 64, 8, "the largest rectangle (and clue) the generator may use")
)

// Task is Shikaku.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "shikaku",
		ID:     56,
		Name:   "Shikaku rectangles",
		Bucket: tasks.Constructive,
		Summary: "A grid holds numbered cells; the model must cut the whole grid into rectangles, " +
			"each containing exactly one number equal to its area, and list them as bounding " +
			"boxes. Every puzzle has exactly one solution. It tests planning a global partition " +
			"under many interacting local constraints.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(width, height, maxArea),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "7×7, rectangles up to 8 cells", Values: tasks.Set(width.Is(7), height.Is(7), maxArea.Is(8))},
			{Name: "medium", Doc: "10×10, rectangles up to 12 cells", Values: tasks.Set(width.Is(10), height.Is(10), maxArea.Is(12))},
			{Name: "hard", Doc: "15×15, rectangles up to 24 cells", Values: tasks.Set(width.Is(15), height.Is(15), maxArea.Is(24))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		r := canonical[k]
		return dataFromGrid(Grid{Width: r.Width, Height: r.Height, Numbers: r.Numbers}, r.Tatham), nil
	},
	Generate: generate,
	Prompt:   prompt,
	Bare:     verifiers.ListOfSeqs,
	Solve:    solve,
	Scene:    (*Data).Scene,
	Grade:    grade,
	Hint:     hint,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
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
			Params:     tasks.Set(width.Is(r.Width), height.Is(r.Height), maxArea.Is(biggest)),
			Ref:        r.Ref,
		}
	}
	return subs
}

func generate(p tasks.Params, seed uint64) (*Data, error) {
	w, h, a := width.Get(p), height.Get(p), maxArea.Get(p)
	if a > w*h {
		return nil, fmt.Errorf("max_area %d is larger than the whole %d×%d grid", a, w, h)
	}
	g, _, err := Generate(rng.New(seed), w, h, a)
	if err != nil {
		return nil, err
	}
	return dataFromGrid(g, ""), nil
}

// solve finds the puzzle's solution with the exact-cover solver.
func solve(d *Data) (Answer, error) {
	sols, _, err := SolveBudget(d.Grid(), 1, 0)
	if err != nil {
		return Answer{}, err
	}
	if len(sols) == 0 {
		return Answer{}, fmt.Errorf("this puzzle has no solution")
	}
	a := Answer{Rectangles: make([][4]int, len(sols[0]))}
	for i, r := range sols[0] {
		a.Rectangles[i] = [4]int{r.Left, r.Top, r.Right, r.Bottom}
	}
	return a, nil
}
