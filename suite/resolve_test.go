package suite

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// A canonical line carrying its subpass's own params (as prompts files and
// datasets write it) is the paper's instance, graded as such; other params
// without a seed still ask for a generated instance with seed 0.
func TestCanonicalLineWithItsOwnParams(t *testing.T) {
	e, _ := Lookup("shikaku")
	k := 2
	canon, err := tasks.New(e, tasks.Request{Subpass: &k})
	if err != nil {
		t.Fatal(err)
	}
	ans, err := e.Solve(canon)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := tasks.AnswerText(ans)
	answer, _ := json.Marshal(text)
	own := e.Subpasses()[k].Params
	objParams, _ := json.Marshal(own)
	lines := fmt.Sprintf(`{"task":"shikaku","subpass":2,"params":%q,"answer":%s}
{"task":"shikaku","subpass":2,"params":%s,"answer":%s}
{"task":"shikaku","subpass":2,"answer":%s}
`, own.Encode(), answer, objParams, answer, answer)
	reps, _ := gradeAll(t, lines)
	for i, r := range reps {
		if r.Seed != nil || r.Score != 1 {
			t.Errorf("line %d: seed %v score %v, want the canonical instance graded 1", i+1, r.Seed, r.Score)
		}
	}
	_, in, err := BatchLine{Ref: wire.Ref{Task: "shikaku", Subpass: &k, Params: wire.ParamsText("width=" + fmt.Sprint(own["width"].(int)+1))}}.Instance()
	if err != nil {
		t.Fatal(err)
	}
	if in.Seed == nil || *in.Seed != 0 || in.Canonical() {
		t.Errorf("other params without a seed gave seed %v, want a generated instance with seed 0", in.Seed)
	}
}
