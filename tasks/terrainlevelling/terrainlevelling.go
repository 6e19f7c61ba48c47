package terrainlevelling

import (
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Answer is a blasting plan: the charges in the order they fire.
type Answer struct {
	Blasts Blasts `json:"blasts" schema:"maxItems=25000;description=the charges in firing order"`
}

// Blasts are an answer's charges as written.
type Blasts []Blast

// MaxBlasts bounds a plan before anything is simulated; the schema's
// maxItems says the same. Upstream's planner needs up to 21,801 blasts on the
// canonical maps.
const MaxBlasts = 25_000

// Data is a terrain-levelling instance.
type Data struct {
	Terrain
	// Heights are the map as the prompt prints it: Heights[y][x] is column x
	// of row y, row 0 printed first.
	Heights [][]float64 `json:"heights"`
	// BlastModel names the model blasts are simulated with.
	BlastModel string `json:"blast_model"`

	start *Grid // Heights as a grid; never changed
	city  City  // the largest city before any blast
}

func newData(t Terrain, heights [][]float64) *Data {
	d := &Data{Terrain: t, Heights: heights, BlastModel: ModelName, start: newGrid(heights)}
	d.city = d.start.LargestCity()
	return d
}

// Grid returns a copy of the map to work on.
func (d *Data) Grid() *Grid { return d.start.Clone() }

// Before is the largest city of the map as it is.
func (d *Data) Before() City { return d.city }

// The parameters of the manifold.
var (
	size        = tasks.IntKey("size", 8, 64, 16, "side of the square map, in cells")
	octaves     = tasks.IntKey("octaves", 1, 6, 4, "octaves of noise summed: more add finer bumps")
	persistence = tasks.FloatKey("persistence", 0.25, 0.75, 0.5, "each octave's amplitude relative to the one before: higher is rougher")
	feature     = tasks.FloatKey("feature", 2, 16, 4, "map cells per noise cell: the noise spans 1 + size/feature cells across the map, so higher makes broader hills")
)

// Task is terrain levelling.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "terrain-levelling",
		ID:     28,
		Name:   "Terrain levelling",
		Bucket: tasks.Planning,
		// The reference plan is upstream's placebo planner.
		BaselineReference: true,
		Summary: "A square heightmap of hilly terrain is given; the model plans a sequence of " +
			"explosive charges (cell and depth) whose rubble rolls downhill and settles, so as to " +
			"make the largest flat area for a city: cells joined side by side whose neighbours " +
			"differ by at most 0.2. The plan is simulated blast by blast with the deterministic " +
			"rolling-v1 model and scored by how much the largest flat area grows. It tests " +
			"planning many interacting actions whose effects depend on the terrain they reshape. " +
			"Upstream simulated blasts with PyBullet physics, so one plan's score here can differ " +
			"from its score in the paper's runs.",
	},
	Version: 1,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(size, octaves, persistence, feature),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "16×16, upstream's noise", Values: tasks.Set(size.Is(16))},
			{Name: "medium", Doc: "32×32, upstream's noise", Values: tasks.Set(size.Is(32))},
			{Name: "hard", Doc: "48×48, upstream's noise", Values: tasks.Set(size.Is(48))},
			{Name: "hills", Doc: "24×24, broad smooth hills", Values: tasks.Set(size.Is(24), octaves.Is(2), persistence.Is(0.4), feature.Is(8))},
			{Name: "rugged", Doc: "24×24, rough broken ground", Values: tasks.Set(size.Is(24), octaves.Is(6), persistence.Is(0.65), feature.Is(3))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		return newData(upstreamTerrain(canonicalSizes[k]), canonicalMap(k)), nil
	},
	Generate: generate,
	Prompt:   prompt,
	Solve: func(d *Data) (Answer, error) {
		return Answer{Blasts: Placebo(d.start)}, nil
	},
	Scene:     func(d *Data) *scene.Scene { return d.Scene() },
	Limits:    limits,
	GradeText: grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonicalSizes))
	for i, s := range canonicalSizes {
		t := upstreamTerrain(s)
		subs[i] = tasks.Subpass{
			Index:  i,
			Name:   fmt.Sprintf("%d×%d map", s, s),
			Params: tasks.Set(size.Is(t.Size), octaves.Is(t.Octaves), persistence.Is(t.Persistence), feature.Is(t.Feature)),
		}
	}
	return subs
}

func generate(p tasks.Params, seed uint64) (*Data, error) {
	t := Terrain{Size: size.Get(p), Octaves: octaves.Get(p), Persistence: persistence.Get(p), Feature: feature.Get(p)}
	d := newData(t, freshMap(t, seed))
	if d.city.Size == d.start.Cells() {
		// Nothing to level; the noise settings admit this only in theory.
		return nil, fmt.Errorf("the %d×%d map drawn from seed %d is flat already; try another seed", t.Size, t.Size, seed)
	}
	return d, nil
}
