package polynomialfit

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/scbench/scbench/wire"
)

// The answer grammar, exactly what the prompt allows:
//
//	function := "def" "f" "(" "x" "," "y" ")" ":" body
//	body     := "return" expr            (on the header's line, or indented below it)
//	expr     := term (("+" | "-") term)*
//	term     := unary (("*" | "/") unary)*
//	unary    := ("+" | "-") unary | power
//	power    := atom ["**" unary]        (right-associative; -x**2 is -(x**2))
//	atom     := number | "x" | "y" | "(" expr ")"
//
// Newlines inside parentheses and after a backslash continue the line, as in
// Python. Everything else (other names, comparisons, %, //, comments,
// semicolons, assignments, strings) is rejected with the offending token
// named. Nothing is ever executed: the expression is parsed into a tree,
// constants are folded exactly, and the tree is evaluated by eval.go.

// Limits on the function, checked before any arithmetic. The source length
// and exponent bound are the task's (stated in the prompt).
const (
	maxSource   = SourceLimit   // characters of source
	maxExponent = ExponentLimit // |k| in a**k
	maxDepth    = 100           // nesting of parentheses and signs
	maxBits     = 4096          // numerator or denominator of any exact value
	maxDigits   = 400           // digits, and decimal exponent, of a number
)

// allowed says what may appear, for rejection messages.
const allowed = "f may use only numbers, x, y, + - * / **, parentheses, and the words def and return"

type tokKind int

const (
	tEOF tokKind = iota
	tNewline
	tNum
	tName
	tOp
	tBad // a character the grammar never admits; err says which
)

type token struct {
	kind tokKind
	text string
	line int // 1-based
	col  int // 1-based, in bytes
	// first marks the first token of a physical line (its col is the line's
	// indentation).
	first bool
	err   error // for tBad
}

func (t token) String() string {
	switch t.kind {
	case tEOF:
		return "the end of the function"
	case tNewline:
		return "the end of line " + strconv.Itoa(t.line)
	}
	return "`" + t.text + "`"
}

func (t token) where() string { return fmt.Sprintf("line %d, column %d", t.line, t.col) }

// SyntaxError explains why a function was rejected.
type SyntaxError struct{ Msg string }

func (e *SyntaxError) Error() string { return e.Msg }

func fail(format string, args ...any) error {
	return &SyntaxError{Msg: fmt.Sprintf(format, args...)}
}

// notAllowed names a token that the grammar never admits.
func notAllowed(text, why string, t token) error {
	if why != "" {
		why = " (" + why + ")"
	}
	return fail("`%s` at %s is not allowed%s: %s", text, t.where(), why, allowed)
}

// twoChar are Python operators we name whole when rejecting them.
var twoChar = map[string]string{
	"//": "floor division", "==": "a comparison", "!=": "a comparison", "<=": "a comparison",
	">=": "a comparison", "<<": "a shift", ">>": "a shift", "->": "an annotation",
	"**=": "an assignment", "+=": "an assignment", "-=": "an assignment", "*=": "an assignment", "/=": "an assignment",
}

var oneChar = map[byte]string{
	'<': "a comparison", '>': "a comparison", '=': "an assignment", '%': "the remainder operator",
	'&': "a bitwise operator", '|': "a bitwise operator", '^': "a bitwise operator (write powers as **)",
	'~': "a bitwise operator", ';': "a second statement", '#': "a comment", '[': "", ']': "", '{': "", '}': "",
	'"': "a string", '\'': "a string", '.': "", '@': "", '!': "", '?': "", '$': "", '`': "",
}

