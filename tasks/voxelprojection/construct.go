package voxelprojection

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// Transform is one of the 48 symmetries of the cube about its centre: a
// signed permutation of the axes. The image of v has out[i] = v[Perm[i]],
// replaced by N-1-out[i] where Flip[i].
type Transform struct {
	Perm [3]int
	Flip [3]bool
}

// Transforms lists the 47 symmetries other than the identity in upstream's
// order: permutations in lexicographic order, and for each the sign triples
// from (-,-,-) to (+,+,+) with the last axis changing fastest.
var Transforms = func() []Transform {
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var out []Transform
	for _, p := range perms {
		for s := 0; s < 8; s++ {
			t := Transform{Perm: p, Flip: [3]bool{s&4 == 0, s&2 == 0, s&1 == 0}}
			if p == [3]int{0, 1, 2} && s == 7 {
				continue // the identity
			}
			out = append(out, t)
		}
	}
	return out
}()

// Apply maps a voxel of an n-cell grid.
func (t Transform) Apply(n int, v [3]int) [3]int {
	var out [3]int
	for i := 0; i < 3; i++ {
		out[i] = v[t.Perm[i]]
		if t.Flip[i] {
			out[i] = n - 1 - out[i]
		}
	}
	return out
}

// Rotation reports whether the transform is a proper rotation (determinant +1)
// rather than a reflection.
func (t Transform) Rotation() bool {
	neg := 0
	for i := 0; i < 3; i++ {
		if t.Flip[i] {
			neg++
		}
	}
	p := t.Perm
	// The odd permutations of three items swap exactly one pair.
	if p == [3]int{0, 2, 1} || p == [3]int{1, 0, 2} || p == [3]int{2, 1, 0} {
		neg++
	}
	return neg%2 == 0
}

// Describe writes the transform as a formula for an n-cell grid:
// "(x, y, z) → (y, x, z)", "(x, y, z) → (5−x, y, z)".
func (t Transform) Describe(n int) string {
	names := [3]string{"x", "y", "z"}
	parts := make([]string, 3)
	for i := 0; i < 3; i++ {
		parts[i] = names[t.Perm[i]]
		if t.Flip[i] {
			parts[i] = strconv.Itoa(n-1) + "−" + parts[i]
		}
	}
	kind := "a reflection"
	if t.Rotation() {
		kind = "a rotation"
	}
	return "(x, y, z) → (" + strings.Join(parts, ", ") + "), " + kind
}

// Symmetry returns the first transform (in Transforms order) that maps the set
// onto itself. occupied is the n³ occupancy table indexed by Index; voxels
// lists the distinct voxels.
func Symmetry(n int, occupied []bool, voxels [][3]int) (Transform, bool) {
	for _, t := range Transforms {
		same := true
		for _, v := range voxels {
			if !occupied[Index(n, t.Apply(n, v))] {
				same = false
				break
			}
		}
		if same {
			return t, true
		}
	}
	return Transform{}, false
}

// Index is the position of a voxel in an n³ table: x + n*y + n²*z, the same
// as the flat index an answer may give.
func Index(n int, v [3]int) int { return v[0] + n*v[1] + n*n*v[2] }

// Construct builds an answer: voxels of the instance's grid, exactly Count of
// them, that fill all three projections, obey the digit rule and have no
// symmetry. It is deterministic.
//
// The base is a Latin square z = (a·x + b·y + c) mod N, which puts exactly one
// voxel on every line along each axis (N² voxels; the first choice, a = b = 1,
// c = 0, is the spec's), taking the first (a, b, c) whose voxels the digit
// rule admits; failing that, a greedy cover. The rest are the first admitted
// cells outside the base in lexicographic order of (x, y, z), or, if that set
// is symmetric, in a few other fixed orders.
func Construct(d *Data) ([][3]int, error) {
	n, k := d.Size, d.Count
	if n < 1 || n > MaxSize || k < n*n || k > n*n*n {
		return nil, fmt.Errorf("no answer: %d voxels cannot fill the projections of a %d-cell grid", k, n)
	}
	if !linesAdmitted(d) {
		return nil, fmt.Errorf("the digit rule leaves some line of the grid without an admitted cell")
	}
	try := func(base [][3]int, orders int) ([][3]int, bool) {
		if len(base) > k {
			return nil, false
		}
		for order := 0; order < orders; order++ {
			vs, ok := fill(d, base, order)
			if !ok {
				return nil, false // too few admitted cells; other orders cannot help
			}
			occ := make([]bool, n*n*n)
			for _, v := range vs {
				occ[Index(n, v)] = true
			}
			if _, sym := Symmetry(n, occ, vs); !sym {
				return vs, true
			}
		}
		return nil, false
	}
	for _, base := range latinBases(d, 4) {
		if vs, ok := try(base, 6); ok {
			return vs, nil
		}
	}
	// Linear squares are symmetric themselves, so with few voxels to spare
	// the fill may not break every symmetry: build random Latin squares
	// that the digit rule admits, row by row (a fixed stream).
	r := rng.New(1)
	for i := 0; i < latinTries; i++ {
		if base, ok := randomLatin(d, r); ok {
			if vs, ok := try(base, 2); ok {
				return vs, nil
			}
		}
	}
	if base, ok := greedyBase(d); ok {
		if vs, ok := try(base, 6); ok {
			return vs, nil
		}
	}
	return nil, errors.New("the construction found no asymmetric set of this size")
}

// latinTries bounds the random Latin squares Construct tries.
const latinTries = 60

