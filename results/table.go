package results

import (
	"math"
	"sort"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Scored is what a table needs of one graded answer.
type Scored struct {
	Task    string
	Subpass *int
	Score   float64
	Passed  bool
	// Mode is the report's failure mode; empty when the answer passed.
	Mode string
	// Graded is false for a line that named no gradable instance (bad JSON,
	// an unknown task): it counts in Table.Ungraded and in no mean.
	Graded bool
	// Run is the run's metadata (model, budget, output tokens, finish
	// reason), when the report carries it.
	Run *suite.RunMeta
}

// FromReport reads what a table needs from a batch line's report.
func FromReport(r suite.BatchReport) Scored {
	if r.Report == nil {
		return Scored{}
	}
	return Scored{Task: r.Task, Subpass: r.Subpass, Score: r.Score, Passed: r.Passed, Mode: r.FailureMode, Graded: r.Graded, Run: r.Run}
}

// Cell is a mean score over N answers with its 95% confidence interval
// [Low, High].
type Cell struct {
	N      int     `json:"n"`
	Passed int     `json:"passed"`
	Mean   float64 `json:"mean"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
	sum    float64
}

func (c *Cell) add(s Scored) {
	c.N++
	c.sum += s.Score
	if s.Passed {
		c.Passed++
	}
}

func (c *Cell) merge(o Cell) {
	c.N += o.N
	c.Passed += o.Passed
	c.sum += o.sum
}

// finish computes the mean and the interval.
func (c *Cell) finish() {
	if c.N == 0 {
		return
	}
	c.Mean = c.sum / float64(c.N)
	c.Low, c.High = Wilson(c.Mean, c.N)
}

// z is the standard normal quantile for a two-sided 95% interval.
const z = 1.959963984540054

// Wilson is the 95% Wilson score interval for a mean score p over n answers.
// For pass/fail tasks it is the usual interval for a proportion; for partial
// credit it is conservative, since a score in [0, 1] with mean p has a
// variance of at most p(1-p). Unlike the normal approximation it stays inside
// [0, 1] and does not shrink to a point when every answer scored 0 or 1.
func Wilson(p float64, n int) (low, high float64) {
	if n <= 0 {
		return 0, 1
	}
	p = math.Min(1, math.Max(0, p))
	nf := float64(n)
	// Products are rounded on their own (explicit conversions) so that no
	// platform fuses them into a multiply-add: the interval is the same
	// everywhere.
	z2n := float64(z*z) / nf
	centre := (p + float64(z2n/2)) / (1 + z2n)
	half := float64(z / (1 + z2n) * math.Sqrt(float64(p*(1-p))/nf+float64(z2n/(4*nf))))
	return math.Max(0, centre-half), math.Min(1, centre+half)
}

// TaskRow is one task's line of a table.
type TaskRow struct {
	Task   string       `json:"task"`
	Name   string       `json:"name"`
	Bucket tasks.Bucket `json:"bucket"`
	Cell
}

// BucketRow is one bucket's line of a table.
type BucketRow struct {
	Bucket tasks.Bucket `json:"bucket"`
	Cell
}

// ModeCount is how many answers fell into one failure mode ("passed" for
// those that passed).
type ModeCount struct {
	Mode  string `json:"mode"`
	Count int    `json:"count"`
}

// SubpassScore is the mean score of one canonical subpass (Subpass nil for
// the freshly generated instances of a task).
type SubpassScore struct {
	Subpass *int    `json:"subpass"`
	N       int     `json:"n"`
	Mean    float64 `json:"mean"`
}

// TaskSubpasses is one task's scores by subpass, in subpass order.
type TaskSubpasses struct {
	Task   string         `json:"task"`
	Scores []SubpassScore `json:"scores"`
}

// Table is a run's results: per task (in catalogue order; tasks this build
// does not know come last, in name order), per bucket and overall, the
// failure modes, and, when asked for, the scores by subpass.
type Table struct {
	Tasks     []TaskRow       `json:"tasks"`
	Buckets   []BucketRow     `json:"buckets"`
	Overall   Cell            `json:"overall"`
	Modes     []ModeCount     `json:"modes"`
	Subpasses []TaskSubpasses `json:"subpasses,omitempty"`
	// Ungraded counts lines that named no gradable instance.
	Ungraded int `json:"ungraded"`
}

// Modes lists the failure modes in the order the tables and charts show
// them: from passing, through partial, to no real attempt.
var Modes = []string{"passed", verifiers.NearMiss, verifiers.LocalOnly, verifiers.Trivialized, verifiers.Incorrect, verifiers.Malformed, verifiers.Evasion}

// Tabulate builds the table of a run. bySubpass adds the scores by subpass.
func Tabulate(scores []Scored, bySubpass bool) Table {
	t := Table{Tasks: []TaskRow{}, Buckets: []BucketRow{}, Modes: []ModeCount{}}
	cells := map[string]*Cell{}
	modes := map[string]int{}
	subs := map[string]map[int]*Cell{} // subpass -1: fresh instances
	for _, s := range scores {
		if !s.Graded {
			t.Ungraded++
			continue
		}
		c := cells[s.Task]
		if c == nil {
			c = &Cell{}
			cells[s.Task] = c
		}
		c.add(s)
		mode := s.Mode
		if s.Passed {
			mode = "passed"
		} else if mode == "" {
			mode = verifiers.Incorrect
		}
		modes[mode]++
		if bySubpass {
			k := -1
			if s.Subpass != nil && *s.Subpass >= 0 {
				k = *s.Subpass
			}
			if subs[s.Task] == nil {
				subs[s.Task] = map[int]*Cell{}
			}
			sc := subs[s.Task][k]
			if sc == nil {
				sc = &Cell{}
				subs[s.Task][k] = sc
			}
			sc.add(s)
		}
	}

	// Tasks in catalogue order, then the unknown ones by name.
	order := []string{}
	known := map[string]tasks.Info{}
	for _, e := range suite.Tasks() {
		info := e.Info()
		known[info.Slug] = info
		if cells[info.Slug] != nil {
			order = append(order, info.Slug)
		}
	}
	var unknown []string
	for slug := range cells {
		if _, ok := known[slug]; !ok {
			unknown = append(unknown, slug)
		}
	}
	sort.Strings(unknown)
	order = append(order, unknown...)

	buckets := map[tasks.Bucket]*Cell{}
	for _, slug := range order {
		c := *cells[slug]
		info := known[slug]
		name := info.Name
		if name == "" {
			name = slug
		}
		if info.Bucket != "" {
			b := buckets[info.Bucket]
			if b == nil {
				b = &Cell{}
				buckets[info.Bucket] = b
			}
			b.merge(c)
		}
		t.Overall.merge(c)
		c.finish()
		t.Tasks = append(t.Tasks, TaskRow{Task: slug, Name: name, Bucket: info.Bucket, Cell: c})
		if bySubpass {
			t.Subpasses = append(t.Subpasses, subpassScores(slug, subs[slug]))
		}
	}
	for _, b := range tasks.Buckets {
		if c, ok := buckets[b]; ok {
			c.finish()
			t.Buckets = append(t.Buckets, BucketRow{Bucket: b, Cell: *c})
		}
	}
	t.Overall.finish()
	for _, m := range Modes {
		if modes[m] > 0 {
			t.Modes = append(t.Modes, ModeCount{Mode: m, Count: modes[m]})
		}
	}
	return t
}

func subpassScores(slug string, m map[int]*Cell) TaskSubpasses {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	out := TaskSubpasses{Task: slug, Scores: []SubpassScore{}}
	for _, k := range keys {
		c := m[k]
		c.finish()
		s := SubpassScore{N: c.N, Mean: c.Mean}
		if k >= 0 {
			kk := k
			s.Subpass = &kk
		}
		out.Scores = append(out.Scores, s)
	}
	// fresh instances (no subpass) last
	if len(out.Scores) > 0 && out.Scores[0].Subpass == nil {
		out.Scores = append(out.Scores[1:], out.Scores[0])
	}
	return out
}
