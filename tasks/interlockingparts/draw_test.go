package interlockingparts

import (
	"encoding/json"
	"testing"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks/tasktest"
)

// maxOverlayJSON bounds an overlay's size in bytes.
const maxOverlayJSON = 3 << 20

// TestOverlay draws the reference's overlay for three criteria and a broken
// answer's, and checks that the parts, the frames and the marks are there
// and the JSON stays small.
func TestOverlay(t *testing.T) {
	for _, k := range []int{0, 3, 8} {
		in := tasktest.Canonical(t, Task, k)
		ref := tasktest.SolveText(t, Task, in)
		r := Task.Grade(in, ref)
		if r.Score != 1 {
			t.Fatalf("criterion %d: reference scored %v", k, r.Score)
		}
		s := r.BuildOverlay()
		if s == nil {
			t.Fatalf("criterion %d: no overlay", k)
		}
		if len(s.Frames) != 2+PartCount {
			t.Fatalf("criterion %d: %d frames, want %d", k, len(s.Frames), 2+PartCount)
		}
		for f, fr := range s.Frames {
			want := 1
			if f >= PartCount {
				want = PartCount
			}
			if len(fr.Boxes) != want {
				t.Fatalf("criterion %d, frame %q: %d box sets, want %d", k, fr.Label, len(fr.Boxes), want)
			}
			for _, b := range fr.Boxes {
				if len(b.Min) == 0 || len(b.Min) != len(b.Size) {
					t.Fatalf("criterion %d, frame %q: %s has %d corners and %d sizes", k, fr.Label, b.Name, len(b.Min), len(b.Size))
				}
			}
		}
		out, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("criterion %d: overlay %d bytes, %d boxes in the assembly", k, len(out), countBoxes(s.Frames[len(s.Frames)-1].Boxes))
		if len(out) > maxOverlayJSON {
			t.Fatalf("criterion %d: overlay is %d bytes, more than %d", k, len(out), maxOverlayJSON)
		}
		if k == 8 && len(s.Polys) < 2 {
			t.Fatalf("criterion 8: the gap histogram has %d polygons", len(s.Polys))
		}
	}
	// The top lifted: criterion 3 fails and part 1 is framed in red.
	in := tasktest.Canonical(t, Task, 3)
	bad, _ := broken[1].Make(in, tasktest.SolveText(t, Task, in))
	r := Task.Grade(in, bad)
	s := r.BuildOverlay()
	if r.Score != 0 || s == nil || len(s.Frames[len(s.Frames)-1].Lines) == 0 || s.Frames[len(s.Frames)-1].Lines[0].Name != "part 1 flagged" {
		t.Fatalf("lifted top: score %v, overlay %v", r.Score, s != nil)
	}
}

func countBoxes(bs []scene.Boxes) int {
	n := 0
	for _, b := range bs {
		n += len(b.Min) / 3
	}
	return n
}

// BenchmarkOverlay grades the reference for criterion 8 and draws its
// overlay: what the page does after a grade.
func BenchmarkOverlay(b *testing.B) {
	in := tasktest.Canonical(b, Task, 8)
	ref := tasktest.SolveText(b, Task, in)
	for b.Loop() {
		if Task.Grade(in, ref).BuildOverlay() == nil {
			b.Fatal("no overlay")
		}
	}
}
