package fluidearthworks

// Reference plans. The canonical subpasses use the spec's human reference
// earthworks, except subpass 3: its cave was filled through a one-voxel
// shaft, which under the settle rule plugs at once (the first drop stays at
// the shaft's foot and the next on top of it), so the hidden lake is now a
// pit under a roof held up by four posts, open at the sides. Fresh instances
// get a plan built for their size and goal. Every plan scores 1; the tests
// check each of them on every even size.

import "fmt"

// ref is a reference plan: why it works and its boxes.
type ref struct {
	why   string
	edits []Edit
}

func rk(x0, y0, z0, x1, y1, z1 int) Edit { return Edit{[3]int{x0, y0, z0}, [3]int{x1, y1, z1}, true} }
func ai(x0, y0, z0, x1, y1, z1 int) Edit { return Edit{[3]int{x0, y0, z0}, [3]int{x1, y1, z1}, false} }

// canonicalRefs are the references of the eleven canonical subpasses.
var canonicalRefs = []ref{
	{"Dig the whole interior one layer deep: one lake of 14×14 columns.", []Edit{ai(1, 1, 2, 14, 14, 2)}},
	{"Dig three 2×2 pits with rock between them: three lakes.", []Edit{ai(1, 1, 2, 2, 2, 2), ai(1, 4, 2, 2, 5, 2), ai(4, 4, 2, 5, 5, 2)}},
	{"Build a wall four layers high around the middle: the basin fills up to layer 6.", []Edit{rk(2, 2, 3, 30, 30, 6), ai(3, 3, 3, 29, 29, 6)}},
	{"Dig a pit two layers deep under a roof on four posts; the rain runs under the roof into the pit, hidden from above.",
		[]Edit{ai(16, 16, 1, 23, 23, 2), rk(15, 15, 4, 24, 24, 4), rk(15, 15, 3, 15, 15, 3), rk(24, 15, 3, 24, 15, 3), rk(15, 24, 3, 15, 24, 3), rk(24, 24, 3, 24, 24, 3)}},
	{"Raise the ground to a plateau with a low rim and a drain in one corner, and sink three 2×2 shafts from layers 1, 2 and 3: they fill to layer 5.",
		[]Edit{rk(0, 0, 2, 47, 47, 6), ai(1, 1, 6, 46, 46, 6), ai(46, 46, 6, 47, 47, 6), ai(5, 5, 1, 6, 6, 6), ai(10, 10, 2, 11, 11, 6), ai(15, 15, 3, 16, 16, 6)}},
	{"Build walls up to the top around a basin dug one layer into the ground: it fills seven layers deep.", []Edit{rk(10, 10, 1, 40, 40, 7), ai(11, 11, 1, 39, 39, 7)}},
	{"Dig two large pits either side of a one-voxel wall: two lakes of thousands of voxels.", []Edit{ai(1, 1, 1, 29, 62, 5), ai(31, 1, 1, 62, 62, 5)}},
	{"Dig an 18×18 pit around the centre and leave a 3×3 island of rock in its middle: the water rings the dry island.", []Edit{ai(15, 15, 2, 32, 32, 2), rk(22, 22, 2, 24, 24, 2)}},
	{"Build a one-layer ring on the ground for water in layer 3, and a tower up to layer 5 with a rim on top for water in layer 6.",
		[]Edit{rk(5, 5, 2, 15, 5, 3), rk(5, 15, 2, 15, 15, 3), rk(5, 6, 2, 5, 14, 3), rk(15, 6, 2, 15, 14, 3), ai(6, 6, 3, 14, 14, 3),
			rk(25, 25, 2, 35, 35, 5), rk(25, 25, 6, 35, 25, 6), rk(25, 35, 6, 35, 35, 6), rk(25, 26, 6, 25, 34, 6), rk(35, 26, 6, 35, 34, 6), ai(26, 26, 6, 34, 34, 6)}},
	{"Dig a 10×10 pit one layer deep: it holds exactly 100 voxels.", []Edit{ai(10, 10, 2, 19, 19, 2)}},
	{"Dig four 3×3 pits, each under a cap in the top layer held by a wall to the ground: four hidden lakes.",
		[]Edit{ai(5, 5, 1, 7, 7, 3), rk(5, 5, 7, 7, 7, 7), rk(4, 4, 2, 7, 4, 7), ai(50, 5, 1, 52, 7, 3), rk(50, 5, 7, 52, 7, 7), rk(50, 4, 2, 50, 4, 7),
			ai(5, 50, 1, 7, 52, 3), rk(5, 50, 7, 7, 52, 7), rk(4, 50, 2, 4, 50, 7), ai(50, 50, 1, 52, 52, 3), rk(50, 50, 7, 52, 52, 7), rk(49, 50, 2, 49, 50, 7)}},
}

