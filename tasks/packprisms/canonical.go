package packprisms

// classes are upstream's nine size classes; subpass i uses the first i+1.
var classes = []Class{
	{7, [3]int{5, 3, 2}},
	{11, [3]int{7, 5, 3}},
	{14, [3]int{11, 7, 5}},
	{17, [3]int{13, 11, 7}},
	{19, [3]int{17, 13, 11}},
	{23, [3]int{19, 17, 13}},
	{15, [3]int{5, 5, 1}},
	{2, [3]int{17, 10, 2}},
	{50, [3]int{50, 50, 50}},
}

// perfect is upstream's "perfect packing possible" flag per subpass.
var perfect = []bool{true, true, false, false, false, false, false, false, false}

func canonicalData(k int) *Data {
	d := &Data{Classes: append([]Class(nil), classes[:k+1]...), Perfect: perfect[k], Target: Reference}
	if d.Perfect {
		d.Target = 1
	}
	return d
}
