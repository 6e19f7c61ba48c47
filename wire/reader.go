package wire

import (
	"bufio"
	"bytes"
	"fmt"
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
	size    int
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
//
// A line ends at "\n", with a "\r" before it dropped. A UTF-8 byte-order
// mark at the start of a line is dropped too: editors write one at the start
// of a file, and two files written so and put end to end have one at the
// start of a line in the middle.
func (r *Reader) Next() bool {
	for r.err == nil {
		r.line, r.size, r.tooLong, r.ended = nil, 0, false, false
		var last byte // the last byte before the newline: a line not held may end in "\r"
		for first := true; ; first = false {
			chunk, err := r.br.ReadSlice('\n')
			if first && bytes.HasPrefix(chunk, bom) {
				r.size -= len(bom)
			}
			r.size += len(chunk)
			if !r.tooLong && len(r.line)+len(chunk) > r.max+len(bom)+2 { // room for a mark and "\r\n"
				r.tooLong, r.line = true, nil
			}
			if !r.tooLong {
				r.line = append(r.line, chunk...)
			}
			if body := bytes.TrimSuffix(chunk, []byte{'\n'}); len(body) > 0 {
				last = body[len(body)-1]
			}
			if err == bufio.ErrBufferFull {
				continue
			}
			if err != nil {
				r.err = err
				if err == io.EOF && r.size == 0 && len(chunk) == 0 {
					return false
				}
			}
			r.ended = err == nil
			break
		}
		r.n++
		if r.tooLong {
			if r.ended {
				r.size-- // the newline
				if last == '\r' {
					r.size--
				}
			}
		} else {
			r.line = bytes.TrimPrefix(bytes.TrimSuffix(bytes.TrimSuffix(r.line, []byte{'\n'}), []byte{'\r'}), bom)
			r.size = len(r.line)
			if r.size > r.max {
				r.tooLong, r.line = true, nil
			}
		}
		if r.tooLong || len(trimSpace(r.line)) > 0 {
			return true
		}
	}
	return false
}

// Bytes is the current line without its end or mark (a slice of its own,
// which the caller may keep); it is empty when the line is too long.
func (r *Reader) Bytes() []byte { return r.line }

// Line is the current line's number, from 1, blank lines counted.
func (r *Reader) Line() int { return r.n }

// TooLong says whether the current line is longer than the limit; Problem
// then says so in words.
func (r *Reader) TooLong() bool { return r.tooLong }

// Problem is what is wrong with the current line as a line, before anything
// is read from it: nil, or that it is too long (with its length, counted as
// it was read through).
func (r *Reader) Problem() error {
	if !r.tooLong {
		return nil
	}
	return TooLong(r.size, r.max)
}

// TooLong is the refusal of a line of size bytes, over the limit max.
func TooLong(size, max int) error {
	return fmt.Errorf("the line is %s bytes long; a line may be at most %s bytes", Thousands(size), Thousands(max))
}

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
