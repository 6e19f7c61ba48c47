package suite

import (
	"encoding/json"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// BatchLine is one line of a batch of answers (JSONL), as the CLI's
// `grade --batch` and the browser's batch mode read it (both through
// BatchReader, so that they handle every line alike). Answer is the model's
// raw text (a JSON string, whose bytes are kept as written, invalid UTF-8
// included) or any JSON value, which is graded as its JSON text. The instance
// is named by the line's reference (wire.Ref: a canonical subpass's line may
// carry its own params; a line from other rules is refused, with both
// versions named, rather than graded against a different instance). ID is
// echoed back, clipped if it is long (wire.EchoID), so that callers can match
// reports to their runs.
type BatchLine struct {
	wire.Ref
	Answer string
	ID     json.RawMessage
	// Run is the run's metadata, when the line carries any (see RunMeta).
	Run *RunMeta
}

// BatchReport is the report for one line.
type BatchReport struct {
	Line int             `json:"line"`
	ID   json.RawMessage `json:"id,omitempty"`
	*verifiers.Report
	// Run is the answer line's run metadata, copied when it has any.
	Run *RunMeta `json:"run,omitempty"`
	// Graded is false when the line named no gradable instance (bad JSON, an
	// unknown task, impossible parameters); its report then says why.
	Graded bool `json:"-"`
}

// MaxBatchLine bounds one line of a batch.
const MaxBatchLine = 16 << 20

// lineFailure is the report of a line that names no gradable instance.
func lineFailure(line int, task, msg string, id json.RawMessage) BatchReport {
	msg = wire.Clip(msg, verifiers.MaxDetail)
	rep := &verifiers.Report{Task: task, Version: verifiers.Version, Checks: []verifiers.Check{{Name: "line", OK: false, Detail: msg}}, Error: msg, FailureMode: verifiers.Malformed}
	return BatchReport{Line: line, ID: id, Report: rep}
}

// GradeLine grades one batch line. A line that cannot be graded still yields a
// report (score 0, an error naming the problem, the line's id whenever the
// line is an object with one), so the rest of a batch goes on.
func GradeLine(line int, raw []byte) BatchReport {
	if len(raw) > MaxBatchLine {
		return lineFailure(line, "", wire.TooLong(len(raw), MaxBatchLine).Error(), nil)
	}
	bl, err := ParseBatchLine(raw)
	rep := gradeParsed(line, bl, err)
	rep.Run = bl.Run
	return rep
}

// gradeParsed grades a parsed line, or reports why it could not be parsed.
func gradeParsed(line int, bl BatchLine, err error) BatchReport {
	if err != nil {
		return lineFailure(line, bl.Task, err.Error(), bl.ID)
	}
	e, in, err := bl.Instance()
	if err != nil {
		return lineFailure(line, bl.Task, err.Error(), bl.ID)
	}
	return BatchReport{Line: line, ID: bl.ID, Report: e.Grade(in, bl.Answer), Graded: true}
}

// Tally is a running mean over graded answers.
type Tally struct {
	Graded int     `json:"graded"`
	Passed int     `json:"passed"`
	Mean   float64 `json:"mean_score"`
	sum    float64
}

func (t *Tally) add(score float64, passed bool) {
	t.Graded++
	t.sum += score
	if passed {
		t.Passed++
	}
	t.Mean = t.sum / float64(t.Graded)
}

func (t *Tally) merge(o Tally) {
	t.Graded += o.Graded
	t.Passed += o.Passed
	t.sum += o.sum
	if t.Graded > 0 {
		t.Mean = t.sum / float64(t.Graded)
	}
}

// TaskTally is one task's line of a summary.
type TaskTally struct {
	Task   string       `json:"task"`
	Bucket tasks.Bucket `json:"bucket"`
	Tally
}

// BucketTally is one bucket's line of a summary.
type BucketTally struct {
	Bucket tasks.Bucket `json:"bucket"`
	Tally
}

// Summary aggregates a batch per task and per bucket, in catalogue order.
type Summary struct {
	Lines   int           `json:"lines"`
	Graded  int           `json:"graded"`
	Errors  int           `json:"errors"`
	Tasks   []TaskTally   `json:"tasks"`
	Buckets []BucketTally `json:"buckets"`
	Overall Tally         `json:"overall"`
}

// Summer accumulates batch reports into a Summary.
type Summer struct {
	byTask map[string]*Tally
	errors int
}

// NewSummer starts an empty summary.
func NewSummer() *Summer { return &Summer{byTask: map[string]*Tally{}} }

// Add counts one report.
func (s *Summer) Add(r BatchReport) {
	if !r.Graded {
		s.errors++
		return
	}
	t := s.byTask[r.Task]
	if t == nil {
		t = &Tally{}
		s.byTask[r.Task] = t
	}
	t.add(r.Score, r.Passed)
}

// Summary returns the totals so far.
func (s *Summer) Summary() Summary {
	res := Summary{Errors: s.errors, Tasks: []TaskTally{}, Buckets: []BucketTally{}}
	buckets := map[tasks.Bucket]*Tally{}
	for _, e := range Tasks() {
		info := e.Info()
		t, ok := s.byTask[info.Slug]
		if !ok {
			continue
		}
		res.Tasks = append(res.Tasks, TaskTally{info.Slug, info.Bucket, *t})
		b := buckets[info.Bucket]
		if b == nil {
			b = &Tally{}
			buckets[info.Bucket] = b
		}
		b.merge(*t)
		res.Overall.merge(*t)
	}
	for _, b := range tasks.Buckets {
		if t, ok := buckets[b]; ok {
			res.Buckets = append(res.Buckets, BucketTally{b, *t})
		}
	}
	res.Graded = res.Overall.Graded
	res.Lines = res.Graded + res.Errors
	return res
}
