package packprisms

// Grading, in upstream's order: well-formed boxes, the total volume, the
// count of each size, no overlap, no negative coordinate, then the efficiency
// of the enclosing box from the origin against the instance's target.

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/verifiers"
)

// boxList accepts a bare list of boxes, or upstream's top-level list of
// {"boxes": [...]} objects.
var boxList = verifiers.ListOf(func(v verifiers.Value) bool { return verifiers.HasKey("boxes")(v) || boxLike(v) })

func boxLike(v verifiers.Value) bool {
	if v.Kind == verifiers.Dict {
		lo, hi := cornerKeys(v)
		return lo >= 0 && hi >= 0
	}
	return v.IsSeq() && len(v.Items) == 2
}

// cornerKeys finds the minimum and maximum corner keys of a box object: XyzMin
// and XyzMax as the schema has them, or min/max, in any case, with or without
// an underscore or "xyz".
func cornerKeys(v verifiers.Value) (lo, hi int) {
	lo, hi = -1, -1
	for i, k := range v.Keys {
		if k.Kind != verifiers.String {
			continue
		}
		name := strings.ToLower(strings.ReplaceAll(k.Text, "_", ""))
		name = strings.TrimPrefix(name, "xyz")
		switch name {
		case "min":
			lo = i
		case "max":
			hi = i
		}
	}
	return lo, hi
}

// Floats equal to integers are integers (upstream compares 5.0 == 5);
// fractions, NaN and infinities are not coordinates.
var intRule = verifiers.IntRule{}

// grading holds one answer under examination.
type grading struct {
	d     *Data
	boxes []geom.IntBox
	class []int // size class of each box, -1 for a size not asked for

	unknown  []int
	counts   []int // boxes found per class
	overlaps [][2]int
	nOverlap int
	negative []int
	ext      [3]int64
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	g := &grading{d: d}
	for _, b := range a.Boxes {
		g.boxes = append(g.boxes, geom.IntBox{Min: b.Min, Max: b.Max})
	}
	r.Checkf("format", true, "%d boxes, each two integer corners%s", len(g.boxes), a.from)
	if err := g.wellFormed(); err != nil {
		return r.Reject("boxes", err)
	}
	r.Check("boxes", true, "every box has XyzMax above XyzMin on all three axes")

	// Volume: the sum of the boxes' volumes must be the prisms' total.
	want := uint64(d.Volume())
	sum, sumOK := uint64(0), true
	for _, b := range g.boxes {
		v, ok := b.Volume()
		var carry uint64
		sum, carry = bits.Add64(sum, v, 0)
		sumOK = sumOK && ok && carry == 0
	}
	switch {
	case !sumOK:
		r.Checkf("volume", false, "the boxes' volumes add up to more than 2^64; the prisms' total is %d", want)
	case sum != want:
		r.Checkf("volume", false, "the boxes' volumes add up to %d, but the prisms' total is %d", sum, want)
	default:
		r.Checkf("volume", true, "the boxes' volumes add up to %d, the prisms' total", want)
	}

	g.classify()
	r.Check("sizes", g.sizesOK(), g.sizesDetail())

	g.overlaps, g.nOverlap = geom.OverlappingBoxes(g.boxes, 1)
	if g.nOverlap == 0 {
		r.Check("overlap", true, "no two boxes overlap")
	} else {
		p := g.overlaps[0]
		r.Checkf("overlap", false, "boxes %d %s and %d %s overlap%s", p[0], boxText(g.boxes[p[0]]), p[1], boxText(g.boxes[p[1]]), verifiers.More(g.nOverlap-1, "pair", "pairs"))
	}

	for i, b := range g.boxes {
		if b.Min[0] < 0 || b.Min[1] < 0 || b.Min[2] < 0 {
			g.negative = append(g.negative, i)
		}
	}
	if len(g.negative) == 0 {
		r.Check("non-negative", true, "every coordinate is 0 or more")
	} else {
		i := g.negative[0]
		r.Checkf("non-negative", false, "box %d %s has a negative coordinate%s", i, boxText(g.boxes[i]), verifiers.More(len(g.negative)-1, "box", "boxes"))
	}

	eff, encl := g.efficiency()
	r.DrawWith(g.overlay)
	if r.Failed() {
		switch {
		case len(g.boxes) == 0:
			r.FailureMode = verifiers.Trivialized
		case g.nOverlap > 0:
			r.FailureMode = verifiers.LocalOnly
		}
		return r.Finish(0)
	}
	score := d.Score(eff)
	pct := strconv.FormatFloat(100*eff, 'f', 2, 64)
	target := "full marks need " + d.TargetPercent() + "%"
	r.Checkf("efficiency", score >= 1, "packing efficiency %s%% (enclosing volume %s = %d×%d×%d); %s", pct, encl, g.ext[0], g.ext[1], g.ext[2], target)
	if score < 1 && score >= 0.9 {
		r.FailureMode = verifiers.NearMiss
	}
	return r.Finish(score)
}

