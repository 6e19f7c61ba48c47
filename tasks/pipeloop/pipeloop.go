// Package pipeloop is SCBench task 12 (Q12): lay N pipes, each 1 m long, end to
// end in one closed loop inside a B×B square, without crossing or touching
// itself; ten subpasses add a preset of further constraints (touch the walls,
// stay off them, turn between given angles, cross exactly once, ...).
//
// The 40 canonical subpasses are the spec's table. Fresh instances keep a
// subpass's size and preset and vary the preset's thresholds, derived from a
// witness loop that the reference solver builds and the rules accept.
package pipeloop

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["points"],"properties":{"points":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["x","y"],"properties":{"x":{"type":"number"},"y":{"type":"number"}}}}}}`

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "pipe-loop",
		ID:     12,
		Name:   "Pipe loop fitting",
		Bucket: tasks.Constructive,
		Summary: "N straight pipes of length 1 must be laid end to end in one closed loop inside " +
			"a B×B square; the model lists the loop's vertices. The loop may not cross or touch " +
			"itself, and some subpasses add constraints: touch or avoid the walls, keep every " +
			"angle in a window, start at a given point, spread out or cross exactly once or twice. " +
			"It tests building a long closed chain under a global length budget and local geometric rules.",
	}
}

// presetChoices are the values of the preset parameter.
var presetChoices = append([]string{"none"}, presetNames...)

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "pipes", Kind: tasks.Int, Min: 3, Max: 480, Default: 24,
				Doc: "how many unit pipes the loop has (3, or an even number for most constructions)"},
			{Name: "side", Kind: tasks.Int, Min: 1, Max: 60, Default: 4,
				Doc: "the side of the square, in pipe lengths"},
			{Name: "preset", Kind: tasks.Choice, Choices: presetChoices, Default: "none",
				Doc: "upstream's constraint preset; a seed varies its thresholds"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "12 pipes in a 3×3 square", Values: map[string]any{"pipes": 12, "side": 3, "preset": "none"}},
			{Name: "medium", Doc: "36 pipes, 6×6, centroid box and spacing", Values: map[string]any{"pipes": 36, "side": 6, "preset": "dense_center"}},
			{Name: "hard", Doc: "48 pipes, 7×7, fixed start and an angle window", Values: map[string]any{"pipes": 48, "side": 7, "preset": "center_start"}},
		},
	}
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonicalTable))
	for i, row := range canonicalTable {
		preset := row.preset
		if preset == "" {
			preset = "none"
		}
		name := fmt.Sprintf("%d pipes in a %d×%d square", row.pipes, row.side, row.side)
		diff := "easy"
		switch {
		case row.preset != "":
			name += ", " + row.preset
			diff = "medium"
		case row.pipes >= 60:
			diff = "hard"
		}
		subs[i] = tasks.Subpass{Index: i, Name: name, Difficulty: diff,
			Params: tasks.Params{"pipes": row.pipes, "side": row.side, "preset": preset}}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonicalTable) {
		return tasks.Content{}, fmt.Errorf("pipe-loop has no subpass %d", k)
	}
	row := canonicalTable[k]
	d, err := newData(row.pipes, row.side, row.preset)
	if err != nil {
		return tasks.Content{}, err
	}
	return content(d), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	preset := p.String("preset")
	if preset == "none" {
		preset = ""
	}
	d, err := generate(p.Int("pipes"), p.Int("side"), preset, seed)
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

// Solve returns a loop that passes every rule of the instance.
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	pts := witness(d)
	if pts == nil {
		return nil, tasks.ErrNoSolver
	}
	return answerOf(pts), nil
}

func answerOf(pts []geom.Vec2) Answer {
	a := Answer{Points: make([]Point, len(pts))}
	for i, p := range pts {
		a.Points[i] = Point{X: p[0], Y: p[1]}
	}
	return a
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Pipe loop")
	}
	return d.Scene()
}
