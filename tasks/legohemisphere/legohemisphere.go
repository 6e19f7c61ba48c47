package legohemisphere

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Data is an instance: the shell's inner and outer radii, in whole
// millimetres (the prompt states them in centimetres, as upstream did).
type Data struct {
	InnerMM int `json:"inner_mm"`
	OuterMM int `json:"outer_mm"`
}

// Answer is a brick structure. The reasoning is asked for, as upstream's
// schema did, but never read.
type Answer struct {
	Reasoning string `json:"reasoning" schema:"unread"`
	Bricks    Bricks `json:"bricks"`
}

// Bricks are an answer's bricks as written.
type Bricks []Brick

// Brick is one 2×4 brick: the centre of its 32 × 16 × 9.6 mm box in mm, and
// its turn about the vertical axis in degrees, counter-clockwise seen from
// above. At 0° the long side runs along x.
type Brick struct {
	Centroid        [3]float64 `json:"Centroid"`
	RotationDegrees float64    `json:"RotationDegrees"`
}

// Limits of the manifold, in millimetres.
const (
	MinInnerMM     = 20
	MaxOuterMM     = 240
	MinThicknessMM = 30
	MaxThicknessMM = 80
)

// The parameters of the manifold. Radii are drawn in whole millimetres.
var (
	innerParam     = tasks.FloatKey("inner", 2, 21, 7, "inner radius of the shell in cm (the outer radius, inner plus thickness, is at most 24 cm)")
	thicknessParam = tasks.FloatKey("thickness", 3, 8, 3, "thickness of the shell in cm (outer radius minus inner)")
	spreadParam    = tasks.FloatKey("spread", 0, 3, 1, "a seeded instance draws the inner radius up to this many cm either side of inner, and the thickness up to half as far either side of thickness (whole millimetres); 0 gives exactly inner and thickness")
)

// Task is the Lego hemispherical shell.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "lego-hemisphere",
		ID:     2,
		Name:   "Lego hemispherical shell",
		Bucket: tasks.Constructive,
		Summary: "The model builds a hemispherical shell of given inner and outer radii out of " +
			"standard 2×4 Lego bricks, giving each brick's centre and its turn about the vertical " +
			"axis. The structure must be buildable: bricks on layer heights, none overlapping, " +
			"studs on a common grid, every brick held by studs from the ground up, and every " +
			"connected part standing on its own footprint. A buildable structure scores by how " +
			"closely its volume matches the shell's. It tests 3D construction under physical " +
			"constraints: discretising a curved surface into a stacked, interlocking grid.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(innerParam, thicknessParam, spreadParam),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a small, thick shell: about 4 cm inside, 4 cm thick", Values: tasks.Set(innerParam.Is(4), thicknessParam.Is(4), spreadParam.Is(1))},
			{Name: "medium", Doc: "about 8 cm inside, 3 cm thick", Values: tasks.Set(innerParam.Is(8), thicknessParam.Is(3), spreadParam.Is(1))},
			{Name: "hard", Doc: "a large, thin shell: about 16 cm inside, 3 cm thick", Values: tasks.Set(innerParam.Is(16), thicknessParam.Is(3), spreadParam.Is(2))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		c := paperRadii[k]
		return &Data{InnerMM: 10 * c[0], OuterMM: 10 * c[1]}, nil
	},
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return generate(innerParam.Get(p), thicknessParam.Get(p), spreadParam.Get(p), seed)
	},
	Prompt:      prompt,
	Bare:        verifiers.ListOf(verifiers.HasKey("Centroid")),
	Solve:       (*Data).reference,
	Scene:       (*Data).Scene,
	FormatCheck: "bricks",
	Grade:       grade,
})

func init() { tasks.Register(Task) }

// canonical are the paper's eight subpasses: inner and outer radius in cm.
var paperRadii = [][2]int{{4, 7}, {5, 8}, {6, 9}, {7, 10}, {9, 13}, {11, 15}, {13, 16}, {15, 18}}

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(paperRadii))
	for k, c := range paperRadii {
		diff := "easy"
		switch {
		case k >= 5:
			diff = "hard"
		case k >= 2:
			diff = "medium"
		}
		subs[k] = tasks.Subpass{
			Index:      k,
			Name:       fmt.Sprintf("inner radius %d cm, outer radius %d cm", c[0], c[1]),
			Difficulty: diff,
			Params:     tasks.Set(innerParam.Is(float64(c[0])), thicknessParam.Is(float64(c[1]-c[0])), spreadParam.Is(1)),
		}
	}
	return subs
}

// Inner and Outer are the radii in mm.
func (d *Data) Inner() float64 { return float64(d.InnerMM) }

// Outer is the outer radius in mm.
func (d *Data) Outer() float64 { return float64(d.OuterMM) }

// reference builds the reference structure.
func (d *Data) reference() (Answer, error) {
	bricks, err := d.Build()
	if err != nil {
		return Answer{}, err
	}
	return Answer{
		Reasoning: "Layer by layer, the 8 mm stud cells whose columns lie mostly in the shell are tiled " +
			"with 2×4 bricks on one stud grid, turned 0° or 90°; bricks of neighbouring layers that share " +
			"a cell grip each other's studs, and the dome stands on its ring of ground bricks.",
		Bricks: bricks,
	}, nil
}
