package verifiers

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/scbench/scbench/wire"
)

// Shape says what a task's answer looks like, so that the extractor can tell the
// answer apart from other brackets in the text.
type Shape struct {
	// Fields are the required fields of the answer object, as in its JSON schema.
	Fields []string
	// Bare accepts a value given without the object around it as the single
	// field (a bare list of triangles for {"triangles": [...]}). Nil means: a
	// list or tuple stands for the field when there is exactly one.
	Bare func(Value) bool
}

func (s Shape) bareOK(v Value) bool {
	if len(s.Fields) != 1 {
		return false
	}
	if s.Bare != nil {
		return s.Bare(v)
	}
	return v.IsSeq()
}

// Found is an answer located in a model's text; DecodeAnswer reads it into
// the task's answer type.
type Found struct {
	// Object is the answer as an object holding at least Shape.Fields.
	Object Value
	// Where says which part of the text it came from, for the report.
	Where string
}

// AnswerError explains why no answer could be taken from a text. Evasion is true
// when the text holds no attempt at an answer at all (empty, prose only).
type AnswerError struct {
	Msg     string
	Evasion bool
}

func (e *AnswerError) Error() string { return e.Msg }

var (
	typographic = strings.NewReplacer("\u2018", "'", "\u2019", "'", "\u201c", `"`, "\u201d", `"`, "\r\n", "\n")
)

// Extract finds the answer in what a model returned. It is lenient about the
// wrapping and strict about nothing: the caller then checks the content. It tries,
// in order, and takes the first candidate that parses as a literal of the right
// shape:
//
//  1. the text after the last line beginning "Final answer:";
//  2. the last fenced code block (its info string, such as json, is skipped);
//  3. the whole text;
//  4. every bracketed value in the text, the last one of the asked shape
//     (however many there are: see scan.go).
//
// Reasoning inside <thinking>, <think> or <reasoning> blocks is removed first;
// typographic quotes become ASCII. A candidate that is a string holding the
// answer (JSON encoded twice) is decoded once more, and an object that wraps the
// answer object under one key ({"answer": {...}}) is unwrapped.
func Extract(text string, shape Shape, lim Limits) (Found, error) {
	if err := CheckText(text, lim); err != nil {
		return Found{}, err
	}
	text = Clean(text)
	if strings.TrimSpace(text) == "" {
		return Found{}, &AnswerError{Msg: "the answer is empty (nothing is left outside the reasoning block)", Evasion: true}
	}
	x := extractor{shape: shape, lim: lim, bracketed: strings.ContainsAny(text, "[{")}
	if f, ok := x.candidates(text); ok {
		return f, nil
	}
	if x.refused != nil {
		return Found{}, x.refused
	}
	return Found{}, x.explain()
}

// CheckText enforces the size limit and rejects binary data before any parsing.
func CheckText(text string, lim Limits) error {
	if lim.MaxBytes > 0 && len(text) > lim.MaxBytes {
		return &AnswerError{Msg: fmt.Sprintf("the answer is %s bytes long; the limit is %s bytes", wire.Thousands(len(text)), wire.Thousands(lim.MaxBytes))}
	}
	if strings.IndexByte(text, 0) >= 0 || !utf8.ValidString(text) {
		return &AnswerError{Msg: "the answer is binary data, not UTF-8 text"}
	}
	if strings.TrimSpace(text) == "" {
		return &AnswerError{Msg: "the answer is empty", Evasion: true}
	}
	return nil
}

// Clean removes reasoning blocks and normalises quotes and line endings.
func Clean(text string) string {
	// Every pattern of typographic starts with '\r' or with 0xE2, the first
	// byte of the curly quotes in UTF-8: most answers have neither.
	if strings.IndexByte(text, '\r') >= 0 || strings.IndexByte(text, 0xE2) >= 0 {
		text = typographic.Replace(text)
	}
	return stripReasoning(text)
}

var (
	openTags  = []string{"<thinking>", "<think>", "<reasoning>"}
	closeTags = []string{"</thinking>", "</think>", "</reasoning>"}
)

