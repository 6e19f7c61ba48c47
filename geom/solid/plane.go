package solid

import (
	"math"

	"github.com/scbench/scbench/geom"
)

// Vec3 is a point or direction in space (geom.Vec3).
type Vec3 = geom.Vec3

// Plane is the closed half-space {x : N·x ≤ D}. Its boundary is the plane
// N·x = D and N points out of the half-space. Planes this package makes have
// a unit normal, so that Eval is a signed distance.
type Plane struct {
	N Vec3
	D float64
}

// Eval returns N·x − D: negative inside, positive outside, and, for a unit
// normal, the signed distance of x from the plane.
func (p Plane) Eval(x Vec3) float64 {
	return geom.Dot3(p.N, x) - p.D
}

// Flip returns the complementary half-space (sharing the boundary plane).
func (p Plane) Flip() Plane { return Plane{N: Vec3{-p.N[0], -p.N[1], -p.N[2]}, D: -p.D} }

// FacePlane returns the plane of the polygon vs[idx[0]], vs[idx[1]], ...
// with its right-handed normal pointing out of the half-space: the unit
// Newell normal, through the mean of the corners. ok is false for a
// degenerate polygon.
func FacePlane(vs []Vec3, idx []int) (Plane, bool) {
	n := geom.NewellNormal(vs, idx)
	l := geom.Length3(n)
	if !(l > 0) || math.IsInf(l, 0) {
		return Plane{}, false
	}
	n = Vec3{n[0] / l, n[1] / l, n[2] / l}
	var c Vec3
	for _, i := range idx {
		c = Vec3{c[0] + vs[i][0], c[1] + vs[i][1], c[2] + vs[i][2]}
	}
	k := 1 / float64(len(idx))
	c = Vec3{c[0] * k, c[1] * k, c[2] * k}
	return Plane{N: n, D: geom.Dot3(n, c)}, true
}

// PlaneThrough returns the plane through a, b and c whose normal (b−a)×(c−a)
// points out of the half-space, so that a, b, c run counter-clockwise seen
// from outside. ok is false when the points are collinear.
func PlaneThrough(a, b, c Vec3) (Plane, bool) {
	return FacePlane([]Vec3{a, b, c}, []int{0, 1, 2})
}
