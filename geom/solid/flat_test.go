package solid

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
)

// The new face of a clip, found by walking the cut edges (linkRing), is the
// face the angular sort (orderRing) makes, corner for corner from the same
// first corner: the volumes fanned from it are the same to the bit. The
// walk must also be the path taken, not the sort it falls back on.
func TestLinkRingIsOrderRing(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 19))
	sphere, _ := Sphere(5, 24)
	box, _ := Box(Vec3{-3, -2, -1}, Vec3{4, 2, 3})
	shapes := []*Convex{sphere, box, box.Transform(RotateDegrees(30, 45, 60))}
	walked, rings := 0, 0
	var bufs [2]flatPoly
	var sc flatScratch
	for trial := range 3000 {
		c := shapes[trial%len(shapes)]
		cur, other := &bufs[0], &bufs[1]
		cur.load(c)
		// Up to four planes through points near the middle: later clips
		// cut the faces earlier ones made.
		for range 1 + r.IntN(4) {
			n := geom.Normalize3(Vec3{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()})
			at := Vec3{r.Float64() * 2, r.Float64() * 2, r.Float64() * 2}
			p := Plane{N: n, D: geom.Dot3(n, at)}
			if trial%7 == 0 {
				// through a vertex of the polytope, which the tolerance
				// puts on the plane
				p.D = geom.Dot3(n, cur.v[r.IntN(len(cur.v))])
			}
			if cur.clip(p, other, &sc) != 1 {
				continue
			}
			cur, other = other, cur
			last := cur.faces() - 1
			if cur.planes[last] != p {
				continue
			}
			rings++
			face := slices.Clone(cur.face(last))
			sc.ring = append(sc.ring[:0], face...)
			slices.Sort(sc.ring)
			sorted := slices.Clone(sc.orderRing(cur.v, p.N))
			if !slices.Equal(face, sorted) {
				t.Fatalf("trial %d: the walk gave %v, the sort %v", trial, face, sorted)
			}
			// sc.links still holds the clip's links: walk them again.
			slices.Sort(sc.ring)
			if sc.linkRing(cur.v, p.N) {
				walked++
			}
		}
	}
	if rings < 3000 || walked < rings*95/100 {
		t.Errorf("%d of %d new faces were walked; want nearly all (of at least 3000)", walked, rings)
	}
}

// An Outline is not changed by measuring: several Columns measuring
// against one at once get what each gets alone. (Run it with -race.)
func TestOutlineShared(t *testing.T) {
	parts, m := bigUnion(t)
	v := mesh.Validate(m, mesh.Limits{})
	if !v.OK() {
		t.Fatal("the union mesh is not valid")
	}
	floor := Floor(m, parts)
	var want []float64
	var ix []*Outline
	Intersections(parts, func(s []int, k *Convex) {
		want = append(want, NewColumns(m, v.Tris.Tris, floor).VolumeWithin(k))
		ix = append(ix, NewOutline(k))
	})
	var wg sync.WaitGroup
	got := make([][]float64, 3)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cols := NewColumns(m, v.Tris.Tris, floor)
			for i := range ix {
				got[g] = append(got[g], cols.VolumeWithinOutline(ix[(i+g)%len(ix)]))
			}
		}()
	}
	wg.Wait()
	for g := range got {
		for i, x := range got[g] {
			if w := want[(i+g)%len(ix)]; x != w {
				t.Errorf("goroutine %d, set %d: %v; alone %v", g, (i+g)%len(ix), x, w)
			}
		}
	}
}
