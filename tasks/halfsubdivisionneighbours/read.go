package halfsubdivisionneighbours

import (
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/verifiers"
)

// The schema's key; "neighbours", the task's own spelling, is accepted too.
const (
	key      = "neighbors"
	keyAlias = "neighbours"
)

var shape = verifiers.Shape{Fields: []string{key}, Bare: scalarList}

// scalarList accepts a bare list or tuple of scalars (strings, numbers, ...):
// labels, possibly wrongly typed, which the label check then names.
var scalarList = verifiers.ListOf(func(v verifiers.Value) bool { return !v.IsSeq() && v.Kind != verifiers.Dict })

const backscan = "the last bracketed value"

// maxLabels bounds the labels read: more labels than leaves cannot all be
// distinct leaves, so the work is bounded before they are read.
func maxLabels(d *Data) int { return max(len(d.Leaves), 16) }

// read finds the answer and reads its labels, saying where it found them.
// Besides the shared extractor's forms (an object, a bare list, in a code
// block or after "Final answer:"), models write the labels as plain comma- or
// line-separated text, quoted or not; that form is preferred to a bracketed
// value picked out of the prose. An error is the answer check's, unless it
// names the labels check (verifiers.InCheck): then the answer was found, at
// where, and its labels are wrong.
//
// At most maxLabels+1 plain labels are read: one more than that is enough to
// reject the list as too long.
func read(d *Data, text string, lim verifiers.Limits) (Labels, string, error) {
	if err := verifiers.CheckText(text, lim); err != nil {
		return nil, "", err
	}
	clean := verifiers.Clean(text)
	if err := verifiers.KeyCase(clean, lim, key, keyAlias); err != nil {
		return nil, "", err
	}
	found, err := verifiers.Extract(text, shape, lim)
	if err == nil && !strings.HasPrefix(found.Where, backscan) {
		var a Answer
		err := verifiers.DecodeAnswer(d, found, &a)
		return a.Neighbors, found.Where, err
	}
	if items, where, ok := plainList(clean, maxLabels(d)+1); ok {
		var l Labels
		err := l.DecodeValue(d, verifiers.Value{Kind: verifiers.List, Items: items}, key)
		return l, where, err
	}
	if err == nil {
		var a Answer
		err := verifiers.DecodeAnswer(d, found, &a)
		return a.Neighbors, found.Where, err
	}
	return nil, "", err
}

// DecodeValue reads the labels: a list (an error of the answer check), of at
// most maxLabels labels (see label).
func (l *Labels) DecodeValue(d *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if limit := maxLabels(d); len(items) > limit {
		return verifiers.InCheck("labels", verifiers.Errorf(path, "has more than %d labels, but the tree has only %d leaves", limit, len(d.Leaves)))
	}
	*l = make(Labels, 0, len(items))
	for i, it := range items {
		s, err := label(it, i)
		if err != nil {
			return verifiers.InCheck("labels", err)
		}
		*l = append(*l, s)
	}
	return nil
}

// plainList looks for labels written as plain text: the text after a
// "Final answer:" line, the last code block, the whole text, its last
// paragraph, or its last line (after any "...:" lead-in). Tokens are separated by commas or new lines and
// may be quoted; every token must be a binary label.
func plainList(clean string, maxItems int) (items []verifiers.Value, where string, ok bool) {
	type cand struct{ text, where string }
	var cands []cand
	if i := strings.LastIndex(strings.ToLower(clean), "final answer:"); i >= 0 {
		cands = append(cands, cand{clean[i+len("final answer:"):], `the text after "Final answer:"`})
	}
	if fence, ok := verifiers.LastFence(clean); ok {
		cands = append(cands, cand{fence, "the last code block"})
	}
	cands = append(cands, cand{clean, "the whole text"})
	trimmed := strings.TrimSpace(clean)
	if i := strings.LastIndex(trimmed, "\n\n"); i >= 0 {
		cands = append(cands, cand{trimmed[i:], "the last paragraph"})
	}
	last := trimmed[strings.LastIndex(trimmed, "\n")+1:]
	cands = append(cands, cand{last, "the last line"})
	if i := strings.LastIndex(last, ":"); i >= 0 {
		cands = append(cands, cand{last[i+1:], "the last line"})
	}
	for _, c := range cands {
		if items, ok := labelTokens(c.text, maxItems); ok {
			return items, c.where + " (a plain list of labels)", true
		}
	}
	return nil, "", false
}

// labelTokens splits text on commas and new lines into quoted or bare binary
// labels. It fails unless there is at least one token and every token is one;
// it stops after maxItems labels.
func labelTokens(text string, maxItems int) ([]verifiers.Value, bool) {
	text = strings.TrimSpace(text)
	if text == "" || strings.ContainsAny(text, "[]{}()") {
		return nil, false
	}
	var out []verifiers.Value
	for rest := text; rest != "" && len(out) < maxItems; {
		end := strings.IndexAny(rest, ",\n")
		tok := rest
		if end < 0 {
			rest = ""
		} else {
			tok, rest = rest[:end], rest[end+1:]
		}
		tok = strings.TrimSpace(tok)
		if tok == "" {
			continue
		}
		if n := len(tok); n >= 2 && (tok[0] == '"' || tok[0] == '\'') && tok[n-1] == tok[0] {
			tok = tok[1 : n-1]
		}
		if strings.Trim(tok, "01") != "" {
			return nil, false
		}
		out = append(out, verifiers.Value{Kind: verifiers.String, Text: tok})
	}
	return out, len(out) > 0
}

// label reads one answered label: a string of 0s and 1s (the empty string, or
// "" written out, is the root), or an integer written with those digits, as a
// model may leave labels unquoted. An integer keeps the digits as written, so
// 0110 is the label "0110".
func label(v verifiers.Value, i int) (string, error) {
	path := func() string { return verifiers.Index(key, i) } // for a message only
	var s string
	switch v.Kind {
	case verifiers.String:
		s = strings.TrimSpace(v.Text)
		if s == `""` || s == "''" {
			s = ""
		}
	case verifiers.Int:
		s = v.Text
	case verifiers.Float:
		if math.IsNaN(v.Float) || math.IsInf(v.Float, 0) || v.Float != math.Trunc(v.Float) || math.Abs(v.Float) >= 1e21 {
			return "", verifiers.Errorf(path(), "expected a label of 0s and 1s, found the number %s", v.Describe())
		}
		s = strconv.FormatFloat(v.Float, 'f', 0, 64)
	default:
		return "", verifiers.Errorf(path(), "expected a label of 0s and 1s, found %s", v.Describe())
	}
	if i := strings.IndexFunc(s, func(r rune) bool { return r != '0' && r != '1' }); i >= 0 {
		return "", verifiers.Errorf(path(), "%s is not a label: labels use only the digits 0 and 1 (found %q)", v.Describe(), string([]rune(s[i:])[0]))
	}
	return s, nil
}
