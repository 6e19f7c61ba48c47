package halfsubdivisionneighbours

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Data is one instance: a half subdivision of the unit square or cube given by
// its leaves, and the target leaf.
type Data struct {
	// Dimension is 2 (the unit square) or 3 (the unit cube).
	Dimension int `json:"dimension"`
	// AxisCycle names the split axis by depth: a node at depth k is halved
	// along AxisCycle[k mod len(AxisCycle)] ("x", "y" or "z").
	AxisCycle []string `json:"axis_cycle"`
	MaxDepth  int      `json:"max_depth"`
	MinDepth  int      `json:"min_depth"`
	SplitProb float64  `json:"split_prob"`
	// Leaves are the labels of the cells, in depth-first order with child "0"
	// (the lower half) before child "1".
	Leaves []string `json:"leaves"`
	Target string   `json:"target"`

	nodes      map[string]bool // every node of the tree, leaves included
	boxes      []Box           // parallel to Leaves
	neighbours []string        // the target's, sorted: found once, graded often
}

// Box is an axis-aligned cell in units of 2^-Scale: along axis k it spans
// [Lo[k], Hi[k]]. Unused axes (z in 2D) span [0, 2^Scale].
type Box struct {
	Lo, Hi [3]int64
	Scale  uint
}

// maxScale bounds the depth of a box whose coordinates are computed exactly in
// int64; labels longer than that are never leaves of a valid tree.
const maxScale = 60

// axisIndex converts an axis letter to 0, 1, 2 (or -1).
func axisIndex(a string) int {
	switch a {
	case "x":
		return 0
	case "y":
		return 1
	case "z":
		return 2
	}
	return -1
}

// NewData checks an instance and prepares its tree. The leaves must form a full
// binary tree (every inner node has both children) rooted at "".
func NewData(dim int, cycle []string, maxDepth, minDepth int, splitProb float64, leaves []string, target string) (*Data, error) {
	if dim != 2 && dim != 3 {
		return nil, fmt.Errorf("dimension %d is not 2 or 3", dim)
	}
	if len(cycle) == 0 {
		return nil, fmt.Errorf("the axis cycle is empty")
	}
	for _, a := range cycle {
		if k := axisIndex(a); k < 0 || k >= dim {
			return nil, fmt.Errorf("axis %q is not an axis of the %dD cell", a, dim)
		}
	}
	d := &Data{Dimension: dim, AxisCycle: cycle, MaxDepth: maxDepth, MinDepth: minDepth, SplitProb: splitProb, Leaves: leaves, Target: target}
	d.nodes = map[string]bool{}
	for _, l := range leaves {
		if len(l) > maxScale || strings.Trim(l, "01") != "" {
			return nil, fmt.Errorf("leaf label %q is not a binary string of at most %d digits", l, maxScale)
		}
		if d.nodes[l] {
			return nil, fmt.Errorf("leaf %q is listed twice or lies under another leaf", l)
		}
		for k := 0; k <= len(l); k++ {
			d.nodes[l[:k]] = true
		}
	}
	// A full binary tree: every inner node has both children, and no leaf
	// has a child.
	isLeaf := map[string]bool{}
	for _, l := range leaves {
		isLeaf[l] = true
		if d.nodes[l+"0"] || d.nodes[l+"1"] {
			return nil, fmt.Errorf("leaf %q has children", l)
		}
	}
	for n := range d.nodes {
		if !isLeaf[n] && !(d.nodes[n+"0"] && d.nodes[n+"1"]) {
			return nil, fmt.Errorf("inner node %q lacks a child", n)
		}
	}
	if !isLeaf[target] {
		return nil, fmt.Errorf("target %q is not a leaf", target)
	}
	d.boxes = make([]Box, len(leaves))
	for i, l := range leaves {
		d.boxes[i] = d.BoxOf(l)
	}
	d.neighbours = d.findNeighbours()
	return d, nil
}

// IsNode reports whether label is a node of the tree (a leaf or an inner node).
func (d *Data) IsNode(label string) bool { return d.nodes[label] }

// IsLeaf reports whether label is a leaf.
func (d *Data) IsLeaf(label string) bool {
	return d.nodes[label] && !d.nodes[label+"0"]
}

