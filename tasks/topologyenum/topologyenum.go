// Package topologyenum is SCBench task 51: a unit square is known only by the
// class labels at its four corners; list every corner configuration (up to
// renaming the labels) that forces the n classes to meet inside the square.
//
// The instance is just the number of classes (2 or 3) and the order in which
// the prompt lists the corners. The canonical subpasses are upstream's ten
// curated records; the truth is computed from the task author's rule
// (cornerlabels.Analyse), never looked up.
package topologyenum

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

// Answer is the reference answer's form.
type Answer struct {
	Configs [][4]int `json:"configs"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["configs"],"properties":{"configs":{"type":"array","items":{"type":"array","minItems":4,"maxItems":4,"items":{"type":"integer"}}}}}`

// Data is a topology-enumeration instance.
type Data struct {
	// Classes is the number of distinct classes present, 2 or 3.
	Classes int `json:"n_classes"`
	// CornerOrder is the order in which a configuration lists the corners.
	CornerOrder cl.CornerOrder `json:"corner_order"`
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "topology-enumeration",
		ID:     51,
		Name:   "Topology enumeration",
		Bucket: tasks.Axiomatic,
		Summary: "A unit square is known only by the class labels at its four corners, listed in a " +
			"stated order; the boundaries inside may be any curves. The model lists every corner " +
			"configuration, up to renaming the labels, that guarantees the two classes meet inside " +
			"the square, or the three classes meet at one interior point. It tests reasoning about " +
			"what continuity forces, and keeping a non-standard corner order straight.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "n_classes", Kind: tasks.Int, Min: 2, Max: 3, Default: 3,
				Doc: "how many distinct classes occur in the square"},
			{Name: "corner_order", Kind: tasks.Choice, Choices: cl.CornerOrderChoices(), Default: cl.Any,
				Doc: cl.OrderDoc("corners in a configuration")},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "2 classes, corners counter-clockwise from the bottom left",
				Values: map[string]any{"n_classes": 2, "corner_order": cl.Standard}},
			{Name: "medium", Doc: "3 classes, corners read around the square from another start or clockwise",
				Values: map[string]any{"n_classes": 3, "corner_order": cl.Around}},
			{Name: "hard", Doc: "3 classes, corners read in an order that jumps across the square",
				Values: map[string]any{"n_classes": 3, "corner_order": cl.Scrambled}},
		},
	}
}

//go:embed canonical.json
var canonicalJSON []byte

var canonical = cl.LoadRecords(canonicalJSON, "topologyenum")

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d classes, corners %s", r.NClasses, r.CornerOrder.Names()),
			Difficulty: r.Difficulty,
			Params:     tasks.Params{"n_classes": r.NClasses, "corner_order": r.CornerOrder.Kind()},
			Ref:        r.Ref,
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("topology-enumeration has no subpass %d", k)
	}
	r := canonical[k]
	return content(&Data{Classes: r.NClasses, CornerOrder: r.CornerOrder})
}

// Generate draws the corner order (when the parameter names a kind); the class
// count is the parameter's.
func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	o, err := cl.PickCornerOrder(p.String("corner_order"), rng.New(seed).Derive("corner order"))
	if err != nil {
		return tasks.Content{}, err
	}
	return content(&Data{Classes: p.Int("n_classes"), CornerOrder: o})
}

func content(d *Data) (tasks.Content, error) {
	if err := d.Valid(); err != nil {
		return tasks.Content{}, err
	}
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}, nil
}

// Valid checks the class count and the corner order.
func (d *Data) Valid() error {
	if d.Classes != 2 && d.Classes != 3 {
		return fmt.Errorf("topology-enumeration has 2 or 3 classes, not %d", d.Classes)
	}
	return d.CornerOrder.Valid()
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

// Forces is the task author's rule: corner labels in geometric order guarantee
// that n classes meet inside the square when exactly n distinct labels occur
// and, for three classes, the two equal corners share an edge (then the three
// domains meet at an interior point; with the equal corners on a diagonal a
// band of that class may keep the other two apart).
func Forces(geo [4]int, n int) bool {
	if cl.Distinct(geo) != n {
		return false
	}
	switch n {
	case 2:
		return true
	case 3:
		return cl.Analyse(geo).Behaviour == cl.ThreeDomains
	}
	return false
}

// Configurations applies the rule to every configuration in canonical form
// (labels in the prompt's order, relabelled by first occurrence from 0) and
// returns those that force the classes to meet, in lexicographic order.
func (d *Data) Configurations() [][4]int {
	var out [][4]int
	n := d.Classes
	for code := 0; code < n*n*n*n; code++ {
		t := [4]int{code / (n * n * n), code / (n * n) % n, code / n % n, code % n}
		if cl.Relabel(t, 0) != t {
			continue // not canonical: its canonical form comes up on its own
		}
		if Forces(d.CornerOrder.ToGeometric(t), n) {
			out = append(out, t)
		}
	}
	return out
}

// Solve lists the configurations the rule accepts, in canonical form.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	return Answer{Configs: d.Configurations()}, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Topology enumeration")
	}
	return d.Scene()
}
