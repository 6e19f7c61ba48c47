package geom

import "github.com/scbench/scbench/geom/portable"

// The fixed-width exact stage of Orient3D and TripleProduct (the 256-bit
// determinant of package portable), tried before math/big: near-degenerate
// configurations are common in meshes, the float filter cannot decide them,
// and math/big costs microseconds and a dozen allocations per call. Both
// stages give the exact sign, so which one runs never changes an answer.

// orient3DFixed is the fixed-width stage of Orient3D.
func orient3DFixed(a, b, c, d Vec3) (int, bool) {
	var v [12]int64
	if !portable.ScaleInts([]float64{a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], d[0], d[1], d[2]}, v[:]) {
		return 0, false
	}
	return portable.Det3Sign(v[3]-v[0], v[4]-v[1], v[5]-v[2], v[6]-v[0], v[7]-v[1], v[8]-v[2], v[9]-v[0], v[10]-v[1], v[11]-v[2]), true
}

// tripleFixed is the fixed-width stage of TripleProduct.
func tripleFixed(a, b, c, d, e, f Vec3) (int, bool) {
	var v [18]int64
	if !portable.ScaleInts([]float64{a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], d[0], d[1], d[2], e[0], e[1], e[2], f[0], f[1], f[2]}, v[:]) {
		return 0, false
	}
	return portable.Det3Sign(v[3]-v[0], v[4]-v[1], v[5]-v[2], v[9]-v[6], v[10]-v[7], v[11]-v[8], v[15]-v[12], v[16]-v[13], v[17]-v[14]), true
}
