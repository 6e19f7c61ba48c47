package tetrahedrashadow

// Grading. Following DECISIONS.md: each tetrahedron is turned by the true
// rotation of its quaternion (normalised; upstream's Euler-angle conversion
// threw on a quarter turn and distorted non-unit quaternions), intersections
// are decided exactly on the real tetrahedra (upstream tested a transform
// that is not a rotation), and the shadow's areas are exact. Upstream's
// scoring is kept: P·C/T − (S + T − 2C)/(2T) with P = 0.25 for a quaternion
// more than 1% from unit length, else 0.5 for an intersecting (or touching)
// pair, then the subpass's renormalisation.

import (
	"fmt"
	"math"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/verifiers"
)

// bareList accepts a bare list of transforms: objects with the key "x" or
// lists of seven numbers.
var bareList = verifiers.ListOf(func(v verifiers.Value) bool { return verifiers.HasKey("x")(v) || v.IsSeq() && len(v.Items) == 7 })

var keys = [7]string{"x", "y", "z", "q0", "q1", "q2", "q3"}

// maxPairs bounds how many intersecting pairs are looked for: the first
// decides the penalty, a few more make the report clearer.
const maxPairs = 10

// grading holds one answer under examination.
type grading struct {
	d        *Data
	ts       []Transform
	verts    [][4]geom.Vec3
	shadows  [][]geom.Vec2
	offNorm  []int    // tetrahedra whose quaternion breaks the 1% rule
	pairs    [][2]int // intersecting pairs found, in index order
	measured areas
	penalty  float64
	raw      float64 // the score before renormalisation
	score    float64 // the score the overlay's caption shows
	// tested counts the pairs given to the exact intersection test: the
	// grader's costliest work, bounded by the pairs whose boxes meet and by
	// the stop after maxPairs hits.
	tested int
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	return (&grading{d: d}).grade(r, a)
}

