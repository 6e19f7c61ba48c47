package enumerateedges

import (
	_ "embed"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

// Answer is an enumerate-edges answer: per square, its pairs of edge numbers.
type Answer struct {
	Edges Edges `json:"edges"`
}

// Edges are an answer's lists of pairs as written, one list per square.
type Edges []Pairs

// Pairs are one square's pairs of edge numbers as written.
type Pairs [][2]int

// Data is an enumerate-edges instance: the squares, and the edge numbering.
type Data struct {
	cl.Board
	// EdgeOrder numbers the edges: EdgeOrder[i] is edge i.
	EdgeOrder cl.EdgeOrder `json:"edge_order"`

	truth [][][2]int // the rule's pairs, found once when the data is checked
}

// The parameters of the manifold.
var (
	squares     = tasks.IntKey("squares", 1, 11, 5, "how many squares (different cases of the registry) to show")
	cornerOrder = tasks.ChoiceKey("corner_order", cl.CornerOrderChoices(), cl.Any, cl.OrderDoc("corner labels in each tuple"))
	edgeOrder   = tasks.ChoiceKey("edge_order", cl.EdgeOrderChoices(), cl.Any, cl.OrderDoc("edges when they are numbered 0 to 3"))
	ambiguous   = tasks.BoolKey("ambiguous", true, "whether squares whose boundaries could join in more than one way (answer []) may appear")
	labels      = cl.LabelsKey
)

//go:embed canonical.json
var canonicalJSON []byte

var canonical = cl.LoadRecords(canonicalJSON, "enumerateedges")

// Task is enumerate edges.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "enumerate-edges",
		ID:     52,
		Name:   "Enumerate edges",
		Bucket: tasks.Axiomatic,
		Summary: "Several unit squares are each given only by the class labels at their corners, in " +
			"a stated corner order. For every square the model lists the pairs of edges, under a " +
			"stated numbering, that a class boundary is guaranteed to join, or nothing when no " +
			"connection is certain. It tests reading a topology off corner data, as marching " +
			"squares does, through two permuted conventions.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(squares, cornerOrder, edgeOrder, ambiguous, labels),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "4 squares in the standard orders, none ambiguous",
				Values: tasks.Set(squares.Is(4), cornerOrder.Is(cl.Standard), edgeOrder.Is(cl.Standard), ambiguous.Is(false))},
			{Name: "medium", Doc: "5 squares, both orders walking around the square from elsewhere",
				Values: tasks.Set(squares.Is(5), cornerOrder.Is(cl.Around), edgeOrder.Is(cl.Around))},
			{Name: "hard", Doc: "7 squares, both orders jumping across the square, shuffled class numbers",
				Values: tasks.Set(squares.Is(7), cornerOrder.Is(cl.Scrambled), edgeOrder.Is(cl.Scrambled), labels.Is(cl.LabelsShuffled))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		r := canonical[k]
		if r.EdgeOrder == nil {
			return nil, fmt.Errorf("enumerate-edges subpass %d has no edge order", k)
		}
		return valid(&Data{Board: r.Board(), EdgeOrder: *r.EdgeOrder})
	},
	Generate: generate,
	Prompt:   prompt,
	Bare:     verifiers.ListOfSeqs,
	Solve:    solve,
	Scene:    (*Data).Scene,
	Valid:    (*Data).checked,
	Grade:    grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		amb := false
		for _, sq := range r.Squares {
			amb = amb || cl.Analyse(r.CornerOrder.ToGeometric(sq)).Behaviour == cl.Ambiguous
		}
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d squares, corners %s, edges %s", len(r.Squares), r.CornerOrder.Key(), r.EdgeOrder.Key()),
			Difficulty: r.Difficulty,
			Params: tasks.Set(squares.Is(len(r.Squares)), cornerOrder.Is(r.CornerOrder.Kind()), edgeOrder.Is(r.EdgeOrder.Kind()),
				ambiguous.Is(amb), labels.Is(cl.LabelsOrdered)),
			Ref: r.Ref,
		}
	}
	return subs
}

// generate draws the orders, then distinct cases (never three domains meeting,
// which this task leaves out), then, if asked, the class numbers.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	r := rng.New(seed)
	amb := ambiguous.Get(p)
	allowed := cl.CasesWhere(func(b cl.Behaviour) bool {
		return b == cl.Known || (amb && b == cl.Ambiguous)
	})
	board, err := cl.NewBoard(r, cornerOrder.Get(p), squares.Get(p), allowed, labels.Get(p))
	if err != nil {
		return nil, err
	}
	eo, err := cl.PickEdgeOrder(edgeOrder.Get(p), r.Derive("edge order"))
	if err != nil {
		return nil, err
	}
	return valid(&Data{Board: board, EdgeOrder: eo})
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

// Valid checks the orders and the squares, none of which may have three
// domains meeting.
func (d *Data) Valid() error {
	if err := d.Board.Valid(); err != nil {
		return err
	}
	if err := d.EdgeOrder.Valid(); err != nil {
		return err
	}
	for i, sq := range d.Squares {
		if cl.Analyse(d.CornerOrder.ToGeometric(sq)).Behaviour == cl.ThreeDomains {
			return fmt.Errorf("square %d %s has three domains meeting, which enumerate-edges leaves out", i+1, cl.Tuple(sq))
		}
	}
	return nil
}

// Truth is the answer the rule gives: per square, the guaranteed pairs in the
// prompt's edge numbering, each smaller number first, sorted; [] when the
// square is uniform or ambiguous.
// The result is the instance's own once its data has been checked: callers
// must not change it.
func (d *Data) Truth() [][][2]int {
	if d.truth != nil {
		return d.truth
	}
	return d.rule()
}

// rule applies the rule to every square.
func (d *Data) rule() [][][2]int {
	out := make([][][2]int, len(d.Squares))
	for i := range d.Squares {
		out[i] = d.EdgeOrder.Numbered(d.Topology(i).Pairs)
	}
	return out
}

// solve applies the rule to every square, refusing data that Canonical and
// Generate would never build (see Valid), as the grader does.
func solve(d *Data) (Answer, error) {
	if err := d.Valid(); err != nil {
		return Answer{}, err
	}
	a := Answer{Edges: Edges{}}
	for _, pairs := range d.rule() {
		a.Edges = append(a.Edges, pairs)
	}
	return a, nil
}

// Scene draws the squares with their labels and edge numbers.
func (d *Data) Scene() *scene.Scene {
	s, _ := d.draw()
	return s
}

// draw is Scene, also returning each square's frame for the overlay to draw in.
func (d *Data) draw() (*scene.Scene, []cl.Frame) {
	return cl.SquaresScene("Enumerate edges", d.Squares, d.CornerOrder, &d.EdgeOrder)
}