// lex splits the source into tokens. Newline tokens are emitted only outside
// parentheses; a backslash before a newline joins the lines. A character
// outside the grammar ends the list with a tBad token.
func lex(src string) []token {
	var toks []token
	line, lineStart, depth := 1, 0, 0
	atLineStart := true
	i := 0
	for i < len(src) {
		c := src[i]
		col := i - lineStart + 1
		switch {
		case c == ' ' || c == '\t' || c == '\f' || c == '\r':
			i++
			continue
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || (src[i+1] == '\r' && i+2 < len(src) && src[i+2] == '\n')):
			for src[i] != '\n' {
				i++
			}
			i++
			line, lineStart = line+1, i
			continue
		case c == '\n':
			if depth == 0 && len(toks) > 0 && toks[len(toks)-1].kind != tNewline {
				toks = append(toks, token{kind: tNewline, line: line, col: col})
			}
			i++
			line, lineStart = line+1, i
			if depth == 0 {
				atLineStart = true
			}
			continue
		}
		t := token{line: line, col: col, first: atLineStart}
		atLineStart = false
		switch {
		case c >= '0' && c <= '9' || (c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9'):
			j := scanNumber(src, i)
			t.kind, t.text = tNum, src[i:j]
			i = j
		case c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z'):
			j := i
			for j < len(src) && (src[j] == '_' || src[j]|0x20 >= 'a' && src[j]|0x20 <= 'z' || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			t.kind, t.text = tName, src[i:j]
			i = j
		case strings.HasPrefix(src[i:], "**") && !strings.HasPrefix(src[i:], "**="):
			t.kind, t.text = tOp, "**"
			i += 2
		case strings.ContainsRune("+-*/(),:", rune(c)) && !(i+1 < len(src) && twoChar[src[i:i+2]] != ""):
			t.kind, t.text = tOp, string(c)
			if c == '(' {
				depth++
			} else if c == ')' && depth > 0 {
				depth--
			}
			i++
		default:
			// The parser reports this when it reaches it, so that problems
			// are named in source order.
			t.kind, t.err = tBad, badChar(src, i, t)
			return append(toks, t)
		}
		toks = append(toks, t)
	}
	return append(toks, token{kind: tEOF, line: line, col: len(src) - lineStart + 1})
}

// badChar names the disallowed character or operator at src[i].
func badChar(src string, i int, t token) error {
	for _, n := range []int{3, 2} {
		if i+n <= len(src) {
			if why, ok := twoChar[src[i:i+n]]; ok {
				return notAllowed(src[i:i+n], why, t)
			}
		}
	}
	if why, ok := oneChar[src[i]]; ok {
		return notAllowed(src[i:i+1], why, t)
	}
	r := []rune(src[i:min(len(src), i+4)])
	return notAllowed(string(r[0]), "", t)
}

// scanNumber returns the end of the number starting at i: digits, an optional
// fraction, an optional exponent. Letters or underscores glued to it are left
// for the next token (and then rejected as a name).
func scanNumber(src string, i int) int {
	digits := func(j int) int {
		for j < len(src) && src[j] >= '0' && src[j] <= '9' {
			j++
		}
		return j
	}
	j := digits(i)
	if j < len(src) && src[j] == '.' {
		j = digits(j + 1)
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && src[k] >= '0' && src[k] <= '9' {
			j = digits(k)
		}
	}
	return j
}

// Node kinds of the expression tree.
const (
	nNum = iota
	nX
	nY
	nNeg
	nAdd
	nSub
	nMul
	nDiv
	nPow
)

type node struct {
	kind int
	a, b *node
	k    int      // exponent of nPow
	val  *big.Rat // value of nNum
	text string   // source text of nNum, for messages
}

func (n *node) constant() bool { return n.kind == nNum }

type parser struct {
	toks  []token
	i     int
	depth int
	nodes int
}

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) next() token { t := p.toks[p.i]; p.i = min(p.i+1, len(p.toks)-1); return t }

// expect consumes one token of the header or body.
func (p *parser) expect(kind tokKind, text, context string) error {
	t := p.peek()
	if t.kind == tBad {
		return t.err
	}
	if t.kind != kind || (text != "" && t.text != text) {
		return fail("expected `%s` %s at %s, found %s", text, context, t.where(), t)
	}
	p.next()
	return nil
}

// unexpected rejects a token, naming it; names other than x and y are
// reported as not allowed.
func (p *parser) unexpected(t token, wanted string) error {
	if t.kind == tBad {
		return t.err
	}
	if t.kind == tName && t.text != "x" && t.text != "y" && t.text != "def" && t.text != "return" && t.text != "f" {
		return notAllowed(t.text, "", t)
	}
	return fail("expected %s at %s, found %s", wanted, t.where(), t)
}

