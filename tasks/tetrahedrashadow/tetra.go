package tetrahedrashadow

import (
	"math"

	"github.com/scbench/scbench/geom"
)

// Base is the model tetrahedron: regular with edges of length 1, resting on
// z = 0 with the edge P0–P1 on the x axis. Rotations turn it about P0, the
// model origin (not its centre).
var Base = [4]geom.Vec3{
	{0, 0, 0},
	{1, 0, 0},
	{0.5, math.Sqrt(3) / 2, 0},
	{0.5, math.Sqrt(3) / 6, math.Sqrt(2.0 / 3)},
}

// Faces lists the base tetrahedron's faces, wound outward.
var Faces = [4][3]int{{0, 2, 1}, {0, 1, 3}, {1, 2, 3}, {2, 0, 3}}

// Edges lists its six edges.
var Edges = [6][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}

// Transform places one tetrahedron: rotate the base tetrahedron about the
// origin by the quaternion (Q0 the scalar part), then translate by (X, Y, Z).
type Transform struct {
	X  float64 `json:"x"`
	Y  float64 `json:"y"`
	Z  float64 `json:"z"`
	Q0 float64 `json:"q0"`
	Q1 float64 `json:"q1"`
	Q2 float64 `json:"q2"`
	Q3 float64 `json:"q3"`
}

// Quat is the transform's quaternion.
func (t Transform) Quat() geom.Quat { return geom.Quaternion(t.Q0, t.Q1, t.Q2, t.Q3) }

// Norm2 is the squared norm of the quaternion.
func (t Transform) Norm2() float64 { return geom.QuatNorm2(t.Quat()) }

// NormTolerance is how far the squared norm of a quaternion may be from 1
// before the normalisation penalty applies (upstream's 1% rule).
const NormTolerance = 0.01

// Normalised reports whether the quaternion is within the 1% rule.
func (t Transform) Normalised() bool { return math.Abs(t.Norm2()-1) <= NormTolerance }

// Vertices returns the placed tetrahedron's corners: the base corners turned
// by the rotation of q/|q| and translated. ok is false when the quaternion is
// zero or overflows, so that it describes no rotation.
func (t Transform) Vertices() (v [4]geom.Vec3, ok bool) {
	m, ok := geom.RotationMatrix(t.Quat())
	if !ok {
		return v, false
	}
	for i, p := range Base {
		r := geom.MulMat3(m, p)
		v[i] = geom.Vec3{r[0] + t.X, r[1] + t.Y, r[2] + t.Z}
	}
	return v, true
}

// Shadow is the vertical shadow of a tetrahedron on z = 0: the convex hull of
// its corners' (x, y), counter-clockwise (a triangle or a quadrilateral).
func Shadow(v [4]geom.Vec3) []geom.Vec2 {
	pts := make([]geom.Vec2, 4)
	for i, p := range v {
		pts[i] = geom.Vec2{p[0], p[1]}
	}
	return geom.ConvexPolygon(pts)
}
