package pipeloop

import (
	"fmt"
	"math"
)

// Data is a pipe-loop instance: N unit pipes, a B×B square, and the extra
// constraints of the subpass's preset, in the preset's order (which is the order
// the grader checks them in).
type Data struct {
	Pipes int `json:"pipes"`
	Side  int `json:"side"`
	// Preset names the upstream constraint preset; empty for the plain task.
	Preset      string       `json:"preset,omitempty"`
	Constraints []Constraint `json:"constraints"`
	// LengthTolerance is how far a pipe's length may be from 1 (upstream 0.05).
	LengthTolerance float64 `json:"length_tolerance"`
}

// Constraint kinds, named as upstream names them.
const (
	MaxCrossings      = "max_crossings"
	ExactCrossings    = "exact_crossings"
	AngleRange        = "angle_range"
	CentroidBox       = "centroid_box"
	MustTouchBoundary = "must_touch_boundary"
	MinTurns          = "min_turns"
	MaxStraightRun    = "max_straight_run"
	CoverageQuadrants = "coverage_quadrants"
	AvoidMargin       = "avoid_margin"
	MinHullArea       = "min_convex_hull_area"
	FixedStart        = "fixed_start"
	MinSeparation     = "min_point_separation"
)

// Constraint is one extra rule. Which fields it uses depends on Kind; as
// upstream stores them, positions and margins are fractions of the side and
// angles are in degrees.
type Constraint struct {
	Kind string `json:"kind"`
	// Count: crossings (max or exact), sides to touch, turns, straight run.
	Count int `json:"count,omitempty"`
	// Min and Max: the allowed vertex angles in degrees.
	Min float64 `json:"min,omitempty"`
	Max float64 `json:"max,omitempty"`
	// Box: the centroid box [xmin, xmax, ymin, ymax] as fractions of the side.
	Box []float64 `json:"box,omitempty"`
	// Fraction: the wall margin (of the side) or the hull area (of the square).
	Fraction float64 `json:"fraction,omitempty"`
	// Target and Radius: where vertex 0 must lie (fractions of the side) and how
	// far from it (absolute).
	Target []float64 `json:"target,omitempty"`
	Radius float64   `json:"radius,omitempty"`
	// Distance: the least distance between non-adjacent vertices.
	Distance float64 `json:"distance,omitempty"`
}

// The grader's fixed tolerances (upstream's hidden constants, stated in our
// prompts).
const (
	lengthTolerance = 0.05
	// backtrackDot: two consecutive pipes whose unit directions have a dot
	// product below this double back (a vertex angle under about 8.1°).
	backtrackDot = -0.99
	// turnAngle: a vertex with an angle below this is a turn; above it, the loop
	// runs straight.
	turnAngle = 175.0
	// endpointEps: segments with endpoints this close in both coordinates are
	// not tested for crossing.
	endpointEps = 1e-9
)

// Scaled converts a fraction of the side into a length, rounded on its own so
// that no later sum fuses with it.
func (d *Data) Scaled(f float64) float64 { return float64(float64(d.Side) * f) }

// TouchTolerance is how close a vertex must come to a side to touch it:
// max(0.001, 0.001·B).
func (d *Data) TouchTolerance() float64 { return math.Max(1e-3, 1e-3*float64(d.Side)) }

// Find returns the first constraint of a kind.
func (d *Data) Find(kind string) (Constraint, bool) {
	for _, c := range d.Constraints {
		if c.Kind == kind {
			return c, true
		}
	}
	return Constraint{}, false
}

// CrossingRule says what the crossing check allows: exact (exactly n pairs) or
// at most n pairs.
func (d *Data) CrossingRule() (n int, exact bool) {
	if c, ok := d.Find(ExactCrossings); ok {
		return c.Count, true
	}
	if c, ok := d.Find(MaxCrossings); ok {
		return c.Count, false
	}
	return 0, false
}

