package csgunion

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
)

// canon is one canonical subpass: the spec's table row (upstream's 22
// entries), with the union's reference volume as the table states it.
type canon struct {
	name       string
	difficulty string
	prims      []Primitive
	volume     float64
}

func box(sx, sy, sz, x, y, z float64) Primitive {
	return Primitive{Kind: KindBox, Size: [3]float64{sx, sy, sz}, At: [3]float64{x, y, z}}
}

func cube(s, x, y, z float64) Primitive { return box(s, s, s, x, y, z) }

// canonicals is the spec's table of the 22 subpasses. Subpass 7 uses the
// intended wedge (DECISIONS.md): upstream's reference lists its back face
// twice, once reversed.
var canonicals = []canon{
	{"two cubes overlapping along x", "easy", []Primitive{cube(10, 0, 0, 0), cube(10, 8, 0, 0)}, 1800},
	{"two cubes overlapping diagonally", "easy", []Primitive{cube(10, 0, 0, 0), cube(10, 5, 5, 0)}, 1750},
	{"two disjoint cubes", "easy", []Primitive{cube(10, 0, 0, 0), cube(10, 15, 0, 0)}, 2000},
	{"a cube inside a cube", "easy", []Primitive{cube(20, 0, 0, 0), cube(10, 0, 0, 0)}, 8000},
	{"a box and a cube", "easy", []Primitive{box(10, 20, 30, 0, 0, 0), cube(15, 10, 0, 0)}, 8812.5},
	{"a plus-shaped cross", "medium", []Primitive{box(30, 10, 10, 0, 0, 0), box(10, 30, 10, 0, 0, 0)}, 5000},
	{"a 3D jack", "medium", []Primitive{box(30, 10, 10, 0, 0, 0), box(10, 30, 10, 0, 0, 0), box(10, 10, 30, 0, 0, 0)}, 7000},
	{"a cube and a wedge", "medium", []Primitive{cube(10, 0, 0, 0), {Kind: KindWedge, Size: [3]float64{10, 10, 10}, At: [3]float64{10, 0, 0}}}, 1500},
	{"a cube and a tetrahedron", "medium", []Primitive{cube(10, 0, 0, 0), {Kind: KindTetrahedron, Corners: [][3]float64{{0, 0, 15}, {8.16, 0, 5}, {-4.08, 7.07, 5}, {-4.08, -7.07, 5}}}}, 1288.456},
	{"an L shape", "medium", []Primitive{box(30, 10, 10, 0, 0, 0), box(10, 20, 10, 10, 5, 0)}, 4000},
	{"three cubes as stairs", "medium", []Primitive{cube(10, 0, 0, 0), cube(10, 10, 0, 5), cube(10, 20, 0, 10)}, 3000},
	{"a cylinder and a cube", "hard", []Primitive{{Kind: KindCylinder, Radius: 5, Height: 20, Sides: 24, Centred: true}, cube(8, 6, 0, 0)}, 1913.597819},
	{"two crossing cylinders", "hard", []Primitive{
		{Kind: KindCylinder, Radius: 5, Height: 20, Sides: 24, Centred: true},
		{Kind: KindCylinder, Radius: 5, Height: 20, Sides: 24, Centred: true, Rotate: [3]float64{0, 90, 0}},
	}, 2450.519932},
	{"a hexagonal prism and a cube", "hard", []Primitive{{Kind: KindCylinder, Radius: 5, Height: 10, Sides: 6, Centred: true}, cube(6, 6, 0, 0)}, 824.695967},
	{"an octagonal prism and a cube", "hard", []Primitive{{Kind: KindCylinder, Radius: 5, Height: 10, Sides: 8, Centred: true}, cube(8, 0, 0, 0)}, 730.676190},
	{"four overlapping cubes", "medium", []Primitive{cube(5, 0, 0, 0), cube(5, 4, 0, 0), cube(5, 0, 4, 0), cube(5, 4, 4, 0)}, 405},
	{"a sphere and a cube", "hard", []Primitive{{Kind: KindSphere, Radius: 8, Sides: 24}, cube(10, 8, 0, 0)}, 2710.926522},
	{"two cubes sharing a face", "easy", []Primitive{cube(10, 0, 0, 0), cube(10, 10, 0, 0)}, 2000},
	{"a cube and the same cube turned 45°", "hard", []Primitive{cube(10, 0, 0, 0), {Kind: KindBox, Size: [3]float64{10, 10, 10}, Rotate: [3]float64{0, 0, 45}}}, 1171.572875},
	{"a T shape", "medium", []Primitive{box(30, 10, 10, 0, 0, 5), box(10, 10, 20, 0, 0, -5)}, 4500},
	{"a cone and a cube", "hard", []Primitive{{Kind: KindCone, Radius: 8, Height: 15, Sides: 24}, cube(10, 0, 0, 5)}, 1252.138271},
	{"a hollow box of six walls", "hard", []Primitive{
		box(20, 20, 2, 0, 0, -9), box(20, 20, 2, 0, 0, 9),
		box(20, 2, 16, 0, -9, 0), box(20, 2, 16, 0, 9, 0),
		box(2, 16, 16, -9, 0, 0), box(2, 16, 16, 9, 0, 0),
	}, 3904},
}

// canonical returns subpass k's instance.
func canonical(k int) (*Data, error) {
	c := canonicals[k]
	return &Data{Primitives: append([]Primitive(nil), c.prims...)}, nil
}

// subpasses are the canonical subpasses with the manifold parameters that
// describe them: a seeded request for a subpass draws a fresh instance like
// it.
func subpasses() []tasks.Subpass {
	out := make([]tasks.Subpass, len(canonicals))
	for k, c := range canonicals {
		d, _ := canonical(k)
		out[k] = tasks.Subpass{
			Index:      k,
			Name:       fmt.Sprintf("%s (volume %s)", c.name, num(c.volume)),
			Difficulty: c.difficulty,
			Params:     d.params(),
		}
	}
	return out
}

// params are the manifold parameters an instance corresponds to: its count,
// the families its primitives come from, how many touch or stand apart, and
// the sides of its round primitives.
func (d *Data) params() tasks.Params {
	fam, sides := "boxes", 12
	for _, p := range d.Primitives {
		switch {
		case p.isRound():
			fam, sides = "all", p.Sides
		case fam == "boxes" && (p.Kind != KindBox || p.Rotate != [3]float64{}):
			fam = "polyhedra"
		}
	}
	rel := d.relations()
	apart := rel.separate()
	return tasks.Set(primitivesParam.Is(len(d.Primitives)), familiesParam.Is(fam),
		touchingParam.Is(min(rel.count(touching), len(d.Primitives)-1-apart)), apartParam.Is(apart), sidesParam.Is(sides))
}
