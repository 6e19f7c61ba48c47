package terrainlevelling

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks/tasktest"
)

func TestMoments(t *testing.T) {
	if got := fmt.Sprint(moments(5)); got != "[1 2 3 4 5]" {
		t.Errorf("moments(5) = %s", got)
	}
	if len(moments(0)) != 0 {
		t.Error("moments(0) is not empty")
	}
	for _, n := range []int{17, 356, 21801, MaxBlasts} {
		m := moments(n)
		if len(m) != maxFrames || m[len(m)-1] != n {
			t.Fatalf("moments(%d) = %v", n, m)
		}
		for i := 1; i < len(m); i++ {
			if m[i] <= m[i-1] {
				t.Fatalf("moments(%d) = %v is not increasing", n, m)
			}
		}
	}
}

func overlayOf(t *testing.T, k int, plan []Blast) (*scene.Scene, string) {
	t.Helper()
	in := tasktest.Canonical(t, Task, k)
	r := Task.Grade(in, planText(plan))
	s := r.BuildOverlay()
	if s == nil {
		t.Fatal("no overlay")
	}
	return s, tasktest.Check(t, r, "flat city").Detail
}

// A long plan is sampled: the start and maxFrames moments, each a full map
// with the city of that moment outlined, the last after the last blast.
func TestLongPlanFrames(t *testing.T) {
	d := dataOf(tasktest.Canonical(t, Task, 0))
	plan := Placebo(d.start)
	s, detail := overlayOf(t, 0, plan)
	if len(s.Frames) != maxFrames+1 {
		t.Fatalf("%d frames for %d blasts", len(s.Frames), len(plan))
	}
	if !strings.HasPrefix(s.Frames[0].Label, "before blasting: the largest flat city has 5 cells") {
		t.Errorf("first frame: %q", s.Frames[0].Label)
	}
	last := s.Frames[len(s.Frames)-1].Label
	if !strings.Contains(last, fmt.Sprintf("of %d: the largest flat city has 73 cells", len(plan))) || !strings.Contains(detail, "has 73 cells after blasting") {
		t.Errorf("last frame %q, report %q", last, detail)
	}
	for i, f := range s.Frames {
		if len(f.Fields) != 1 || f.Fields[0].Rows != 16 || len(f.Fields[0].Heights) != 256 || len(f.Fields[0].Colors) != 256 {
			t.Fatalf("frame %d does not draw the whole map", i)
		}
		if len(f.Lines) != 1 || len(f.Lines[0].Positions) == 0 {
			t.Fatalf("frame %d does not outline a city", i)
		}
	}
	// The first frame is the map as it is; the last shows cells lowered
	// (red) and raised (blue).
	lowered, raised := 0, 0
	f := s.Frames[len(s.Frames)-1].Fields[0]
	for i, c := range f.Colors {
		if c == s.Frames[0].Fields[0].Colors[i] {
			continue
		}
		if f.Heights[i] < s.Frames[0].Fields[0].Heights[i] {
			lowered++
		} else {
			raised++
		}
	}
	if lowered == 0 || raised == 0 {
		t.Errorf("the last frame colours %d lowered and %d raised columns", lowered, raised)
	}
}

// A short plan shows every blast.
func TestShortPlanFrames(t *testing.T) {
	s, _ := overlayOf(t, 0, []Blast{{5, 7, 1.5}, {12, 12, 2}, {12, 12, 1}})
	if len(s.Frames) != 4 {
		t.Fatalf("%d frames", len(s.Frames))
	}
	if !strings.HasPrefix(s.Frames[1].Label, "after blast 1 of 3 (x 5, y 7, depth 1.5)") {
		t.Errorf("frame 1: %q", s.Frames[1].Label)
	}
	for i, f := range s.Frames[1:] {
		if len(f.Points) != 1 || len(f.Points[0].Positions) != 3 {
			t.Errorf("frame %d marks %v", i+1, f.Points)
		}
	}
}

// A plan stopped by a blast too deep ends on a frame marking it; blasts
// off the map or not deep enough are marked on the map as it is.
func TestMistakesAreMarked(t *testing.T) {
	s, _ := overlayOfFailing(t, []Blast{{5, 7, 1.5}, {7, 11, 9}})
	last := s.Frames[len(s.Frames)-1]
	if len(last.Points) != 1 || last.Points[0].Check != "rock" || !strings.Contains(last.Label, "blasts[1] at x 7, y 11 asks for 9.0") {
		t.Errorf("last frame %q, points %+v", last.Label, last.Points)
	}
	s, _ = overlayOfFailing(t, []Blast{{16, 3, 1}, {2, 2, -1}})
	if len(s.Frames) != 0 || len(s.Points) != 2 || s.Points[0].Check != "on the map" || s.Points[1].Check != "depth" {
		t.Errorf("frames %d, points %+v", len(s.Frames), s.Points)
	}
	// The off-map blast is drawn just past the right edge.
	if x := s.Points[0].Positions[0]; x != 16.5 {
		t.Errorf("the off-map blast is drawn at x %v", x)
	}
}

func overlayOfFailing(t *testing.T, plan []Blast) (*scene.Scene, string) {
	t.Helper()
	in := tasktest.Canonical(t, Task, 0)
	r := Task.Grade(in, planText(plan))
	if r.Score != 0 {
		t.Fatalf("scored %v", r.Score)
	}
	return r.BuildOverlay(), ""
}

// The picture of the largest plan on the largest canonical map stays small.
func TestOverlaySizeIsBounded(t *testing.T) {
	if testingShort() {
		t.Skip("slow under WebAssembly")
	}
	for _, k := range []int{6, 8} {
		d := dataOf(tasktest.Canonical(t, Task, k))
		s, _ := overlayOf(t, k, Placebo(d.start))
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Frames) > maxFrames+1 || len(b) > 800_000 {
			t.Errorf("subpass %d: %d frames, %d bytes", k, len(s.Frames), len(b))
		}
	}
}

// The instance's picture: the map coloured by height with its city outlined.
func TestInstanceScene(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	s, err := Task.Scene(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Fields) != 1 || !s.Fields[0].Blocks || len(s.Fields[0].Heights) != 256 || len(s.Lines) != 1 {
		t.Fatalf("scene: %d fields, %d lines", len(s.Fields), len(s.Lines))
	}
	// The city's 5 cells have 12 outer edges: (10,7),(10,8),(11,6),(11,7),(12,7).
	if n := len(s.Lines[0].Positions) / 6; n != 12 {
		t.Errorf("the city outline has %d segments, want 12", n)
	}
	// Row 0 lies along the far edge: the height map's last row is the
	// grid's first.
	v := newView(dataOf(in).start)
	if got := s.Fields[0].Heights[15*16+1]; got != v.top(5.9) {
		t.Errorf("cell (1, 0) is drawn %v high, want %v", got, v.top(5.9))
	}
	if !strings.Contains(s.Caption, "The largest flat city has 5 cells") {
		t.Errorf("caption %q", s.Caption)
	}
}
