package geom

import "math/bits"

// IntBox is an axis-aligned box with integer corners: the points p with
// Min[k] ≤ p[k] ≤ Max[k] on every axis k. It is well formed when Min < Max on
// every axis. All arithmetic on boxes is exact: spans and volumes are unsigned
// and report overflow instead of wrapping.
type IntBox struct {
	Min, Max [3]int64
}

// Valid reports whether the box has a positive extent on every axis.
func (b IntBox) Valid() bool {
	return b.Min[0] < b.Max[0] && b.Min[1] < b.Max[1] && b.Min[2] < b.Max[2]
}

// Span returns the extent along axis k (Max − Min, exact for any int64 corners
// with Max ≥ Min; 0 when Max < Min).
func (b IntBox) Span(k int) uint64 {
	if b.Max[k] <= b.Min[k] {
		return 0
	}
	return uint64(b.Max[k]) - uint64(b.Min[k])
}

// Volume returns the box's volume and whether it fits in a uint64. A box that
// is not Valid has volume 0.
func (b IntBox) Volume() (uint64, bool) {
	v := uint64(1)
	for k := 0; k < 3; k++ {
		hi, lo := bits.Mul64(v, b.Span(k))
		if hi != 0 {
			return 0, false
		}
		v = lo
	}
	return v, true
}

// Overlaps reports whether two boxes share interior: they overlap on every
// axis by a positive length. Boxes that only touch along a face, an edge or a
// corner do not overlap.
func (b IntBox) Overlaps(c IntBox) bool {
	for k := 0; k < 3; k++ {
		if b.Min[k] >= c.Max[k] || c.Min[k] >= b.Max[k] {
			return false
		}
	}
	return true
}

// OverlappingBoxes returns the first limit pairs (i, j), i < j, of boxes that
// overlap, in increasing order of i then j, and the number of overlapping pairs
// in all. It compares every pair, so callers bound the number of boxes first.
func OverlappingBoxes(boxes []IntBox, limit int) (pairs [][2]int, total int) {
	for i := range boxes {
		for j := i + 1; j < len(boxes); j++ {
			if boxes[i].Overlaps(boxes[j]) {
				total++
				if len(pairs) < limit {
					pairs = append(pairs, [2]int{i, j})
				}
			}
		}
	}
	return pairs, total
}
