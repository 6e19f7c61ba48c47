// Package printableprime is SCBench Q30: find the largest prime whose decimal
// digits, in a seven-segment font, can be 3D-printed as a stack without
// supports, reading upward from the build plate, with no 3-digit comma group
// repeated. The score rewards length (42 digits, the longest known, earns full
// marks) and height (a stack of 70 mm or less loses 10%).
//
// There is one canonical instance. The manifold has no random element: its two
// parameters are the length that earns full marks and the height to beat, so
// easier variants ask for fewer digits or a lower stack; the seed does not
// change the instance.
package printableprime

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

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

// Answer is the answer's form.
type Answer struct {
	Reasoning      string `json:"reasoning"`
	NumberSequence []Item `json:"numberSequence"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","required":["reasoning","numberSequence"],"properties":{"reasoning":{"type":"string"},"numberSequence":{"type":"array","items":{"type":"object","required":["digit","orientation"],"properties":{"digit":{"type":"integer","minimum":0,"maximum":9},"orientation":{"type":"string","enum":["flat","flippedX","flippedY","rotate90X","rotate90Y","rotate180Z"]}}}}}}`

func (Task) Info() tasks.Info {
	return tasks.Info{
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
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "digits", Kind: tasks.Int, Min: 1, Max: 42, Default: 42, Doc: "the number of digits that earns full marks (the score is digits given over this, capped at 1); the instance has no random element, so the seed changes nothing"},
			{Name: "height", Kind: tasks.Int, Min: 1, Max: 80, Default: 70, Doc: "the height in mm a stack must exceed to avoid the 10% penalty"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "12 digits for full marks, a stack above 30 mm", Values: map[string]any{"digits": 12, "height": 30}},
			{Name: "medium", Doc: "25 digits for full marks, a stack above 50 mm", Values: map[string]any{"digits": 25, "height": 50}},
			{Name: "hard", Doc: "the paper's: 42 digits, a stack above 70 mm", Values: map[string]any{"digits": 42, "height": 70}},
		},
	}
}

func (Task) Subpasses() []tasks.Subpass {
	return []tasks.Subpass{{Index: 0, Name: "the largest printable prime", Difficulty: "hard", Params: tasks.Params{"digits": len(Best), "height": 70}}}
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k != 0 {
		return tasks.Content{}, fmt.Errorf("printable-prime has only subpass 0, not %d", k)
	}
	return content(&Data{FullDigits: len(Best), MinHeight: 70, Best: Best}), nil
}

// Generate builds the variant with the given full-marks length and height. The
// best known stack (42 digits, 80.4 mm) earns full marks in every variant.
func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	digits, height := p.Int("digits"), p.Int("height")
	if digits < 1 || digits > len(Best) || height < 1 || height > 80 {
		return tasks.Content{}, fmt.Errorf("digits must be from 1 to %d and height from 1 to 80 mm", len(Best))
	}
	return content(&Data{FullDigits: digits, MinHeight: height, Best: Best}), nil
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve returns the best known stack.
func (Task) Solve(in *tasks.Instance) (any, error) {
	if _, err := DataOf(in); err != nil {
		return nil, err
	}
	return Answer{
		Reasoning: "Flat 8s carry anything; the 9/6 block uses each 3-digit group once; 3s, 7s and 1s " +
			"follow as the flat rules allow; a 7 on its side and a 1 spire finish the stack above 70 mm.",
		NumberSequence: BestStack(),
	}, nil
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(3, "Largest 3D-printable prime")
	}
	return d.Scene()
}