// stripReasoning removes every block from an opening <thinking>, <think> or
// <reasoning> tag (any case) to the first closing tag of any of the three. An
// opening tag that is never closed is left as it is, with all that follows.
// One pass over the text: a regular expression did the same in time that grew
// badly with many unclosed tags.
func stripReasoning(text string) string {
	if !strings.Contains(text, "<") {
		return text
	}
	lower := asciiLower(text)
	var b strings.Builder
	last, pos := 0, 0
	for {
		k := strings.IndexByte(lower[pos:], '<')
		if k < 0 {
			break
		}
		k += pos
		n := prefixLen(lower[k:], openTags)
		if n == 0 {
			pos = k + 1
			continue
		}
		end := closingEnd(lower, k+n)
		if end < 0 {
			break // unclosed: no later block can close either
		}
		b.WriteString(text[last:k])
		last, pos = end, end
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// closingEnd returns the index just after the first closing tag at or after
// from, or -1.
func closingEnd(lower string, from int) int {
	for p := from; ; {
		k := strings.Index(lower[p:], "</")
		if k < 0 {
			return -1
		}
		k += p
		if n := prefixLen(lower[k:], closeTags); n > 0 {
			return k + n
		}
		p = k + 2
	}
}

// prefixLen returns the length of the tag in tags that s starts with, or 0.
func prefixLen(s string, tags []string) int {
	for _, t := range tags {
		if strings.HasPrefix(s, t) {
			return len(t)
		}
	}
	return 0
}

// asciiLower lowercases ASCII letters only, so that byte offsets stay valid.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// LastFence returns the contents of the last fenced code block (``` or ~~~),
// without its info string, and whether there was one.
func LastFence(text string) (string, bool) {
	if !strings.Contains(text, "```") && !strings.Contains(text, "~~~") {
		return "", false
	}
	blocks := fences(text)
	if len(blocks) == 0 {
		return "", false
	}
	return blocks[len(blocks)-1], true
}

// fences returns the contents of every fenced block in order. An unclosed final
// fence (a truncated reply) yields what follows it.
func fences(text string) []string {
	var out []string
	lines := strings.SplitAfter(text, "\n")
	var cur strings.Builder
	in := false
	marker := ""
	for _, ln := range lines {
		t := strings.TrimSpace(ln)
		if !in {
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				in, marker = true, t[:3]
				cur.Reset()
				// Content on the opening line after a language word:
				// "```json {...}" is rare; the info string is dropped.
			}
			continue
		}
		if strings.HasPrefix(t, marker) && strings.Trim(t, marker[:1]) == "" {
			out = append(out, cur.String())
			in = false
			continue
		}
		cur.WriteString(ln)
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}

type extractor struct {
	shape Shape
	lim   Limits

	// What went wrong, for the message if nothing is found.
	refused   error  // the answer was found but is ambiguous (a key given twice)
	limitErr  error  // a candidate broke a limit: the text is refused
	shapeMsg  string // the largest candidate that parsed but had the wrong shape
	shapeLen  int
	syntaxErr string // the syntax error of the candidate read furthest
	syntaxLen int
	bracketed bool // the text has a [ or {: an attempt at an answer
}

func (x *extractor) candidates(text string) (Found, bool) {
	if at := afterFinalAnswer(text); at >= 0 {
		rest := strings.TrimLeft(text[at:], " \t*_")
		if f, ok := x.try(rest, `the text after "Final answer:"`); ok || x.stop() {
			return f, ok
		}
		// The first bracketed value after it, when a remark follows the answer.
		if first, ok := firstBracketed(rest); ok {
			if f, ok := x.try(first, `the value after "Final answer:"`); ok || x.stop() {
				return f, ok
			}
		}
		if fence, ok := LastFence(rest); ok {
			if f, ok := x.try(fence, `the code block after "Final answer:"`); ok || x.stop() {
				return f, ok
			}
		}
	}
	if fence, ok := LastFence(text); ok {
		if f, ok := x.try(fence, "the last code block"); ok || x.stop() {
			return f, ok
		}
	}
	if f, ok := x.try(text, "the whole text"); ok || x.stop() {
		return f, ok
	}
	return x.scan(text)
}

// afterFinalAnswer returns the offset just after the colon of the last line that
// begins "Final answer:" (any case, after markdown decoration such as "**", "#"
// or "> "), or -1. A plain scan: the equivalent regular expression costs more
// than parsing the answer, notably in WebAssembly.
func afterFinalAnswer(text string) int {
	const key = "final answer"
	for end := len(text); end > 0; {
		start := strings.LastIndexByte(text[:end], '\n') + 1
		line := text[start:end]
		end = start - 1
		i := 0
		for i < len(line) && strings.IndexByte(" \t*#_>-", line[i]) >= 0 {
			i++
		}
		if len(line)-i < len(key) || !strings.EqualFold(line[i:i+len(key)], key) {
			continue
		}
		i += len(key)
		for i < len(line) && strings.IndexByte(" \t*_", line[i]) >= 0 {
			i++
		}
		if i < len(line) && line[i] == ':' {
			return start + i + 1
		}
	}
	return -1
}

// scanWhere names a value the scan found.
const scanWhere = "the last bracketed value of the asked form in the text"

// scan parses every bracketed value in the text (scanLiterals: in one pass,
// with no cap on how many) and takes the last one of the asked shape.
func (x *extractor) scan(text string) (Found, bool) {
	found, failed, limitErr, _ := scanLiterals(text, x.lim)
	if limitErr != nil {
		x.limitErr = limitErr
		return Found{}, false
	}
	for _, c := range found {
		if f, ok := x.accept(c.v, scanWhere); ok || x.refused != nil {
			return f, ok
		}
		if n := c.end - c.start; n > x.shapeLen {
			x.shapeLen = n
			x.shapeMsg = fmt.Sprintf("the bracketed value at byte %d is %s, not %s", c.start, c.v.Describe(), x.shapeWords())
		}
	}
	for _, c := range failed {
		if n := c.end - c.start; n > x.syntaxLen {
			x.syntaxLen = n
			x.syntaxErr = fmt.Sprintf("%s (in the bracketed value at byte %d)", c.err.Error(), c.start)
		}
	}
	return Found{}, false
}

type bracketPair struct{ open, close int }

// firstBracketed returns the outermost bracketed span that opens first in text.
func firstBracketed(text string) (string, bool) {
	best := bracketPair{open: -1}
	for _, p := range matchBrackets(text) {
		if best.open < 0 || p.open < best.open {
			best = p
		}
	}
	if best.open < 0 {
		return "", false
	}
	return text[best.open : best.close+1], true
}

// matchBrackets pairs every closing ] or } with its opening bracket, scanning
// once, in the order of the closing brackets. Quotes are not tracked (prose is
// full of apostrophes); a mismatched pair just starts the stack afresh.
func matchBrackets(text string) []bracketPair {
	var match []bracketPair
	var stack []int
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '[', '{':
			stack = append(stack, i)
		case ']', '}':
			if len(stack) == 0 {
				continue
			}
			open := stack[len(stack)-1]
			if (text[open] == '[') != (text[i] == ']') {
				stack = stack[:0]
				continue
			}
			stack = stack[:len(stack)-1]
			match = append(match, bracketPair{open, i})
		}
	}
	return match
}

