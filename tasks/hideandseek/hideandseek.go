package hideandseek

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Fixed facts of every instance (upstream's).
const (
	BuildingHeight = 10.0
	PersonSide     = 0.5 // a person's footprint is PersonSide × PersonSide
	PersonHeight   = 2.0
	MaxRadius      = 30.0 // from the building's centre
	MinSpacing     = 0.5  // between people's centres
	ImageWidth     = 800
	ImageHeight    = 600
	FOV            = 22.5 // vertical field of view, degrees
	PixelCost      = 0.005
	SniperHeight   = 20.0
)

// Data is a hide-and-seek instance.
type Data struct {
	People int     `json:"people"`
	Width  float64 `json:"width"`
	// Sniper is the eye; LookAt the point it looks at.
	Sniper geom.Vec3 `json:"sniper"`
	LookAt geom.Vec3 `json:"look_at"`
}

// Answer is a hide-and-seek answer: where each person stands.
type Answer struct {
	People People `json:"people"`
}

// People are an answer's people as written.
type People []Person

// Person is one person's centre.
type Person struct {
	XY [2]float64 `json:"xy"`
}

// The parameters of the manifold.
var (
	peopleParam = tasks.IntKey("people", 4, 250, 40, "how many people to hide")
	widthParam  = tasks.FloatKey("width", 2, 12, 6, "the building's width and depth in metres (it is 10 m tall)")
)

// Task is hide and seek.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "hide-and-seek",
		ID:     13,
		Name:   "Hide and seek",
		Bucket: tasks.Constructive,
		Summary: "A square building stands at the origin and a sniper looks at it from a stated " +
			"point far away and above. The model places a crowd of person-sized boxes, apart from " +
			"each other, off the building and within 30 m of it, so that the building hides every " +
			"one of them; each pixel of a person in the sniper's rendered view costs points. It " +
			"tests reasoning about lines of sight and the shape of a shadow volume.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(peopleParam, widthParam),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "10 people behind an 8 m building", Values: tasks.Set(peopleParam.Is(10), widthParam.Is(8))},
			{Name: "medium", Doc: "40 people behind a 6 m building", Values: tasks.Set(peopleParam.Is(40), widthParam.Is(6))},
			{Name: "hard", Doc: "150 people behind a 5 m building", Values: tasks.Set(peopleParam.Is(150), widthParam.Is(5))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		c := canonical[k]
		return &Data{People: c.people, Width: c.width, Sniper: paperSniper, LookAt: lookAt}, nil
	},
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return generate(peopleParam.Get(p), widthParam.Get(p), seed)
	},
	Prompt: prompt,
	Bare:   bareList,
	Solve:  (*Data).reference,
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func init() { tasks.Register(Task) }

// canonical are the paper's subpasses: crowd size and building width.
var canonical = []struct {
	people int
	width  float64
}{{4, 2}, {20, 4}, {40, 6}, {80, 8}, {150, 10}, {200, 7}}

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, c := range canonical {
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   fmt.Sprintf("%d people, building %g m wide", c.people, c.width),
			Params: tasks.Set(peopleParam.Is(c.people), widthParam.Is(c.width)),
		}
	}
	return subs
}

// Stated positions of the paper's instances.
var (
	paperSniper = geom.Vec3{100, 100, SniperHeight}
	lookAt      = geom.Vec3{0, 0, 2}
)

// generate keeps the paper's sniper distance and height and draws the
// direction it looks from (whole degrees, coordinates rounded to 0.1 m). An
// instance is kept only if the reference crowd is hidden completely; with a
// narrow building and a large crowd that can fail, and the generator says so.
func generate(people int, width float64, seed uint64) (*Data, error) {
	if people < 4 || people > 250 || !(width >= 2 && width <= 12) {
		return nil, fmt.Errorf("people must be 4 to 250 and width 2 to 12 m")
	}
	r := rng.New(seed)
	reach := geom.Length2(geom.Vec2{paperSniper[0], paperSniper[1]})
	for try := 0; try < 8; try++ {
		s, c := portable.SinCosTurn(r.Intn(360), 360)
		d := &Data{People: people, Width: width, LookAt: lookAt,
			Sniper: geom.Vec3{math.Round(reach*c*10) / 10, math.Round(reach*s*10) / 10, SniperHeight}}
		if crowd, err := d.solve(); err == nil && d.Visible(crowd).Total == 0 {
			return d, nil
		}
	}
	return nil, fmt.Errorf("%d people do not all fit in the shadow of a %g m building; use fewer people or a wider building", people, width)
}

// reference places the reference crowd.
func (d *Data) reference() (Answer, error) {
	crowd, err := d.solve()
	if err != nil {
		return Answer{}, err
	}
	a := Answer{People: make([]Person, len(crowd))}
	for i, p := range crowd {
		a.People[i] = Person{XY: [2]float64{p[0], p[1]}}
	}
	return a, nil
}
