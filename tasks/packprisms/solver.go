package packprisms

import (
	"sort"

	"github.com/scbench/scbench/geom"
)

// orientations lists the distinct axis orders of a prism's sides.
func orientations(d [3]int) [][3]int64 {
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var out [][3]int64
	for _, p := range perms {
		o := [3]int64{int64(d[p[0]]), int64(d[p[1]]), int64(d[p[2]])}
		dup := false
		for _, q := range out {
			dup = dup || q == o
		}
		if !dup {
			out = append(out, o)
		}
	}
	return out
}

// prisms expands the classes into single prisms, largest volume first (class
// order on ties).
func (d *Data) prisms() [][3]int {
	var out [][3]int
	for _, c := range d.Classes {
		for i := 0; i < c.Count; i++ {
			out = append(out, c.Dims)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return vol(out[i]) > vol(out[j]) })
	return out
}

func vol(d [3]int) int64 { return int64(d[0]) * int64(d[1]) * int64(d[2]) }

// Greedy is upstream's fallback packer: prisms largest first; candidate
// positions are the origin and the corners of the prisms already placed,
// taken in (z, y, x) order; every orientation is tried at every candidate, and
// the non-overlapping placement that gives the smallest enclosing box
// [0, maxX]×[0, maxY]×[0, maxZ] wins (the first one found on ties).
func (d *Data) Greedy(order [3]int, rot int) []geom.IntBox {
	var placed []geom.IntBox
	cands := [][3]int64{{0, 0, 0}}
	seen := map[[3]int64]bool{{0, 0, 0}: true}
	var ext [3]int64
	for _, p := range d.prisms() {
		bestVol := int64(-1)
		var best geom.IntBox
		os := orientations(p)
		for _, c := range cands {
			for q := range os {
				o := os[(q+rot)%len(os)]
				v := max(ext[0], c[0]+o[0]) * max(ext[1], c[1]+o[1]) * max(ext[2], c[2]+o[2])
				if bestVol >= 0 && v >= bestVol {
					continue
				}
				b := geom.IntBox{Min: c, Max: [3]int64{c[0] + o[0], c[1] + o[1], c[2] + o[2]}}
				if overlapsAny(b, placed) {
					continue
				}
				bestVol, best = v, b
			}
		}
		placed = append(placed, best)
		for k := 0; k < 3; k++ {
			ext[k] = max(ext[k], best.Max[k])
		}
		// A candidate inside a placed prism (its minimum corner included) can
		// never take another: drop it for good.
		live := cands[:0]
		for _, c := range cands {
			if !inside(c, best) {
				live = append(live, c)
			}
		}
		cands = live
		for _, c := range corners(best) {
			if !seen[c] && !insideAny(c, placed) {
				// Keep the candidates sorted: insert in place.
				at := sort.Search(len(cands), func(i int) bool { return !before(cands[i], c, order) })
				cands = append(cands, c)
				copy(cands[at+1:], cands[at:])
				cands[at] = c
			}
			seen[c] = true
		}
	}
	return placed
}

// before orders candidate positions by the axes in order (z, then y, then x
// for {2, 1, 0}).
func before(a, b [3]int64, order [3]int) bool {
	for _, k := range order {
		if a[k] != b[k] {
			return a[k] < b[k]
		}
	}
	return false
}

func overlapsAny(b geom.IntBox, placed []geom.IntBox) bool {
	for _, q := range placed {
		if b.Overlaps(q) {
			return true
		}
	}
	return false
}

// inside reports whether point c lies in the half-open box [Min, Max).
func inside(c [3]int64, b geom.IntBox) bool {
	for k := 0; k < 3; k++ {
		if c[k] < b.Min[k] || c[k] >= b.Max[k] {
			return false
		}
	}
	return true
}

func insideAny(c [3]int64, placed []geom.IntBox) bool {
	for _, b := range placed {
		if inside(c, b) {
			return true
		}
	}
	return false
}

func corners(b geom.IntBox) [][3]int64 {
	out := make([][3]int64, 0, 8)
	for m := 0; m < 8; m++ {
		var c [3]int64
		for k := 0; k < 3; k++ {
			if m>>k&1 == 0 {
				c[k] = b.Min[k]
			} else {
				c[k] = b.Max[k]
			}
		}
		out = append(out, c)
	}
	return out
}

// Enclosure is the volume of [0, maxX]×[0, maxY]×[0, maxZ] around the boxes.
func Enclosure(boxes []geom.IntBox) int64 {
	var ext [3]int64
	for _, b := range boxes {
		for k := 0; k < 3; k++ {
			ext[k] = max(ext[k], b.Max[k])
		}
	}
	return ext[0] * ext[1] * ext[2]
}

// Efficiency is the prisms' volume over the enclosing box's.
func (d *Data) Efficiency(boxes []geom.IntBox) float64 {
	e := Enclosure(boxes)
	if e <= 0 {
		return 0
	}
	return float64(d.Volume()) / float64(e)
}

// Reference is upstream's efficiency for full marks when a perfect packing is
// not expected.
const Reference = 0.95

// Score is the efficiency over the target, capped at 1: for the canonical
// subpasses exactly upstream's rule (the efficiency itself when a perfect
// packing is deemed possible, otherwise min(1, efficiency/0.95)).
func (d *Data) Score(eff float64) float64 {
	if d.Target <= 0 {
		return 0
	}
	return min(1, eff/d.Target)
}

// Pack is the reference packer: the greedy run with each of the six
// orientation preferences, keeping the most efficient packing (the first on
// ties), and stopping early at a perfect one.
func (d *Data) Pack() []geom.IntBox {
	var best []geom.IntBox
	bestEff := -1.0
	for rot := 0; rot < 6 && bestEff < 1; rot++ {
		b := d.Greedy([3]int{2, 1, 0}, rot)
		if eff := d.Efficiency(b); eff > bestEff {
			best, bestEff = b, eff
		}
	}
	return best
}
