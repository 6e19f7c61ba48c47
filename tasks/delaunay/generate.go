package delaunay

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// generate places n points on the grid of step 10^-decimals in the unit square,
// in general position, so that the answer is unique on the coordinates shown:
//
//  1. draw points one at a time, redrawing any that repeats a point or lies on a
//     line through two earlier ones;
//  2. triangulate; while some interior edge has four co-circular corners,
//     redraw the highest-indexed of the four, and triangulate again.
func generate(n, decimals int, seed uint64) (*Data, error) {
	side := int(math.Pow10(decimals)) // coordinates are 0..side
	r := rng.New(seed)
	grid := make([][2]int64, 0, n)
	pts := make([]geom.Vec2, 0, n)

	draw := func(skip int) ([2]int64, error) {
		for try := 0; try < 200; try++ {
			c := [2]int64{int64(r.IntRange(0, side)), int64(r.IntRange(0, side))}
			p := geom.Vec2{float64(c[0]), float64(c[1])}
			if fitsGeneralPosition(pts, skip, p) {
				return c, nil
			}
		}
		return [2]int64{}, fmt.Errorf("could not place %d points in general position on a grid of step 10^-%d; use fewer points or more decimals", n, decimals)
	}

	for len(grid) < n {
		c, err := draw(-1)
		if err != nil {
			return nil, err
		}
		grid = append(grid, c)
		pts = append(pts, geom.Vec2{float64(c[0]), float64(c[1])})
	}
	for round := 0; ; round++ {
		tris, err := geom.Delaunay(pts)
		if err != nil {
			return nil, err
		}
		co := cocircularEdges(pts, tris)
		if len(co) == 0 {
			break
		}
		if round == 1000 {
			return nil, fmt.Errorf("could not remove co-circular points after %d redraws", round)
		}
		worst := co[0][0]
		for _, v := range co[0] {
			worst = max(worst, v)
		}
		c, err := draw(worst)
		if err != nil {
			return nil, err
		}
		grid[worst] = c
		pts[worst] = geom.Vec2{float64(c[0]), float64(c[1])}
	}
	return NewData(grid, decimals), nil
}

// fitsGeneralPosition reports whether p can join pts (ignoring index skip)
// without repeating a point or making three collinear.
func fitsGeneralPosition(pts []geom.Vec2, skip int, p geom.Vec2) bool {
	for i := range pts {
		if i == skip {
			continue
		}
		if pts[i] == p {
			return false
		}
		for j := i + 1; j < len(pts); j++ {
			if j != skip && geom.Orient2D(pts[i], pts[j], p) == 0 {
				return false
			}
		}
	}
	return true
}
