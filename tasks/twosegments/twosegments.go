package twosegments

import (
	_ "embed"
	"fmt"
	"strconv"

	"github.com/scbench/scbench/tasks"
)

// Answer is a two-segments answer: two segments, each two endpoints [x, y].
type Answer struct {
	Segments Segments `json:"segments"`
}

//go:embed canonical.json
var canonicalJSON []byte

// canonicalRecord is one upstream record as tools/vgbimport stores it: the
// corners as the prompt prints them.
type canonicalRecord struct {
	Ref        string       `json:"ref"`
	Difficulty string       `json:"difficulty"`
	Square     string       `json:"square"`
	SquareSeed int          `json:"square_seed"`
	Corners    [4][2]string `json:"corners"`
	Grid       []float64    `json:"grid"`
	Decimals   int          `json:"snap_decimals"`
	Counts     Counts       `json:"counts"`
}

var canonical = tasks.Records[canonicalRecord]("two-segments", canonicalJSON)

// The parameters of the manifold.
var (
	countsKey = tasks.ChoiceKey("counts", catalogueKeys(), "any",
		"the target shapes, e.g. 2tri-2quad (any: drawn from those the region allows)")
	regionKey = tasks.ChoiceKey("square", []string{Unit, Random, Quad}, Unit,
		"the region: the unit square, a random axis-aligned square, or an irregular convex quadrilateral")
	gridKey = tasks.ChoiceKey("grid", gridNames(), "none",
		"coordinate values endpoints must use (unit square only)")
	decimalsKey = tasks.IntKey("snap_decimals", 2, 5, 3,
		"precision: the tolerance is half a unit of this decimal place, and region corners are rounded to it")
)

// Task is two segments.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "two-segments",
		ID:     57,
		Name:   "Two segments",
		Bucket: tasks.Axiomatic,
		Summary: "Given a square (or a convex quadrilateral) and a target such as \"2 triangles and " +
			"2 quadrilaterals\", the model places two straight segments with endpoints on the " +
			"boundary so that they cut the interior into exactly those shapes. Any placement " +
			"that achieves the target passes. It tests planning a partition: predicting how " +
			"crossings, shared endpoints and corners change the polygons formed.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(countsKey, regionKey, gridKey, decimalsKey),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "three or four regions in the unit square", Values: tasks.Set(countsKey.Is("3quad"), regionKey.Is(Unit))},
			{Name: "medium", Doc: "a pentagon in a random square", Values: tasks.Set(countsKey.Is("1tri-1quad-1pent"), regionKey.Is(Random), decimalsKey.Is(4))},
			{Name: "hard", Doc: "two pentagons in an irregular quadrilateral", Values: tasks.Set(countsKey.Is("2tri-2pent"), regionKey.Is(Quad))},
		},
	},
	Subpasses: subpasses(),
	Canonical: loadCanonical,
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return generate(regionKey.Get(p), gridKey.Get(p), decimalsKey.Get(p), countsKey.Get(p), seed)
	},
	Prompt: prompt,
	Solve:  solve,
	Scene:  (*Data).Scene,
	// The grader reads the raw text itself, to name a key written in the
	// wrong case (see grade).
	GradeText: grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		grid, err := gridName(r.Grid)
		if err != nil {
			panic("twosegments: canonical record " + r.Ref + ": " + err.Error())
		}
		name := r.Counts.Phrase() + " in the " + map[string]string{Unit: "unit square", Random: "random square", Quad: "quadrilateral"}[r.Square]
		if grid != "none" {
			name += ", grid " + grid
		}
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       name,
			Difficulty: r.Difficulty,
			Params:     tasks.Set(countsKey.Is(r.Counts.Key()), regionKey.Is(r.Square), gridKey.Is(grid), decimalsKey.Is(r.Decimals)),
			Ref:        r.Ref,
		}
	}
	return subs
}

// loadCanonical builds upstream's record k, with the corners read from the
// decimals the prompt prints.
func loadCanonical(k int) (*Data, error) {
	r := canonical[k]
	var corners [4][2]float64
	for i := range r.Corners {
		for j, s := range r.Corners[i] {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				return nil, fmt.Errorf("canonical subpass %d: corner %q: %w", k, s, err)
			}
			corners[i][j] = v
		}
	}
	d, err := NewData(r.Square, corners, r.Grid, r.Decimals, r.Counts)
	if err != nil {
		return nil, fmt.Errorf("canonical subpass %d: %w", k, err)
	}
	return d, nil
}

// solve searches candidate answers, judging each by the rule, and returns the
// first that makes the target.
func solve(d *Data) (Answer, error) {
	s, ok := d.Witness(d.Counts)
	if !ok {
		return Answer{}, fmt.Errorf("no answer found for %s", d.Counts.Phrase())
	}
	return Answer{Segments: s}, nil
}
