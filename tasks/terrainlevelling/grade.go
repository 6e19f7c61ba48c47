package terrainlevelling

// Grading, in upstream's order: the plan is read; every blast must be on the
// map with a depth above 0 (DECISIONS.md: upstream let a negative depth raise
// the ground for free); then the blasts fire one by one, each no deeper than
// its cell is high at that moment; then the largest city before and after
// gives the score. The blast model is named in every report, right after
// the answer is read (or found missing).

import (
	"fmt"
	"reflect"
	"strconv"

	"github.com/scbench/scbench/verifiers"
)

// shape is what the answer looks like to the extractor: the object, or a
// bare list of blast objects.
var shape = verifiers.Shape{
	Fields: verifiers.FieldsOf(reflect.TypeFor[Answer]()),
	Bare:   verifiers.ListOf(func(v verifiers.Value) bool { return v.Kind == verifiers.Dict }),
}

// limits raise the shared parser's value count for plans of MaxBlasts blasts
// (an object of three keys is seven values) and its size for their text (a
// blast written with a 17-digit depth is about 40 bytes).
var limits = verifiers.Limits{MaxBytes: 2 << 20, MaxDepth: verifiers.DefaultLimits.MaxDepth, MaxValues: 8*MaxBlasts + 64}

// Upstream indexes the grid with the coordinates as given: 3.0 works, 3.5
// crashes. The shared rule reads 3.0 as 3 and rejects fractions by name.
var intRule = verifiers.IntRule{}

// modelLine is the blast model's check, in every report.
var modelLine = fmt.Sprintf("blasts are simulated by the %s model: %d spheres of rubble per unit of depth (%d to %d per blast) roll down the steepest slope until none is steeper than %g",
	ModelName, SpheresPerDepth, MinSpheres, MaxSpheres, Repose)

// grading holds one plan under examination.
type grading struct {
	d    *Data
	plan []Blast

	offMap   []int   // blasts outside the map
	notDeep  []int   // blasts with a depth of 0 or less
	fired    int     // blasts fired before the first too-deep one (all, if none)
	tooDeep  int     // the too-deep blast, or -1
	rockAt   float64 // the too-deep blast's cell height when it fired
	lost     float64 // rock rolled off the map
	after    City    // the largest city the fired blasts leave
	simulate bool    // the plan got as far as the simulation
}

func grade(r *verifiers.Report, d *Data, text string) *verifiers.Report {
	found, ok := r.Read(text, shape, limits)
	r.Check("blast model", true, modelLine)
	if !ok {
		return r
	}
	var a Answer
	if err := verifiers.DecodeAnswer(d, found, &a); err != nil {
		return r.Reject("format", err)
	}
	plan := a.Blasts
	r.Checkf("format", true, "%s, each with integer x and y and a finite depth z", verifiers.Count(len(plan), "blast", "blasts"))

	g := &grading{d: d, plan: plan, tooDeep: -1}
	r.DrawWith(g.overlay)
	for i, b := range plan {
		if !d.start.Inside(b.X, b.Y) {
			g.offMap = append(g.offMap, i)
		}
		if !(b.Z > 0) {
			g.notDeep = append(g.notDeep, i)
		}
	}
	if len(g.offMap) == 0 {
		r.Checkf("on the map", true, "every blast is on the %d×%d map", d.start.Cols, d.start.Rows)
	} else {
		b := plan[g.offMap[0]]
		r.Checkf("on the map", false, "%s at x %d, y %d is off the %d×%d map, whose columns x and rows y run from 0 to %d%s",
			verifiers.Index("blasts", g.offMap[0]), b.X, b.Y, d.start.Cols, d.start.Rows, d.start.Cols-1,
			verifiers.More(len(g.offMap)-1, "blast", "blasts"))
	}
	if len(g.notDeep) == 0 {
		r.Check("depth", true, "every depth is greater than 0")
	} else {
		b := plan[g.notDeep[0]]
		r.Checkf("depth", false, "%s at x %d, y %d has depth %s; a charge must go deeper than 0%s",
			verifiers.Index("blasts", g.notDeep[0]), b.X, b.Y, Height(b.Z), verifiers.More(len(g.notDeep)-1, "blast", "blasts"))
	}
	if r.Failed() {
		r.FailureMode = verifiers.Malformed
		return r.Finish(0)
	}

	g.run()
	if g.tooDeep >= 0 {
		b := plan[g.tooDeep]
		when := "before any blast"
		if g.tooDeep > 0 {
			when = "after the " + verifiers.Count(g.tooDeep, "blast", "blasts") + " before it"
		}
		r.Checkf("rock", false, "%s at x %d, y %d is drilled too deep: %s > %s, the cell's height when it fires (%s)",
			verifiers.Index("blasts", g.tooDeep), b.X, b.Y, Height(b.Z), Height(g.rockAt), when)
		r.FailureMode = verifiers.Incorrect
		return r.Finish(0)
	}
	r.Checkf("rock", true, "every blast is at most as deep as its cell is high when it fires; %s of rock rolled off the map", volume(g.lost))

	before, after, cells := d.city.Size, g.after.Size, d.start.Cells()
	score := Score(before, after, cells)
	switch {
	case after > before:
		need := FullMarksGrowth(before, cells)
		r.Checkf("flat city", score >= 1, "made progress: the largest flat city has %s after blasting and had %s before; full marks need %d more than before, a city of %d",
			verifiers.Count(after, "cell", "cells"), verifiers.Count(before, "cell", "cells"), need, before+need)
	case after == before:
		r.Checkf("flat city", false, "made no progress: the largest flat city has %s after blasting, as many as before", verifiers.Count(after, "cell", "cells"))
	default:
		r.Checkf("flat city", false, "made it worse: the largest flat city has %s after blasting, but had %s before",
			verifiers.Count(after, "cell", "cells"), verifiers.Count(before, "cell", "cells"))
	}
	r.Finish(score)
	if !r.Passed {
		switch {
		case len(plan) == 0:
			r.FailureMode = verifiers.Trivialized
		case score >= 0.8:
			r.FailureMode = verifiers.NearMiss
		default:
			r.FailureMode = verifiers.Incorrect
		}
	}
	return r
}

