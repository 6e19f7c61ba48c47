package interlockingparts

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

// gradeAll grades an answer under each of the nine criteria (only those
// named, if any are; the others' reports are nil).
func gradeAll(t testing.TB, a Answer, only ...int) []*verifiers.Report {
	t.Helper()
	text, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]*verifiers.Report, len(criterionNames))
	for k := range criterionNames {
		if len(only) == 0 || slices.Contains(only, k) {
			out[k] = Task.Grade(tasktest.Canonical(t, Task, k), string(text))
		}
	}
	return out
}

func TestReferenceScoresNine(t *testing.T) {
	for k, r := range gradeAll(t, reference()) {
		if r.Score != 1 {
			t.Errorf("criterion %d: score %v: %+v %s", k, r.Score, r.Checks, r.Error)
		}
		if testing.Verbose() {
			for _, c := range r.Checks {
				fmt.Printf("%d %s %v: %s\n", k, c.Name, c.OK, c.Detail)
			}
		}
	}
}
