package maze3d

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Answer is the maze as the model writes it: N lines of N characters. It is
// text, not JSON; the grader reads the raw reply (see grade.go).
type Answer string

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

// The parameters of the manifold.
var (
	size = tasks.IntKey("size", MinSize, MaxSize, 10,
		"cells per side of the maze (N)")
	jumps = tasks.IntKey("jumps", 0, MaxJumps(MaxSize), 4,
		"the fewest jumps the route must make (at most N²/10); the seed draws A's and B's heights")
)

// canonical is the spec's table: N, A's height, B's height, jumps.
var canonical = [][4]int{
	{5, 5, 0, 2},
	{10, 0, 9, 4},
	{15, 5, 5, 6},
	{20, 5, 5, 8},
	{25, 5, 5, 10},
	{30, 5, 0, 12},
}

// Task is the 3D maze.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
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
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(size, jumps),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "5×5, 2 jumps", Values: tasks.Set(size.Is(5), jumps.Is(2))},
			{Name: "medium", Doc: "10×10, 4 jumps", Values: tasks.Set(size.Is(10), jumps.Is(4))},
			{Name: "hard", Doc: "20×20, 8 jumps", Values: tasks.Set(size.Is(20), jumps.Is(8))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		c := canonical[k]
		return NewData(c[0], c[1], c[2], c[3]), nil
	},
	Generate:  generate,
	Prompt:    prompt,
	AnswerDoc: "N lines of N characters each (0-9, A, B), separated by newlines",
	Solve:     solve,
	Scene:     (*Data).Scene,
	GradeText: grade,
	Hint:      hint,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   fmt.Sprintf("%d×%d, A at level %d, B at level %d, at least %d jumps", c[0], c[0], c[1], c[2], c[3]),
			Params: tasks.Set(size.Is(c[0]), jumps.Is(c[3])),
		}
	}
	return subs
}

// generate draws A's and B's heights from the seed, keeping the first pair
// for which the reference builder finds a maze.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	n, j := size.Get(p), jumps.Get(p)
	if err := NewData(n, 0, 0, j).check(); err != nil {
		return nil, err
	}
	r := rng.New(seed)
	for try := 0; try < 10; try++ {
		d := NewData(n, r.Intn(10), r.Intn(10), j)
		if _, err := Reference(d); err == nil {
			return d, nil
		}
	}
	return nil, fmt.Errorf("the builder found no %d×%d maze with %d jumps for the heights drawn", n, n, j)
}

// Reference builds the reference maze of an instance: Build with a stream
// determined by the instance alone.
func Reference(d *Data) (*Grid, error) {
	seed := uint64(d.Size)<<24 | uint64(d.AHeight)<<16 | uint64(d.BHeight)<<8 | uint64(d.MinJumps&0xff)
	return Build(d, rng.New(seed))
}

// solve returns the reference maze as the text a model would write.
func solve(d *Data) (Answer, error) {
	g, err := Reference(d)
	if err != nil {
		return "", err
	}
	return Answer(g.String()), nil
}
