package pipeloop

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

// A loop that may not cross itself is told that touching has no tolerance of
// its own; a preset that allows or requires crossings is not told it may not
// cross.
func TestPromptStatesTheTouchingRule(t *testing.T) {
	for k := range Task.Subpasses() {
		in := canonical(t, k)
		d, _ := tasks.DataAs[Data](in)
		limit, exact := d.CrossingRule()
		says := strings.Contains(in.Prompt, "Touching has no tolerance and no rule of its own")
		if strings.Contains(in.Prompt, "neither cross nor touch") {
			t.Errorf("subpass %d: the prompt forbids touching without saying what touching is", k)
		}
		if want := !exact && limit == 0; says != want {
			t.Errorf("subpass %d (at most %d crossings, exact %v): states the touching rule %v", k, limit, exact, says)
		}
	}
}
