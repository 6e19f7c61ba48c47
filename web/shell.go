package web

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/a-h/templ"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/scbench/scbench/tasks"
)

// Shell is the page shell every page is built in: the repository's top-level
// index.html, parsed once. Its comment says what Page fills in.
type Shell struct {
	doc *html.Node
}

// ParseShell reads the shell and checks that it has everything Page fills.
func ParseShell(src []byte) (*Shell, error) {
	doc, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		return nil, fmt.Errorf("index.html: %v", err)
	}
	s := &Shell{doc: doc}
	for _, need := range []struct {
		what string
		ok   func(*html.Node) bool
	}{
		{"a <title>", isElem(atom.Title)},
		{`a <meta http-equiv="Content-Security-Policy">`, isCSP},
		{`a <main id="main">`, isMain},
		{"a <body>", isElem(atom.Body)},
	} {
		if find(doc, need.ok) == nil {
			return nil, fmt.Errorf("index.html has no %s", need.what)
		}
	}
	return s, nil
}

// Page renders a page: its body component inside a copy of the shell, filled
// in for the page.
func (s *Shell) Page(p Page, body templ.Component) ([]byte, error) {
	var inner bytes.Buffer
	if err := body.Render(context.Background(), &inner); err != nil {
		return nil, err
	}
	doc := clone(s.doc)
	main := find(doc, isMain)
	nodes, err := html.ParseFragment(&inner, main)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", p.Name, err)
	}
	for _, n := range nodes {
		main.AppendChild(n)
	}
	setAttr(main, "class", "page-"+p.Name)

	var drop []*html.Node
	walk(doc, func(n *html.Node) {
		if n.Type == html.CommentNode && !inside(n, main) {
			drop = append(drop, n) // the shell's notes to its editors
			return
		}
		if n.Type != html.ElementNode {
			return
		}
		switch {
		case n.DataAtom == atom.Title:
			setText(n, p.Title)
		case isCSP(n):
			setAttr(n, "content", CSP)
		case n.DataAtom == atom.Meta && attr(n, "name") == "description":
			if p.Description == "" {
				drop = append(drop, n)
			}
			setAttr(n, "content", p.Description)
		case n.DataAtom == atom.Body:
			setAttr(n, "data-page", p.Name)
			setAttr(n, "data-root", p.Root)
		}
		if only, ok := lookup(n, "data-only-on"); ok {
			removeAttr(n, "data-only-on")
			if !contains(strings.Fields(only), p.Name) {
				drop = append(drop, n)
			}
		}
		if nav, ok := lookup(n, "data-nav"); ok {
			removeAttr(n, "data-nav")
			if nav == p.Nav {
				setAttr(n, "aria-current", "page")
			}
		}
		if fill, ok := lookup(n, "data-fill"); ok && fill == "version" {
			removeAttr(n, "data-fill")
			setText(n, tasks.Version)
		}
		// Relative links in the shell are written from the site root.
		for _, key := range []string{"href", "src"} {
			if v, ok := lookup(n, key); ok && !inside(n, main) && relative(v) {
				if v == "./" {
					v = ""
				}
				if v = p.Root + v; v == "" {
					v = "./"
				}
				setAttr(n, key, v)
			}
		}
	})
	for _, n := range drop {
		n.Parent.RemoveChild(n)
	}
	var out bytes.Buffer
	if err := html.Render(&out, doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// relative reports whether a URL in the shell is relative to the site root:
// not absolute, not rooted, not a fragment or a data URL.
func relative(u string) bool {
	return u != "" && !strings.Contains(u, ":") && !strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "#")
}

func isElem(a atom.Atom) func(*html.Node) bool {
	return func(n *html.Node) bool { return n.Type == html.ElementNode && n.DataAtom == a }
}

func isCSP(n *html.Node) bool {
	return n.Type == html.ElementNode && n.DataAtom == atom.Meta && strings.EqualFold(attr(n, "http-equiv"), "Content-Security-Policy")
}

func isMain(n *html.Node) bool {
	return n.Type == html.ElementNode && n.DataAtom == atom.Main && attr(n, "id") == "main"
}

func walk(n *html.Node, f func(*html.Node)) {
	f(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c, f)
	}
}

func find(n *html.Node, ok func(*html.Node) bool) *html.Node {
	var found *html.Node
	walk(n, func(c *html.Node) {
		if found == nil && ok(c) {
			found = c
		}
	})
	return found
}

func inside(n, ancestor *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p == ancestor {
			return true
		}
	}
	return false
}

func clone(n *html.Node) *html.Node {
	c := &html.Node{Type: n.Type, DataAtom: n.DataAtom, Data: n.Data, Namespace: n.Namespace, Attr: append([]html.Attribute(nil), n.Attr...)}
	for k := n.FirstChild; k != nil; k = k.NextSibling {
		c.AppendChild(clone(k))
	}
	return c
}

func lookup(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func attr(n *html.Node, key string) string {
	v, _ := lookup(n, key)
	return v
}

func setAttr(n *html.Node, key, val string) {
	for i, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			n.Attr[i].Val = val
			return
		}
	}
	n.Attr = append(n.Attr, html.Attribute{Key: key, Val: val})
}

func removeAttr(n *html.Node, key string) {
	out := n.Attr[:0]
	for _, a := range n.Attr {
		if a.Namespace != "" || a.Key != key {
			out = append(out, a)
		}
	}
	n.Attr = out
}

func setText(n *html.Node, text string) {
	for n.FirstChild != nil {
		n.RemoveChild(n.FirstChild)
	}
	n.AppendChild(&html.Node{Type: html.TextNode, Data: text})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
