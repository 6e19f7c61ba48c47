package results

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// Reference values of the 95% Wilson interval (from its closed form,
// evaluated independently).
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		p         float64
		n         int
		low, high float64
	}{
		{0.5, 10, 0.236593, 0.763407},
		{0, 5, 0, 0.434482},
		{1, 1, 0.206549, 1},
		{0.9, 100, 0.825634, 0.944771},
	} {
		lo, hi := Wilson(c.p, c.n)
		if math.Abs(lo-c.low) > 1e-6 || math.Abs(hi-c.high) > 1e-6 {
			t.Errorf("Wilson(%g, %d) = [%.6f, %.6f], want [%.6f, %.6f]", c.p, c.n, lo, hi, c.low, c.high)
		}
	}
	if lo, hi := Wilson(0.5, 0); lo != 0 || hi != 1 {
		t.Errorf("no answers: [%g, %g]", lo, hi)
	}
}

func ip(k int) *int { return &k }

func TestTabulate(t *testing.T) {
	scores := []Scored{
		{Task: "shikaku", Subpass: ip(1), Score: 1, Passed: true, Graded: true},
		{Task: "shikaku", Subpass: ip(0), Score: 0, Mode: "near-miss", Graded: true},
		{Task: "delaunay", Subpass: ip(0), Score: 0.5, Mode: "local-only", Graded: true},
		{Task: "hyper-snake", Score: 0, Mode: "evasion", Graded: true},
		{Task: "from-the-future", Score: 1, Passed: true, Graded: true},
		{Graded: false},
	}
	tb := Tabulate(scores, true)
	var order []string
	for _, r := range tb.Tasks {
		order = append(order, r.Task)
	}
	if got := strings.Join(order, " "); got != "delaunay shikaku hyper-snake from-the-future" {
		t.Errorf("task order %s", got)
	}
	if tb.Tasks[1].N != 2 || tb.Tasks[1].Mean != 0.5 || tb.Tasks[1].Passed != 1 || tb.Tasks[1].Bucket != "constructive" {
		t.Errorf("shikaku row %+v", tb.Tasks[1])
	}
	if len(tb.Buckets) != 2 || tb.Buckets[0].Bucket != "constructive" || tb.Buckets[0].N != 3 || tb.Buckets[1].Bucket != "planning" {
		t.Errorf("buckets %+v", tb.Buckets)
	}
	if tb.Overall.N != 5 || tb.Overall.Mean != 0.5 || tb.Ungraded != 1 {
		t.Errorf("overall %+v, ungraded %d", tb.Overall, tb.Ungraded)
	}
	var modes []string
	for _, m := range tb.Modes {
		modes = append(modes, m.Mode+"="+strconv.Itoa(m.Count))
	}
	if got := strings.Join(modes, " "); got != "passed=2 near-miss=1 local-only=1 evasion=1" {
		t.Errorf("modes %s", got)
	}
	sh := tb.Subpasses[1]
	if sh.Task != "shikaku" || len(sh.Scores) != 2 || *sh.Scores[0].Subpass != 0 || sh.Scores[0].Mean != 0 || sh.Scores[1].Mean != 1 {
		t.Errorf("shikaku by subpass %+v", sh)
	}
	if hs := tb.Subpasses[2]; hs.Scores[0].Subpass != nil {
		t.Errorf("fresh instances by subpass %+v", hs)
	}
	if t2 := Tabulate(scores, false); t2.Subpasses != nil {
		t.Error("subpasses without asking")
	}
}

func TestRead(t *testing.T) {
	file := strings.Join([]string{
		`{"line":1,"task":"shikaku","version":"scbench-go/1","rules":"shikaku/1","subpass":0,"seed":null,"score":1,"passed":true,"checks":[],"failure_mode":"","error":""}`,
		``,
		`{"line":2,"task":"","version":"scbench-go/1","rules":"","subpass":null,"seed":null,"score":0,"passed":false,"checks":[],"failure_mode":"malformed","error":"bad"}`,
		`not json`,
		`{"hello": 1}`,
		`{"task":"shikaku","rules":"shikaku/1","score":7}`,
		`{"task":"shikaku","rules":"shikaku/1","score":0,"passed":false,"failure_mode":"hallucination"}`,
		`{"summary":{"lines":2}}`,
	}, "\n")
	scores, skipped, problems := Read([]byte(file))
	if len(scores) != 2 || !scores[0].Graded || scores[1].Graded || skipped != 4 || len(problems) != 4 {
		t.Fatalf("%+v %d %v", scores, skipped, problems)
	}
	if problems[0] != `line 4: the line is not a JSON object: it begins with "not json"` || !strings.Contains(problems[2], "score 7 is outside [0, 1]") ||
		problems[3] != `line 7: failure mode "hallucination" is none of near-miss, local-only, trivialized, incorrect, malformed, evasion` {
		t.Errorf("problems %q", problems)
	}
}
