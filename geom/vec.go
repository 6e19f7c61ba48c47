package geom

import (
	"math"

	"github.com/go-gl/mathgl/mgl64"
)

// Vec2 is a point or vector in the plane. It is an alias (not a new type) so
// values flow freely between this package, mgl64 and the rest of the module.
type Vec2 = mgl64.Vec2

// Vec3 is a point or vector in space; see Vec2.
type Vec3 = mgl64.Vec3

// isFinite reports whether x is neither NaN nor ±Inf.
//
// x-x is 0 for every finite x and NaN for NaN and ±Inf, which makes this a
// branch-free test that does not depend on math.IsInf/IsNaN being inlined.
func isFinite(x float64) bool {
	return x-x == 0
}

// Finite2 reports whether both coordinates of v are finite (not NaN or ±Inf).
func Finite2(v Vec2) bool {
	return isFinite(v[0]) && isFinite(v[1])
}

// Finite3 reports whether all coordinates of v are finite (not NaN or ±Inf).
func Finite3(v Vec3) bool {
	return isFinite(v[0]) && isFinite(v[1]) && isFinite(v[2])
}

// CompareXY orders points lexicographically by x, then by y. It returns -1,
// 0 or +1. It is the sweep order used by Delaunay and the hull routines.
//
// For finite inputs this is a total order in which 0 means the points are
// equal (note that -0 and +0 compare equal, as they do with ==). NaN
// coordinates compare equal to everything, so callers must reject NaN before
// sorting with it.
func CompareXY(a, b Vec2) int {
	switch {
	case a[0] < b[0]:
		return -1
	case a[0] > b[0]:
		return 1
	case a[1] < b[1]:
		return -1
	case a[1] > b[1]:
		return 1
	}
	return 0
}

// CompareYX orders points by y, then by x ("lowest, then leftmost" first).
// It is the order that defines the starting vertex of ConvexHull and
// HullBoundary. The same NaN caveat as for CompareXY applies.
func CompareYX(a, b Vec2) int {
	return CompareXY(Vec2{a[1], a[0]}, Vec2{b[1], b[0]})
}

// abs is math.Abs; the alias keeps the predicate formulas short.
func abs(x float64) float64 { return math.Abs(x) }
