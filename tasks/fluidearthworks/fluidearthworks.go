package fluidearthworks

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Answer is a plan of earthworks: boxes of rock or air applied in order to
// the flat world. Its objects are open (no additionalProperties: false), as
// upstream's grader ignored extra keys.
type Answer struct {
	Reasoning  string     `json:"reasoning" schema:"unread"`
	Earthworks Earthworks `json:"earthworks" schema:"maxItems=4096"`
	_          struct{}   `schema:"open"`
}

// Earthworks are an answer's boxes as written.
type Earthworks []Box

// Box is one earthwork: every voxel from XYZMin to XYZMax, both included,
// becomes Material.
type Box struct {
	XYZMin   [3]int   `json:"xyzMin" schema:"minimum=0"`
	XYZMax   [3]int   `json:"xyzMax" schema:"minimum=0"`
	Material string   `json:"material" schema:"enum=Rock|Air"`
	_        struct{} `schema:"open"`
	// read is how an answer's box was read (plan.go).
	read boxRead
}

// MaxBoxes bounds a plan: applying a box costs up to the whole world, and no
// plan needs more boxes than this (the references use at most 12).
const MaxBoxes = 4096

// Data is an instance: the world's width and the goal the water must meet.
type Data struct {
	Size int    `json:"size"`
	Goal string `json:"goal"`
	// Volume is the number of water voxels the exact-volume goal asks for.
	Volume int `json:"volume,omitempty"`
	// Lakes is the number of lakes the lakes goal asks for.
	Lakes int `json:"lakes,omitempty"`
}

// Limits of the manifold.
const (
	MinSize = 16
	MaxSize = 64
)

// The parameters of the manifold. Volume and lakes matter only to their
// goals; 0 draws them from the seed.
var (
	goalParam = tasks.ChoiceKey("goal", append([]string{anyGoal}, goalNames()...), anyGoal,
		"what the water must do after the rain; any draws one of the eleven from the seed")
	sizeParam   = tasks.IntKey("size", MinSize, MaxSize, 32, "width and depth of the world in voxels (even); it is always 8 voxels high")
	volumeParam = tasks.IntKey("volume", 0, (MaxSize-2)*(MaxSize-2), 0, "the exact number of water voxels of the exact-volume goal (0: drawn from the seed)")
	lakesParam  = tasks.IntKey("lakes", 0, maxLakes(MaxSize), 0, "how many lakes, each covering a 2×2 block, the lakes goal asks for (0: drawn from the seed)")
)

// anyGoal asks the generator to draw the goal from the seed.
const anyGoal = "any"

// Task is fluid earthworks.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "fluid-earthworks",
		ID:     23,
		Name:   "Fluid earthworks",
		Bucket: tasks.Planning,
		Summary: "A flat voxel world of rock will be rained on; the model plans earthworks " +
			"(boxes of rock or air) so that, once the rain has run its course under stated " +
			"rules, the water meets a goal: a lake of a given area, lakes on three levels, " +
			"a hidden underground lake, a ring around a dry centre, exactly K voxels of water. " +
			"The plan is graded by simulating the rain. It tests predicting how water flows " +
			"and pools through a 3D structure the model designs itself.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(goalParam, sizeParam, volumeParam, lakesParam),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a 16-wide world, any goal", Values: tasks.Set(sizeParam.Is(16))},
			{Name: "medium", Doc: "a 40-wide world, any goal", Values: tasks.Set(sizeParam.Is(40))},
			{Name: "hard", Doc: "a 64-wide world, any goal", Values: tasks.Set(sizeParam.Is(64))},
			{Name: "volume", Doc: "a 32-wide world holding an exact volume drawn from the seed", Values: tasks.Set(goalParam.Is(goalExactVolume), sizeParam.Is(32))},
			{Name: "lakes", Doc: "a 48-wide world with a number of lakes drawn from the seed", Values: tasks.Set(goalParam.Is(goalLakes), sizeParam.Is(48))},
		},
	},
	Subpasses:   subpasses(),
	Canonical:   canonical,
	Generate:    generate,
	Prompt:      prompt,
	AnswerDoc:   "earthworks: boxes of rock or air applied in order to the flat world",
	Bare:        verifiers.ListOf(boxLike),
	Solve:       solve,
	Scene:       (*Data).Scene,
	FormatCheck: "earthworks",
	Grade:       grade,
})

func init() { tasks.Register(Task) }

// boxLike accepts an object that looks like a box, so that a bare list of
// boxes stands for the earthworks.
func boxLike(v verifiers.Value) bool {
	for _, k := range []string{"xyzMin", "xyzMax", "material"} {
		if verifiers.HasKey(k)(v) {
			return true
		}
	}
	return false
}

// canonicalGoals are the goals of the eleven subpasses, in order; their
// sizes are canonicalSizes.
var canonicalGoals = []string{
	goalLakeArea, goalLakes, goalHighWater, goalHiddenLake, goalThreeLevels, goalDeepLake,
	goalBigLakes, goalRingLake, goalLayers, goalExactVolume, goalHiddenLakes,
}

// canonicalSizes are the world widths of the eleven subpasses.
var canonicalSizes = []int{16, 24, 32, 40, 48, 56, 64, 48, 56, 48, 64}

// The canonical values of the parametric goals.
const (
	canonicalVolume = 100
	canonicalLakes  = 3
)

func canonicalData(k int) *Data {
	d := &Data{Size: canonicalSizes[k], Goal: canonicalGoals[k]}
	switch d.Goal {
	case goalExactVolume:
		d.Volume = canonicalVolume
	case goalLakes:
		d.Lakes = canonicalLakes
	}
	return d
}

func canonical(k int) (*Data, error) { return canonicalData(k), nil }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonicalGoals))
	for k := range subs {
		d := canonicalData(k)
		subs[k] = tasks.Subpass{
			Index:  k,
			Name:   fmt.Sprintf("%d×%d×%d world: %s", d.Size, d.Size, Height, goalOf(d.Goal).title(d)),
			Params: tasks.Set(goalParam.Is(d.Goal), sizeParam.Is(d.Size), volumeParam.Is(d.Volume), lakesParam.Is(d.Lakes)),
		}
	}
	return subs
}
