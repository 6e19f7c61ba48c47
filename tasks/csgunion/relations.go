package csgunion

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/solid"
)

// relation is how two primitives lie to each other.
type relation int

const (
	apart       relation = iota // no common point
	touching                    // sharing part of a face, no common volume
	meeting                     // sharing an edge or a point only
	overlapping                 // a common volume, neither inside the other
	nested                      // one lies inside the other
)

// relations holds the relation of every pair of primitives.
type relations struct {
	rel [][]relation
	// inner[i][j] is set when primitive i lies inside primitive j.
	inner [][]bool
}

// contactDepth is how far a primitive is grown to find what it touches, and
// minContact the smallest contact area (cm²) that counts as sharing part of
// a face.
const (
	contactDepth = 1e-6
	minContact   = 0.01
)

// relations computes how every pair of primitives lies, exactly up to
// rounding: common volumes by convex clipping, contact by growing one
// primitive by a micrometre and measuring the common volume again.
func (d *Data) relations() relations {
	cs, err := d.Convexes()
	n := len(d.Primitives)
	r := relations{rel: make([][]relation, n), inner: make([][]bool, n)}
	for i := range r.rel {
		r.rel[i], r.inner[i] = make([]relation, n), make([]bool, n)
	}
	if err != nil {
		return r
	}
	vol := make([]float64, n)
	for i, c := range cs {
		vol[i] = c.Volume()
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			v := solid.IntersectionVolume(cs[i], cs[j])
			var k relation
			switch {
			case v >= vol[i]*(1-1e-9):
				k, r.inner[i][j] = nested, true
			case v >= vol[j]*(1-1e-9):
				k, r.inner[j][i] = nested, true
			case v > 1e-9*min(vol[i], vol[j]):
				k = overlapping
			default:
				if g := grow(cs[i], contactDepth); g != nil {
					switch c := solid.IntersectionVolume(g, cs[j]); {
					case c > minContact*contactDepth:
						k = touching
					case c > 0:
						k = meeting
					}
				}
			}
			r.rel[i][j], r.rel[j][i] = k, k
		}
	}
	return r
}

// grow returns the polytope with every face moved out by eps.
func grow(c *solid.Convex, eps float64) *solid.Convex {
	lo, hi := c.Bounds()
	b, err := solid.Box(lo.Sub(geom.Vec3{1, 1, 1}), hi.Add(geom.Vec3{1, 1, 1}))
	if err != nil {
		return nil
	}
	planes := make([]solid.Plane, len(c.Planes))
	for i, p := range c.Planes {
		planes[i] = solid.Plane{N: p.N, D: p.D + eps}
	}
	return b.ClipAll(planes)
}

// count is the number of pairs in relation k.
func (r relations) count(k relation) int {
	n := 0
	for i := range r.rel {
		for j := i + 1; j < len(r.rel); j++ {
			if r.rel[i][j] == k {
				n++
			}
		}
	}
	return n
}

// separate is the number of primitives, after the first, that are apart
// from every primitive before them.
func (r relations) separate() int {
	n := 0
	for i := 1; i < len(r.rel); i++ {
		alone := true
		for j := 0; j < i; j++ {
			if r.rel[i][j] != apart {
				alone = false
			}
		}
		if alone {
			n++
		}
	}
	return n
}

// sentences states the relations for the prompt: every overlapping,
// touching, meeting and nested pair, and the rest as apart.
func (r relations) sentences() string {
	var over, touch, meet, inside []string
	for i := range r.rel {
		for j := i + 1; j < len(r.rel); j++ {
			pair := fmt.Sprintf("%d and %d", i+1, j+1)
			switch r.rel[i][j] {
			case overlapping:
				over = append(over, pair)
			case touching:
				touch = append(touch, pair)
			case meeting:
				meet = append(meet, pair)
			case nested:
				if r.inner[i][j] {
					inside = append(inside, fmt.Sprintf("solid %d lies entirely inside solid %d", i+1, j+1))
				} else {
					inside = append(inside, fmt.Sprintf("solid %d lies entirely inside solid %d", j+1, i+1))
				}
			}
		}
	}
	var s []string
	if len(over) > 0 {
		s = append(s, pairs("overlap (they share some volume)", over))
	}
	if len(inside) > 0 {
		s = append(s, capital(strings.Join(inside, "; "))+".")
	}
	if len(touch) > 0 {
		s = append(s, pairs("touch without overlapping: they share part of a face", touch))
	}
	if len(meet) > 0 {
		s = append(s, pairs("touch only along an edge or at a corner", meet))
	}
	if r.count(apart) > 0 {
		if len(s) == 0 {
			s = append(s, "No two solids touch.")
		} else {
			s = append(s, "Every other pair is apart.")
		}
	}
	return strings.Join(s, " ")
}

func pairs(what string, ps []string) string {
	if len(ps) == 1 {
		return "Solids " + ps[0] + " " + what + "."
	}
	return "These pairs of solids " + what + ": " + strings.Join(ps, "; ") + "."
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