// grade records the checks on r, keeping what it found (and the work it did)
// on g.
func (g *grading) grade(r *verifiers.Report, a Answer) *verifiers.Report {
	d := g.d
	g.ts = a.Tetrahedrons
	for _, t := range g.ts {
		vs, _ := t.Vertices() // DecodeValue refused a transform without them
		g.verts = append(g.verts, vs)
		g.shadows = append(g.shadows, Shadow(vs))
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
		g.penalty = normPenalty
		i := g.offNorm[0]
		r.Checkf("unit quaternions", false, "tetrahedron #%d: q0²+q1²+q2²+q3² = %.6g, more than 0.01 from 1%s; the coverage term is multiplied by %g",
			i, g.ts[i].Norm2(), verifiers.More(len(g.offNorm)-1, "tetrahedron", "tetrahedra"), normPenalty)
	}

	g.findIntersections()
	switch {
	case len(g.pairs) == 0:
		r.Checkf("no intersections", true, "no two of the %d tetrahedra intersect or touch", len(g.ts))
	default:
		p := g.pairs[0]
		detail := fmt.Sprintf("tetrahedra #%d and #%d intersect (touching counts)%s", p[0], p[1], verifiers.More(len(g.pairs)-1, "pair", "pairs"))
		if len(g.pairs) == maxPairs {
			// The search stopped, so the count above is only a lower bound.
			detail += fmt.Sprintf(" (the search stops at %d pairs, so there may be more)", maxPairs)
		}
		if g.penalty == 1 {
			g.penalty = intersectPenalty
			detail += fmt.Sprintf("; the coverage term is multiplied by %g", intersectPenalty)
		} else {
			detail += "; no further deduction, as the quaternion penalty already applies"
		}
		r.Check("no intersections", false, detail)
	}

	g.measured = measure(g.shadows, d.Pieces)
	g.raw = rawScore(g.measured, g.penalty)
	score := finalScore(g.raw, d.Divisor)
	areaOnly := finalScore(rawScore(g.measured, 1), d.Divisor)
	r.Check("shadow", areaOnly == 1, g.shadowDetail(areaOnly))

	r.DrawWith(g.overlay)
	r.Finish(score)
	g.score = r.Score // the caption states the score the report gives
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

// areas are the measures the score is made of.
type areas struct {
	// Ref is the target's area, R the shadow's, I the shadow's inside the
	// target; D = R + Ref − 2I is the area of their symmetric difference.
	Ref, R, I, D float64
}

// Uncovered is the part of the target the shadow misses.
func (a areas) Uncovered() float64 { return math.Max(0, a.Ref-a.I) }

// Outside is the part of the shadow outside the target.
func (a areas) Outside() float64 { return math.Max(0, a.R-a.I) }

// measure computes the areas of a shadow (a union of convex polygons)
// against a target given as convex pieces with disjoint interiors. Every
// area is exact up to the rounding of edge crossings (geom.UnionArea).
func measure(shadows, pieces [][]geom.Vec2) areas {
	var a areas
	for _, p := range pieces {
		a.Ref += geom.SignedArea(p)
	}
	a.R = geom.UnionArea(shadows)
	slo := make([]geom.Vec2, len(shadows))
	shi := make([]geom.Vec2, len(shadows))
	for i, s := range shadows {
		slo[i], shi[i] = geom.Bounds2(s)
	}
	var clipped [][]geom.Vec2
	for _, p := range pieces {
		lo, hi := geom.Bounds2(p)
		clipped = clipped[:0]
		for i, s := range shadows {
			if shi[i][0] < lo[0] || slo[i][0] > hi[0] || shi[i][1] < lo[1] || slo[i][1] > hi[1] {
				continue
			}
			if c := geom.ClipConvex(s, p); c != nil {
				clipped = append(clipped, c)
			}
		}
		a.I += geom.UnionArea(clipped)
	}
	a.D = a.R + a.Ref - 2*a.I
	return a
}

// Penalty factors of the score (upstream's constants).
const (
	// normPenalty multiplies the coverage term when some quaternion is more
	// than 1% from unit norm.
	normPenalty = 0.25
	// intersectPenalty multiplies it when two tetrahedra intersect (applied
	// only when the normalisation penalty is not).
	intersectPenalty = 0.5
)

// rawScore is P·min(I, R)/Ref − ½·D/Ref, before renormalisation.
func rawScore(a areas, penalty float64) float64 {
	if !(a.Ref > 0) {
		return 0
	}
	return penalty*math.Min(a.I, a.R)/a.Ref - 0.5*a.D/a.Ref
}

// finalScore renormalises a raw score by the subpass's divisor (capped at 1),
// clamps it to [0, 1] and rounds it to nine decimals, so that the rounding
// noise of an exact cover cannot cost it full marks.
func finalScore(raw, divisor float64) float64 {
	s := raw
	if divisor > 0 && divisor < 1 {
		s = math.Min(1, s/divisor)
	}
	s = math.Round(s*1e9) / 1e9
	return math.Max(0, math.Min(1, s))
}

// DecodeValue reads the transforms, each an object with the seven keys x, y,
// z, q0, q1, q2, q3 or (an extension) a list of seven numbers in that order,
// within MaxCoordinate and with a
// quaternion that describes a rotation; a list longer than MaxTetrahedra is
// refused before any is read.
func (ts *Transforms) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if len(items) > MaxTetrahedra {
		return verifiers.Errorf(path, "has %d entries; the limit is %d", len(items), MaxTetrahedra)
	}
	*ts = make(Transforms, 0, len(items))
	for i, it := range items {
		path := verifiers.Index(path, i)
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
			if math.Abs(x) > MaxCoordinate {
				return verifiers.Errorf(path, "invalid tetrahedron #%d: %s = %g is beyond ±%d", i, keys[k], x, MaxCoordinate)
			}
		}
		t := Transform{X: nums[0], Y: nums[1], Z: nums[2], Q0: nums[3], Q1: nums[4], Q2: nums[5], Q3: nums[6]}
		if _, ok := t.Vertices(); !ok {
			return verifiers.Errorf(path, "invalid tetrahedron #%d: the quaternion (%g, %g, %g, %g) is zero, or too close to zero, and describes no rotation", i, t.Q0, t.Q1, t.Q2, t.Q3)
		}
		*ts = append(*ts, t)
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
			g.tested++
			if Intersect(g.verts[i], g.verts[j]) {
				g.pairs = append(g.pairs, [2]int{i, j})
				if len(g.pairs) == maxPairs {
					return
				}
			}
		}
	}
}

func (g *grading) shadowDetail(areaOnly float64) string {
	a := g.measured
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
	fmt.Fprintf(&b, "; score %s", fmtScore(g.raw))
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
