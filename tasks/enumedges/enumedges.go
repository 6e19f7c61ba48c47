// Package enumedges is SCBench task 52: unit squares are known only by their
// corner class labels; for each, list the pairs of edges a class boundary is
// guaranteed to join, under a stated edge numbering.
//
// The canonical subpasses are upstream's eight curated records, each shown as
// the record's prompt shows it. The truth of any instance is computed from the
// task author's rule (cornerlabels.Analyse), never looked up.
package enumedges

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/cornerlabels"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Task implements tasks.Task.
type Task struct{}

// Answer is the reference answer's form: per square, its pairs of edge numbers.
type Answer struct {
	Edges [][][2]int `json:"edges"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["edges"],"properties":{"edges":{"type":"array","items":{"type":"array","items":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"integer"}}}}}}`

// Data is an enumerate-edges instance: the squares, and the edge numbering.
type Data struct {
	cl.Board
	// EdgeOrder numbers the edges: EdgeOrder[i] is edge i.
	EdgeOrder cl.EdgeOrder `json:"edge_order"`
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "enumerate-edges",
		ID:     52,
		Name:   "Enumerate edges",
		Bucket: tasks.Axiomatic,
		Summary: "Several unit squares are each given only by the class labels at their corners, in " +
			"a stated corner order. For every square the model lists the pairs of edges, under a " +
			"stated numbering, that a class boundary is guaranteed to join, or nothing when no " +
			"connection is certain. It tests reading a topology off corner data, as marching " +
			"squares does, through two permuted conventions.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "squares", Kind: tasks.Int, Min: 1, Max: 11, Default: 5,
				Doc: "how many squares (different cases of the registry) to show"},
			{Name: "corner_order", Kind: tasks.Choice, Choices: cl.CornerOrderChoices(), Default: cl.Any,
				Doc: cl.OrderDoc("corner labels in each tuple")},
			{Name: "edge_order", Kind: tasks.Choice, Choices: cl.EdgeOrderChoices(), Default: cl.Any,
				Doc: cl.OrderDoc("edges when they are numbered 0 to 3")},
			{Name: "ambiguous", Kind: tasks.Bool, Default: true,
				Doc: "whether squares whose boundaries could join in more than one way (answer []) may appear"},
			{Name: "labels", Kind: tasks.Choice, Choices: cl.LabelChoices, Default: cl.LabelsOrdered,
				Doc: "ordered: classes numbered 1, 2, ... counter-clockwise from the bottom left, as upstream; shuffled: random numbers 1 to 4"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "4 squares in the standard orders, none ambiguous",
				Values: map[string]any{"squares": 4, "corner_order": cl.Standard, "edge_order": cl.Standard, "ambiguous": false}},
			{Name: "medium", Doc: "5 squares, both orders walking around the square from elsewhere",
				Values: map[string]any{"squares": 5, "corner_order": cl.Around, "edge_order": cl.Around}},
			{Name: "hard", Doc: "7 squares, both orders jumping across the square, shuffled class numbers",
				Values: map[string]any{"squares": 7, "corner_order": cl.Scrambled, "edge_order": cl.Scrambled, "labels": cl.LabelsShuffled}},
		},
	}
}

//go:embed canonical.json
var canonicalJSON []byte

var canonical = cl.LoadRecords(canonicalJSON, "enumedges")

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		ambiguous := false
		for _, sq := range r.Squares {
			ambiguous = ambiguous || cl.Analyse(r.CornerOrder.ToGeometric(sq)).Behaviour == cl.Ambiguous
		}
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d squares, corners %s, edges %s", len(r.Squares), r.CornerOrder.Key(), r.EdgeOrder.Key()),
			Difficulty: r.Difficulty,
			Params: tasks.Params{"squares": len(r.Squares), "corner_order": r.CornerOrder.Kind(), "edge_order": r.EdgeOrder.Kind(),
				"ambiguous": ambiguous, "labels": cl.LabelsOrdered},
			Ref: r.Ref,
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("enumerate-edges has no subpass %d", k)
	}
	r := canonical[k]
	if r.EdgeOrder == nil {
		return tasks.Content{}, fmt.Errorf("enumerate-edges subpass %d has no edge order", k)
	}
	return content(&Data{Board: r.Board(), EdgeOrder: *r.EdgeOrder})
}

// Generate draws the orders, then distinct cases (never three domains meeting,
// which this task leaves out), then, if asked, the class numbers.
func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	r := rng.New(seed)
	ambiguous := p.Bool("ambiguous")
	allowed := cl.CasesWhere(func(b cl.Behaviour) bool {
		return b == cl.Known || (ambiguous && b == cl.Ambiguous)
	})
	board, err := cl.NewBoard(r, p.String("corner_order"), p.Int("squares"), allowed, p.String("labels"))
	if err != nil {
		return tasks.Content{}, err
	}
	eo, err := cl.PickEdgeOrder(p.String("edge_order"), r.Derive("edge order"))
	if err != nil {
		return tasks.Content{}, err
	}
	return content(&Data{Board: board, EdgeOrder: eo})
}

func content(d *Data) (tasks.Content, error) {
	if err := d.Valid(); err != nil {
		return tasks.Content{}, err
	}
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}, nil
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

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	d, err := tasks.DataAs[Data](in)
	if err != nil {
		return nil, err
	}
	if err := d.Valid(); err != nil {
		return nil, err
	}
	return d, nil
}

// Truth is the answer the rule gives: per square, the guaranteed pairs in the
// prompt's edge numbering, each smaller number first, sorted; [] when the
// square is uniform or ambiguous.
func (d *Data) Truth() [][][2]int {
	out := make([][][2]int, len(d.Squares))
	for i := range d.Squares {
		out[i] = d.EdgeOrder.Numbered(d.Topology(i).Pairs)
	}
	return out
}

// Solve applies the rule to every square.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	return Answer{Edges: d.Truth()}, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Enumerate edges")
	}
	s, _ := d.Scene()
	return s
}

// Scene draws the squares with their labels and edge numbers, and returns each
// square's frame.
func (d *Data) Scene() (*scene.Scene, []cl.Frame) {
	return cl.SquaresScene("Enumerate edges", d.Squares, d.CornerOrder, &d.EdgeOrder)
}
