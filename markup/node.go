package markup

import "strings"

// Node is an element, or a text node when Tag is empty. Text is always
// text: the writer escapes it and the page makes it a text node.
type Node struct {
	Tag   string      `json:"tag,omitempty"`
	Attrs [][2]string `json:"attrs,omitempty"`
	Kids  []*Node     `json:"kids,omitempty"`
	Text  string      `json:"text,omitempty"`
}

// El makes an element; attrs come in name, value pairs, and nil kids are
// left out.
func El(tag string, attrs []string, kids ...*Node) *Node {
	n := &Node{Tag: tag}
	for i := 0; i+1 < len(attrs); i += 2 {
		n.Attrs = append(n.Attrs, [2]string{attrs[i], attrs[i+1]})
	}
	return n.Add(kids...)
}

// Text makes a text node.
func Text(s string) *Node { return &Node{Text: s} }

// Add appends kids, leaving out nil ones, and returns n.
func (n *Node) Add(kids ...*Node) *Node {
	for _, k := range kids {
		if k != nil {
			n.Kids = append(n.Kids, k)
		}
	}
	return n
}

// voids are the HTML elements that take no end tag.
var voids = map[string]bool{"meta": true, "link": true, "br": true}

// Write writes the node as markup. HTML elements are written as HTML (a void
// element has no end tag, any other has one). Inside an svg element the
// markup is also XML, so that a figure is a standalone .svg file: an element
// without children closes itself, and the children of svg and g each end
// their line, so that a figure reads (and diffs) one shape per line.
func (n *Node) Write(b *strings.Builder) { n.write(b, false) }

func (n *Node) write(b *strings.Builder, inSVG bool) {
	if n.Tag == "" {
		b.WriteString(Escape(n.Text))
		return
	}
	svg := inSVG || n.Tag == "svg"
	b.WriteByte('<')
	b.WriteString(n.Tag)
	for _, a := range n.Attrs {
		b.WriteByte(' ')
		b.WriteString(a[0])
		b.WriteString(`="`)
		b.WriteString(Escape(a[1]))
		b.WriteByte('"')
	}
	switch {
	case svg && len(n.Kids) == 0:
		b.WriteString("/>")
		return
	case !svg && voids[n.Tag]:
		b.WriteByte('>')
		return
	}
	b.WriteByte('>')
	lines := svg && (n.Tag == "svg" || n.Tag == "g")
	if lines {
		b.WriteByte('\n')
	}
	for _, k := range n.Kids {
		k.write(b, svg)
		if lines && k.Tag != "" {
			b.WriteByte('\n')
		}
	}
	b.WriteString("</")
	b.WriteString(n.Tag)
	b.WriteByte('>')
}

// String returns the node as markup.
func (n *Node) String() string {
	var b strings.Builder
	n.Write(&b)
	return b.String()
}
