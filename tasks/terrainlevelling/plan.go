package terrainlevelling

import (
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Blast is one charge of a plan: drill at column X of row Y (0-based, row 0
// the first printed) to depth Z, which lowers the cell by Z.
type Blast struct {
	X int     `json:"x" schema:"minimum=0;description=the column, 0 = leftmost"`
	Y int     `json:"y" schema:"minimum=0;description=the row, 0 = the first row printed"`
	Z float64 `json:"z" schema:"description=the depth of the charge, greater than 0 and at most the cell's height when it fires"`
}

// Score is upstream's: the growth of the largest city, over half the map
// (or over the cells outside the city before, if fewer), clamped to 0..1.
func Score(before, after, cells int) float64 {
	den := min(float64(cells)/2, float64(cells-before))
	if den <= 0 {
		return 0
	}
	return min(1, max(0, float64(after-before)/den))
}

// FullMarksGrowth is how many cells the largest city must grow by to score
// full marks: half the map, rounded up, or every cell outside it if fewer.
func FullMarksGrowth(before, cells int) int {
	return min((cells+1)/2, cells-before)
}

// The placebo planner's settings, upstream's.
const (
	placeboPasses = 20
	// Each pass aims placeboDrop · pass below the current city's mean height.
	placeboDrop = 1.0 / 20
	// It stops once the city covers more than placeboCover of the map, or
	// when the target falls below placeboFloor.
	placeboCover = 0.9
	placeboFloor = 1
)

// Placebo is upstream's current reference planner, planning against this
// package's blast model: up to 20 passes, each aiming a little lower than
// the last. A pass finds the largest city of the map the plan so far leaves,
// takes its mean height less pass/20 as the target, and blasts every cell
// higher than the target down to it, in reading order. The plan it returns
// is the prefix (whole passes) that left the largest city, which may be
// empty. Unlike upstream's, it also stops before a pass that would take the
// plan past MaxBlasts, so that its plan is always one the grader accepts.
func Placebo(start *Grid) []Blast {
	g := start.Clone()
	var plan []Blast
	best, keep := 0, 0
	for pass := 1; pass <= placeboPasses; pass++ {
		city := g.LargestCity()
		if city.Size > best {
			best, keep = city.Size, len(plan)
		}
		sum := 0.0
		for c, in := range city.In {
			if in {
				sum += g.Z[c]
			}
		}
		target := sum/float64(city.Size) - float64(float64(pass)*placeboDrop)
		if float64(city.Size) > float64(g.Cells())*placeboCover || target < placeboFloor {
			break
		}
		first := len(plan)
		for y := 0; y < g.Rows; y++ {
			for x := 0; x < g.Cols; x++ {
				if h := g.At(x, y); h > target {
					plan = append(plan, Blast{X: x, Y: y, Z: h - target})
				}
			}
		}
		if len(plan) > MaxBlasts {
			plan = plan[:first]
			break
		}
		for _, b := range plan[first:] {
			g.Blast(b.X, b.Y, b.Z, nil)
		}
	}
	if g.LargestCity().Size > best {
		keep = len(plan)
	}
	return plan[:keep]
}

// Random baseline settings, upstream's get_guess: guessBlasts blasts at
// uniformly drawn cells, with depths uniform in guessMinDepth..guessMaxDepth.
const (
	guessBlasts   = 10
	guessMinDepth = 0.1
	guessMaxDepth = 2.0
)

// RandomPlan is the seeded random baseline.
func RandomPlan(rows, cols int, seed uint64) []Blast {
	r := rng.New(seed)
	plan := make([]Blast, guessBlasts)
	for i := range plan {
		x := r.Intn(cols)
		y := r.Intn(rows)
		z := guessMinDepth + float64((guessMaxDepth-guessMinDepth)*r.Float64())
		plan[i] = Blast{X: x, Y: y, Z: z}
	}
	return plan
}
