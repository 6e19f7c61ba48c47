package mesh

import (
	"fmt"

	"github.com/scbench/scbench/geom"
)

// CheckShells is the last check: every shell must bound material on its
// back and empty space on its front, so that no region is covered twice and
// no shell is inside out. It needs a closed, consistently wound surface that
// does not pass through itself.
const CheckShells = "shells"

// Shells groups the faces into shells: sets connected through shared edges.
// It returns the shell of every face and the number of shells; shells are
// numbered by their lowest face.
func Shells(m *Mesh) (shell []int, n int) {
	sets := geom.NewDisjointSets(len(m.Faces))
	owner := map[Edge]int{}
	for i, f := range m.Faces {
		for j, a := range f {
			e := Edge{a, f[(j+1)%len(f)]}.undirected()
			if o, ok := owner[e]; ok {
				sets.Union(o, i)
			} else {
				owner[e] = i
			}
		}
	}
	shell = make([]int, len(m.Faces))
	id := map[int]int{}
	for i := range m.Faces {
		r := sets.Find(i)
		k, ok := id[r]
		if !ok {
			k = n
			id[r] = k
			n++
		}
		shell[i] = k
	}
	return shell, n
}

// CrossingX is the signed crossing of the ray from p along +x with the
// triangle abc: +1 when the ray passes through it in the direction of its
// right-handed normal (leaving a solid whose faces point out), −1 against
// it, 0 when it misses or runs parallel. It is exact: the
// ray is tested in the yz plane with Simulation of Simplicity (p nudged by
// (ε, ε²) there), so a ray through a shared edge or corner crosses exactly
// one of the triangles around it, and a closed surface is crossed an
// integral number of times in total. Whether the crossing lies ahead of p
// is decided by the sign of Orient3D; a p lying on the triangle counts as
// not crossing it.
func CrossingX(a, b, c, p Vec3) int {
	s := CoversSoS(geom.Vec2{a[1], a[2]}, geom.Vec2{b[1], b[2]}, geom.Vec2{c[1], c[2]}, geom.Vec2{p[1], p[2]})
	if s == 0 {
		return 0
	}
	// The line meets the plane ahead of p when p lies behind the plane as
	// seen along the ray: on the side the normal does not point to, when the
	// normal has a positive x component.
	o := geom.Orient3D(a, b, c, p)
	if o == 0 || o == s {
		return 0
	}
	return s
}

// CoversSoS reports whether the triangle abc covers the point p nudged to
// p + (ε, ε²) for an infinitesimal ε > 0 (Simulation of Simplicity): it
// returns the triangle's orientation (+1 counter-clockwise, −1 clockwise)
// when it does, 0 when it does not or has no area. The nudged point is never
// on an edge, so of the triangles around a shared edge or corner of a
// consistently oriented surface exactly the right number cover it: the
// basis of exact, watertight ray casting. Points must be finite.
func CoversSoS(a, b, c, p geom.Vec2) int {
	s := geom.Orient2D(a, b, c)
	if s == 0 || sosOrient(a, b, p) != s || sosOrient(b, c, p) != s || sosOrient(c, a, p) != s {
		return 0
	}
	return s
}

// sosOrient is Orient2D(a, b, p) with p moved to p + (ε, ε²) for an
// infinitesimal ε > 0: never zero for a ≠ b.
func sosOrient(a, b, p geom.Vec2) int {
	if o := geom.Orient2D(a, b, p); o != 0 {
		return o
	}
	// (b−a)×(p+(ε,ε²)−a) = 0 + (a_y − b_y)·ε + (b_x − a_x)·ε².
	switch {
	case a[1] > b[1]:
		return 1
	case a[1] < b[1]:
		return -1
	case b[0] > a[0]:
		return 1
	case b[0] < a[0]:
		return -1
	}
	return 0
}

// shells runs CheckShells. A point on a shell (a corner of its first
// non-degenerate triangle, nudged nowhere: the crossing test is exact) sees
// the other shells' winding number w; the shell's front must face winding 0
// and its back winding 1, so w must be 0 for an outward shell and 1 for an
// inward one (a cavity).
func (v *validator) shells(tris *Triangulation) {
	shell, n := Shells(v.m)
	if n == 1 {
		v.pass(CheckShells, "the surface is one shell")
		return
	}
	vol := make([]float64, n)
	for i, f := range v.m.Faces {
		a := v.m.Verts[f[0]]
		for j := 1; j+1 < len(f); j++ {
			vol[shell[i]] += geom.Dot3(a, geom.Cross3(v.m.Verts[f[j]], v.m.Verts[f[j+1]]))
		}
	}
	first := make([]int, n) // a face of each shell
	for i := range first {
		first[i] = -1
	}
	for i := range v.m.Faces {
		if first[shell[i]] < 0 {
			first[shell[i]] = i
		}
	}
	work := v.lim.maxWork()
	for s := 0; s < n; s++ {
		// A point inside a face of the shell: the centroid of its first
		// triangle of positive area.
		var p Vec3
		found := false
		for t, tr := range tris.Tris {
			if shell[tris.Face[t]] != s {
				continue
			}
			a, b, c := v.m.Verts[tr[0]], v.m.Verts[tr[1]], v.m.Verts[tr[2]]
			if !collinear3(a, b, c) {
				p = Vec3{(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3}
				found = true
				break
			}
		}
		if !found {
			continue
		}
		w := 0
		for t, tr := range tris.Tris {
			if shell[tris.Face[t]] == s {
				continue
			}
			if work--; work < 0 {
				v.fail(Finding{Check: CheckShells, Detail: fmt.Sprintf("the %d shells are too many to check how they nest", n)})
				return
			}
			w += CrossingX(v.m.Verts[tr[0]], v.m.Verts[tr[1]], v.m.Verts[tr[2]], p)
		}
		faces := shellFaces(shell, s)
		switch {
		case vol[s] > 0 && w != 0:
			v.fail(Finding{Check: CheckShells, Detail: fmt.Sprintf("the shell of %s lies inside the solid bounded by another shell with the same orientation: the space inside it is covered twice (an inner shell must be wound inwards, as a cavity)", faceRange(faces)), Faces: faces})
			return
		case vol[s] < 0 && w != 1:
			v.fail(Finding{Check: CheckShells, Detail: fmt.Sprintf("the shell of %s is inside out: its normals point into the space it encloses, which no other shell makes solid", faceRange(faces)), Faces: faces})
			return
		}
	}
	v.pass(CheckShells, fmt.Sprintf("the %d shells nest properly: every region is inside the solid once or not at all", n))
}

func shellFaces(shell []int, s int) []int {
	var out []int
	for i, k := range shell {
		if k == s {
			out = append(out, i)
		}
	}
	return out
}

// faceRange names a set of faces: "faces 6 to 11", "faces 0, 2, 5", "face 4".
func faceRange(fs []int) string {
	if len(fs) == 1 {
		return fmt.Sprintf("face %d", fs[0])
	}
	if fs[len(fs)-1]-fs[0] == len(fs)-1 {
		return fmt.Sprintf("faces %d to %d", fs[0], fs[len(fs)-1])
	}
	return "faces " + intList(fs, 6)
}
