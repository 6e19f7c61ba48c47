package cornerlabels

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// Order kinds: the values of a corner_order or edge_order parameter that ask
// the generator to draw an order, from the easiest reading to the hardest. The
// parameter may also name one order exactly by its Key.
const (
	// Standard is the geometric order itself: counter-clockwise corners from
	// the bottom left, or edges numbered bottom, right, top, left.
	Standard = "standard"
	// Around is any other walk around the square: every item listed next to a
	// neighbour of the one before (another starting point, or clockwise).
	Around = "around"
	// Scrambled is an order that jumps across the square at least once: some
	// item follows the one opposite it (a diagonal corner, the parallel edge).
	Scrambled = "scrambled"
	// Any is any of the 24 orders.
	Any = "any"
)

// Kinds lists the order kinds.
var Kinds = []string{Standard, Around, Scrambled, Any}

// perms lists the 24 permutations of 0..3 in lexicographic order.
var perms = func() [][4]int {
	var out [][4]int
	for a := 0; a < 4; a++ {
		for b := 0; b < 4; b++ {
			for c := 0; c < 4; c++ {
				for d := 0; d < 4; d++ {
					p := [4]int{a, b, c, d}
					if isPerm(p) {
						out = append(out, p)
					}
				}
			}
		}
	}
	return out
}()

// walksAround reports whether every item of p is a neighbour, on the 4-cycle of
// corners or of edges, of the item before it.
func walksAround(p [4]int) bool {
	for i := 1; i < 4; i++ {
		if d := (p[i] - p[i-1] + 4) % 4; d != 1 && d != 3 {
			return false
		}
	}
	return true
}

// kindOf names the kind of a permutation.
func kindOf(p [4]int) string {
	switch {
	case p == [4]int{0, 1, 2, 3}:
		return Standard
	case walksAround(p):
		return Around
	}
	return Scrambled
}

// ofKind lists the permutations of a kind in lexicographic order.
func ofKind(kind string) [][4]int {
	var out [][4]int
	for _, p := range perms {
		if kind == Any || kindOf(p) == kind {
			out = append(out, p)
		}
	}
	return out
}

// AllCornerOrders lists the 24 corner orders in lexicographic order.
func AllCornerOrders() []CornerOrder {
	out := make([]CornerOrder, len(perms))
	for i, p := range perms {
		out[i] = CornerOrder{Corner(p[0]), Corner(p[1]), Corner(p[2]), Corner(p[3])}
	}
	return out
}

// AllEdgeOrders lists the 24 edge numberings in lexicographic order.
func AllEdgeOrders() []EdgeOrder {
	out := make([]EdgeOrder, len(perms))
	for i, p := range perms {
		out[i] = EdgeOrder{Edge(p[0]), Edge(p[1]), Edge(p[2]), Edge(p[3])}
	}
	return out
}

// Kind names the kind of a corner order: Standard, Around or Scrambled.
func (o CornerOrder) Kind() string { return kindOf(o.perm()) }

// Kind names the kind of an edge numbering: Standard, Around or Scrambled.
func (o EdgeOrder) Kind() string { return kindOf(o.perm()) }

// CornerOrderChoices lists the values a corner_order parameter accepts: the
// kinds, then every order by its key.
func CornerOrderChoices() []string {
	out := append([]string(nil), Kinds...)
	for _, o := range AllCornerOrders() {
		out = append(out, o.Key())
	}
	return out
}

// EdgeOrderChoices lists the values an edge_order parameter accepts.
func EdgeOrderChoices() []string {
	out := append([]string(nil), Kinds...)
	for _, o := range AllEdgeOrders() {
		out = append(out, o.Key())
	}
	return out
}

// OrderDoc explains the kinds for a parameter's documentation.
func OrderDoc(what string) string {
	return fmt.Sprintf("the order of the %s: standard (geometric), around (another walk around the square), "+
		"scrambled (jumps across the square), any, or one order by its initials", what)
}

// pick draws a permutation for a parameter value: a kind, or one order by key.
func pick(choice string, key func([4]int) string, r *rng.Rand) ([4]int, error) {
	for _, k := range Kinds {
		if choice == k {
			opts := ofKind(k)
			return opts[r.Intn(len(opts))], nil
		}
	}
	for _, p := range perms {
		if key(p) == choice {
			return p, nil
		}
	}
	return [4]int{}, fmt.Errorf("%q is neither an order kind (%s) nor an order's initials", choice, strings.Join(Kinds, ", "))
}

// PickCornerOrder resolves a corner_order parameter, drawing from r when it
// names a kind. r is always advanced by one draw for a kind, never for a key.
func PickCornerOrder(choice string, r *rng.Rand) (CornerOrder, error) {
	p, err := pick(choice, func(p [4]int) string {
		return CornerOrder{Corner(p[0]), Corner(p[1]), Corner(p[2]), Corner(p[3])}.Key()
	}, r)
	return CornerOrder{Corner(p[0]), Corner(p[1]), Corner(p[2]), Corner(p[3])}, err
}

// PickEdgeOrder resolves an edge_order parameter like PickCornerOrder.
func PickEdgeOrder(choice string, r *rng.Rand) (EdgeOrder, error) {
	p, err := pick(choice, func(p [4]int) string {
		return EdgeOrder{Edge(p[0]), Edge(p[1]), Edge(p[2]), Edge(p[3])}.Key()
	}, r)
	return EdgeOrder{Edge(p[0]), Edge(p[1]), Edge(p[2]), Edge(p[3])}, err
}
