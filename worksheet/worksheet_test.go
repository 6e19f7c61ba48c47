package worksheet

import (
	"net/url"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// walk calls f on every node of a worksheet tree.
func walk(n *Node, f func(*Node)) {
	f(n)
	for _, k := range n.Kids {
		walk(k, f)
	}
}

func count(n *Node, pred func(*Node) bool) int {
	c := 0
	walk(n, func(k *Node) {
		if pred(k) {
			c++
		}
	})
	return c
}

func hasClass(cls string) func(*Node) bool {
	return func(n *Node) bool {
		for _, a := range n.Attrs {
			if a[0] == "class" && a[1] == cls {
				return true
			}
		}
		return false
	}
}

// Every task lays out a worksheet: its puzzles, then as many answers, each
// answer the reference's and scoring as it does; flat scenes are drawn, and
// nothing carries a style attribute (the site's policy forbids them).
func TestEveryTaskPrints(t *testing.T) {
	for _, e := range suite.Tasks() {
		info := e.Info()
		preset := ""
		if ps := e.Manifold().Presets; len(ps) > 0 {
			preset = ps[0].Name
		}
		n := 2
		if runtime.GOOS == "js" {
			n = 1
		}
		s, err := Build(e, Request{Preset: preset, Count: n, Seed: 5, Base: "https://example.org/"})
		if err != nil {
			t.Errorf("%s: %v", info.Slug, err)
			continue
		}
		if got := count(s.Root, hasClass("ws-item")); got != 2*n {
			t.Errorf("%s: %d items, want %d puzzles and %d answers", info.Slug, got, n, n)
		}
		if got := count(s.Root, hasClass("ws-score")); got != n {
			t.Errorf("%s: %d scores in the key", info.Slug, got)
		}
		in, _ := tasks.New(e, tasks.Request{Preset: preset, Seed: ptr(uint64(5))})
		sc, _ := e.Scene(in)
		drawings := count(s.Root, hasClass("ws-drawing"))
		switch {
		case sc.Dim == 2 && drawings < n:
			t.Errorf("%s: a flat scene, but %d drawings", info.Slug, drawings)
		case sc.Dim == 3 && drawings != 0:
			t.Errorf("%s: a 3D scene drawn %d times", info.Slug, drawings)
		}
		walk(s.Root, func(k *Node) {
			for _, a := range k.Attrs {
				if a[0] == "style" || strings.HasPrefix(a[0], "on") {
					t.Fatalf("%s: a %s attribute on <%s>", info.Slug, a[0], k.Tag)
				}
			}
		})
		page := s.Root.HTML()
		link := "https://example.org/" + Link(in, preset)
		if !strings.Contains(page, escape(link)) {
			t.Errorf("%s: the first puzzle's link %s is missing", info.Slug, link)
		}
	}
}

func ptr[T any](v T) *T { return &v }

// The link of an instance reopens it: read back as the page reads a link,
// the same request builds the same instance.
func TestLinkReopensTheInstance(t *testing.T) {
	e, _ := suite.Lookup("hamiltonian-loop")
	seed := uint64(9007199254740991)
	in, _ := tasks.New(e, tasks.Request{Preset: "medium", Seed: &seed})
	u, err := url.Parse("https://h/" + Link(in, "medium"))
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	s, err := tasks.ParseSeed(q.Get("seed"))
	if err != nil {
		t.Fatal(err)
	}
	again, err := tasks.New(e, tasks.Request{Preset: q.Get("preset"), Seed: &s, Version: q.Get("v"), Rules: q.Get("rules")})
	if err != nil {
		t.Fatal(err)
	}
	if again.Prompt != in.Prompt || q.Get("task") != "hamiltonian-loop" {
		t.Errorf("the link %s opens another instance", u)
	}
	if got := Code(in, "medium"); got != "hamiltonian-loop · medium · seed 9007199254740991" {
		t.Errorf("code %q", got)
	}
}

func TestQueryEscapeIsNetURLs(t *testing.T) {
	for _, s := range []string{"", "scbench-go/1", "a b&c=d?e#f", "ünïcode ✓", "~._-", "%41", "\x00\xff"} {
		if got, want := queryEscape(s), url.QueryEscape(s); got != want {
			t.Errorf("queryEscape(%q) = %q, want %q", s, got, want)
		}
	}
}

// The document is well-formed HTML whose text is text: a prompt holding
// markup prints as markup.
func TestDocumentEscapes(t *testing.T) {
	root := class("article", "worksheet", para("pre", "ws-prompt", `<script>alert("x")</script> & 'quotes'`),
		elem("a", []string{"href", `play/?a="b"&c=<d>`}, text("link")))
	doc := Document(root, "T <1>")
	if strings.Contains(doc, "<script>") || !strings.Contains(doc, "&lt;script&gt;") {
		t.Errorf("text was not escaped: %s", doc)
	}
	parsed, err := html.Parse(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	var pre, href, title string
	var visit func(n *html.Node)
	visit = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "pre":
				pre = n.FirstChild.Data
			case "a":
				href = n.Attr[0].Val
			case "title":
				title = n.FirstChild.Data
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c)
		}
	}
	visit(parsed)
	if pre != `<script>alert("x")</script> & 'quotes'` || href != `play/?a="b"&c=<d>` || title != "T <1>" {
		t.Errorf("read back: pre %q, href %q, title %q", pre, href, title)
	}
}

