package fluidearthworks

// The voxel world: N×N columns of Height cells, each air, rock or water.

// Height is the number of layers of every world (z = 0 .. Height-1).
const Height = 8

// Ground is the number of rock layers a world starts with (z = 0, 1, 2).
const Ground = 3

// Cell states, as bytes of World.Cells.
const (
	Air   uint8 = 0
	Rock  uint8 = 1
	Water uint8 = 2
)

// World is an N×N×Height voxel grid. Cell (x, y, z) is Cells[((x*N)+y)*Height
// + z]: x-major, z innermost, the byte order the spec's md5 test vectors use.
type World struct {
	N     int
	Cells []uint8
}

// NewWorld returns the world every plan starts from: rock in the bottom
// Ground layers, air above.
func NewWorld(n int) *World {
	w := &World{N: n, Cells: make([]uint8, n*n*Height)}
	for c := 0; c < n*n; c++ {
		for z := 0; z < Ground; z++ {
			w.Cells[c*Height+z] = Rock
		}
	}
	return w
}

// Index is the position of cell (x, y, z) in Cells.
func (w *World) Index(x, y, z int) int { return (x*w.N+y)*Height + z }

// At returns the state of cell (x, y, z), which must be inside the world.
func (w *World) At(x, y, z int) uint8 { return w.Cells[w.Index(x, y, z)] }

// Clone returns an independent copy.
func (w *World) Clone() *World {
	return &World{N: w.N, Cells: append([]uint8(nil), w.Cells...)}
}

// Count returns how many cells are in state s.
func (w *World) Count(s uint8) int {
	n := 0
	for _, c := range w.Cells {
		if c == s {
			n++
		}
	}
	return n
}

// Layers counts the water cells of each layer z = 0 .. Height-1.
func (w *World) Layers() [Height]int {
	var out [Height]int
	for i, c := range w.Cells {
		if c == Water {
			out[i%Height]++
		}
	}
	return out
}

// Edit is one box of a plan as the simulation applies it: every cell with
// Min ≤ (x, y, z) ≤ Max becomes rock (Rock true) or air. It lies inside the
// world with Min ≤ Max on every axis.
type Edit struct {
	Min, Max [3]int
	Rock     bool
}

// Apply carries out the edits in order; later ones overwrite earlier ones.
func (w *World) Apply(edits []Edit) {
	for _, e := range edits {
		v := Air
		if e.Rock {
			v = Rock
		}
		for x := e.Min[0]; x <= e.Max[0]; x++ {
			for y := e.Min[1]; y <= e.Max[1]; y++ {
				base := w.Index(x, y, 0)
				col := w.Cells[base+e.Min[2] : base+e.Max[2]+1]
				for i := range col {
					col[i] = v
				}
			}
		}
	}
}

// Underground reports whether some rock cell lies above (x, y, z) in its
// column. Water there is hidden from a viewer above; other water is visible.
func (w *World) Underground(x, y, z int) bool {
	base := w.Index(x, y, 0)
	for zz := z + 1; zz < Height; zz++ {
		if w.Cells[base+zz] == Rock {
			return true
		}
	}
	return false
}
