// Package tetrashadow grades answers to the tetrahedra-shadow task.
//
// Following DECISIONS.md: each tetrahedron is turned by the true rotation of
// its quaternion (normalised; upstream's Euler-angle conversion threw on a
// quarter turn and distorted non-unit quaternions), intersections are decided
// exactly on the real tetrahedra (upstream tested a transform that is not a
// rotation), and the shadow's areas are exact. Upstream's scoring is kept:
// P·C/T − (S + T − 2C)/(2T) with P = 0.25 for a quaternion more than 1% from
// unit length, else 0.5 for an intersecting (or touching) pair, then the
// subpass's renormalisation.
package tetrashadow

import (
	"fmt"
	"math"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	tts "github.com/scbench/scbench/tasks/tetrashadow"
	"github.com/scbench/scbench/verifiers"
)

var shape = verifiers.Shape{Fields: []string{"tetrahedrons"}, Bare: bareList}

// bareList accepts a bare list of transforms: objects with the key "x" or
// lists of seven numbers.
func bareList(v verifiers.Value) bool {
	if !v.IsSeq() {
		return false
	}
	for _, it := range v.Items {
		_, hasX := it.Get("x")
		if !hasX && !(it.IsSeq() && len(it.Items) == 7) {
			return false
		}
	}
	return true
}

var keys = [7]string{"x", "y", "z", "q0", "q1", "q2", "q3"}

// maxPairs bounds how many intersecting pairs are looked for: the first
// decides the penalty, a few more make the report clearer.
const maxPairs = 10

// grading holds one answer under examination.
type grading struct {
	d        *tts.Data
	ts       []tts.Transform
	verts    [][4]geom.Vec3
	shadows  [][]geom.Vec2
	offNorm  []int    // tetrahedra whose quaternion breaks the 1% rule
	pairs    [][2]int // intersecting pairs found, in index order
	areas    tts.Areas
	penalty  float64
	rawScore float64
}

// Grade grades one answer.
func Grade(in *tasks.Instance, answer string) *verifiers.Report {
	r := verifiers.NewReport(in.Task, in.Rules, in.Subpass, in.Seed)
	d, err := tts.DataOf(in)
	if err != nil {
		return r.Reject("instance", err)
	}
	found, ok := r.Read(answer, shape, verifiers.DefaultLimits)
	if !ok {
		return r
	}
	g := &grading{d: d}
	if err := g.decode(found.Field("tetrahedrons")); err != nil {
		return r.Reject("format", err)
	}
	r.Checkf("format", true, "%d tetrahedra, each with seven finite numbers and a nonzero quaternion", len(g.ts))

	for i, t := range g.ts {
		if !t.Normalised() {
			g.offNorm = append(g.offNorm, i)
		}
	}
	g.penalty = 1
	if len(g.offNorm) == 0 {
		r.Check("unit quaternions", true, "every quaternion has unit length (within 0.01 on the squared length)")
	} else {
		g.penalty = tts.NormPenalty
		i := g.offNorm[0]
		r.Checkf("unit quaternions", false, "tetrahedron #%d: q0²+q1²+q2²+q3² = %.6g, more than 0.01 from 1%s: the coverage term is multiplied by %g",
			i, g.ts[i].Norm2(), more(len(g.offNorm)-1, "other tetrahedron", "other tetrahedra"), tts.NormPenalty)
	}

	g.findIntersections()
	switch {
	case len(g.pairs) == 0:
		r.Checkf("no intersections", true, "no two of the %d tetrahedra intersect or touch", len(g.ts))
	default:
		p := g.pairs[0]
		detail := fmt.Sprintf("tetrahedra #%d and #%d intersect (touching counts)%s", p[0], p[1], morePairs(len(g.pairs)-1))
		if g.penalty == 1 {
			g.penalty = tts.IntersectPenalty
			detail += fmt.Sprintf(": the coverage term is multiplied by %g", tts.IntersectPenalty)
		} else {
			detail += "; no further deduction, as the quaternion penalty already applies"
		}
		r.Check("no intersections", false, detail)
	}

	g.areas = tts.Measure(g.shadows, d.Pieces)
	g.rawScore = tts.RawScore(g.areas, g.penalty)
	score := tts.FinalScore(g.rawScore, d.Divisor)
	areaOnly := tts.FinalScore(tts.RawScore(g.areas, 1), d.Divisor)
	r.Check("shadow", areaOnly == 1, g.shadowDetail(areaOnly))

	r.Overlay = g.overlay(r)
	r.Finish(score)
	if !r.Passed {
		switch {
		case len(g.ts) == 0:
			r.FailureMode = verifiers.Trivialized
		case score >= 0.8:
			r.FailureMode = verifiers.NearMiss
		case len(g.pairs) > 0:
			r.FailureMode = verifiers.LocalOnly
		default:
			r.FailureMode = verifiers.Incorrect
		}
	}
	return r
}

