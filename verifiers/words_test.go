package verifiers

import (
	"strconv"
	"testing"
)

func TestPluralAndCount(t *testing.T) {
	for _, c := range []struct {
		n            int
		plural, text string
	}{
		{0, "boxes", "0 boxes"},
		{1, "box", "1 box"},
		{2, "boxes", "2 boxes"},
		{3, "boxes", "3 boxes"},
		{-1, "boxes", "-1 boxes"},
	} {
		if got := Plural(c.n, "box", "boxes"); got != c.plural {
			t.Errorf("Plural(%d) = %q, want %q", c.n, got, c.plural)
		}
		if got := Count(c.n, "box", "boxes"); got != c.text {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.text)
		}
	}
	// Irregular plurals are why both forms are passed.
	if got := Count(1, "tetrahedron", "tetrahedra"); got != "1 tetrahedron" {
		t.Errorf("Count(1, tetrahedron) = %q", got)
	}
	if got := Count(4, "tetrahedron", "tetrahedra"); got != "4 tetrahedra" {
		t.Errorf("Count(4, tetrahedron) = %q", got)
	}
}

func TestMore(t *testing.T) {
	for _, c := range []struct {
		k         int
		one, many string
		want      string
	}{
		{-1, "rectangle", "rectangles", ""},
		{0, "rectangle", "rectangles", ""},
		{1, "rectangle", "rectangles", "; 1 more rectangle has the same problem"},
		{3, "rectangle", "rectangles", "; 3 more rectangles have the same problem"},
		{1, "edge problem", "edge problems", "; 1 more edge problem has the same problem"},
		{2, "tetrahedron", "tetrahedra", "; 2 more tetrahedra have the same problem"},
	} {
		if got := More(c.k, c.one, c.many); got != c.want {
			t.Errorf("More(%d, %q, %q) = %q, want %q", c.k, c.one, c.many, got, c.want)
		}
	}
}

func TestListed(t *testing.T) {
	letters := func(i int) string { return string(rune('a' + i)) }
	for _, c := range []struct {
		n, max int
		want   string
	}{
		{0, 3, ""},
		{1, 3, "a"},
		{2, 3, "a, b"},
		{3, 3, "a, b, c"},
		{4, 3, "a, b, c, and 1 more"},
		{7, 3, "a, b, c, and 4 more"},
		{3, 0, "a, and 2 more"},
	} {
		if got := Listed(c.n, c.max, letters); got != c.want {
			t.Errorf("Listed(%d, %d) = %q, want %q", c.n, c.max, got, c.want)
		}
	}
}

// TestListedNamesOnlyShown guards the promise that a huge list costs only
// the names shown: the name function must not be called past max.
func TestListedNamesOnlyShown(t *testing.T) {
	calls := 0
	got := Listed(1_000_000, 5, func(i int) string {
		calls++
		if i >= 5 {
			t.Fatalf("name(%d) called; only 5 are shown", i)
		}
		return strconv.Itoa(i)
	})
	if want := "0, 1, 2, 3, 4, and 999995 more"; got != want {
		t.Errorf("Listed = %q, want %q", got, want)
	}
	if calls != 5 {
		t.Errorf("name called %d times, want 5", calls)
	}
}

// The phrasings reports are made of, as a reader meets them.
func TestPhrasing(t *testing.T) {
	for got, want := range map[string]string{
		Count(1, "box", "boxes"):                        "1 box",
		Count(2, "box", "boxes"):                        "2 boxes",
		Count(1, "configuration", "configurations"):     "1 configuration",
		More(1, "edge problem", "edge problems"):        "; 1 more edge problem has the same problem",
		More(2, "edge problem", "edge problems"):        "; 2 more edge problems have the same problem",
		Article(8) + " 8×8 grid":                        "an 8×8 grid",
		Article(18) + " 18-cell grid":                   "an 18-cell grid",
		Article(11000) + " 11,000-voxel answer":         "an 11,000-voxel answer",
		Article(80) + " 80-pipe loop":                   "an 80-pipe loop",
		Article(7) + " 7×7 grid":                        "a 7×7 grid",
		Article(110) + " 110-cell grid":                 "a 110-cell grid",
		Article(1) + " 1-cell grid":                     "a 1-cell grid",
		Listed(3, 2, func(i int) string { return "x" }): "x, x, and 1 more",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