// reference returns the reference plan of an instance.
func reference(d *Data) ref {
	for k := range canonicalGoals {
		if *canonicalData(k) == *d {
			return canonicalRefs[k]
		}
	}
	n, c := d.Size, Centre(d.Size)
	switch d.Goal {
	case goalLakeArea:
		return ref{fmt.Sprintf("Dig the whole interior one layer deep: one lake of %d×%d columns.", n-2, n-2), []Edit{ai(1, 1, 2, n-2, n-2, 2)}}
	case goalLakes:
		var e []Edit
		per := (n - 1) / 3
		for k := 0; k < d.Lakes; k++ {
			x, y := 1+3*(k/per), 1+3*(k%per)
			e = append(e, ai(x, y, 2, x+1, y+1, 2))
		}
		return ref{fmt.Sprintf("Dig %d pits of 2×2 with rock between them: one lake each.", d.Lakes), e}
	case goalHighWater:
		return ref{"Build a wall four layers high around the middle: the basin fills up to layer 6.", []Edit{rk(2, 2, 3, n-2, n-2, 6), ai(3, 3, 3, n-3, n-3, 6)}}
	case goalHiddenLake:
		return ref{"Dig a pit two layers deep under a roof on four posts; the rain runs under the roof into the pit, hidden from above.",
			[]Edit{ai(c-4, c-4, 1, c+3, c+3, 2), rk(c-5, c-5, 4, c+4, c+4, 4), rk(c-5, c-5, 3, c-5, c-5, 3), rk(c+4, c-5, 3, c+4, c-5, 3), rk(c-5, c+4, 3, c-5, c+4, 3), rk(c+4, c+4, 3, c+4, c+4, 3)}}
	case goalThreeLevels:
		return ref{"Raise the ground to a plateau with a low rim and a drain in one corner, and sink three 2×2 shafts from layers 1, 2 and 3: they fill to layer 5.",
			[]Edit{rk(0, 0, 2, n-1, n-1, 6), ai(1, 1, 6, n-2, n-2, 6), ai(n-2, n-2, 6, n-1, n-1, 6), ai(3, 3, 1, 4, 4, 6), ai(6, 6, 2, 7, 7, 6), ai(9, 9, 3, 10, 10, 6)}}
	case goalDeepLake:
		return ref{"Build walls up to the top around a basin dug one layer into the ground: it fills seven layers deep.", []Edit{rk(c-6, c-6, 1, c+6, c+6, 7), ai(c-5, c-5, 1, c+5, c+5, 7)}}
	case goalBigLakes:
		return ref{"Wall in two basins up to the top layer, either side of a wall through the centre: the rain fills both.",
			[]Edit{rk(1, 1, 1, n-2, n-2, 7), ai(2, 2, 1, c-1, n-3, 7), ai(c+1, 2, 1, n-3, n-3, 7)}}
	case goalRingLake:
		return ref{"Dig a 9×9 pit around the centre and leave a 3×3 island of rock in its middle: the water rings the dry island.", []Edit{ai(c-4, c-4, 2, c+4, c+4, 2), rk(c-1, c-1, 2, c+1, c+1, 2)}}
	case goalLayers:
		return ref{"Build a one-layer ring on the ground for water in layer 3, and a tower up to layer 5 with a rim on top for water in layer 6.",
			[]Edit{rk(1, 1, 3, 5, 5, 3), ai(2, 2, 3, 4, 4, 3), rk(c-2, c-2, 2, c+3, c+3, 6), ai(c-1, c-1, 6, c+2, c+2, 6)}}
	case goalExactVolume:
		w := n - 2
		full, rest := d.Volume/w, d.Volume%w
		var e []Edit
		if full > 0 {
			e = append(e, ai(1, 1, 2, full, w, 2))
		}
		if rest > 0 {
			e = append(e, ai(full+1, 1, 2, full+1, rest, 2))
		}
		return ref{fmt.Sprintf("Dig a pit of exactly %d columns one layer deep.", d.Volume), e}
	case goalHiddenLakes:
		var e []Edit
		a, b := 3, n-6
		for _, p := range [][2]int{{a, a}, {b, a}, {a, b}, {b, b}} {
			x, y := p[0], p[1]
			e = append(e, ai(x, y, 1, x+2, y+2, 3), rk(x, y, 7, x+2, y+2, 7), rk(x-1, y-1, 2, x+2, y-1, 7))
		}
		return ref{"Dig four 3×3 pits, each under a cap in the top layer held by a wall to the ground: four hidden lakes.", e}
	}
	return ref{}
}

// solve answers with the reference plan.
func solve(d *Data) (Answer, error) {
	r := reference(d)
	if len(r.edits) == 0 {
		return Answer{}, fmt.Errorf("no reference plan for goal %q", d.Goal)
	}
	a := Answer{Reasoning: r.why, Earthworks: make([]Box, len(r.edits))}
	for i, e := range r.edits {
		m := "Air"
		if e.Rock {
			m = "Rock"
		}
		a.Earthworks[i] = Box{XYZMin: e.Min, XYZMax: e.Max, Material: m}
	}
	return a, nil
}
