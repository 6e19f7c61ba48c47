package twosegments

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
)

// Region kinds.
const (
	Unit   = "unit"   // the unit square
	Random = "random" // an axis-aligned square given by its corners
	Quad   = "quad"   // an irregular convex quadrilateral given by its corners
)

// Shapes, in the order the prompt names them.
var Shapes = []string{"triangle", "quadrilateral", "pentagon", "hexagon"}

// Counts is a multiset of polygon types: how many regions of each kind.
type Counts struct {
	Triangle      int `json:"triangle,omitempty"`
	Quadrilateral int `json:"quadrilateral,omitempty"`
	Pentagon      int `json:"pentagon,omitempty"`
	Hexagon       int `json:"hexagon,omitempty"`
}

// Of returns the count of polygons with n corners (3 to 6).
func (c Counts) Of(n int) int {
	switch n {
	case 3:
		return c.Triangle
	case 4:
		return c.Quadrilateral
	case 5:
		return c.Pentagon
	case 6:
		return c.Hexagon
	}
	return 0
}

// Add counts one polygon with n corners; other corner counts are not shapes
// of the task and are ignored, as upstream ignores them.
func (c *Counts) Add(n int) {
	switch n {
	case 3:
		c.Triangle++
	case 4:
		c.Quadrilateral++
	case 5:
		c.Pentagon++
	case 6:
		c.Hexagon++
	}
}

// Total is the number of regions counted.
func (c Counts) Total() int { return c.Triangle + c.Quadrilateral + c.Pentagon + c.Hexagon }

// Phrase writes the counts as the prompt does: "2 triangles and 2
// quadrilaterals", "1 triangle, 1 quadrilateral, and 1 pentagon".
func (c Counts) Phrase() string {
	var parts []string
	for i, s := range Shapes {
		n := c.Of(i + 3)
		switch {
		case n == 1:
			parts = append(parts, "1 "+s)
		case n > 1:
			parts = append(parts, strconv.Itoa(n)+" "+s+"s")
		}
	}
	switch len(parts) {
	case 0:
		return "no regions"
	case 1:
		return parts[0]
	case 2:
		return parts[0] + " and " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", and " + parts[len(parts)-1]
}

var shortNames = []string{"tri", "quad", "pent", "hex"}

// Key names the counts compactly for parameters: "2tri-2quad".
func (c Counts) Key() string {
	var parts []string
	for i, s := range shortNames {
		if n := c.Of(i + 3); n > 0 {
			parts = append(parts, strconv.Itoa(n)+s)
		}
	}
	return strings.Join(parts, "-")
}

// ParseKey reads a Key.
func ParseKey(key string) (Counts, error) {
	var c Counts
	for _, part := range strings.Split(key, "-") {
		i := strings.IndexFunc(part, func(r rune) bool { return r < '0' || r > '9' })
		n, err := strconv.Atoi(part[:max(i, 0)])
		k := -1
		if i > 0 {
			for j, s := range shortNames {
				if part[i:] == s {
					k = j
				}
			}
		}
		if err != nil || k < 0 || n < 1 || c.Of(k+3) != 0 {
			return Counts{}, fmt.Errorf("%q is not a list of counts such as 2tri-2quad", key)
		}
		for ; n > 0; n-- {
			c.Add(k + 3)
		}
	}
	return c, nil
}

// Data is one instance: the region, the coordinate grid if any, the snapping
// precision and the target counts.
type Data struct {
	// Square is Unit, Random or Quad.
	Square string `json:"square"`
	// Corners are the region's corners in order around its boundary
	// (counter-clockwise), exactly as the prompt prints them.
	Corners [4][2]float64 `json:"corners"`
	// Grid lists the allowed endpoint coordinates, if any.
	Grid []float64 `json:"grid,omitempty"`
	// Decimals is the snapping precision: the tolerance is 0.5·10^-Decimals.
	Decimals int    `json:"snap_decimals"`
	Counts   Counts `json:"counts"`
}

// NewData checks an instance: the corners must form the kind of region named
// (the unit square; an axis-aligned square or rectangle; a strictly convex
// quadrilateral), listed counter-clockwise.
func NewData(square string, corners [4][2]float64, grid []float64, decimals int, counts Counts) (*Data, error) {
	d := &Data{Square: square, Corners: corners, Grid: grid, Decimals: decimals, Counts: counts}
	if decimals < 1 || decimals > 6 {
		return nil, fmt.Errorf("snap_decimals %d is outside 1..6", decimals)
	}
	for _, c := range corners {
		if !geom.Finite2(geom.Vec2(c)) {
			return nil, fmt.Errorf("corner %v is not finite", c)
		}
	}
	c := d.corners()
	for i := 0; i < 4; i++ {
		if geom.Orient2D(c[i], c[(i+1)%4], c[(i+2)%4]) <= 0 {
			return nil, fmt.Errorf("the corners %v are not a strictly convex counter-clockwise quadrilateral", corners)
		}
	}
	switch square {
	case Unit:
		if corners != [4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
			return nil, fmt.Errorf("the unit square has corners (0, 0), (1, 0), (1, 1), (0, 1), not %v", corners)
		}
	case Random:
		if c[0][1] != c[1][1] || c[1][0] != c[2][0] || c[2][1] != c[3][1] || c[3][0] != c[0][0] {
			return nil, fmt.Errorf("the corners %v are not an axis-aligned square", corners)
		}
	case Quad:
	default:
		return nil, fmt.Errorf("unknown region kind %q", square)
	}
	if counts.Total() == 0 {
		return nil, fmt.Errorf("the target counts are empty")
	}
	return d, nil
}

func (d *Data) corners() [4]geom.Vec2 {
	var c [4]geom.Vec2
	for i, p := range d.Corners {
		c[i] = geom.Vec2(p)
	}
	return c
}

// Tolerance is 0.5·10^-Decimals, computed as upstream computes it.
func (d *Data) Tolerance() float64 { return 0.5 * math.Pow10(-d.Decimals) }

// Noun names the region: "square" or "quadrilateral".
func (d *Data) Noun() string {
	if d.Square == Quad {
		return "quadrilateral"
	}
	return "square"
}

// G formats a number as the prompt prints it, like Python's "%g": six
// significant digits without trailing zeros.
func G(x float64) string {
	return strconv.FormatFloat(x, 'g', 6, 64)
}

// Point formats a point as "(x, y)" in %g style.
func Point(p [2]float64) string { return "(" + G(p[0]) + ", " + G(p[1]) + ")" }
