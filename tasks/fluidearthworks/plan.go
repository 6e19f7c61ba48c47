package fluidearthworks

// Reading a plan. Upstream's grader tolerated much, and scores depend on it,
// so the same boxes do the same here: a coordinate is cut toward zero to a
// whole voxel (2.7 is 2, -0.5 is 0), a numeric string or a boolean is read
// as Python's int() reads it, elements after the third are ignored, a
// missing corner is [0, 0, 0] and a missing material is air. A box that
// upstream skipped (fewer than three coordinates, a corner outside the
// world, a minimum above its maximum) or ignored (a material other than
// exactly "Rock" or "Air") changes nothing here either; so does a box whose
// coordinates are not numbers at all, where upstream's grader crashed. Each
// such box is named in the report. Only an earthworks value that is not a
// list, or an element that is not an object, rejects the plan.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// plan is an answer's earthworks as the simulation applies them.
type plan struct {
	boxes int    // boxes listed
	edits []Edit // the boxes that change the world, in order
	// applied[i] is the index in the answer of edits[i].
	applied []int
	notes   []note // boxes skipped or read with a remark, in order
	// skipped are the boxes that change nothing but could be drawn: inside
	// the world's coordinate range on every axis once sorted.
	skipped []Edit
}

// note is a remark on one box of a plan.
type note struct {
	box     int
	text    string
	skipped bool
}

// DecodeValue reads the boxes: a list of at most MaxBoxes objects, each read
// as leniently as upstream read it (see Box.decode). Only a list that is not
// one, or an element that is not an object, is refused.
func (e *Earthworks) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if len(items) > MaxBoxes {
		return verifiers.Errorf(path, "has %d boxes; the limit is %d", len(items), MaxBoxes)
	}
	*e = make(Earthworks, len(items))
	for i, it := range items {
		if it.Kind != verifiers.Dict {
			return verifiers.Errorf(verifiers.Index(path, i), "expected a box {\"xyzMin\": [x, y, z], \"xyzMax\": [x, y, z], \"material\": \"Rock\" or \"Air\"}, found %s", it.Describe())
		}
		(*e)[i].decode(it)
	}
	return nil
}

// boxRead is how a box was read: what the plan needs to apply it, or to say
// why it changes nothing, besides the box's fields.
type boxRead struct {
	lo, hi cornerRead
	// why says why a corner cannot be read ("" when both can).
	why string
	// noMaterial is set when the box gives none (it is air); badMaterial
	// says what it gives when that is neither "Rock" nor "Air".
	noMaterial  bool
	badMaterial string
}

// decode reads a box object.
func (b *Box) decode(box verifiers.Value) {
	var loWhy, hiWhy string
	b.read.lo, loWhy = corner(box, "xyzMin")
	b.read.hi, hiWhy = corner(box, "xyzMax")
	b.read.why = loWhy
	if b.read.why == "" {
		b.read.why = hiWhy
	}
	for a := 0; a < 3; a++ {
		b.XYZMin[a], b.XYZMax[a] = int(b.read.lo.v[a]), int(b.read.hi.v[a])
	}
	mat, ok := box.Get("material")
	switch {
	case !ok:
		b.read.noMaterial = true
	case mat.Kind == verifiers.String && (mat.Text == "Rock" || mat.Text == "Air"):
		b.Material = mat.Text
	default:
		hint := ""
		if mat.Kind == verifiers.String && (strings.EqualFold(mat.Text, "rock") || strings.EqualFold(mat.Text, "air")) {
			hint = "; they are spelt exactly so"
		}
		b.read.badMaterial = fmt.Sprintf("has material %s (neither Rock nor Air%s)", mat.Describe(), hint)
	}
}

// planOf is an answer's earthworks, as DecodeValue read them, as the
// simulation applies them to an n-wide world.
func planOf(boxes Earthworks, n int) *plan {
	p := &plan{boxes: len(boxes)}
	for i, b := range boxes {
		p.read(i, b, n)
	}
	return p
}

func (p *plan) note(box int, skipped bool, format string, args ...any) {
	p.notes = append(p.notes, note{box: box, text: fmt.Sprintf(format, args...), skipped: skipped})
}

