package legohemisphere

import (
	"fmt"
	"math"
	"strconv"
)

// Scoring constants (upstream's).
const (
	// FullMarks is the raw score that earns full marks: raw/0.65, capped at 1.
	FullMarks = 0.65
	// CountSlack: a brick count this far or further from the shell's volume
	// in bricks costs CountPenalty.
	CountSlack   = 1000
	CountPenalty = 0.5
)

// volumes are the measures a buildable structure is scored on, in mm³.
type volumes struct {
	Ref float64 // the polygonal shell
	R   float64 // the union of the bricks
	I   float64 // the union's part inside the shell
	N   int     // bricks
}

// D is the symmetric difference of the union and the shell.
func (v volumes) D() float64 { return v.R + v.Ref - 2*v.I }

// penalised reports whether the brick count is far enough from the shell's
// volume in bricks to cost CountPenalty.
func (v volumes) penalised() bool {
	return math.Abs(float64(v.N)-v.Ref/BrickVol) >= CountSlack
}

// score is upstream's: the covered fraction, less the count penalty, less
// half the symmetric difference relative to the shell; then divided by 0.65
// and clamped to [0, 1].
func (v volumes) score() (raw, score float64) {
	raw = math.Min(v.I, v.R) / v.Ref
	if v.penalised() {
		raw -= CountPenalty
	}
	raw -= 0.5 * v.D() / v.Ref
	return raw, math.Max(0, math.Min(1, raw/FullMarks))
}

func (v volumes) describe(raw, score float64) string {
	c, e := v.I/v.Ref, (v.R-v.I)/v.Ref
	s := fmt.Sprintf("the bricks fill %s%% of the shell's %s mm³ and put %s mm³ (%s%% of it) outside it: raw score 1.5×%s − 0.5 − 0.5×%s",
		pct(c), vol(v.Ref), vol(v.R-v.I), pct(e), fixed(c, 4), fixed(e, 4))
	if v.penalised() {
		s += fmt.Sprintf(" − %g for %d bricks, %d or more from the shell's %s", CountPenalty, v.N, CountSlack, fixed(v.Ref/BrickVol, 1))
	}
	s += " = " + fixed(raw, 4)
	if score >= 1 {
		return s + fmt.Sprintf(", at least %g: full marks", FullMarks)
	}
	return s + fmt.Sprintf("; %g earns full marks, so the score is %s", FullMarks, fixed(score, 4))
}

func pct(x float64) string          { return strconv.FormatFloat(100*x, 'f', 1, 64) }
func vol(x float64) string          { return strconv.FormatFloat(x, 'f', 0, 64) }
func fixed(x float64, k int) string { return strconv.FormatFloat(x, 'f', k, 64) }
