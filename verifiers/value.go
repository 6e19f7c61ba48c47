package verifiers

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/wire"
)

// Kind is the type of a parsed value. Lists and tuples are kept apart, and so are
// integers and floats, because the specs tell them apart ("1" is an index, "1.0"
// may not be).
type Kind uint8

const (
	Null Kind = iota
	Bool
	Int
	Float
	String
	List
	Tuple
	Dict
)

var kindNames = [...]string{"null", "boolean", "integer", "number", "string", "list", "tuple", "object"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "value"
}

// Value is one node of a parsed answer: JSON and Python literals share it.
type Value struct {
	Kind Kind
	Bool bool
	// Big marks an integer that does not fit in int64 (its digits are in
	// Text). It sits beside Kind and Bool so that the three share a word.
	Big bool
	// Int holds an integer that fits in int64.
	Int int64
	// Float holds a non-integer number; NaN and infinities are kept so that the
	// grader can say what was wrong instead of failing to parse.
	Float float64
	// Text is a number's source text, or a string's decoded contents.
	Text string
	// Items holds list and tuple elements, or a dict's values.
	Items []Value
	// Keys holds a dict's keys, parallel to Items, in source order.
	Keys []Value
	// Pos is the byte offset of the value in the text it was parsed from.
	Pos int
}

// IsSeq reports whether v is a list or a tuple.
func (v Value) IsSeq() bool { return v.Kind == List || v.Kind == Tuple }

// Get returns a dict's value for a string key.
func (v Value) Get(key string) (Value, bool) {
	if v.Kind != Dict {
		return Value{}, false
	}
	for i, k := range v.Keys {
		if k.Kind == String && k.Text == key {
			return v.Items[i], true
		}
	}
	return Value{}, false
}

// KeyNames lists a dict's string keys, for messages.
func (v Value) KeyNames() []string {
	var out []string
	for _, k := range v.Keys {
		if k.Kind == String {
			out = append(out, strconv.Quote(k.Text))
		}
	}
	return out
}

// Describe names a value briefly for a message a person reads: `the string "3"`,
// `1.5`, `a list of 2 items`.
func (v Value) Describe() string {
	switch v.Kind {
	case Null:
		return "null"
	case Bool:
		return strconv.FormatBool(v.Bool)
	case Int:
		if v.Big {
			return "the integer " + wire.Clip(v.Text, 24)
		}
		return strconv.FormatInt(v.Int, 10)
	case Float:
		// As written: 1e400 is reported as 1e400, not as the infinity it
		// overflows to.
		switch {
		case v.Text != "":
			return wire.Clip(v.Text, 24)
		case math.IsNaN(v.Float):
			return "NaN"
		case math.IsInf(v.Float, 1):
			return "Infinity"
		case math.IsInf(v.Float, -1):
			return "-Infinity"
		}
		return strconv.FormatFloat(v.Float, 'g', -1, 64)
	case String:
		return "the string " + wire.Quote(v.Text, 24)
	case List, Tuple:
		n := len(v.Items)
		if n == 1 {
			return "a " + v.Kind.String() + " of 1 item"
		}
		return fmt.Sprintf("a %s of %d items", v.Kind, n)
	case Dict:
		return "an object with keys " + wire.Clip(strings.Join(v.KeyNames(), ", "), 48)
	}
	return "a value"
}

// JSON renders a value compactly for messages and for re-grading batch answers.
func (v Value) JSON() string {
	var b strings.Builder
	v.writeJSON(&b)
	return b.String()
}

func (v Value) writeJSON(b *strings.Builder) {
	switch v.Kind {
	case Null:
		b.WriteString("null")
	case Bool:
		b.WriteString(strconv.FormatBool(v.Bool))
	case Int:
		if v.Big {
			b.WriteString(v.Text)
		} else {
			b.WriteString(strconv.FormatInt(v.Int, 10))
		}
	case Float:
		switch {
		case math.IsNaN(v.Float):
			b.WriteString("NaN")
		case math.IsInf(v.Float, 1):
			b.WriteString("Infinity")
		case math.IsInf(v.Float, -1):
			b.WriteString("-Infinity")
		default:
			b.WriteString(strconv.FormatFloat(v.Float, 'g', -1, 64))
		}
	case String:
		// encoding/json's escaping: valid JSON whatever the bytes (invalid UTF-8
		// becomes U+FFFD), unlike strconv.Quote's \x escapes.
		q, _ := json.Marshal(v.Text)
		b.Write(q)
	case List, Tuple:
		b.WriteByte('[')
		for i, it := range v.Items {
			if i > 0 {
				b.WriteByte(',')
			}
			it.writeJSON(b)
		}
		b.WriteByte(']')
	case Dict:
		b.WriteByte('{')
		for i := range v.Items {
			if i > 0 {
				b.WriteByte(',')
			}
			v.Keys[i].writeJSON(b)
			b.WriteByte(':')
			v.Items[i].writeJSON(b)
		}
		b.WriteByte('}')
	}
}
