package packprisms

import (
	"fmt"
	"math"
	"slices"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
)

// fold lays a long, thin packing out for the eye, as a long line of text is
// wrapped: a packing many times longer than it is wide would be a thin rod in
// which boxes are a few pixels across, so it is cut across its long axis into
// lengths laid side by side. Every box keeps its place within its length; a
// box that crosses a cut is drawn in two parts. Only the picture is folded:
// the grader sees the answer's own coordinates.
type fold struct {
	long, side int     // the axis cut into lengths, the axis they are laid along
	from       int64   // where the first length starts on the long axis
	length     int64   // each length along the long axis
	pitch      float64 // the distance between lengths along the side axis
	n          int     // the number of lengths; 1 draws the packing as it is
}

// rod is how many times longer than wide a packing must be to be folded
// (and endToEnd how many of its boxes must lie along it).
const rod = 4

// newFold decides how to lay out a packing of the given boxes whose far
// corner from the origin is ext.
func newFold(boxes []geom.IntBox, ext [3]int64) fold {
	f := fold{n: 1}
	long := 0
	for k := 1; k < 3; k++ {
		if ext[k] > ext[long] {
			long = k
		}
	}
	// the lengths lie side by side on the ground: along the other ground
	// axis, or along x for a tall tower
	side := 1 - long
	if long == 2 {
		side = 0
	}
	across := max(ext[(long+1)%3], ext[(long+2)%3], 1)
	step := typicalLength(boxes, long)
	// a rod of a few boxes end to end shows them well enough as it is
	if ext[long] <= rod*across || ext[long] <= endToEnd*step {
		return f
	}
	from := int64(0)
	for _, b := range boxes {
		from = min(from, b.Min[long])
	}
	span := float64(ext[long] - from)
	gap := math.Max(1, float64(0.3*float64(ext[side])))
	pitch := float64(ext[side]) + gap
	n := int(math.Round(math.Sqrt(span / pitch)))
	n = min(max(n, 2), 12)
	// lengths a whole number of typical boxes long cut fewer boxes in two
	length := int64(math.Ceil(span / float64(n)))
	length = (length + step - 1) / step * step
	n = int((int64(span) + length - 1) / length)
	if n < 2 {
		return f
	}
	return fold{long: long, side: side, from: from, length: length, pitch: pitch, n: n}
}

// endToEnd is how many typical boxes must fit end to end along a rod for it
// to be folded.
const endToEnd = 12

// typicalLength is the length along an axis of the box that most of the
// boxes' total length along it lies in, sorted by length: the median weighted
// by length (at least 1), so that a few big boxes outweigh many small ones
// that take up less of the rod.
func typicalLength(boxes []geom.IntBox, axis int) int64 {
	if len(boxes) == 0 {
		return 1
	}
	ls := make([]int64, len(boxes))
	total := int64(0)
	for i, b := range boxes {
		ls[i] = max(b.Max[axis]-b.Min[axis], 0)
		total += ls[i]
	}
	slices.Sort(ls)
	seen := int64(0)
	for _, l := range ls {
		if seen += l; 2*seen >= total {
			return max(l, 1)
		}
	}
	return 1
}

// pieces returns the parts of a box as drawn: minimum corners and sizes.
func (f fold) pieces(b geom.IntBox) (mins, sizes [][3]float64) {
	if f.n == 1 {
		return [][3]float64{f64(b.Min)}, [][3]float64{size(b)}
	}
	lo, hi := b.Min[f.long], b.Max[f.long]
	for k := f.index(lo); k <= f.index(hi-1) && k < f.n; k++ {
		start := f.from + int64(k)*f.length
		a, c := max(lo, start), min(hi, start+f.length)
		if k == f.n-1 {
			c = hi // the last length takes what is left
		}
		if a >= c {
			continue
		}
		m := f64(b.Min)
		s := size(b)
		m[f.long] = float64(a - int64(k)*f.length)
		s[f.long] = float64(c - a)
		m[f.side] += float64(float64(k) * f.pitch)
		mins, sizes = append(mins, m), append(sizes, s)
	}
	return mins, sizes
}

