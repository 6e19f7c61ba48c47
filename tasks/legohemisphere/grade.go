package legohemisphere

// Grading: the bricks are read, then every structural rule is checked and
// reported (layers, ground, shell region, duplicates, overlap, stud grid,
// support, stability); any failure scores 0. A buildable structure is scored
// on the exact volumes of its bricks' union against the polygonal shell.

import (
	"fmt"
	"math"
	"strconv"

	"github.com/scbench/scbench/verifiers"
)

// Bounds on what a brick may say, far beyond any shell of the manifold
// (whose outer radius is at most 240 mm): beyond them the numbers are not a
// brick's.
const (
	MaxCoord = 10000.0 // mm from the origin on any axis
	MaxTurn  = 3600.0  // degrees either way
)

// grading holds one answer under examination.
type grading struct {
	d      *Data
	bricks []placed
	an     *analysis
	vol    *volumes // nil when not measured
	raw    float64
	score  float64
}

func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	g := &grading{d: d}
	sh := d.shell()
	bricks := a.Bricks
	if len(bricks) == 0 {
		r.Check("bricks", false, "no bricks provided")
		r.FailureMode = verifiers.Trivialized
		return r.Finish(0)
	}
	r.Checkf("bricks", true, "%s, each with a centroid and a rotation", verifiers.Count(len(bricks), "brick", "bricks"))
	g.bricks = make([]placed, len(bricks))
	for i, b := range bricks {
		g.bricks[i] = place(b)
	}
	g.an = analyse(g.bricks, d)
	g.structureChecks(r)
	r.DrawWith(g.overlay)
	if r.Failed() {
		r.FailureMode = g.failureMode()
		return r.Finish(0)
	}
	v, ok := sh.measure(g.an)
	if !ok {
		r.Check("volume", false, "the bricks' union is too intricate to measure (they overlap in too many slivers)")
		return r.Finish(0)
	}
	g.vol = &v
	g.raw, g.score = v.score()
	r.Check("volume", g.score >= 1, v.describe(g.raw, g.score))
	if g.score < 1 && g.score >= 0.9 {
		r.FailureMode = verifiers.NearMiss
	}
	return r.Finish(g.score)
}

// maxBricks is the most bricks an answer may have: beyond it no answer can
// score above 0 (three times the shell's volume in bricks, and at least 1000
// more than it, where the count penalty applies), so it is refused before any
// geometry.
func maxBricks(ref float64) int {
	e := ref / BrickVol
	return int(math.Ceil(max(3*e, e+1000)))
}

// DecodeValue reads the brick list, bounding its length by the shell first.
func (bs *Bricks) DecodeValue(d *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if limit := maxBricks(d.shell().ref); len(items) > limit {
		return verifiers.Errorf(path, "has %s bricks; no answer with more than %s can score for this shell", thousands(len(items)), thousands(limit))
	}
	*bs = make(Bricks, len(items))
	out := *bs
	for i, it := range items {
		p := verifiers.Index(path, i)
		if it.Kind != verifiers.Dict {
			return verifiers.Errorf(p, `expected a brick {"Centroid": [x, y, z], "RotationDegrees": r}, found %s`, it.Describe())
		}
		cv, okC := it.Get("Centroid")
		rv, okR := it.Get("RotationDegrees")
		if !okC || !okR {
			return verifiers.Errorf(p, "expected the keys Centroid and RotationDegrees, found %s", keyList(it))
		}
		xs, err := verifiers.Seq(cv, p+".Centroid", true)
		if err != nil {
			return err
		}
		if len(xs) != 3 {
			return verifiers.Errorf(p+".Centroid", "expected 3 coordinates [x, y, z], found %d", len(xs))
		}
		for k, x := range xs {
			q := verifiers.Index(p+".Centroid", k)
			f, err := verifiers.Number(x, q)
			if err != nil {
				return err
			}
			if math.Abs(f) > MaxCoord {
				return verifiers.Errorf(q, "%s mm is far beyond the shell (coordinates are at most %g mm from the origin)", x.Describe(), MaxCoord)
			}
			out[i].Centroid[k] = f
		}
		rot, err := verifiers.Number(rv, p+".RotationDegrees")
		if err != nil {
			return err
		}
		if math.Abs(rot) > MaxTurn {
			return verifiers.Errorf(p+".RotationDegrees", "%s° is not a usable rotation (give it within ±%g°)", rv.Describe(), MaxTurn)
		}
		out[i].RotationDegrees = rot
	}
	return nil
}

func keyList(v verifiers.Value) string {
	names := v.KeyNames()
	if len(names) == 0 {
		return "no keys"
	}
	return verifiers.Listed(len(names), 6, func(i int) string { return names[i] })
}

