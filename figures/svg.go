package figures

import (
	"strconv"
	"strings"

	"github.com/scbench/scbench/markup"
)

// canvas builds an SVG figure as a markup tree: shapes go into the group
// open at the time, the figure itself or one model's.
type canvas struct {
	root, at *markup.Node
}

// num writes a coordinate with at most two decimals.
func num(x float64) string { return markup.Num(x, 2) }

// open starts an accessible SVG: its title and description come first, and
// the root names them (ids are prefixed, so that two figures can sit inline
// in one page).
func (c *canvas) open(id string, w, h int, title, desc string) {
	ws, hs := strconv.Itoa(w), strconv.Itoa(h)
	c.root = markup.El("svg", []string{"xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 " + ws + " " + hs, "width", ws, "height", hs,
		"role", "img", "aria-labelledby", id + "-title " + id + "-desc", "font-family", "Helvetica, Arial, sans-serif", "font-size", "12"},
		markup.El("title", []string{"id", id + "-title"}, markup.Text(title)),
		markup.El("desc", []string{"id", id + "-desc"}, markup.Text(desc)),
		markup.El("rect", []string{"width", ws, "height", hs, "fill", "#ffffff"}))
	c.at = c.root
}

// group opens one model's group: what follows goes into it until endGroup.
func (c *canvas) group(model string) {
	c.at = markup.El("g", []string{"class", "model", "data-model", model})
	c.root.Add(c.at)
}

func (c *canvas) endGroup() { c.at = c.root }

// add puts a shape into the open group.
func (c *canvas) add(n *markup.Node) { c.at.Add(n) }

// el adds one element; attrs are name, value pairs.
func (c *canvas) el(name string, attrs ...string) { c.add(markup.El(name, attrs)) }

// text adds a text element; attrs as for el.
func (c *canvas) text(x, y float64, s string, attrs ...string) {
	c.add(markup.El("text", append([]string{"x", num(x), "y", num(y)}, attrs...), markup.Text(s)))
}

func (c *canvas) line(x1, y1, x2, y2 float64, attrs ...string) {
	c.el("line", append([]string{"x1", num(x1), "y1", num(y1), "x2", num(x2), "y2", num(y2)}, attrs...)...)
}

// SVG is a figure as the contents of an .svg file: its markup and a newline.
func SVG(figure *markup.Node) string { return figure.String() + "\n" }

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
