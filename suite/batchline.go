package suite

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// ErrNoAnswer refuses a batch line that has no "answer" field.
var ErrNoAnswer = errors.New(`the line has no "answer" field`)

// ParseBatchLine reads one line of a batch: a JSON object with the fields of
// BatchLine. Every problem is said in plain words ("subpass must be a whole
// number, found the string "2""), never in a JSON library's; a whole number
// written as a decimal (2.0, 2e0) is a whole number. The id is filled in
// whenever the line is an object with one, also when the line is refused, so
// that the report can be matched to its run, and so is the run's metadata
// (RunMeta: model, budget, usage, finish_reason), which never fails a line.
// Fields the batch format does not know are ignored;
// a field given twice is refused, as is any text after the object.
//
// A line without an answer (a dataset's or a prompts file's) is read in full
// but for the answer, and refused with ErrNoAnswer.
func ParseBatchLine(raw []byte) (BatchLine, error) {
	var bl BatchLine
	text := bytes.TrimSpace(raw)
	if len(text) == 0 || text[0] != '{' {
		return bl, fmt.Errorf("the line is not a JSON object with task, subpass, seed and answer: it begins with %s", begins(text))
	}
	fields, end, err := wire.Fields(text)
	if raw, ok := fields.Get("id"); ok {
		bl.ID = echo(raw)
	}
	bl.Run = runFromFields(fields)
	if err != nil {
		return bl, err
	}
	if rest := bytes.TrimSpace(text[end:]); len(rest) > 0 {
		return bl, fmt.Errorf("the line has text after its object (%s); put one object on each line", begins(rest))
	}
	str := func(name string, dst *string) error {
		raw, ok := fields.Get(name)
		if !ok || string(raw) == "null" {
			return nil
		}
		if err := json.Unmarshal(raw, dst); err != nil {
			return fmt.Errorf("%s must be a string, found %s", name, describe(raw))
		}
		return nil
	}
	for _, f := range []struct {
		name string
		dst  *string
	}{{"task", &bl.Task}, {"version", &bl.Version}, {"rules", &bl.Rules}, {"preset", &bl.Preset}} {
		if err := str(f.name, f.dst); err != nil {
			return bl, err
		}
	}
	if bl.Task == "" {
		return bl, errors.New(`the line names no task (its "task" field)`)
	}
	if raw, ok := fields.Get("subpass"); ok && string(raw) != "null" {
		n, ok := wholeNumber(raw)
		if !ok || n < math.MinInt32 || n > math.MaxInt32 {
			return bl, fmt.Errorf("subpass must be a whole number, found %s", describe(raw))
		}
		k := int(n)
		bl.Subpass = &k
	}
	if raw, ok := fields.Get("seed"); ok && string(raw) != "null" {
		seed, err := seedOf(raw)
		if err != nil {
			return bl, err
		}
		bl.Seed = seed
	}
	bl.Params, _ = fields.Get("params")
	answer, ok := fields.Get("answer")
	if !ok {
		return bl, ErrNoAnswer
	}
	if answer[0] == '"' {
		bl.Answer = unquote(answer)
	} else {
		bl.Answer = string(answer) // a JSON value, graded as its text
	}
	return bl, nil
}

// wholeNumber reads a JSON number that is a whole number, written as an
// integer or as a decimal (2.0, 2e0).
func wholeNumber(raw json.RawMessage) (int64, bool) {
	if len(raw) == 0 || !(raw[0] == '-' || (raw[0] >= '0' && raw[0] <= '9')) {
		return 0, false
	}
	if n, err := strconv.ParseInt(string(raw), 10, 64); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, false
	}
	return int64(f), true
}

// seedOf reads a seed: a whole number, or a string of digits (JavaScript
// cannot hold every seed as a number).
func seedOf(raw json.RawMessage) (*uint64, error) {
	text := string(raw)
	if raw[0] == '"' {
		if err := json.Unmarshal(raw, &text); err != nil {
			return nil, fmt.Errorf("seed must be a whole number, found %s", describe(raw))
		}
	} else if n, ok := wholeNumber(raw); ok && n >= 0 {
		text = strconv.FormatInt(n, 10)
	} else if !ok {
		return nil, fmt.Errorf("seed must be a whole number from 0 to %d, found %s", uint64(tasks.MaxSeed), describe(raw))
	}
	s, err := tasks.ParseSeed(verifiers.Clip(text, 40))
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// describe names a raw JSON value for a message: `the string "2"`, `1.5`,
// `an object`.
func describe(raw json.RawMessage) string {
	v, err := verifiers.ParseLiteral(string(raw), verifiers.Limits{MaxBytes: 1 << 20, MaxDepth: 64, MaxValues: 1 << 16})
	if err != nil {
		return begins(raw)
	}
	return v.Describe()
}

// begins shows the start of a text in a message.
func begins(text []byte) string {
	if len(text) == 0 {
		return "nothing"
	}
	return verifiers.Quote(string(bytes.ToValidUTF8(text, []byte("\uFFFD"))), 24)
}

// echo returns an id to echo in a report: compact JSON, valid UTF-8 (a line's
// stray bytes inside a string become U+FFFD), so that the reports file is the
// same bytes however it is carried.
func echo(raw json.RawMessage) json.RawMessage {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return nil
	}
	return bytes.ToValidUTF8(b.Bytes(), []byte("\uFFFD"))
}

// unquote decodes a JSON string token, keeping every byte that is not an
// escape as written: invalid UTF-8 in a model's answer reaches its grader,
// which refuses it by name, rather than being silently replaced.
func unquote(raw json.RawMessage) string {
	s := raw[1 : len(raw)-1]
	if bytes.IndexByte(s, '\\') < 0 {
		return string(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			r, n := hex4(s[i+1:])
			i += n
			if utf16.IsSurrogate(r) && i+2 < len(s) && s[i+1] == '\\' && s[i+2] == 'u' {
				if r2, n2 := hex4(s[i+3:]); n2 == 4 {
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						r = dec
						i += 2 + n2
					}
				}
			}
			b.WriteRune(r)
		default: // \" \\ \/
			b.WriteByte(e)
		}
	}
	return b.String()
}

// hex4 reads the four hex digits of a \u escape (the decoder has checked
// them), returning the code and how many bytes it read.
func hex4(s []byte) (rune, int) {
	if len(s) < 4 {
		return utf8.RuneError, 0
	}
	n, err := strconv.ParseUint(string(s[:4]), 16, 32)
	if err != nil {
		return utf8.RuneError, 0
	}
	return rune(n), 4
}
