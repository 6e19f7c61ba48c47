package verifiers

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/scbench/scbench/wire"
)

// Limits bound the work spent on one answer. They are checked while parsing, so a
// hostile answer costs at most a pass over MaxBytes of text.
type Limits struct {
	MaxBytes  int // length of the raw answer text
	MaxDepth  int // nesting of lists, tuples and objects
	MaxValues int // total number of parsed values
}

// DefaultLimits suit every JSON answer in the benchmark: the largest reference
// answer (hyper-snake's 2,000 positions) is 56 KB and 22,000 values, so these
// leave room for verbose models while bounding what a hostile answer costs. A
// task whose answers are legitimately larger raises them.
var DefaultLimits = Limits{MaxBytes: 1 << 20, MaxDepth: 32, MaxValues: 1 << 17}

// A SyntaxError says where and why a literal could not be parsed.
type SyntaxError struct {
	Pos int
	Msg string
	// Limit is set when the text broke one of the Limits rather than the grammar.
	Limit bool
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("at byte %d: %s", e.Pos, e.Msg) }

// ParseLiteral parses text that must be exactly one JSON or Python literal,
// surrounded by optional whitespace. It accepts the union of both grammars:
// objects/dicts with string or number keys, lists, tuples, single- or
// double-quoted strings, integers and floats (including NaN, Infinity, inf,
// nan), true/false/null and True/False/None, and trailing commas. Nothing is
// evaluated.
func ParseLiteral(text string, lim Limits) (Value, error) {
	p := parsers.Get().(*parser)
	defer p.release()
	*p = parser{s: text, lim: lim, stack: p.stack[:0]}
	p.skipSpace()
	v, err := p.value(0)
	if err != nil {
		return Value{}, err
	}
	p.skipSpace()
	// A statement-ending semicolon or full stop after the literal is prose
	// punctuation, not part of the answer.
	if p.i < len(p.s) && (p.s[p.i] == ';' || p.s[p.i] == '.') {
		p.i++
		p.skipSpace()
	}
	if p.i != len(p.s) {
		return Value{}, p.fail("unexpected %s after the value", p.near())
	}
	return v, nil
}

// slabItems is the size of the parser's slabs, in values.
const slabItems = 256

type parser struct {
	s     string
	i     int
	lim   Limits
	count int
	// stack holds the elements of the lists and objects being parsed; each is
	// copied out once, at its closing bracket, into a slice of exactly its
	// size. Growing every list by append cost three allocations per small list.
	stack []Value
	// slab is where small lists' items are cut from once an answer has
	// shown that it has many (see pop); pops counts the lists so far.
	slab []Value
	pops int

	// memo is set while scanning a text for every literal in it (scan.go):
	// what was parsed at each bracket or quote, so that no part of the text
	// is parsed twice however many brackets enclose it.
	memo map[int]memoEntry
	// deepest is the deepest container level reached in the current scan,
	// from which each memoised container's height follows.
	deepest int
	// steps counts the values parsed afresh and the bytes of strings read,
	// so that tests can check that a scan's work is linear in the text.
	steps int
}

// parsers keeps parsers (with their stacks) between parses: grading parses
// an answer or two per call, and a fresh stack cost more than the parse of a
// short answer. A parser's slab is never kept, since parsed values use it.
var parsers = sync.Pool{New: func() any { return new(parser) }}

// release returns the parser to the pool, keeping its stack but nothing it
// pointed to.
func (p *parser) release() {
	if cap(p.stack) > 1<<12 {
		p.stack = nil // do not hold on to a huge answer's stack
	}
	clear(p.stack[:cap(p.stack)])
	*p = parser{stack: p.stack[:0]}
	parsers.Put(p)
}

func (p *parser) fail(format string, args ...any) error {
	return &SyntaxError{Pos: p.i, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) limit(format string, args ...any) error {
	return &SyntaxError{Pos: p.i, Msg: fmt.Sprintf(format, args...), Limit: true}
}

// near describes the text at the cursor for an error message.
func (p *parser) near() string {
	if p.i >= len(p.s) {
		return "end of text"
	}
	r, _ := utf8.DecodeRuneInString(p.s[p.i:])
	end := p.i
	for end < len(p.s) && end-p.i < 12 && p.s[end] != '\n' {
		end++
	}
	if r == utf8.RuneError {
		return "a byte that is not text"
	}
	return strconv.Quote(p.s[p.i:end])
}

func (p *parser) skipSpace() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) value(depth int) (Value, error) {
	p.count++
	p.steps++
	if p.lim.MaxValues > 0 && p.count > p.lim.MaxValues {
		return Value{}, p.limit("the answer has more than %d values", p.lim.MaxValues)
	}
	if p.i >= len(p.s) {
		return Value{}, p.fail("the text ends where a value was expected")
	}
	pos := p.i
	switch c := p.s[p.i]; {
	case p.memo != nil && (c == '[' || c == '(' || c == '{' || c == '"' || c == '\''):
		return p.recall(depth)
	case c == '[' || c == '(' || c == '{':
		return p.container(depth)
	case c == '"' || c == '\'':
		s, err := p.str()
		return Value{Kind: String, Text: s, Pos: pos}, err
	case c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9'):
		return p.number()
	case isIdentStart(c):
		return p.word()
	}
	return Value{}, p.fail("unexpected %s where a value was expected", p.near())
}

