package delaunay

import (
	_ "embed"
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Answer is a Delaunay answer: every triangle as the indices of its three
// corners.
type Answer struct {
	Triangles Triangles `json:"triangles" schema:"minimum=0"`
}

// Triangles are an answer's triangles as written, each three point indices.
type Triangles [][3]int

//go:embed canonical.json
var canonicalJSON []byte

// canonicalRecord is one upstream record as tools/vgbimport stores it.
type canonicalRecord struct {
	Ref        string   `json:"ref"`
	NumPoints  int      `json:"num_points"`
	Seed       int      `json:"seed"`
	Difficulty string   `json:"difficulty"`
	Milli      [][2]int `json:"milli"`
}

var canonical = tasks.Records[canonicalRecord]("delaunay", canonicalJSON)

// The parameters of the manifold.
var (
	numPoints = tasks.IntKey("num_points", 3, 200, 15, "how many points to triangulate")
	decimals  = tasks.IntKey("decimals", 2, 4, 3, "decimal places of every coordinate (the points lie on a grid of that step)")
)

// Task is the Delaunay triangulation.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "delaunay",
		ID:     55,
		Name:   "Delaunay triangulation",
		Bucket: tasks.Constructive,
		Summary: "Points in the unit square are listed with their indices; the model returns the " +
			"Delaunay triangulation as index triples. Passing needs every triangle right: the " +
			"triangles must tile the convex hull and no point may lie inside any triangle's " +
			"circumcircle. It tests holding many exact positions in mind and reasoning about " +
			"circles through them.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(numPoints, decimals),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "8 points", Values: tasks.Set(numPoints.Is(8))},
			{Name: "medium", Doc: "15 points", Values: tasks.Set(numPoints.Is(15))},
			{Name: "hard", Doc: "40 points", Values: tasks.Set(numPoints.Is(40))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		grid := make([][2]int64, len(canonical[k].Milli))
		for i, p := range canonical[k].Milli {
			grid[i] = [2]int64{int64(p[0]), int64(p[1])}
		}
		return NewData(grid, 3), nil
	},
	Generate: func(p tasks.Params, seed uint64) (*Data, error) {
		return generate(numPoints.Get(p), decimals.Get(p), seed)
	},
	Prompt: prompt,
	Bare:   verifiers.ListOfSeqs,
	Solve:  solve,
	Scene:  (*Data).Scene,
	Grade:  grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d points", r.NumPoints),
			Difficulty: r.Difficulty,
			Params:     tasks.Set(numPoints.Is(r.NumPoints), decimals.Is(3)),
			Ref:        r.Ref,
		}
	}
	return subs
}

// solve triangulates the displayed points exactly.
func solve(d *Data) (Answer, error) {
	tris, err := geom.Delaunay(d.Grid())
	if err != nil {
		return Answer{}, err
	}
	return Answer{Triangles: tris}, nil
}
