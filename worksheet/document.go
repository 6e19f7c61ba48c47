package worksheet

import (
	"strings"

	"github.com/scbench/scbench/markup"
)

// A worksheet is a tree of markup.Node: text is always text, escaped by the
// one writer (markup) and made a text node by the page.

// class makes an element with a class and text or element children.
func class(tag, cls string, kids ...*markup.Node) *markup.Node {
	return markup.El(tag, []string{"class", cls}, kids...)
}

// para makes an element of one class holding one text.
func para(tag, cls, s string) *markup.Node { return class(tag, cls, markup.Text(s)) }

// Document is a worksheet as a whole HTML document, its stylesheet inlined,
// ready to open in any browser and print.
func Document(sheet *markup.Node, title string) string {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
	b.WriteString(markup.Escape(title))
	b.WriteString("</title>\n<style>\n")
	b.WriteString(CSS)
	b.WriteString("</style>\n</head>\n<body class=\"worksheet-page\">\n")
	sheet.Write(&b)
	b.WriteString("\n</body>\n</html>\n")
	return b.String()
}
