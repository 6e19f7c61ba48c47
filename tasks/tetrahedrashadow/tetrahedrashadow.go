package tetrahedrashadow

import (
	"fmt"
	"math"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Limits on an answer, stated in the prompt.
const (
	// MaxTetrahedra bounds the count: the largest target needs well under a
	// hundred.
	MaxTetrahedra = 1000
	// MaxCoordinate bounds every number of a transform in magnitude.
	MaxCoordinate = 1000
)

// Answer is a tetrahedra-shadow answer: one transform per tetrahedron.
type Answer struct {
	Tetrahedrons Transforms `json:"tetrahedrons" schema:"maxItems=1000"`
}

// Transforms are an answer's tetrahedra as written.
type Transforms []Transform

// Data is a tetrahedra-shadow instance: the target.
type Data struct {
	Family string `json:"family"`
	// Scale multiplies every length of the family's paper-sized shape.
	Scale float64 `json:"scale"`
	// Turn is the angle (degrees, counter-clockwise about the origin) the
	// shape is turned by.
	Turn int `json:"turn_degrees"`
	// Description and Definition are the target in words, as the prompt
	// states it.
	Description string `json:"description"`
	Definition  string `json:"definition"`
	// Outline holds the boundary rings: outer boundaries counter-clockwise,
	// holes clockwise.
	Outline [][]geom.Vec2 `json:"outline"`
	// Pieces are convex, counter-clockwise polygons with disjoint interiors
	// whose union is the target.
	Pieces [][]geom.Vec2 `json:"pieces"`
	Area   float64       `json:"area"`
	// Divisor renormalises the score (min(1, s/Divisor)); 1 means none.
	Divisor float64 `json:"divisor"`
}

// The parameters of the manifold.
var (
	shapeParam = tasks.ChoiceKey("shape", shapeChoices(), "any",
		"the target: one of the paper's twenty shapes, or a group (polygon, curved, concave) or any of them, drawn from the seed")
	scaleParam = tasks.FloatKey("scale", 0.75, 1.5, 1.0,
		"multiplies every length of the paper's shape (below 0.75 the thinnest parts would be narrower than a tetrahedron's shadow)")
	turnParam = tasks.BoolKey("turn", true,
		"turn the target about the origin by a whole number of degrees drawn from the seed")
)

// Task is tetrahedra shadow.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "tetrahedra-shadow",
		ID:     4,
		Name:   "Tetrahedra shadow projection",
		Bucket: tasks.Constructive,
		Summary: "The model places any number of unit regular tetrahedra, each by a translation and " +
			"a quaternion, so that their shadow straight down on the ground covers a target shape " +
			"without spilling over and without two tetrahedra touching. Partial credit follows the " +
			"overlap of shadow and target. It tests composing 3D rotations, predicting projected " +
			"outlines and tiling a region with them.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(shapeParam, scaleParam, turnParam),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a convex polygon, a quarter larger, unturned",
				Values: tasks.Set(shapeParam.Is(groupPolygon), scaleParam.Is(1.25), turnParam.Is(false))},
			{Name: "medium", Doc: "any of the twenty shapes, turned",
				Values: tasks.Set(shapeParam.Is("any"), scaleParam.Is(1.0), turnParam.Is(true))},
			{Name: "hard", Doc: "a shape with holes, notches or spikes, smaller, turned",
				Values: tasks.Set(shapeParam.Is(groupConcave), scaleParam.Is(0.8), turnParam.Is(true))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) { return newData(k, 1, 0), nil },
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return generate(shapeParam.Get(p), scaleParam.Get(p), turnParam.Get(p), seed)
	},
	Prompt: prompt,
	Bare:   bareList,
	Solve:  (*Data).reference,
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func init() { tasks.Register(Task) }