// try parses one candidate and checks its shape.
func (x *extractor) try(s, where string) (Found, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Found{}, false
	}
	v, err := ParseLiteral(s, x.lim)
	if err != nil {
		var se *SyntaxError
		if errors.As(err, &se) && se.Limit {
			x.limitErr = err
		} else if len(s) > x.syntaxLen && strings.ContainsRune("[{(\"'", rune(s[0])) {
			// Only a candidate that looks like a literal explains anything;
			// "prose is not JSON" does not.
			x.syntaxLen = len(s)
			x.syntaxErr = fmt.Sprintf("%s (in %s)", err.Error(), where)
		}
		return Found{}, false
	}
	f, ok := x.accept(v, where)
	if !ok && x.refused == nil && len(s) > x.shapeLen {
		x.shapeLen = len(s)
		x.shapeMsg = fmt.Sprintf("%s is %s, not %s", where, v.Describe(), x.shapeWords())
	}
	return f, ok
}

// stop says whether the search is over without an answer: a candidate broke a
// limit, or the answer was found and refused.
func (x *extractor) stop() bool { return x.limitErr != nil || x.refused != nil }

// accept fits a candidate to the shape and, if it fits, refuses it when an
// object in it gives a key twice: JSON parsers disagree on which value wins
// (Python keeps the last, some keep the first), so the answer is ambiguous.
func (x *extractor) accept(v Value, where string) (Found, bool) {
	f, ok := x.fit(v, where, 0)
	if !ok {
		return Found{}, false
	}
	if err := duplicateKey(v, make([]Value, 0, 16)); err != nil {
		x.refused = &AnswerError{Msg: err.Error()}
		return Found{}, false
	}
	return f, true
}