// index is the length that a coordinate on the long axis falls in.
func (f fold) index(c int64) int {
	if c <= f.from {
		return 0
	}
	return int(min((c-f.from)/f.length, int64(f.n-1)))
}

// add draws a box into a set of boxes, folded.
func (f fold) add(bs *scene.Boxes, b geom.IntBox) {
	mins, sizes := f.pieces(b)
	for i := range mins {
		bs.Add(mins[i][0], mins[i][1], mins[i][2], sizes[i][0], sizes[i][1], sizes[i][2])
	}
}

// frame draws the enclosing box [0, ext] as dashed edges, one per length.
func (f fold) frame(ls *scene.Lines, ext [3]int64) {
	whole := geom.IntBox{Max: ext}
	mins, sizes := f.pieces(whole)
	for i := range mins {
		m, s := mins[i], sizes[i]
		for _, e := range [][6]float64{
			{0, 0, 0, 1, 0, 0}, {0, 1, 0, 1, 1, 0}, {0, 0, 1, 1, 0, 1}, {0, 1, 1, 1, 1, 1},
			{0, 0, 0, 0, 1, 0}, {1, 0, 0, 1, 1, 0}, {0, 0, 1, 0, 1, 1}, {1, 0, 1, 1, 1, 1},
			{0, 0, 0, 0, 0, 1}, {1, 0, 0, 1, 0, 1}, {0, 1, 0, 0, 1, 1}, {1, 1, 0, 1, 1, 1},
		} {
			ls.Segment(m[0]+float64(e[0]*s[0]), m[1]+float64(e[1]*s[1]), m[2]+float64(e[2]*s[2]),
				m[0]+float64(e[3]*s[0]), m[1]+float64(e[4]*s[1]), m[2]+float64(e[5]*s[2]))
		}
	}
}

// labels names where each length starts, and caption says how the picture
// is folded; both are empty for a packing drawn as it is.
func (f fold) labels(ext [3]int64) ([]scene.Label, string) {
	if f.n == 1 {
		return nil, ""
	}
	axis := "xyz"[f.long : f.long+1]
	var out []scene.Label
	for k := 0; k < f.n; k++ {
		var at [3]float64
		at[f.long] = 0
		at[f.side] = float64(float64(k)*f.pitch) + float64(float64(ext[f.side])/2)
		at[2] = float64(ext[2]) + float64(0.05*float64(f.length))
		if f.long == 2 {
			at[2] = float64(f.length) + float64(0.05*float64(f.length))
		}
		out = append(out, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "answer"}, Text: fmt.Sprintf("%s from %d", axis, f.from+int64(k)*f.length), At: at, Size: 11})
	}
	caption := fmt.Sprintf("The packing is %d long along %s and at most %d across, so it is drawn cut into %d lengths of %d laid side by side, each labelled with where it starts; boxes keep their places within a length.",
		ext[f.long]-f.from, axis, max(ext[(f.long+1)%3], ext[(f.long+2)%3]), f.n, f.length)
	return out, caption
}

// extent is the far corner of the folded picture.
func (f fold) extent(ext [3]int64) [3]float64 {
	e := f64(ext)
	if f.n > 1 {
		e[f.long] = float64(f.length)
		e[f.side] = float64(float64(f.n-1)*f.pitch) + float64(ext[f.side])
	}
	return e
}

func f64(v [3]int64) [3]float64 { return [3]float64{float64(v[0]), float64(v[1]), float64(v[2])} }

func size(b geom.IntBox) [3]float64 {
	return [3]float64{float64(b.Max[0] - b.Min[0]), float64(b.Max[1] - b.Min[1]), float64(b.Max[2] - b.Min[2])}
}
