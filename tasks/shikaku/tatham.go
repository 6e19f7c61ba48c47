package shikaku

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Simon Tatham's Portable Puzzle Collection calls Shikaku "Rectangles". A game
// in it is identified by a string such as
//
//	7x7:3a8j2d4a4a4a3a3b3e4b4_2c2d3
//
// The part before the colon gives the size, WxH. The part after it lists the
// cells in row-major order: a decimal number is one clue cell; a letter a..z is
// a run of 1..26 blank cells (longer runs are written as several letters, "z"
// first); and "_" separates two numbers that would otherwise run together.

// maxTathamSide bounds each side when decoding. It only guards the size
// arithmetic against absurd input; real games are far smaller.
const maxTathamSide = 1 << 16

// maxTathamNumber bounds a clue when decoding, for the same reason.
const maxTathamNumber = 1 << 30

// DecodeTatham decodes a Tatham "Rectangles" game description, "WxH:cells",
// into a Grid. The size part may also be a bare W (meaning W×W) and may carry
// the parameter suffixes Tatham's full parameter strings use ("e" with an
// expansion factor, "a" for non-unique generation), which do not affect the
// grid and are ignored. It rejects malformed input: a missing colon or size,
// unknown characters, clues of 0 or with leading zeros, a "_" that is not
// between two numbers, and a cell count other than W*H. It checks the syntax
// only; use Grid.Validate to check that the puzzle can be solved at all.
func DecodeTatham(desc string) (Grid, error) {
	desc = strings.TrimSpace(desc)
	colon := strings.IndexByte(desc, ':')
	if colon < 0 {
		return Grid{}, errors.New("shikaku: Tatham description has no ':' after the size")
	}
	w, h, err := parseTathamSize(desc[:colon])
	if err != nil {
		return Grid{}, err
	}
	body := desc[colon+1:]

	// First pass: check the syntax and count the cells, so that a description
	// claiming a huge grid is rejected before anything is allocated for it
	// (the cell count is at most 26 per character of input).
	cells := 0
	prevNumber := false // the previous token was a number
	for i := 0; i < len(body); {
		ch := body[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			cells += int(ch-'a') + 1
			prevNumber = false
			i++
		case ch == '_':
			if !prevNumber || i+1 >= len(body) || !tathamDigit(body[i+1]) {
				return Grid{}, fmt.Errorf("shikaku: Tatham description has '_' at offset %d that does not separate two numbers", colon+1+i)
			}
			prevNumber = false
			i++
		case tathamDigit(ch):
			if prevNumber {
				// Cannot happen (digits join into one number); kept so the
				// rule "numbers are separated" is explicit.
				return Grid{}, fmt.Errorf("shikaku: Tatham description has two numbers without '_' at offset %d", colon+1+i)
			}
			j := i
			for j < len(body) && tathamDigit(body[j]) {
				j++
			}
			if _, err := parseTathamNumber(body[i:j]); err != nil {
				return Grid{}, fmt.Errorf("%w at offset %d", err, colon+1+i)
			}
			cells++
			prevNumber = true
			i = j
		default:
			return Grid{}, fmt.Errorf("shikaku: Tatham description has invalid character %q at offset %d", ch, colon+1+i)
		}
	}
	if cells != w*h {
		return Grid{}, fmt.Errorf("shikaku: Tatham description has %d cells, want %dx%d = %d", cells, w, h, w*h)
	}

	// Second pass: the syntax is known to be good, so just fill the cells.
	g := Grid{Width: w, Height: h, Numbers: make([][]int, h)}
	flat := make([]int, w*h)
	for y := range g.Numbers {
		g.Numbers[y] = flat[y*w : (y+1)*w : (y+1)*w]
	}
	pos := 0
	for i := 0; i < len(body); {
		ch := body[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			pos += int(ch-'a') + 1
			i++
		case ch == '_':
			i++
		default:
			j := i
			for j < len(body) && tathamDigit(body[j]) {
				j++
			}
			n, _ := parseTathamNumber(body[i:j])
			flat[pos] = n
			pos++
			i = j
		}
	}
	return g, nil
}

// EncodeTatham writes g as a Tatham "Rectangles" game description, the inverse
// of DecodeTatham, in the form Tatham's own generator emits: runs longer than 26
// as "z" followed by the rest, and "_" only between two adjacent numbers. It
// needs a rectangular grid of non-negative numbers, not a solvable one.
func EncodeTatham(g Grid) (string, error) {
	if g.Width <= 0 || g.Height <= 0 || len(g.Numbers) != g.Height {
		return "", fmt.Errorf("shikaku: cannot encode a %dx%d grid with %d rows", g.Width, g.Height, len(g.Numbers))
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(g.Width))
	b.WriteByte('x')
	b.WriteString(strconv.Itoa(g.Height))
	b.WriteByte(':')
	run := 0
	prevNumber := false
	flush := func() {
		for run > 0 {
			n := min(run, 26)
			b.WriteByte(byte('a' + n - 1))
			run -= n
		}
	}
	for y, row := range g.Numbers {
		if len(row) != g.Width {
			return "", fmt.Errorf("shikaku: cannot encode row %d with %d cells, want %d", y, len(row), g.Width)
		}
		for x, n := range row {
			switch {
			case n < 0:
				return "", fmt.Errorf("shikaku: cannot encode negative number %d at (%d,%d)", n, x, y)
			case n == 0:
				run++
				prevNumber = false
			default:
				if run > 0 {
					flush()
				} else if prevNumber {
					b.WriteByte('_')
				}
				b.WriteString(strconv.Itoa(n))
				prevNumber = true
			}
		}
	}
	flush()
	return b.String(), nil
}

// parseTathamSize reads "W", "WxH", optionally followed by Tatham's "e<factor>"
// and "a" parameter suffixes, which are accepted and ignored.
func parseTathamSize(s string) (w, h int, err error) {
	bad := func() (int, int, error) {
		return 0, 0, fmt.Errorf("shikaku: Tatham size %q is not of the form WxH", s)
	}
	i := 0
	readInt := func() (int, bool) {
		j := i
		for j < len(s) && tathamDigit(s[j]) {
			j++
		}
		if j == i || j-i > 6 {
			return 0, false
		}
		n, err := strconv.Atoi(s[i:j])
		i = j
		return n, err == nil
	}
	var ok bool
	if w, ok = readInt(); !ok {
		return bad()
	}
	h = w
	if i < len(s) && s[i] == 'x' {
		i++
		if h, ok = readInt(); !ok {
			return bad()
		}
	}
	if i < len(s) && s[i] == 'e' {
		i++
		for i < len(s) && (tathamDigit(s[i]) || s[i] == '.') {
			i++
		}
	}
	if i < len(s) && s[i] == 'a' {
		i++
	}
	if i != len(s) {
		return bad()
	}
	if w < 1 || h < 1 || w > maxTathamSide || h > maxTathamSide {
		return 0, 0, fmt.Errorf("shikaku: Tatham size %dx%d is out of range", w, h)
	}
	return w, h, nil
}

// parseTathamNumber reads one clue: a positive decimal without leading zeros.
func parseTathamNumber(s string) (int, error) {
	if s[0] == '0' {
		return 0, fmt.Errorf("shikaku: Tatham description has clue %q (zero or a leading zero)", s)
	}
	if len(s) > 10 {
		return 0, fmt.Errorf("shikaku: Tatham description has clue %q, too large", s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > maxTathamNumber {
		return 0, fmt.Errorf("shikaku: Tatham description has clue %q, too large", s)
	}
	return n, nil
}

func tathamDigit(c byte) bool { return c >= '0' && c <= '9' }