// BoxOf returns the cell a label names by the axis cycle, whether or not it is
// a node of the tree. Labels must be binary strings of at most maxScale digits.
func (d *Data) BoxOf(label string) Box {
	b := Box{Scale: uint(len(label))}
	full := int64(1) << b.Scale
	for k := 0; k < 3; k++ {
		b.Hi[k] = full
	}
	for i, c := range label {
		k := axisIndex(d.AxisCycle[i%len(d.AxisCycle)])
		half := (b.Hi[k] - b.Lo[k]) / 2
		if c == '0' {
			b.Hi[k] -= half
		} else {
			b.Lo[k] += half
		}
	}
	return b
}

// Float returns the box's corners as coordinates in [0, 1].
func (b Box) Float() (lo, hi [3]float64) {
	s := float64(int64(1) << b.Scale)
	for k := 0; k < 3; k++ {
		lo[k], hi[k] = float64(b.Lo[k])/s, float64(b.Hi[k])/s
	}
	return lo, hi
}

// rescale returns both boxes on a common scale.
func rescale(a, b Box) (Box, Box) {
	if a.Scale < b.Scale {
		return a.to(b.Scale), b
	}
	return a, b.to(a.Scale)
}

// to rewrites the box in units of 2^-scale (scale at least b.Scale; both at
// most maxScale, so the shift stays within int64).
func (b Box) to(scale uint) Box {
	sh := scale - b.Scale
	for k := 0; k < 3; k++ {
		b.Lo[k] <<= sh
		b.Hi[k] <<= sh
	}
	b.Scale = scale
	return b
}

// Contact says how two cells of a subdivision meet: the dimension of the
// shared boundary, or -1 when they do not touch. In 3D, 2 is a face (the only
// contact that makes neighbours), 1 an edge, 0 a corner; in 2D, 1 is a
// segment (neighbours) and 0 a corner. Overlapping cells give the dimension.
func Contact(dim int, a, b Box) int {
	a, b = rescale(a, b)
	shared := 0
	for k := 0; k < dim; k++ {
		switch {
		case a.Lo[k] < b.Hi[k] && b.Lo[k] < a.Hi[k]:
			shared++ // the open intervals overlap
		case a.Hi[k] == b.Lo[k] || b.Hi[k] == a.Lo[k]:
			// they touch along this axis
		default:
			return -1
		}
	}
	return shared
}

// Neighbours returns the leaves that share a boundary of positive measure with
// the target (a segment in 2D, a face in 3D), sorted by byte order as upstream
// stores them. The slice is the instance's own: callers must not change it.
func (d *Data) Neighbours() []string { return d.neighbours }

// findNeighbours compares the target's box with every leaf's.
func (d *Data) findNeighbours() []string {
	t := d.BoxOf(d.Target)
	var out []string
	for i, l := range d.Leaves {
		if l != d.Target && Contact(d.Dimension, t, d.boxes[i]) == d.Dimension-1 {
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return slices.Clip(out) // an append by a caller copies, never writes here
}

// CycleText writes the axis cycle as the prompt shows it: "x → y → y (repeating)".
func (d *Data) CycleText() string {
	return strings.Join(d.AxisCycle, " → ") + " (repeating)"
}

// TreeText draws the tree one node per line, as upstream's prompt does: the
// root as "" and every other node as its label after box-drawing connectors,
// child "0" before child "1". Lines are joined by "\n" with no final newline.
func (d *Data) TreeText() string {
	var b strings.Builder
	b.WriteString(`""`)
	d.drawChildren(&b, "", "")
	return b.String()
}

func (d *Data) drawChildren(b *strings.Builder, label, prefix string) {
	if !d.nodes[label+"0"] {
		return
	}
	for _, c := range []string{"0", "1"} {
		last := c == "1"
		conn, more := "├── ", "│   "
		if last {
			conn, more = "└── ", "    "
		}
		b.WriteString("\n" + prefix + conn + label + c)
		d.drawChildren(b, label+c, prefix+more)
	}
}

// Noun names a cell: "square" or "cube".
func (d *Data) Noun() string {
	if d.Dimension == 2 {
		return "square"
	}
	return "cube"
}
