package printableprime

import (
	"math/big"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

func TestBestKnown(t *testing.T) {
	if len(Best) != 42 {
		t.Fatalf("the best known answer has %d digits", len(Best))
	}
	n, _ := new(big.Int).SetString(Best, 10)
	if !n.ProbablyPrime(0) {
		t.Fatal("the best known answer is not prime")
	}
	if g, dup := RepeatedGroup(Best); dup {
		t.Fatalf("group %s repeats", g)
	}
	if got := Grouped(Best); got != "888,999,996,969,699,696,669,666,333,377,777,711,111,171" {
		t.Errorf("grouped: %s", got)
	}
	items := BestStack()
	h := int64(0)
	for i, it := range items {
		h += it.HeightTenths()
		if it.Overhangs() {
			t.Errorf("item %d overhangs", i)
		}
		if i > 0 && !CanStack(items[i-1], it) {
			t.Errorf("item %d cannot sit on item %d", i, i-1)
		}
	}
	if h != 804 {
		t.Errorf("height %d tenths, want 804", h)
	}
}

func TestRules(t *testing.T) {
	it := func(d int, o Orientation) Item { return Item{Digit: d, Orientation: o} }
	// The flat table of the spec (§5).
	want := map[int]string{0: "017", 1: "1", 2: "25", 3: "137", 4: "14", 5: "25", 6: "1345679", 7: "17", 8: "0123456789", 9: "135679"}
	for lo := 0; lo <= 9; lo++ {
		for up := 0; up <= 9; up++ {
			ok := strings.ContainsRune(want[lo], rune('0'+up))
			for _, a := range []Orientation{Flat, FlippedX, FlippedY, Rotate180Z} {
				if CanStack(it(lo, a), it(up, FlippedX)) != ok {
					t.Errorf("flat %d on flat %d: %v", up, lo, !ok)
				}
			}
		}
	}
	cases := []struct {
		lo, up Item
		ok     bool
	}{
		{it(1, Flat), it(7, Rotate90Y), true},
		{it(2, Flat), it(7, Rotate90Y), false},
		{it(5, FlippedY), it(1, Rotate90Y), false},
		{it(5, Flat), it(3, Rotate90X), true},
		{it(3, Flat), it(3, Rotate90X), true},
		{it(3, Rotate90X), it(1, Rotate90X), true},
		{it(3, Rotate90X), it(3, Rotate90X), false},
		{it(1, Rotate90X), it(7, Rotate90X), false}, // the loophole
		{it(1, Rotate90X), it(1, Flat), false},      // upstream's case b
		{it(7, Rotate90Y), it(1, Rotate90X), true},
		{it(7, Rotate90Y), it(1, Rotate90Y), false},
	}
	for _, c := range cases {
		if CanStack(c.lo, c.up) != c.ok {
			t.Errorf("%+v on %+v: %v", c.up, c.lo, !c.ok)
		}
	}
	for d := 0; d <= 9; d++ {
		if it(d, Rotate90X).Overhangs() != !strings.ContainsRune("137", rune('0'+d)) || it(d, Rotate90Y).Overhangs() != !strings.ContainsRune("17", rune('0'+d)) || it(d, Flat).Overhangs() {
			t.Errorf("overhangs of %d", d)
		}
	}
	if it(1, Rotate90Y).HeightTenths() != 12 || it(7, Rotate90Y).HeightTenths() != 112 || it(3, Rotate90X).HeightTenths() != 212 || it(6, Rotate180Z).HeightTenths() != 12 {
		t.Error("heights")
	}
	if _, dup := RepeatedGroup("88888"); dup {
		t.Error("88,888 has no repeated group")
	}
	if g, dup := RepeatedGroup("123321123"); !dup || g != "123" {
		t.Errorf("123,321,123: %q %v", g, dup)
	}
	if _, dup := RepeatedGroup("123111231"); dup {
		t.Error("123,111,231 has no repeated group")
	}
	if o, ok := ParseOrientation("ROTATE90x"); !ok || o != Rotate90X {
		t.Error("orientations are read without regard to case")
	}
	if _, ok := ParseOrientation("rotate45Z"); ok {
		t.Error("unknown orientation accepted")
	}
}

// The segment table: how many bars each digit has, and what the stood-up
// shapes measure.
func TestSegments(t *testing.T) {
	want := []int{6, 2, 5, 5, 4, 5, 6, 3, 7, 6}
	for d, n := range want {
		if got := len(Segments(d, Flat)); got != n {
			t.Errorf("digit %d has %d bars, want %d", d, got, n)
		}
	}
	extent := func(d int, o Orientation) [3]float64 {
		var lo, hi [3]float64
		for i, s := range Segments(d, o) {
			for k := 0; k < 3; k++ {
				if i == 0 || s[0][k] < lo[k] {
					lo[k] = s[0][k]
				}
				if i == 0 || s[1][k] > hi[k] {
					hi[k] = s[1][k]
				}
			}
		}
		return [3]float64{hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]}
	}
	if e := extent(8, Flat); e != [3]float64{11, 21, 1} {
		t.Errorf("flat 8: %v", e)
	}
	if e := extent(3, Rotate90X); e[2] != 21 {
		t.Errorf("a 3 stood on end is %v", e)
	}
	if e := extent(7, Rotate90Y); e[2] != 10.5 { // its bars span x from −5 to 5.5
		t.Errorf("a 7 on its side is %v", e)
	}
	if e := extent(1, Rotate90Y); e[2] != 1 {
		t.Errorf("a 1 on its side is %v", e)
	}
	// The prompt's look-alikes: a flippedY 5 has the bars of a 2, a 6 turned
	// half a turn those of a 9.
	same := func(a, b [][2][3]float64) bool {
		if len(a) != len(b) {
			return false
		}
		seen := map[[2][3]float64]bool{}
		for _, s := range b {
			seen[s] = true
		}
		for _, s := range a {
			if !seen[s] {
				return false
			}
		}
		return true
	}
	if !same(Segments(5, FlippedY), Segments(2, Flat)) {
		t.Error("a 5 mirrored top to bottom is not a 2")
	}
	if !same(Segments(6, Rotate180Z), Segments(9, Flat)) {
		t.Error("a 6 turned half a turn is not a 9")
	}
	if same(Segments(6, Flat), Segments(9, Flat)) {
		t.Error("6 and 9 differ")
	}
}

