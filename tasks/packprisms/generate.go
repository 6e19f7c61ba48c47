package packprisms

import (
	"fmt"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// Generate draws an instance: the prisms are shared out among the sizes at
// random (each size at least once), and each size gets three sides from 1 to
// maxSide, listed largest first, distinct from the other sizes. The perfect flag
// is upstream's heuristic; the target is 1 when the reference packer finds a
// perfect packing, otherwise the lower of 0.95 and the reference's efficiency,
// rounded down to a tenth of a percent, so that every instance can earn full
// marks.
func Generate(nClasses, prisms, maxSide int, seed uint64) (*Data, error) {
	switch {
	case nClasses < 1 || nClasses > MaxClasses:
		return nil, fmt.Errorf("classes must be from 1 to %d, not %d", MaxClasses, nClasses)
	case prisms < nClasses || prisms > MaxPrisms:
		return nil, fmt.Errorf("prisms must be from the number of sizes (%d) to %d, not %d", nClasses, MaxPrisms, prisms)
	case maxSide < 1 || maxSide > MaxSide:
		return nil, fmt.Errorf("max_side must be from 1 to %d, not %d", MaxSide, maxSide)
	}
	// Sorted triples of sides from 1 to m: C(m+2, 3).
	if distinct := maxSide * (maxSide + 1) * (maxSide + 2) / 6; distinct < nClasses {
		return nil, fmt.Errorf("only %d distinct sizes have sides up to %d; %d were asked for", distinct, maxSide, nClasses)
	}
	r := rng.New(seed)
	counts := make([]int, nClasses)
	for i := range counts {
		counts[i] = 1
	}
	share := r.Derive("counts")
	for i := nClasses; i < prisms; i++ {
		counts[share.Intn(nClasses)]++
	}
	sides := r.Derive("sides")
	d := &Data{}
	for i := 0; i < nClasses; i++ {
		for {
			a, b, c := sides.IntRange(1, maxSide), sides.IntRange(1, maxSide), sides.IntRange(1, maxSide)
			dims := sort3(a, b, c)
			dup := false
			for _, o := range d.Classes {
				dup = dup || o.Dims == dims
			}
			if !dup {
				d.Classes = append(d.Classes, Class{Count: counts[i], Dims: dims})
				break
			}
		}
	}
	d.Perfect = d.PerfectPossible()
	d.Target = 1
	if eff := d.Efficiency(d.Pack()); eff < 1 {
		t := int64(min(Reference, eff) * 1000)
		if float64(t)/1000 > eff {
			t--
		}
		if t <= 0 {
			return nil, fmt.Errorf("the reference packer reached only %.4f", eff)
		}
		d.Target = float64(t) / 1000
	}
	return d, nil
}

func sort3(a, b, c int) [3]int {
	if a < b {
		a, b = b, a
	}
	if b < c {
		b, c = c, b
	}
	if a < b {
		a, b = b, a
	}
	return [3]int{a, b, c}
}
