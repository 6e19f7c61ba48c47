package cornerlabels

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// registry is the case table of the enumerate-edges spec (§2): labels in
// geometric order, behaviour, and guaranteed pairs in geometric edge indices.
var registry = []struct {
	labels    [4]int
	behaviour Behaviour
	pairs     [][2]int
}{
	{[4]int{1, 1, 1, 1}, Known, [][2]int{}},
	{[4]int{1, 1, 1, 2}, Known, [][2]int{{2, 3}}},
	{[4]int{1, 1, 2, 1}, Known, [][2]int{{1, 2}}},
	{[4]int{1, 1, 2, 2}, Known, [][2]int{{1, 3}}},
	{[4]int{1, 1, 2, 3}, ThreeDomains, nil},
	{[4]int{1, 2, 1, 1}, Known, [][2]int{{0, 1}}},
	{[4]int{1, 2, 1, 2}, Ambiguous, [][2]int{}},
	{[4]int{1, 2, 1, 3}, Known, [][2]int{{0, 1}, {2, 3}}},
	{[4]int{1, 2, 2, 1}, Known, [][2]int{{0, 2}}},
	{[4]int{1, 2, 2, 2}, Known, [][2]int{{0, 3}}},
	{[4]int{1, 2, 2, 3}, ThreeDomains, nil},
	{[4]int{1, 2, 3, 1}, ThreeDomains, nil},
	{[4]int{1, 2, 3, 2}, Known, [][2]int{{0, 3}, {1, 2}}},
	{[4]int{1, 2, 3, 3}, ThreeDomains, nil},
	{[4]int{1, 2, 3, 4}, Ambiguous, [][2]int{}},
}

func TestCasesAreTheRegistry(t *testing.T) {
	if len(cases) != NumCases || len(registry) != NumCases {
		t.Fatalf("%d cases, registry %d", len(cases), len(registry))
	}
	for id, want := range registry {
		got, err := CaseLabels(id)
		if err != nil || got != want.labels {
			t.Errorf("case %d: %v %v, want %v", id, got, err, want.labels)
		}
		if CaseOf(want.labels) != id {
			t.Errorf("CaseOf(%v) = %d", want.labels, CaseOf(want.labels))
		}
	}
	if _, err := CaseLabels(15); err == nil {
		t.Error("case 15 accepted")
	}
}

// The rule reproduces the registry table for every case under every corner
// order and edge numbering: the shown tuple is the registry tuple read in the
// corner order (not relabelled), and the table's pairs are renumbered.
func TestRuleMatchesTheRegistryUnderEveryOrder(t *testing.T) {
	n := 0
	for id, row := range registry {
		for _, co := range AllCornerOrders() {
			shown := co.FromGeometric(row.labels)
			geo := co.ToGeometric(shown)
			if geo != row.labels {
				t.Fatalf("order %s does not round-trip %v", co.Key(), row.labels)
			}
			top := Analyse(geo)
			if top.Behaviour != row.behaviour {
				t.Fatalf("case %d order %s: %s, want %s", id, co.Key(), top.Behaviour, row.behaviour)
			}
			for _, eo := range AllEdgeOrders() {
				n++
				if row.pairs == nil {
					continue
				}
				want := make([]Pair, len(row.pairs))
				for i, p := range row.pairs {
					want[i] = Pair{Edge(p[0]), Edge(p[1])}
				}
				got, exp := eo.Numbered(top.Pairs), eo.Numbered(want)
				if len(got) != len(exp) {
					t.Fatalf("case %d orders %s %s: %v, want %v", id, co.Key(), eo.Key(), got, exp)
				}
				for i := range got {
					if got[i] != exp[i] {
						t.Fatalf("case %d orders %s %s: %v, want %v", id, co.Key(), eo.Key(), got, exp)
					}
				}
			}
		}
	}
	if n != 15*24*24 {
		t.Fatalf("%d combinations", n)
	}
}

// The spec's worked squares.
func TestAnalyseVectors(t *testing.T) {
	cases := []struct {
		geo  [4]int
		want Behaviour
	}{
		{[4]int{1, 2, 1, 3}, Known},
		{[4]int{1, 2, 3, 3}, ThreeDomains},
		{[4]int{1, 2, 1, 2}, Ambiguous},
		{[4]int{1, 2, 3, 4}, Ambiguous},
		{[4]int{7, 7, 7, 7}, Known},
		{[4]int{5, 9, 9, 5}, Known},
	}
	for _, c := range cases {
		if got := Analyse(c.geo).Behaviour; got != c.want {
			t.Errorf("%v: %s, want %s", c.geo, got, c.want)
		}
	}
	top := Analyse([4]int{1, 2, 1, 3}) // diagonal pair: both other corners cut off
	if len(top.Pairs) != 2 || top.Pairs[0] != (Pair{Bottom, Right}) || top.Pairs[1] != (Pair{Top, Left}) {
		t.Errorf("pairs %v", top.Pairs)
	}
	if len(top.Crossed) != 4 {
		t.Errorf("crossed %v", top.Crossed)
	}
}

