// Package delaunay is SCBench task 55: given indexed points in the unit square,
// return their Delaunay triangulation as index triples.
//
// The canonical subpasses are upstream's 25 records with the points exactly as
// their prompts display them (three decimals). Following DECISIONS.md, the task is
// the triangulation of the points as displayed, so every instance is solvable
// from its prompt; upstream's stored truths (computed from unrounded points) are
// kept only as test data.
package delaunay

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

// Answer is the reference answer's form.
type Answer struct {
	Triangles [][3]int `json:"triangles"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["triangles"],"properties":{"triangles":{"type":"array","items":{"type":"array","minItems":3,"maxItems":3,"items":{"type":"integer","minimum":0}}}}}`

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "delaunay",
		ID:     55,
		Name:   "Delaunay triangulation",
		Bucket: tasks.Constructive,
		Summary: "Points in the unit square are listed with their indices; the model returns the " +
			"Delaunay triangulation as index triples. Passing needs every triangle right: the " +
			"triangles must tile the convex hull and no point may lie inside any triangle's " +
			"circumcircle. It tests holding many exact positions in mind and reasoning about " +
			"circles through them.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "num_points", Kind: tasks.Int, Min: 3, Max: 200, Default: 15,
				Doc: "how many points to triangulate"},
			{Name: "decimals", Kind: tasks.Int, Min: 2, Max: 4, Default: 3,
				Doc: "decimal places of every coordinate (the points lie on a grid of that step)"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "8 points", Values: map[string]any{"num_points": 8}},
			{Name: "medium", Doc: "15 points", Values: map[string]any{"num_points": 15}},
			{Name: "hard", Doc: "40 points", Values: map[string]any{"num_points": 40}},
		},
	}
}

//go:embed canonical.json
var canonicalJSON []byte

// canonicalRecord is one upstream record as tools/vgbimport stores it.
type canonicalRecord struct {
	Ref        string   `json:"ref"`
	NumPoints  int      `json:"num_points"`
	Seed       int      `json:"seed"`
	Difficulty string   `json:"difficulty"`
	Milli      [][2]int `json:"milli"`
}

var canonical = func() []canonicalRecord {
	var recs []canonicalRecord
	if err := json.Unmarshal(canonicalJSON, &recs); err != nil {
		panic("delaunay: embedded canonical.json is corrupt: " + err.Error())
	}
	return recs
}()

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d points", r.NumPoints),
			Difficulty: r.Difficulty,
			Params:     tasks.Params{"num_points": r.NumPoints, "decimals": 3},
			Ref:        r.Ref,
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("delaunay has no subpass %d", k)
	}
	grid := make([][2]int64, len(canonical[k].Milli))
	for i, p := range canonical[k].Milli {
		grid[i] = [2]int64{int64(p[0]), int64(p[1])}
	}
	return content(NewData(grid, 3)), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	d, err := generate(p.Int("num_points"), p.Int("decimals"), seed)
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

// Solve triangulates the displayed points exactly.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	tris, err := geom.Delaunay(d.Grid())
	if err != nil {
		return nil, err
	}
	return Answer{Triangles: tris}, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Delaunay triangulation")
	}
	return d.Scene()
}