func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// structureChecks records every structural rule, each naming the first
// offenders.
func (g *grading) structureChecks(r *verifiers.Report) {
	a, d := g.an, g.d
	if i, ok := first(a.offLayer); ok {
		p := &g.bricks[i]
		want := Ground + float64(Height*float64(p.layer))
		r.Checkf("layers", false, "brick %d %s is %s mm from the nearest layer height (%s mm); a centroid must be within %s mm of 4.8 + 9.6n%s",
			i, g.name(i), mmText(math.Abs(p.c[2]-want)), mmText(want), mmText(LayerTolerance*Height), verifiers.More(len(a.offLayer)-1, "brick", "bricks"))
	} else {
		r.Check("layers", true, "every centroid is at a layer height 4.8 + 9.6n mm")
	}
	if i, ok := first(a.below); ok {
		r.Checkf("ground", false, "brick %d %s is below the ground: layer 0 has its centroids at z = 4.8 mm%s", i, g.name(i), verifiers.More(len(a.below)-1, "brick", "bricks"))
	} else {
		r.Check("ground", true, "no brick is below the ground")
	}
	switch {
	case len(a.inside) > 0 || len(a.outside) > 0:
		var msg string
		if i, ok := first(a.inside); ok {
			msg = fmt.Sprintf("brick %d %s lies wholly inside the inner sphere (radius %s mm)%s", i, g.name(i), mmText(d.Inner()), verifiers.More(len(a.inside)-1, "brick", "bricks"))
		}
		if i, ok := first(a.outside); ok {
			if msg != "" {
				msg += "; "
			}
			msg += fmt.Sprintf("brick %d %s lies wholly outside the outer sphere (radius %s mm)%s", i, g.name(i), mmText(d.Outer()), verifiers.More(len(a.outside)-1, "brick", "bricks"))
		}
		r.Check("shell region", false, msg)
	default:
		r.Check("shell region", true, "every brick reaches into the shell")
	}
	if len(a.dups) > 0 {
		p := a.dups[0]
		r.Checkf("duplicates", false, "brick %d repeats brick %d %s (the same centroid to 0.1 mm and rotation to the degree, modulo 180°)%s",
			p[1], p[0], g.name(p[0]), verifiers.More(len(a.dups)-1, "brick", "bricks"))
	} else {
		r.Check("duplicates", true, "no brick is listed twice")
	}
	switch {
	case a.exhausted:
		r.Checkf("overlap", false, "the bricks are piled up so densely that checking them took over %s pair tests; they overlap", thousands(a.budget))
	case a.nOverlap > 0:
		p := a.overlaps[0]
		r.Checkf("overlap", false, "bricks %d %s and %d %s of layer %d reach %s mm into each other%s",
			p[0], g.name(p[0]), p[1], g.name(p[1]), g.bricks[p[0]].layer, mmText(penetration(&g.bricks[p[0]], &g.bricks[p[1]])), verifiers.More(a.nOverlap-1, "pair", "pairs"))
	default:
		r.Check("overlap", true, "no two bricks of a layer overlap")
	}
	switch {
	case a.exhausted:
		r.Check("stud grid", false, "not checked: the bricks are piled up too densely")
	case a.nMisalign > 0 || len(a.offGrid) > 0:
		var msg string
		if a.nMisalign > 0 {
			p := a.misaligned[0]
			msg = fmt.Sprintf("brick %d %s sits on brick %d %s with its studs up to %s mm off the lower brick's grid%s",
				p[1], g.name(p[1]), p[0], g.name(p[0]), mmText(studOffset(&g.bricks[p[0]], &g.bricks[p[1]])), verifiers.More(a.nMisalign-1, "pair", "pairs"))
		}
		if i, ok := first(a.offGrid); ok {
			if msg != "" {
				msg += "; "
			}
			ref := a.parts[a.comp[i]][0]
			msg += fmt.Sprintf("brick %d %s has studs up to %s mm off the grid of brick %d, the first of its connected part%s",
				i, g.name(i), mmText(studOffset(&g.bricks[ref], &g.bricks[i])), ref, verifiers.More(len(a.offGrid)-1, "brick", "bricks"))
		}
		r.Check("stud grid", false, msg)
	default:
		r.Check("stud grid", true, "the studs of every pair of touching bricks line up")
	}
	if i, ok := first(a.floating); ok {
		r.Checkf("support", false, "brick %d %s floats: no chain of stud connections links it to a brick on the ground%s", i, g.name(i), verifiers.More(len(a.floating)-1, "brick", "bricks"))
	} else {
		r.Checkf("support", true, "every brick is linked by studs to the ground (%s)", verifiers.Count(len(a.parts), "connected part", "connected parts"))
	}
	if len(a.unstable) > 0 {
		u := a.unstable[0]
		members := a.parts[u.part]
		r.Checkf("stability", false, "the part of %s starting with brick %d topples: its centre of mass (%s, %s) lies %s mm outside the hull of its ground bricks' footprints%s",
			verifiers.Count(len(members), "brick", "bricks"), members[0], mmText(u.com[0]), mmText(u.com[1]), mmText(u.outside), verifiers.More(len(a.unstable)-1, "part", "parts"))
	} else {
		r.Check("stability", true, "every connected part has its centre of mass over its ground footprint")
	}
}

// failureMode names what kind of mistake a structural failure is.
func (g *grading) failureMode() string {
	a := g.an
	switch {
	case a.exhausted || a.nOverlap > 0 || a.nMisalign > 0 || len(a.offGrid) > 0 || len(a.floating) > 0 || len(a.unstable) > 0:
		return verifiers.LocalOnly
	}
	return verifiers.Incorrect
}

// studOffset is the largest distance of a stud of b from a's grid along a's
// axes.
func studOffset(a, b *placed) float64 {
	worst := 0.0
	for _, s := range b.studs() {
		l := a.local(s)
		worst = max(worst, max(gridOffset(l[0]), gridOffset(l[1])))
	}
	return worst
}

func first(list []int) (int, bool) {
	if len(list) == 0 {
		return 0, false
	}
	return list[0], true
}

// name shows a brick as [x, y, z, rotation°].
func (g *grading) name(i int) string {
	p := &g.bricks[i]
	return fmt.Sprintf("[%s, %s, %s, %s°]", mmText(p.c[0]), mmText(p.c[1]), mmText(p.c[2]), mmText(p.deg))
}

// mmText writes a length (or angle) to at most two decimals.
func mmText(x float64) string {
	s := strconv.FormatFloat(x, 'f', 2, 64)
	for len(s) > 1 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	s = trimDot(s)
	if s == "-0" {
		s = "0"
	}
	return s
}

func trimDot(s string) string {
	if len(s) > 0 && s[len(s)-1] == '.' {
		return s[:len(s)-1]
	}
	return s
}
