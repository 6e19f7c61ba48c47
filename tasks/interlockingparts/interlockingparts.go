package interlockingparts

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
)

// Data is an instance: which of the nine criteria the subtask scores, the
// seed of the random gap probes (criterion 2) and, for a seeded instance,
// the cage (nil in the paper's subtasks, which use canonicalCage). Every
// criterion grades the same answer to the same prompt, as upstream's nine
// passes do.
type Data struct {
	Criterion int    `json:"criterion"`
	ProbeSeed uint64 `json:"probe_seed"`
	Cage      *Cage  `json:"cage,omitempty"`
}

// Answer is ten printable parts. The reasoning is asked for but never read.
type Answer struct {
	Reasoning string `json:"reasoning" schema:"unread"`
	Parts     Parts  `json:"parts" schema:"maxItems=100"`
}

// Parts are an answer's parts as written.
type Parts []AnswerPart

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
			"interleaving joints, orientation for printing and assembly transforms. Seeded instances vary " +
			"the cage's size, the bars, the gap band, the bed (and where it is) and the rods.",
	},
	// Version 2: the parametric family (seeded instances carry a cage and
	// a bed off the origin); STL parts' thickness and gaps sampled by
	// facets, as the spec does (axis rays before); bounded axis sampling.
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(append([]tasks.Key{criterionKey}, familyKeys...)...),
		// Harder means a tighter gap band, thinner bars and rods, a bed
		// with less room to spare, and a criterion that needs more of the
		// design right.
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "criterion 0 (every part a valid single solid); a 300 mm cage of 12 mm bars, gaps 40–120 mm, a roomy 450 × 450 × 60 mm bed, M6 rods",
				Values: tasks.Set(criterionKey.Is(0), widthKey.Is(300), barKey.Is(12), gapMinKey.Is(40), gapMaxKey.Is(120), bedSizeKey.Is(450), bedHeightKey.Is(60), rodKey.Is(6))},
			{Name: "medium", Doc: "criterion 3 (the assembled cage's size); the paper's 350 mm cage of 10 mm bars and M6 rods, gaps 50–90 mm, a 390 × 390 × 30 mm bed",
				Values: tasks.Set(criterionKey.Is(3), widthKey.Is(350), barKey.Is(10), gapMinKey.Is(50), gapMaxKey.Is(90), bedSizeKey.Is(390), bedHeightKey.Is(30), rodKey.Is(6))},
			{Name: "hard", Doc: "criterion 8 (uniform gaps across the assembly); a 400 mm cage of 7 mm bars and M4 rods, gaps 50–75 mm, a bed 1 mm wider than the floor and 10 mm high",
				Values: tasks.Set(criterionKey.Is(8), widthKey.Is(400), barKey.Is(7), gapMinKey.Is(50), gapMaxKey.Is(75), bedSizeKey.Is(415), bedHeightKey.Is(10), rodKey.Is(4))},
		},
	},
	Subpasses:   subpasses(),
	Canonical:   func(k int) (*Data, error) { return &Data{Criterion: k, ProbeSeed: canonicalSeed}, nil },
	Generate:    generate,
	Prompt:      prompt,
	Solve:       solve,
	Scene:       (*Data).Scene,
	FormatCheck: "parts",
	Grade:       grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(criterionNames))
	for k, name := range criterionNames {
		settings := append([]tasks.Setting{criterionKey.Is(k)}, canonicalSettings()...)
		subs[k] = tasks.Subpass{Index: k, Name: fmt.Sprintf("criterion %d: %s", k, name), Difficulty: "hard", Params: tasks.Set(settings...)}
	}
	return subs
}

// generate makes a seeded instance: the criterion and the cage from the
// parameters (refused, naming them, when the reference design cannot be
// built), the bed's centre and the gap probes from the seed.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	c := cageOf(p)
	if err := c.check(); err != nil {
		return nil, err
	}
	c = c.seeded(seed)
	return &Data{Criterion: criterionKey.Get(p), ProbeSeed: seed, Cage: &c}, nil
}
