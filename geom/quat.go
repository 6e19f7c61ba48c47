package geom

// Rotations: quaternions (mgl64.Quat), rotation matrices, and a sine/cosine
// that gives the same bits on every platform.
//
// mgl64's own Quat methods compute sums of products with plain expressions,
// which the Go compiler may fuse into multiply-adds on some architectures
// (arm64, ppc64le, s390x, riscv64). Anything here whose result reaches an
// instance, an answer or a report is written with every product that is later
// added wrapped in float64(...), so that each operation is rounded on its own
// and the result is identical natively and under WebAssembly. The same goes
// for the trigonometry: math.Sin and math.Cos are pure Go polynomial code that
// is subject to the same fusion, so SinCos below is the one to use for data.

import (
	"math"

	"github.com/go-gl/mathgl/mgl64"
	"github.com/scbench/scbench/geom/portable"
)

// Quat is a quaternion W + V·(i, j, k); an alias of mgl64.Quat. A rotation
// by angle a about the unit axis u is (cos a/2, sin a/2·u).
type Quat = mgl64.Quat

// Mat3 is a 3×3 matrix stored column by column (mgl64's layout: element
// (row r, column c) is m[3c+r]); an alias of mgl64.Mat3.
type Mat3 = mgl64.Mat3

// Quaternion builds w + x·i + y·j + z·k.
func Quaternion(w, x, y, z float64) Quat { return Quat{W: w, V: Vec3{x, y, z}} }

// QuatNorm2 is the squared norm w² + x² + y² + z².
func QuatNorm2(q Quat) float64 {
	return float64(q.W*q.W) + float64(q.V[0]*q.V[0]) + float64(q.V[1]*q.V[1]) + float64(q.V[2]*q.V[2])
}

// QuatMul is the Hamilton product a·b: the rotation b followed by a.
func QuatMul(a, b Quat) Quat {
	aw, ax, ay, az := a.W, a.V[0], a.V[1], a.V[2]
	bw, bx, by, bz := b.W, b.V[0], b.V[1], b.V[2]
	return Quat{
		W: float64(aw*bw) - float64(ax*bx) - float64(ay*by) - float64(az*bz),
		V: Vec3{
			float64(aw*bx) + float64(ax*bw) + float64(ay*bz) - float64(az*by),
			float64(aw*by) - float64(ax*bz) + float64(ay*bw) + float64(az*bx),
			float64(aw*bz) + float64(ax*by) - float64(ay*bx) + float64(az*bw),
		},
	}
}

// QuatAxisAngle is the rotation by the angle (radians) about axis, which
// need not have unit length. A zero or non-finite axis gives the identity.
func QuatAxisAngle(axis Vec3, angle float64) Quat {
	n := math.Sqrt(Dot3(axis, axis))
	if !(n > 0) || math.IsInf(n, 0) {
		return Quaternion(1, 0, 0, 0)
	}
	s, c := portable.SinCos(angle / 2)
	k := s / n
	return Quaternion(c, float64(axis[0]*k), float64(axis[1]*k), float64(axis[2]*k))
}

// QuatZTurn is the rotation about the z axis by num/den of a full turn,
// counter-clockwise seen from above. Quarter turns are exact.
func QuatZTurn(num, den int) Quat {
	s, c := portable.SinCosTurn(num, 2*den)
	return Quaternion(c, 0, 0, s)
}

// RotationMatrix returns the rotation that q/|q| describes, computed without
// a square root as the matrix of v ↦ q v q* / |q|². For a unit quaternion it
// is the usual rotation matrix. ok is false when q is zero, so close to zero
// that 2/|q|² overflows, or too large for |q|² to be finite; the matrix is
// then the identity.
func RotationMatrix(q Quat) (m Mat3, ok bool) {
	n2 := QuatNorm2(q)
	s := 2 / n2
	if !(n2 > 0) || math.IsInf(n2, 0) || math.IsInf(s, 0) {
		return mgl64.Ident3(), false
	}
	w, x, y, z := q.W, q.V[0], q.V[1], q.V[2]
	xs, ys, zs := float64(x*s), float64(y*s), float64(z*s)
	wx, wy, wz := float64(w*xs), float64(w*ys), float64(w*zs)
	xx, xy, xz := float64(x*xs), float64(x*ys), float64(x*zs)
	yy, yz, zz := float64(y*ys), float64(y*zs), float64(z*zs)
	// Rows of the matrix, stored column-major.
	r0 := Vec3{1 - (yy + zz), xy - wz, xz + wy}
	r1 := Vec3{xy + wz, 1 - (xx + zz), yz - wx}
	r2 := Vec3{xz - wy, yz + wx, 1 - (xx + yy)}
	return Mat3{r0[0], r1[0], r2[0], r0[1], r1[1], r2[1], r0[2], r1[2], r2[2]}, true
}

// MulMat3 is m·v.
func MulMat3(m Mat3, v Vec3) Vec3 {
	return Vec3{
		float64(m[0]*v[0]) + float64(m[3]*v[1]) + float64(m[6]*v[2]),
		float64(m[1]*v[0]) + float64(m[4]*v[1]) + float64(m[7]*v[2]),
		float64(m[2]*v[0]) + float64(m[5]*v[1]) + float64(m[8]*v[2]),
	}
}

// Rotate turns v by the rotation q/|q| (see RotationMatrix).
func Rotate(q Quat, v Vec3) (Vec3, bool) {
	m, ok := RotationMatrix(q)
	return MulMat3(m, v), ok
}

// Dot3 is a·b.
func Dot3(a, b Vec3) float64 {
	return float64(a[0]*b[0]) + float64(a[1]*b[1]) + float64(a[2]*b[2])
}

// Cross3 is a×b.
func Cross3(a, b Vec3) Vec3 {
	return Vec3{
		float64(a[1]*b[2]) - float64(a[2]*b[1]),
		float64(a[2]*b[0]) - float64(a[0]*b[2]),
		float64(a[0]*b[1]) - float64(a[1]*b[0]),
	}
}

// Length3 is |v|, with the same bits on every platform.
func Length3(v Vec3) float64 { return math.Sqrt(Dot3(v, v)) }

// Normalize3 returns v/|v|, or v itself when it is zero or not finite.
func Normalize3(v Vec3) Vec3 {
	n := Length3(v)
	if !(n > 0) || math.IsInf(n, 0) {
		return v
	}
	return Vec3{v[0] / n, v[1] / n, v[2] / n}
}
