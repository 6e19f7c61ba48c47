package worksheet

import (
	"strings"
)

// Node is an element of a worksheet, or a text node when Tag is empty. Text
// is always text: the HTML writer escapes it and the page makes it a text
// node.
type Node struct {
	Tag   string      `json:"tag,omitempty"`
	Attrs [][2]string `json:"attrs,omitempty"`
	Kids  []*Node     `json:"kids,omitempty"`
	Text  string      `json:"text,omitempty"`
}

// elem makes an element; attrs come in name, value pairs.
func elem(tag string, attrs []string, kids ...*Node) *Node {
	n := &Node{Tag: tag}
	for i := 0; i+1 < len(attrs); i += 2 {
		n.Attrs = append(n.Attrs, [2]string{attrs[i], attrs[i+1]})
	}
	for _, k := range kids {
		if k != nil {
			n.Kids = append(n.Kids, k)
		}
	}
	return n
}

// text makes a text node.
func text(s string) *Node { return &Node{Text: s} }

// class makes an element with a class and text or element children.
func class(tag, cls string, kids ...*Node) *Node { return elem(tag, []string{"class", cls}, kids...) }

// para makes an element of one class holding one text.
func para(tag, cls, s string) *Node { return class(tag, cls, text(s)) }

// voids are the elements that take no end tag.
var voids = map[string]bool{"meta": true, "link": true, "br": true}

// WriteHTML writes the node as HTML.
func (n *Node) WriteHTML(b *strings.Builder) {
	if n.Tag == "" {
		b.WriteString(escape(n.Text))
		return
	}
	b.WriteByte('<')
	b.WriteString(n.Tag)
	for _, a := range n.Attrs {
		b.WriteByte(' ')
		b.WriteString(a[0])
		b.WriteString(`="`)
		b.WriteString(escape(a[1]))
		b.WriteByte('"')
	}
	b.WriteByte('>')
	if voids[n.Tag] {
		return
	}
	for _, k := range n.Kids {
		k.WriteHTML(b)
	}
	b.WriteString("</")
	b.WriteString(n.Tag)
	b.WriteByte('>')
}

// HTML returns the node as HTML.
func (n *Node) HTML() string {
	var b strings.Builder
	n.WriteHTML(&b)
	return b.String()
}

// escaper escapes text and attribute values alike.
var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;")

func escape(s string) string { return escaper.Replace(s) }

// Document is a worksheet as a whole HTML document, its stylesheet inlined,
// ready to open in any browser and print.
func Document(sheet *Node, title string) string {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
	b.WriteString(escape(title))
	b.WriteString("</title>\n<style>\n")
	b.WriteString(CSS)
	b.WriteString("</style>\n</head>\n<body class=\"worksheet-page\">\n")
	sheet.WriteHTML(&b)
	b.WriteString("\n</body>\n</html>\n")
	return b.String()
}