// fit accepts v if it has the answer's shape, unwrapping a string that holds JSON
// or a one-key object around the answer.
func (x *extractor) fit(v Value, where string, depth int) (Found, bool) {
	if depth > 2 {
		return Found{}, false
	}
	switch {
	case v.Kind == Dict && x.hasFields(v):
		return Found{Object: v, Where: where}, true
	case x.shape.bareOK(v):
		obj := Value{Kind: Dict, Pos: v.Pos, Keys: []Value{{Kind: String, Text: x.shape.Fields[0]}}, Items: []Value{v}}
		return Found{Object: obj, Where: where + " (a bare value, taken as " + strconv.Quote(x.shape.Fields[0]) + ")"}, true
	case v.Kind == String:
		inner, err := ParseLiteral(strings.TrimSpace(v.Text), x.lim)
		if err == nil {
			return x.fit(inner, where+" (inside a string)", depth+1)
		}
	case v.Kind == Dict && len(v.Items) > 0 && v.Items[0].Kind == Dict && sameKeys(v):
		if f, ok := x.fit(v.Items[0], where, depth+1); ok {
			return f, true
		}
	}
	return Found{}, false
}

func (x *extractor) hasFields(v Value) bool {
	for _, f := range x.shape.Fields {
		if _, ok := v.Get(f); !ok {
			return false
		}
	}
	return true
}

func (x *extractor) shapeWords() string {
	q := make([]string, len(x.shape.Fields))
	for i, f := range x.shape.Fields {
		q[i] = strconv.Quote(f)
	}
	s := "an object with " + strings.Join(q, ", ")
	if len(x.shape.Fields) == 1 {
		s += " or a bare list"
	}
	return s
}

func (x *extractor) explain() error {
	switch {
	case x.limitErr != nil:
		return &AnswerError{Msg: "the answer was rejected: " + x.limitErr.Error()}
	case !x.bracketed:
		return &AnswerError{Msg: "no answer was found: the text holds no list or object", Evasion: true}
	case x.shapeMsg != "" && x.shapeLen >= x.syntaxLen:
		return &AnswerError{Msg: "no answer of the asked form was found: " + x.shapeMsg}
	case x.syntaxErr != "":
		return &AnswerError{Msg: "no answer could be read: " + x.syntaxErr}
	}
	return &AnswerError{Msg: "no answer of the asked form was found: " + x.shapeMsg}
}

// sameKeys reports whether every key of an object is its first key: one key,
// or one key given several times (refused afterwards, by name).
func sameKeys(v Value) bool {
	for _, k := range v.Keys[1:] {
		if !sameKey(k, v.Keys[0]) {
			return false
		}
	}
	return true
}

func sameKey(a, b Value) bool {
	if a.Kind != b.Kind {
		return false
	}
	if a.Kind == Int && !a.Big {
		return a.Int == b.Int
	}
	return a.Text == b.Text
}

