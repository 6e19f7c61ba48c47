package hideandseek

import (
	"strings"
	"testing"
)

// Visibility is scored per visible pixel, so the prompt states it as the
// scored goal, apart from the rules whose breach scores 0.
func TestPromptStatesVisibilityAsTheScoredGoal(t *testing.T) {
	p := instance(t, 0).Prompt
	rules := p[strings.Index(p, "The rules"):strings.Index(p, "The goal")]
	if strings.Contains(rules, "sight") || strings.Contains(rules, "block") {
		t.Errorf("visibility is listed among the rules:\n%s", rules)
	}
	for _, f := range []string{
		"The goal, apart from those rules, is that the building hides everyone from the sniper's line of sight. It is scored rather than required",
		"costs 0.005, so the score is 1 − 0.005 × (visible pixels)",
		"Breaking any rule, or giving a different number of people, scores 0.",
	} {
		if !strings.Contains(p, f) {
			t.Errorf("the prompt lacks %q", f)
		}
	}
}
