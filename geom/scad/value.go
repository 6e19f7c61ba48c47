package scad

import (
	"math"
	"strconv"
	"strings"
)

// A value is nil (undef), float64, bool, string, []value (a vector) or
// *rangeVal.
type value any

type rangeVal struct{ start, step, stop float64 }

// count is how many values the range holds (OpenSCAD: start + i·step while
// not past stop), or -1 when the range is endless or not a number.
func (r *rangeVal) count() float64 {
	if !finite(r.start) || !finite(r.step) || !finite(r.stop) {
		return -1
	}
	if r.step == 0 {
		return -1
	}
	n := math.Floor((r.stop-r.start)/r.step) + 1
	if n < 0 {
		return 0
	}
	return n
}

func (r *rangeVal) at(i int) float64 { return r.start + float64(float64(i)*r.step) }

func finite(x float64) bool { return x-x == 0 }

func truthy(v value) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case float64:
		return x != 0
	case string:
		return x != ""
	case []value:
		return len(x) > 0
	}
	return true
}

func typeName(v value) string {
	switch v.(type) {
	case nil:
		return "undef"
	case bool:
		return "bool"
	case float64:
		return "number"
	case string:
		return "string"
	case []value:
		return "vector"
	}
	return "range"
}

func equal(a, b value) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case float64:
		y, ok := b.(float64)
		return ok && x == y
	case string:
		y, ok := b.(string)
		return ok && x == y
	case []value:
		y, ok := b.([]value)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case *rangeVal:
		y, ok := b.(*rangeVal)
		return ok && *x == *y
	}
	return false
}

// format writes a value as OpenSCAD's str() does, stopping after most bytes.
func format(b *strings.Builder, v value, most int) {
	if b.Len() > most {
		return
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("undef")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case float64:
		b.WriteString(strconv.FormatFloat(x, 'g', 6, 64))
	case string:
		b.WriteString(x)
	case []value:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			if s, ok := e.(string); ok {
				b.WriteString(strconv.Quote(s))
			} else {
				format(b, e, most)
			}
			if b.Len() > most {
				return
			}
		}
		b.WriteByte(']')
	case *rangeVal:
		b.WriteString("[")
		format(b, x.start, most)
		b.WriteString(" : ")
		format(b, x.step, most)
		b.WriteString(" : ")
		format(b, x.stop, most)
		b.WriteString("]")
	}
}

// num returns v as a number, or ok false.
func num(v value) (float64, bool) {
	x, ok := v.(float64)
	return x, ok
}

// vec3 reads a vector of 2 or 3 numbers (a missing z is fill), or ok false.
func vec3(v value, fill float64) (Vec3, bool) {
	xs, ok := v.([]value)
	if !ok || len(xs) < 2 || len(xs) > 3 {
		return Vec3{}, false
	}
	r := Vec3{fill, fill, fill}
	for i, e := range xs {
		x, ok := e.(float64)
		if !ok {
			return Vec3{}, false
		}
		r[i] = x
	}
	return r, true
}
