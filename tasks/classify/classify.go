// Package classify is SCBench task 53: unit squares are known only by their
// corner class labels; classify each as "known behaviour", "three domains
// meeting" or "ambiguous".
//
// The canonical subpasses are upstream's thirteen curated records, each shown
// as the record's prompt shows it. The truth of any instance is computed from
// the task author's rule (cornerlabels.Analyse), never looked up.
package classify

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

// Answer is the reference answer's form: one label per square.
type Answer struct {
	Labels []string `json:"labels"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["labels"],"properties":{"labels":{"type":"array","items":{"type":"string","enum":["known behaviour","three domains meeting","ambiguous"]}}}}`

// Data is a classify-behaviour instance: the squares.
type Data struct {
	cl.Board
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "classify-behaviour",
		ID:     53,
		Name:   "Classify behaviour",
		Bucket: tasks.Axiomatic,
		Summary: "Several unit squares are each given only by the class labels at their corners, in " +
			"a stated corner order. The model classifies every square as known behaviour (the " +
			"boundaries' edge connections are determined), three domains meeting (and three classes " +
			"meet at a point), or ambiguous (more than one topology is possible). It tests telling " +
			"forced topology from open topology through a permuted corner order.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "squares", Kind: tasks.Int, Min: 1, Max: cl.MaxSquares, Default: 6,
				Doc: "how many squares (different cases of the registry) to show"},
			{Name: "corner_order", Kind: tasks.Choice, Choices: cl.CornerOrderChoices(), Default: cl.Any,
				Doc: cl.OrderDoc("corner labels in each tuple")},
			{Name: "labels", Kind: tasks.Choice, Choices: cl.LabelChoices, Default: cl.LabelsOrdered,
				Doc: "ordered: classes numbered 1, 2, ... counter-clockwise from the bottom left, as upstream; shuffled: random numbers 1 to 4"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "4 squares, corners counter-clockwise from the bottom left",
				Values: map[string]any{"squares": 4, "corner_order": cl.Standard}},
			{Name: "medium", Doc: "6 squares, corners read around the square from elsewhere",
				Values: map[string]any{"squares": 6, "corner_order": cl.Around}},
			{Name: "hard", Doc: "10 squares, corners read across the square, shuffled class numbers",
				Values: map[string]any{"squares": 10, "corner_order": cl.Scrambled, "labels": cl.LabelsShuffled}},
		},
	}
}

//go:embed canonical.json
var canonicalJSON []byte

var canonical = cl.LoadRecords(canonicalJSON, "classify")

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d squares, corners %s", len(r.Squares), r.CornerOrder.Key()),
			Difficulty: r.Difficulty,
			Params:     tasks.Params{"squares": len(r.Squares), "corner_order": r.CornerOrder.Kind(), "labels": cl.LabelsOrdered},
			Ref:        r.Ref,
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("classify-behaviour has no subpass %d", k)
	}
	return content(&Data{Board: canonical[k].Board()})
}

// Generate draws the corner order, then distinct cases of any behaviour, then,
// if asked, the class numbers.
func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	all := cl.CasesWhere(func(cl.Behaviour) bool { return true })
	board, err := cl.NewBoard(rng.New(seed), p.String("corner_order"), p.Int("squares"), all, p.String("labels"))
	if err != nil {
		return tasks.Content{}, err
	}
	return content(&Data{Board: board})
}

func content(d *Data) (tasks.Content, error) {
	if err := d.Valid(); err != nil {
		return tasks.Content{}, err
	}
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}, nil
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

// Truth is the rule's label for every square.
func (d *Data) Truth() []cl.Behaviour {
	out := make([]cl.Behaviour, len(d.Squares))
	for i := range d.Squares {
		out[i] = d.Topology(i).Behaviour
	}
	return out
}

// Solve applies the rule to every square.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	a := Answer{Labels: []string{}}
	for _, b := range d.Truth() {
		a.Labels = append(a.Labels, string(b))
	}
	return a, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Classify behaviour")
	}
	s, _ := d.Scene()
	return s
}

// Scene draws the squares with their labels, and returns each square's frame.
func (d *Data) Scene() (*scene.Scene, []cl.Frame) {
	return cl.SquaresScene("Classify behaviour", d.Squares, d.CornerOrder, nil)
}
