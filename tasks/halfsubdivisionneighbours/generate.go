package halfsubdivisionneighbours

import (
	"fmt"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// Limits of the generator: a tree of depth 12 has at most 4,096 leaves, whose
// drawing (about 8,200 lines) is as long as a prompt should get.
const (
	maxDepthLimit = 12
	maxCycleLen   = 8
)

var axisLetters = []string{"x", "y", "z"}

// generate builds a fresh instance the way upstream's generator does, with the
// project's own random stream:
//
//  1. an axis cycle of the given length in which every axis of the cell
//     occurs at least once;
//  2. the tree, depth first with child "0" before child "1": a node at depth
//     max_depth is a leaf; below min_depth it always splits; in between it
//     splits when a uniform draw in [0, 1) falls below split_prob;
//  3. a target chosen uniformly among the leaves.
func generate(dim, cycleLen, maxDepth, minDepth int, splitProb float64, seed uint64) (*Data, error) {
	switch {
	case cycleLen < dim:
		return nil, fmt.Errorf("an axis cycle of length %d cannot use all %d axes; use cycle_length ≥ %d", cycleLen, dim, dim)
	case minDepth > maxDepth:
		return nil, fmt.Errorf("min_depth %d exceeds max_depth %d", minDepth, maxDepth)
	case maxDepth < 1:
		return nil, fmt.Errorf("max_depth must be at least 1, so that the target has neighbours")
	}
	r := rng.New(seed)
	cycle := drawCycle(r.Derive("cycle"), dim, cycleLen)
	tr := r.Derive("tree")
	var leaves []string
	var grow func(label string)
	grow = func(label string) {
		dep := len(label)
		if dep == maxDepth || (dep >= minDepth && dep > 0 && tr.Float64() >= splitProb) {
			leaves = append(leaves, label)
			return
		}
		grow(label + "0")
		grow(label + "1")
	}
	// The root always splits: a single cell has no neighbours to ask about.
	grow("")
	target := leaves[r.Derive("target").Intn(len(leaves))]
	return NewData(dim, cycle, maxDepth, minDepth, splitProb, leaves, target)
}

// drawCycle returns n axis letters in which each of the dim axes occurs: the
// axes once each, the rest uniform, then shuffled.
func drawCycle(r *rng.Rand, dim, n int) []string {
	idx := make([]int, 0, n)
	for k := 0; k < dim; k++ {
		idx = append(idx, k)
	}
	for len(idx) < n {
		idx = append(idx, r.Intn(dim))
	}
	r.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
	out := make([]string, n)
	for i, k := range idx {
		out[i] = axisLetters[k]
	}
	return out
}
