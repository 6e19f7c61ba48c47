package tasks_test

import (
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

// A toy task, end to end: the model is shown a rectangle's sides and answers
// with its area and perimeter. A real task lives in its own package under
// tasks/, with its types, hooks, tests and golden, and registers itself:
//
//	func init() { tasks.Register(Task) }

// rectangle is one instance: what Canonical and Generate make, and what
// every other hook receives, typed.
type rectangle struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}

// measures is the answer. Its shape is declared once, here: the JSON schema
// the prompt's instance carries, the fields the parser looks for in a
// model's reply and the value Grade receives all follow from it. A model may
// write "12" for 12 (decode:"strings"); anything else that is not a whole
// number fails the format check, named by its path.
type measures struct {
	Area      int `json:"area" schema:"minimum=1" decode:"strings"`
	Perimeter int `json:"perimeter" schema:"minimum=4" decode:"strings"`
}

// side is the manifold's one parameter, typed: Get reads it as an int.
var side = tasks.IntKey("side", 1, 1000, 10, "the longest side a generated rectangle may have")

var rectangles = tasks.Define(tasks.Def[rectangle, measures]{
	Info: tasks.Info{
		Slug: "rectangle", ID: 1000, Name: "Rectangle", Bucket: tasks.Axiomatic,
		Summary: "The sides of a rectangle are given; the model states its area and perimeter.",
	},
	// The rules version: bump it whenever an instance or a score would change.
	Version: 1,
	Manifold: tasks.Manifold{
		Params:  tasks.Declare(side),
		Presets: []tasks.Preset{{Name: "large", Doc: "sides up to 1000", Values: tasks.Set(side.Is(1000))}},
	},
	// The paper's subtasks; this toy has one, a 3 × 4 rectangle.
	Subpasses: []tasks.Subpass{{Index: 0, Name: "3 × 4", Params: tasks.Set(side.Is(4))}},
	Canonical: func(k int) (*rectangle, error) { return &rectangle{Width: 3, Height: 4}, nil },
	// Generate is pure: the task's own seeded generator, never math/rand.
	Generate: func(p tasks.Params, seed uint64) (*rectangle, error) {
		r := rng.New(seed)
		return &rectangle{Width: r.IntRange(1, side.Get(p)), Height: r.IntRange(1, side.Get(p))}, nil
	},
	Prompt: func(d *rectangle) string {
		return fmt.Sprintf(`A rectangle is %d wide and %d tall. Reply with {"area": a, "perimeter": p}.`, d.Width, d.Height)
	},
	// Solve gives the reference answer, shaped like a correct model answer.
	Solve: func(d *rectangle) (measures, error) {
		return measures{Area: d.Width * d.Height, Perimeter: 2 * (d.Width + d.Height)}, nil
	},
	Scene: func(d *rectangle) *scene.Scene {
		s := scene.New(2, "a rectangle")
		s.Polys = append(s.Polys, scene.Rect(0, 0, float64(d.Width), float64(d.Height), 0, scene.Style{Layer: "instance"}))
		s.Ortho2D(0, 0, float64(d.Width), float64(d.Height))
		return s
	},
	// Grade receives the answer found in the reply and decoded into measures
	// (the "answer" and format checks are recorded before it runs). It
	// records every check, each with a sentence, and finishes the report.
	Grade: func(r *verifiers.Report, d *rectangle, a measures) *verifiers.Report {
		area, perimeter := d.Width*d.Height, 2*(d.Width+d.Height)
		r.Checkf("area", a.Area == area, "%d, for %d × %d", a.Area, d.Width, d.Height)
		r.Checkf("perimeter", a.Perimeter == perimeter, "%d; the perimeter is %d", a.Perimeter, perimeter)
		return r.PassFail(func() string { return verifiers.NearMiss })
	},
})

func ExampleDefine() {
	zero := 0
	in, err := tasks.New(rectangles, tasks.Request{Subpass: &zero})
	if err != nil {
		panic(err)
	}
	fmt.Println(in.Prompt)
	ref, _ := rectangles.Solve(in)
	text, _ := tasks.AnswerText(ref)
	fmt.Println("reference:", text)
	for _, c := range []struct{ what, reply string }{
		{"the reference", text},
		{"a wrong perimeter", `I think {"area": "12", "perimeter": 12}.`},
		{"a fractional area", "```json\n{\"area\": 12.5, \"perimeter\": 14}\n```"},
	} {
		r := rectangles.Grade(in, c.reply)
		fmt.Printf("%s: score %g under %s\n", c.what, r.Score, r.Rules)
		for _, check := range r.Checks {
			if !check.OK {
				fmt.Printf("  failed %s: %s\n", check.Name, check.Detail)
			}
		}
	}
	// Output:
	// A rectangle is 3 wide and 4 tall. Reply with {"area": a, "perimeter": p}.
	// reference: {"area":12,"perimeter":14}
	// the reference: score 1 under rectangle/1
	// a wrong perimeter: score 0 under rectangle/1
	//   failed perimeter: 12; the perimeter is 14
	// a fractional area: score 0 under rectangle/1
	//   failed format: area: expected an integer, found the fraction 12.5
}
