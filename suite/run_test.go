package suite

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/scbench/scbench/verifiers"
)

// A dataset line (params as a "k=v" string, meta, canary) with an answer and
// the runner's metadata grades as any line, and its report carries "run".
func TestRunMetadataIsCopiedIntoTheReport(t *testing.T) {
	line := `{"canary":"c","id":"shikaku-7","task":"shikaku","version":"` + verifiers.Version + `","seed":7,"params":"width=6,height=6","meta":{"bucket":"constructive"},` +
		`"answer":"no idea","model":"m-1","budget":2048.0,"usage":{"prompt_tokens":900,"completion_tokens":1187,"total_tokens":2087},"finish_reason":"stop","attempts":2}`
	reps, out := gradeAll(t, line+"\n")
	r := reps[0]
	if !r.Graded || r.Run == nil {
		t.Fatalf("not graded or no run: %+v", r)
	}
	if r.Run.Model != "m-1" || *r.Run.Budget != 2048 || *r.Run.OutputTokens != 1187 || r.Run.FinishReason != "stop" {
		t.Errorf("run %+v", *r.Run)
	}
	want := `"run":{"model":"m-1","budget":2048,"output_tokens":1187,"finish_reason":"stop"}}`
	if first := strings.SplitN(out, "\n", 2)[0]; !strings.HasSuffix(first, want) {
		t.Errorf("report line %s\ndoes not end with %s", first, want)
	}
}

// Bad metadata is dropped field by field, silently: the line is graded as
// without it, and the report says nothing of it.
func TestBadRunMetadataIsDropped(t *testing.T) {
	long := strings.Repeat("é", 200)
	cases := []struct {
		name, fields, want string
	}{
		{"none", ``, `null`},
		{"only a model", `"model":"  gpt\tx  "`, `{"model":"gpt x"}`},
		{"C1 and bidirectional controls", `"model":"a\u009b2Jb\u202ec\u2067d"`, `{"model":"a 2Jb c d"}`},
		{"a long name is cut at a character", `"model":"` + long + `"`, `{"model":"` + strings.Repeat("é", MaxModelName/2) + `"}`},
		{"a model that is not a string", `"model":7,"budget":1024`, `{"budget":1024}`},
		{"negative and fractional numbers", `"budget":-1,"usage":{"completion_tokens":1.5},"finish_reason":"length"`, `{"finish_reason":"length"}`},
		{"numbers as strings", `"budget":"1024","usage":{"completion_tokens":"9"}`, `null`},
		{"a huge number", `"budget":1e300,"usage":{"completion_tokens":12}`, `{"output_tokens":12}`},
		{"usage that is not an object", `"usage":[1,2,3],"model":"m"`, `{"model":"m"}`},
		{"null everywhere", `"model":null,"budget":null,"usage":null,"finish_reason":null`, `null`},
		{"an empty name", `"model":"   "`, `null`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sep := ""
			if c.fields != "" {
				sep = ","
			}
			line := `{"task":"delaunay","subpass":0,"answer":"[[0,1,5],[0,3,5],[1,2,5],[2,3,4],[2,3,5]]"` + sep + c.fields + `}`
			reps, _ := gradeAll(t, line)
			r := reps[0]
			if !r.Graded || r.Score != 1 {
				t.Fatalf("metadata changed the grading: %+v", r.Report)
			}
			got := "null"
			if r.Run != nil {
				b, _ := json.Marshal(r.Run)
				got = string(b)
			}
			if got != c.want {
				t.Errorf("run %s, want %s", got, c.want)
			}
		})
	}
}

// A line that cannot be graded (the request failed: no answer) still carries
// its run, so that the experiment reports can count it against its model.
func TestAFailedLineKeepsItsRun(t *testing.T) {
	reps, _ := gradeAll(t, `{"task":"delaunay","subpass":0,"model":"m","budget":512,"error":{"kind":"timeout","message":"no reply"}}`)
	if r := reps[0]; r.Graded || r.Run == nil || r.Run.Model != "m" || *r.Run.Budget != 512 {
		t.Errorf("%+v run %+v", r, r.Run)
	}
}

func TestReadRunChecksAgain(t *testing.T) {
	r := ReadRun([]byte(`{"model":"m","budget":-5,"output_tokens":300,"finish_reason":"length","extra":1}`))
	if r == nil || r.Model != "m" || r.Budget != nil || *r.OutputTokens != 300 || r.FinishReason != "length" {
		t.Errorf("%+v", r)
	}
	for _, bad := range []string{``, `null`, `[]`, `"m"`, `{}`, `{"budget":"x"}`} {
		if r := ReadRun([]byte(bad)); r != nil {
			t.Errorf("ReadRun(%s) = %+v", bad, r)
		}
	}
}
