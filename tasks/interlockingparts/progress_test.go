package interlockingparts

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

// TestProgress grades the reference on criterion 8 with a progress sink:
// the build and the criterion each report their steps in order up to the
// end, and the report is the one Grade gives.
func TestProgress(t *testing.T) {
	in := tasktest.Canonical(t, Task, 8)
	ref := tasktest.SolveText(t, Task, in)
	var got []verifiers.Progress
	r := Task.GradeWithProgress(in, ref, func(p verifiers.Progress) { got = append(got, p) })
	if r.Score != 1 {
		t.Fatalf("score %v", r.Score)
	}
	stages := map[string]verifiers.Progress{}
	var order []string
	for _, p := range got {
		last, seen := stages[p.Stage]
		if !seen {
			order = append(order, p.Stage)
		} else if p.Done <= last.Done || p.Total != last.Total {
			t.Fatalf("%q went from %d/%d to %d/%d", p.Stage, last.Done, last.Total, p.Done, p.Total)
		}
		stages[p.Stage] = p
	}
	if len(order) != 2 || order[0] != stageBuild || !strings.HasPrefix(order[1], "criterion 8: uniform gaps") {
		t.Fatalf("stages %q", order)
	}
	for _, s := range order {
		if p := stages[s]; p.Done != p.Total {
			t.Errorf("%q ended at %d of %d", s, p.Done, p.Total)
		}
	}
	if n := len(got); n < 20 || n > 120 {
		t.Errorf("%d reports: want one a part and about one a percent of the rays", n)
	}
	if plain := Task.Grade(in, ref); plain.Checks[len(plain.Checks)-1] != r.Checks[len(r.Checks)-1] {
		t.Errorf("the report depends on the sink: %v / %v", plain.Checks, r.Checks)
	}
}
