package fluidearthworks

// Grading: read the plan, build the world, let the rock settle, let it
// rain, and judge the water against the goal. The boxes, rock and rain
// checks only report what happened (upstream skipped bad boxes and let
// floating rock fall without penalty); the goal's checks decide the score,
// with the partial credit upstream gave.

import (
	"fmt"

	"github.com/scbench/scbench/verifiers"
)

// outcome is a plan carried out on a world: every stage, for the report and
// the overlay.
type outcome struct {
	d      *Data
	plan   *plan
	built  *World // after the earthworks
	falls  []Fall
	before *World // after the rock settled: the world the rain falls on
	final  *World
	rain   *Rain
	lakes  *Lakes
}

// carryOut simulates a plan.
func carryOut(d *Data, p *plan) *outcome {
	o := &outcome{d: d, plan: p, built: NewWorld(d.Size)}
	o.built.Apply(p.edits)
	o.before = o.built.Clone()
	o.falls = o.before.SettleRock()
	o.final = o.before.Clone()
	o.rain = RainOn(o.final)
	o.lakes = LakesOf(o.final)
	return o
}

// grading is an answer under examination.
type grading struct {
	*outcome
	j     *judging
	score float64
}

func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	p := planOf(a.Earthworks, d.Size)
	r.Checkf("earthworks", true, "%s, each two corners and a material", verifiers.Count(p.boxes, "box", "boxes"))
	g := &grading{outcome: carryOut(d, p)}
	r.Check("boxes", true, g.boxesDetail())
	r.Check("rock", true, g.rockDetail())
	r.Check("rain", true, g.rainDetail())
	g.j = &judging{d: d, lakes: g.lakes}
	g.score = goalOf(d.Goal).judge(g.j)
	for _, c := range g.j.checks {
		r.Check(c.Name, c.OK, c.Detail)
	}
	r.DrawWith(g.overlay)
	if g.score < 1 || r.Failed() {
		r.FailureMode = g.failureMode()
	}
	return r.Finish(g.score)
}

// failureMode: a plan that changes nothing trivialises the task; partial
// credit is a near miss; the rest is wrong.
func (g *grading) failureMode() string {
	switch {
	case len(g.plan.edits) == 0:
		return verifiers.Trivialized
	case g.score > 0:
		return verifiers.NearMiss
	}
	return verifiers.Incorrect
}

func (o *outcome) boxesDetail() string {
	p := o.plan
	if p.boxes == 0 {
		return "the plan is empty: the world stays flat"
	}
	s := fmt.Sprintf("%d of %s change the world", len(p.edits), verifiers.Count(p.boxes, "box", "boxes"))
	if len(p.edits) == p.boxes {
		s = fmt.Sprintf("all %s change the world", verifiers.Count(p.boxes, "box", "boxes"))
		if p.boxes == 1 {
			s = "the box changes the world"
		}
	}
	if len(p.notes) > 0 {
		s += "; " + verifiers.Listed(len(p.notes), 3, func(i int) string {
			return fmt.Sprintf("earthworks[%d] %s", p.notes[i].box, p.notes[i].text)
		})
	}
	return s
}

func (o *outcome) rockDetail() string {
	if len(o.falls) == 0 {
		return "every piece of rock rests on the bottom layer: nothing falls"
	}
	voxels, lo, hi := 0, Height, 0
	for _, f := range o.falls {
		voxels += len(f.Cells)
		lo, hi = min(lo, f.Drop), max(hi, f.Drop)
	}
	by := fmt.Sprintf("by %s", verifiers.Count(lo, "layer", "layers"))
	if lo != hi {
		by = fmt.Sprintf("by %d to %d layers", lo, hi)
	}
	return fmt.Sprintf("%s of rock (%s) had nothing holding %s up and fell %s",
		verifiers.Count(len(o.falls), "piece", "pieces"), verifiers.Count(voxels, "voxel", "voxels"), verifiers.Plural(len(o.falls), "it", "them"), by)
}

func (o *outcome) rainDetail() string {
	r := o.rain
	return fmt.Sprintf("%s fell (%d on every column, %d on the centre, %d more until %d rounds in a row ran off); %s stayed as water in %s",
		verifiers.Count(r.Total(), "drop", "drops"), r.Drops[Sprinkle], r.Drops[Pour], r.Drops[RunOut], Calm,
		verifiers.Count(len(r.Settles), "drop", "drops"), verifiers.Count(len(o.lakes.Bodies), "lake", "lakes"))
}
