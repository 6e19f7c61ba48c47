package scad

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/wire"
)

// Pos is a place in the source: 1-based line and column (in bytes).
type Pos struct{ Line, Col int }

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Error is an error at a place in the source. Every error the package
// returns for a file is one of these.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return fmt.Sprintf("OpenSCAD error at line %s: %s", e.Pos, e.Msg) }

func errorf(p Pos, format string, args ...any) *Error {
	return &Error{Pos: p, Msg: fmt.Sprintf(format, args...)}
}

type tokKind int

const (
	tEOF tokKind = iota
	tIdent
	tNum
	tStr
	tOp // punctuation and operators, text in tok.s
)

type token struct {
	kind tokKind
	s    string // identifier, operator or decoded string
	num  float64
	pos  Pos
}

// lexer turns source into tokens, one at a time, as the parser asks.
type lexer struct {
	src  string
	i    int
	line int
	col  int
}

// twoCharOps are the operators of two characters.
var twoCharOps = [...]string{"<=", ">=", "==", "!=", "&&", "||"}

func (lx *lexer) pos() Pos { return Pos{lx.line, lx.col} }

func (lx *lexer) advance(n int) {
	for k := 0; k < n && lx.i < len(lx.src); k++ {
		if lx.src[lx.i] == '\n' {
			lx.line++
			lx.col = 1
		} else {
			lx.col++
		}
		lx.i++
	}
}

// skip passes over white space and comments.
func (lx *lexer) skip() error {
	for lx.i < len(lx.src) {
		c := lx.src[lx.i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			lx.advance(1)
		case strings.HasPrefix(lx.src[lx.i:], "//"):
			for lx.i < len(lx.src) && lx.src[lx.i] != '\n' {
				lx.advance(1)
			}
		case strings.HasPrefix(lx.src[lx.i:], "/*"):
			p := lx.pos()
			end := strings.Index(lx.src[lx.i+2:], "*/")
			if end < 0 {
				return errorf(p, "unterminated comment")
			}
			lx.advance(end + 4)
		default:
			return nil
		}
	}
	return nil
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func (lx *lexer) next() (token, error) {
	if err := lx.skip(); err != nil {
		return token{}, err
	}
	p := lx.pos()
	if lx.i >= len(lx.src) {
		return token{kind: tEOF, pos: p}, nil
	}
	rest := lx.src[lx.i:]
	c := rest[0]
	switch {
	case isIdentStart(c):
		n := 1
		for n < len(rest) && (isIdentStart(rest[n]) || isDigit(rest[n])) {
			n++
		}
		lx.advance(n)
		return token{kind: tIdent, s: rest[:n], pos: p}, nil
	case isDigit(c) || c == '.' && len(rest) > 1 && isDigit(rest[1]):
		return lx.number(p)
	case c == '"':
		return lx.str(p)
	}
	for _, op := range twoCharOps {
		if strings.HasPrefix(rest, op) {
			lx.advance(2)
			return token{kind: tOp, s: op, pos: p}, nil
		}
	}
	if strings.IndexByte("{}()[];,=:?<>+-*/%!^#.", c) >= 0 {
		lx.advance(1)
		return token{kind: tOp, s: rest[:1], pos: p}, nil
	}
	return token{}, errorf(p, "unexpected character %q", rune(c))
}

func (lx *lexer) number(p Pos) (token, error) {
	rest := lx.src[lx.i:]
	n := 0
	for n < len(rest) && isDigit(rest[n]) {
		n++
	}
	if n < len(rest) && rest[n] == '.' {
		n++
		for n < len(rest) && isDigit(rest[n]) {
			n++
		}
	}
	if n < len(rest) && (rest[n] == 'e' || rest[n] == 'E') {
		m := n + 1
		if m < len(rest) && (rest[m] == '+' || rest[m] == '-') {
			m++
		}
		if m < len(rest) && isDigit(rest[m]) {
			for m < len(rest) && isDigit(rest[m]) {
				m++
			}
			n = m
		}
	}
	v, err := strconv.ParseFloat(rest[:n], 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		return token{}, errorf(p, "bad number %s", wire.Quote(rest[:n], 40))
	}
	lx.advance(n)
	return token{kind: tNum, num: v, pos: p}, nil
}

func (lx *lexer) str(p Pos) (token, error) {
	var b strings.Builder
	i := lx.i + 1
	for i < len(lx.src) {
		c := lx.src[i]
		switch c {
		case '"':
			lx.advance(i + 1 - lx.i)
			return token{kind: tStr, s: b.String(), pos: p}, nil
		case '\\':
			if i+1 >= len(lx.src) {
				return token{}, errorf(p, "unterminated string")
			}
			switch e := lx.src[i+1]; e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			default:
				b.WriteByte(e)
			}
			i += 2
		default:
			b.WriteByte(c)
			i++
		}
	}
	return token{}, errorf(p, "unterminated string")
}