// DecodeValue reads the answer object's boxes (see pickList), noting which
// list it took.
func (a *Answer) DecodeValue(d *Data, v verifiers.Value, _ string) error {
	boxes, _ := v.Get("boxes") // the extractor found the answer by this key
	list, note, err := pickList(boxes)
	if err != nil {
		return err
	}
	a.from = note
	a.Boxes, err = readBoxes(d, list)
	return err
}

// pickList returns the list of boxes. Upstream also accepts a top-level list of
// {"boxes": [...]} objects and grades the one with the most boxes.
func pickList(v verifiers.Value) (verifiers.Value, string, error) {
	items, err := verifiers.Seq(v, "boxes", true)
	if err != nil {
		return v, "", err
	}
	best, bestN, wrapped := -1, -1, 0
	for i, it := range items {
		inner, ok := it.Get("boxes")
		if !ok {
			continue
		}
		wrapped++
		if inner.IsSeq() && len(inner.Items) > bestN {
			best, bestN = i, len(inner.Items)
		}
	}
	switch {
	case wrapped == 0:
		return v, "", nil
	case wrapped < len(items):
		return v, "", verifiers.Errorf("boxes", "mixes box entries with {\"boxes\": ...} objects")
	case best < 0:
		return v, "", verifiers.Errorf("boxes", "none of the %d {\"boxes\": ...} objects holds a list", len(items))
	}
	inner, _ := items[best].Get("boxes")
	return inner, fmt.Sprintf(" (from entry %d of %d answer objects, the one with the most boxes)", best, len(items)), nil
}

// readBoxes reads the boxes, bounding their number first.
func readBoxes(d *Data, v verifiers.Value) ([]Box, error) {
	items, err := verifiers.Seq(v, "boxes", true)
	if err != nil {
		return nil, err
	}
	if limit := 4*d.Count() + 64; len(items) > limit {
		return nil, verifiers.Errorf("boxes", "has %d boxes; only %d prisms were asked for", len(items), d.Count())
	}
	boxes := make([]Box, 0, len(items))
	for i, it := range items {
		p := verifiers.Index("boxes", i)
		var lo, hi verifiers.Value
		switch {
		case it.Kind == verifiers.Dict:
			a, b := cornerKeys(it)
			if a < 0 || b < 0 {
				return nil, verifiers.Errorf(p, "expected an object with XyzMin and XyzMax, found keys %s", strings.Join(it.KeyNames(), ", "))
			}
			lo, hi = it.Items[a], it.Items[b]
		case it.IsSeq() && len(it.Items) == 2:
			lo, hi = it.Items[0], it.Items[1]
		default:
			return nil, verifiers.Errorf(p, "expected {\"XyzMin\": [x, y, z], \"XyzMax\": [x, y, z]}, found %s", it.Describe())
		}
		a, err := point(lo, p+".XyzMin")
		if err != nil {
			return nil, err
		}
		b, err := point(hi, p+".XyzMax")
		if err != nil {
			return nil, err
		}
		boxes = append(boxes, Box{Min: a, Max: b})
	}
	return boxes, nil
}

