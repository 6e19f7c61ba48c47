package terrainlevelling

import "math"

// The blast model. Upstream dropped PyBullet spheres onto the heightfield
// and counted where they lay after 1.5 simulated seconds; contact dynamics
// are chaotic and platform-dependent, so scbench replaces them with
// "rolling-v1", a deterministic model of the same picture (the spec's §8):
//
//  1. The blasted cell is lowered by the depth d.
//  2. The rubble is split into n spheres of d/n each, n = 4·d rounded down,
//     at least 3 and at most 120 (upstream's count).
//  3. The spheres roll one after another, each seeing the rubble the earlier
//     ones left. A sphere at cell c looks at its 8 neighbours and the slope
//     down to each, (h(c) − h(neighbour)) / distance, with distance 1 to a
//     side neighbour and √2 to a corner one. It moves to the steepest; the
//     first in the order E, SE, S, SW, W, NW, N, NE (in (dx, dy): (1, 0),
//     (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)) when
//     several are as steep. Where no slope is steeper than the repose slope
//     0.5 it stops and raises its cell by d/n.
//  4. Past the map's edge the ground continues the slope that runs into the
//     edge: the height beyond is 2·h(c) − h(the neighbour on the other side).
//     A sphere that rolls off the map is lost, with its rubble.
//
// Every step goes strictly downhill, so a sphere stops within as many steps
// as the map has cells; the whole model is integer indexing plus float64
// sums and quotients, which are the same on every platform.
//
// Changing anything here changes scores: bump the task's Version and the
// model's name together.
const (
	// ModelName names the model in every instance and report.
	ModelName = "rolling-v1"
	// SpheresPerDepth is how many spheres a unit of depth makes.
	SpheresPerDepth = 4
	// MinSpheres and MaxSpheres bound the spheres of one blast.
	MinSpheres = 3
	MaxSpheres = 120
	// Repose is the steepest slope rubble rests on: a sphere rolls on while
	// some neighbour lies lower by more than Repose per unit of distance.
	Repose = 0.5
)

// directions are the eight neighbours in the order ties are broken.
var directions = [8]struct {
	dx, dy int
	dist   float64
}{
	{1, 0, 1}, {1, 1, math.Sqrt2}, {0, 1, 1}, {-1, 1, math.Sqrt2},
	{-1, 0, 1}, {-1, -1, math.Sqrt2}, {0, -1, 1}, {1, -1, math.Sqrt2},
}

// Spheres is how many spheres a blast of depth d (> 0) makes.
func Spheres(d float64) int {
	n := float64(d * SpheresPerDepth) // exact: a power of two
	if n >= MaxSpheres {
		return MaxSpheres
	}
	return max(MinSpheres, int(n))
}

// Blast fires a charge of depth d (> 0, at most the cell's height; the
// caller checks) at cell (x, y) and lets the rubble roll. It returns the
// volume lost off the map's edges. rest, if not nil, is told where each
// sphere came to rest (or, with lost true, the last cell it left the map
// from), in order.
func (g *Grid) Blast(x, y int, d float64, rest func(x, y int, lost bool)) (lost float64) {
	start := y*g.Cols + x
	g.Z[start] -= d
	if d <= 0 {
		return 0
	}
	n := Spheres(d)
	v := d / float64(n)
	for range n {
		cx, cy, off := g.roll(x, y)
		if off {
			lost += v
		} else {
			g.Z[cy*g.Cols+cx] += v
		}
		if rest != nil {
			rest(cx, cy, off)
		}
	}
	return lost
}

// roll follows one sphere from (x, y) downhill until it rests, returning the
// cell where it stopped, or the cell it rolled off the map from.
func (g *Grid) roll(x, y int) (cx, cy int, off bool) {
	cx, cy = x, y
	for steps := 0; steps < g.Cells(); steps++ {
		h := g.Z[cy*g.Cols+cx]
		best, steepest := -1, Repose
		for k, dir := range directions {
			s := (h - g.beyond(cx, cy, dir.dx, dir.dy, h)) / dir.dist
			if s > steepest {
				best, steepest = k, s
			}
		}
		g.longestRoll = max(g.longestRoll, steps)
		if best < 0 {
			return cx, cy, false
		}
		nx, ny := cx+directions[best].dx, cy+directions[best].dy
		if !g.Inside(nx, ny) {
			return cx, cy, true
		}
		cx, cy = nx, ny
	}
	// Unreachable: every step descends, so no cell is visited twice.
	return cx, cy, false
}

// beyond is the ground height one step from (x, y) in direction (dx, dy),
// where the cell there has height h: the neighbour's height on the map, the
// slope into the edge continued past it, or h where neither cell exists.
func (g *Grid) beyond(x, y, dx, dy int, h float64) float64 {
	if nx, ny := x+dx, y+dy; g.Inside(nx, ny) {
		return g.Z[ny*g.Cols+nx]
	}
	if bx, by := x-dx, y-dy; g.Inside(bx, by) {
		return 2*h - g.Z[by*g.Cols+bx]
	}
	return h
}