// presetNames lists upstream's presets in its order. Preset 0
// (no_cross_tight_angles) is defined upstream but never used by a subpass, so
// it is not offered.
var presetNames = []string{
	"edge_runner", "curvy_and_short_runs", "balanced_quadrants", "stay_off_walls",
	"dense_center", "one_forced_cross", "two_forced_crosses", "center_start",
	"hull_spreader", "wall_kisser",
}

// presetConstraints returns a preset's constraints with upstream's values, in
// upstream's order.
func presetConstraints(name string) ([]Constraint, error) {
	noCross := Constraint{Kind: MaxCrossings, Count: 0}
	switch name {
	case "":
		return []Constraint{}, nil
	case "edge_runner":
		return []Constraint{noCross, {Kind: MustTouchBoundary, Count: 3}, {Kind: MinTurns, Count: 5}}, nil
	case "curvy_and_short_runs":
		return []Constraint{noCross, {Kind: MaxStraightRun, Count: 2}, {Kind: AngleRange, Min: 60, Max: 150}}, nil
	case "balanced_quadrants":
		return []Constraint{noCross, {Kind: CoverageQuadrants}}, nil
	case "stay_off_walls":
		return []Constraint{{Kind: AvoidMargin, Fraction: 0.05}, {Kind: MinHullArea, Fraction: 0.15}, noCross}, nil
	case "dense_center":
		return []Constraint{{Kind: CentroidBox, Box: []float64{0.45, 0.55, 0.45, 0.55}}, {Kind: MinSeparation, Distance: 0.25}, noCross}, nil
	case "one_forced_cross":
		return []Constraint{{Kind: ExactCrossings, Count: 1}, {Kind: AngleRange, Min: 10, Max: 170}}, nil
	case "two_forced_crosses":
		return []Constraint{{Kind: ExactCrossings, Count: 2}, {Kind: AngleRange, Min: 15, Max: 165}}, nil
	case "center_start":
		return []Constraint{{Kind: FixedStart, Target: []float64{0.5, 0.5}, Radius: 0.25}, {Kind: AngleRange, Min: 40, Max: 140}, noCross}, nil
	case "hull_spreader":
		return []Constraint{noCross, {Kind: MinHullArea, Fraction: 0.25}}, nil
	case "wall_kisser":
		return []Constraint{{Kind: MustTouchBoundary, Count: 4}, noCross}, nil
	}
	return nil, fmt.Errorf("unknown preset %q", name)
}

// canonicalTable is the spec's table of the 40 subpasses: pipes, side and
// preset. Subpasses 11 to 20 use presets 1 to 10.
var canonicalTable = []struct {
	pipes, side int
	preset      string
}{
	{3, 1, ""}, {6, 2, ""}, {8, 2, ""}, {10, 3, ""}, {12, 3, ""},
	{14, 3, ""}, {16, 3, ""}, {18, 4, ""}, {20, 4, ""}, {22, 7, ""},
	{24, 4, ""},
	{26, 5, "edge_runner"}, {28, 5, "curvy_and_short_runs"}, {30, 5, "balanced_quadrants"},
	{32, 5, "stay_off_walls"}, {36, 6, "dense_center"}, {40, 6, "one_forced_cross"},
	{44, 6, "two_forced_crosses"}, {48, 7, "center_start"}, {52, 9, "hull_spreader"},
	{56, 7, "wall_kisser"},
	{60, 8, ""}, {64, 8, ""}, {72, 9, ""}, {80, 10, ""}, {90, 12, ""},
	{100, 14, ""}, {110, 15, ""}, {120, 16, ""}, {140, 18, ""}, {160, 20, ""},
	{170, 24, ""}, {180, 26, ""}, {200, 27, ""}, {280, 28, ""}, {320, 30, ""},
	{360, 32, ""}, {390, 35, ""}, {400, 40, ""}, {420, 50, ""},
}

// newData builds an instance with a preset's upstream constraints.
func newData(pipes, side int, preset string) (*Data, error) {
	cs, err := presetConstraints(preset)
	if err != nil {
		return nil, err
	}
	return &Data{Pipes: pipes, Side: side, Preset: preset, Constraints: cs, LengthTolerance: lengthTolerance}, nil
}
