package interlockingparts

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
)

// Data is an instance: which of the nine criteria the subtask scores, and
// the seed of the random gap probes (criterion 2). Every criterion grades
// the same answer to the same prompt, as upstream's nine passes do.
type Data struct {
	Criterion int    `json:"criterion"`
	ProbeSeed uint64 `json:"probe_seed"`
}

// Answer is ten printable parts. The reasoning is asked for but never read.
type Answer struct {
	Reasoning string       `json:"reasoning" schema:"unread"`
	Parts     []AnswerPart `json:"parts" schema:"maxItems=100"`
}

// AnswerPart is one part: its file, the file's type, and the row-major 4×4
// transform from its print pose into the assembled cage.
type AnswerPart struct {
	FileContents string    `json:"fileContents"`
	FileType     string    `json:"fileType" schema:"enum=STL|OpenSCAD|Python Generating OpenSCAD|Python Generating STL"`
	Transform    []float64 `json:"transform" schema:"maxItems=16"`
}

// PartCount is the number of parts asked for.
const PartCount = 10

// canonicalSeed seeds the gap probes of the paper's subtasks (upstream's
// were unseeded; the spec proposes 29, the question's number).
const canonicalSeed = 29

// criterionNames are the nine criteria, in upstream's order.
var criterionNames = [...]string{
	"build and validate every part",
	"every part fits the print bed",
	"gaps found in every part by random probes",
	"the assembled cage's size",
	"the rods fit through the corner bars",
	"no two parts interfere",
	"every part is held by at least two rods",
	"bars 10 mm thick",
	"uniform gaps between 50 and 100 mm",
}

var criterionKey = tasks.IntKey("criterion", 0, len(criterionNames)-1, 0,
	"which of the nine criteria the subtask scores (0 build, 1 bed, 2 gap probes, 3 size, 4 rod fit, 5 interference, 6 rod engagement, 7 bar thickness, 8 gap uniformity); the prompt is the same for all")

// Task is the interlocking cage.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "interlocking-parts",
		ID:     29,
		Name:   "Interlocking parts",
		Bucket: tasks.Constructive,
		Summary: "The model designs a bar cage 350 × 350 × 700 mm inside, of 10 mm square bars with " +
			"uniform 50–100 mm gaps, split into ten parts that each print on a 400 × 400 × 50 mm bed " +
			"and are held together only by four threaded rods through the corner bars. Each part is " +
			"an STL or OpenSCAD file with a transform into the assembly. Nine criteria grade the one " +
			"answer: valid solids, the bed, gap probes, the cage's size, rod fit, interference, rod " +
			"engagement, bar thickness and gap uniformity. It tests spatial design across parts: " +
			"interleaving joints, orientation for printing and assembly transforms.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(criterionKey),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "criterion 0: every part a valid single solid", Values: tasks.Set(criterionKey.Is(0))},
			{Name: "medium", Doc: "criterion 3: the assembled cage's size", Values: tasks.Set(criterionKey.Is(3))},
			{Name: "hard", Doc: "criterion 8: uniform gaps across the assembly", Values: tasks.Set(criterionKey.Is(8))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) { return &Data{Criterion: k, ProbeSeed: canonicalSeed}, nil },
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return &Data{Criterion: criterionKey.Get(p), ProbeSeed: seed}, nil
	},
	Prompt: prompt,
	Solve:  func(*Data) (Answer, error) { return reference(), nil },
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(criterionNames))
	for k, name := range criterionNames {
		subs[k] = tasks.Subpass{Index: k, Name: fmt.Sprintf("criterion %d: %s", k, name), Difficulty: "hard", Params: tasks.Set(criterionKey.Is(k))}
	}
	return subs
}
