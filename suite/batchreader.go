package suite

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
)

// BatchReader grades a JSONL batch line by line: the one way both the CLI's
// `grade --batch` and the browser's batch mode read a batch, so that they
// agree byte for byte. Lines end at "\n" (a "\r" before it is dropped); a
// UTF-8 byte-order mark at the start of the batch is skipped; blank lines are
// skipped but counted, so that reports name lines as an editor numbers them;
// a line longer than MaxBatchLine is reported without being held in memory.
type BatchReader struct {
	br   *bufio.Reader
	line int
	err  error
	sum  *Summer
}

// NewBatchReader reads a batch from r.
func NewBatchReader(r io.Reader) *BatchReader {
	return &BatchReader{br: bufio.NewReaderSize(r, 1<<16), sum: NewSummer()}
}

// bom is the UTF-8 byte-order mark some editors write at the start of a file.
var bom = []byte("\xef\xbb\xbf")

// Next grades the next line that is not blank. ok is false at the end of the
// batch, or when reading failed (Err says why).
func (b *BatchReader) Next() (rep BatchReport, ok bool) {
	for b.err == nil {
		raw, tooLong, err := readLine(b.br, MaxBatchLine)
		if err != nil && err != io.EOF {
			b.err = err
			return BatchReport{}, false
		}
		if err == io.EOF && len(raw) == 0 && !tooLong {
			b.err = io.EOF
			return BatchReport{}, false
		}
		if err == io.EOF {
			b.err = io.EOF // this is the last line
		}
		b.line++
		if b.line == 1 {
			raw = bytes.TrimPrefix(raw, bom)
		}
		if len(bytes.TrimSpace(raw)) == 0 && !tooLong {
			continue
		}
		if tooLong {
			rep = LineTooLong(b.line)
		} else {
			rep = GradeLine(b.line, raw)
		}
		rep.Overlay = nil
		b.sum.Add(rep)
		return rep, true
	}
	return BatchReport{}, false
}

// Line is the number of lines read so far, blank ones included.
func (b *BatchReader) Line() int { return b.line }

// Err is the error that stopped reading, if it was not the end of the batch.
func (b *BatchReader) Err() error {
	if b.err == io.EOF {
		return nil
	}
	return b.err
}

// Summary is the per-task and per-bucket summary of the lines graded so far.
func (b *BatchReader) Summary() Summary { return b.sum.Summary() }

// readLine reads one line of at most max bytes; a longer line is consumed and
// reported as too long.
func readLine(br *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
	for {
		chunk, isPrefix, e := br.ReadLine()
		if !tooLong {
			if len(line)+len(chunk) > max {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if e != nil {
			return line, tooLong, e
		}
		if !isPrefix {
			return line, tooLong, nil
		}
	}
}

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
