package interlockingparts

// Probes: every positive-volume test of the spec ("does X hit Y", "is any
// of X outside the box") is answered by parallel rays on a regular grid
// over a box, summing the lengths of the solid's intervals inside the box
// times the pitch², and declaring a hit past hitTolerance. A feature
// thinner than the pitch can be missed.

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/solid"
)

const (
	// hitTolerance is the volume (mm³) past which a sampled overlap counts:
	// parts touch face to face, so zero would be float noise.
	hitTolerance = 0.01
	// probePitch is the ray pitch (mm) of the box probes and of the
	// interference test; rodPitch that of the rod probes.
	probePitch = 0.5
	rodPitch   = 0.1
	// maxProbeRays bounds the rays of one probe: past it the pitch grows.
	maxProbeRays = 200_000
)

// coarsest is the stride of the first pass over a probe's grid; each later
// pass halves it, so that a hit is usually found after a few rays.
const coarsest = 16

// exceeds reports whether the volume of s inside the box [lo, hi], sampled
// by rays along the box's longest axis at the given pitch (or coarser, to
// stay within maxProbeRays), is more than hitTolerance. It stops at the
// first ray that takes the sum past it.
func exceeds(s solid.Solid, lo, hi geom.Vec3, pitch float64) bool {
	if !(lo[0] < hi[0] && lo[1] < hi[1] && lo[2] < hi[2]) {
		return false
	}
	axis := 0
	for a := 1; a < 3; a++ {
		if hi[a]-lo[a] > hi[axis]-lo[axis] {
			axis = a
		}
	}
	u, v := (axis+1)%3, (axis+2)%3
	area := float64((hi[u] - lo[u]) * (hi[v] - lo[v]))
	pitch = math.Max(pitch, math.Sqrt(area/maxProbeRays)*1.01)
	g, ok := solid.NewGrid(lo, hi, axis, pitch, maxProbeRays)
	if !ok {
		return false
	}
	cell := float64(g.Pitch * g.Pitch)
	span := hi[axis] - lo[axis]
	nu, nv := g.Size()
	var sum float64
	for step := coarsest; step >= 1; step /= 2 {
		for j := 0; j < nv; j += step {
			for i := 0; i < nu; i += step {
				if step < coarsest && i%(2*step) == 0 && j%(2*step) == 0 {
					continue // visited in a coarser pass
				}
				o, d := g.Ray(i, j)
				sum += float64(clippedLength(s.RayIntervals(o, d), 0, span) * cell)
				if sum > hitTolerance {
					return true
				}
			}
		}
	}
	return false
}

// clippedLength is the length of the intervals within [t0, t1].
func clippedLength(iv []solid.Interval, t0, t1 float64) float64 {
	var n float64
	for _, x := range iv {
		a, b := math.Max(x.T0, t0), math.Min(x.T1, t1)
		if b > a {
			n += b - a
		}
	}
	return n
}

// overlap is the common part of two boxes (empty when lo > hi somewhere).
func overlap(alo, ahi, blo, bhi geom.Vec3) (lo, hi geom.Vec3) {
	for a := 0; a < 3; a++ {
		lo[a], hi[a] = math.Max(alo[a], blo[a]), math.Min(ahi[a], bhi[a])
	}
	return lo, hi
}

// within reports whether the box [lo, hi] lies inside [blo, bhi].
func within(lo, hi, blo, bhi geom.Vec3) bool {
	for a := 0; a < 3; a++ {
		if lo[a] < blo[a] || hi[a] > bhi[a] {
			return false
		}
	}
	return true
}

// hits reports whether s and the probe share more than hitTolerance.
func hits(s, probe solid.Solid, pitch float64) bool {
	slo, shi := s.Bounds()
	plo, phi := probe.Bounds()
	lo, hi := overlap(slo, shi, plo, phi)
	return exceeds(solid.Intersection(s, probe), lo, hi, pitch)
}

// outside reports whether more than hitTolerance of s lies outside the box
// [lo, hi].
func outside(s solid.Solid, lo, hi geom.Vec3) bool {
	slo, shi := s.Bounds()
	if within(slo, shi, lo, hi) {
		return false
	}
	box, err := solid.Box(lo, hi)
	if err != nil {
		return true
	}
	return exceeds(solid.Difference(s, box), slo, shi, probePitch)
}

// probeBox is an axis-aligned probe box (it cannot fail for lo < hi).
func probeBox(lo, hi geom.Vec3) solid.Solid {
	b, err := solid.Box(lo, hi)
	if err != nil {
		panic("interlockingparts: bad probe box")
	}
	return b
}

// rod is a vertical cylinder probe of OpenSCAD's default fragment count,
// centred on (x, y) over z ∈ [z0, z1].
func rod(x, y, r, z0, z1 float64) solid.Solid {
	c, err := solid.Cylinder(z1-z0, r, r, false, solid.Fragments(r, 0, 2, 12))
	if err != nil {
		panic("interlockingparts: bad rod probe")
	}
	p, _ := solid.Place(c, solid.Translate(geom.Vec3{x, y, z0}))
	return p
}
