package solid

// Intersections calls visit for every non-empty set S of the polytopes whose
// common part has volume, with S as ascending indices into cs and the common
// part K_S. Sets come in lexicographic order of their index lists, and a set
// whose common part is empty cuts off every larger set that contains it, so
// disjoint polytopes cost nothing. K_S is the first member clipped by the
// planes of the others in index order, so every caller sees the same
// polytope for the same set. The number of sets can reach 2^len(cs) − 1:
// callers bound len(cs) (the CSG task has at most 6 primitives, 63 sets).
// visit must not keep s beyond the call.
func Intersections(cs []*Convex, visit func(s []int, k *Convex)) {
	s := make([]int, 0, len(cs))
	var grow func(k *Convex)
	grow = func(k *Convex) {
		visit(s, k)
		for j := s[len(s)-1] + 1; j < len(cs); j++ {
			if kj := k.Intersect(cs[j]); kj != nil {
				s = append(s, j)
				grow(kj)
				s = s[:len(s)-1]
			}
		}
	}
	for i, c := range cs {
		if c == nil {
			continue
		}
		s = append(s[:0], i)
		grow(c)
	}
}

// Sign is the inclusion–exclusion sign of a set of n members: +1 for odd n,
// −1 for even.
func Sign(n int) float64 {
	if n%2 == 1 {
		return 1
	}
	return -1
}

// UnionVolume is the volume of the union of the polytopes, by
// inclusion–exclusion over Intersections: Σ over sets S of
// (−1)^(|S|+1)·vol(K_S).
func UnionVolume(cs []*Convex) float64 {
	var v float64
	Intersections(cs, func(s []int, k *Convex) {
		v += float64(Sign(len(s)) * k.Volume())
	})
	return v
}
