package polynomialfit

import (
	"strings"
	"testing"
)

func TestPromptSaysAnEightByEightGrid(t *testing.T) {
	p := canonical(t, 0).Prompt
	if !strings.HasPrefix(p, "Here is an 8×8 grid") {
		t.Errorf("the prompt begins %q", p[:40])
	}
}
