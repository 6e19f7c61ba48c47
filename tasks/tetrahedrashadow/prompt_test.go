package tetrahedrashadow

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// A turned target is said to be turned before it is described, so that "sides
// parallel to the axes" reads as the shape before the turn.
func TestPromptSaysTheTargetIsTurnedFirst(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	if strings.Contains(in.Prompt, "turned") {
		t.Errorf("the canonical target is not turned, but the prompt says so")
	}
	turned := tasktest.SeededSubpass(t, Task, 0, 7)
	target := turned.Prompt[strings.Index(turned.Prompt, "The target is"):]
	target = target[:strings.Index(target, "\n")]
	if !strings.HasPrefix(target, "The target is a shape turned 100° counter-clockwise about the origin; before the turn it is a square of side 4 with its sides parallel to the axes") {
		t.Errorf("the target's sentence begins %q", target[:min(len(target), 160)])
	}
	if i, j := strings.Index(target, "turned"), strings.Index(target, "parallel to the axes"); i < 0 || i > j {
		t.Errorf("the turn is stated after the unturned shape: %q", target)
	}
}
