package pipeloop

// Grading: upstream's checks in upstream's order (count, bounds, pipe
// lengths, closure, repeated vertices, crossings, doubling back, then the
// preset's constraints), all collected, with upstream's tolerances, which the
// prompt states. The rules themselves are Evaluate's (rules.go), which the
// generator and the reference solver use too; this file reads the answer,
// records the checks and draws.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// pointList accepts a bare list of points: every item an [x, y] pair or an
// object.
var pointList = verifiers.NonEmptyListOf(func(v verifiers.Value) bool { return v.IsSeq() || v.Kind == verifiers.Dict })

// maxPoints is the most points read before any geometry: the pairwise
// checks are quadratic, so far too many points are refused first, with the
// count the loop needs.
func maxPoints(d *Data) int { return 2*d.Pipes + 16 }

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	pts := a.Points.vecs()
	r.Checkf("format", true, "%d points, each with numeric x and y", len(pts))

	res := Evaluate(d, pts)
	for _, c := range res.Checks {
		r.Check(c.Name, c.OK, c.Detail)
	}
	r.DrawWith(func() *scene.Scene { return overlay(d, pts, res) })
	if res.Passed() {
		return r.Finish(1)
	}
	r.FailureMode = failureMode(d, len(pts), res)
	return r.Finish(0)
}

// DecodeValue reads the loop's points, at least 3 of them; far too many are
// refused before any is read, under the count check.
func (ps *Points) DecodeValue(d *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return fmt.Errorf("the answer must contain a list of points: %v", err)
	}
	if len(items) > maxPoints(d) {
		return verifiers.InCheck("count", verifiers.Errorf(path, "has %d entries; a loop of %d pipes has exactly %d points", len(items), d.Pipes, d.Pipes))
	}
	*ps = make(Points, len(items))
	for i, it := range items {
		p, err := readPoint(it, verifiers.Index(path, i))
		if err != nil {
			return err
		}
		(*ps)[i] = Point{X: p[0], Y: p[1]}
	}
	if len(items) < 3 {
		return fmt.Errorf("the answer must contain at least 3 points, found %d", len(items))
	}
	return nil
}

// vecs are the points as vectors.
func (ps Points) vecs() []geom.Vec2 {
	out := make([]geom.Vec2, len(ps))
	for i, p := range ps {
		out[i] = geom.Vec2{p.X, p.Y}
	}
	return out
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
func failureMode(d *Data, m int, res *Result) string {
	always := map[string]bool{"count": true, "bounds": true, "pipe lengths": true, "closure": true, "distinct vertices": true, "crossings": true, "doubling back": true}
	failedAlways, failedPreset, items := 0, 0, 0
	for _, c := range res.Checks {
		if c.OK {
			continue
		}
		if always[c.Name] {
			failedAlways++
		} else {
			failedPreset++
		}
		items += len(res.Pipes[c.Name]) + len(res.Vertices[c.Name])
	}
	switch {
	case m < d.Pipes/2:
		return verifiers.Trivialized
	case failedAlways == 0 && failedPreset > 0:
		return verifiers.Trivialized
	case failedAlways+failedPreset == 1 && items <= 2:
		return verifiers.NearMiss
	case res.CrossingCount > 0 && !passed(res, "crossings"):
		return verifiers.LocalOnly
	}
	return verifiers.Incorrect
}

// passed reports whether the named check held (or was not made).
func passed(res *Result, check string) bool {
	for _, c := range res.Checks {
		if c.Name == check {
			return c.OK
		}
	}
	return true
}
