package mesh

import (
	"errors"
	"fmt"

	"github.com/scbench/scbench/geom"
)

// Triangulation splits every face of a mesh into triangles that cover it
// exactly, wound like the face. Faces are triangulated in the plane that
// drops the axis their normal leans on most, with exact predicates: convex
// faces as a fan, others by ear clipping. A corner lying on the straight
// line between its neighbours becomes a zero-area triangle rather than
// disappearing, so that every edge of the face, split or not, is an edge of
// its triangles and neighbouring faces' triangles meet edge to edge.
type Triangulation struct {
	Tris [][3]int // vertex indices
	Face []int    // the face each triangle covers part of
}

// FaceError says why a face could not be triangulated.
type FaceError struct {
	Face int
	Msg  string
}

func (e *FaceError) Error() string { return e.Msg }

func asFaceError(err error, fe **FaceError) bool { return errors.As(err, fe) }

// errWork is returned when the work budget runs out.
var errWork = errors.New("the faces are too complex to triangulate within the work limit")

// Triangulate triangulates every face (see Triangulation). It fails on a
// face whose outline crosses or touches itself, naming it, and when the work
// budget (decremented as it goes) runs out. Faces whose corners are all
// collinear become fans of zero-area triangles.
func Triangulate(m *Mesh, work *int) (*Triangulation, error) {
	t := &Triangulation{}
	for i, f := range m.Faces {
		if len(f) == 3 {
			t.add(i, f[0], f[1], f[2])
			continue
		}
		if err := t.face(m, i, work); err != nil {
			return t, err
		}
	}
	return t, nil
}

func (t *Triangulation) add(face, a, b, c int) {
	t.Tris = append(t.Tris, [3]int{a, b, c})
	t.Face = append(t.Face, face)
}

// projection returns the face's corners in the plane that drops the axis its
// Newell normal leans on most, keeping the orientation (the corners run
// counter-clockwise in 2D when the face does about its normal), and whether
// that is possible (false for a face without area).
func projection(m *Mesh, f []int) ([]geom.Vec2, bool) {
	n := geom.NewellNormal(m.Verts, f)
	k := 0
	for j := 1; j < 3; j++ {
		if abs(n[j]) > abs(n[k]) {
			k = j
		}
	}
	if n[k] == 0 {
		return nil, false
	}
	u, v := (k+1)%3, (k+2)%3
	if n[k] < 0 {
		u, v = v, u // mirror the plane so that the face runs counter-clockwise
	}
	pts := make([]geom.Vec2, len(f))
	for i, idx := range f {
		p := m.Verts[idx]
		pts[i] = geom.Vec2{p[u], p[v]}
	}
	return pts, true
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func (t *Triangulation) face(m *Mesh, fi int, work *int) error {
	f := m.Faces[fi]
	k := len(f)
	pts, ok := projection(m, f)
	if !ok {
		for i := 1; i+1 < k; i++ {
			t.add(fi, f[0], f[i], f[i+1])
		}
		return nil
	}
	*work -= k * k
	if *work < 0 {
		return errWork
	}
	if err := simple(m, fi, pts); err != nil {
		return err
	}
	convex := true // strictly: a corner on a straight line would make a fan leave a T-junction
	for i := range pts {
		if geom.Orient2D(pts[(i+k-1)%k], pts[i], pts[(i+1)%k]) <= 0 {
			convex = false
			break
		}
	}
	if convex {
		for i := 1; i+1 < k; i++ {
			t.add(fi, f[0], f[i], f[i+1])
		}
		return nil
	}
	return t.earClip(m, fi, pts, work)
}

// simple checks that the face's outline neither crosses nor touches itself
// (beyond neighbouring edges sharing their corner) and never doubles back.
func simple(m *Mesh, fi int, pts []geom.Vec2) error {
	k := len(pts)
	for i := 0; i < k; i++ {
		a, b := pts[i], pts[(i+1)%k]
		c := pts[(i+2)%k]
		// The next edge must not fold back over this one.
		if geom.Orient2D(a, b, c) == 0 && doublesBack(a, b, c) {
			return &FaceError{fi, fmt.Sprintf("%s doubles back on itself at vertex %d", m.FaceString(fi), m.Faces[fi][(i+1)%k])}
		}
		for j := i + 2; j < k; j++ {
			if i == 0 && j == k-1 {
				continue // neighbours through corner 0
			}
			if geom.SegmentsTouch(a, b, pts[j], pts[(j+1)%k]) {
				return &FaceError{fi, fmt.Sprintf("%s crosses itself: its edges %d–%d and %d–%d meet", m.FaceString(fi),
					m.Faces[fi][i], m.Faces[fi][(i+1)%k], m.Faces[fi][j], m.Faces[fi][(j+1)%k])}
			}
		}
	}
	return nil
}

// doublesBack reports whether, for collinear a, b, c with a ≠ b, the path
// a→b→c turns back at b, compared exactly on an axis along which a and b
// differ.
func doublesBack(a, b, c geom.Vec2) bool {
	ax := 0
	if a[0] == b[0] {
		ax = 1
	}
	return (b[ax] > a[ax]) != (c[ax] > b[ax]) || c[ax] == b[ax]
}

// earClip triangulates a simple counter-clockwise polygon by cutting off
// ears: corners whose triangle with their neighbours turns left and holds no
// other corner, boundary included, so that no corner ends up on a triangle's
// edge without being its corner. Only when a whole round finds no such ear
// is a corner lying on the straight line between its neighbours cut off, as
// a zero-area triangle.
func (t *Triangulation) earClip(m *Mesh, fi int, pts []geom.Vec2, work *int) error {
	f := m.Faces[fi]
	k := len(pts)
	next, prev := make([]int, k), make([]int, k)
	for i := range pts {
		next[i], prev[i] = (i+1)%k, (i+k-1)%k
	}
	left, i, stall := k, 0, 0
	straight := -1 // a corner on a straight line seen in this round
	for left > 3 {
		p, n := prev[i], next[i]
		ear := false
		switch o := geom.Orient2D(pts[p], pts[i], pts[n]); {
		case o == 0:
			straight = i
		case o > 0:
			ear = true
			*work -= left
			for j := next[n]; j != p; j = next[j] {
				q := pts[j]
				if geom.Orient2D(pts[p], pts[i], q) >= 0 && geom.Orient2D(pts[i], pts[n], q) >= 0 && geom.Orient2D(pts[n], pts[p], q) >= 0 {
					ear = false
					break
				}
			}
		}
		if *work < 0 {
			return errWork
		}
		if !ear {
			i = n
			if stall++; stall < left {
				continue
			}
			if straight < 0 {
				return &FaceError{fi, fmt.Sprintf("%s could not be triangulated: it is not a simple polygon", m.FaceString(fi))}
			}
			i = straight
			p, n = prev[i], next[i]
		}
		t.add(fi, f[p], f[i], f[n])
		next[p], prev[n] = n, p
		left--
		stall, straight = 0, -1
		i = p
	}
	t.add(fi, f[prev[i]], f[i], f[next[i]])
	return nil
}
