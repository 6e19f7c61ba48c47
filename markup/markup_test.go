package markup

import (
	"encoding/json"
	"encoding/xml"
	"math"
	"strings"
	"testing"
)

// HTML is written as HTML and SVG as XML, one shape per line inside svg and g.
func TestWrite(t *testing.T) {
	doc := El("section", []string{"class", "a"},
		El("meta", []string{"charset", "utf-8"}),
		El("div", nil),
		El("svg", []string{"viewBox", "0 0 1 1"},
			El("g", []string{"data-model", `m"<&>'`},
				El("rect", []string{"width", "1"}, El("title", nil, Text("r"))),
				El("circle", []string{"r", "1"})),
			El("text", nil, Text("x<y"))),
		Text("after"))
	want := `<section class="a"><meta charset="utf-8"><div></div><svg viewBox="0 0 1 1">` + "\n" +
		`<g data-model="m&#34;&lt;&amp;&gt;&#39;">` + "\n" +
		`<rect width="1"><title>r</title></rect>` + "\n" +
		`<circle r="1"/>` + "\n" +
		`</g>` + "\n" +
		`<text>x&lt;y</text>` + "\n" +
		`</svg>after</section>`
	if got := doc.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// the SVG part is XML a standalone file can hold
	svg := doc.Kids[2].String()
	if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
		t.Errorf("not XML: %v\n%s", err, svg)
	}
	// nil kids are left out; the JSON the page builds from names only what is set
	n := El("p", nil, nil, Text("t"), nil)
	b, _ := json.Marshal(n)
	if string(b) != `{"tag":"p","kids":[{"text":"t"}]}` {
		t.Errorf("json %s", b)
	}
}

// Text from files anyone wrote cannot break the markup, make an SVG file
// unreadable or reorder what follows it.
func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		`<script>"a" & 'b'</script>`: `&lt;script&gt;&#34;a&#34; &amp; &#39;b&#39;&lt;/script&gt;`,
		"tab\tnew\nline\r":           "tab\tnew\nline\r",
		"nul\x00bell\x07esc\x1b":     "nul\ufffdbell\ufffdesc\ufffd",
		"\ufffe\uffff":               "\ufffd\ufffd",
		"bad \xff byte":              "bad \ufffd byte",
		"rlo\u202eisolate\u2066":     "rlo\ufffdisolate\ufffd",
		"ünïcode ✓ 名前":               "ünïcode ✓ 名前",
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
	s := El("svg", []string{"aria-label", "a\x00b"}, El("text", nil, Text("\u202ex\x01"))).String()
	if strings.ContainsAny(s, "\x00\x01\u202e") {
		t.Errorf("a control reached the markup: %q", s)
	}
}

func TestNum(t *testing.T) {
	for _, c := range []struct {
		x      float64
		places int
		want   string
	}{
		{0, 2, "0"}, {-0.001, 2, "0"}, {12, 2, "12"}, {12.5, 2, "12.5"}, {1.005, 4, "1.005"},
		{248.125, 2, "248.13"}, {-248.125, 2, "-248.13"}, {1 / 3.0, 4, "0.3333"}, {2.0 / 3, 2, "0.67"},
		{1e12, 2, "1000000000000"}, {100, 0, "100"}, {7.5, 0, "8"},
	} {
		if got := Num(c.x, c.places); got != c.want {
			t.Errorf("Num(%v, %d) = %s, want %s", c.x, c.places, got, c.want)
		}
	}
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if got := Num(x, 2); got != "0" {
			t.Errorf("Num(%v) = %s", x, got)
		}
	}
}
