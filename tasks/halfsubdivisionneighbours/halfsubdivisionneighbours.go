package halfsubdivisionneighbours

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/scbench/scbench/tasks"
)

// Answer is a half-subdivision answer: the labels of the target's neighbours.
// The key is spelled "neighbors", as upstream's is; the grader accepts
// "neighbours" too.
type Answer struct {
	Neighbors Labels `json:"neighbors" schema:"pattern=^(?:[01]+)?$"`
}

// Labels are an answer's labels as read: strings of 0s and 1s.
type Labels []string

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

var canonical = tasks.Records[canonicalRecord]("half-subdivision-neighbours", canonicalJSON)

// The parameters of the manifold.
var (
	dimension   = tasks.IntKey("dimension", 2, 3, 2, "2 for the unit square, 3 for the unit cube")
	cycleLength = tasks.IntKey("cycle_length", 2, maxCycleLen, 3, "length of the repeating axis cycle (every axis occurs in it; the letters are drawn from the seed)")
	maxDepth    = tasks.IntKey("max_depth", 1, maxDepthLimit, 5, "depth at which every node is a leaf")
	minDepth    = tasks.IntKey("min_depth", 0, maxDepthLimit, 3, "depth above which every node is split (at most max_depth)")
	splitProb   = tasks.FloatKey("split_prob", 0, 1, 0.35, "chance that a node between min_depth and max_depth is split further")
)

// Task is half-subdivision neighbours.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "half-subdivision-neighbours",
		ID:     54,
		Name:   "Half-subdivision neighbours",
		Bucket: tasks.Axiomatic,
		Summary: "The unit square or cube is halved again and again along a repeating cycle of " +
			"axes; the prompt draws the binary tree of cuts and names a target leaf. The model " +
			"lists every leaf sharing a boundary segment (2D) or face (3D) with the target. " +
			"Passing needs the exact set. It tests turning a symbolic tree into a spatial layout " +
			"and reasoning about adjacency across different depths.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(dimension, cycleLength, maxDepth, minDepth, splitProb),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a small square subdivision (about 16 leaves)", Values: tasks.Set(
				dimension.Is(2), cycleLength.Is(3), maxDepth.Is(5), minDepth.Is(3), splitProb.Is(0.35))},
			{Name: "medium", Doc: "a cube subdivision of about 90 leaves", Values: tasks.Set(
				dimension.Is(3), cycleLength.Is(5), maxDepth.Is(7), minDepth.Is(5), splitProb.Is(0.75))},
			{Name: "hard", Doc: "a deep cube subdivision of several hundred leaves", Values: tasks.Set(
				dimension.Is(3), cycleLength.Is(6), maxDepth.Is(10), minDepth.Is(7), splitProb.Is(0.85))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		r := canonical[k]
		d, err := NewData(r.Dimension, r.AxisCycle, r.MaxDepth, r.MinDepth, r.SplitProb, r.Leaves, r.Target)
		if err != nil {
			return nil, fmt.Errorf("canonical subpass %d: %w", k, err)
		}
		return d, nil
	},
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return generate(dimension.Get(p), cycleLength.Get(p), maxDepth.Get(p), minDepth.Get(p), splitProb.Get(p), seed)
	},
	Prompt: prompt,
	Solve:  solve,
	Scene:  (*Data).Scene,
	// The answer is read by the task's own reader (read.go), which also takes
	// labels written as plain text, so grading starts from the raw text.
	GradeText: grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%dD, %d leaves, cycle %s", r.Dimension, len(r.Leaves), strings.Join(r.AxisCycle, "")),
			Difficulty: r.Difficulty,
			Params: tasks.Set(dimension.Is(r.Dimension), cycleLength.Is(len(r.AxisCycle)),
				maxDepth.Is(r.MaxDepth), minDepth.Is(r.MinDepth), splitProb.Is(r.SplitProb)),
			Ref: r.Ref,
		}
	}
	return subs
}

// solve lists the target's neighbours by the rule.
func solve(d *Data) (Answer, error) {
	return Answer{Neighbors: slices.Clone(d.Neighbours())}, nil
}
