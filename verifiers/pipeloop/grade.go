// Package pipeloop grades answers to the pipe-loop task: upstream's checks in
// upstream's order (count, bounds, pipe lengths, closure, repeated vertices,
// crossings, doubling back, then the preset's constraints), all collected,
// with upstream's tolerances, which the prompt states. The rules themselves
// live in tasks/pipeloop (Evaluate), where the generator and the reference
// solver use them too; this package reads the answer, reports and draws.
package pipeloop

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	tpipe "github.com/scbench/scbench/tasks/pipeloop"
	"github.com/scbench/scbench/verifiers"
)

var shape = verifiers.Shape{Fields: []string{"points"}, Bare: pointList}

// pointList accepts a bare list of points: every item an [x, y] pair or an
// object.
func pointList(v verifiers.Value) bool {
	if !v.IsSeq() || len(v.Items) == 0 {
		return false
	}
	for _, it := range v.Items {
		if !it.IsSeq() && it.Kind != verifiers.Dict {
			return false
		}
	}
	return true
}

// Grade grades one answer.
func Grade(in *tasks.Instance, answer string) *verifiers.Report {
	r := verifiers.NewReport(in.Task, in.Rules, in.Subpass, in.Seed)
	d, err := tpipe.DataOf(in)
	if err != nil {
		return r.Reject("instance", err)
	}
	found, ok := r.Read(answer, shape, verifiers.DefaultLimits)
	if !ok {
		return r
	}
	items, err := verifiers.Seq(found.Field("points"), "points", true)
	if err != nil {
		return r.Reject("format", fmt.Errorf("the answer must contain a list of points: %v", err))
	}
	// The pairwise checks are quadratic: far too many points are refused
	// before any geometry, with the count the loop needs.
	if limit := 2*d.Pipes + 16; len(items) > limit {
		return r.Reject("count", verifiers.Errorf("points", "has %d entries; a loop of %d pipes has exactly %d points", len(items), d.Pipes, d.Pipes))
	}
	pts := make([]geom.Vec2, len(items))
	for i, it := range items {
		p, err := readPoint(it, verifiers.Index("points", i))
		if err != nil {
			return r.Reject("format", err)
		}
		pts[i] = p
	}
	if len(pts) < 3 {
		return r.Reject("format", fmt.Errorf("the answer must contain at least 3 points, found %d", len(pts)))
	}
	r.Checkf("format", true, "%d points, each with numeric x and y", len(pts))

	res := tpipe.Evaluate(d, pts)
	for _, f := range res.Findings {
		r.Check(f.Check, f.OK, f.Detail)
	}
	r.Overlay = overlay(d, pts, res)
	if res.Passed() {
		return r.Finish(1)
	}
	r.FailureMode = failureMode(d, len(pts), res)
	return r.Finish(0)
}

// readPoint reads {"x": .., "y": ..} or [x, y]. Like upstream's float(), numeric
// strings are accepted; booleans, NaN and infinities are not.
func readPoint(v verifiers.Value, path string) (geom.Vec2, error) {
	var xv, yv verifiers.Value
	switch {
	case v.Kind == verifiers.Dict:
		var okx, oky bool
		xv, okx = v.Get("x")
		yv, oky = v.Get("y")
		if !okx || !oky {
			return geom.Vec2{}, verifiers.Errorf(path, "missing numeric x/y (the point has keys %s)", strings.Join(v.KeyNames(), ", "))
		}
	case v.IsSeq() && len(v.Items) == 2:
		xv, yv = v.Items[0], v.Items[1]
	case v.IsSeq():
		return geom.Vec2{}, verifiers.Errorf(path, "expected a point [x, y], found a list of %d numbers", len(v.Items))
	default:
		return geom.Vec2{}, verifiers.Errorf(path, "is not a point object, found %s", v.Describe())
	}
	x, err := coordinate(xv, path+".x")
	if err != nil {
		return geom.Vec2{}, err
	}
	y, err := coordinate(yv, path+".y")
	if err != nil {
		return geom.Vec2{}, err
	}
	return geom.Vec2{x, y}, nil
}

func coordinate(v verifiers.Value, path string) (float64, error) {
	if v.Kind == verifiers.String {
		f, err := strconv.ParseFloat(strings.TrimSpace(v.Text), 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return 0, verifiers.Errorf(path, "expected a finite number, found %s", v.Describe())
		}
		return f, nil
	}
	return verifiers.Number(v, path)
}

// failureMode names how the answer went wrong: a loop that meets every
// always-on rule but ignores the preset solved an easier problem; crossings
// mean the pieces do not fit together; one or two bad pipes or vertices are a
// near miss.
func failureMode(d *tpipe.Data, m int, res *tpipe.Result) string {
	always := map[string]bool{"count": true, "bounds": true, "pipe lengths": true, "closure": true, "distinct vertices": true, "crossings": true, "doubling back": true}
	failedAlways, failedPreset, items := 0, 0, 0
	for _, f := range res.Findings {
		if f.OK {
			continue
		}
		if always[f.Check] {
			failedAlways++
		} else {
			failedPreset++
		}
		items += len(f.Pipes) + len(f.Vertices)
	}
	switch {
	case m < d.Pipes/2:
		return verifiers.Trivialized
	case failedAlways == 0 && failedPreset > 0:
		return verifiers.Trivialized
	case failedAlways+failedPreset == 1 && items <= 2:
		return verifiers.NearMiss
	case res.CrossingCount > 0 && !ok(res, "crossings"):
		return verifiers.LocalOnly
	}
	return verifiers.Incorrect
}

func ok(res *tpipe.Result, check string) bool {
	for _, f := range res.Findings {
		if f.Check == check {
			return f.OK
		}
	}
	return true
}
