package solid

import (
	"math"
	"math/rand/v2"
	"runtime"
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
// against the same ones at once get what each gets alone, and the union
// measured column by column is inclusion–exclusion over the common parts
// measured one by one. (Run it with -race.)
func TestVolumeWithinUnion(t *testing.T) {
	parts, m := bigUnion(t)
	box, _ := Box(Vec3{-3, -3, -3}, Vec3{12, 4, 5})
	for _, answer := range []*mesh.Mesh{m, box.Mesh()} {
		v := mesh.Validate(answer, mesh.Limits{})
		if !v.OK() {
			t.Fatal("the mesh is not valid")
		}
		floor := Floor(answer, parts)
		var byParts float64
		Intersections(parts, func(s []int, k *Convex) {
			byParts += Sign(len(s)) * NewColumns(answer, v.Tris.Tris, floor).VolumeWithin(k)
		})
		ix := make([]*Outline, len(parts))
		for i, p := range parts {
			ix[i] = NewOutline(p)
		}
		var wg sync.WaitGroup
		got := make([]float64, 3)
		for g := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[g] = NewColumns(answer, v.Tris.Tris, floor).VolumeWithinUnion(ix)
			}()
		}
		wg.Wait()
		if want := UnionVolume(parts); answer == m && math.Abs(got[0]-want) > 1e-9*want {
			t.Errorf("the union's own mesh has %v of the union's volume %v in it", got[0], want)
		}
		for g, x := range got {
			if x != got[0] {
				t.Errorf("goroutine %d measured %v, goroutine 0 %v", g, x, got[0])
			}
		}
		if math.Abs(got[0]-byParts) > 1e-9*math.Abs(byParts) || byParts <= 0 {
			t.Errorf("column by column %v, by common parts %v", got[0], byParts)
		}
	}
}

// Measured in runs at once or in one, the columns give the same bits: the
// parts are summed in column order either way.
func TestVolumeWithinUnionInRuns(t *testing.T) {
	parts, m := bigUnion(t)
	v := mesh.Validate(m, mesh.Limits{})
	if !v.OK() {
		t.Fatal("the mesh is not valid")
	}
	ix := make([]*Outline, len(parts))
	for i, p := range parts {
		ix[i] = NewOutline(p)
	}
	floor := Floor(m, parts)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var want float64
	for _, procs := range []int{1, 2, 3} {
		runtime.GOMAXPROCS(procs)
		cs := NewColumns(m, v.Tris.Tris, floor)
		if procs > 1 && cs.Len() < procs*minColumnsPerRun {
			t.Fatalf("%d columns: too few to measure in %d runs", cs.Len(), procs)
		}
		got := cs.VolumeWithinUnion(ix)
		if n := runtime.GOMAXPROCS(0); len(cs.work) != n { // WebAssembly keeps 1
			t.Errorf("GOMAXPROCS %d: measured in %d runs", n, len(cs.work))
		}
		if procs == 1 {
			want = got
		} else if math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("in %d runs %v, in one %v", procs, got, want)
		}
	}
}
