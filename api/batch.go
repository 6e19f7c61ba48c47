package api

import (
	"bytes"
	"encoding/json"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/wire"
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
	// Reports is every line's full report (without overlay) as JSONL and
	// then the summary line: byte for byte what `scbench grade --batch
	// --json` prints, for download.
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

// batch grades a JSONL batch through suite.BatchReader, exactly as the CLI's
// `grade --batch` does; Reports is byte for byte what
// `scbench grade --batch --json` prints for the same bytes, summary included.
// The batch comes as bytes (jsonl_bytes, base64 in the message) when the page
// read it from a file, so that a stray byte reaches the grader as it is, or as
// text (jsonl) when it was pasted.
func batch(r Request, emit func([]byte)) (any, *Error) {
	var text []byte
	switch {
	case r.JSONLBytes != nil:
		text = r.JSONLBytes
	case r.JSONL != nil:
		text = []byte(*r.JSONL)
	default:
		return nil, fail(CodeBadRequest, "no jsonl given")
	}
	if len(text) > MaxBatchBytes {
		return nil, fail(CodeTooLarge, "the batch is %s; the limit is %s", wire.Size(len(text)), wire.Size(MaxBatchBytes))
	}
	total := bytes.Count(text, []byte{'\n'})
	if len(text) > 0 && text[len(text)-1] != '\n' {
		total++
	}
	every := max(1, total/100)
	reply := BatchReply{Rows: []Row{}}
	var out bytes.Buffer
	lines := suite.NewBatchReader(bytes.NewReader(text))
	progress := func(done int) {
		s := lines.Summary()
		b, _ := json.Marshal(Progress{"progress", done, total, s.Graded, s.Errors, s.Overall.Mean})
		emit(b)
	}
	next := every
	for {
		rep, ok := lines.Next()
		if !ok {
			break
		}
		if err := suite.WriteReport(&out, rep); err != nil {
			return nil, fail(CodeInternal, "line %d: cannot encode the report: %v", rep.Line, err)
		}
		row := Row{Line: rep.Line, ID: rep.ID, Task: rep.Task, Subpass: rep.Subpass, Seed: rep.Seed, Score: rep.Score, Passed: rep.Passed, Graded: rep.Graded}
		if c, ok := rep.FirstFailure(); ok {
			row.Failure = wire.Clip(c.Name+": "+c.Detail, maxFailure)
		}
		reply.Rows = append(reply.Rows, row)
		if lines.Line() >= next {
			progress(lines.Line())
			next = (lines.Line()/every + 1) * every
		}
	}
	if err := lines.Err(); err != nil {
		return nil, fail(CodeInternal, "cannot read the batch: %v", err)
	}
	progress(total)
	reply.Summary = lines.Summary()
	if err := suite.WriteSummary(&out, reply.Summary); err != nil {
		return nil, fail(CodeInternal, "cannot encode the summary: %v", err)
	}
	reply.Reports = out.String()
	return reply, nil
}
