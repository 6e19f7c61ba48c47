package geom

// Polygons in space.

// NewellNormal is the Newell normal of the polygon whose corners are
// vs[idx[0]], vs[idx[1]], ...: twice its vector area, pointing to the side
// from which the polygon runs counter-clockwise. It is zero for a degenerate
// polygon (collinear or repeated corners) and well defined for non-convex and
// slightly non-planar ones.
//
// The sums are taken relative to the first corner (the formula is invariant
// under translation), which keeps faces far from the origin accurate.
func NewellNormal(vs []Vec3, idx []int) Vec3 {
	var n Vec3
	if len(idx) == 0 {
		return n
	}
	o := vs[idx[0]]
	for i, ia := range idx {
		a, b := vs[ia].Sub(o), vs[idx[(i+1)%len(idx)]].Sub(o)
		n[0] += float64((a[1] - b[1]) * (a[2] + b[2]))
		n[1] += float64((a[2] - b[2]) * (a[0] + b[0]))
		n[2] += float64((a[0] - b[0]) * (a[1] + b[1]))
	}
	return n
}
