package packprisms

// Class is a number of identical prisms.
type Class struct {
	Count int `json:"count"`
	// Dims are the side lengths, largest first.
	Dims [3]int `json:"dims"`
}

// Data is a packing instance.
type Data struct {
	Classes []Class `json:"classes"`
	// Perfect is upstream's "perfect packing possible" flag.
	Perfect bool `json:"perfect_possible"`
	// Target is the packing efficiency that earns full marks; below it the
	// score is the efficiency divided by Target. Upstream's rule for the
	// canonical subpasses: 1 when Perfect is set (the score is the efficiency
	// itself), 0.95 otherwise. Generated instances use 1 when the reference
	// packer finds a perfect packing, otherwise the lower of 0.95 and its
	// efficiency (rounded down to a tenth of a percent).
	Target float64 `json:"target"`
}

// Volume is the prisms' total volume.
func (d *Data) Volume() int64 {
	v := int64(0)
	for _, c := range d.Classes {
		v += int64(c.Count) * int64(c.Dims[0]) * int64(c.Dims[1]) * int64(c.Dims[2])
	}
	return v
}

// Count is the number of prisms.
func (d *Data) Count() int {
	n := 0
	for _, c := range d.Classes {
		n += c.Count
	}
	return n
}
