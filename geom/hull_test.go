package geom

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// refBoundaryOrder lists the boundary points in counter-clockwise order by
// walking the gift-wrapping hull edges and sorting the points on each edge
// by their position along it.
func refBoundaryOrder(g *refGeom) []int {
	verts, onBoundary := g.refHull()
	var out []int
	for i, a := range verts {
		b := verts[(i+1)%len(verts)]
		out = append(out, a)
		var mid []int
		for k := range g.pts {
			if k != a && k != b && onBoundary[k] && g.orient(a, b, k) == 0 &&
				lexBetween(g.pts[a], g.pts[k], g.pts[b]) {
				mid = append(mid, k)
			}
		}
		// Along a→b the lexicographic order is monotone; flip it if a→b
		// runs lexicographically backwards.
		slices.SortFunc(mid, func(i, j int) int { return CompareXY(g.pts[i], g.pts[j]) })
		if CompareXY(g.pts[a], g.pts[b]) > 0 {
			slices.Reverse(mid)
		}
		out = append(out, mid...)
	}
	return out
}

func TestHullRandom(t *testing.T) {
	r := &splitMix{s: 77}
	for it := range 300 {
		var pts []Vec2
		if it%2 == 0 {
			k := []int{3, 5, 8, 20}[it%4/2*2+r.intn(2)]
			pts = randomDistinctInts(r, 3+r.intn(min(k*k-2, 60)), k)
		} else {
			pts = randomUnit(r, 3+r.intn(60))
		}
		g := newRefGeom(pts)
		if g.allCollinear() {
			continue
		}
		wantVerts, _ := g.refHull()
		if got := ConvexHull(pts); !slices.Equal(got, wantVerts) {
			t.Fatalf("iteration %d: ConvexHull = %v, want %v\npoints %v", it, got, wantVerts, pts)
		}
		want := refBoundaryOrder(g)
		if got := HullBoundary(pts); !slices.Equal(got, want) {
			t.Fatalf("iteration %d: HullBoundary = %v, want %v\npoints %v", it, got, want, pts)
		}
	}
}

func TestHullDegenerate(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		name         string
		pts          []Vec2
		hull, bounds []int
	}{
		{"empty", nil, nil, nil},
		{"one", []Vec2{{1, 2}}, []int{0}, []int{0}},
		{"two", []Vec2{{1, 2}, {0, 0}}, []int{1, 0}, []int{1, 0}},
		{"same point", []Vec2{{1, 2}, {1, 2}, {1, 2}}, []int{0}, []int{0}},
		{"collinear", []Vec2{{2, 2}, {0, 0}, {3, 3}, {1, 1}}, []int{1, 2}, []int{1, 3, 0, 2}},
		{"horizontal", []Vec2{{2, 0}, {0, 0}, {5, 0}}, []int{1, 2}, []int{1, 0, 2}},
		{"descending line", []Vec2{{0, 3}, {1, 2}, {2, 1}, {3, 0}}, []int{3, 0}, []int{3, 2, 1, 0}},
		{"nan ignored", []Vec2{{0, 0}, {nan, 1}, {1, 0}, {0, 1}}, []int{0, 2, 3}, []int{0, 2, 3}},
		{"duplicates", []Vec2{{0, 0}, {1, 0}, {0, 0}, {0, 1}, {1, 0}}, []int{0, 1, 3}, []int{0, 1, 3}},
		{"square with sides", []Vec2{
			{0, 0}, {2, 0}, {2, 2}, {0, 2}, {1, 0}, {2, 1}, {1, 2}, {0, 1}, {1, 1},
		}, []int{0, 1, 2, 3}, []int{0, 4, 1, 5, 2, 6, 3, 7}},
		{"lowest then leftmost", []Vec2{{1, 0}, {0, 1}, {-1, 0}, {0, -0.5}, {3, -0.5}},
			[]int{3, 4, 1, 2}, []int{3, 4, 1, 2}},
		{"flat bottom", []Vec2{{3, 0}, {0, 0}, {1, 0}, {1, 1}}, []int{1, 0, 3}, []int{1, 2, 0, 3}},
	}
	for _, c := range cases {
		if got := ConvexHull(c.pts); !slices.Equal(got, c.hull) {
			t.Errorf("%s: ConvexHull = %v, want %v", c.name, got, c.hull)
		}
		if got := HullBoundary(c.pts); !slices.Equal(got, c.bounds) {
			t.Errorf("%s: HullBoundary = %v, want %v", c.name, got, c.bounds)
		}
	}
}

// TestHullMatchesDelaunayBoundary ties the two parts together: the
// triangulation's boundary has exactly the HullBoundary points.
func TestHullMatchesDelaunayBoundary(t *testing.T) {
	r := &splitMix{s: 8}
	for it := range 100 {
		pts := randomDistinctInts(r, 4+r.intn(40), 7)
		tris, err := Delaunay(pts)
		if err != nil {
			continue
		}
		b := len(HullBoundary(pts))
		if want := 2*len(pts) - 2 - b; len(tris) != want {
			t.Fatalf("%s: %d triangles, want 2n-2-b = %d", fmt.Sprint(it), len(tris), want)
		}
	}
}
