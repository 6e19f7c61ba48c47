package printableprime

import (
	"strings"
	"testing"
)

// The prompt keeps the scoring rule but does not say how long the best known
// answer is: upstream never told the model.
func TestPromptDoesNotStateTheBestKnownLength(t *testing.T) {
	p := canonical(t).Prompt
	if strings.Contains(p, "longest") || strings.Contains(p, "known") {
		t.Errorf("the prompt speaks of the best known answer:\n%s", p)
	}
	if !strings.Contains(p, "The score is then the number of digits divided by 42, capped at 1. A coworker") {
		t.Errorf("the scoring rule is missing")
	}
}
