package figures

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/verifiers"
)

// canvas collects an SVG document's elements.
type canvas struct {
	b strings.Builder
}

// num writes a coordinate with at most two decimals and no trailing zeros.
func num(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "0"
	}
	s := strconv.FormatFloat(math.Round(x*100)/100, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// esc escapes text for XML and HTML. Names and task ids come from report
// files, so anything may be in them: a character XML does not allow (a
// control character, U+FFFE, U+FFFF, a byte that is not UTF-8) would make a
// standalone SVG file unreadable, so it becomes U+FFFD; so does an explicit
// bidirectional control, which would reorder the text after it (a name in
// the report's summary could make the budgets that follow it read
// backwards).
func esc(s string) string { return html.EscapeString(strings.Map(xmlChar, s)) }

// xmlChar maps a character XML 1.0 does not allow, and a bidirectional
// embedding, override or isolate, to U+FFFD. (strings.Map reads a byte that
// is not UTF-8 as U+FFFD already.)
func xmlChar(r rune) rune {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return r
	case r < 0x20, r == 0xfffe, r == 0xffff:
		return '\ufffd'
	case verifiers.BidiControl(r):
		return '\ufffd'
	}
	return r
}

// open starts an accessible SVG: its title and description come first, and
// the root names them (ids are prefixed, so that two figures can sit inline
// in one page).
func (c *canvas) open(id string, w, h int, title, desc string) {
	fmt.Fprintf(&c.b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-labelledby="%s-title %s-desc" font-family="Helvetica, Arial, sans-serif" font-size="12">`+"\n", w, h, w, h, id, id)
	fmt.Fprintf(&c.b, `<title id="%s-title">%s</title>`+"\n", id, esc(title))
	fmt.Fprintf(&c.b, `<desc id="%s-desc">%s</desc>`+"\n", id, esc(desc))
	fmt.Fprintf(&c.b, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
}

func (c *canvas) close() string {
	c.b.WriteString("</svg>\n")
	return c.b.String()
}

// el writes one element; attrs are name, value pairs.
func (c *canvas) el(name string, attrs ...string) {
	c.b.WriteString("<" + name)
	for i := 0; i+1 < len(attrs); i += 2 {
		c.b.WriteString(" " + attrs[i] + `="` + esc(attrs[i+1]) + `"`)
	}
	c.b.WriteString("/>\n")
}

// text writes a text element; attrs as for el.
func (c *canvas) text(x, y float64, s string, attrs ...string) {
	c.b.WriteString(`<text x="` + num(x) + `" y="` + num(y) + `"`)
	for i := 0; i+1 < len(attrs); i += 2 {
		c.b.WriteString(" " + attrs[i] + `="` + esc(attrs[i+1]) + `"`)
	}
	c.b.WriteString(">" + esc(s) + "</text>\n")
}

func (c *canvas) line(x1, y1, x2, y2 float64, attrs ...string) {
	c.el("line", append([]string{"x1", num(x1), "y1", num(y1), "x2", num(x2), "y2", num(y2)}, attrs...)...)
}

func (c *canvas) raw(s string) { c.b.WriteString(s) }

// pct writes a share in [0, 1] as a percentage with one decimal.
func pct(x float64) string { return strconv.FormatFloat(x*100, 'f', 1, 64) }

// tokens writes a token count for a tick or a label: 512, 1k, 2.5k, 1M.
// A count may be up to suite.MaxTokens (about 10^12), so the axis can reach
// 10^13: billions and trillions have their own letters, or the axis's
// labels (1000M, 10000M, ...) would run into each other.
func tokens(x float64) string {
	switch {
	case x >= 1e12:
		return trim(x/1e12) + "T"
	case x >= 1e9:
		return trim(x/1e9) + "B"
	case x >= 1e6:
		return trim(x/1e6) + "M"
	case x >= 1e3:
		return trim(x/1e3) + "k"
	}
	return trim(x)
}

func trim(x float64) string {
	s := strconv.FormatFloat(x, 'f', 1, 64)
	return strings.TrimSuffix(s, ".0")
}
