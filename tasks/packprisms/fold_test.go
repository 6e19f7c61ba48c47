package packprisms

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks/tasktest"
)

func ibox(x0, y0, z0, x1, y1, z1 int64) geom.IntBox {
	return geom.IntBox{Min: [3]int64{x0, y0, z0}, Max: [3]int64{x1, y1, z1}}
}

func volumeOf(sizes [][3]float64) float64 {
	v := 0.0
	for _, s := range sizes {
		v += float64(s[0] * s[1] * s[2])
	}
	return v
}

// A compact packing is drawn as it is; a rod is folded into lengths whose
// pieces add up to every box and stay within their length.
func TestFold(t *testing.T) {
	if f := newFold([]geom.IntBox{ibox(0, 0, 0, 10, 8, 6)}, [3]int64{10, 8, 6}); f.n != 1 {
		t.Errorf("a compact packing was folded into %d", f.n)
	}
	// seven boxes end to end: a rod, but one whose boxes are plain to see
	var short []geom.IntBox
	for i := int64(0); i < 7; i++ {
		short = append(short, ibox(i*5, 0, 0, i*5+5, 3, 2))
	}
	if f := newFold(short, [3]int64{35, 3, 2}); f.n != 1 {
		t.Errorf("a rod of seven boxes was folded into %d", f.n)
	}
	var rod []geom.IntBox
	for i := int64(0); i < 40; i++ {
		rod = append(rod, ibox(i*50, 0, 0, i*50+50, 50, 50))
	}
	rod = append(rod, ibox(1990, 0, 0, 2020, 10, 10)) // overlaps the box at 1950..2000 and crosses a cut or not
	ext := [3]int64{2020, 50, 50}
	f := newFold(rod, ext)
	if f.n < 2 || f.long != 0 || f.side != 1 {
		t.Fatalf("fold %+v", f)
	}
	if f.length%50 != 0 {
		t.Errorf("lengths of %d cut the 50-long boxes", f.length)
	}
	for _, b := range rod {
		mins, sizes := f.pieces(b)
		if got, want := volumeOf(sizes), float64((b.Max[0]-b.Min[0])*(b.Max[1]-b.Min[1])*(b.Max[2]-b.Min[2])); got != want {
			t.Errorf("%v: pieces hold %v, the box %v", b, got, want)
		}
		for i := range mins {
			if mins[i][0] < 0 || mins[i][0]+sizes[i][0] > float64(f.length) {
				t.Errorf("%v: a piece runs from %v to %v, outside its length %d", b, mins[i][0], mins[i][0]+sizes[i][0], f.length)
			}
		}
	}
	// the picture is about square: as long as its lengths are wide together
	e := f.extent(ext)
	if r := e[0] / e[1]; r < 0.5 || r > 2 {
		t.Errorf("folded extent %v is not about square", e)
	}
}

// The reference packing of the last subpass, a rod 2574 long, is drawn
// folded, with each length labelled and the caption saying so.
func TestOverlayFoldsARod(t *testing.T) {
	in := tasktest.Canonical(t, Task, len(Task.Subpasses())-1)
	rep := Task.Grade(in, tasktest.SolveText(t, Task, in))
	s := rep.BuildOverlay()
	if !strings.Contains(s.Caption, "drawn cut into") {
		t.Fatalf("caption %q", s.Caption)
	}
	starts := 0
	for _, l := range s.Labels {
		if strings.HasPrefix(l.Text, "x from ") {
			starts++
		}
	}
	if starts < 2 {
		t.Errorf("%d lengths labelled", starts)
	}
	// most of the rod is 50-long cubes: the lengths do not cut them
	if !strings.Contains(s.Caption, "lengths of 450 ") {
		t.Errorf("caption %q", s.Caption)
	}
}
