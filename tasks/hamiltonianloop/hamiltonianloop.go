package hamiltonianloop

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
)

// Step is one cell of an answer: {"xy": [x, y]}, 1-based.
type Step struct {
	XY [2]int `json:"xy" schema:"minimum=1"`
}

// Answer is a loop: every open cell once, in the order the loop visits them.
type Answer struct {
	Steps Steps `json:"steps"`
}

// Steps are an answer's cells as listed.
type Steps []Step

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

	// witness is the loop a generated instance was carved from. It is kept
	// with the data, unencoded, because the solver sees only the data: without
	// it a generated grid would have to be searched, and on grids with many
	// scattered obstacles the search can run out of budget.
	witness [][2]int
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

// Limits of the generator's parameters.
const (
	MinSize = 4
	MaxSize = 32
)

// The parameters of the manifold.
var (
	size = tasks.IntKey("size", MinSize, MaxSize, 8,
		"cells per side of the square grid (even: an odd grid has no such loop)")
	blocked = tasks.IntKey("blocked", 0, MaxSize*MaxSize/4, 4,
		"how many cells are blocked (even, at most a quarter of the grid); they are carved in pairs from a random loop")
	show = tasks.ChoiceKey("show", []string{ShowMap, ShowList}, ShowMap,
		"how the prompt states the blocked cells: a text map or a list of coordinates")
)

// Task is the Hamiltonian loop.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "hamiltonian-loop",
		ID:     9,
		Name:   "Hamiltonian loop",
		Bucket: tasks.Constructive,
		Summary: "A square grid with some blocked cells is given; the model lists the open cells " +
			"in the order of one closed loop that steps only between side-adjacent cells and " +
			"visits every open cell exactly once. It tests planning a long route that must stay " +
			"globally consistent, with no dead ends, around obstacles.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(size, blocked, show),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "6×6, 4 blocked cells", Values: tasks.Set(size.Is(6), blocked.Is(4))},
			{Name: "medium", Doc: "10×10, 12 blocked cells", Values: tasks.Set(size.Is(10), blocked.Is(12))},
			{Name: "hard", Doc: "16×16, 28 blocked cells", Values: tasks.Set(size.Is(16), blocked.Is(28))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		c := canonical[k]
		return NewData(c.size, append([][2]int(nil), c.blocked...), c.show), nil
	},
	Generate: generate,
	Prompt:   prompt,
	Solve:    solve,
	Scene:    (*Data).Scene,
	// The answer may also come as plain lines "x,y", which the JSON reader
	// would refuse: the grader reads the raw text itself.
	GradeText: grade,
	Hint:      hint,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		name := fmt.Sprintf("%d×%d, no blocked cells", c.size, c.size)
		if len(c.blocked) > 0 {
			name = fmt.Sprintf("%d×%d, %d blocked cells (%s)", c.size, c.size, len(c.blocked), c.show)
		}
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   name,
			Params: tasks.Set(size.Is(c.size), blocked.Is(len(c.blocked)), show.Is(c.show)),
		}
	}
	return subs
}

// generate carves a fresh grid from a random loop and keeps that loop as the
// instance's witness.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	d, loop, err := Generate(size.Get(p), blocked.Get(p), show.Get(p), seed)
	if err != nil {
		return nil, err
	}
	d.witness = loop
	return d, nil
}

// solve returns a loop through every open cell: a generated instance's
// witness, or for any other instance a loop found by search.
func solve(d *Data) (Answer, error) {
	loop := d.witness
	if loop == nil {
		var err error
		if loop, err = SolveLoop(d, DefaultBudget); err != nil {
			return Answer{}, err
		}
	}
	a := Answer{Steps: make([]Step, len(loop))}
	for i, c := range loop {
		a.Steps[i] = Step{XY: c}
	}
	return a, nil
}
