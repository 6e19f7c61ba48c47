// Package twosegments is SCBench task 57, two segments: place two straight
// segments with their endpoints on the boundary of a given square (or
// quadrilateral) so that, together with its edges, they cut it into exactly a
// requested multiset of triangles, quadrilaterals, pentagons and hexagons.
//
// The canonical subpasses are upstream's 27 curated records. Any answer that
// achieves the target passes; the rule (Judge) reproduces upstream's
// classifier on every one of its 773 recorded outputs, except that an
// irregular quadrilateral is judged as itself (DECISIONS.md), not as the
// parallelogram of three of its corners.
package twosegments

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

// Answer is the reference answer's form.
type Answer struct {
	Segments [2][2][2]float64 `json:"segments"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["segments"],"properties":{"segments":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"number"}}}}}}`

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "two-segments",
		ID:     57,
		Name:   "Two segments",
		Bucket: tasks.Axiomatic,
		Summary: "Given a square (or a convex quadrilateral) and a target such as \"2 triangles and " +
			"2 quadrilaterals\", the model places two straight segments with endpoints on the " +
			"boundary so that they cut the interior into exactly those shapes. Any placement " +
			"that achieves the target passes. It tests planning a partition: predicting how " +
			"crossings, shared endpoints and corners change the polygons formed.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "counts", Kind: tasks.Choice, Choices: catalogueKeys(), Default: "any",
				Doc: "the target shapes, e.g. 2tri-2quad (any: drawn from those the region allows)"},
			{Name: "square", Kind: tasks.Choice, Choices: []string{Unit, Random, Quad}, Default: Unit,
				Doc: "the region: the unit square, a random axis-aligned square, or an irregular convex quadrilateral"},
			{Name: "grid", Kind: tasks.Choice, Choices: gridNames(), Default: "none",
				Doc: "coordinate values endpoints must use (unit square only)"},
			{Name: "snap_decimals", Kind: tasks.Int, Min: 2, Max: 5, Default: 3,
				Doc: "precision: the tolerance is half a unit of this decimal place, and region corners are rounded to it"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "three or four regions in the unit square", Values: map[string]any{"counts": "3quad", "square": Unit}},
			{Name: "medium", Doc: "a pentagon in a random square", Values: map[string]any{"counts": "1tri-1quad-1pent", "square": Random, "snap_decimals": 4}},
			{Name: "hard", Doc: "two pentagons in an irregular quadrilateral", Values: map[string]any{"counts": "2tri-2pent", "square": Quad}},
		},
	}
}

//go:embed canonical.json
var canonicalJSON []byte

// canonicalRecord is one upstream record as tools/vgbimport stores it: the
// corners as the prompt prints them.
type canonicalRecord struct {
	Ref        string       `json:"ref"`
	Difficulty string       `json:"difficulty"`
	Square     string       `json:"square"`
	SquareSeed int          `json:"square_seed"`
	Corners    [4][2]string `json:"corners"`
	Grid       []float64    `json:"grid"`
	Decimals   int          `json:"snap_decimals"`
	Counts     Counts       `json:"counts"`
}

var canonical = func() []canonicalRecord {
	var recs []canonicalRecord
	if err := json.Unmarshal(canonicalJSON, &recs); err != nil {
		panic("twosegments: embedded canonical.json is corrupt: " + err.Error())
	}
	return recs
}()

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		grid, err := gridName(r.Grid)
		if err != nil {
			panic("twosegments: canonical record " + r.Ref + ": " + err.Error())
		}
		name := r.Counts.Phrase() + " in the " + map[string]string{Unit: "unit square", Random: "random square", Quad: "quadrilateral"}[r.Square]
		if grid != "none" {
			name += ", grid " + grid
		}
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       name,
			Difficulty: r.Difficulty,
			Params:     tasks.Params{"counts": r.Counts.Key(), "square": r.Square, "grid": grid, "snap_decimals": r.Decimals},
			Ref:        r.Ref,
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("two-segments has no subpass %d", k)
	}
	r := canonical[k]
	var corners [4][2]float64
	for i := range r.Corners {
		for j, s := range r.Corners[i] {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				return tasks.Content{}, fmt.Errorf("canonical subpass %d: corner %q: %w", k, s, err)
			}
			corners[i][j] = v
		}
	}
	d, err := NewData(r.Square, corners, r.Grid, r.Decimals, r.Counts)
	if err != nil {
		return tasks.Content{}, fmt.Errorf("canonical subpass %d: %w", k, err)
	}
	return content(d), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	d, err := generate(p.String("square"), p.String("grid"), p.Int("snap_decimals"), p.String("counts"), seed)
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

// Solve searches candidate answers, judging each by the rule, and returns the
// first that makes the target.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	s, ok := d.Witness(d.Counts)
	if !ok {
		return nil, fmt.Errorf("no answer found for %s", d.Counts.Phrase())
	}
	var a Answer
	for i := range s {
		for j := range s[i] {
			a.Segments[i][j] = [2]float64(s[i][j])
		}
	}
	return a, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Two segments")
	}
	return d.Scene()
}
