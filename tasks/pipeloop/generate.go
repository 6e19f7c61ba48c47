package pipeloop

import (
	"fmt"
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

// generate makes a fresh instance with the given size and preset. The seed
// varies the preset's thresholds, in two stages:
//
//  1. thresholds that shape the loop (the angle window, the start target, the
//     longest straight run) are drawn first, and a witness loop is built for
//     them by the reference solver;
//  2. thresholds that only measure the loop (sides touched, turns, hull area,
//     wall margin, centroid box, spacing) are then drawn between upstream's
//     value and what the witness achieves, so the witness still passes.
//
// The instance is emitted only if the reference solver solves it.
func generate(pipes, side int, preset string, seed uint64) (*Data, error) {
	base, err := newData(pipes, side, preset)
	if err != nil {
		return nil, err
	}
	r := rng.New(seed)
	attempts := 1
	if shaped(base) {
		attempts = 4
	}
	for a := 0; a < attempts; a++ {
		d := base.clone()
		varyShape(d, r)
		w := witness(d)
		if w == nil {
			continue
		}
		varyMeasures(d, r, w)
		if witness(d) != nil {
			return d, nil
		}
	}
	what := ""
	if preset != "" {
		what = " meeting the " + preset + " constraints"
	}
	return nil, fmt.Errorf("could not build a loop of %d pipes in %s %d×%d square%s; instances are only made when the reference solver finds one (try a larger square or fewer pipes)", pipes, verifiers.Article(side), side, side, what)
}

func (d *Data) clone() *Data {
	c := *d
	c.Constraints = make([]Constraint, len(d.Constraints))
	for i, x := range d.Constraints {
		x.Box = append([]float64(nil), x.Box...)
		x.Target = append([]float64(nil), x.Target...)
		c.Constraints[i] = x
	}
	return &c
}

// shaped reports whether the instance has thresholds drawn before the witness.
func shaped(d *Data) bool {
	for _, c := range d.Constraints {
		switch c.Kind {
		case AngleRange, FixedStart, MaxStraightRun:
			return true
		}
	}
	return false
}

func varyShape(d *Data, r *rng.Rand) {
	for i := range d.Constraints {
		c := &d.Constraints[i]
		switch c.Kind {
		case AngleRange:
			c.Min = math.Min(80, math.Max(10, c.Min+float64(5*r.IntRange(-2, 2))))
			c.Max = math.Min(170, math.Max(100, c.Max+float64(5*r.IntRange(-2, 2))))
			if c.Max-c.Min < 60 {
				c.Max = math.Min(170, c.Min+60)
			}
		case FixedStart:
			c.Target = []float64{float64(r.IntRange(35, 65)) / 100, float64(r.IntRange(35, 65)) / 100}
		case MaxStraightRun:
			c.Count = r.IntRange(1, 3)
		}
	}
}

func varyMeasures(d *Data, r *rng.Rand, w []geom.Vec2) {
	B := float64(d.Side)
	st := measure(d, w)
	u := func(lo, hi float64) float64 { return lo + float64((hi-lo)*r.Float64()) }
	for i := range d.Constraints {
		c := &d.Constraints[i]
		switch c.Kind {
		case MustTouchBoundary:
			c.Count = r.IntRange(c.Count, max(c.Count, st.sides))
		case MinTurns:
			c.Count = r.IntRange(c.Count, max(c.Count, st.turns))
		case MinHullArea:
			c.Fraction = math.Max(c.Fraction, math.Floor(100*u(0.6, 0.9)*st.hull/(B*B))/100)
		case AvoidMargin:
			c.Fraction = math.Max(c.Fraction, math.Floor(100*u(0.6, 0.95)*st.wall/B)/100)
		case CentroidBox:
			cx, cy := st.centroid[0]/B, st.centroid[1]/B
			c.Box = []float64{
				math.Floor(100*(cx-u(0.02, 0.08))) / 100, math.Ceil(100*(cx+u(0.02, 0.08))) / 100,
				math.Floor(100*(cy-u(0.02, 0.08))) / 100, math.Ceil(100*(cy+u(0.02, 0.08))) / 100,
			}
		case MinSeparation:
			c.Distance = math.Max(0.05, math.Floor(20*u(0.6, 0.95)*st.separation)/20)
		}
	}
}

// stats are what a loop achieves on the measured constraints.
type stats struct {
	sides, turns int
	hull, wall   float64
	separation   float64
	centroid     geom.Vec2
}

func measure(d *Data, pts []geom.Vec2) stats {
	B := float64(d.Side)
	m := len(pts)
	st := stats{wall: math.Inf(1), separation: math.Inf(1)}
	t := d.TouchTolerance()
	var touched [4]bool
	var sx, sy float64
	for i, p := range pts {
		touched[0] = touched[0] || p[0] <= t
		touched[1] = touched[1] || B-p[0] <= t
		touched[2] = touched[2] || p[1] <= t
		touched[3] = touched[3] || B-p[1] <= t
		st.wall = math.Min(st.wall, math.Min(math.Min(p[0], B-p[0]), math.Min(p[1], B-p[1])))
		if geom.VertexAngle(pts[(i+m-1)%m], p, pts[(i+1)%m]) < turnAngle {
			st.turns++
		}
		sx += p[0]
		sy += p[1]
		for j := i + 2; j < m; j++ {
			st.separation = math.Min(st.separation, dist(p, pts[j]))
		}
	}
	for _, ok := range touched {
		if ok {
			st.sides++
		}
	}
	st.centroid = geom.Vec2{sx / float64(m), sy / float64(m)}
	st.hull = polygonArea(pts, geom.ConvexHull(pts))
	return st
}
