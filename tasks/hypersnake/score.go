package hypersnake

// WallAllowance is upstream's adjustment for worlds with walls: a path that
// covers 98% of the free cells already earns full marks there.
const WallAllowance = 0.98

// Score is the task's scoring rule, exactly as upstream computes it: the
// fraction of free cells visited (the start included), divided by 0.98 and
// clamped to 1 when the world has walls, then divided by one more than the
// number of food cells left uneaten.
func (d *Data) Score(length, uneaten int) float64 {
	total := d.FreeCells()
	if total <= 0 {
		return 0
	}
	s := float64(length) / float64(total)
	if len(d.Walls) > 0 {
		s = min(1, s/WallAllowance)
	}
	if uneaten > 0 {
		s /= float64(uneaten + 1)
	}
	return s
}

// FreeCells is the denominator of the score: all cells less the listed walls.
func (d *Data) FreeCells() int {
	n := 1
	for _, s := range d.Size {
		n *= s
	}
	return n - len(d.Walls)
}

// FullLength is the shortest path (start included) that earns full marks when
// every food cell is eaten: all free cells without walls, ⌈0.98·free⌉ with.
func (d *Data) FullLength() int {
	total := d.FreeCells()
	for l := 1; l <= total; l++ {
		if d.Score(l, 0) >= 1 {
			return l
		}
	}
	return total + 1
}
