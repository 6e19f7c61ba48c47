package verifiers

import (
	"errors"
	"sort"
)

// Scanning a text for every literal in it.
//
// A model's reply may hold its answer anywhere among bracketed phrases of
// prose, quoted examples and scratch work. The extractor therefore parses a
// literal at every opening '[' and '{' of the text and takes the last one of
// the asked shape. Parsing each of them afresh would cost the square of the
// text's length when brackets nest or repeat; instead the parser remembers,
// for every bracket and quote it has parsed, the value (or the syntax error)
// that starts there. The openings are parsed from the last to the first, so
// that a list's elements are already known when the list is parsed: each part
// of the text is read once, however many brackets enclose it, and no cap on
// the number of candidates is needed.

// memoEntry is what was parsed at one position of a scanned text.
type memoEntry struct {
	v   Value
	end int // the position just after the value
	// height is the number of container levels of the value (0 for a
	// string), count the number of values in it, itself included.
	height, count int
	err           error
}

// A candidate is a literal found in a scanned text: where it starts and ends,
// and the value or why there is none.
type candidate struct {
	start, end int
	v          Value
	err        error
}

// scanLiterals parses a literal at every '[' and '{' of text. Candidates that
// parse are returned last-ending first (for the same end, the outer one first);
// the others come back in failed, in text order. A literal that breaks a limit
// ends the scan at once: the text is refused as a whole.
func scanLiterals(text string, lim Limits) (found, failed []candidate, limitErr error, steps int) {
	p := &parser{s: text, lim: lim, memo: map[int]memoEntry{}}
	for start := len(text) - 1; start >= 0; start-- {
		if c := text[start]; c != '[' && c != '{' {
			continue
		}
		p.i, p.count, p.deepest = start, 0, 0
		v, err := p.value(0)
		if err != nil {
			var se *SyntaxError
			if errors.As(err, &se) && se.Limit {
				return nil, nil, err, p.steps
			}
			failed = append(failed, candidate{start: start, end: p.i, err: err})
			continue
		}
		found = append(found, candidate{start: start, end: p.i, v: v})
	}
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].end != found[j].end {
			return found[i].end > found[j].end
		}
		return found[i].start < found[j].start
	})
	for i, j := 0, len(failed)-1; i < j; i, j = i+1, j-1 {
		failed[i], failed[j] = failed[j], failed[i]
	}
	return found, failed, nil, p.steps
}

// recall parses the container or string at the cursor, or recalls what was
// parsed there before. Syntax errors do not depend on where a value sits, so
// they are remembered everywhere; a limit broken inside an enclosing value is
// not (the same value may fit within the limits on its own), but one broken
// by a value parsed at the top is, since enclosing it can only make it worse.
func (p *parser) recall(depth int) (Value, error) {
	pos := p.i
	if e, ok := p.memo[pos]; ok {
		if e.err != nil {
			return Value{}, e.err
		}
		if p.lim.MaxDepth > 0 && depth+e.height > p.lim.MaxDepth {
			return Value{}, p.limit("the answer is nested more than %d levels deep", p.lim.MaxDepth)
		}
		p.count += e.count - 1 // value() counted the value itself
		if p.lim.MaxValues > 0 && p.count > p.lim.MaxValues {
			return Value{}, p.limit("the answer has more than %d values", p.lim.MaxValues)
		}
		if e.height > 0 {
			p.deepest = max(p.deepest, depth+e.height-1)
		}
		p.i = e.end
		return e.v, nil
	}
	before, outer := p.count-1, p.deepest
	var v Value
	var err error
	if c := p.s[pos]; c == '"' || c == '\'' {
		var s string
		s, err = p.str()
		v = Value{Kind: String, Text: s, Pos: pos}
	} else {
		p.deepest = depth
		v, err = p.container(depth)
	}
	height := 0
	if c := p.s[pos]; c != '"' && c != '\'' {
		height = p.deepest - depth + 1
		p.deepest = max(outer, p.deepest)
	}
	if err != nil {
		var se *SyntaxError
		if !errors.As(err, &se) || !se.Limit || (depth == 0 && before == 0) {
			p.memo[pos] = memoEntry{err: err}
		}
		return Value{}, err
	}
	p.memo[pos] = memoEntry{v: v, end: p.i, height: height, count: p.count - before}
	return v, nil
}