func point(v verifiers.Value, path string) ([3]int64, error) {
	var out [3]int64
	xs, err := verifiers.Seq(v, path, true)
	if err != nil {
		return out, err
	}
	if len(xs) != 3 {
		return out, verifiers.Errorf(path, "expected 3 coordinates, found %d", len(xs))
	}
	for k, x := range xs {
		n, err := verifiers.Integer(x, verifiers.Index(path, k), intRule)
		if err != nil {
			return out, err
		}
		out[k] = n
	}
	return out, nil
}

// wellFormed rejects boxes without a positive extent on every axis.
func (g *grading) wellFormed() error {
	for i, b := range g.boxes {
		for k := 0; k < 3; k++ {
			if b.Max[k] <= b.Min[k] {
				return verifiers.Errorf(verifiers.Index("boxes", i), "box %s has XyzMax %d not above XyzMin %d on the %c axis", boxText(b), b.Max[k], b.Min[k], "xyz"[k])
			}
		}
	}
	return nil
}

// classify matches each box's sorted extents against the size classes.
func (g *grading) classify() {
	g.counts = make([]int, len(g.d.Classes))
	g.class = make([]int, len(g.boxes))
	for i, b := range g.boxes {
		g.class[i] = -1
		s := sortedSpans(b)
		for c, cl := range g.d.Classes {
			if s == [3]uint64{uint64(cl.Dims[0]), uint64(cl.Dims[1]), uint64(cl.Dims[2])} {
				g.class[i] = c
				g.counts[c]++
				break
			}
		}
		if g.class[i] < 0 {
			g.unknown = append(g.unknown, i)
		}
	}
}

func (g *grading) sizesOK() bool {
	if len(g.unknown) > 0 {
		return false
	}
	for c, cl := range g.d.Classes {
		if g.counts[c] != cl.Count {
			return false
		}
	}
	return true
}

func (g *grading) sizesDetail() string {
	var parts []string
	if len(g.unknown) > 0 {
		i := g.unknown[0]
		s := sortedSpans(g.boxes[i])
		parts = append(parts, fmt.Sprintf("box %d is %d×%d×%d, a size that was not asked for%s", i, s[0], s[1], s[2], verifiers.More(len(g.unknown)-1, "box", "boxes")))
	}
	for c, cl := range g.d.Classes {
		if g.counts[c] != cl.Count {
			parts = append(parts, fmt.Sprintf("%d×%d×%d: expected %d, found %d", cl.Dims[0], cl.Dims[1], cl.Dims[2], cl.Count, g.counts[c]))
		}
	}
	if len(parts) == 0 {
		return fmt.Sprintf("every size appears exactly as often as asked (%d prisms)", g.d.Count())
	}
	return strings.Join(parts, "; ")
}

func sortedSpans(b geom.IntBox) [3]uint64 {
	s := [3]uint64{b.Span(0), b.Span(1), b.Span(2)}
	if s[0] < s[1] {
		s[0], s[1] = s[1], s[0]
	}
	if s[1] < s[2] {
		s[1], s[2] = s[2], s[1]
	}
	if s[0] < s[1] {
		s[0], s[1] = s[1], s[0]
	}
	return s
}

// efficiency is the prisms' volume over the enclosing box [0, max] (the
// largest XyzMax on each axis, at least 0), and that box's volume in words.
func (g *grading) efficiency() (float64, string) {
	for _, b := range g.boxes {
		for k := 0; k < 3; k++ {
			g.ext[k] = max(g.ext[k], b.Max[k])
		}
	}
	e, ok := geom.IntBox{Max: g.ext}.Volume()
	if !ok {
		return 0, "beyond 2^64"
	}
	if e == 0 {
		return 0, "0"
	}
	return float64(g.d.Volume()) / float64(e), strconv.FormatUint(e, 10)
}

func boxText(b geom.IntBox) string {
	return fmt.Sprintf("[%d,%d]×[%d,%d]×[%d,%d]", b.Min[0], b.Max[0], b.Min[1], b.Max[1], b.Min[2], b.Max[2])
}
