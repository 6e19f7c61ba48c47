package shikaku

import (
	"strings"
	"testing"
)

func TestPuzzleRectBasics(t *testing.T) {
	r := Rect{Left: 1, Top: 2, Right: 3, Bottom: 2}
	if r.Width() != 3 || r.Height() != 1 || r.Area() != 3 {
		t.Fatalf("%v: width %d height %d area %d, want 3 1 3", r, r.Width(), r.Height(), r.Area())
	}
	for _, c := range []struct {
		x, y int
		in   bool
	}{{1, 2, true}, {3, 2, true}, {2, 2, true}, {0, 2, false}, {4, 2, false}, {2, 1, false}, {2, 3, false}} {
		if got := r.Contains(c.x, c.y); got != c.in {
			t.Errorf("%v.Contains(%d,%d) = %v, want %v", r, c.x, c.y, got, c.in)
		}
	}
	if !r.Overlaps(Rect{3, 0, 5, 5}) || r.Overlaps(Rect{4, 0, 5, 5}) || r.Overlaps(Rect{0, 3, 5, 5}) {
		t.Errorf("Overlaps is wrong around %v", r)
	}
	if s := r.String(); s != "[1,2,3,2]" {
		t.Errorf("String() = %q", s)
	}
}

func TestPuzzleSortRects(t *testing.T) {
	rs := []Rect{{2, 0, 2, 1}, {0, 1, 1, 1}, {0, 0, 1, 0}, {0, 0, 0, 5}, {1, 0, 1, 0}}
	SortRects(rs)
	want := []Rect{{0, 0, 0, 5}, {0, 0, 1, 0}, {0, 1, 1, 1}, {1, 0, 1, 0}, {2, 0, 2, 1}}
	for i := range want {
		if rs[i] != want[i] {
			t.Fatalf("SortRects = %v, want %v", rs, want)
		}
	}
}

func TestPuzzleCluesRowMajor(t *testing.T) {
	g := Grid{Width: 3, Height: 2, Numbers: [][]int{{0, 2, 0}, {3, 0, 1}}}
	got := g.Clues()
	want := []Clue{{1, 0, 2}, {0, 1, 3}, {2, 1, 1}}
	if len(got) != len(want) {
		t.Fatalf("Clues() = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Clues() = %v, want %v", got, want)
		}
	}
	if g.At(1, 0) != 2 || g.At(-1, 0) != 0 || g.At(3, 0) != 0 || g.At(0, 2) != 0 {
		t.Errorf("At is wrong")
	}
	c := g.Clone()
	c.Numbers[0][1] = 9
	if g.Numbers[0][1] != 2 {
		t.Errorf("Clone shares rows with the original")
	}
}

func TestPuzzleValidate(t *testing.T) {
	good := Grid{Width: 3, Height: 2, Numbers: [][]int{{0, 2, 0}, {3, 0, 1}}}
	if err := good.Validate(); err != nil {
		t.Fatalf("valid grid: %v", err)
	}
	for _, c := range []struct {
		name string
		g    Grid
		want string // a fragment of the error
	}{
		{"zero width", Grid{Width: 0, Height: 1, Numbers: [][]int{{}}}, "not positive"},
		{"negative height", Grid{Width: 1, Height: -1}, "not positive"},
		{"missing row", Grid{Width: 2, Height: 2, Numbers: [][]int{{2, 2}}}, "rows"},
		{"ragged", Grid{Width: 2, Height: 2, Numbers: [][]int{{2, 0}, {2}}}, "row 1 has 1 cells"},
		{"negative", Grid{Width: 2, Height: 1, Numbers: [][]int{{-1, 3}}}, "negative"},
		{"no clues", Grid{Width: 2, Height: 1, Numbers: [][]int{{0, 0}}}, "no clues"},
		{"sum low", Grid{Width: 2, Height: 2, Numbers: [][]int{{2, 0}, {0, 1}}}, "add up to 3"},
		{"sum high", Grid{Width: 2, Height: 2, Numbers: [][]int{{2, 2}, {0, 1}}}, "add up to 5"},
		{"too big", Grid{Width: 2, Height: 2, Numbers: [][]int{{5, 0}, {0, 0}}}, "larger than"},
		{"no shape", Grid{Width: 5, Height: 5, Numbers: [][]int{{7, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {18, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}}}, "no rectangle of that area fits"},
	} {
		err := c.g.Validate()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Validate() = %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

func TestPuzzleCheckSolution(t *testing.T) {
	// 2 2 .    solved by a vertical domino on the left and two horizontal
	// . . 2    dominoes on the right.
	g := Grid{Width: 3, Height: 2, Numbers: [][]int{{2, 2, 0}, {0, 0, 2}}}
	sol := []Rect{{0, 0, 0, 1}, {1, 0, 2, 0}, {1, 1, 2, 1}}
	if err := g.CheckSolution(sol); err != nil {
		t.Fatalf("good solution rejected: %v", err)
	}
	for _, c := range []struct {
		name  string
		rects []Rect
		want  string
	}{
		{"outside", []Rect{{0, 0, 0, 1}, {1, 0, 3, 0}, {1, 1, 2, 1}}, "leaves"},
		{"inverted", []Rect{{0, 1, 0, 0}, {1, 0, 2, 0}, {1, 1, 2, 1}}, "empty"},
		{"overlap", []Rect{{0, 0, 0, 1}, {0, 0, 1, 0}, {1, 1, 2, 1}}, "overlap"},
		{"uncovered", []Rect{{0, 0, 0, 1}, {1, 0, 2, 0}}, "not covered"},
		{"two clues", []Rect{{0, 0, 1, 0}, {2, 0, 2, 1}, {0, 1, 1, 1}}, "more than one clue"},
		{"no clue", []Rect{{0, 0, 0, 1}, {1, 0, 2, 0}, {1, 1, 1, 1}, {2, 1, 2, 1}}, "no clue"},
		{"wrong area", []Rect{{0, 0, 0, 1}, {1, 0, 1, 0}, {2, 0, 2, 0}, {1, 1, 2, 1}}, "area 1"},
	} {
		err := g.CheckSolution(c.rects)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: CheckSolution = %v, want an error containing %q", c.name, err, c.want)
		}
	}
}
