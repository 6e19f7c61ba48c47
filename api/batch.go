package api

import (
	"bytes"
	"encoding/json"

	"github.com/scbench/scbench/suite"
)

// Row is one batch line as the page's table shows it.
type Row struct {
	Line    int             `json:"line"`
	ID      json.RawMessage `json:"id,omitempty"`
	Task    string          `json:"task"`
	Subpass *int            `json:"subpass"`
	Seed    *uint64         `json:"seed"`
	Score   float64         `json:"score"`
	Passed  bool            `json:"passed"`
	Graded  bool            `json:"graded"`
	// Failure is the first failed check, "name: detail", clipped.
	Failure string `json:"failure,omitempty"`
}

// BatchReply is the reply to "batch".
type BatchReply struct {
	Summary suite.Summary `json:"summary"`
	Rows    []Row         `json:"rows"`
	// Reports is every line's full report (without overlay) as JSONL, the
	// same lines `scbench grade --batch --json` prints, for download.
	Reports string `json:"reports"`
}

// Progress is the event a batch emits as it goes.
type Progress struct {
	Event  string  `json:"event"` // "progress"
	Done   int     `json:"done"`  // lines read so far, blank ones included
	Total  int     `json:"total"` // lines in the batch
	Graded int     `json:"graded"`
	Errors int     `json:"errors"`
	Mean   float64 `json:"mean_score"`
}

// maxFailure bounds the failure text of one row.
const maxFailure = 300

// batch grades a JSONL batch line by line, exactly as the CLI's
// `grade --batch` does: blank lines are skipped but counted, a line that
// cannot be graded gets a report saying why, and the rest goes on.
func batch(r Request, emit func([]byte)) (any, *Error) {
	if r.JSONL == nil {
		return nil, fail(CodeBadRequest, "no jsonl given")
	}
	text := []byte(*r.JSONL)
	if len(text) > MaxBatchBytes {
		return nil, fail(CodeTooLarge, "the batch is %s; the limit is %s", Size(len(text)), Size(MaxBatchBytes))
	}
	total := bytes.Count(text, []byte{'\n'})
	if len(text) > 0 && text[len(text)-1] != '\n' {
		total++
	}
	every := max(1, total/100)
	sum := suite.NewSummer()
	reply := BatchReply{Rows: []Row{}}
	var out bytes.Buffer
	progress := func(done int) {
		s := sum.Summary()
		b, _ := json.Marshal(Progress{"progress", done, total, s.Graded, s.Errors, s.Overall.Mean})
		emit(b)
	}
	line := 0
	for len(text) > 0 {
		line++
		raw := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			raw, text = text[:i], text[i+1:]
		} else {
			text = nil
		}
		raw = bytes.TrimSuffix(raw, []byte{'\r'})
		if len(bytes.TrimSpace(raw)) > 0 {
			var rep suite.BatchReport
			if len(raw) > suite.MaxBatchLine {
				rep = suite.LineTooLong(line)
			} else {
				rep = suite.GradeLine(line, raw)
			}
			sum.Add(rep)
			rep.Overlay = nil
			b, err := json.Marshal(rep)
			if err != nil {
				return nil, fail(CodeInternal, "line %d: cannot encode the report: %v", line, err)
			}
			out.Write(b)
			out.WriteByte('\n')
			row := Row{Line: line, ID: rep.ID, Task: rep.Task, Subpass: rep.Subpass, Seed: rep.Seed, Score: rep.Score, Passed: rep.Passed, Graded: rep.Graded}
			if c, ok := rep.FirstFailure(); ok {
				row.Failure = clip(c.Name+": "+c.Detail, maxFailure)
			}
			reply.Rows = append(reply.Rows, row)
		}
		if line%every == 0 {
			progress(line)
		}
	}
	progress(line)
	reply.Summary = sum.Summary()
	reply.Reports = out.String()
	return reply, nil
}
