package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// String reads the field name as a string: "" when it is absent or null,
// and an error naming the field and what it holds when it is anything else.
// Bytes that are not UTF-8 become U+FFFD, as encoding/json reads them; the
// bytes of an answer are read with Text instead.
func (o Object) String(name string) (string, error) {
	raw, ok := o.Get(name)
	if !ok || string(raw) == "null" {
		return "", nil
	}
	var s string
	if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return "", fmt.Errorf("%s must be a string, found %s", name, Describe(raw))
	}
	return s, nil
}

// Text decodes a JSON string token, keeping every byte that is not an
// escape as written: invalid UTF-8 in a model's answer reaches its grader,
// which refuses it by name, rather than being silently replaced. raw must be
// a string token that a decoder has checked (a field's value from Fields).
func Text(raw json.RawMessage) string {
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

// WholeNumber reads a JSON number that is a whole number, written as an
// integer or as a decimal (2.0, 2e0).
func WholeNumber(raw json.RawMessage) (int64, bool) {
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

// Describe names a JSON value for a message a person reads: `the string
// "2"`, `1.5`, `a list of 2 items`, `an object with keys "a", "b"`. Long
// values are clipped.
func Describe(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "nothing"
	}
	switch c := raw[0]; {
	case c == 'n' && string(raw) == "null", c == 't' && string(raw) == "true", c == 'f' && string(raw) == "false":
		return string(raw)
	case c == '"':
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return "the string " + Quote(s, 24)
		}
	case c == '-' || c >= '0' && c <= '9':
		if !json.Valid(raw) {
			break
		}
		if _, err := strconv.ParseInt(string(raw), 10, 64); err != nil && !bytes.ContainsAny(raw, ".eE") {
			return "the integer " + Clip(string(raw), 24)
		}
		return Clip(string(raw), 24)
	case c == '[':
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) == nil {
			return "a list of " + count(len(items), "item", "items")
		}
	case c == '{':
		if o, _, err := Fields(raw); err == nil && len(o) == 0 {
			return "an empty object"
		} else if o != nil {
			keys := make([]string, len(o))
			for i, f := range o {
				keys[i] = strconv.Quote(f.Key)
			}
			return "an object with keys " + Clip(strings.Join(keys, ", "), 48)
		}
	}
	return begins(raw)
}

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
