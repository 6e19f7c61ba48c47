package hypersnake

// Scoring: the rule the prompt states, the generator and the solver aim at,
// and the grader applies to a valid path, with the checks that report it.

import (
	"strconv"

	"github.com/scbench/scbench/verifiers"
)

// WallAllowance is upstream's adjustment for worlds with walls: a path that
// covers 98% of the free cells already earns full marks there.
const WallAllowance = 0.98

// Score is the task's scoring rule, exactly as upstream computes it: the
// fraction of free cells visited (the start included), divided by 0.98 and
// clamped to 1 when the world has walls, then divided by one more than the
// number of food cells left uneaten.
func (d *Data) Score(length, uneaten int) float64 {
	total := d.FreeCells()
	if total <= 0 {
		return 0
	}
	s := float64(length) / float64(total)
	if len(d.Walls) > 0 {
		s = min(1, s/WallAllowance)
	}
	if uneaten > 0 {
		s /= float64(uneaten + 1)
	}
	return s
}

// FreeCells is the denominator of the score: all cells less the listed walls.
func (d *Data) FreeCells() int {
	n := 1
	for _, s := range d.Size {
		n *= s
	}
	return n - len(d.Walls)
}

// FullLength is the shortest path (start included) that earns full marks when
// every food cell is eaten: all free cells without walls, ⌈0.98·free⌉ with.
func (d *Data) FullLength() int {
	total := d.FreeCells()
	for l := 1; l <= total; l++ {
		if d.Score(l, 0) >= 1 {
			return l
		}
	}
	return total + 1
}

// score finishes the report on a valid path: the food and coverage checks,
// and the score by the rule above. A path that breaks a rule never gets here;
// it scores 0.
func (g *grading) score(r *verifiers.Report) *verifiers.Report {
	d := g.d
	total := d.FreeCells()
	length := len(g.path)
	uneaten := 0
	var missed [][]int
	for i, ok := range g.eaten {
		if !ok {
			uneaten++
			missed = append(missed, d.Food[i])
		}
	}
	score := d.Score(length, uneaten)
	switch {
	case len(d.Food) == 0:
		r.Check("food", true, "there is no food in this world")
	case uneaten == 0 && len(d.Food) == 1:
		r.Check("food", true, "the food cell is eaten")
	case uneaten == 0:
		r.Checkf("food", true, "all %d food cells eaten", len(d.Food))
	default:
		r.Checkf("food", false, "food not eaten: %s; the score is divided by %d", FormatCells(missed), uneaten+1)
	}
	pct := strconv.FormatFloat(100*float64(length)/float64(total), 'f', 1, 64)
	need := d.FullLength()
	if length >= need {
		r.Checkf("coverage", true, "visited %d/%d free cells (%s%%); full marks need %d", length, total, pct, need)
	} else {
		r.Checkf("coverage", false, "visited %d/%d free cells (%s%%); full marks need %d", length, total, pct, need)
	}
	switch {
	case length == 1:
		r.FailureMode = verifiers.Trivialized
	case score >= 0.9:
		r.FailureMode = verifiers.NearMiss
	}
	return r.Finish(score)
}
