package geom

import "slices"

// ConvexHull returns the indices of the strictly convex vertices of the
// convex hull of pts, in counter-clockwise order, starting from the lowest
// point (smallest y, ties broken by smallest x).
//
// Points lying on a hull edge between two vertices (180° boundary points)
// are omitted; HullBoundary includes them. Orientation tests are exact
// (Orient2D), so the result is exact and platform independent.
//
// Degenerate inputs never panic:
//   - points with a NaN or ±Inf coordinate are ignored;
//   - among equal points only the one with the smallest index is reported;
//   - if all remaining points are collinear the hull is a segment and its
//     two endpoints are returned (lowest first); one distinct point yields a
//     single index; no points yield nil.
func ConvexHull(pts []Vec2) []int {
	return hull(pts, false)
}

// HullBoundary returns the indices of all points lying on the boundary of
// the convex hull of pts, including points in the relative interior of hull
// edges, in counter-clockwise order starting from the lowest point (smallest
// y, then smallest x). Every returned point is a vertex of the polygon, so
// consecutive entries may be collinear.
//
// Degenerate inputs are treated as in ConvexHull, except that when all
// points are collinear every distinct point is on the boundary; they are
// then returned once each, in order along the line starting from the lowest
// one.
func HullBoundary(pts []Vec2) []int {
	return hull(pts, true)
}

// hull implements ConvexHull (boundary == false) and HullBoundary with
// Andrew's monotone chain: sort lexicographically, then build the lower and
// upper chains with a stack, popping points that make a right turn (and, for
// the strict hull, straight ones too).
func hull(pts []Vec2, boundary bool) []int {
	idx := make([]int, 0, len(pts))
	for i, p := range pts {
		if Finite2(p) {
			idx = append(idx, i)
		}
	}
	// Ties by index so that, among duplicates, the smallest index comes first.
	slices.SortFunc(idx, func(i, j int) int {
		if c := CompareXY(pts[i], pts[j]); c != 0 {
			return c
		}
		return i - j
	})
	idx = slices.CompactFunc(idx, func(i, j int) bool {
		return CompareXY(pts[i], pts[j]) == 0
	})
	m := len(idx)
	if m == 0 {
		return nil
	}
	byYX := func(i, j int) int { return CompareYX(pts[i], pts[j]) }

	// All collinear (including m <= 2)? The lexicographic extremes are the
	// ends of the segment.
	first, lastPt := pts[idx[0]], pts[idx[m-1]]
	collinear := true
	for i := 1; i+1 < m; i++ {
		if Orient2D(first, lastPt, pts[idx[i]]) != 0 {
			collinear = false
			break
		}
	}
	if collinear {
		if !boundary && m > 2 {
			idx = []int{idx[0], idx[m-1]}
		}
		// Along a line, (y, x) order is monotone: by y unless the line is
		// horizontal, then by x. So this is "along the line from the lowest".
		slices.SortFunc(idx, byYX)
		return idx
	}

	// keep reports whether the turn a→b→c may stay on the chain.
	keep := func(a, b, c int) bool {
		o := Orient2D(pts[a], pts[b], pts[c])
		if boundary {
			return o >= 0
		}
		return o > 0
	}
	chain := make([]int, 0, 2*m)
	// Lower chain, left to right.
	for _, p := range idx {
		for len(chain) >= 2 && !keep(chain[len(chain)-2], chain[len(chain)-1], p) {
			chain = chain[:len(chain)-1]
		}
		chain = append(chain, p)
	}
	// Upper chain, right to left, on top of the lower one. Its first point
	// (the rightmost) is already the lower chain's last.
	lowerLen := len(chain)
	for i := m - 2; i >= 0; i-- {
		p := idx[i]
		for len(chain) > lowerLen && !keep(chain[len(chain)-2], chain[len(chain)-1], p) {
			chain = chain[:len(chain)-1]
		}
		chain = append(chain, p)
	}
	chain = chain[:len(chain)-1] // the leftmost point closes the cycle

	// Rotate so the lowest-then-leftmost point comes first.
	start := 0
	for i := range chain {
		if byYX(chain[i], chain[start]) < 0 {
			start = i
		}
	}
	out := make([]int, 0, len(chain))
	out = append(out, chain[start:]...)
	return append(out, chain[:start]...)
}
