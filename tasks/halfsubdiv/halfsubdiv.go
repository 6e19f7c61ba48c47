// Package halfsubdiv is SCBench task 54, half-subdivision neighbours: the unit
// square or cube is halved recursively along a repeating cycle of axes; given
// the tree of cuts and a target leaf, the model lists every leaf that shares a
// boundary of positive measure with it (a segment in 2D, a face in 3D).
//
// The canonical subpasses are upstream's 17 curated records: their trees
// (stored as leaf lists), axis cycles and targets. The truth is computed by the
// rule, box adjacency in exact dyadic arithmetic, never looked up.
package halfsubdiv

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

// Answer is the reference answer's form (the schema's key is spelled
// "neighbors", as upstream's is).
type Answer struct {
	Neighbors []string `json:"neighbors"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["neighbors"],"properties":{"neighbors":{"type":"array","items":{"type":"string","pattern":"^(?:[01]+)?$"}}}}`

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "half-subdivision-neighbours",
		ID:     54,
		Name:   "Half-subdivision neighbours",
		Bucket: tasks.Axiomatic,
		Summary: "The unit square or cube is halved again and again along a repeating cycle of " +
			"axes; the prompt draws the binary tree of cuts and names a target leaf. The model " +
			"lists every leaf sharing a boundary segment (2D) or face (3D) with the target. " +
			"Passing needs the exact set. It tests turning a symbolic tree into a spatial layout " +
			"and reasoning about adjacency across different depths.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "dimension", Kind: tasks.Int, Min: 2, Max: 3, Default: 2,
				Doc: "2 for the unit square, 3 for the unit cube"},
			{Name: "cycle_length", Kind: tasks.Int, Min: 2, Max: maxCycleLen, Default: 3,
				Doc: "length of the repeating axis cycle (every axis occurs in it; the letters are drawn from the seed)"},
			{Name: "max_depth", Kind: tasks.Int, Min: 1, Max: maxDepthLimit, Default: 5,
				Doc: "depth at which every node is a leaf"},
			{Name: "min_depth", Kind: tasks.Int, Min: 0, Max: maxDepthLimit, Default: 3,
				Doc: "depth above which every node is split (at most max_depth)"},
			{Name: "split_prob", Kind: tasks.Float, Min: 0, Max: 1, Default: 0.35,
				Doc: "chance that a node between min_depth and max_depth is split further"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a small square subdivision (about 16 leaves)", Values: map[string]any{
				"dimension": 2, "cycle_length": 3, "max_depth": 5, "min_depth": 3, "split_prob": 0.35}},
			{Name: "medium", Doc: "a cube subdivision of about 90 leaves", Values: map[string]any{
				"dimension": 3, "cycle_length": 5, "max_depth": 7, "min_depth": 5, "split_prob": 0.75}},
			{Name: "hard", Doc: "a deep cube subdivision of several hundred leaves", Values: map[string]any{
				"dimension": 3, "cycle_length": 6, "max_depth": 10, "min_depth": 7, "split_prob": 0.85}},
		},
	}
}

//go:embed canonical.json
var canonicalJSON []byte

// canonicalRecord is one upstream record as tools/vgbimport stores it.
type canonicalRecord struct {
	Ref        string   `json:"ref"`
	Difficulty string   `json:"difficulty"`
	Dimension  int      `json:"dimension"`
	AxisCycle  []string `json:"axis_cycle"`
	MaxDepth   int      `json:"max_depth"`
	MinDepth   int      `json:"min_depth"`
	SplitProb  float64  `json:"split_prob"`
	Seed       int      `json:"seed"` // upstream's generator seed (informational)
	Target     string   `json:"target"`
	Leaves     []string `json:"leaves"`
}

var canonical = func() []canonicalRecord {
	var recs []canonicalRecord
	if err := json.Unmarshal(canonicalJSON, &recs); err != nil {
		panic("halfsubdiv: embedded canonical.json is corrupt: " + err.Error())
	}
	return recs
}()

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%dD, %d leaves, cycle %s", r.Dimension, len(r.Leaves), strings.Join(r.AxisCycle, "")),
			Difficulty: r.Difficulty,
			Params: tasks.Params{"dimension": r.Dimension, "cycle_length": len(r.AxisCycle),
				"max_depth": r.MaxDepth, "min_depth": r.MinDepth, "split_prob": r.SplitProb},
			Ref: r.Ref,
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("half-subdivision-neighbours has no subpass %d", k)
	}
	r := canonical[k]
	d, err := NewData(r.Dimension, r.AxisCycle, r.MaxDepth, r.MinDepth, r.SplitProb, r.Leaves, r.Target)
	if err != nil {
		return tasks.Content{}, fmt.Errorf("canonical subpass %d: %w", k, err)
	}
	return content(d), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	d, err := generate(p.Int("dimension"), p.Int("cycle_length"), p.Int("max_depth"), p.Int("min_depth"), p.Float("split_prob"), seed)
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

// Solve lists the target's neighbours by the rule.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	return Answer{Neighbors: d.Neighbours()}, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Half-subdivision neighbours")
	}
	return d.Scene()
}