// container parses the list, tuple or object at the cursor.
func (p *parser) container(depth int) (Value, error) {
	if p.lim.MaxDepth > 0 && depth >= p.lim.MaxDepth {
		return Value{}, p.limit("the answer is nested more than %d levels deep", p.lim.MaxDepth)
	}
	p.deepest = max(p.deepest, depth)
	switch p.s[p.i] {
	case '[':
		return p.sequence(depth, ']', List)
	case '(':
		return p.sequence(depth, ')', Tuple)
	}
	return p.dict(depth)
}

func (p *parser) sequence(depth int, close byte, kind Kind) (Value, error) {
	pos := p.i
	p.i++ // opening bracket
	base := len(p.stack)
	sawComma := false
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			return Value{}, p.fail("the text ends inside a %s opened at byte %d (it is never closed)", kind, pos)
		}
		n := len(p.stack) - base
		if p.s[p.i] == close {
			p.i++
			items := p.pop(base)
			// In Python "(x)" is x in parentheses, not a one-element tuple.
			if kind == Tuple && n == 1 && !sawComma {
				return items[0], nil
			}
			return Value{Kind: kind, Pos: pos, Items: items}, nil
		}
		if n > 0 {
			if p.s[p.i] != ',' {
				return Value{}, p.fail("expected a comma or %q in the %s opened at byte %d, found %s", close, kind, pos, p.near())
			}
			p.i++
			sawComma = true
			p.skipSpace()
			if p.i < len(p.s) && p.s[p.i] == close {
				continue // trailing comma
			}
			if p.i >= len(p.s) {
				return Value{}, p.fail("the text ends inside a %s opened at byte %d (it is never closed)", kind, pos)
			}
		}
		it, err := p.value(depth + 1)
		if err != nil {
			return Value{}, err
		}
		p.stack = append(p.stack, it)
	}
}

// pop removes the values above base from the stack and returns them in a slice
// of their own (nil when there are none, as for an empty list). Small lists
// are cut from a shared slab, so that an answer of a thousand triangles costs
// a few allocations rather than a thousand: parsed values are never changed,
// so sharing the slab's backing array is safe.
func (p *parser) pop(base int) []Value {
	n := len(p.stack) - base
	if n == 0 {
		return nil
	}
	var items []Value
	p.pops++
	if n <= slabItems/8 && p.pops > 8 {
		// Many lists so far: this answer is a list of small lists.
		if len(p.slab) < n {
			// What is left of the text holds at most about half as many
			// values as it has bytes: a short answer gets a short slab.
			p.slab = make([]Value, max(n, min(slabItems, (len(p.s)-p.i)/2)))
		}
		items, p.slab = p.slab[:n:n], p.slab[n:]
	} else {
		items = make([]Value, n)
	}
	copy(items, p.stack[base:])
	clear(p.stack[base:]) // drop references for the garbage collector
	p.stack = p.stack[:base]
	return items
}

func (p *parser) dict(depth int) (Value, error) {
	pos := p.i
	p.i++
	base := len(p.stack) // keys and values alternate on the stack
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			return Value{}, p.fail("the text ends inside an object opened at byte %d (it is never closed)", pos)
		}
		if p.s[p.i] == '}' {
			p.i++
			kv := p.pop(base)
			v := Value{Kind: Dict, Pos: pos}
			if len(kv) > 0 {
				v.Keys = make([]Value, len(kv)/2)
				v.Items = make([]Value, len(kv)/2)
				for i := range v.Keys {
					v.Keys[i], v.Items[i] = kv[2*i], kv[2*i+1]
				}
			}
			return v, nil
		}
		if len(p.stack) > base {
			if p.s[p.i] != ',' {
				return Value{}, p.fail("expected a comma or '}' in the object opened at byte %d, found %s", pos, p.near())
			}
			p.i++
			p.skipSpace()
			if p.i < len(p.s) && p.s[p.i] == '}' {
				continue
			}
			if p.i >= len(p.s) {
				return Value{}, p.fail("the text ends inside an object opened at byte %d (it is never closed)", pos)
			}
		}
		k, err := p.value(depth + 1)
		if err != nil {
			return Value{}, err
		}
		if k.Kind != String && k.Kind != Int {
			return Value{}, &SyntaxError{Pos: k.Pos, Msg: "an object key must be a string, found " + k.Describe()}
		}
		p.skipSpace()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			return Value{}, p.fail("expected ':' after an object key, found %s", p.near())
		}
		p.i++
		p.skipSpace()
		if p.i >= len(p.s) {
			return Value{}, p.fail("the text ends inside an object opened at byte %d (it is never closed)", pos)
		}
		val, err := p.value(depth + 1)
		if err != nil {
			return Value{}, err
		}
		p.stack = append(p.stack, k, val)
	}
}

