package jsonl

import (
	"bufio"
	"bytes"
	"io"
)

// bom is the UTF-8 byte-order mark some editors write at the start of a file.
var bom = []byte("\xef\xbb\xbf")

// Reader reads the lines of a JSON Lines file that are not blank.
type Reader struct {
	br      *bufio.Reader
	max     int
	n       int
	line    []byte
	tooLong bool
	ended   bool
	err     error
}

// NewReader reads lines of at most max bytes (without their end) from r.
func NewReader(r io.Reader, max int) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 1<<16), max: max}
}

// Next moves to the next line that is not blank (or is too long). It
// returns false at the end of the file or when reading failed (Err).
func (r *Reader) Next() bool {
	for r.err == nil {
		r.line, r.tooLong, r.ended = nil, false, false
		for {
			chunk, err := r.br.ReadSlice('\n')
			if !r.tooLong && len(r.line)+len(chunk) > r.max+2 { // room for "\r\n"
				r.tooLong, r.line = true, nil
			}
			if !r.tooLong {
				r.line = append(r.line, chunk...)
			}
			if err == bufio.ErrBufferFull {
				continue
			}
			if err != nil {
				r.err = err
				if err == io.EOF && len(r.line) == 0 && !r.tooLong && len(chunk) == 0 {
					return false
				}
			}
			r.ended = err == nil
			break
		}
		r.n++
		r.line = bytes.TrimSuffix(bytes.TrimSuffix(r.line, []byte{'\n'}), []byte{'\r'})
		if r.n == 1 {
			r.line = bytes.TrimPrefix(r.line, bom)
		}
		if !r.tooLong && len(r.line) > r.max {
			r.tooLong, r.line = true, nil
		}
		if r.tooLong || len(bytes.TrimSpace(r.line)) > 0 {
			return true
		}
	}
	return false
}

// Bytes is the current line without its end (a slice of its own, which the
// caller may keep); it is empty when the line is too long.
func (r *Reader) Bytes() []byte { return r.line }

// Line is the current line's number, from 1, blank lines counted.
func (r *Reader) Line() int { return r.n }

// TooLong says whether the current line is longer than the limit.
func (r *Reader) TooLong() bool { return r.tooLong }

// Ended says whether a newline ended the current line (the last line of a
// file cut short by an interruption has none).
func (r *Reader) Ended() bool { return r.ended }

// Err is the error that stopped reading, nil at the end of the file.
func (r *Reader) Err() error {
	if r.err == io.EOF {
		return nil
	}
	return r.err
}
