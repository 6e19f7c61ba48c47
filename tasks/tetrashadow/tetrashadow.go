// Package tetrashadow is SCBench task 4: place unit regular tetrahedra so
// that their vertical shadow on the ground covers a target shape exactly,
// without spilling outside it and without the tetrahedra intersecting.
//
// The canonical subpasses are the paper's twenty targets. Following
// DECISIONS.md, every rotation is the true rotation of the (normalised)
// quaternion, intersections are decided exactly on the real tetrahedra, and
// areas are exact; upstream's scoring constants are kept.
package tetrashadow

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Task implements tasks.Task.
type Task struct{}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["tetrahedrons"],"properties":{"tetrahedrons":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["x","y","z","q0","q1","q2","q3"],"properties":{"x":{"type":"number"},"y":{"type":"number"},"z":{"type":"number"},"q0":{"type":"number"},"q1":{"type":"number"},"q2":{"type":"number"},"q3":{"type":"number"}}}}}}`

// Limits on an answer, stated in the prompt.
const (
	// MaxTetrahedra bounds the count: the largest target needs well under a
	// hundred.
	MaxTetrahedra = 1000
	// MaxCoordinate bounds every number of a transform in magnitude.
	MaxCoordinate = 1000
)

// Data is a tetrahedra-shadow instance: the target.
type Data struct {
	Family string `json:"family"`
	// Scale multiplies every length of the family's paper-sized shape.
	Scale float64 `json:"scale"`
	// Turn is the angle (degrees, counter-clockwise about the origin) the
	// shape is turned by.
	Turn int `json:"turn_degrees"`
	// Description and Definition are the target in words, as the prompt
	// states it.
	Description string `json:"description"`
	Definition  string `json:"definition"`
	// Outline holds the boundary rings: outer boundaries counter-clockwise,
	// holes clockwise.
	Outline [][]geom.Vec2 `json:"outline"`
	// Pieces are convex, counter-clockwise polygons with disjoint interiors
	// whose union is the target.
	Pieces [][]geom.Vec2 `json:"pieces"`
	Area   float64       `json:"area"`
	// Divisor renormalises the score (min(1, s/Divisor)); 1 means none.
	Divisor float64 `json:"divisor"`
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "tetrahedra-shadow",
		ID:     4,
		Name:   "Tetrahedra shadow projection",
		Bucket: tasks.Constructive,
		Summary: "The model places any number of unit regular tetrahedra, each by a translation and " +
			"a quaternion, so that their shadow straight down on the ground covers a target shape " +
			"without spilling over and without two tetrahedra touching. Partial credit follows the " +
			"overlap of shadow and target. It tests composing 3D rotations, predicting projected " +
			"outlines and tiling a region with them.",
	}
}

// shapeChoices are the values of the shape parameter: a family, a group of
// families, or any family.
func shapeChoices() []string {
	out := []string{"any", groupPolygon, groupCurved, groupConcave}
	for _, f := range families {
		out = append(out, f.Name)
	}
	return out
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "shape", Kind: tasks.Choice, Choices: shapeChoices(), Default: "any",
				Doc: "the target: one of the paper's twenty shapes, or a group (polygon, curved, concave) or any of them, drawn from the seed"},
			{Name: "scale", Kind: tasks.Float, Min: 0.75, Max: 1.5, Default: 1.0,
				Doc: "multiplies every length of the paper's shape (below 0.75 the thinnest parts would be narrower than a tetrahedron's shadow)"},
			{Name: "turn", Kind: tasks.Bool, Default: true,
				Doc: "turn the target about the origin by a whole number of degrees drawn from the seed"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a convex polygon, a quarter larger, unturned", Values: map[string]any{"shape": groupPolygon, "scale": 1.25, "turn": false}},
			{Name: "medium", Doc: "any of the twenty shapes, turned", Values: map[string]any{"shape": "any", "scale": 1.0, "turn": true}},
			{Name: "hard", Doc: "a shape with holes, notches or spikes, smaller, turned", Values: map[string]any{"shape": groupConcave, "scale": 0.8, "turn": true}},
		},
	}
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(families))
	for i, f := range families {
		d, level := "full cover required", "medium"
		if f.Divisor < 1 {
			d = fmt.Sprintf("score divided by %g", f.Divisor)
		}
		if f.Group == groupConcave || f.Divisor < 0.6 {
			level = "hard"
		}
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%s (%s)", f.Name, d),
			Difficulty: level,
			Params:     tasks.Params{"shape": f.Name, "scale": 1.0, "turn": true},
		}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(families) {
		return tasks.Content{}, fmt.Errorf("tetrahedra-shadow has no subpass %d", k)
	}
	return content(newData(k, 1, 0)), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	d, err := generate(p.String("shape"), p.Float("scale"), p.Bool("turn"), seed)
	if err != nil {
		return tasks.Content{}, err
	}
	return content(d), nil
}

// generate draws a family (when the shape names a group) and an angle (when
// turning), and keeps the instance only if the reference arrangement earns
// full marks on it; otherwise it draws again, a bounded number of times.
func generate(shapeName string, scale float64, turnIt bool, seed uint64) (*Data, error) {
	if !(scale >= 0.75 && scale <= 1.5) {
		return nil, fmt.Errorf("scale %v is outside [0.75, 1.5]", scale)
	}
	var pool []int
	for i, f := range families {
		if shapeName == "any" || f.Group == shapeName || f.Name == shapeName {
			pool = append(pool, i)
		}
	}
	if len(pool) == 0 {
		return nil, fmt.Errorf("unknown shape %q", shapeName)
	}
	r := rng.New(seed)
	for try := 0; try < 8; try++ {
		fam := pool[r.Intn(len(pool))]
		deg := 0
		if turnIt {
			deg = r.Intn(360)
		}
		d := newData(fam, scale, deg)
		if d.ReferenceScore() == 1 {
			return d, nil
		}
	}
	return nil, fmt.Errorf("the reference arrangement did not reach full marks on %d draws of shape %q at scale %v", 8, shapeName, scale)
}

func newData(fam int, scale float64, deg int) *Data {
	f := families[fam]
	s := target(fam, scale, deg)
	d := &Data{Family: f.Name, Scale: scale, Turn: deg, Description: s.phrase, Outline: s.outline, Pieces: s.pieces, Divisor: f.Divisor}
	for _, p := range s.pieces {
		d.Area += geom.SignedArea(p)
	}
	d.Definition = s.exact
	if deg != 0 {
		d.Definition += fmt.Sprintf(", turned %d° counter-clockwise about the origin", deg)
	}
	if s.listVertices {
		d.Definition += "; its vertices are " + vertexList(s.outline[0])
		if len(s.outline) > 1 {
			d.Definition = strings.Replace(d.Definition, "; its vertices are ", "; its outer boundary has the vertices ", 1)
			d.Definition += ", and its hole has the vertices " + vertexList(s.outline[1])
		}
	}
	return d
}

// shape rebuilds the target's geometry and cover plans.
func (d *Data) shape() (shape, error) {
	fam, ok := familyByName(d.Family)
	if !ok {
		return shape{}, fmt.Errorf("unknown target family %q", d.Family)
	}
	return target(fam, d.Scale, d.Turn), nil
}

// ReferenceScore grades the reference arrangement.
func (d *Data) ReferenceScore() float64 {
	s, err := d.shape()
	if err != nil {
		return 0
	}
	ans := solve(s)
	shadows := make([][]geom.Vec2, len(ans.Tetrahedrons))
	for i, t := range ans.Tetrahedrons {
		v, _ := t.Vertices()
		shadows[i] = Shadow(v)
	}
	return FinalScore(RawScore(Measure(shadows, d.Pieces), 1), d.Divisor)
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve builds the reference arrangement.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	s, err := d.shape()
	if err != nil {
		return nil, err
	}
	return solve(s), nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(3, "Tetrahedra shadow")
	}
	return d.Scene()
}

// Extent is the half-width of a square around the origin that holds the
// target.
func (d *Data) Extent() float64 {
	e := 0.0
	for _, r := range d.Outline {
		for _, p := range r {
			e = math.Max(e, math.Max(math.Abs(p[0]), math.Abs(p[1])))
		}
	}
	return e
}
