package verifiers

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/wire"
)

// A DecodeError names the place in the answer that has the wrong content:
// "triangles[3][1]: expected an integer index, found 1.5".
type DecodeError struct {
	Path string
	Msg  string
}

func (e *DecodeError) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}

// Errorf builds a DecodeError at a path.
func Errorf(path, format string, args ...any) error {
	return &DecodeError{Path: path, Msg: fmt.Sprintf(format, args...)}
}

// Index extends a path with an element index: Index("triangles", 3) = "triangles[3]".
func Index(path string, i int) string {
	return path + "[" + strconv.Itoa(i) + "]"
}

// Seq returns the elements of a list (or a tuple, if tuples are allowed).
func Seq(v Value, path string, tuples bool) ([]Value, error) {
	if v.Kind == List || (tuples && v.Kind == Tuple) {
		return v.Items, nil
	}
	want := "a list"
	if tuples {
		want = "a list or tuple"
	}
	return nil, Errorf(path, "expected %s, found %s", want, v.Describe())
}

// IntRule says which spellings of an integer a task accepts besides a plain
// integer literal and a whole number written as a decimal (3.0, 3e0), which
// every task accepts: an answer schema's "integer" is JSON Schema's, which
// any number with no fractional part satisfies.
type IntRule struct {
	// NumericStrings accepts "3" and " 3 " as 3.
	NumericStrings bool
	// Bools accepts true and false as 1 and 0 (Python's bool is an int).
	Bools bool
	// NoDecimals refuses a whole number written as a decimal, for the few
	// tasks whose upstream used the value as a list index, which Python
	// refuses for 1.0 (csg-union's face indices).
	NoDecimals bool
}

// Integer reads an integer under the rule: a whole number, written as an
// integer or as a decimal (3.0, 3e0). NaN, infinities, fractions and integers
// beyond int64 are rejected by name.
func Integer(v Value, path string, rule IntRule) (int64, error) {
	switch v.Kind {
	case Int:
		if v.Big {
			return 0, Errorf(path, "the integer %s is far too large", wire.Clip(v.Text, 24))
		}
		return v.Int, nil
	case Float:
		switch {
		case rule.NoDecimals:
			return 0, Errorf(path, "expected an integer, found the decimal number %s", v.Describe())
		case math.IsNaN(v.Float):
			return 0, Errorf(path, "expected an integer, found NaN")
		case math.IsInf(v.Float, 0):
			return 0, Errorf(path, "expected an integer, found %s", v.Describe())
		case v.Float != math.Trunc(v.Float):
			return 0, Errorf(path, "expected an integer, found the fraction %s", v.Describe())
		case math.Abs(v.Float) > 1<<53:
			return 0, Errorf(path, "the number %s is far too large", v.Describe())
		}
		return int64(v.Float), nil
	case String:
		if rule.NumericStrings {
			n, err := strconv.ParseInt(strings.TrimSpace(v.Text), 10, 64)
			if err == nil {
				return n, nil
			}
		}
	case Bool:
		if rule.Bools {
			if v.Bool {
				return 1, nil
			}
			return 0, nil
		}
	}
	return 0, Errorf(path, "expected an integer, found %s", v.Describe())
}

// Number reads a finite number (an integer or a decimal). NaN and infinities are
// rejected by name.
func Number(v Value, path string) (float64, error) {
	switch v.Kind {
	case Int:
		if v.Big {
			f, _ := strconv.ParseFloat(v.Text, 64)
			if math.IsInf(f, 0) {
				return 0, Errorf(path, "the number %s is far too large", wire.Clip(v.Text, 24))
			}
			return f, nil
		}
		return float64(v.Int), nil
	case Float:
		if math.IsNaN(v.Float) || math.IsInf(v.Float, 0) {
			return 0, Errorf(path, "expected a finite number, found %s", v.Describe())
		}
		return v.Float, nil
	}
	return 0, Errorf(path, "expected a number, found %s", v.Describe())
}

// Text reads a string.
func Text(v Value, path string) (string, error) {
	if v.Kind != String {
		return "", Errorf(path, "expected a string, found %s", v.Describe())
	}
	return v.Text, nil
}

// ListOf returns a Shape.Bare predicate: a list or tuple (empty included)
// whose every element satisfies elem. Bare predicates keep a stray list in the
// prose, such as [1, 2, 3], from being taken for the answer.
func ListOf(elem func(Value) bool) func(Value) bool {
	return func(v Value) bool {
		if !v.IsSeq() {
			return false
		}
		for _, it := range v.Items {
			if !elem(it) {
				return false
			}
		}
		return true
	}
}

// NonEmptyListOf is ListOf that refuses the empty list.
func NonEmptyListOf(elem func(Value) bool) func(Value) bool {
	list := ListOf(elem)
	return func(v Value) bool { return len(v.Items) > 0 && list(v) }
}

// HasKey returns an element predicate: an object holding the key.
func HasKey(key string) func(Value) bool {
	return func(v Value) bool {
		_, ok := v.Get(key)
		return ok
	}
}

// ListOfSeqs is a Shape.Bare predicate: a list whose elements are all lists or
// tuples (a list of triangles, of boxes, of points).
var ListOfSeqs = ListOf(Value.IsSeq)
