// Package hideseek is SCBench task 13: place a crowd behind a square
// building so that a sniper at a stated position sees none of them.
//
// The canonical subpasses are the paper's six crowd sizes and building
// widths. Following DECISIONS.md, visibility is judged from the stated sniper
// position (upstream's renderer re-fitted its camera to the scene and looked
// from nearer); the per-pixel cost, the image size and the field of view are
// upstream's. Upstream's auto-fitted view is kept as a diagnostic.
package hideseek

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Task implements tasks.Task.
type Task struct{}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["people"],"properties":{"people":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["xy"],"properties":{"xy":{"type":"array","minItems":2,"maxItems":2,"items":{"type":"number"}}}}}}}`

// Fixed facts of every instance (upstream's).
const (
	BuildingHeight = 10.0
	PersonSide     = 0.5 // a person's footprint is PersonSide × PersonSide
	PersonHeight   = 2.0
	MaxRadius      = 30.0 // from the building's centre
	MinSpacing     = 0.5  // between people's centres
	ImageWidth     = 800
	ImageHeight    = 600
	FOV            = 22.5 // vertical field of view, degrees
	PixelCost      = 0.005
	SniperHeight   = 20.0
)

// Data is a hide-and-seek instance.
type Data struct {
	People int     `json:"people"`
	Width  float64 `json:"width"`
	// Sniper is the eye; LookAt the point it looks at.
	Sniper geom.Vec3 `json:"sniper"`
	LookAt geom.Vec3 `json:"look_at"`
}

// Answer is the answer's form.
type Answer struct {
	People []Person `json:"people"`
}

// Person is one person's centre.
type Person struct {
	XY [2]float64 `json:"xy"`
}

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "hide-and-seek",
		ID:     13,
		Name:   "Hide and seek",
		Bucket: tasks.Constructive,
		Summary: "A square building stands at the origin and a sniper looks at it from a stated " +
			"point far away and above. The model places a crowd of person-sized boxes, apart from " +
			"each other, off the building and within 30 m of it, so that the building hides every " +
			"one of them; each pixel of a person in the sniper's rendered view costs points. It " +
			"tests reasoning about lines of sight and the shape of a shadow volume.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "people", Kind: tasks.Int, Min: 4, Max: 250, Default: 40, Doc: "how many people to hide"},
			{Name: "width", Kind: tasks.Float, Min: 2, Max: 12, Default: 6, Doc: "the building's width and depth in metres (it is 10 m tall)"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "10 people behind an 8 m building", Values: map[string]any{"people": 10, "width": 8.0}},
			{Name: "medium", Doc: "40 people behind a 6 m building", Values: map[string]any{"people": 40, "width": 6.0}},
			{Name: "hard", Doc: "150 people behind a 5 m building", Values: map[string]any{"people": 150, "width": 5.0}},
		},
	}
}

// canonical are the paper's subpasses: crowd size and building width.
var canonical = []struct {
	people int
	width  float64
}{{4, 2}, {20, 4}, {40, 6}, {80, 8}, {150, 10}, {200, 7}}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   fmt.Sprintf("%d people, building %g m wide", c.people, c.width),
			Params: tasks.Params{"people": c.people, "width": c.width},
		}
	}
	return subs
}

// Stated positions of the paper's instances.
var (
	paperSniper = geom.Vec3{100, 100, SniperHeight}
	lookAt      = geom.Vec3{0, 0, 2}
)

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("hide-and-seek has no subpass %d", k)
	}
	c := canonical[k]
	return content(&Data{People: c.people, Width: c.width, Sniper: paperSniper, LookAt: lookAt}), nil
}

// Generate keeps the paper's sniper distance and height and draws the
// direction it looks from (whole degrees, coordinates rounded to 0.1 m). An
// instance is kept only if the reference crowd is hidden completely; with a
// narrow building and a large crowd that can fail, and the generator says so.
func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	people, width := p.Int("people"), p.Float("width")
	if people < 4 || people > 250 || !(width >= 2 && width <= 12) {
		return tasks.Content{}, fmt.Errorf("people must be 4 to 250 and width 2 to 12 m")
	}
	r := rng.New(seed)
	reach := geom.Length2(geom.Vec2{paperSniper[0], paperSniper[1]})
	for try := 0; try < 8; try++ {
		s, c := geom.SinCosTurn(r.Intn(360), 360)
		d := &Data{People: people, Width: width, LookAt: lookAt,
			Sniper: geom.Vec3{math.Round(reach*c*10) / 10, math.Round(reach*s*10) / 10, SniperHeight}}
		if crowd, err := d.solve(); err == nil && d.Visible(crowd).Total == 0 {
			return content(d), nil
		}
	}
	return tasks.Content{}, fmt.Errorf("%d people do not all fit in the shadow of a %g m building; use fewer people or a wider building", people, width)
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve places the reference crowd.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	crowd, err := d.solve()
	if err != nil {
		return nil, err
	}
	a := Answer{People: make([]Person, len(crowd))}
	for i, p := range crowd {
		a.People[i] = Person{XY: [2]float64{p[0], p[1]}}
	}
	return a, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(3, "Hide and seek")
	}
	return d.Scene()
}
