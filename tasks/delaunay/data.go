package delaunay

import (
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
)

// Data is a Delaunay instance: the points exactly as the prompt shows them.
type Data struct {
	// Points are the coordinates as displayed; each is a multiple of
	// 10^-Decimals, in [0, 1].
	Points   [][2]float64 `json:"points"`
	Decimals int          `json:"decimals"`
	// Collinear is true when some three points lie on one line.
	Collinear bool `json:"collinear"`
	// Unique is true when no four points lie on a common circle with no point
	// inside, so that exactly one triangulation is Delaunay. Both facts are
	// computed from the points as shown, never assumed.
	Unique bool `json:"unique"`

	grid [][2]int64 // the points in units of 10^-Decimals

	// What grading needs of the points alone, found once per instance
	// rather than once per answer: the grid points, how many lie on the
	// hull's boundary, twice the hull's area, and a Delaunay triangulation.
	pts      []geom.Vec2
	boundary int
	hull2    int64
	ref      map[[3]int]bool
	// hullNext[i] is the point after point i counter-clockwise along the
	// hull's boundary, or -1 when point i is not on it. No point lies
	// strictly right of the edge from i to hullNext[i], so an answer's edge
	// with one triangle need not be tested against every point when it is
	// one of these.
	hullNext []int
}

// NewData builds an instance from integer coordinates in units of
// 10^-decimals: point i is (grid[i][0], grid[i][1]) / 10^decimals.
func NewData(grid [][2]int64, decimals int) *Data {
	scale := math.Pow10(decimals)
	d := &Data{Decimals: decimals, grid: grid, Points: make([][2]float64, len(grid))}
	for i, p := range grid {
		d.Points[i] = [2]float64{float64(p[0]) / scale, float64(p[1]) / scale}
	}
	pts := d.Grid()
	d.Collinear = hasCollinearTriple(pts)
	tris, err := geom.Delaunay(pts)
	d.Unique = err == nil && len(cocircularEdges(pts, tris)) == 0
	d.pts = pts
	hb := geom.HullBoundary(pts)
	d.boundary = len(hb)
	d.hullNext = make([]int, len(pts))
	for i := range d.hullNext {
		d.hullNext[i] = -1
	}
	for i, p := range hb {
		d.hullNext[p] = hb[(i+1)%len(hb)]
	}
	h := geom.ConvexHull(pts)
	for i := 1; i+1 < len(h); i++ {
		d.hull2 += twiceArea(pts, h[0], h[i], h[i+1])
	}
	if err == nil {
		d.ref = make(map[[3]int]bool, len(tris))
		for _, t := range tris {
			d.ref[t] = true
		}
	}
	return d
}

// twiceArea is twice the unsigned area of a triangle of grid points. The
// coordinates are integers below 10^5, so it is exact in int64.
func twiceArea(pts []geom.Vec2, a, b, c int) int64 {
	ax, ay := int64(pts[a][0]), int64(pts[a][1])
	bx, by := int64(pts[b][0]), int64(pts[b][1])
	cx, cy := int64(pts[c][0]), int64(pts[c][1])
	v := (bx-ax)*(cy-ay) - (by-ay)*(cx-ax)
	if v < 0 {
		v = -v
	}
	return v
}

// GeneralPosition reports whether no three points are collinear and the
// triangulation is unique.
func (d *Data) GeneralPosition() bool { return !d.Collinear && d.Unique }

// Grid returns the points in units of the display step as float64 values. They
// are integers of at most five digits, so geom's predicates decide every
// orientation and circle test on them exactly, as the decimals are written.
func (d *Data) Grid() []geom.Vec2 {
	out := make([]geom.Vec2, len(d.Points))
	if d.grid != nil {
		for i, p := range d.grid {
			out[i] = geom.Vec2{float64(p[0]), float64(p[1])}
		}
		return out
	}
	scale := math.Pow10(d.Decimals)
	for i, p := range d.Points {
		out[i] = geom.Vec2{math.Round(p[0] * scale), math.Round(p[1] * scale)}
	}
	return out
}

// Display writes a coordinate as the prompt shows it: the shortest decimal that
// reads back as the same number, always with a decimal point (0.05, 0.0, 1.0).
func Display(x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// hasCollinearTriple tests every triple: O(n^3), at most 1.3 million exact
// orientation tests for 200 points.
func hasCollinearTriple(pts []geom.Vec2) bool {
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			for k := j + 1; k < len(pts); k++ {
				if geom.Orient2D(pts[i], pts[j], pts[k]) == 0 {
					return true
				}
			}
		}
	}
	return false
}

// cocircularEdges returns, for every interior edge of a triangulation whose two
// triangles have all four corners on one circle, those four corner indices. Such
// an edge could be flipped and the triangulation would still be Delaunay.
func cocircularEdges(pts []geom.Vec2, tris [][3]int) [][4]int {
	type half struct{ tri, opp int }
	edges := map[[2]int][]half{}
	for t, tr := range tris {
		for e := 0; e < 3; e++ {
			a, b := tr[e], tr[(e+1)%3]
			if a > b {
				a, b = b, a
			}
			edges[[2]int{a, b}] = append(edges[[2]int{a, b}], half{t, tr[(e+2)%3]})
		}
	}
	var out [][4]int
	// Walk triangles, not the map, so that the result is in a stable order.
	for t, tr := range tris {
		for e := 0; e < 3; e++ {
			a, b := tr[e], tr[(e+1)%3]
			if a > b {
				a, b = b, a
			}
			hs := edges[[2]int{a, b}]
			if len(hs) != 2 || hs[0].tri != t {
				continue // a hull edge, or the pair is visited from its other triangle
			}
			c, dd := hs[0].opp, hs[1].opp
			pa, pb, pc := pts[a], pts[b], pts[c]
			if geom.Orient2D(pa, pb, pc) < 0 {
				pa, pb = pb, pa
			}
			if geom.InCircle(pa, pb, pc, pts[dd]) == 0 {
				out = append(out, [4]int{a, b, c, dd})
			}
		}
	}
	return out
}
