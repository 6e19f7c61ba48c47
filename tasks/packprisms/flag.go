package packprisms

// PerfectPossible is upstream's heuristic for "a perfect packing may exist",
// used for generated instances (the canonical flags are upstream's table). It
// looks for a container x ≤ y ≤ z with x·y·z equal to the prisms' volume, all
// sides above 1, whose sides are at least the largest smallest, middle and
// largest prism sides, and each of whose sides is a sum of prism side lengths
// (a coin-change table up to 10,000; above that, divisibility by the gcd of the
// side lengths). A true answer does not prove that a perfect packing exists.
func (d *Data) PerfectPossible() bool {
	v := d.Volume()
	var big [3]int64 // largest smallest, middle and largest side
	var sides []int64
	g := int64(0)
	for _, c := range d.Classes {
		if c.Count == 0 {
			continue
		}
		for k := 0; k < 3; k++ {
			s := int64(c.Dims[2-k]) // smallest first
			big[k] = max(big[k], s)
			sides = append(sides, s)
			g = gcd(g, s)
		}
	}
	if len(sides) == 0 || v < 8 {
		return false
	}
	const table = 10000
	sum := make([]bool, table+1)
	sum[0] = true
	for n := 1; n <= table; n++ {
		for _, s := range sides {
			if s <= int64(n) && sum[n-int(s)] {
				sum[n] = true
				break
			}
		}
	}
	reach := func(n int64) bool {
		if n <= table {
			return sum[n]
		}
		return n%g == 0
	}
	for x := int64(2); x*x*x <= v; x++ {
		if v%x != 0 {
			continue
		}
		rest := v / x
		for y := x; y*y <= rest; y++ {
			if rest%y != 0 {
				continue
			}
			z := rest / y
			if x >= big[0] && y >= big[1] && z >= big[2] && reach(x) && reach(y) && reach(z) {
				return true
			}
		}
	}
	return false
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
