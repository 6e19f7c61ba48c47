package dataset

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/tasks"
)

// Limits on a plan, checked before anything is generated.
const (
	// MaxCount bounds the instances asked for at one grid point.
	MaxCount = 10000
	// MaxPoints bounds the points of a grid.
	MaxPoints = 1000
	// MaxInstances bounds a plan's instances in all (points times count).
	MaxInstances = 100000
)

// Axis is one parameter of a grid with the values it sweeps, as text for
// the manifold to read (and refuse, point by point, if out of range).
type Axis struct {
	Name   string
	Values []string
}

// ParseGrid reads a grid: axes separated by commas, each name=values, where
// values is an inclusive range a..b with an optional step (a..b:step; a
// float parameter needs the step), or a list x|y|z (any kind; choices and
// booleans only this way). Malformed text, an unknown parameter, an axis
// given twice or a grid of more than MaxPoints points is an error; a value
// the manifold refuses is not (it refuses its points when they are built).
func ParseGrid(m tasks.Manifold, text string) ([]Axis, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, nil
	}
	if len(text) > 4096 {
		return nil, fmt.Errorf("the grid is %d characters long; the limit is 4096", len(text))
	}
	var axes []Axis
	points := 1
	for _, part := range strings.Split(text, ",") {
		name, vals, ok := strings.Cut(part, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" || strings.TrimSpace(vals) == "" {
			return nil, fmt.Errorf("grid axis %q is not of the form name=a..b[:step] or name=x|y|z", part)
		}
		p, ok := m.Param(name)
		if !ok {
			return nil, fmt.Errorf("grid: unknown parameter %q (this task has: %s)", name, paramNames(m))
		}
		for _, a := range axes {
			if a.Name == name {
				return nil, fmt.Errorf("grid: parameter %q is given twice", name)
			}
		}
		values, err := axisValues(p, strings.TrimSpace(vals), MaxPoints/points)
		if err != nil {
			return nil, fmt.Errorf("grid axis %s: %v", name, err)
		}
		points *= len(values)
		axes = append(axes, Axis{Name: name, Values: values})
	}
	return axes, nil
}

func paramNames(m tasks.Manifold) string {
	names := make([]string, len(m.Params))
	for i, p := range m.Params {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

// axisValues expands one axis's values, refusing more than room of them
// (what is left of MaxPoints) before listing them.
func axisValues(p tasks.Param, text string, room int) ([]string, error) {
	tooMany := func(n float64) error {
		return fmt.Errorf("the grid would have more than %d points (this axis alone has %.0f values)", MaxPoints, n)
	}
	lo, rest, isRange := strings.Cut(text, "..")
	if !isRange {
		values := strings.Split(text, "|")
		for i, v := range values {
			values[i] = strings.TrimSpace(v)
			if values[i] == "" {
				return nil, fmt.Errorf("an empty value in %q", text)
			}
		}
		if len(values) > room {
			return nil, tooMany(float64(len(values)))
		}
		return values, nil
	}
	if p.Kind != tasks.Int && p.Kind != tasks.Float {
		return nil, fmt.Errorf("a %s parameter takes a list x|y|z, not a range", p.Kind)
	}
	hi, stepText, hasStep := strings.Cut(rest, ":")
	if p.Kind == tasks.Float && !hasStep {
		return nil, fmt.Errorf("a range of a real parameter needs a step: a..b:step")
	}
	if p.Kind == tasks.Int {
		a, errA := strconv.Atoi(strings.TrimSpace(lo))
		b, errB := strconv.Atoi(strings.TrimSpace(hi))
		step := 1
		var errS error
		if hasStep {
			step, errS = strconv.Atoi(strings.TrimSpace(stepText))
		}
		switch {
		case errA != nil || errB != nil || errS != nil:
			return nil, fmt.Errorf("%q is not a range of whole numbers a..b[:step]", text)
		case a > b || step < 1:
			return nil, fmt.Errorf("%q is empty: give a <= b and a step of at least 1", text)
		}
		// The span in unsigned arithmetic is exact for any a <= b, and a +
		// i*step (at most b) is exact in wrapping int arithmetic.
		steps := (uint64(b) - uint64(a)) / uint64(step) // one fewer than the values, which might not fit
		if steps >= uint64(room) {
			return nil, tooMany(float64(steps) + 1)
		}
		values := make([]string, steps+1)
		for i := range values {
			values[i] = strconv.Itoa(a + i*step)
		}
		return values, nil
	}
	a, errA := strconv.ParseFloat(strings.TrimSpace(lo), 64)
	b, errB := strconv.ParseFloat(strings.TrimSpace(hi), 64)
	step, errS := strconv.ParseFloat(strings.TrimSpace(stepText), 64)
	switch {
	// An infinite step would make the first value a + 0*Inf, which is NaN.
	case errA != nil || errB != nil || errS != nil || math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsNaN(a) || math.IsNaN(b) || math.IsNaN(step) || math.IsInf(step, 0):
		return nil, fmt.Errorf("%q is not a range of numbers a..b:step", text)
	case a > b || !(step > 0):
		return nil, fmt.Errorf("%q is empty: give a <= b and a positive step", text)
	}
	// Values are a + i*step (not a running sum), rounded to 12 significant
	// digits, so that 0..1:0.1 gives 0.3 and not 0.30000000000000004; the
	// last is b when b is within a millionth of a step of the grid. The
	// product is rounded on its own (the explicit conversion), or arm64 would
	// fuse it into the sum and, where the sum cancels, write other values.
	n := math.Floor((b-a)/step+1e-6) + 1
	if n > float64(room) {
		return nil, tooMany(n)
	}
	values := make([]string, int(n))
	for i := range values {
		v := a + float64(float64(i)*step)
		if i == len(values)-1 && math.Abs(v-b) <= 1e-6*step {
			// n admits a last value up to a millionth of a step past b;
			// written as computed it would lie outside the range asked for
			// (0..1:0.3333334 gave 1.0000002, which the manifold refused).
			v = b
		}
		v, _ = strconv.ParseFloat(strconv.FormatFloat(v, 'g', 12, 64), 64)
		values[i] = strconv.FormatFloat(v, 'g', -1, 64)
	}
	return values, nil
}

// Point is one grid point: the full parameter assignment, or why the task
// refuses it.
type Point struct {
	// Label is the point as its axes set it ("width=6,height=8"), or its
	// full assignment for a plan without a grid.
	Label  string
	Params tasks.Params
	Err    error
}

// Points expands the grid over base (the preset's or --params's assignment)
// into the cartesian product of its axes, the first axis varying slowest.
// Each point is checked against the manifold; a refused point keeps its
// reason.
func Points(m tasks.Manifold, base tasks.Params, axes []Axis) []Point {
	if len(axes) == 0 {
		return []Point{{Label: base.Encode(), Params: base}}
	}
	n := 1
	for _, a := range axes {
		n *= len(a.Values)
	}
	out := make([]Point, 0, n)
	idx := make([]int, len(axes))
	for range n {
		values := map[string]any{}
		labels := make([]string, len(axes))
		for j, a := range axes {
			values[a.Name] = a.Values[idx[j]]
			labels[j] = a.Name + "=" + a.Values[idx[j]]
		}
		p, err := m.Apply(base, values)
		if err == nil {
			err = m.Validate(p)
		}
		out = append(out, Point{Label: strings.Join(labels, ","), Params: p, Err: err})
		for j := len(axes) - 1; j >= 0; j-- { // the last axis varies fastest
			if idx[j]++; idx[j] < len(axes[j].Values) {
				break
			}
			idx[j] = 0
		}
	}
	return out
}
