package cornerlabels

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Corner is a corner of the square, in geometric order.
type Corner int

const (
	BottomLeft Corner = iota
	BottomRight
	TopRight
	TopLeft
)

// Corners lists the corners in geometric order.
var Corners = [4]Corner{BottomLeft, BottomRight, TopRight, TopLeft}

var (
	cornerNames = [4]string{"bottom-left", "bottom-right", "top-right", "top-left"}
	cornerShort = [4]string{"BL", "BR", "TR", "TL"}
)

// String is the corner's name as prompts spell it ("bottom-left").
func (c Corner) String() string {
	if c < 0 || c > 3 {
		return fmt.Sprintf("corner(%d)", int(c))
	}
	return cornerNames[c]
}

// Short is the corner's abbreviation ("BL").
func (c Corner) Short() string {
	if c < 0 || c > 3 {
		return "?"
	}
	return cornerShort[c]
}

// ParseCorner reads a corner's name.
func ParseCorner(s string) (Corner, error) {
	for i, n := range cornerNames {
		if n == s {
			return Corner(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a corner (bottom-left, bottom-right, top-right, top-left)", s)
}

// MarshalJSON writes the corner's name.
func (c Corner) MarshalJSON() ([]byte, error) {
	if c < 0 || c > 3 {
		return nil, fmt.Errorf("corner %d does not exist", int(c))
	}
	return json.Marshal(c.String())
}

// UnmarshalJSON reads a corner's name.
func (c *Corner) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	v, err := ParseCorner(s)
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Edge is a side of the square, in geometric order.
type Edge int

const (
	Bottom Edge = iota
	Right
	Top
	Left
)

// Edges lists the edges in geometric order.
var Edges = [4]Edge{Bottom, Right, Top, Left}

var (
	edgeNames = [4]string{"bottom", "right", "top", "left"}
	edgeShort = [4]string{"B", "R", "T", "L"}
)

// String is the edge's name ("bottom").
func (e Edge) String() string {
	if e < 0 || e > 3 {
		return fmt.Sprintf("edge(%d)", int(e))
	}
	return edgeNames[e]
}

// Short is the edge's initial ("B").
func (e Edge) Short() string {
	if e < 0 || e > 3 {
		return "?"
	}
	return edgeShort[e]
}

// ParseEdge reads an edge's name.
func ParseEdge(s string) (Edge, error) {
	for i, n := range edgeNames {
		if n == s {
			return Edge(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not an edge (bottom, right, top, left)", s)
}

// MarshalJSON writes the edge's name.
func (e Edge) MarshalJSON() ([]byte, error) {
	if e < 0 || e > 3 {
		return nil, fmt.Errorf("edge %d does not exist", int(e))
	}
	return json.Marshal(e.String())
}

// UnmarshalJSON reads an edge's name.
func (e *Edge) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	v, err := ParseEdge(s)
	if err != nil {
		return err
	}
	*e = v
	return nil
}

// Ends returns the two corners an edge joins, in geometric order around the
// square (bottom: bottom-left then bottom-right; left: top-left then
// bottom-left).
func (e Edge) Ends() (Corner, Corner) {
	return Corner(e), Corner((int(e) + 1) % 4)
}

// Adjacent reports whether two distinct corners share an edge (rather than
// lying on a diagonal).
func Adjacent(a, b Corner) bool {
	d := (int(a) - int(b) + 4) % 4
	return d == 1 || d == 3
}

// EdgeBetween returns the edge joining two adjacent corners.
func EdgeBetween(a, b Corner) (Edge, bool) {
	for _, e := range Edges {
		p, q := e.Ends()
		if (p == a && q == b) || (p == b && q == a) {
			return e, true
		}
	}
	return 0, false
}

// Incident returns the two edges that meet at a corner.
func Incident(c Corner) (Edge, Edge) {
	return Edge((int(c) + 3) % 4), Edge(c)
}

// CornerOrder is the order in which a prompt lists the corners: position i
// holds the corner whose label comes i-th.
type CornerOrder [4]Corner

// EdgeOrder is the numbering of the edges in a prompt: position i holds the
// edge numbered i.
type EdgeOrder [4]Edge

// StandardCorners is counter-clockwise from the bottom left.
var StandardCorners = CornerOrder{BottomLeft, BottomRight, TopRight, TopLeft}

// StandardEdges is bottom=0, right=1, top=2, left=3.
var StandardEdges = EdgeOrder{Bottom, Right, Top, Left}

func (o CornerOrder) perm() [4]int {
	return [4]int{int(o[0]), int(o[1]), int(o[2]), int(o[3])}
}

func (o EdgeOrder) perm() [4]int {
	return [4]int{int(o[0]), int(o[1]), int(o[2]), int(o[3])}
}

// isPerm reports whether p holds each of 0..3 once.
func isPerm(p [4]int) bool {
	var seen [4]bool
	for _, v := range p {
		if v < 0 || v > 3 || seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}

// Valid reports an error unless the order lists every corner once.
func (o CornerOrder) Valid() error {
	if !isPerm(o.perm()) {
		return fmt.Errorf("corner order %v does not list each corner once", o.perm())
	}
	return nil
}

// Valid reports an error unless the order numbers every edge once.
func (o EdgeOrder) Valid() error {
	if !isPerm(o.perm()) {
		return fmt.Errorf("edge order %v does not list each edge once", o.perm())
	}
	return nil
}

// ToGeometric turns labels listed in this reading order into geometric order.
func (o CornerOrder) ToGeometric(shown [4]int) [4]int {
	var geo [4]int
	for i, c := range o {
		geo[c] = shown[i]
	}
	return geo
}

// FromGeometric lists labels given in geometric order in this reading order.
func (o CornerOrder) FromGeometric(geo [4]int) [4]int {
	var shown [4]int
	for i, c := range o {
		shown[i] = geo[c]
	}
	return shown
}

// Position returns the reading position of a corner.
func (o CornerOrder) Position(c Corner) int {
	for i, x := range o {
		if x == c {
			return i
		}
	}
	return -1
}

// Index returns the number the order gives an edge.
func (o EdgeOrder) Index(e Edge) int {
	for i, x := range o {
		if x == e {
			return i
		}
	}
	return -1
}

// Names writes the order as a prompt does: "(bottom-left, bottom-right, top-right, top-left)".
func (o CornerOrder) Names() string {
	parts := make([]string, 4)
	for i, c := range o {
		parts[i] = c.String()
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// Numbering writes the edge numbering as a prompt does: "bottom=0, right=1, top=2, left=3".
func (o EdgeOrder) Numbering() string {
	parts := make([]string, 4)
	for i, e := range o {
		parts[i] = fmt.Sprintf("%s=%d", e, i)
	}
	return strings.Join(parts, ", ")
}

// Key is the order's parameter value: "BL-BR-TR-TL".
func (o CornerOrder) Key() string {
	parts := make([]string, 4)
	for i, c := range o {
		parts[i] = c.Short()
	}
	return strings.Join(parts, "-")
}

// Key is the order's parameter value: "B-R-T-L".
func (o EdgeOrder) Key() string {
	parts := make([]string, 4)
	for i, e := range o {
		parts[i] = e.Short()
	}
	return strings.Join(parts, "-")
}

// ParseCornerOrder reads an order from the corners' names.
func ParseCornerOrder(names []string) (CornerOrder, error) {
	var o CornerOrder
	if len(names) != 4 {
		return o, fmt.Errorf("a corner order names 4 corners, not %d", len(names))
	}
	for i, n := range names {
		c, err := ParseCorner(n)
		if err != nil {
			return o, err
		}
		o[i] = c
	}
	return o, o.Valid()
}

// ParseEdgeOrder reads a numbering from the edges' names.
func ParseEdgeOrder(names []string) (EdgeOrder, error) {
	var o EdgeOrder
	if len(names) != 4 {
		return o, fmt.Errorf("an edge order names 4 edges, not %d", len(names))
	}
	for i, n := range names {
		e, err := ParseEdge(n)
		if err != nil {
			return o, err
		}
		o[i] = e
	}
	return o, o.Valid()
}
