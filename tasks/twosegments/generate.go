package twosegments

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// grids are the named coordinate grids: the four upstream uses.
var grids = []struct{ name, values string }{
	{"0.1", "0 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1"},
	{"0.2", "0 0.2 0.4 0.6 0.8 1"},
	{"0.25", "0 0.25 0.5 0.75 1"},
	{"uneven", "0 0.15 0.33 0.5 0.67 0.85 1"},
}

func gridNames() []string {
	out := []string{"none"}
	for _, g := range grids {
		out = append(out, g.name)
	}
	return out
}

// gridValues returns a named grid's values (nil for "none").
func gridValues(name string) ([]float64, error) {
	if name == "none" {
		return nil, nil
	}
	for _, g := range grids {
		if g.name == name {
			var out []float64
			for _, f := range strings.Fields(g.values) {
				v, _ := strconv.ParseFloat(f, 64)
				out = append(out, v)
			}
			return out, nil
		}
	}
	return nil, fmt.Errorf("unknown grid %q", name)
}

// gridName names a grid by its values ("none" for no grid).
func gridName(values []float64) (string, error) {
	if len(values) == 0 {
		return "none", nil
	}
	for _, g := range grids {
		if v, _ := gridValues(g.name); slices.Equal(v, values) {
			return g.name, nil
		}
	}
	return "", fmt.Errorf("grid %v has no name", values)
}

var unitCorners = [4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}}

// generate makes a fresh instance:
//
//  1. the region: the unit square; a random square as upstream draws one
//     (side 0.3 + 0.7·r, corner (1 - side)·r in each coordinate), with its
//     corners as the prompt prints them; or an irregular convex quadrilateral
//     near the unit square, corners on a 0.05 grid;
//  2. the target: the one named, which must be reachable in that region with
//     that grid, or ("any") one drawn uniformly from those reachable. What is
//     reachable is decided by the rule itself, on candidate answers.
func generate(square, grid string, decimals int, counts string, seed uint64) (*Data, error) {
	values, err := gridValues(grid)
	if err != nil {
		return nil, err
	}
	if values != nil && square != Unit {
		return nil, fmt.Errorf("a coordinate grid needs the unit square (its boundary must pass through grid points)")
	}
	r := rng.New(seed)
	var corners [4][2]float64
	switch square {
	case Unit:
		corners = unitCorners
	case Random:
		corners = randomSquare(r.Derive("square"))
	case Quad:
		if corners, err = randomQuad(r.Derive("quad")); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("unknown region %q", square)
	}
	// The target is filled in below; NewData needs one to check the rest.
	d, err := NewData(square, corners, values, decimals, Catalogue[0])
	if err != nil {
		return nil, err
	}
	if counts == "any" {
		feasible := d.Feasible()
		if len(feasible) == 0 {
			return nil, fmt.Errorf("no shape counts can be made in this region with this grid")
		}
		d.Counts = feasible[r.Derive("counts").Intn(len(feasible))]
		return d, nil
	}
	if d.Counts, err = ParseKey(counts); err != nil {
		return nil, err
	}
	if _, ok := d.Witness(d.Counts); !ok {
		return nil, fmt.Errorf("%s cannot be made with endpoints on the grid %s; choose other counts or another grid", d.Counts.Phrase(), grid)
	}
	return d, nil
}

// randomSquare draws a square as upstream does and returns its corners as the
// prompt prints them (six significant digits), so that what is graded is what
// is shown.
func randomSquare(r *rng.Rand) [4][2]float64 {
	side := 0.3 + float64(0.7*r.Float64())
	ox := float64((1 - side) * r.Float64())
	oy := float64((1 - side) * r.Float64())
	shown := func(x float64) float64 {
		v, _ := strconv.ParseFloat(G(x), 64)
		return v
	}
	x0, y0, x1, y1 := shown(ox), shown(oy), shown(ox+side), shown(oy+side)
	return [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// randomQuad perturbs the unit square's corners 1 to 3 by multiples of 0.05
// (from -0.15 to 0.25 in each coordinate; corner 0 stays at the origin), as
// upstream's explicit quadrilaterals are, until the result is strictly convex
// and not a parallelogram.
func randomQuad(r *rng.Rand) ([4][2]float64, error) {
	step := func() float64 {
		v, _ := strconv.ParseFloat(strconv.FormatFloat(float64(r.IntRange(-3, 5))*0.05, 'f', 2, 64), 64)
		return v
	}
	for try := 0; try < 100; try++ {
		c := unitCorners
		for i := 1; i < 4; i++ {
			c[i][0] += step()
			c[i][1] += step()
		}
		for i := range c {
			for k := range c[i] {
				c[i][k], _ = strconv.ParseFloat(strconv.FormatFloat(c[i][k], 'f', 2, 64), 64)
			}
		}
		parallelogram := c[0][0]+c[2][0] == c[1][0]+c[3][0] && c[0][1]+c[2][1] == c[1][1]+c[3][1]
		if _, err := NewData(Quad, c, nil, 3, Catalogue[0]); err == nil && !parallelogram {
			return c, nil
		}
	}
	return [4][2]float64{}, fmt.Errorf("could not draw a convex quadrilateral")
}
