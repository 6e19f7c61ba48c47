package twosegments

import (
	"math/big"

	"github.com/scbench/scbench/geom"
)

// cut splits a convex polygon (counter-clockwise, exact) by two chords and
// returns the faces, each counter-clockwise. Each chord's endpoints lie on the
// polygon's boundary, so within the polygon the chord is all of its line:
// splitting every piece by the chord's line gives exactly the faces of the
// arrangement of the polygon's edges and the chords, with every vertex of the
// arrangement on the faces it bounds. A chord that is a point, or that does not
// cross a piece's interior (it runs along an edge, or repeats the first
// chord), leaves the piece whole.
func cut(poly []geom.Rat2, chords [2][2]geom.Rat2) [][]geom.Rat2 {
	faces := [][]geom.Rat2{poly}
	for _, ch := range chords {
		if ch[0].Equal(ch[1]) {
			continue
		}
		var next [][]geom.Rat2
		for _, f := range faces {
			l, r, ok := split(f, ch[0], ch[1])
			if ok {
				next = append(next, l, r)
			} else {
				next = append(next, f)
			}
		}
		faces = next
	}
	return faces
}

// split cuts a convex polygon by the line through a and b into the parts left
// and right of it. ok is false when the line does not cross the interior.
//
// The line is kept as A·x + B·y + C = 0 (positive on its left), so each vertex
// costs two products, and an edge crossing it is cut at the fraction
// s_i/(s_i - s_j) of its signed values.
func split(poly []geom.Rat2, a, b geom.Rat2) (left, right []geom.Rat2, ok bool) {
	A := new(big.Rat).Sub(a[1], b[1])
	B := new(big.Rat).Sub(b[0], a[0])
	C := new(big.Rat).Mul(a[0], b[1])
	C.Sub(C, new(big.Rat).Mul(a[1], b[0]))
	val := make([]*big.Rat, len(poly))
	pos, neg := false, false
	for i, p := range poly {
		v := new(big.Rat).Mul(A, p[0])
		v.Add(v, new(big.Rat).Mul(B, p[1]))
		val[i] = v.Add(v, C)
		pos = pos || v.Sign() > 0
		neg = neg || v.Sign() < 0
	}
	if !pos || !neg {
		return nil, nil, false
	}
	for i, p := range poly {
		j := (i + 1) % len(poly)
		si, sj := val[i].Sign(), val[j].Sign()
		if si >= 0 {
			left = append(left, p)
		}
		if si <= 0 {
			right = append(right, p)
		}
		if si*sj < 0 {
			t := new(big.Rat).Sub(val[i], val[j])
			t.Quo(val[i], t)
			q := poly[j]
			x := new(big.Rat).Sub(q[0], p[0])
			x.Mul(x, t).Add(x, p[0])
			y := new(big.Rat).Sub(q[1], p[1])
			y.Mul(y, t).Add(y, p[1])
			left = append(left, geom.Rat2{x, y})
			right = append(right, geom.Rat2{x, y})
		}
	}
	return left, right, true
}

// classify counts the faces' shapes as upstream does: every corner is rounded
// to the given decimals, coinciding neighbours merge, and then, repeatedly,
// the first corner whose cross product with its neighbours rounds to 0 is
// dropped. toWorld maps a face's coordinates to the prompt's, for drawing.
func (v *verdict) classify(faces [][]geom.Rat2, decimals int, toWorld func(x, y float64) [2]float64) {
	for _, f := range faces {
		ring := make([][2]float64, len(f))
		world := make([][2]float64, len(f))
		for i, p := range f {
			q := p.Vec2()
			ring[i] = [2]float64{PyRound(q[0], decimals), PyRound(q[1], decimals)}
			world[i] = toWorld(q[0], q[1])
		}
		n := len(mergeRing(ring, decimals))
		v.Faces = append(v.Faces, face{Ring: world, Corners: n})
		v.Counts.Add(n)
	}
}

// mergeRing drops repeated corners and corners that are straight at the given
// precision.
func mergeRing(ring [][2]float64, decimals int) [][2]float64 {
	var out [][2]float64
	for _, p := range ring {
		if len(out) == 0 || out[len(out)-1] != p {
			out = append(out, p)
		}
	}
	if len(out) > 1 && out[0] == out[len(out)-1] {
		out = out[:len(out)-1]
	}
	for len(out) >= 3 {
		dropped := false
		for i := range out {
			prev, cur, next := out[(i+len(out)-1)%len(out)], out[i], out[(i+1)%len(out)]
			cross := float64((cur[0]-prev[0])*(next[1]-prev[1])) - float64((cur[1]-prev[1])*(next[0]-prev[0]))
			if PyRound(cross, decimals) == 0 {
				out = append(out[:i], out[i+1:]...)
				dropped = true
				break
			}
		}
		if !dropped {
			break
		}
	}
	return out
}