// Parse reads a function's source into an expression tree, with every
// constant part folded to an exact rational.
func Parse(src string) (*node, error) {
	if len(src) > maxSource {
		return nil, fail("the function is %d characters long; the limit is %d", len(src), maxSource)
	}
	p := &parser{toks: lex(src)}
	for p.peek().kind == tNewline {
		p.next()
	}
	def := p.peek()
	steps := []struct {
		kind          tokKind
		text, context string
	}{
		{tName, "def", "to start the function (def f(x, y): return ...)"},
		{tName, "f", "as the function's name"},
		{tOp, "(", "after def f"},
		{tName, "x", "as the first parameter"},
		{tOp, ",", "between the parameters"},
		{tName, "y", "as the second parameter"},
		{tOp, ")", "after the parameters (no defaults or annotations)"},
		{tOp, ":", "to end the header"},
	}
	for _, s := range steps {
		if err := p.expect(s.kind, s.text, s.context); err != nil {
			return nil, err
		}
	}
	if p.peek().kind == tNewline {
		p.next()
		if r := p.peek(); r.kind != tEOF && (!r.first || r.col <= def.col) {
			return nil, fail("the body at %s must be indented under `def`", r.where())
		}
	}
	if t := p.peek(); t.kind != tName || t.text != "return" {
		return nil, p.unexpected(t, "`return` (the body is a single return statement)")
	}
	p.next()
	e, err := p.expr()
	if err != nil {
		return nil, err
	}
	for p.peek().kind == tNewline {
		p.next()
	}
	if t := p.peek(); t.kind != tEOF {
		if t.kind == tOp && t.text == "(" {
			return nil, fail("`(` at %s would be a call, which is not allowed: %s", t.where(), allowed)
		}
		return nil, p.unexpected(t, "the end of the function after the return expression")
	}
	return e, nil
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > maxDepth {
		return fail("the expression nests parentheses and signs more than %d deep", maxDepth)
	}
	return nil
}

func (p *parser) expr() (*node, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	return p.binary(p.term, "+", nAdd, "-", nSub)
}

func (p *parser) term() (*node, error) {
	return p.binary(p.unary, "*", nMul, "/", nDiv)
}

// binary parses operand (op operand)* for two left-associative operators of
// one precedence level.
func (p *parser) binary(operand func() (*node, error), op1 string, kind1 int, op2 string, kind2 int) (*node, error) {
	left, err := operand()
	if err != nil {
		return nil, err
	}
	for t := p.peek(); t.kind == tOp && (t.text == op1 || t.text == op2); t = p.peek() {
		p.next()
		right, err := operand()
		if err != nil {
			return nil, err
		}
		kind := kind1
		if t.text == op2 {
			kind = kind2
		}
		if left, err = p.combine(kind, left, right, t); err != nil {
			return nil, err
		}
	}
	return left, nil
}

func (p *parser) unary() (*node, error) {
	t := p.peek()
	if t.kind == tOp && (t.text == "+" || t.text == "-") {
		if err := p.enter(); err != nil {
			return nil, err
		}
		defer func() { p.depth-- }()
		p.next()
		e, err := p.unary()
		if err != nil || t.text == "+" {
			return e, err
		}
		return p.combine(nNeg, e, nil, t)
	}
	return p.power()
}

func (p *parser) power() (*node, error) {
	base, err := p.atom()
	if err != nil {
		return nil, err
	}
	t := p.peek()
	if t.kind != tOp || t.text != "**" {
		return base, nil
	}
	p.next()
	ex, err := p.unary()
	if err != nil {
		return nil, err
	}
	if !ex.constant() {
		return nil, fail("the exponent after `**` at %s uses x or y; exponents must be constant whole numbers", t.where())
	}
	if !ex.val.IsInt() {
		return nil, fail("the exponent %s after `**` at %s is not a whole number; f must be a polynomial (or a ratio of polynomials)", ratText(ex.val), t.where())
	}
	if ex.val.Num().CmpAbs(big.NewInt(maxExponent)) > 0 {
		return nil, fail("the exponent %s after `**` at %s is larger than %d in size", ratText(ex.val), t.where(), maxExponent)
	}
	n := &node{kind: nPow, a: base, k: int(ex.val.Num().Int64())}
	return p.fold(n, t)
}

