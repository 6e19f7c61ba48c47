package fluidearthworks

// The water of a world after the rain, as the goals see it: lakes (bodies of
// water whose voxels touch face to face), their surfaces (the columns they
// occupy), their levels, and which voxels are hidden under rock.

// Lakes is the water of a final world.
type Lakes struct {
	w *World
	// Bodies lists each lake's voxels, lakes in the order a scan of x, then
	// y, then z finds them, voxels in breadth-first order from the first.
	Bodies [][]int32
	// Of is the lake of each cell of the world, or -1.
	Of []int32
	// Total is the number of water voxels.
	Total int
}

// LakesOf finds the lakes of w.
func LakesOf(w *World) *Lakes {
	l := &Lakes{w: w, Bodies: w.Components(Water), Of: make([]int32, len(w.Cells))}
	for i := range l.Of {
		l.Of[i] = -1
	}
	for b, cells := range l.Bodies {
		for _, c := range cells {
			l.Of[c] = int32(b)
		}
		l.Total += len(cells)
	}
	return l
}

// Surface returns the columns (x*N + y) lake b occupies, in increasing order.
func (l *Lakes) Surface(b int) []int32 {
	n := l.w.N
	seen := make([]bool, n*n)
	for _, c := range l.Bodies[b] {
		seen[int(c)/Height] = true
	}
	var out []int32
	for col, ok := range seen {
		if ok {
			out = append(out, int32(col))
		}
	}
	return out
}

// Level is the layer holding most of lake b's voxels; on a tie, the lowest
// such layer.
func (l *Lakes) Level(b int) int {
	var count [Height]int
	for _, c := range l.Bodies[b] {
		count[int(c)%Height]++
	}
	best := 0
	for z := 1; z < Height; z++ {
		if count[z] > count[best] {
			best = z
		}
	}
	return best
}

// Hidden reports whether every voxel of lake b is underground.
func (l *Lakes) Hidden(b int) bool {
	for _, c := range l.Bodies[b] {
		if !l.underground(c) {
			return false
		}
	}
	return true
}

func (l *Lakes) underground(c int32) bool {
	i := int(c)
	return l.w.Underground(i/Height/l.w.N, i/Height%l.w.N, i%Height)
}

// Visible lists the water voxels with no rock above them, in world order.
func (l *Lakes) Visible() []int32 {
	var out []int32
	for i, s := range l.w.Cells {
		if s == Water && !l.underground(int32(i)) {
			out = append(out, int32(i))
		}
	}
	return out
}