// shapeChoices are the values of the shape parameter: a family, a group of
// families, or any family.
func shapeChoices() []string {
	out := []string{"any", groupPolygon, groupCurved, groupConcave}
	for _, f := range families {
		out = append(out, f.Name)
	}
	return out
}

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(families))
	for i, f := range families {
		d, level := "full cover required", "medium"
		if f.Divisor < 1 {
			d = fmt.Sprintf("score divided by %g", f.Divisor)
		}
		if f.Group == groupConcave || f.Divisor < 0.6 {
			level = "hard"
		}
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%s (%s)", f.Name, d),
			Difficulty: level,
			Params:     tasks.Set(shapeParam.Is(f.Name), scaleParam.Is(1.0), turnParam.Is(true)),
		}
	}
	return subs
}

// generate draws a family (when the shape names a group) and an angle (when
// turning), and keeps the instance only if the reference arrangement earns
// full marks on it; otherwise it draws again, a bounded number of times.
func generate(shapeName string, scale float64, turnIt bool, seed uint64) (*Data, error) {
	if !(scale >= 0.75 && scale <= 1.5) {
		return nil, fmt.Errorf("scale %v is outside [0.75, 1.5]", scale)
	}
	var pool []int
	for i, f := range families {
		if shapeName == "any" || f.Group == shapeName || f.Name == shapeName {
			pool = append(pool, i)
		}
	}
	if len(pool) == 0 {
		return nil, fmt.Errorf("unknown shape %q", shapeName)
	}
	r := rng.New(seed)
	for try := 0; try < 8; try++ {
		fam := pool[r.Intn(len(pool))]
		deg := 0
		if turnIt {
			deg = r.Intn(360)
		}
		d := newData(fam, scale, deg)
		if d.referenceScore() == 1 {
			return d, nil
		}
	}
	return nil, fmt.Errorf("the reference arrangement did not reach full marks on %d draws of shape %q at scale %v", 8, shapeName, scale)
}

func newData(fam int, scale float64, deg int) *Data {
	f := families[fam]
	s := target(fam, scale, deg)
	d := &Data{Family: f.Name, Scale: scale, Turn: deg, Description: s.phrase, Outline: s.outline, Pieces: s.pieces, Divisor: f.Divisor}
	for _, p := range s.pieces {
		d.Area += geom.SignedArea(p)
	}
	d.Definition = s.exact
	if deg != 0 {
		d.Definition += fmt.Sprintf(", turned %d° counter-clockwise about the origin", deg)
	}
	if s.listVertices {
		d.Definition += "; its vertices are " + vertexList(s.outline[0])
		if len(s.outline) > 1 {
			d.Definition = strings.Replace(d.Definition, "; its vertices are ", "; its outer boundary has the vertices ", 1)
			d.Definition += ", and its hole has the vertices " + vertexList(s.outline[1])
		}
	}
	return d
}

// shape rebuilds the target's geometry and cover plans.
func (d *Data) shape() (shape, error) {
	fam, ok := familyByName(d.Family)
	if !ok {
		return shape{}, fmt.Errorf("unknown target family %q", d.Family)
	}
	return target(fam, d.Scale, d.Turn), nil
}

// reference builds the reference arrangement.
func (d *Data) reference() (Answer, error) {
	s, err := d.shape()
	if err != nil {
		return Answer{}, err
	}
	return solve(s), nil
}

// referenceScore grades the reference arrangement, by the grader's own
// measure, so that the generator keeps only targets it can cover in full.
func (d *Data) referenceScore() float64 {
	s, err := d.shape()
	if err != nil {
		return 0
	}
	ans := solve(s)
	shadows := make([][]geom.Vec2, len(ans.Tetrahedrons))
	for i, t := range ans.Tetrahedrons {
		v, _ := t.Vertices()
		shadows[i] = Shadow(v)
	}
	return finalScore(rawScore(measure(shadows, d.Pieces), 1), d.Divisor)
}

// extent is the half-width of a square around the origin that holds the
// target.
func (d *Data) extent() float64 {
	e := 0.0
	for _, r := range d.Outline {
		for _, p := range r {
			e = math.Max(e, math.Max(math.Abs(p[0]), math.Abs(p[1])))
		}
	}
	return e
}
