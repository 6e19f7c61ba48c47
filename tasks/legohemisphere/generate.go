package legohemisphere

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// generate draws the radii in whole millimetres: the inner radius up to
// spread either side of inner, the thickness up to half of spread either side
// of thickness, then both kept within the manifold (inner at least 2 cm,
// thickness 3 to 8 cm, outer at most 24 cm). With spread 0 it gives exactly
// the radii asked for.
func generate(innerCM, thicknessCM, spreadCM float64, seed uint64) (*Data, error) {
	inner, thick, spread := mm(innerCM), mm(thicknessCM), mm(spreadCM)
	switch {
	case inner < MinInnerMM || thick < MinThicknessMM || thick > MaxThicknessMM || spread < 0:
		return nil, fmt.Errorf("the inner radius must be at least %d cm and the thickness %d to %d cm", MinInnerMM/10, MinThicknessMM/10, MaxThicknessMM/10)
	case inner+thick > MaxOuterMM:
		return nil, fmt.Errorf("the outer radius (inner %s cm + thickness %s cm) must be at most %d cm", cm(inner), cm(thick), MaxOuterMM/10)
	}
	r := rng.New(seed)
	inner += r.IntRange(-spread, spread)
	thick += r.IntRange(-spread/2, spread/2)
	thick = min(max(thick, MinThicknessMM), MaxThicknessMM)
	inner = min(max(inner, MinInnerMM), MaxOuterMM-thick)
	return &Data{InnerMM: inner, OuterMM: inner + thick}, nil
}

// mm converts a parameter in cm to whole millimetres.
func mm(cm float64) int { return int(math.Round(cm * 10)) }
