package legohemisphere

// The brick model every check uses: a 2×4 brick occupies a 32 × 16 × 9.6 mm
// box on the stacking pitch (the real brick is 31.8 × 15.8 mm, and 11.4 mm
// tall with its studs), centred on its centroid and turned about the
// vertical. Its eight studs sit on an 8 mm grid at local x ∈ {−12, −4, 4, 12},
// y ∈ {−4, 4}. Layer n has its centroids at height 4.8 + 9.6n.

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// Brick dimensions and the layer heights, in mm.
const (
	Length   = 32.0
	Width    = 16.0
	Height   = 9.6
	Pitch    = 8.0                     // the stud grid
	Ground   = 4.8                     // centroid height of layer 0
	BrickVol = Length * Width * Height // 4915.2 mm³
)

// Tolerances of the structural rules, in mm (upstream's).
const (
	// LayerTolerance: a centroid within this fraction of a layer's height of
	// 4.8 + 9.6n is in layer n (0.96 mm).
	LayerTolerance = 0.1
	// GroundTolerance: no centroid lower than 4.8 mm less this.
	GroundTolerance = 0.1
	// StudTolerance: studs line up when they are within this of the grid, on
	// each axis; two footprints touch, and two bricks of a layer overlap, when
	// they reach more than this into each other.
	StudTolerance = 0.5
	// studMargin: a stud engages a brick above when its centre lies at least
	// this far inside the upper brick's footprint (a stud on the grid lies 4
	// mm inside or 4 mm outside).
	studMargin = 2.0
)

// LayerZ is the centroid height of layer n, 4.8 + 9.6n mm, as the nearest
// float64 to the decimal (91.2 rather than 91.19999999999999).
func LayerZ(n int) float64 { return float64(48+96*n) / 10 }

// placed is a brick as the grader sees it.
type placed struct {
	c        geom.Vec3
	deg      float64
	sin, cos float64
	// layer is the nearest layer; off how far (in layers) the centroid is
	// from it.
	layer int
	off   float64
}

func place(b Brick) placed {
	p := placed{c: geom.Vec3(b.Centroid), deg: b.RotationDegrees}
	p.sin, p.cos = portable.SinCosDegrees(b.RotationDegrees)
	li := (b.Centroid[2] - Ground) / Height
	n := math.RoundToEven(li)
	p.layer, p.off = int(n), li-n
	return p
}

// world maps a point of the brick's own frame (x along its length) to the
// plan.
func (p *placed) world(x, y float64) geom.Vec2 {
	return geom.Vec2{
		p.c[0] + (float64(x*p.cos) - float64(y*p.sin)),
		p.c[1] + (float64(x*p.sin) + float64(y*p.cos)),
	}
}

// local maps a point of the plan into the brick's own frame.
func (p *placed) local(q geom.Vec2) geom.Vec2 {
	dx, dy := q[0]-p.c[0], q[1]-p.c[1]
	return geom.Vec2{float64(dx*p.cos) + float64(dy*p.sin), float64(dy*p.cos) - float64(dx*p.sin)}
}

// footprint is the brick's outline in plan, counter-clockwise.
func (p *placed) footprint() []geom.Vec2 { return p.outline(0) }

// outline is the footprint grown by e on every side.
func (p *placed) outline(e float64) []geom.Vec2 {
	x, y := Length/2+e, Width/2+e
	return []geom.Vec2{p.world(-x, -y), p.world(x, -y), p.world(x, y), p.world(-x, y)}
}

// studLocal are the stud centres in the brick's own frame.
var studLocal = [8]geom.Vec2{
	{-12, -4}, {-4, -4}, {4, -4}, {12, -4},
	{-12, 4}, {-4, 4}, {4, 4}, {12, 4},
}

func (p *placed) studs() [8]geom.Vec2 {
	var out [8]geom.Vec2
	for i, s := range studLocal {
		out[i] = p.world(s[0], s[1])
	}
	return out
}

func (p *placed) zmin() float64 { return p.c[2] - Height/2 }
func (p *placed) zmax() float64 { return p.c[2] + Height/2 }

// penetration is how far two footprints reach into each other: the least
// overlap of their projections onto the four edge directions (separating
// axes). It is positive exactly when the footprints share area.
func penetration(a, b *placed) float64 {
	depth := math.Inf(1)
	for _, u := range [4]geom.Vec2{{a.cos, a.sin}, {-a.sin, a.cos}, {b.cos, b.sin}, {-b.sin, b.cos}} {
		ha := reach(a, u)
		hb := reach(b, u)
		gap := math.Abs(dot(a.c[0]-b.c[0], a.c[1]-b.c[1], u))
		depth = min(depth, ha+hb-gap)
	}
	return depth
}

// farApart reports whether two footprints are too far apart to touch: their
// centres further apart than their circumscribed circles reach (with a
// margin far above rounding), so that penetration would be negative. It
// spares penetration's four axes for most neighbours a cell holds.
func farApart(a, b *placed) bool {
	const reach2 = (Length*Length + Width*Width) * (1 + 1e-6) // (2 × half-diagonal)², padded
	dx, dy := a.c[0]-b.c[0], a.c[1]-b.c[1]
	return float64(dx*dx)+float64(dy*dy) > reach2
}

// reach is half the extent of a footprint's projection onto the unit axis u.
func reach(p *placed, u geom.Vec2) float64 {
	return float64(Length/2*math.Abs(dot(p.cos, p.sin, u))) + float64(Width/2*math.Abs(dot(-p.sin, p.cos, u)))
}

func dot(x, y float64, u geom.Vec2) float64 { return float64(x*u[0]) + float64(y*u[1]) }

// gridOffset is how far v lies from the nearest stud line of a brick's own
// frame (the lines at 4 + 8k mm).
func gridOffset(v float64) float64 {
	// Dividing by 8 and multiplying back are exact, and so is the
	// difference for coordinates this size: r is v's residue mod 8.
	w := v - Pitch/2
	r := w - float64(Pitch*math.Floor(w/Pitch))
	return min(r, Pitch-r)
}

// onGrid reports whether every stud of b lies within the stud tolerance of
// a stud position of a's grid, on each axis: the two bricks are turned by a
// multiple of 90° from each other and their studs line up.
func onGrid(a, b *placed) bool {
	for _, s := range b.studs() {
		l := a.local(s)
		if gridOffset(l[0]) >= StudTolerance || gridOffset(l[1]) >= StudTolerance {
			return false
		}
	}
	return true
}

// engaged counts the studs of lower that reach into upper's underside.
func engaged(lower, upper *placed) int {
	n := 0
	for _, s := range lower.studs() {
		l := upper.local(s)
		if math.Abs(l[0]) < Length/2-studMargin && math.Abs(l[1]) < Width/2-studMargin {
			n++
		}
	}
	return n
}

// farthest2 and nearest2 are the squared distances from the origin to the
// brick's farthest corner and to its nearest point.
func (p *placed) farthest2() float64 {
	best := 0.0
	for _, q := range p.footprint() {
		for _, z := range [2]float64{p.zmin(), p.zmax()} {
			best = max(best, norm2(q[0], q[1], z))
		}
	}
	return best
}

func (p *placed) nearest2() float64 {
	o := p.local(geom.Vec2{})
	dx := o[0] - min(max(o[0], -Length/2), Length/2)
	dy := o[1] - min(max(o[1], -Width/2), Width/2)
	dz := max(0, max(p.zmin(), -p.zmax()))
	return norm2(dx, dy, dz)
}

func norm2(x, y, z float64) float64 { return float64(x*x) + float64(y*y) + float64(z*z) }
