package csgunion

import (
	"errors"
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// spec is what a generated instance is drawn from.
type spec struct {
	n        int
	families string
	touching int
	apart    int
	sides    int
}

// maxAttempts bounds the draws for one instance; an instance is kept only
// when its union is a valid solid that the reference solves exactly.
const maxAttempts = 60

// generate draws an instance: the first solid at the origin, every later one
// overlapping, touching or standing apart from those before, with integer
// positions, sizes and corners (turned shapes by multiples of 15°).
func generate(s spec, seed uint64) (*Data, error) {
	if s.touching+s.apart > s.n-1 {
		return nil, fmt.Errorf("%d touching and %d apart solids need at least %d solids in all, not %d", s.touching, s.apart, s.touching+s.apart+1, s.n)
	}
	r := rng.New(seed)
	var last error
	for attempt := 0; attempt < maxAttempts; attempt++ {
		d, err := s.draw(r.Derive(fmt.Sprintf("attempt %d", attempt)))
		if err == nil {
			err = d.admissible(s)
		}
		if err == nil {
			return d, nil
		}
		last = err
	}
	return nil, fmt.Errorf("no admissible instance in %d draws (the last: %v)", maxAttempts, last)
}

// placed is a primitive with its polytope.
type placed struct {
	p Primitive
	c *solid.Convex
}

type role int

const (
	overlapRole role = iota
	touchRole
	apartRole
)

// draw makes one candidate instance.
func (s spec) draw(r *rng.Rand) (*Data, error) {
	// Roles of solids 2..n: the touching and overlapping ones in random
	// order, then the ones apart (placed last, beyond the rest).
	cluster := make([]role, s.n-1-s.apart)
	for i := 0; i < s.touching; i++ {
		cluster[i] = touchRole
	}
	r.Shuffle(len(cluster), func(i, j int) { cluster[i], cluster[j] = cluster[j], cluster[i] })
	var ps []placed
	first := s.shape(r)
	if s.touching > 0 {
		first = axisBox(r)
	}
	c, err := first.Convex()
	if err != nil {
		return nil, err
	}
	ps = append(ps, placed{first, c})
	for _, ro := range cluster {
		var p placed
		var err error
		if ro == touchRole {
			p, err = s.touch(r, ps)
		} else {
			p, err = s.overlap(r, ps)
		}
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	for i := 0; i < s.apart; i++ {
		p, err := s.away(r, ps)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	d := &Data{}
	for _, p := range ps {
		d.Primitives = append(d.Primitives, p.p)
	}
	return d, nil
}

// shape draws a primitive of the allowed families in its own frame (At 0).
func (s spec) shape(r *rng.Rand) Primitive {
	weights := map[string][]int{
		"boxes":     {1},
		"polyhedra": {2, 1, 1, 1},
		"all":       {2, 1, 1, 1, 1, 1, 1},
	}[s.families]
	switch r.Pick(weights) {
	case 1:
		b := Primitive{Kind: KindBox, Size: [3]float64{float64(r.IntRange(4, 10)), float64(r.IntRange(4, 10)), float64(r.IntRange(4, 10))}}
		angles := []float64{15, 30, 45, 60, 75, 105, 120, 135, 150, 165}
		b.Rotate[r.Intn(3)] = angles[r.Intn(len(angles))]
		return b
	case 2:
		w := Primitive{Kind: KindWedge, Size: [3]float64{float64(2 * r.IntRange(2, 5)), float64(2 * r.IntRange(2, 5)), float64(r.IntRange(4, 10))}}
		w.Rotate[2] = float64(90 * r.Intn(4))
		return w
	case 3:
		return tetrahedron(r)
	case 4:
		p := Primitive{Kind: KindCylinder, Radius: float64(r.IntRange(3, 6)), Height: float64(2 * r.IntRange(2, 6)), Sides: r.IntRange(3, 8), Centred: true}
		switch r.Intn(3) {
		case 1:
			p.Rotate = [3]float64{0, 90, 0}
		case 2:
			p.Rotate = [3]float64{90, 0, 0}
		}
		return p
	case 5:
		p := Primitive{Kind: KindCone, Radius: float64(r.IntRange(3, 7)), Height: float64(r.IntRange(6, 14)), Sides: s.sides}
		if r.Chance(1, 3) {
			p.Rotate = [3]float64{180, 0, 0}
		}
		return p
	case 6:
		return Primitive{Kind: KindSphere, Radius: float64(r.IntRange(3, 7)), Sides: s.sides}
	}
	return axisBox(r)
}

// axisBox is an axis-aligned box with integer sides from 3 to 12.
func axisBox(r *rng.Rand) Primitive {
	return Primitive{Kind: KindBox, Size: [3]float64{float64(r.IntRange(3, 12)), float64(r.IntRange(3, 12)), float64(r.IntRange(3, 12))}}
}

// tetrahedron draws four integer corners within ±4 making a tetrahedron
// without slivers: volume at least 20 and every corner at least 1.5 from the
// plane of the other three.
func tetrahedron(r *rng.Rand) Primitive {
	for try := 0; try < 1000; try++ {
		var c [4][3]float64
		for i := range c {
			c[i] = [3]float64{float64(r.IntRange(-4, 4)), float64(r.IntRange(-4, 4)), float64(r.IntRange(-4, 4))}
		}
		t, err := solid.Tetrahedron(c[0], c[1], c[2], c[3])
		if err != nil || t.Volume() < 20 {
			continue
		}
		ok := true
		for i := range c {
			a, b, d := geom.Vec3(c[(i+1)%4]), geom.Vec3(c[(i+2)%4]), geom.Vec3(c[(i+3)%4])
			area := geom.Length3(geom.Cross3(b.Sub(a), d.Sub(a))) / 2
			if 3*t.Volume()/area < 1.5 {
				ok = false
			}
		}
		if ok {
			return Primitive{Kind: KindTetrahedron, Corners: c[:]}
		}
	}
	// Practically unreachable (most draws qualify): a fixed, fat tetrahedron.
	return Primitive{Kind: KindTetrahedron, Corners: [][3]float64{{-4, -4, -4}, {4, -4, -4}, {0, 4, -4}, {0, 0, 4}}}
}

// at returns the primitive moved so that its own frame's origin is at x
// (for a tetrahedron, its corners moved by x).
func at(p Primitive, x [3]float64) Primitive {
	if p.Kind == KindTetrahedron {
		cs := make([][3]float64, len(p.Corners))
		for i, c := range p.Corners {
			cs[i] = [3]float64{c[0] + x[0], c[1] + x[1], c[2] + x[2]}
		}
		p.Corners = cs
		return p
	}
	p.At = x
	return p
}

// centre is the middle of a polytope's bounding box.
func centre(c *solid.Convex) geom.Vec3 {
	lo, hi := c.Bounds()
	return lo.Add(hi).Mul(0.5)
}

// half is half the size of a polytope's bounding box.
func half(c *solid.Convex) geom.Vec3 {
	lo, hi := c.Bounds()
	return hi.Sub(lo).Mul(0.5)
}

// grid rounds a position so that a box of the given sizes (or any other
// solid, sizes zero) keeps integer corners.
func grid(x geom.Vec3, size [3]float64) [3]float64 {
	var out [3]float64
	for k := 0; k < 3; k++ {
		off := float64(math.Mod(size[k], 2) / 2)
		out[k] = math.Round(x[k]-off) + off
	}
	return out
}

// overlap places a new solid so that it overlaps an earlier one by at least
// a tenth of the smaller volume.
func (s spec) overlap(r *rng.Rand, ps []placed) (placed, error) {
	for try := 0; try < 30; try++ {
		j := r.Intn(len(ps))
		p := s.shape(r)
		c0, err := p.Convex()
		if err != nil {
			return placed{}, err
		}
		dir := geom.Vec3{float64(r.IntRange(-1, 1)), float64(r.IntRange(-1, 1)), float64(r.IntRange(-1, 1))}
		if dir == (geom.Vec3{}) {
			dir[r.Intn(3)] = 1
		}
		f := 0.25 + float64(0.5*r.Float64())
		hj, hp := half(ps[j].c), half(c0)
		var target geom.Vec3
		for k := 0; k < 3; k++ {
			target[k] = centre(ps[j].c)[k] + float64(dir[k]*f*(hj[k]+hp[k])) - centre(c0)[k]
		}
		q, err := place(p, target)
		if err != nil {
			return placed{}, err
		}
		if solid.IntersectionVolume(q.c, ps[j].c) > 0.1*min(q.c.Volume(), ps[j].c.Volume()) {
			return q, nil
		}
	}
	return placed{}, errors.New("no overlapping placement found")
}

// touch sets a new axis-aligned box against a face of an earlier one,
// sharing at least a square centimetre of it and no volume with any solid.
func (s spec) touch(r *rng.Rand, ps []placed) (placed, error) {
	var boxes []int
	for i, p := range ps {
		if p.p.Kind == KindBox && p.p.Rotate == ([3]float64{}) {
			boxes = append(boxes, i)
		}
	}
	if len(boxes) == 0 {
		return placed{}, errors.New("no box to touch")
	}
	for try := 0; try < 30; try++ {
		t := ps[boxes[r.Intn(len(boxes))]].p
		b := axisBox(r)
		axis, side := r.Intn(3), float64(2*r.Intn(2)-1)
		var x geom.Vec3
		for k := 0; k < 3; k++ {
			if k == axis {
				x[k] = t.At[k] + float64(side*(t.Size[k]+b.Size[k])/2)
				continue
			}
			reach := float64((t.Size[k]+b.Size[k])/2) - 1
			x[k] = t.At[k] + float64((2*r.Float64()-1)*reach)
		}
		q := at(b, grid(x, b.Size))
		c, err := q.Convex()
		if err != nil {
			return placed{}, err
		}
		ok := true
		for _, o := range ps {
			if solid.IntersectionVolume(c, o.c) > 0 {
				ok = false
				break
			}
		}
		if ok {
			return placed{q, c}, nil
		}
	}
	return placed{}, errors.New("no touching placement found")
}

// away places a new solid beyond all earlier ones, at least 2 cm from their
// bounding box along x or y.
func (s spec) away(r *rng.Rand, ps []placed) (placed, error) {
	lo, hi := ps[0].c.Bounds()
	for _, p := range ps[1:] {
		l, h := p.c.Bounds()
		for k := 0; k < 3; k++ {
			lo[k], hi[k] = min(lo[k], l[k]), max(hi[k], h[k])
		}
	}
	p := s.shape(r)
	c0, err := p.Convex()
	if err != nil {
		return placed{}, err
	}
	l0, h0 := c0.Bounds()
	axis := r.Intn(2)
	gap := float64(r.IntRange(2, 4))
	var x geom.Vec3
	for k := 0; k < 3; k++ {
		x[k] = float64((lo[k]+hi[k])/2) - float64((l0[k]+h0[k])/2) + float64(r.IntRange(-2, 2))
	}
	if r.Bool() {
		x[axis] = hi[axis] + gap - l0[axis] + 1
	} else {
		x[axis] = lo[axis] - gap - h0[axis] - 1
	}
	return place(p, x)
}

// place moves a primitive to about x, on the grid that keeps its corners
// integral, and makes its polytope.
func place(p Primitive, x geom.Vec3) (placed, error) {
	size := [3]float64{}
	if p.Kind == KindBox && p.Rotate == ([3]float64{}) {
		size = p.Size
	}
	q := at(p, grid(x, size))
	c, err := q.Convex()
	if err != nil {
		return placed{}, err
	}
	return placed{q, c}, nil
}

// Limits on a generated instance's reference answer.
const (
	maxRefFaces   = 2000
	minRefEdge    = 0.01
	minContactCm2 = 1
)

// admissible checks a drawn instance: the stated numbers of touching and
// apart solids hold, no two solids meet along an edge only (their union
// would not be a manifold), and the reference union mesh is a valid solid
// of reasonable size, with no edge shorter than 0.01, that scores 1.
func (d *Data) admissible(s spec) error {
	rel := d.relations()
	if rel.count(meeting) > 0 {
		return errors.New("two solids meet along an edge or at a corner only")
	}
	if rel.count(touching) < s.touching {
		return fmt.Errorf("%d touching pairs, want %d", rel.count(touching), s.touching)
	}
	if rel.separate() != s.apart {
		return fmt.Errorf("%d solids apart, want %d", rel.separate(), s.apart)
	}
	ans, err := solve(d)
	if err != nil {
		return err
	}
	m := ans.mesh()
	if len(m.Faces) > maxRefFaces {
		return fmt.Errorf("the union has %d faces", len(m.Faces))
	}
	for _, f := range m.Faces {
		for i, a := range f {
			if geom.Length3(m.Verts[f[(i+1)%len(f)]].Sub(m.Verts[a])) < minRefEdge {
				return errors.New("the union has an edge shorter than 0.01")
			}
		}
	}
	v := mesh.Validate(m, mesh.Limits{MaxCoordinate: MaxCoordinate})
	if f, bad := v.Failed(); bad {
		return fmt.Errorf("the union is not a valid solid: %s", f.Detail)
	}
	g := &grading{d: d, m: m, v: v}
	if err := g.measure(); err != nil {
		return err
	}
	if g.score != 1 {
		return fmt.Errorf("the reference scores %v", g.score)
	}
	return nil
}