// str parses a single- or double-quoted string with JSON and Python escapes.
func (p *parser) str() (string, error) {
	quote := p.s[p.i]
	start := p.i
	p.i++
	defer func() { p.steps += p.i - start }()
	// Fast path: no escapes.
	for j := p.i; j < len(p.s); j++ {
		c := p.s[j]
		if c == quote {
			s := p.s[p.i:j]
			p.i = j + 1
			return s, nil
		}
		if c == '\\' {
			break
		}
	}
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == quote:
			p.i++
			return b.String(), nil
		case c == '\\':
			if p.i+1 >= len(p.s) {
				return "", p.fail("the text ends inside a string")
			}
			e := p.s[p.i+1]
			p.i += 2
			switch e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case '0':
				b.WriteByte(0)
			case 'u', 'x':
				n := 4
				if e == 'x' {
					n = 2
				}
				if p.i+n > len(p.s) {
					return "", p.fail("a \\%c escape is cut short", e)
				}
				r, err := strconv.ParseUint(p.s[p.i:p.i+n], 16, 32)
				if err != nil {
					return "", p.fail("a \\%c escape has bad hex digits", e)
				}
				b.WriteRune(rune(r))
				p.i += n
			case '\n':
				// Python line continuation inside a string.
			default:
				// \\, \", \', \/ and Python's rule of keeping unknown escapes.
				if e != '\\' && e != '"' && e != '\'' && e != '/' {
					b.WriteByte('\\')
				}
				b.WriteByte(e)
			}
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	p.i = start
	return "", p.fail("a string opened here is never closed")
}

func (p *parser) number() (Value, error) {
	pos := p.i
	j := p.i
	if p.s[j] == '+' || p.s[j] == '-' {
		j++
		// Signed NaN or infinity: -Infinity, -inf, +nan.
		if j < len(p.s) && isIdentStart(p.s[j]) {
			p.i = j
			w, err := p.word()
			if err != nil || w.Kind != Float {
				p.i = pos
				return Value{}, p.fail("unexpected %s where a value was expected", p.near())
			}
			if p.s[pos] == '-' {
				w.Float = -w.Float
				w.Text = "-" + w.Text
			}
			w.Pos = pos
			return w, nil
		}
	}
	digits := 0
	for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
		j++
		digits++
	}
	isFloat := false
	if j < len(p.s) && p.s[j] == '.' {
		isFloat = true
		j++
		for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
			digits++
		}
	}
	if digits == 0 {
		p.i = pos
		return Value{}, p.fail("unexpected %s where a value was expected", p.near())
	}
	if j < len(p.s) && (p.s[j] == 'e' || p.s[j] == 'E') {
		k := j + 1
		if k < len(p.s) && (p.s[k] == '+' || p.s[k] == '-') {
			k++
		}
		if k < len(p.s) && p.s[k] >= '0' && p.s[k] <= '9' {
			for k < len(p.s) && p.s[k] >= '0' && p.s[k] <= '9' {
				k++
			}
			j = k
			isFloat = true
		}
	}
	if j < len(p.s) && (isIdentStart(p.s[j]) || p.s[j] == '.') {
		p.i = j
		return Value{}, p.fail("a number runs into %s", p.near())
	}
	text := p.s[pos:j]
	p.i = j
	if !isFloat {
		n, err := strconv.ParseInt(text, 10, 64)
		if err != nil {
			// Too large for int64: keep the digits, normalised (no plus sign,
			// no leading zeros) so that the text is a valid JSON number.
			neg := text[0] == '-'
			digits := strings.TrimLeft(strings.TrimLeft(text, "+-"), "0")
			if neg {
				digits = "-" + digits
			}
			return Value{Kind: Int, Big: true, Text: digits, Pos: pos}, nil
		}
		return Value{Kind: Int, Int: n, Text: text, Pos: pos}, nil
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil && !math.IsInf(f, 0) {
		return Value{}, p.fail("%q is not a number", text)
	}
	// 1e999 overflows to an infinity, which the grader then rejects by name.
	return Value{Kind: Float, Float: f, Text: text, Pos: pos}, nil
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func (p *parser) word() (Value, error) {
	pos := p.i
	j := p.i
	for j < len(p.s) && (isIdentStart(p.s[j]) || (p.s[j] >= '0' && p.s[j] <= '9')) {
		j++
	}
	w := p.s[p.i:j]
	p.i = j
	switch w {
	case "true", "True":
		return Value{Kind: Bool, Bool: true, Pos: pos}, nil
	case "false", "False":
		return Value{Kind: Bool, Pos: pos}, nil
	case "null", "None":
		return Value{Kind: Null, Pos: pos}, nil
	case "NaN", "nan":
		return Value{Kind: Float, Float: math.NaN(), Text: w, Pos: pos}, nil
	case "Infinity", "inf", "Inf":
		return Value{Kind: Float, Float: math.Inf(1), Text: w, Pos: pos}, nil
	}
	p.i = pos
	return Value{}, p.fail("%s is not a literal value (only numbers, strings, lists, tuples, objects, true/false and null are read; nothing is evaluated)", wire.Quote(w, 24))
}
