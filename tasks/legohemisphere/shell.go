package legohemisphere

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/solid"
)

// Segments is the fragment count ($fn) of the spheres the shell is measured
// against, as upstream rendered them with OpenSCAD: 16 around, 8 rings.
const Segments = 16

// shell is the reference solid: the upper halves of OpenSCAD's polygonal
// spheres of the two radii, the inner taken from the outer. Both halves are
// convex, and the inner lies inside the outer, so the part of any solid in
// the shell is its part in the outer half less its part in the inner half.
type shell struct {
	d            *Data
	ref          float64
	outer, inner *solid.Convex
	// Each half-sphere lies within the ball of its radius (its vertices are
	// on the sphere) and holds the part above the ground of the ball of its
	// inradius: clipping is needed only where a prism reaches between the two.
	outerIn, innerIn float64
	// planes is cutting's buffer, and clip the kernel's working arrays:
	// a grade clips thousands of prisms.
	planes []solid.Plane
	clip   solid.Clipper
}

func (d *Data) shell() *shell {
	s := &shell{d: d, outer: halfSphere(d.Outer()), inner: halfSphere(d.Inner())}
	s.ref = s.outer.Volume() - s.inner.Volume()
	s.outerIn, s.innerIn = inradius(s.outer), inradius(s.inner)
	return s
}

// inradius is the least distance from the centre to a face plane other
// than the ground's.
func inradius(c *solid.Convex) float64 {
	r := math.Inf(1)
	for _, p := range c.Planes {
		if p.N[2] > -0.5 {
			r = min(r, p.D)
		}
	}
	return r
}

// ground is the half-space z ≥ 0.
var ground = solid.Plane{N: geom.Vec3{0, 0, -1}, D: 0}

// halfSphere is the part of OpenSCAD's sphere(r, $fn = 16) above the ground.
// The radii of the manifold are positive whole millimetres, for which the
// sphere always exists.
func halfSphere(r float64) *solid.Convex {
	s, err := solid.Sphere(r, Segments)
	if err != nil {
		panic("legohemisphere: " + err.Error())
	}
	return s.Clip(ground)
}

// within is the volume of a prism inside the shell: its part in the outer
// half-sphere less its part in the inner one. Radii settle most prisms
// (wholly inside a half-sphere's inscribed ball, or beyond its radius);
// the rest are clipped exactly by the kernel, by the face planes that their
// corners show to cut them: the other faces hold the whole prism.
func (s *shell) within(p prism) float64 {
	near, far := p.reach()
	part := func(h *solid.Convex, r, in float64) float64 {
		if near >= r {
			return 0
		}
		if far <= in && p.z0 >= 0 {
			return p.volume()
		}
		planes, apart := cutting(h, p, s.planes[:0])
		s.planes = planes
		switch {
		case apart:
			return 0
		case len(planes) == 0:
			return p.volume()
		}
		// 0 for a piece without area or height, which holds no volume
		return s.clip.PrismVolumeWithin(p.poly, p.z0, p.z1, planes)
	}
	outer := part(s.outer, s.d.Outer(), s.outerIn)
	if outer == 0 {
		return 0
	}
	return outer - part(s.inner, s.d.Inner(), s.innerIn)
}

// cutting lists the face planes of a convex polytope that some corner of
// the prism lies outside of; apart is set when every corner lies outside
// one of them, so that the two do not meet. A plane farther from the
// prism's centre than its corners reach is settled by that distance alone.
func cutting(h *solid.Convex, p prism, planes []solid.Plane) ([]solid.Plane, bool) {
	var corners [16]geom.Vec3
	n := 0
	for _, q := range p.poly {
		for _, z := range [2]float64{p.z0, p.z1} {
			if n < len(corners) {
				corners[n] = geom.Vec3{q[0], q[1], z}
				n++
			}
		}
	}
	if n < 2*len(p.poly) {
		// more corners than a brick's pieces have: let the kernel clip by all
		return append(planes, h.Planes...), false
	}
	var c geom.Vec3
	for _, v := range corners[:n] {
		c = c.Add(v)
	}
	c = c.Mul(1 / float64(n))
	reach := 0.0
	for _, v := range corners[:n] {
		reach = max(reach, geom.Length3(v.Sub(c)))
	}
	reach *= 1 + 1e-9
	for _, pl := range h.Planes {
		switch d := pl.Eval(c); {
		case d < -reach:
			continue // every corner inside
		case d > reach:
			return planes[:0], true // every corner outside
		}
		// Corners outside and corners not: a corner of each settles it.
		out, in := 0, 0
		for _, v := range corners[:n] {
			if pl.Eval(v) > 0 {
				out++
			} else {
				in++
			}
			if out > 0 && in > 0 {
				break
			}
		}
		switch {
		case in == 0:
			return planes[:0], true
		case out > 0:
			planes = append(planes, pl)
		}
	}
	return planes, false
}

// measure computes the volumes a buildable structure is scored on.
func (s *shell) measure(a *analysis) (volumes, bool) {
	pieces, ok := a.disjoint()
	if !ok {
		return volumes{}, false
	}
	v := volumes{Ref: s.ref, N: len(a.b)}
	for _, p := range pieces {
		v.R += p.volume()
		v.I += s.within(p)
	}
	return v, true
}
