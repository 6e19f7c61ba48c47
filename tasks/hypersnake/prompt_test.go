package hypersnake

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// The cells parameter and the world agree: a world of exactly that many cells
// whenever the number is a product of sides of at least 2.
func TestCellsParameterIsTheWorldsSize(t *testing.T) {
	in := tasktest.SeededSubpass(t, Task, 0, 7)
	if in.Params["cells"] != 64 || !strings.Contains(in.Prompt, "(64 cells in all)") {
		t.Errorf("params %v, prompt %.200q", in.Params, in.Prompt)
	}
	for seed := uint64(1); seed <= 5; seed++ {
		for _, c := range []struct{ dims, cells, want int }{{2, 64, 64}, {3, 61, 60}, {2, 97, 96}, {4, 2500, 2500}, {10, 2500, 2304}} {
			d, err := Generate(c.dims, c.cells, 0, 0, seed)
			if err != nil {
				t.Fatal(err)
			}
			n := 1
			for _, s := range d.Size {
				n *= s
			}
			if n != c.want {
				t.Errorf("dims %d cells %d seed %d: a world of %v (%d cells), want %d", c.dims, c.cells, seed, d.Size, n, c.want)
			}
		}
	}
}