// read applies box i, or notes why it changes nothing.
func (p *plan) read(i int, b Box, n int) {
	lo, hi := b.read.lo, b.read.hi
	if b.read.why != "" {
		p.note(i, true, "%s: skipped", b.read.why)
		return
	}
	var remarks []string
	for _, c := range []struct {
		key string
		c   cornerRead
	}{{"xyzMin", lo}, {"xyzMax", hi}} {
		switch {
		case c.c.missing:
			remarks = append(remarks, fmt.Sprintf("has no %s (read as [0, 0, 0])", c.key))
		case c.c.cut:
			remarks = append(remarks, fmt.Sprintf("has %s %s (cut to the whole voxel %s)", c.key, c.c.text, c.c.pos))
		}
	}
	limit := [3]int64{int64(n - 1), int64(n - 1), Height - 1}
	axes := "xyz"
	for a := 0; a < 3; a++ {
		for _, v := range []int64{lo.v[a], hi.v[a]} {
			if v < 0 || v > limit[a] {
				p.note(i, true, "reaches %s (outside 0 to %d): skipped", reach(axes[a], v), limit[a])
				return
			}
		}
		if lo.v[a] > hi.v[a] {
			p.note(i, true, "has xyzMin %c = %d above xyzMax %c = %d: skipped", axes[a], lo.v[a], axes[a], hi.v[a])
			p.skipped = append(p.skipped, edit(lo.v, hi.v, false))
			return
		}
	}
	switch {
	case b.read.noMaterial:
		remarks = append(remarks, "has no material (read as Air)")
	case b.read.badMaterial != "":
		p.note(i, true, "%s: changed nothing", b.read.badMaterial)
		p.skipped = append(p.skipped, edit(lo.v, hi.v, false))
		return
	}
	if len(remarks) > 0 {
		p.note(i, false, "%s", joinAnd(remarks))
	}
	p.edits = append(p.edits, edit(lo.v, hi.v, b.Material == "Rock"))
	p.applied = append(p.applied, i)
}

// edit is the box between two corners inside the world, whichever way
// round they are given.
func edit(lo, hi [3]int64, rock bool) Edit {
	e := Edit{Rock: rock}
	for a := 0; a < 3; a++ {
		e.Min[a], e.Max[a] = int(min(lo[a], hi[a])), int(max(lo[a], hi[a]))
	}
	return e
}

// reach says where a coordinate outside the world lies: "x = 16", or "x far
// outside the world" for the absurd ones.
func reach(axis byte, v int64) string {
	if v > 1e6 || v < -1e6 {
		return string(axis) + " far outside the world"
	}
	return string(axis) + " = " + strconv.FormatInt(v, 10)
}

// cornerRead is one corner of a box as read.
type cornerRead struct {
	v       [3]int64
	missing bool   // absent: [0, 0, 0]
	cut     bool   // a coordinate had a fraction
	text    string // the corner as written, when cut
	pos     string // the corner as read, when cut
}

// corner reads a box's corner; why says why it cannot be read.
func corner(box verifiers.Value, key string) (cornerRead, string) {
	var c cornerRead
	v, ok := box.Get(key)
	if !ok {
		c.missing = true
		return c, ""
	}
	if !v.IsSeq() {
		return c, fmt.Sprintf("has %s = %s (not a list of three numbers)", key, v.Describe())
	}
	if len(v.Items) < 3 {
		return c, fmt.Sprintf("has an %s of %s (a corner needs 3)", key, verifiers.Count(len(v.Items), "number", "numbers"))
	}
	for a := 0; a < 3; a++ {
		x, cut, why := coordinate(v.Items[a])
		if why != "" {
			return c, fmt.Sprintf("has %s[%d] = %s", key, a, why)
		}
		c.v[a] = x
		c.cut = c.cut || cut
	}
	if c.cut {
		c.text = wire.Clip(verifiers.Value{Kind: verifiers.List, Items: v.Items[:3]}.JSON(), 60)
		c.pos = fmt.Sprintf("[%d, %d, %d]", c.v[0], c.v[1], c.v[2])
	}
	return c, ""
}

// farOut stands for a coordinate far outside any world.
const farOut = math.MaxInt32

// coordinate reads one coordinate as Python's int() does, reporting whether
// a fraction was cut off, or why it cannot be read.
func coordinate(v verifiers.Value) (int64, bool, string) {
	switch v.Kind {
	case verifiers.Int:
		if v.Big {
			return farOut, false, ""
		}
		return clampCoord(v.Int), false, ""
	case verifiers.Float:
		if math.IsNaN(v.Float) || math.IsInf(v.Float, 0) {
			return 0, false, v.Describe() + " (not a finite number)"
		}
		t := math.Trunc(v.Float)
		if math.Abs(t) > farOut {
			return farOut, false, ""
		}
		return int64(t), t != v.Float, ""
	case verifiers.Bool:
		if v.Bool {
			return 1, false, ""
		}
		return 0, false, ""
	case verifiers.String:
		if x, err := strconv.ParseInt(strings.TrimSpace(v.Text), 10, 64); err == nil {
			return clampCoord(x), false, ""
		}
	}
	return 0, false, v.Describe() + " (not a number)"
}

func clampCoord(x int64) int64 { return max(-farOut, min(farOut, x)) }
