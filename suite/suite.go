package suite

import (
	"sort"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/classifybehaviour"
	"github.com/scbench/scbench/tasks/csgunion"
	"github.com/scbench/scbench/tasks/delaunay"
	"github.com/scbench/scbench/tasks/enumerateedges"
	"github.com/scbench/scbench/tasks/fluidearthworks"
	"github.com/scbench/scbench/tasks/halfsubdivisionneighbours"
	"github.com/scbench/scbench/tasks/hamiltonianloop"
	"github.com/scbench/scbench/tasks/hideandseek"
	"github.com/scbench/scbench/tasks/hypersnake"
	"github.com/scbench/scbench/tasks/interlockingparts"
	"github.com/scbench/scbench/tasks/legohemisphere"
	"github.com/scbench/scbench/tasks/maze3d"
	"github.com/scbench/scbench/tasks/packprisms"
	"github.com/scbench/scbench/tasks/pipeloop"
	"github.com/scbench/scbench/tasks/polynomialfit"
	"github.com/scbench/scbench/tasks/printableprime"
	"github.com/scbench/scbench/tasks/shikaku"
	"github.com/scbench/scbench/tasks/terrainlevelling"
	"github.com/scbench/scbench/tasks/tetrahedrashadow"
	"github.com/scbench/scbench/tasks/topologyenumeration"
	"github.com/scbench/scbench/tasks/twosegments"
	"github.com/scbench/scbench/tasks/voxelprojection"
)

// implemented lists every task with a generator and a grader.
var implemented = []tasks.Task{
	delaunay.Task,
	shikaku.Task,
	topologyenumeration.Task,
	enumerateedges.Task,
	classifybehaviour.Task,
	halfsubdivisionneighbours.Task,
	twosegments.Task,
	hamiltonianloop.Task,
	voxelprojection.Task,
	maze3d.Task,
	hypersnake.Task,
	packprisms.Task,
	csgunion.Task,
	tetrahedrashadow.Task,
	hideandseek.Task,
	printableprime.Task,
	pipeloop.Task,
	polynomialfit.Task,
	terrainlevelling.Task,
	legohemisphere.Task,
	fluidearthworks.Task,
	interlockingparts.Task,
}

// Tasks returns the implemented tasks in catalogue order (by bucket, then by
// upstream number).
func Tasks() []tasks.Task {
	out := append([]tasks.Task(nil), implemented...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Info(), out[j].Info()
		if a.Bucket != b.Bucket {
			return bucketRank(a.Bucket) < bucketRank(b.Bucket)
		}
		return a.ID < b.ID
	})
	return out
}

// Lookup finds an implemented task by slug.
func Lookup(slug string) (tasks.Task, bool) {
	for _, e := range implemented {
		if e.Info().Slug == slug {
			return e, true
		}
	}
	return nil, false
}

// Planned is a task of the paper, implemented or not.
type Planned struct {
	Slug        string       `json:"slug"`
	ID          int          `json:"id"`
	Name        string       `json:"name"`
	Bucket      tasks.Bucket `json:"bucket"`
	Subpasses   int          `json:"subpasses"`
	Implemented bool         `json:"implemented"`
}

// Catalogue lists all 22 tasks of the paper (285 canonical subpasses), marking
// the implemented ones, in catalogue order.
func Catalogue() []Planned {
	out := make([]Planned, len(paper))
	copy(out, paper)
	for i := range out {
		if e, ok := Lookup(out[i].Slug); ok {
			info := e.Info()
			out[i].Name = info.Name
			out[i].Implemented = true
			out[i].Subpasses = len(e.Subpasses())
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Bucket != out[j].Bucket {
			return bucketRank(out[i].Bucket) < bucketRank(out[j].Bucket)
		}
		return out[i].ID < out[j].ID
	})
	return out
}

func bucketRank(b tasks.Bucket) int {
	for i, x := range tasks.Buckets {
		if x == b {
			return i
		}
	}
	return len(tasks.Buckets)
}

// paper is the SCBench task list: upstream number, bucket and canonical count.
var paper = []Planned{
	{Slug: "topology-enumeration", ID: 51, Name: "Topology enumeration", Bucket: tasks.Axiomatic, Subpasses: 10},
	{Slug: "enumerate-edges", ID: 52, Name: "Enumerate edges", Bucket: tasks.Axiomatic, Subpasses: 8},
	{Slug: "classify-behaviour", ID: 53, Name: "Classify behaviour", Bucket: tasks.Axiomatic, Subpasses: 13},
	{Slug: "half-subdivision-neighbours", ID: 54, Name: "Half-subdivision neighbours", Bucket: tasks.Axiomatic, Subpasses: 17},
	{Slug: "two-segments", ID: 57, Name: "Two segments", Bucket: tasks.Axiomatic, Subpasses: 27},
	{Slug: "lego-hemisphere", ID: 2, Name: "Lego hemispherical shell", Bucket: tasks.Constructive, Subpasses: 8},
	{Slug: "csg-union", ID: 3, Name: "CSG union of polyhedra", Bucket: tasks.Constructive, Subpasses: 22},
	{Slug: "tetrahedra-shadow", ID: 4, Name: "Tetrahedra shadow projection", Bucket: tasks.Constructive, Subpasses: 20},
	{Slug: "voxel-projection", ID: 6, Name: "Voxel grid projection", Bucket: tasks.Constructive, Subpasses: 6},
	{Slug: "polynomial-fit", ID: 8, Name: "Polynomial curve fitting", Bucket: tasks.Constructive, Subpasses: 9},
	{Slug: "hamiltonian-loop", ID: 9, Name: "Hamiltonian loop", Bucket: tasks.Constructive, Subpasses: 10},
	{Slug: "pipe-loop", ID: 12, Name: "Pipe loop fitting", Bucket: tasks.Constructive, Subpasses: 40},
	{Slug: "hide-and-seek", ID: 13, Name: "Hide and seek", Bucket: tasks.Constructive, Subpasses: 6},
	{Slug: "pack-prisms", ID: 16, Name: "Pack rectangular prisms", Bucket: tasks.Constructive, Subpasses: 9},
	{Slug: "interlocking-parts", ID: 29, Name: "Interlocking parts", Bucket: tasks.Constructive, Subpasses: 9},
	{Slug: "printable-prime", ID: 30, Name: "Largest 3D-printable prime", Bucket: tasks.Constructive, Subpasses: 1},
	{Slug: "delaunay", ID: 55, Name: "Delaunay triangulation", Bucket: tasks.Constructive, Subpasses: 25},
	{Slug: "shikaku", ID: 56, Name: "Shikaku rectangles", Bucket: tasks.Constructive, Subpasses: 6},
	{Slug: "maze-3d", ID: 7, Name: "3D maze with jumps", Bucket: tasks.Planning, Subpasses: 6},
	{Slug: "hyper-snake", ID: 11, Name: "Hyper-snake", Bucket: tasks.Planning, Subpasses: 13},
	{Slug: "fluid-earthworks", ID: 23, Name: "Fluid earthworks", Bucket: tasks.Planning, Subpasses: 11},
	{Slug: "terrain-levelling", ID: 28, Name: "Terrain levelling", Bucket: tasks.Planning, Subpasses: 9},
}
