package shikaku

import (
	"strings"
	"testing"
)

// The six upstream puzzles, as Tatham descriptions, with their clue counts.
var tathamCuratedIDs = []struct {
	desc  string
	clues int
}{
	{"7x7:3a8j2d4a4a4a3a3b3e4b4_2c2d3", 14},
	{"8x8:d2c4_6d6c5c4b8a2c4_3d3f2f4c2b3c6a", 16},
	{"10x10:f8f7d4a6a2_3e8d2g6a2f2c5d2_2b2b7e2b6a6b2e6_2f8d", 23},
	{"12x12:3c6d3a2f5e3_10h10p14h7g16_8h8o4d2k2_9f6c2b2a10j8b4a", 23},
	{"15x15:b6k8h11c2b6c13k6b2b3r6b4a2b2f4i27zl5x36h32i24_3t2_2d8d3c4g4", 26},
	{"15x15:a2a4b4n10d8b4a2g8b4_2n2b9_12g27h3j10c2m4p6c16d2c2b5c8o24b4b7n2_3_3_3g2n2e10d4_2c3", 37},
}

func TestTathamDecodeCurated(t *testing.T) {
	curated := readShikakuCurated(t)
	if len(curated) != len(tathamCuratedIDs) {
		t.Fatalf("testdata has %d puzzles, want %d", len(curated), len(tathamCuratedIDs))
	}
	for i, c := range tathamCuratedIDs {
		g, err := DecodeTatham(c.desc)
		if err != nil {
			t.Fatalf("%s: %v", c.desc, err)
		}
		if err := g.Validate(); err != nil {
			t.Errorf("%s: decoded grid does not validate: %v", c.desc, err)
		}
		if n := len(g.Clues()); n != c.clues {
			t.Errorf("%s: %d clues, want %d", c.desc, n, c.clues)
		}
		rec := curated[i]
		if rec.ID != c.desc {
			t.Fatalf("testdata record %d is %s, want %s", i, rec.ID, c.desc)
		}
		if g.Width != rec.Width || g.Height != rec.Height || !sameNumbers(g.Numbers, rec.Numbers) {
			t.Errorf("%s: decoded %dx%d %v, want %dx%d %v", c.desc, g.Width, g.Height, g.Numbers, rec.Width, rec.Height, rec.Numbers)
		}
		// Encoding gives back exactly Tatham's own string.
		if enc, err := EncodeTatham(g); err != nil || enc != c.desc {
			t.Errorf("EncodeTatham = %q, %v; want %q", enc, err, c.desc)
		}
	}
}

// The first puzzle written out by hand, independently of the testdata.
func TestTathamDecodeFirstByHand(t *testing.T) {
	g, err := DecodeTatham("7x7:3a8j2d4a4a4a3a3b3e4b4_2c2d3")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{
		{3, 0, 8, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 2},
		{0, 0, 0, 0, 4, 0, 4},
		{0, 4, 0, 3, 0, 3, 0},
		{0, 3, 0, 0, 0, 0, 0},
		{4, 0, 0, 4, 2, 0, 0},
		{0, 2, 0, 0, 0, 0, 3},
	}
	if g.Width != 7 || g.Height != 7 || !sameNumbers(g.Numbers, want) {
		t.Fatalf("decoded %dx%d %v, want %v", g.Width, g.Height, g.Numbers, want)
	}
	// Spot checks on the larger ones: rows picked from the upstream grids.
	for _, c := range []struct {
		desc string
		row  int
		want []int
	}{
		{tathamCuratedIDs[1].desc, 1, []int{4, 6, 0, 0, 0, 0, 6, 0}},
		{tathamCuratedIDs[2].desc, 0, []int{0, 0, 0, 0, 0, 0, 8, 0, 0, 0}},
		{tathamCuratedIDs[3].desc, 0, []int{3, 0, 0, 0, 6, 0, 0, 0, 0, 3, 0, 2}},
	} {
		g, err := DecodeTatham(c.desc)
		if err != nil {
			t.Fatal(err)
		}
		if !sameNumbers([][]int{g.Numbers[c.row]}, [][]int{c.want}) {
			t.Errorf("%s row %d = %v, want %v", c.desc, c.row, g.Numbers[c.row], c.want)
		}
	}
}

