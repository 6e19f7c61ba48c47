package classifybehaviour

import (
	_ "embed"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Answer is a classify-behaviour answer: one label per square.
type Answer struct {
	Labels Labels `json:"labels" schema:"enum=known behaviour|three domains meeting|ambiguous"`
}

// Labels are an answer's labels as written, one per square.
type Labels []string

// Data is a classify-behaviour instance: the squares.
type Data struct {
	cl.Board
	truth []cl.Behaviour // the rule's labels, found once per instance
}

// The parameters of the manifold.
var (
	squares     = tasks.IntKey("squares", 1, cl.MaxSquares, 6, "how many squares (different cases of the registry) to show")
	cornerOrder = tasks.ChoiceKey("corner_order", cl.CornerOrderChoices(), cl.Any, cl.OrderDoc("corner labels in each tuple"))
	labels      = cl.LabelsKey
)

//go:embed canonical.json
var canonicalJSON []byte

var canonical = cl.LoadRecords(canonicalJSON, "classifybehaviour")

// Task is classify behaviour.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "classify-behaviour",
		ID:     53,
		Name:   "Classify behaviour",
		Bucket: tasks.Axiomatic,
		Summary: "Several unit squares are each given only by the class labels at their corners, in " +
			"a stated corner order. The model classifies every square as known behaviour (the " +
			"boundaries' edge connections are determined), three domains meeting (and three classes " +
			"meet at a point), or ambiguous (more than one topology is possible). It tests telling " +
			"forced topology from open topology through a permuted corner order.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(squares, cornerOrder, labels),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "4 squares, corners counter-clockwise from the bottom left",
				Values: tasks.Set(squares.Is(4), cornerOrder.Is(cl.Standard))},
			{Name: "medium", Doc: "6 squares, corners read around the square from elsewhere",
				Values: tasks.Set(squares.Is(6), cornerOrder.Is(cl.Around))},
			{Name: "hard", Doc: "10 squares, corners read across the square, shuffled class numbers",
				Values: tasks.Set(squares.Is(10), cornerOrder.Is(cl.Scrambled), labels.Is(cl.LabelsShuffled))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		return valid(&Data{Board: canonical[k].Board()})
	},
	Generate: generate,
	Prompt:   prompt,
	Bare:     listOfStrings,
	Solve:    solve,
	Scene:    (*Data).Scene,
	Valid:    (*Data).checked,
	Grade:    grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d squares, corners %s", len(r.Squares), r.CornerOrder.Key()),
			Difficulty: r.Difficulty,
			Params:     tasks.Set(squares.Is(len(r.Squares)), cornerOrder.Is(r.CornerOrder.Kind()), labels.Is(cl.LabelsOrdered)),
			Ref:        r.Ref,
		}
	}
	return subs
}

// generate draws the corner order, then distinct cases of any behaviour, then,
// if asked, the class numbers.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	all := cl.CasesWhere(func(cl.Behaviour) bool { return true })
	board, err := cl.NewBoard(rng.New(seed), cornerOrder.Get(p), squares.Get(p), all, labels.Get(p))
	if err != nil {
		return nil, err
	}
	return valid(&Data{Board: board})
}

// valid returns d if it is a well-formed instance: no instance is built
// without passing Valid.
func valid(d *Data) (*Data, error) {
	if err := d.Valid(); err != nil {
		return nil, err
	}
	d.truth = d.rule()
	return d, nil
}

// checked is Valid, skipped for data that valid has already checked (all that
// Canonical and Generate build).
func (d *Data) checked() error {
	if d.truth != nil {
		return nil
	}
	return d.Valid()
}

// Truth is the rule's label for every square. The slice is the instance's
// own: callers must not change it.
func (d *Data) Truth() []cl.Behaviour {
	if d.truth != nil {
		return d.truth
	}
	return d.rule()
}

// rule applies the rule to every square.
func (d *Data) rule() []cl.Behaviour {
	out := make([]cl.Behaviour, len(d.Squares))
	for i := range d.Squares {
		out[i] = d.Topology(i).Behaviour
	}
	return out
}

// solve applies the rule to every square, refusing data that Canonical and
// Generate would never build (see Board.Valid), as the grader does.
func solve(d *Data) (Answer, error) {
	if err := d.Valid(); err != nil {
		return Answer{}, err
	}
	a := Answer{Labels: []string{}}
	for _, b := range d.Truth() {
		a.Labels = append(a.Labels, string(b))
	}
	return a, nil
}

// Scene draws the squares with their labels.
func (d *Data) Scene() *scene.Scene {
	s, _ := d.draw()
	return s
}

// draw is Scene, also returning each square's frame for the overlay to draw in.
func (d *Data) draw() (*scene.Scene, []cl.Frame) {
	return cl.SquaresScene("Classify behaviour", d.Squares, d.CornerOrder, nil)
}
