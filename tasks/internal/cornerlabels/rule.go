package cornerlabels

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Relabel renames the labels of a tuple by first occurrence, reading left to
// right: the first label becomes first, the next new label first+1, and so on.
// Two tuples are the same configuration up to renaming exactly when their
// relabellings are equal.
func Relabel(t [4]int, first int) [4]int {
	var seen [4]int
	var out [4]int
	n := 0
	for i, v := range t {
		k := -1
		for j := 0; j < n; j++ {
			if seen[j] == v {
				k = j
				break
			}
		}
		if k < 0 {
			seen[n] = v
			k = n
			n++
		}
		out[i] = first + k
	}
	return out
}

// Distinct counts the distinct labels of a tuple.
func Distinct(t [4]int) int {
	n := 0
	for _, v := range Relabel(t, 1) {
		n = max(n, v)
	}
	return n
}

// Tuple writes labels as prompts show them: "(2, 1, 1, 1)".
func Tuple(t [4]int) string {
	parts := make([]string, 4)
	for i, v := range t {
		parts[i] = strconv.Itoa(v)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// Behaviour is the topological class of a square, spelt exactly as the
// classify-behaviour task asks for it.
type Behaviour string

const (
	// Known: the corner labels determine which edges the class boundaries join.
	Known Behaviour = "known behaviour"
	// ThreeDomains: the connections are determined and three classes meet at a
	// point inside the square.
	ThreeDomains Behaviour = "three domains meeting"
	// Ambiguous: the boundaries could join the edges in more than one way.
	Ambiguous Behaviour = "ambiguous"
)

// Behaviours lists the three classes in the order prompts name them.
var Behaviours = []Behaviour{Known, ThreeDomains, Ambiguous}

// Pair is two edges joined by a class boundary, the smaller edge first.
type Pair [2]Edge

// MakePair orders two edges into a pair.
func MakePair(a, b Edge) Pair {
	if a > b {
		a, b = b, a
	}
	return Pair{a, b}
}

// Topology is what the corner labels of one square force inside it.
type Topology struct {
	Behaviour Behaviour
	// Classes is the number of distinct corner labels.
	Classes int
	// Pairs are the edge pairs a boundary is guaranteed to join, for known
	// behaviour; sorted, each with its smaller edge first. Empty otherwise.
	Pairs []Pair
	// Crossed lists the edges whose two corners carry different labels, in
	// geometric order: every boundary the corners force ends on one of them.
	Crossed []Edge
}

// Analyse applies the task author's rule to corner labels in geometric order
// (bottom-left, bottom-right, top-right, top-left). With k distinct labels:
//
//   - k = 1: known behaviour, no boundary;
//   - k = 2: ambiguous when the labels alternate around the square (a saddle:
//     either diagonal pair could be the connected one); otherwise known, and
//     the two crossed edges are joined;
//   - k = 3: when the two equal corners share an edge, three domains meet;
//     when they are diagonal, known, and each of the other two corners is cut
//     off by a boundary joining its two edges;
//   - k = 4: ambiguous.
//
// The rule is the author's convention, reproduced as stated, not re-derived.
func Analyse(geo [4]int) Topology {
	t := Topology{Classes: Distinct(geo), Pairs: []Pair{}}
	for _, e := range Edges {
		a, b := e.Ends()
		if geo[a] != geo[b] {
			t.Crossed = append(t.Crossed, e)
		}
	}
	switch t.Classes {
	case 1:
		t.Behaviour = Known
	case 2:
		if geo[BottomLeft] == geo[TopRight] && geo[BottomRight] == geo[TopLeft] {
			t.Behaviour = Ambiguous
			break
		}
		t.Behaviour = Known
		t.Pairs = append(t.Pairs, MakePair(t.Crossed[0], t.Crossed[1]))
	case 3:
		a, b := repeated(geo)
		if Adjacent(a, b) {
			t.Behaviour = ThreeDomains
			break
		}
		t.Behaviour = Known
		for _, c := range Corners {
			if c != a && c != b {
				e, f := Incident(c)
				t.Pairs = append(t.Pairs, MakePair(e, f))
			}
		}
		SortPairs(t.Pairs)
	default:
		t.Behaviour = Ambiguous
	}
	return t
}

// repeated returns the two corners sharing a label, for a tuple with exactly
// three distinct labels.
func repeated(geo [4]int) (Corner, Corner) {
	for i := 0; i < 4; i++ {
		for j := i + 1; j < 4; j++ {
			if geo[i] == geo[j] {
				return Corner(i), Corner(j)
			}
		}
	}
	return 0, 0
}

// SortPairs sorts pairs lexicographically.
func SortPairs(ps []Pair) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i][0] != ps[j][0] {
			return ps[i][0] < ps[j][0]
		}
		return ps[i][1] < ps[j][1]
	})
}

// Numbered turns pairs of edges into pairs of edge numbers under a numbering,
// each written smaller number first, the list sorted: the form of an answer.
func (o EdgeOrder) Numbered(ps []Pair) [][2]int {
	out := make([][2]int, len(ps))
	for i, p := range ps {
		a, b := o.Index(p[0]), o.Index(p[1])
		if a > b {
			a, b = b, a
		}
		out[i] = [2]int{a, b}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	return out
}

// NumCases is the size of the case registry: the ways of splitting four corners
// into classes.
const NumCases = 15

// cases holds the registry's label tuples: every tuple in geometric order
// relabelled by first occurrence from 1 (so every way of grouping the four
// corners into classes, once), in lexicographic order. Case i is cases[i].
var cases = func() [][4]int {
	var out [][4]int
	for a := 1; a <= 4; a++ {
		for b := 1; b <= 4; b++ {
			for c := 1; c <= 4; c++ {
				for d := 1; d <= 4; d++ {
					t := [4]int{a, b, c, d}
					if Relabel(t, 1) == t {
						out = append(out, t)
					}
				}
			}
		}
	}
	return out
}()

// CaseLabels returns case id's labels in geometric order, numbered from 1 by
// first occurrence counter-clockwise from the bottom left.
func CaseLabels(id int) ([4]int, error) {
	if id < 0 || id >= len(cases) {
		return [4]int{}, fmt.Errorf("there is no case %d; cases are numbered 0 to %d", id, len(cases)-1)
	}
	return cases[id], nil
}

// CaseOf returns the case id of corner labels in geometric order.
func CaseOf(geo [4]int) int {
	r := Relabel(geo, 1)
	for i, c := range cases {
		if c == r {
			return i
		}
	}
	return -1 // unreachable: every relabelled tuple is a case
}