func TestInstanceAndVariants(t *testing.T) {
	k := 0
	in, err := tasks.New(Task, tasks.Request{Subpass: &k})
	if err != nil {
		t.Fatal(err)
	}
	d := in.Data.(*Data)
	if d.FullDigits != 42 || d.MinHeight != 70 || d.Best != Best {
		t.Errorf("canonical data %+v", d)
	}
	for _, frag := range []string{
		"−5.5 < x < 5.5, −10.5 < y < 10.5", "0.2 mm gap", "17 can be printed: a flat 1, then a 7 laid on its side (rotate90Y)",
		"331 can be printed: a flat 3, then a 3 stood on end (rotate90X), then a 1 stood on end as a spire (rotate90X)",
		"123,321,123 is not allowed; 123,111,231 is", "divided by 42", "7 cm", "70 mm tall or less", "multiplied by 0.9", `"numberSequence"`,
	} {
		if !strings.Contains(in.Prompt, frag) {
			t.Errorf("prompt lacks %q", frag)
		}
	}
	seed := uint64(9)
	easy, err := tasks.New(Task, tasks.Request{Preset: "easy", Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	if e := easy.Data.(*Data); e.FullDigits != 12 || e.MinHeight != 30 || !strings.Contains(easy.Prompt, "divided by 12") || !strings.Contains(easy.Prompt, "3 cm") {
		t.Errorf("easy variant %+v", e)
	}
	one := 1
	if _, err := tasks.New(Task, tasks.Request{Subpass: &one}); err == nil {
		t.Error("subpass 1 exists")
	}
}
