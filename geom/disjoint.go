package geom

// DisjointSets is a union–find structure over the integers 0..n-1, with path
// halving; Union keeps the smaller root, so each set's root is its smallest
// member and the result does not depend on the order of the unions.
type DisjointSets []int

// NewDisjointSets makes n singleton sets.
func NewDisjointSets(n int) DisjointSets {
	d := make(DisjointSets, n)
	for i := range d {
		d[i] = i
	}
	return d
}

// Find returns the smallest member of i's set.
func (d DisjointSets) Find(i int) int {
	for d[i] != i {
		d[i] = d[d[i]]
		i = d[i]
	}
	return i
}

// Union merges the sets of i and j and reports whether they were apart.
func (d DisjointSets) Union(i, j int) bool {
	a, b := d.Find(i), d.Find(j)
	if a == b {
		return false
	}
	d[max(a, b)] = min(a, b)
	return true
}