func TestRelabelAndDistinct(t *testing.T) {
	if got := Relabel([4]int{2, 1, 2, 3}, 0); got != [4]int{0, 1, 0, 2} {
		t.Errorf("Relabel = %v", got)
	}
	if got := Relabel([4]int{-5, 9, 9, -5}, 1); got != [4]int{1, 2, 2, 1} {
		t.Errorf("Relabel = %v", got)
	}
	for tup, want := range map[[4]int]int{{0, 0, 0, 0}: 1, {3, 1, 3, 1}: 2, {1, 2, 3, 1}: 3, {4, 3, 2, 1}: 4} {
		if got := Distinct(tup); got != want {
			t.Errorf("Distinct(%v) = %d, want %d", tup, got, want)
		}
	}
	if Tuple([4]int{2, 1, 1, 1}) != "(2, 1, 1, 1)" {
		t.Error(Tuple([4]int{2, 1, 1, 1}))
	}
}

func TestOrderKinds(t *testing.T) {
	count := map[string]int{}
	for _, o := range AllCornerOrders() {
		count[o.Kind()]++
	}
	if count[Standard] != 1 || count[Around] != 7 || count[Scrambled] != 16 {
		t.Fatalf("kinds %v", count)
	}
	o, _ := ParseCornerOrder([]string{"bottom-left", "top-right", "bottom-right", "top-left"})
	if o.Kind() != Scrambled || o.Key() != "BL-TR-BR-TL" {
		t.Errorf("%s is %s", o.Key(), o.Kind())
	}
	o, _ = ParseCornerOrder([]string{"top-right", "bottom-right", "bottom-left", "top-left"})
	if o.Kind() != Around {
		t.Errorf("%s is %s", o.Key(), o.Kind())
	}
	e, _ := ParseEdgeOrder([]string{"left", "top", "right", "bottom"})
	if e.Kind() != Around || e.Numbering() != "left=0, top=1, right=2, bottom=3" {
		t.Errorf("%s is %s (%s)", e.Key(), e.Kind(), e.Numbering())
	}
	if _, err := ParseCornerOrder([]string{"bottom-left", "bottom-left", "top-right", "top-left"}); err == nil {
		t.Error("repeated corner accepted")
	}
	if _, err := ParseEdgeOrder([]string{"bottom", "right", "top"}); err == nil {
		t.Error("three edges accepted")
	}
	if len(CornerOrderChoices()) != 28 || len(EdgeOrderChoices()) != 28 {
		t.Error("choices")
	}
}

func TestPickOrders(t *testing.T) {
	r := rng.New(3)
	for i := 0; i < 50; i++ {
		o, err := PickCornerOrder(Scrambled, r)
		if err != nil || o.Kind() != Scrambled || o.Valid() != nil {
			t.Fatalf("%v %v", o, err)
		}
		e, err := PickEdgeOrder(Around, r)
		if err != nil || e.Kind() != Around {
			t.Fatalf("%v %v", e, err)
		}
	}
	o, err := PickCornerOrder("TL-BR-BL-TR", r)
	if err != nil || o != (CornerOrder{TopLeft, BottomRight, BottomLeft, TopRight}) {
		t.Fatalf("%v %v", o, err)
	}
	e, err := PickEdgeOrder("L-T-R-B", r)
	if err != nil || e != (EdgeOrder{Left, Top, Right, Bottom}) {
		t.Fatalf("%v %v", e, err)
	}
	if _, err := PickCornerOrder("sideways", r); err == nil {
		t.Error("unknown choice accepted")
	}
	a, _ := PickCornerOrder(Any, rng.New(9))
	b, _ := PickCornerOrder(Any, rng.New(9))
	if a != b {
		t.Error("not deterministic")
	}
}

func TestJSONNames(t *testing.T) {
	b, err := json.Marshal(struct {
		C CornerOrder
		E EdgeOrder
	}{StandardCorners, EdgeOrder{Right, Top, Left, Bottom}})
	if err != nil || string(b) != `{"C":["bottom-left","bottom-right","top-right","top-left"],"E":["right","top","left","bottom"]}` {
		t.Fatalf("%s %v", b, err)
	}
	var back struct {
		C CornerOrder
		E EdgeOrder
	}
	if err := json.Unmarshal(b, &back); err != nil || back.E[0] != Right || back.C != StandardCorners {
		t.Fatalf("%+v %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"C":["middle","a","b","c"]}`), &back); err == nil {
		t.Error("bad corner accepted")
	}
}

// A boundary joining neighbouring edges runs from one midpoint to the other
// around their shared corner; one joining opposite edges crosses the middle.
func TestConnectEndsAtMidpoints(t *testing.T) {
	f := Frame{X: 2, Y: -3, Size: 1}
	for _, a := range Edges {
		for _, b := range Edges {
			if a >= b {
				continue
			}
			var l scene.Lines
			f.Connect(&l, Pair{a, b}, 0)
			p := l.Positions
			ends := [][2]float64{{p[0], p[1]}, {p[len(p)-3], p[len(p)-2]}}
			ax, ay := f.Mid(a)
			bx, by := f.Mid(b)
			near := func(u [2]float64, x, y float64) bool { return math.Abs(u[0]-x) < 1e-12 && math.Abs(u[1]-y) < 1e-12 }
			if !(near(ends[0], ax, ay) && near(ends[1], bx, by)) && !(near(ends[0], bx, by) && near(ends[1], ax, ay)) {
				t.Errorf("pair %v-%v: ends %v, midpoints (%v,%v) (%v,%v)", a, b, ends, ax, ay, bx, by)
			}
			for i := 0; i < len(p); i += 3 { // inside the square
				if p[i] < f.X-1e-12 || p[i] > f.X+1+1e-12 || p[i+1] < f.Y-1e-12 || p[i+1] > f.Y+1+1e-12 {
					t.Errorf("pair %v-%v leaves the square at (%v, %v)", a, b, p[i], p[i+1])
				}
			}
		}
	}
}