// duplicateKey finds the first object in v (depth first) that gives a key
// twice, and names the key and where the object is. The path is written only
// for the message: steps records the way down, an index or a key per level.
func duplicateKey(v Value, steps []Value) error {
	switch v.Kind {
	case List, Tuple:
		for i, it := range v.Items {
			if it.Kind < List {
				continue // a scalar holds no object
			}
			if err := duplicateKey(it, append(steps, Value{Kind: Int, Int: int64(i)})); err != nil {
				return err
			}
		}
	case Dict:
		if k, ok := repeatedKey(v.Keys); ok {
			where := "the answer object"
			if len(steps) > 0 {
				where = "the object at " + pathOf(steps)
			}
			return fmt.Errorf("%s gives the key %s more than once; give each key once, so that it is clear which value is meant", where, keyWords(k))
		}
		for i, it := range v.Items {
			if it.Kind < List {
				continue
			}
			if err := duplicateKey(it, append(steps, v.Keys[i])); err != nil {
				return err
			}
		}
	}
	return nil
}

// pathOf writes the way down to a value: "steps[3].xy". An index is an Int
// step of a list; a key is a String (or Int) key of an object.
func pathOf(steps []Value) string {
	path := ""
	for _, s := range steps {
		if s.Kind == Int && s.Text == "" { // parsed keys keep their text
			path = Index(path, int(s.Int))
		} else {
			path = fieldPath(path, s)
		}
	}
	return path
}

// repeatedKey returns the first key that occurs twice.
func repeatedKey(keys []Value) (Value, bool) {
	if len(keys) <= 8 {
		for i := 1; i < len(keys); i++ {
			for j := 0; j < i; j++ {
				if sameKey(keys[i], keys[j]) {
					return keys[i], true
				}
			}
		}
		return Value{}, false
	}
	seen := make(map[string]bool, len(keys))
	for _, k := range keys {
		id := k.Kind.String() + ":" + k.Text
		if k.Kind == Int && !k.Big {
			id = "int:" + strconv.FormatInt(k.Int, 10)
		}
		if seen[id] {
			return k, true
		}
		seen[id] = true
	}
	return Value{}, false
}

// keyWords names a key in a message, clipped.
func keyWords(k Value) string {
	if k.Kind == String {
		return wire.Quote(k.Text, 40)
	}
	return k.Describe()
}

// fieldPath extends a path with an object key: "steps[3].xy".
func fieldPath(path string, k Value) string {
	name := k.Text
	if k.Kind == Int && !k.Big {
		name = strconv.FormatInt(k.Int, 10)
	}
	name = wire.Clip(name, 40)
	if path == "" {
		return name
	}
	return path + "." + name
}

// KeyCase refuses an answer object (the reply's text as a whole, or its last
// fenced block) whose key is one of keys written in another case ("Segments"
// for "segments"): JSON keys are case-sensitive and a schema names its key
// exactly, so such an answer has no answer field at all, and saying which
// key it wrote beats saying that the field is missing. An object that has
// one of keys as written passes; so does anything that is not an object.
func KeyCase(clean string, lim Limits, keys ...string) error {
	cands := []string{strings.TrimSpace(clean)}
	if fence, ok := LastFence(clean); ok {
		cands = append(cands, strings.TrimSpace(fence))
	}
	for _, c := range cands {
		if !strings.HasPrefix(c, "{") {
			continue
		}
		v, err := ParseLiteral(c, lim)
		if err != nil || v.Kind != Dict {
			continue
		}
		for _, key := range keys {
			if _, ok := v.Get(key); ok {
				return nil
			}
		}
		for _, k := range v.Keys {
			if k.Kind != String {
				continue
			}
			for _, key := range keys {
				if strings.EqualFold(k.Text, key) {
					return &AnswerError{Msg: fmt.Sprintf("the answer's key is %q; it must be written %q (keys are case-sensitive)", k.Text, keys[0])}
				}
			}
		}
	}
	return nil
}
