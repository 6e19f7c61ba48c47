package hypersnake

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
)

// Data is a Hyper-Snake world. Coordinates are in axis order.
type Data struct {
	Size  []int   `json:"size"`
	Start []int   `json:"start"`
	Walls [][]int `json:"walls"`
	Food  [][]int `json:"food"`
}

// Step is one cell of an answer's path. Its schema leaves the object open, as
// the grader ignores keys besides "pos".
type Step struct {
	_   struct{} `schema:"open"`
	Pos []int    `json:"pos"`
}

// Answer is a path: the cells the snake occupies, in order, from the start.
// Its schema leaves the object open, as the grader ignores keys besides
// "path".
type Answer struct {
	_    struct{} `schema:"open"`
	Path Path     `json:"path"`
}

// Path is an answer's path as written.
type Path []Step

// Limits of the manifold.
const (
	MinDims, MaxDims = 2, 10
	MaxCells         = 2500
)

// The parameters of the manifold. The keys are named for what they set, as
// the package uses cells, walls and food for the world's own.
var (
	dimsKey  = tasks.IntKey("dims", MinDims, MaxDims, 3, "number of axes")
	cellsKey = tasks.IntKey("cells", 4, MaxCells, 64,
		"cells of the grid: exactly this many when it is a product of dims sides of at least 2, otherwise the largest such product below it")
	wallsKey = tasks.IntKey("walls", 0, 40, 1, "number of wall cells")
	foodKey  = tasks.IntKey("food", 0, 10, 1, "number of food cells")
)

// Task is Hyper-Snake.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "hyper-snake",
		ID:     11,
		Name:   "Hyper-snake",
		Bucket: tasks.Planning,
		Summary: "The game of snake in 2 to 10 dimensions: from a given start cell the model lists a " +
			"path of unit steps along one axis at a time that never revisits a cell, never enters a " +
			"wall, stays inside the grid, eats every food cell and covers as much of the grid as it " +
			"can. The score is the fraction of free cells covered (98% is enough when there are " +
			"walls), divided for every food cell missed. It tests keeping track of position and of " +
			"visited cells in spaces that cannot be pictured.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(dimsKey, cellsKey, wallsKey, foodKey),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a flat grid of about 64 cells, 2 walls, 1 food",
				Values: tasks.Set(dimsKey.Is(2), cellsKey.Is(64), wallsKey.Is(2), foodKey.Is(1))},
			{Name: "medium", Doc: "4 axes, about 625 cells, 3 walls, 2 food",
				Values: tasks.Set(dimsKey.Is(4), cellsKey.Is(625), wallsKey.Is(3), foodKey.Is(2))},
			{Name: "hard", Doc: "7 axes, about 2,187 cells, 4 walls, 3 food",
				Values: tasks.Set(dimsKey.Is(7), cellsKey.Is(2187), wallsKey.Is(4), foodKey.Is(3))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) { return canonical[k].clone(), nil },
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return Generate(dimsKey.Get(p), cellsKey.Get(p), wallsKey.Get(p), foodKey.Get(p), seed)
	},
	Prompt: prompt,
	Bare:   pathLike,
	Solve:  solve,
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i := range canonical {
		d := &canonical[i]
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%dD, %s", len(d.Size), FormatSize(d.Size)),
			Difficulty: difficulty(len(d.Size)),
			Params:     tasks.Set(dimsKey.Is(len(d.Size)), cellsKey.Is(NewGrid(d.Size).Cells()), wallsKey.Is(len(d.Walls)), foodKey.Is(len(d.Food))),
		}
	}
	return subs
}

func difficulty(dims int) string {
	switch {
	case dims <= 3:
		return "easy"
	case dims <= 6:
		return "medium"
	}
	return "hard"
}

func (d *Data) clone() *Data {
	c := &Data{Size: append([]int(nil), d.Size...), Start: append([]int(nil), d.Start...), Walls: [][]int{}, Food: [][]int{}}
	for _, w := range d.Walls {
		c.Walls = append(c.Walls, append([]int(nil), w...))
	}
	for _, f := range d.Food {
		c.Food = append(c.Food, append([]int(nil), f...))
	}
	return c
}

// solve finds a path with the backbite search (see solver.go).
func solve(d *Data) (Answer, error) {
	sol := d.solve()
	g := NewGrid(d.Size)
	a := Answer{Path: make([]Step, len(sol.cells))}
	for i, c := range sol.cells {
		a.Path[i] = Step{Pos: g.Coord(c)}
	}
	return a, nil
}

// solverSeed and solverBudget fix the reference search: the generator accepts a
// world only if this exact search reaches full marks on it, so Solve always
// does on generated worlds.
const solverSeed = 1

func solverBudget(cells int) int { return 200*cells + 20000 }

func (d *Data) solve() solution {
	return newSolver(d).solve(solverSeed, solverBudget(NewGrid(d.Size).Cells()))
}