func TestDrawing(t *testing.T) {
	s := scene.New(2, "t")
	s.Polys = append(s.Polys, scene.Rect(0, 0, 4, 2, 0, scene.Style{Color: "#abcdef", Opacity: 0.5}))
	line := scene.Lines{Style: scene.Style{Color: "red;fill:url(x)"}, Width: 3, Dashed: true}
	line.Segment(0, 0, 0, 4, 2, 0)
	s.Lines = append(s.Lines, line)
	pts := scene.Points{Style: scene.Style{Color: "#123"}, Size: 10}
	pts.Add(1, 1, 0)
	s.Points = append(s.Points, pts)
	s.Labels = append(s.Labels, scene.Label{Text: "x<y", At: [3]float64{2, 1, 0}, Size: 20})
	var boxes scene.Boxes
	boxes.Add(0, 0, 0, 1, 1, 1)
	s.Boxes = append(s.Boxes, boxes)
	d := drawing(s, "a drawing")
	svg := d.HTML()
	for _, want := range []string{
		`<path d="M0 0L4 0L4 -2L0 -2Z" fill-rule="evenodd" fill="#abcdef" fill-opacity="0.5">`, // y flipped
		`stroke="#222222"`,         // the hostile colour fell back to ink
		`stroke-dasharray="6 4"`,   // dashed
		`<circle cx="1" cy="-1" r`, // the point
		`>x&lt;y</text>`,           // label text is text
		`<rect x="0" y="-1" width="1" height="1"`,
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the drawing lacks %s:\n%s", want, svg)
		}
	}
	if drawing(scene.New(3, "solid"), "x") != nil || drawing(scene.New(2, "empty"), "x") != nil {
		t.Error("a 3D or empty scene was drawn")
	}
	// a huge scene is bounded
	big := scene.New(2, "big")
	var many scene.Boxes
	for i := 0; i < maxShapes+100; i++ {
		many.Add(float64(i), 0, 0, 1, 1, 1)
	}
	big.Boxes = append(big.Boxes, many)
	if n := len(drawing(big, "big").Kids); n != maxShapes {
		t.Errorf("%d shapes drawn, the bound is %d", n, maxShapes)
	}
}

func TestBuildRefuses(t *testing.T) {
	e, _ := suite.Lookup("shikaku")
	for _, c := range []struct {
		r    Request
		want string
	}{
		{Request{Count: 0}, "1 to 24"},
		{Request{Count: MaxCount + 1}, "1 to 24"},
		{Request{Count: 1, Preset: "impossible"}, `unknown preset "impossible"`},
		{Request{Count: 1, Base: "javascript:alert(1)"}, "base address"},
		{Request{Count: 1, Base: `https://x/"onload="`}, "base address"},
		{Request{Count: 3, Seed: 9007199254740990}, "past the largest seed"},
	} {
		if _, err := Build(e, c.r); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.r, err, c.want)
		}
	}
}

// The same request gives the same worksheet, byte for byte.
func TestDeterministic(t *testing.T) {
	e, _ := suite.Lookup("delaunay")
	a, _ := Build(e, Request{Preset: "easy", Count: 2, Seed: 3})
	b, _ := Build(e, Request{Preset: "easy", Count: 2, Seed: 3})
	if a.Root.HTML() != b.Root.HTML() {
		t.Error("two builds differ")
	}
}
