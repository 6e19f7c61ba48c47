package shikaku

import (
	"errors"
	"fmt"
	"sort"
)

// Grid is a Shikaku puzzle. Numbers is indexed [row][column], i.e. Numbers[y][x],
// and 0 marks a blank cell. A well-formed grid has Height rows of Width numbers
// each; call Validate before trusting one that came from outside.
type Grid struct {
	Width, Height int
	Numbers       [][]int
}

// Rect is an axis-aligned rectangle of cells given by its inclusive bounding
// box: columns Left..Right and rows Top..Bottom. A valid Rect has Left <= Right
// and Top <= Bottom.
type Rect struct {
	Left, Top, Right, Bottom int
}

// Clue is one numbered cell of a grid: column X, row Y, and its number N.
type Clue struct {
	X, Y, N int
}

// Width is the number of columns the rectangle spans.
func (r Rect) Width() int { return r.Right - r.Left + 1 }

// Height is the number of rows the rectangle spans.
func (r Rect) Height() int { return r.Bottom - r.Top + 1 }

// Area is the number of cells the rectangle covers.
func (r Rect) Area() int { return r.Width() * r.Height() }

// Contains reports whether cell (x, y) lies inside the rectangle.
func (r Rect) Contains(x, y int) bool {
	return x >= r.Left && x <= r.Right && y >= r.Top && y <= r.Bottom
}

// Overlaps reports whether the two rectangles share at least one cell.
func (r Rect) Overlaps(o Rect) bool {
	return r.Left <= o.Right && o.Left <= r.Right && r.Top <= o.Bottom && o.Top <= r.Bottom
}

// String renders the rectangle as an answer writes it: [l,t,r,b].
func (r Rect) String() string {
	return fmt.Sprintf("[%d,%d,%d,%d]", r.Left, r.Top, r.Right, r.Bottom)
}

// rectLess is the canonical order: lexicographic on (Left, Top, Right, Bottom).
// Rectangles of a partition never share a top-left corner, so for a solution
// the first two keys already decide; the last two make the order total for any
// list.
func rectLess(a, b Rect) bool {
	if a.Left != b.Left {
		return a.Left < b.Left
	}
	if a.Top != b.Top {
		return a.Top < b.Top
	}
	if a.Right != b.Right {
		return a.Right < b.Right
	}
	return a.Bottom < b.Bottom
}

// SortRects sorts rects in place into the canonical answer order, lexicographic
// by (Left, Top, Right, Bottom). Every solution this package returns is sorted
// this way, so two solutions are equal exactly when their slices are equal.
func SortRects(rects []Rect) {
	// A total order makes the result independent of the sort algorithm, so the
	// non-stable sort.Slice is safe for byte-identical output on every platform.
	sort.Slice(rects, func(i, j int) bool { return rectLess(rects[i], rects[j]) })
}

// Clues lists the numbered cells in row-major order (top row first, left to
// right within a row). The solver and the candidate lists follow this order.
func (g Grid) Clues() []Clue {
	var out []Clue
	for y, row := range g.Numbers {
		for x, n := range row {
			if n != 0 {
				out = append(out, Clue{X: x, Y: y, N: n})
			}
		}
	}
	return out
}

// At returns the number in cell (x, y), 0 for a blank or for a cell outside the
// grid.
func (g Grid) At(x, y int) int {
	if y < 0 || y >= len(g.Numbers) || x < 0 || x >= len(g.Numbers[y]) {
		return 0
	}
	return g.Numbers[y][x]
}

// Clone returns a deep copy, so a caller (the generator, a test) can change the
// numbers without touching the original's rows.
func (g Grid) Clone() Grid {
	c := Grid{Width: g.Width, Height: g.Height, Numbers: make([][]int, len(g.Numbers))}
	for y, row := range g.Numbers {
		c.Numbers[y] = append([]int(nil), row...)
	}
	return c
}

// rectFits reports whether some w×h rectangle with w*h == n fits inside a
// width×height grid. A clue without one can never be satisfied. Trying the
// divisors up to √n (each with its partner, both ways round) keeps it cheap for
// large numbers.
func rectFits(n, width, height int) bool {
	for d := 1; d*d <= n; d++ {
		if n%d != 0 {
			continue
		}
		e := n / d
		if (d <= width && e <= height) || (e <= width && d <= height) {
			return true
		}
	}
	return false
}

