package suite

import (
	"encoding/json"
	"io"

	"github.com/scbench/scbench/wire"
)

// BatchReader grades a JSONL batch line by line: the one way both the CLI's
// `grade --batch` and the browser's batch mode read a batch, so that they
// agree byte for byte. Lines end at "\n" (a "\r" before it is dropped); a
// UTF-8 byte-order mark at the start of the batch or of any line is skipped;
// blank lines are skipped but counted, so that reports name lines as an
// editor numbers them; a line longer than MaxBatchLine is reported without
// being held in memory (package wire reads every JSON Lines file so).
type BatchReader struct {
	lines *wire.Reader
	sum   *Summer
}

// NewBatchReader reads a batch from r.
func NewBatchReader(r io.Reader) *BatchReader {
	return &BatchReader{lines: wire.NewReader(r, MaxBatchLine), sum: NewSummer()}
}

// Next grades the next line that is not blank. ok is false at the end of the
// batch, or when reading failed (Err says why).
func (b *BatchReader) Next() (rep BatchReport, ok bool) {
	if !b.lines.Next() {
		return BatchReport{}, false
	}
	if b.lines.TooLong() {
		rep = lineFailure(b.lines.Line(), "", b.lines.Problem().Error(), nil)
	} else {
		rep = GradeLine(b.lines.Line(), b.lines.Bytes())
	}
	rep.Overlay = nil
	b.sum.Add(rep)
	return rep, true
}

// Line is the number of lines read so far, blank ones included.
func (b *BatchReader) Line() int { return b.lines.Line() }

// Err is the error that stopped reading, if it was not the end of the batch.
func (b *BatchReader) Err() error { return b.lines.Err() }

// Summary is the per-task and per-bucket summary of the lines graded so far.
func (b *BatchReader) Summary() Summary { return b.sum.Summary() }

// WriteReport writes one line's report as a line of JSON: what
// `scbench grade --batch --json` prints and the browser's reports file holds.
func WriteReport(w io.Writer, rep BatchReport) error {
	return writeLine(w, rep)
}

// WriteSummary writes the summary line that ends a reports file:
// {"summary": {...}}.
func WriteSummary(w io.Writer, s Summary) error {
	return writeLine(w, struct {
		Summary Summary `json:"summary"`
	}{s})
}

func writeLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
