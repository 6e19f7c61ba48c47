// Package packprisms is SCBench Q16: pack a multiset of rectangular prisms,
// each rotated orthogonally and placed at integer coordinates without overlap,
// into the smallest enclosing box measured from the origin.
//
// The canonical subpasses are upstream's nine cumulative class lists; fresh
// instances come from a seeded generator whose full-marks target is what the
// reference packer reaches (see Data.Target).
package packprisms

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

// Box is one placed prism in an answer.
type Box struct {
	Min [3]int64 `json:"XyzMin"`
	Max [3]int64 `json:"XyzMax"`
}

// Answer is the reference answer's form.
type Answer struct {
	Boxes []Box `json:"boxes"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","required":["boxes"],"properties":{"boxes":{"type":"array","items":{"type":"object","required":["XyzMin","XyzMax"],"properties":{"XyzMin":{"type":"array","minItems":3,"maxItems":3,"items":{"type":"integer"}},"XyzMax":{"type":"array","minItems":3,"maxItems":3,"items":{"type":"integer"}}}}}}}`

// Limits of the manifold.
const (
	MaxClasses = 10
	MaxPrisms  = 250
	MaxSide    = 50
)

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "pack-prisms",
		ID:     16,
		Name:   "Pack rectangular prisms",
		Bucket: tasks.Constructive,
		Summary: "Given counts of rectangular prisms of a few sizes, the model places every prism " +
			"(rotated by quarter turns as it likes) at integer coordinates with no two overlapping, " +
			"so that the box from the origin to the far corner of the packing is as small as " +
			"possible. The score is the packing efficiency (total prism volume over the enclosing " +
			"volume) against a target: 100% where a perfect packing is expected, 95% otherwise. It " +
			"tests three-dimensional arrangement, rotation and volume bookkeeping.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "classes", Kind: tasks.Int, Min: 1, Max: MaxClasses, Default: 3, Doc: "number of distinct prism sizes"},
			{Name: "prisms", Kind: tasks.Int, Min: 1, Max: MaxPrisms, Default: 30, Doc: "number of prisms in all, shared out among the sizes at random (each size at least once)"},
			{Name: "max_side", Kind: tasks.Int, Min: 1, Max: MaxSide, Default: 12, Doc: "the longest side a prism may have; sides are drawn from 1 to this"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "2 sizes, 12 prisms, sides up to 8", Values: map[string]any{"classes": 2, "prisms": 12, "max_side": 8}},
			{Name: "medium", Doc: "4 sizes, 40 prisms, sides up to 15", Values: map[string]any{"classes": 4, "prisms": 40, "max_side": 15}},
			{Name: "hard", Doc: "8 sizes, 120 prisms, sides up to 30", Values: map[string]any{"classes": 8, "prisms": 120, "max_side": 30}},
		},
	}
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(classes))
	for k := range classes {
		d := canonicalData(k)
		side := 0
		for _, c := range d.Classes {
			side = max(side, c.Dims[0])
		}
		diff := "easy"
		switch {
		case k >= 6:
			diff = "hard"
		case k >= 2:
			diff = "medium"
		}
		sizes := "sizes"
		if k == 0 {
			sizes = "size"
		}
		subs[k] = tasks.Subpass{
			Index:      k,
			Name:       fmt.Sprintf("%d %s, %d prisms, volume %d", k+1, sizes, d.Count(), d.Volume()),
			Difficulty: diff,
			Params:     tasks.Params{"classes": k + 1, "prisms": d.Count(), "max_side": side},
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(classes) {
		return tasks.Content{}, fmt.Errorf("pack-prisms has no subpass %d", k)
	}
	return content(canonicalData(k)), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	d, err := Generate(p.Int("classes"), p.Int("prisms"), p.Int("max_side"), seed)
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

// Solve packs the prisms with the reference packer.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	a := Answer{Boxes: []Box{}}
	for _, b := range d.Pack() {
		a.Boxes = append(a.Boxes, Box{Min: b.Min, Max: b.Max})
	}
	return a, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(3, "Pack rectangular prisms")
	}
	return d.Scene()
}
