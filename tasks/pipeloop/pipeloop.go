package pipeloop

import (
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Point is one vertex of an answer.
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Answer is a pipe-loop answer: the loop's vertices in order, without
// repeating the first.
type Answer struct {
	Points Points `json:"points"`
}

// Points are an answer's points as written.
type Points []Point

// The parameters of the manifold.
var (
	pipesKey = tasks.IntKey("pipes", 3, 480, 24, "how many unit pipes the loop has (3, or an even number for most constructions)")
	sideKey  = tasks.IntKey("side", 1, 60, 4, "the side of the square, in pipe lengths")
	// presetKey is upstream's constraint preset ("none" for the plain task).
	presetKey = tasks.ChoiceKey("preset", presetChoices, "none", "upstream's constraint preset; a seed varies its thresholds")
)

// presetChoices are the values of the preset parameter.
var presetChoices = append([]string{"none"}, presetNames...)

// Task is pipe-loop fitting.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "pipe-loop",
		ID:     12,
		Name:   "Pipe loop fitting",
		Bucket: tasks.Constructive,
		Summary: "N straight pipes of length 1 must be laid end to end in one closed loop inside " +
			"a B×B square; the model lists the loop's vertices. The loop may not cross or touch " +
			"itself, and some subpasses add constraints: touch or avoid the walls, keep every " +
			"angle in a window, start at a given point, spread out or cross exactly once or twice. " +
			"It tests building a long closed chain under a global length budget and local geometric rules.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(pipesKey, sideKey, presetKey),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "12 pipes in a 3×3 square", Values: tasks.Set(pipesKey.Is(12), sideKey.Is(3), presetKey.Is("none"))},
			{Name: "medium", Doc: "36 pipes, 6×6, centroid box and spacing", Values: tasks.Set(pipesKey.Is(36), sideKey.Is(6), presetKey.Is("dense_center"))},
			{Name: "hard", Doc: "48 pipes, 7×7, fixed start and an angle window", Values: tasks.Set(pipesKey.Is(48), sideKey.Is(7), presetKey.Is("center_start"))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		row := canonicalTable[k]
		return newData(row.pipes, row.side, row.preset)
	},
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		preset := presetKey.Get(p)
		if preset == "none" {
			preset = ""
		}
		return generate(pipesKey.Get(p), sideKey.Get(p), preset, seed)
	},
	Prompt: prompt,
	Bare:   pointList,
	Solve:  solve,
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonicalTable))
	for i, row := range canonicalTable {
		preset := row.preset
		if preset == "" {
			preset = "none"
		}
		name := fmt.Sprintf("%d pipes in %s %d×%d square", row.pipes, verifiers.Article(row.side), row.side, row.side)
		diff := "easy"
		switch {
		case row.preset != "":
			name += ", " + row.preset
			diff = "medium"
		case row.pipes >= 60:
			diff = "hard"
		}
		subs[i] = tasks.Subpass{Index: i, Name: name, Difficulty: diff,
			Params: tasks.Set(pipesKey.Is(row.pipes), sideKey.Is(row.side), presetKey.Is(preset))}
	}
	return subs
}

// solve returns a loop that passes every rule of the instance.
func solve(d *Data) (Answer, error) {
	pts := witness(d)
	if pts == nil {
		return Answer{}, tasks.ErrNoSolver
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
