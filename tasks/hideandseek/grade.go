package hideandseek

// Grading. The checks run in upstream's order: the count, each person's
// coordinates, the 30 m limit, the spacing of centres (upstream's
// centre-distance test, with its exact formula), and the building (an
// inclusive test); breaking any of them scores 0. Then, following
// DECISIONS.md, the sniper's view is rendered from the stated eye (upstream
// re-fitted its camera to the scene) and each pixel showing a person first
// costs 0.005. Upstream's auto-fitted view is reported as a diagnostic that
// does not count.

import (
	"fmt"
	"math"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/verifiers"
)

// bareList accepts a bare list of people: {"xy": [x, y]} objects or pairs.
// A stray list of something else in the prose is not taken for the answer.
var bareList = verifiers.ListOf(func(v verifiers.Value) bool { return verifiers.HasKey("xy")(v) || v.IsSeq() && len(v.Items) == 2 })

// maxNamed bounds how many offenders a detail names.
const maxNamed = 3

// grading holds one answer under examination.
type grading struct {
	d      *Data
	people []geom.Vec2
	// Offending people (indices) by check, for the report and the overlay.
	far, inBuilding []int
	close           [][2]int
	view            View
	upstream        int
	// rendered says whether the views were rendered: the grader's costly
	// work, done only for a placement that keeps every rule.
	rendered bool
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	return (&grading{d: d}).grade(r, a)
}

// grade records the checks on r, keeping what it found (and whether it
// rendered) on g.
func (g *grading) grade(r *verifiers.Report, a Answer) *verifiers.Report {
	d := g.d
	r.Checkf("count", true, "%d people, as asked", d.People)
	r.Check("coordinates", true, "every person has two finite coordinates")
	for _, p := range a.People {
		g.people = append(g.people, p.XY)
	}

	g.checkRules()
	h := float64(d.Width/2) + PersonSide/2
	r.Check("within 30 m", len(g.far) == 0, g.list(g.far, fmt.Sprintf("every centre is within %g m of the building's centre", MaxRadius), func(i int) string {
		p := g.people[i]
		return fmt.Sprintf("person %d at (%g, %g) is too far from the centre: %.4g m", i, p[0], p[1], dist(p[0], p[1]))
	}))
	spaced := fmt.Sprintf("every two centres are at least %g m apart", MinSpacing)
	if len(g.close) > 0 {
		c := g.close[0]
		spaced = fmt.Sprintf("people %d and %d overlap: their centres are %.4g m apart, less than %g", c[0], c[1], dist(g.people[c[1]][0]-g.people[c[0]][0], g.people[c[1]][1]-g.people[c[0]][1]), MinSpacing)
		spaced += verifiers.More(len(g.close)-1, "pair", "pairs")
	}
	r.Check("spacing", len(g.close) == 0, spaced)
	r.Check("clear of the building", len(g.inBuilding) == 0, g.list(g.inBuilding, "nobody touches or enters the building", func(i int) string {
		p := g.people[i]
		return fmt.Sprintf("person %d at (%g, %g) intersects the building (|x| and |y| are both at most %g)", i, p[0], p[1], h)
	}))
	if r.Failed() {
		r.DrawWith(g.overlay)
		r.FailureMode = verifiers.Incorrect
		return r.Finish(0)
	}

	g.view = d.Visible(g.people)
	g.upstream = d.VisibleFrom(d.UpstreamCamera(g.people), g.people).Total
	g.rendered = true
	score := math.Max(0, 1-float64(PixelCost*float64(g.view.Total)))
	if g.view.Total == 0 {
		r.Checkf("hidden", true, "all %d people are hidden from the sniper: no person pixel in the %d×%d view", d.People, ImageWidth, ImageHeight)
	} else {
		var seen []int
		for i, n := range g.view.PerPerson {
			if n > 0 {
				seen = append(seen, i)
			}
		}
		r.Check("hidden", false, fmt.Sprintf("%d pixels of people are visible in the sniper's %d×%d view, costing %g each: ", g.view.Total, ImageWidth, ImageHeight, PixelCost)+
			g.list(seen, "", func(i int) string { return fmt.Sprintf("person %d shows %d", i, g.view.PerPerson[i]) }))
	}
	r.Checkf("upstream view (not scored)", true, "upstream rendered an auto-fitted view from the same direction (nearer, framing the whole scene); there %d person pixels would be visible", g.upstream)
	r.DrawWith(g.overlay)
	r.Finish(score)
	if !r.Passed {
		if score > 0 {
			r.FailureMode = verifiers.NearMiss
		} else {
			r.FailureMode = verifiers.Incorrect
		}
	}
	return r
}

// DecodeValue reads the people: as many as asked for (else the count check
// fails), each {"xy": [x, y]} or a bare pair (else the coordinates check
// fails).
func (ps *People) DecodeValue(d *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if len(items) != d.People {
		return verifiers.InCheck("count", fmt.Errorf("expected %d people, got %d", d.People, len(items)))
	}
	*ps = make(People, len(items))
	for i, it := range items {
		if err := (*ps)[i].read(it, i, verifiers.Index(path, i)); err != nil {
			return verifiers.InCheck("coordinates", err)
		}
	}
	return nil
}

// read reads person i, found at path.
func (p *Person) read(v verifiers.Value, i int, path string) error {
	if v.Kind == verifiers.Dict {
		xy, ok := v.Get("xy")
		if !ok {
			return verifiers.Errorf(path, "person %d has invalid coordinates: no \"xy\" key", i)
		}
		v, path = xy, path+".xy"
	}
	nums, err := verifiers.Seq(v, path, true)
	if err != nil {
		return fmt.Errorf("person %d has invalid coordinates: %w", i, err)
	}
	if len(nums) != 2 {
		return verifiers.Errorf(path, "person %d has invalid coordinates: expected 2 numbers, found %d", i, len(nums))
	}
	for k := range p.XY {
		if p.XY[k], err = verifiers.Number(nums[k], verifiers.Index(path, k)); err != nil {
			return fmt.Errorf("person %d has invalid coordinates: %w", i, err)
		}
	}
	return nil
}

// dist is √(x² + y²), with each square rounded on its own, as upstream
// computes it (the overlap test depends on the exact float result).
func dist(x, y float64) float64 { return math.Sqrt(float64(x*x) + float64(y*y)) }

func (g *grading) checkRules() {
	h := float64(g.d.Width/2) + PersonSide/2
	for i, p := range g.people {
		if dist(p[0], p[1]) > MaxRadius {
			g.far = append(g.far, i)
		}
		if math.Abs(p[0]) <= h && math.Abs(p[1]) <= h {
			g.inBuilding = append(g.inBuilding, i)
		}
	}
	for i, p := range g.people {
		for j := i + 1; j < len(g.people); j++ {
			q := g.people[j]
			if dist(q[0]-p[0], q[1]-p[1]) < MinSpacing {
				g.close = append(g.close, [2]int{i, j})
			}
		}
	}
}

// list describes the first few offenders, or says ok when there are none.
// Each description is a clause with commas of its own, so they are joined by
// "; " and the rest are counted in words rather than listed.
func (g *grading) list(idx []int, ok string, name func(int) string) string {
	if len(idx) == 0 {
		return ok
	}
	shown := idx[:min(len(idx), maxNamed)]
	parts := make([]string, len(shown))
	for k, i := range shown {
		parts[k] = name(i)
	}
	return strings.Join(parts, "; ") + verifiers.More(len(idx)-len(shown), "person", "people")
}