func (p *parser) atom() (*node, error) {
	t := p.next()
	p.nodes++
	switch {
	case t.kind == tNum:
		v, err := parseNumber(t)
		if err != nil {
			return nil, err
		}
		return &node{kind: nNum, val: v, text: t.text}, nil
	case t.kind == tName && t.text == "x":
		return &node{kind: nX}, nil
	case t.kind == tName && t.text == "y":
		return &node{kind: nY}, nil
	case t.kind == tName && t.text == "f":
		return nil, notAllowed("f", "a call", t)
	case t.kind == tOp && t.text == "(":
		if err := p.enter(); err != nil {
			return nil, err
		}
		e, err := p.expr()
		p.depth--
		if err != nil {
			return nil, err
		}
		if err := p.expect(tOp, ")", "to close the parenthesis"); err != nil {
			return nil, err
		}
		return e, nil
	}
	return nil, p.unexpected(t, "a number, x, y or `(`")
}

// combine builds an operator node, folding it if its operands are constants.
func (p *parser) combine(kind int, a, b *node, t token) (*node, error) {
	return p.fold(&node{kind: kind, a: a, b: b}, t)
}

// fold replaces an operator whose operands are all constants by its exact
// value, within the size limits.
func (p *parser) fold(n *node, t token) (*node, error) {
	if !n.a.constant() || (n.b != nil && !n.b.constant()) {
		return n, nil
	}
	var bv *big.Rat
	if n.b != nil {
		bv = n.b.val
	}
	v, err := ratOp(n.kind, n.a.val, bv, n.k)
	if err != nil {
		return nil, fail("%s in a constant part of f at %s", err.Error(), t.where())
	}
	return &node{kind: nNum, val: v, text: ratText(v)}, nil
}

// parseNumber converts a numeric literal to an exact rational, refusing
// absurdly long or large ones before building them.
func parseNumber(t token) (*big.Rat, error) {
	s := t.text
	mant, exp := s, 0
	if k := strings.IndexAny(s, "eE"); k >= 0 {
		mant = s[:k]
		e, err := strconv.Atoi(s[k+1:])
		if err != nil || e > maxDigits || e < -maxDigits {
			return nil, fail("the number `%s` at %s has an exponent beyond ±%d", wire.Clip(s, 24), t.where(), maxDigits)
		}
		exp = e
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	if len(intPart)+len(frac) > maxDigits {
		return nil, fail("the number `%s` at %s has more than %d digits", wire.Clip(s, 24), t.where(), maxDigits)
	}
	digits := strings.TrimLeft(intPart+frac, "0")
	if digits == "" {
		digits = "0"
	}
	num, _ := new(big.Int).SetString(digits, 10)
	exp -= len(frac)
	v := new(big.Rat).SetInt(num)
	if exp != 0 {
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs(exp))), nil)
		if exp > 0 {
			v.Mul(v, new(big.Rat).SetInt(p))
		} else {
			v.Quo(v, new(big.Rat).SetInt(p))
		}
	}
	return v, nil
}

func abs(k int) int {
	if k < 0 {
		return -k
	}
	return k
}

// ratText writes a rational briefly for messages.
func ratText(v *big.Rat) string {
	if v.IsInt() {
		s := v.Num().String()
		if len(s) > 24 {
			return fmt.Sprintf("an integer of %d digits", len(s))
		}
		return s
	}
	f, _ := v.Float64()
	if math.IsInf(f, 0) || f == 0 {
		return "a fraction of " + strconv.Itoa(v.Num().BitLen()+v.Denom().BitLen()) + " bits"
	}
	return strconv.FormatFloat(f, 'g', 6, 64)
}
