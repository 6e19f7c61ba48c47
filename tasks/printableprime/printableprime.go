package printableprime

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
)

// Data is the instance.
type Data struct {
	// FullDigits is the number of digits that earns full marks: 42, the length
	// of the best answer known, in the paper's instance.
	FullDigits int `json:"full_marks_digits"`
	// MinHeight is the height in mm the stack must exceed to avoid the 10%
	// penalty: 70 in the paper's instance.
	MinHeight int `json:"min_height_mm"`
	// Best is the longest printable prime known (an answer larger than it
	// earns full marks whatever its height, and is flagged for an audit).
	Best string `json:"best_known"`
}

// Answer is a printable-prime answer: the stack, bottom digit first, after
// whatever reasoning the model wants to show (which is not read). Upstream's
// schema leaves both objects open to further keys.
type Answer struct {
	_              struct{} `schema:"open"`
	Reasoning      string   `json:"reasoning" schema:"unread"`
	NumberSequence Sequence `json:"numberSequence"`
}

// Sequence is an answer's stack as written, bottom digit first.
type Sequence []Item

// The parameters of the manifold.
var (
	digitsKey = tasks.IntKey("digits", 1, 42, 42, "the number of digits that earns full marks (the score is digits given over this, capped at 1); the instance has no random element, so the seed changes nothing")
	heightKey = tasks.IntKey("height", 1, 80, 70, "the height in mm a stack must exceed to avoid the 10% penalty")
)

// Task is the largest 3D-printable prime.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "printable-prime",
		ID:     30,
		Name:   "Largest 3D-printable prime",
		Bucket: tasks.Constructive,
		Summary: "Digits in a seven-segment font are 3D-printed one on top of another, each lying flat, " +
			"mirrored, turned, stood on end or laid on its side, and must print without supports. " +
			"The model gives the stack, bottom digit first; the number it spells must be prime and " +
			"must not repeat a 3-digit comma group. The score is the number of digits over 42 (the " +
			"longest answer known), less 10% for a stack no taller than 70 mm. It tests reasoning " +
			"about shapes resting on shapes, together with number theory.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(digitsKey, heightKey),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "12 digits for full marks, a stack above 30 mm", Values: tasks.Set(digitsKey.Is(12), heightKey.Is(30))},
			{Name: "medium", Doc: "25 digits for full marks, a stack above 50 mm", Values: tasks.Set(digitsKey.Is(25), heightKey.Is(50))},
			{Name: "hard", Doc: "the paper's: 42 digits, a stack above 70 mm", Values: tasks.Set(digitsKey.Is(42), heightKey.Is(70))},
		},
	},
	Subpasses: []tasks.Subpass{{Index: 0, Name: "the largest printable prime", Difficulty: "hard", Params: tasks.Set(digitsKey.Is(len(Best)), heightKey.Is(70))}},
	Canonical: func(int) (*Data, error) {
		return &Data{FullDigits: len(Best), MinHeight: 70, Best: Best}, nil
	},
	Generate: generate,
	Prompt:   prompt,
	Bare:     itemList,
	Solve:    solve,
	Scene:    (*Data).Scene,
	Grade:    grade,
})

func init() { tasks.Register(Task) }

// generate builds the variant with the given full-marks length and height.
// The best known stack (42 digits, 80.4 mm) earns full marks in every
// variant.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	n, h := digitsKey.Get(p), heightKey.Get(p)
	if n < 1 || n > len(Best) || h < 1 || h > 80 {
		return nil, fmt.Errorf("digits must be from 1 to %d and height from 1 to 80 mm", len(Best))
	}
	return &Data{FullDigits: n, MinHeight: h, Best: Best}, nil
}

// solve returns the best known stack.
func solve(*Data) (Answer, error) {
	return Answer{
		Reasoning: "Flat 8s carry anything; the 9/6 block uses each 3-digit group once; 3s, 7s and 1s " +
			"follow as the flat rules allow; a 7 on its side and a 1 spire finish the stack above 70 mm.",
		NumberSequence: BestStack(),
	}, nil
}
