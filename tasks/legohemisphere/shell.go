package legohemisphere

import (
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
}

func (d *Data) shell() *shell {
	s := &shell{d: d, outer: halfSphere(d.Outer()), inner: halfSphere(d.Inner())}
	s.ref = s.outer.Volume() - s.inner.Volume()
	return s
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

// within is the volume of a prism inside the shell.
func (s *shell) within(p prism) float64 {
	c, err := solid.Prism(p.poly, p.z0, p.z1)
	if err != nil {
		return 0 // a piece without area or height holds no volume
	}
	return solid.IntersectionVolume(c, s.outer) - solid.IntersectionVolume(c, s.inner)
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