// Validate reports why a grid cannot be a Shikaku puzzle, or nil. It checks the
// shape (positive sizes, Height rows of Width numbers), that numbers are not
// negative, that there is at least one clue, that the clues add up to the grid's
// area (every cell lies in exactly one rectangle, so they must), and that every
// clue has at least one rectangle shape that fits in the grid. Passing does not
// mean the puzzle is solvable, only that it is not obviously impossible.
func (g Grid) Validate() error {
	if g.Width <= 0 || g.Height <= 0 {
		return fmt.Errorf("shikaku: grid size %dx%d is not positive", g.Width, g.Height)
	}
	if len(g.Numbers) != g.Height {
		return fmt.Errorf("shikaku: grid has %d rows, want %d", len(g.Numbers), g.Height)
	}
	for y, row := range g.Numbers {
		if len(row) != g.Width {
			return fmt.Errorf("shikaku: row %d has %d cells, want %d", y, len(row), g.Width)
		}
	}
	// The rows exist in memory, so Width*Height cannot overflow here.
	area := g.Width * g.Height
	sum, clues := 0, 0
	for y, row := range g.Numbers {
		for x, n := range row {
			if n < 0 {
				return fmt.Errorf("shikaku: cell (%d,%d) has negative number %d", x, y, n)
			}
			// Checking each number against the area first keeps the running
			// sum far from overflow however large the inputs are.
			if n > area {
				return fmt.Errorf("shikaku: cell (%d,%d) has number %d, larger than the grid's area %d", x, y, n, area)
			}
			if n > 0 {
				sum += n
				clues++
			}
		}
	}
	if clues == 0 {
		return errors.New("shikaku: grid has no clues")
	}
	if sum != area {
		return fmt.Errorf("shikaku: clues add up to %d, want the grid's area %d", sum, area)
	}
	// Only now, with the clues adding up to the area, is the shape test's
	// total cost bounded by the grid's size.
	for _, c := range g.Clues() {
		if !rectFits(c.N, g.Width, g.Height) {
			return fmt.Errorf("shikaku: cell (%d,%d) has number %d, but no rectangle of that area fits in a %dx%d grid", c.X, c.Y, c.N, g.Width, g.Height)
		}
	}
	return nil
}

// CheckSolution reports why rects is not a solution of g, or nil if it is: the
// rectangles must lie inside the grid, cover every cell exactly once, and each
// must contain exactly one clue, equal to its area. The order of rects does not
// matter.
func (g Grid) CheckSolution(rects []Rect) error {
	if err := g.Validate(); err != nil {
		return err
	}
	owner := make([]int, g.Width*g.Height)
	for i := range owner {
		owner[i] = -1
	}
	for i, r := range rects {
		if r.Left < 0 || r.Top < 0 || r.Right >= g.Width || r.Bottom >= g.Height || r.Left > r.Right || r.Top > r.Bottom {
			return fmt.Errorf("shikaku: rectangle %v is empty or leaves the %dx%d grid", r, g.Width, g.Height)
		}
		clue := 0
		for y := r.Top; y <= r.Bottom; y++ {
			for x := r.Left; x <= r.Right; x++ {
				if j := owner[y*g.Width+x]; j >= 0 {
					return fmt.Errorf("shikaku: rectangles %v and %v overlap at (%d,%d)", rects[j], r, x, y)
				}
				owner[y*g.Width+x] = i
				if n := g.Numbers[y][x]; n != 0 {
					if clue != 0 {
						return fmt.Errorf("shikaku: rectangle %v contains more than one clue", r)
					}
					clue = n
				}
			}
		}
		if clue == 0 {
			return fmt.Errorf("shikaku: rectangle %v contains no clue", r)
		}
		if clue != r.Area() {
			return fmt.Errorf("shikaku: rectangle %v has area %d but its clue is %d", r, r.Area(), clue)
		}
	}
	for c, o := range owner {
		if o < 0 {
			return fmt.Errorf("shikaku: cell (%d,%d) is not covered", c%g.Width, c/g.Width)
		}
	}
	return nil
}
