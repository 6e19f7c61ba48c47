package packprisms

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
)

// Class is a number of identical prisms.
type Class struct {
	Count int `json:"count"`
	// Dims are the side lengths, largest first.
	Dims [3]int `json:"dims"`
}

// Data is a packing instance.
type Data struct {
	Classes []Class `json:"classes"`
	// Perfect is upstream's "perfect packing possible" flag.
	Perfect bool `json:"perfect_possible"`
	// Target is the packing efficiency that earns full marks; below it the
	// score is the efficiency divided by Target. Upstream's rule for the
	// canonical subpasses: 1 when Perfect is set (the score is the efficiency
	// itself), 0.95 otherwise. Generated instances use 1 when the reference
	// packer finds a perfect packing, otherwise the lower of 0.95 and its
	// efficiency (rounded down to a tenth of a percent).
	Target float64 `json:"target"`
}

// Volume is the prisms' total volume.
func (d *Data) Volume() int64 {
	v := int64(0)
	for _, c := range d.Classes {
		v += int64(c.Count) * int64(c.Dims[0]) * int64(c.Dims[1]) * int64(c.Dims[2])
	}
	return v
}

// Count is the number of prisms.
func (d *Data) Count() int {
	n := 0
	for _, c := range d.Classes {
		n += c.Count
	}
	return n
}

// Answer is a packing: one box per prism. Its objects are open (no
// additionalProperties: false), as upstream's grader ignored extra keys.
type Answer struct {
	Boxes []Box    `json:"boxes"`
	_     struct{} `schema:"open"`
	// from says which list of boxes was read, when upstream's wrapped form
	// offered several (see pickList).
	from string
}

// Box is one placed prism in an answer.
type Box struct {
	Min [3]int64 `json:"XyzMin"`
	Max [3]int64 `json:"XyzMax"`
	_   struct{} `schema:"open"`
}

// Limits of the manifold.
const (
	MaxClasses = 10
	MaxPrisms  = 250
	MaxSide    = 50
)

// The parameters of the manifold.
var (
	classesParam = tasks.IntKey("classes", 1, MaxClasses, 3, "number of distinct prism sizes")
	prismsParam  = tasks.IntKey("prisms", 1, MaxPrisms, 30, "number of prisms in all, shared out among the sizes at random (each size at least once)")
	maxSideParam = tasks.IntKey("max_side", 1, MaxSide, 12, "the longest side a prism may have; sides are drawn from 1 to this")
)

// Task is pack prisms.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "pack-prisms",
		ID:     16,
		Name:   "Pack rectangular prisms",
		Bucket: tasks.Constructive,
		Summary: "Given counts of rectangular prisms of a few sizes, the model places every prism " +
			"(rotated by quarter turns as it likes) at integer coordinates with no two overlapping, " +
			"so that the box from the origin to the far corner of the packing is as small as " +
			"possible. The score is the packing efficiency (total prism volume over the enclosing " +
			"volume) against a target: 100% where a perfect packing is expected, 95% otherwise. It " +
			"tests three-dimensional arrangement, rotation and volume bookkeeping.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(classesParam, prismsParam, maxSideParam),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "2 sizes, 12 prisms, sides up to 8", Values: tasks.Set(classesParam.Is(2), prismsParam.Is(12), maxSideParam.Is(8))},
			{Name: "medium", Doc: "4 sizes, 40 prisms, sides up to 15", Values: tasks.Set(classesParam.Is(4), prismsParam.Is(40), maxSideParam.Is(15))},
			{Name: "hard", Doc: "8 sizes, 120 prisms, sides up to 30", Values: tasks.Set(classesParam.Is(8), prismsParam.Is(120), maxSideParam.Is(30))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) { return canonicalData(k), nil },
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return Generate(classesParam.Get(p), prismsParam.Get(p), maxSideParam.Get(p), seed)
	},
	Prompt: prompt,
	Bare:   boxList,
	Solve:  (*Data).reference,
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(classes))
	for k := range classes {
		d := canonicalData(k)
		side := 0
		for _, c := range d.Classes {
			side = max(side, c.Dims[0])
		}
		diff := "easy"
		switch {
		case k >= 6:
			diff = "hard"
		case k >= 2:
			diff = "medium"
		}
		sizes := "sizes"
		if k == 0 {
			sizes = "size"
		}
		subs[k] = tasks.Subpass{
			Index:      k,
			Name:       fmt.Sprintf("%d %s, %d prisms, volume %d", k+1, sizes, d.Count(), d.Volume()),
			Difficulty: diff,
			Params:     tasks.Set(classesParam.Is(k+1), prismsParam.Is(d.Count()), maxSideParam.Is(side)),
		}
	}
	return subs
}

// reference packs the prisms with the reference packer.
func (d *Data) reference() (Answer, error) {
	a := Answer{Boxes: []Box{}}
	for _, b := range d.Pack() {
		a.Boxes = append(a.Boxes, Box{Min: b.Min, Max: b.Max})
	}
	return a, nil
}
