package hypersnake

func rep(v, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// canonical holds upstream's thirteen worlds, coordinates in axis order.
var canonical = []Data{
	{Size: []int{8, 8}, Start: []int{0, 0}, Walls: [][]int{}, Food: [][]int{{1, 1}}},
	{Size: []int{8, 8}, Start: []int{0, 0}, Walls: [][]int{{5, 5}, {6, 6}, {0, 1}}, Food: [][]int{{7, 7}}},
	{Size: []int{4, 4, 4}, Start: []int{1, 0, 1}, Walls: [][]int{{1, 1, 1}}, Food: [][]int{{1, 2, 1}}},
	{Size: []int{4, 4, 4}, Start: []int{1, 1, 1}, Walls: [][]int{{0, 0, 1}}, Food: [][]int{{0, 0, 0}}},
	{Size: []int{5, 5, 5, 5}, Start: []int{4, 4, 4, 4}, Walls: [][]int{{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 1, 0, 0}}, Food: [][]int{{0, 0, 0, 0}}},
	{Size: []int{5, 3, 3, 5}, Start: []int{4, 1, 1, 4}, Walls: [][]int{{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 1, 0, 0}}, Food: [][]int{{0, 0, 0, 0}}},
	{Size: []int{4, 4, 4, 4, 4}, Start: []int{0, 0, 1, 1, 1}, Walls: [][]int{{3, 3, 3, 3, 3}}, Food: [][]int{{3, 0, 3, 0, 3}, {0, 3, 0, 3, 0}}},
	{Size: []int{4, 4, 4, 4, 4, 2}, Start: []int{0, 0, 0, 0, 0, 0}, Walls: [][]int{{0, 0, 1, 0, 0, 0}}, Food: [][]int{{0, 0, 3, 0, 0, 1}, {0, 0, 0, 0, 0, 1}}},
	{Size: []int{3, 3, 3, 3, 3, 3}, Start: []int{0, 0, 1, 0, 0, 0}, Walls: [][]int{{0, 0, 1, 2, 0, 0}}, Food: [][]int{{0, 0, 2, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}},
	{Size: rep(3, 7), Start: rep(0, 7), Walls: [][]int{{0, 0, 1, 2, 0, 0, 0}, {0, 2, 1, 0, 0, 0, 0}}, Food: [][]int{{0, 0, 0, 0, 0, 1, 1}, {0, 0, 0, 1, 1, 0, 0}}},
	{Size: []int{3, 3, 3, 2, 2, 2, 3, 3}, Start: rep(0, 8), Walls: [][]int{{0, 0, 1, 1, 0, 0, 0, 0}, {0, 1, 1, 0, 0, 0, 0, 0}}, Food: [][]int{{0, 0, 0, 0, 0, 1, 1, 1}, {0, 0, 0, 1, 1, 0, 0, 0}}},
	{Size: []int{2, 2, 2, 2, 2, 2, 8, 2, 2}, Start: []int{0, 0, 0, 0, 0, 0, 5, 0, 0}, Walls: [][]int{{0, 0, 0, 0, 0, 0, 4, 0, 0}, {0, 1, 1, 0, 0, 0, 4, 0, 0}}, Food: [][]int{{0, 0, 0, 0, 0, 1, 1, 1, 1}, {0, 0, 0, 1, 1, 0, 0, 0, 0}}},
	{Size: rep(2, 10), Start: []int{0, 0, 0, 0, 0, 0, 1, 0, 0, 0}, Walls: [][]int{{0, 0, 1, 0, 0, 0, 0, 0, 0, 0}, {0, 1, 1, 0, 0, 0, 0, 0, 0, 0}}, Food: [][]int{{0, 0, 0, 0, 0, 1, 1, 1, 1, 1}, {0, 0, 0, 1, 1, 0, 0, 0, 0, 0}}},
}
