package solid

import (
	"math"

	"github.com/scbench/scbench/geom"
)

// Sampling measures solids that are not convex (CSG trees, meshes) by rays
// on a regular grid. A feature thinner than the pitch can be missed; the
// caller picks the pitch and states it.

// Grid is a regular grid of parallel rays over a box: rays along Axis
// through the centres of Pitch × Pitch cells covering the box's extent on
// the other two axes.
type Grid struct {
	Axis   int
	Pitch  float64
	lo, hi Vec3
	nu, nv int
}

// NewGrid lays rays along axis over the box [lo, hi] at the given pitch. It
// returns ok false for an empty box, a pitch that is not positive, or more
// than maxRays rays.
func NewGrid(lo, hi Vec3, axis int, pitch float64, maxRays int) (g Grid, ok bool) {
	u, v := (axis+1)%3, (axis+2)%3
	if !(pitch > 0) || !(lo[0] <= hi[0] && lo[1] <= hi[1] && lo[2] <= hi[2]) {
		return Grid{}, false
	}
	nu := math.Ceil((hi[u] - lo[u]) / pitch)
	nv := math.Ceil((hi[v] - lo[v]) / pitch)
	if !(float64(max(nu, 1)*max(nv, 1)) <= float64(maxRays)) {
		return Grid{}, false
	}
	return Grid{Axis: axis, Pitch: pitch, lo: lo, hi: hi, nu: int(max(nu, 1)), nv: int(max(nv, 1))}, true
}

// Rays is the number of rays, Size the grid's cells along its two axes.
func (g Grid) Rays() int          { return g.nu * g.nv }
func (g Grid) Size() (nu, nv int) { return g.nu, g.nv }

// Ray is the ray of cell (i, j): it starts on the box's low face along the
// axis and runs along +axis with unit speed, so interval parameters are
// distances from that face.
func (g Grid) Ray(i, j int) (o, d Vec3) {
	u, v := (g.Axis+1)%3, (g.Axis+2)%3
	o[g.Axis] = g.lo[g.Axis]
	o[u] = g.lo[u] + float64((float64(i)+0.5)*g.Pitch)
	o[v] = g.lo[v] + float64((float64(j)+0.5)*g.Pitch)
	d[g.Axis] = 1
	return o, d
}

// SampledVolume is the volume of s measured by rays along z at the given
// pitch: Σ length × pitch², with ok false when the grid would need more than
// maxRays rays.
func SampledVolume(s Solid, pitch float64, maxRays int) (vol float64, ok bool) {
	lo, hi := s.Bounds()
	g, ok := NewGrid(lo, hi, 2, pitch, maxRays)
	if !ok {
		return 0, lo[0] > hi[0] || lo[1] > hi[1] || lo[2] > hi[2]
	}
	var sum float64
	for j := 0; j < g.nv; j++ {
		for i := 0; i < g.nu; i++ {
			o, d := g.Ray(i, j)
			sum += Length(s.RayIntervals(o, d))
		}
	}
	return float64(sum * float64(pitch*pitch)), true
}

// Bodies counts the connected pieces of s as seen by rays along x at the
// given pitch: every stretch of a ray inside s is a run, and runs of
// neighbouring rays (sharing a cell side) whose stretches overlap belong to
// one body. ok is false when the grid would need more than maxRays rays.
func Bodies(s Solid, pitch float64, maxRays int) (n int, ok bool) {
	lo, hi := s.Bounds()
	if lo[0] > hi[0] || lo[1] > hi[1] || lo[2] > hi[2] {
		return 0, true
	}
	g, ok := NewGrid(lo, hi, 0, pitch, maxRays)
	if !ok {
		return 0, false
	}
	runs := make([][]Interval, g.Rays())
	first := make([]int, g.Rays()+1)
	for j := 0; j < g.nv; j++ {
		for i := 0; i < g.nu; i++ {
			o, d := g.Ray(i, j)
			k := j*g.nu + i
			runs[k] = s.RayIntervals(o, d)
			first[k+1] = first[k] + len(runs[k])
		}
	}
	total := first[len(first)-1]
	sets := geom.NewDisjointSets(total)
	n = total
	link := func(a, b int) {
		ra, rb := runs[a], runs[b]
		for x, y := 0, 0; x < len(ra) && y < len(rb); {
			if math.Max(ra[x].T0, rb[y].T0) < math.Min(ra[x].T1, rb[y].T1) {
				if sets.Union(first[a]+x, first[b]+y) {
					n--
				}
			}
			if ra[x].T1 < rb[y].T1 {
				x++
			} else {
				y++
			}
		}
	}
	for j := 0; j < g.nv; j++ {
		for i := 0; i < g.nu; i++ {
			k := j*g.nu + i
			if i+1 < g.nu {
				link(k, k+1)
			}
			if j+1 < g.nv {
				link(k, k+g.nu)
			}
		}
	}
	return n, true
}
