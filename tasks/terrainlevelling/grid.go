package terrainlevelling

import (
	"math"
	"strconv"
	"strings"
)

// Grid is a heightmap being worked on: Rows × Cols heights, row-major, with
// row 0 the first row the prompt prints and column 0 its leftmost value. Cell
// (x, y) is column x of row y, as the prompt and the answers name it.
type Grid struct {
	Rows, Cols int
	Z          []float64

	// longestRoll is the most steps any sphere has rolled on this grid, for
	// the tests that bound the simulation's work.
	longestRoll int
}

// newGrid copies a heightmap given as rows (heights[y][x]).
func newGrid(heights [][]float64) *Grid {
	g := &Grid{Rows: len(heights)}
	if g.Rows > 0 {
		g.Cols = len(heights[0])
	}
	g.Z = make([]float64, 0, g.Rows*g.Cols)
	for _, row := range heights {
		g.Z = append(g.Z, row...)
	}
	return g
}

// Clone returns an independent copy.
func (g *Grid) Clone() *Grid {
	return &Grid{Rows: g.Rows, Cols: g.Cols, Z: append([]float64(nil), g.Z...)}
}

// Inside reports whether cell (x, y) is on the map.
func (g *Grid) Inside(x, y int) bool { return x >= 0 && x < g.Cols && y >= 0 && y < g.Rows }

// At is the height of cell (x, y), which must be on the map.
func (g *Grid) At(x, y int) float64 { return g.Z[y*g.Cols+x] }

// Cells is the number of cells.
func (g *Grid) Cells() int { return g.Rows * g.Cols }

// Volume is the sum of every height, in row-major order.
func (g *Grid) Volume() float64 {
	s := 0.0
	for _, z := range g.Z {
		s += z
	}
	return s
}

// Height writes a number as Python's repr() writes a float, as upstream's
// prompt shows heights: the shortest decimal that reads back as the same
// number, always with a decimal point ("5.0", "-0.3", "-0.0"), and in
// exponent form outside 1e-4 ≤ |z| < 1e16 ("1e+16") so that a huge depth in
// an answer never prints as hundreds of digits.
func Height(z float64) string {
	switch {
	case math.IsNaN(z):
		return "nan"
	case math.IsInf(z, 1):
		return "inf"
	case math.IsInf(z, -1):
		return "-inf"
	}
	e := strconv.FormatFloat(z, 'e', -1, 64)
	exp, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	if z != 0 && (exp < -4 || exp >= 16) {
		return e
	}
	s := strconv.FormatFloat(z, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// Text prints the map as the prompt shows it: one line per row, row 0 first,
// heights separated by single spaces, no newline after the last row.
func (g *Grid) Text() string {
	var b strings.Builder
	for y := 0; y < g.Rows; y++ {
		if y > 0 {
			b.WriteByte('\n')
		}
		for x := 0; x < g.Cols; x++ {
			if x > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(Height(g.At(x, y)))
		}
	}
	return b.String()
}
