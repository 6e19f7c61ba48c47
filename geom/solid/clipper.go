package solid

import (
	"github.com/scbench/scbench/geom"
)

// Clipper measures how much of a prism lies within a list of half-spaces,
// keeping its working arrays from one call to the next: the clipping of
// ClipAll, without building the prism or the clipped polytope. It is for
// callers that add up thousands of such volumes (a grader measuring every
// brick of a structure against a shell), where an allocation per clip would
// cost more than the clip. The zero value is ready to use; a Clipper must
// not be used by two goroutines at once.
type Clipper struct {
	bufs [2]flatPoly
	sc   flatScratch
}

// PrismVolumeWithin returns the volume of the part of the prism
// Prism(base, z0, z1) inside every half-space of planes, as
// ClipAll(planes).Volume() would, without making the prism. Where Prism
// would refuse the prism (fewer than three corners, z0 ≥ z1, a base that is
// not strictly convex) it returns 0, as it does when nothing is left.
func (k *Clipper) PrismVolumeWithin(base []geom.Vec2, z0, z1 float64, planes []Plane) float64 {
	n := len(base)
	if n < 3 || !(z0 < z1) {
		return 0
	}
	area := geom.SignedArea(base)
	for i := range base {
		turn := geom.Orient2D(base[i], base[(i+1)%n], base[(i+2)%n])
		if turn == 0 || (turn > 0) != (area > 0) {
			return 0
		}
	}
	f := &k.bufs[0]
	f.v, f.idx, f.start, f.planes = f.v[:0], f.idx[:0], f.start[:0], f.planes[:0]
	for _, z := range [2]float64{z0, z1} {
		for _, p := range base {
			f.v = append(f.v, Vec3{p[0], p[1], z})
		}
	}
	// Faces as Prism makes them, counter-clockwise seen from outside: the
	// sides (outward normal: the edge turned clockwise when the base runs
	// counter-clockwise), then the bottom and the top.
	ccw := area > 0
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		a, b := int32(i), int32(j)
		if !ccw {
			a, b = b, a
		}
		e := base[b].Sub(base[a])
		nx, ny := e[1], -e[0]
		l := geom.Length2(geom.Vec2{nx, ny})
		nrm := Vec3{nx / l, ny / l, 0}
		f.start = append(f.start, int32(len(f.idx)))
		f.idx = append(f.idx, a, b, int32(n)+b, int32(n)+a)
		f.planes = append(f.planes, Plane{N: nrm, D: geom.Dot3(nrm, f.v[a])})
	}
	f.start = append(f.start, int32(len(f.idx)))
	for i := 0; i < n; i++ {
		k := int32(n - 1 - i) // the bottom runs clockwise seen from above
		if !ccw {
			k = int32(i)
		}
		f.idx = append(f.idx, k)
	}
	f.planes = append(f.planes, Plane{N: Vec3{0, 0, -1}, D: -z0})
	f.start = append(f.start, int32(len(f.idx)))
	for i := 0; i < n; i++ {
		k := int32(i)
		if !ccw {
			k = int32(n - 1 - i)
		}
		f.idx = append(f.idx, int32(n)+k)
	}
	f.planes = append(f.planes, Plane{N: Vec3{0, 0, 1}, D: z1})
	f.start = append(f.start, int32(len(f.idx)))
	f.bound()
	cur, other := f, &k.bufs[1]
	for _, p := range planes {
		p, ok := unitPlane(p)
		if !ok {
			continue
		}
		switch cur.clip(p, other, &k.sc) {
		case -1:
			return 0
		case 1:
			cur, other = other, cur
		}
	}
	return cur.volume()
}