// decode reads the transforms: objects with the seven keys, or (an
// extension) lists of seven numbers in the order x, y, z, q0, q1, q2, q3.
func (g *grading) decode(v verifiers.Value) error {
	items, err := verifiers.Seq(v, "tetrahedrons", true)
	if err != nil {
		return err
	}
	if len(items) > tts.MaxTetrahedra {
		return verifiers.Errorf("tetrahedrons", "has %d entries; the limit is %d", len(items), tts.MaxTetrahedra)
	}
	for i, it := range items {
		path := verifiers.Index("tetrahedrons", i)
		var nums [7]float64
		switch {
		case it.Kind == verifiers.Dict:
			for k, key := range keys {
				x, ok := it.Get(key)
				if !ok {
					return verifiers.Errorf(path, "invalid tetrahedron #%d: the key %q is missing", i, key)
				}
				if nums[k], err = verifiers.Number(x, path+"."+key); err != nil {
					return fmt.Errorf("invalid tetrahedron #%d: %w", i, err)
				}
			}
		case it.IsSeq():
			if len(it.Items) != 7 {
				return verifiers.Errorf(path, "invalid tetrahedron #%d: expected 7 numbers (x, y, z, q0, q1, q2, q3), found %d", i, len(it.Items))
			}
			for k, x := range it.Items {
				if nums[k], err = verifiers.Number(x, verifiers.Index(path, k)); err != nil {
					return fmt.Errorf("invalid tetrahedron #%d: %w", i, err)
				}
			}
		default:
			return verifiers.Errorf(path, "invalid tetrahedron #%d: expected an object with keys x, y, z, q0, q1, q2, q3, found %s", i, it.Describe())
		}
		for k, x := range nums {
			if math.Abs(x) > tts.MaxCoordinate {
				return verifiers.Errorf(path, "invalid tetrahedron #%d: %s = %g is beyond ±%d", i, keys[k], x, tts.MaxCoordinate)
			}
		}
		t := tts.Transform{X: nums[0], Y: nums[1], Z: nums[2], Q0: nums[3], Q1: nums[4], Q2: nums[5], Q3: nums[6]}
		vs, ok := t.Vertices()
		if !ok {
			return verifiers.Errorf(path, "invalid tetrahedron #%d: the quaternion (%g, %g, %g, %g) is zero, or too close to zero, and describes no rotation", i, t.Q0, t.Q1, t.Q2, t.Q3)
		}
		g.ts = append(g.ts, t)
		g.verts = append(g.verts, vs)
		g.shadows = append(g.shadows, tts.Shadow(vs))
	}
	return nil
}

// findIntersections looks for intersecting pairs in index order, testing
// exactly only the pairs whose bounding boxes meet, and stops after a few.
func (g *grading) findIntersections() {
	n := len(g.verts)
	lo := make([]geom.Vec3, n)
	hi := make([]geom.Vec3, n)
	for i, v := range g.verts {
		lo[i], hi[i] = v[0], v[0]
		for _, p := range v[1:] {
			for k := 0; k < 3; k++ {
				lo[i][k] = math.Min(lo[i][k], p[k])
				hi[i][k] = math.Max(hi[i][k], p[k])
			}
		}
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if hi[i][0] < lo[j][0] || hi[j][0] < lo[i][0] || hi[i][1] < lo[j][1] || hi[j][1] < lo[i][1] || hi[i][2] < lo[j][2] || hi[j][2] < lo[i][2] {
				continue
			}
			if tts.Intersect(g.verts[i], g.verts[j]) {
				g.pairs = append(g.pairs, [2]int{i, j})
				if len(g.pairs) == maxPairs {
					return
				}
			}
		}
	}
}

func (g *grading) shadowDetail(areaOnly float64) string {
	a := g.areas
	if len(g.ts) == 0 {
		return fmt.Sprintf("no tetrahedra, so no shadow: the target's %s is uncovered", area(a.Ref))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "the shadow covers %s of the target's %s (%.5g%%)", area(a.I), area(a.Ref), 100*a.I/a.Ref)
	if out := a.Outside(); out > 0 {
		fmt.Fprintf(&b, ", and %s of it lies outside the target", area(out))
	} else {
		b.WriteString(", with nothing outside it")
	}
	fmt.Fprintf(&b, "; score %s", fmtScore(g.rawScore))
	if g.penalty < 1 {
		fmt.Fprintf(&b, " (with the penalty ×%g)", g.penalty)
	}
	if g.d.Divisor < 1 {
		fmt.Fprintf(&b, ", divided by %g and capped at 1", g.d.Divisor)
	}
	if areaOnly < 1 {
		fmt.Fprintf(&b, "; without penalties the area alone would earn %s", fmtScore(areaOnly))
	}
	return b.String()
}

func area(x float64) string { return fmt.Sprintf("%.6g", x) }

func fmtScore(x float64) string { return fmt.Sprintf("%.6g", x) }

func more(k int, one, many string) string {
	switch k {
	case 0:
		return ""
	case 1:
		return " (and 1 " + one + ")"
	}
	return fmt.Sprintf(" (and %d %s)", k, many)
}

func morePairs(k int) string {
	if k == 0 {
		return ""
	}
	if k >= maxPairs-1 {
		return fmt.Sprintf(" (and at least %d more pairs)", k)
	}
	return more(k, "more pair", "more pairs")
}