// run fires the plan on a copy of the map, stopping at the first blast
// deeper than its cell is high, and finds the largest city of what is left.
func (g *grading) run() {
	grid := g.d.Grid()
	g.simulate = true
	for i, b := range g.plan {
		if h := grid.At(b.X, b.Y); b.Z > h {
			g.tooDeep, g.rockAt = i, h
			break
		}
		g.lost += grid.Blast(b.X, b.Y, b.Z, nil)
		g.fired = i + 1
	}
	g.after = grid.LargestCity()
}

// DecodeValue reads the plan: a list of at most MaxBlasts blasts (see
// Blast.DecodeValue).
func (bs *Blasts) DecodeValue(d *Data, v verifiers.Value, path string) error {
	if v.IsSeq() && len(v.Items) > MaxBlasts {
		return verifiers.Errorf(path, "has %s blasts; a plan may have at most %s", thousands(len(v.Items)), thousands(MaxBlasts))
	}
	return verifiers.Decode(d, v, path, bs, verifiers.Options{})
}

// DecodeValue reads one blast: an object with an integer x and y and a
// finite z, written once each. Other keys are ignored, as upstream ignores
// them.
func (b *Blast) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	if v.Kind != verifiers.Dict {
		return verifiers.Errorf(path, `expected an object {"x": ..., "y": ..., "z": ...}, found %s`, v.Describe())
	}
	var vals [3]verifiers.Value
	var seen [3]bool
	for k, key := range v.Keys {
		if key.Kind != verifiers.String {
			continue
		}
		for j, name := range [3]string{"x", "y", "z"} {
			if key.Text != name {
				continue
			}
			if seen[j] {
				return verifiers.Errorf(path, "the key %q appears twice", name)
			}
			seen[j], vals[j] = true, v.Items[k]
		}
	}
	for j, name := range [3]string{"x", "y", "z"} {
		if !seen[j] {
			return verifiers.Errorf(path, "x, y and z are required; %s is missing", name)
		}
	}
	var xy [2]int64
	for j := range xy {
		n, err := verifiers.Integer(vals[j], path+"."+[2]string{"x", "y"}[j], intRule)
		if err != nil {
			return err
		}
		xy[j] = n
	}
	z, err := verifiers.Number(vals[2], path+".z")
	if err != nil {
		return err
	}
	*b = Blast{X: clampInt(xy[0]), Y: clampInt(xy[1]), Z: z}
	return nil
}

// clampInt keeps a coordinate far off the map far off the map, whatever the
// width of int.
func clampInt(v int64) int {
	const far = 1 << 30
	return int(min(far, max(-far, v)))
}

// volume writes an amount of rock to three decimals.
func volume(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }

// thousands writes n with commas: 25,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
