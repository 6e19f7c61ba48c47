package hypersnake

import (
	"fmt"
	"strconv"
	"strings"
)

// Grid is an N-dimensional box of cells with a flat, mixed-radix index: cell
// c = Σ coord[a]·stride[a], axis 0 varying fastest.
type Grid struct {
	Size   []int
	stride []int
	cells  int
}

// NewGrid returns the grid of the given side lengths. Sides must be at least 1
// and the product must stay small; callers bound it first.
func NewGrid(size []int) *Grid {
	g := &Grid{Size: append([]int(nil), size...), stride: make([]int, len(size))}
	n := 1
	for a, s := range size {
		g.stride[a] = n
		n *= s
	}
	g.cells = n
	return g
}

// Dim is the number of axes.
func (g *Grid) Dim() int { return len(g.Size) }

// Cells is the number of cells.
func (g *Grid) Cells() int { return g.cells }

// Index returns the flat index of an in-bounds coordinate vector.
func (g *Grid) Index(p []int) int {
	c := 0
	for a, x := range p {
		c += x * g.stride[a]
	}
	return c
}

// Coord returns the coordinates of flat index c.
func (g *Grid) Coord(c int) []int {
	p := make([]int, len(g.Size))
	for a, s := range g.Size {
		p[a] = c % s
		c /= s
	}
	return p
}

// In reports whether p has the grid's dimension and lies inside it.
func (g *Grid) In(p []int) bool {
	if len(p) != len(g.Size) {
		return false
	}
	for a, x := range p {
		if x < 0 || x >= g.Size[a] {
			return false
		}
	}
	return true
}

// Neighbours appends the flat indices of the cells one step from c along each
// axis, in a fixed order (axis 0 first, −1 before +1).
func (g *Grid) Neighbours(c int, out []int) []int {
	for a, s := range g.Size {
		x := (c / g.stride[a]) % s
		if x > 0 {
			out = append(out, c-g.stride[a])
		}
		if x < s-1 {
			out = append(out, c+g.stride[a])
		}
	}
	return out
}

// Parity is the colour of a cell in the grid's two-colouring: the sum of its
// coordinates modulo 2.
func (g *Grid) Parity(c int) int {
	sum := 0
	for a, s := range g.Size {
		sum += (c / g.stride[a]) % s
	}
	return sum & 1
}

// FormatCell writes a coordinate vector as [a, b, c].
func FormatCell(p []int) string {
	parts := make([]string, len(p))
	for i, x := range p {
		parts[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// FormatCells writes a list of cells as [a, b], [c, d], ...
func FormatCells(ps [][]int) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = FormatCell(p)
	}
	return strings.Join(parts, ", ")
}

// FormatSize writes side lengths as 4×4×2.
func FormatSize(size []int) string {
	parts := make([]string, len(size))
	for i, s := range size {
		parts[i] = fmt.Sprint(s)
	}
	return strings.Join(parts, "×")
}