func TestTathamRunsAndSeparators(t *testing.T) {
	// A run longer than 26 blanks is written "z" and the rest; "_" only sits
	// between numbers; multi-digit numbers.
	g, err := DecodeTatham("30x2:z3c1_12_3za")
	if err != nil {
		t.Fatal(err)
	}
	if g.Numbers[0][26] != 3 || g.Numbers[0][29] != 0 || g.Numbers[1][0] != 1 || g.Numbers[1][1] != 12 || g.Numbers[1][2] != 3 || g.Numbers[1][3] != 0 {
		t.Fatalf("decoded %v", g.Numbers)
	}
	if enc, err := EncodeTatham(g); err != nil || enc != "30x2:z3c1_12_3za" {
		t.Errorf("EncodeTatham = %q, %v", enc, err)
	}
	// A square size may be written once; Tatham's parameter suffixes are ignored.
	for _, d := range []string{"2:4c", "2x2e0.5a:4c", "2x2a:4c", " 2x2:4c\n"} {
		g, err := DecodeTatham(d)
		if err != nil || g.Width != 2 || g.Height != 2 || g.Numbers[0][0] != 4 {
			t.Errorf("DecodeTatham(%q) = %v, %v", d, g, err)
		}
	}
	// Numbers at both ends of the grid, next to each other.
	g, err = DecodeTatham("2x1:1_1")
	if err != nil || g.Numbers[0][0] != 1 || g.Numbers[0][1] != 1 {
		t.Errorf("DecodeTatham(2x1:1_1) = %v, %v", g, err)
	}
}

func TestTathamDecodeErrors(t *testing.T) {
	for _, c := range []struct {
		desc, want string
	}{
		{"", "no ':'"},
		{"7x7", "no ':'"},
		{":4c", "not of the form"},
		{"x2:4c", "not of the form"},
		{"2x:4c", "not of the form"},
		{"2y2:4c", "not of the form"},
		{"0x2:", "out of range"},
		{"2x0:", "out of range"},
		{"1234567x1:a", "not of the form"},
		{"2x2:4", "1 cells"},
		{"2x2:4d", "5 cells"},
		{"2x2:4C", "invalid character"},
		{"2x2:4 c", "invalid character"},
		{"2x2:-4c", "invalid character"},
		{"2x2:0d", "zero"},
		{"2x2:04c", "leading zero"},
		{"2x2:_4c", "'_'"},
		{"2x2:4_c", "'_'"},
		{"2x2:a_4b", "'_'"},
		{"2x2:4c_", "'_'"},
		{"2x2:4__1b", "'_'"},
		{"2x2:99999999999b", "too large"},
		{"65537x1:" + strings.Repeat("z", 2521) + "a", "out of range"},
	} {
		_, err := DecodeTatham(c.desc)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("DecodeTatham(%q) = %v, want an error containing %q", c.desc, err, c.want)
		}
	}
}

func TestTathamEncodeErrors(t *testing.T) {
	for _, g := range []Grid{
		{Width: 0, Height: 1, Numbers: [][]int{{}}},
		{Width: 2, Height: 2, Numbers: [][]int{{4, 0}}},
		{Width: 2, Height: 1, Numbers: [][]int{{4}}},
		{Width: 2, Height: 1, Numbers: [][]int{{-1, 3}}},
	} {
		if s, err := EncodeTatham(g); err == nil {
			t.Errorf("EncodeTatham(%v) = %q, want an error", g, s)
		}
	}
}

func sameNumbers(a, b [][]int) bool {
	if len(a) != len(b) {
		return false
	}
	for y := range a {
		if len(a[y]) != len(b[y]) {
			return false
		}
		for x := range a[y] {
			if a[y][x] != b[y][x] {
				return false
			}
		}
	}
	return true
}