// randomLatin builds a Latin square z = L(x, y) whose voxels the digit rule
// admits: each row x is a perfect matching of columns y to levels z unused in
// their column so far, found by augmenting paths in a random order. It
// reports false when some row has no such matching.
func randomLatin(d *Data, r *rng.Rand) ([][3]int, bool) {
	n := d.Size
	used := make([]bool, n*n) // used[y*n+z]: level z already in column y
	base := make([][3]int, 0, n*n)
	for x := 0; x < n; x++ {
		zOf := make([]int, n) // column y -> level
		yOf := make([]int, n) // level z -> column
		for i := range zOf {
			zOf[i], yOf[i] = -1, -1
		}
		levels := r.Perm(n)
		var seen []bool
		var augment func(y int) bool
		augment = func(y int) bool {
			for _, z := range levels {
				if seen[z] || used[y*n+z] || !d.Allowed(x, y, z) {
					continue
				}
				seen[z] = true
				if yOf[z] < 0 || augment(yOf[z]) {
					yOf[z], zOf[y] = y, z
					return true
				}
			}
			return false
		}
		for _, y := range r.Perm(n) {
			seen = make([]bool, n)
			if !augment(y) {
				return nil, false
			}
		}
		for y := 0; y < n; y++ {
			used[y*n+zOf[y]] = true
			base = append(base, [3]int{x, y, zOf[y]})
		}
	}
	return base, true
}

// linesAdmitted reports whether every line along every axis has a cell the
// digit rule admits: without that no answer exists.
func linesAdmitted(d *Data) bool {
	n := d.Size
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			var ok [3]bool
			for t := 0; t < n; t++ {
				ok[0] = ok[0] || d.Allowed(a, b, t)
				ok[1] = ok[1] || d.Allowed(a, t, b)
				ok[2] = ok[2] || d.Allowed(t, a, b)
			}
			if !ok[0] || !ok[1] || !ok[2] {
				return false
			}
		}
	}
	return true
}

// latinBases returns up to max Latin-square bases admitted by the digit rule.
func latinBases(d *Data, most int) [][][3]int {
	n := d.Size
	var out [][][3]int
	for a := 1; a < n; a++ {
		if gcd(a, n) != 1 {
			continue
		}
		for b := 1; b < n; b++ {
			if gcd(b, n) != 1 {
				continue
			}
			for c := 0; c < n; c++ {
				base := make([][3]int, 0, n*n)
				ok := true
				for x := 0; x < n && ok; x++ {
					for y := 0; y < n; y++ {
						z := (a*x + b*y + c) % n
						if !d.Allowed(x, y, z) {
							ok = false
							break
						}
						base = append(base, [3]int{x, y, z})
					}
				}
				if ok {
					out = append(out, base)
					if len(out) == most {
						return out
					}
				}
			}
		}
	}
	return out
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// greedyBase covers every line along each axis with admitted voxels: for each
// projection in turn, every line whose cell of the projection is still empty
// gets the admitted voxel on it that fills the most empty cells of all three
// projections (the first such, along the line).
func greedyBase(d *Data) ([][3]int, bool) {
	n := d.Size
	// key is the projection cell of v in plane p (0 XY, 1 XZ, 2 YZ); cell is
	// the voxel at t along the line through (a, b) of plane p.
	key := func(p int, v [3]int) int {
		switch p {
		case 0:
			return v[0]*n + v[1]
		case 1:
			return v[0]*n + v[2]
		}
		return v[1]*n + v[2]
	}
	cell := func(p, a, b, t int) [3]int {
		switch p {
		case 0:
			return [3]int{a, b, t}
		case 1:
			return [3]int{a, t, b}
		}
		return [3]int{t, a, b}
	}
	var filled [3][]bool
	for p := range filled {
		filled[p] = make([]bool, n*n)
	}
	taken := make([]bool, n*n*n)
	var base [][3]int
	for p := 0; p < 3; p++ {
		for ab := 0; ab < n*n; ab++ {
			if filled[p][ab] {
				continue
			}
			var best [3]int
			score := -1
			for t := 0; t < n; t++ {
				v := cell(p, ab/n, ab%n, t)
				if !d.Allowed(v[0], v[1], v[2]) || taken[Index(n, v)] {
					continue
				}
				s := 0
				for q := range filled {
					if !filled[q][key(q, v)] {
						s++
					}
				}
				if s > score {
					best, score = v, s
				}
			}
			if score < 0 {
				return nil, false
			}
			base = append(base, best)
			taken[Index(n, best)] = true
			for q := range filled {
				filled[q][key(q, best)] = true
			}
		}
	}
	return base, true
}

// fill appends admitted cells outside the base until there are Count voxels.
// Order 0 is lexicographic in (x, y, z), order 1 the reverse, and the others
// fixed pseudo-random orders. It reports false when too few cells are
// admitted.
func fill(d *Data, base [][3]int, order int) ([][3]int, bool) {
	n, k := d.Size, d.Count
	in := make([]bool, n*n*n)
	for _, v := range base {
		in[Index(n, v)] = true
	}
	var cand [][3]int
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			for z := 0; z < n; z++ {
				if !in[Index(n, [3]int{x, y, z})] && d.Allowed(x, y, z) {
					cand = append(cand, [3]int{x, y, z})
				}
			}
		}
	}
	need := k - len(base)
	if len(cand) < need {
		return nil, false
	}
	switch {
	case order == 1:
		for i, j := 0, len(cand)-1; i < j; i, j = i+1, j-1 {
			cand[i], cand[j] = cand[j], cand[i]
		}
	case order > 1:
		r := rng.New(uint64(order))
		r.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
	}
	out := append(append(make([][3]int, 0, k), base...), cand[:need]...)
	return out, true
}
