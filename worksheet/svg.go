package worksheet

import (
	"math"
	"sort"
	"strings"

	"github.com/scbench/scbench/markup"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/wire"
)

// The print drawing of a flat scene. Scene units become SVG user units with
// y flipped (a scene's y points up, SVG's down); sizes the scene gives in
// screen pixels (line widths, point and label sizes) are taken at a drawing
// width of drawWidth pixels. Colours go in as presentation attributes (fill,
// stroke), never as style, so that the site's Content-Security-Policy, which
// forbids inline styles, lets the page show the drawing.

// drawWidth is the width, in CSS pixels, that pixel sizes are relative to.
const drawWidth = 480

// maxShapes bounds the shapes of one drawing: scenes are proportional to
// their instance, and the largest flat ones (a 128×128 polynomial grid) stay
// far below it.
const maxShapes = 40000

// drawing draws a 2D scene as an SVG element, or returns nil for a 3D scene
// or one with nothing to draw.
func drawing(s *scene.Scene, label string) *markup.Node {
	if s == nil || s.Dim != 2 {
		return nil
	}
	var bb bounds
	bb.scene(s)
	if bb.empty() {
		return nil
	}
	w, h := bb.x1-bb.x0, bb.y1-bb.y0
	extent := math.Max(w, h)
	if extent <= 0 {
		extent = 1
	}
	scale := drawWidth / extent // pixels per unit, before padding
	pad := extent * 0.03
	for _, l := range s.Labels {
		pad = math.Max(pad, labelSize(l)/scale*0.8)
	}
	x0, y0 := bb.x0-pad, -(bb.y1 + pad)
	vw, vh := w+2*pad, h+2*pad
	scale = drawWidth / math.Max(vw, vh)
	d := &painter{scale: scale}
	root := markup.El("svg", []string{
		"xmlns", "http://www.w3.org/2000/svg",
		"viewBox", num(x0) + " " + num(y0) + " " + num(vw) + " " + num(vh),
		"class", "ws-drawing", "role", "img", "aria-label", label,
	})
	polys := append([]scene.Polygon(nil), s.Polys...)
	sort.SliceStable(polys, func(i, j int) bool { return polys[i].Z < polys[j].Z })
	for _, p := range polys {
		d.polygon(root, p)
	}
	for _, b := range s.Boxes {
		d.boxes(root, b)
	}
	for _, m := range s.Meshes {
		d.mesh(root, m)
	}
	for _, l := range s.Lines {
		d.lines(root, l)
	}
	for _, p := range s.Points {
		d.points(root, p)
	}
	for _, l := range s.Labels {
		d.label(root, l)
	}
	return root
}

// bounds is a 2D bounding box.
type bounds struct {
	x0, y0, x1, y1 float64
	set            bool
}

func (b *bounds) add(x, y float64) {
	if !finite(x) || !finite(y) {
		return
	}
	if !b.set {
		*b = bounds{x, y, x, y, true}
		return
	}
	b.x0, b.y0 = math.Min(b.x0, x), math.Min(b.y0, y)
	b.x1, b.y1 = math.Max(b.x1, x), math.Max(b.y1, y)
}

func (b *bounds) empty() bool { return !b.set }

func (b *bounds) scene(s *scene.Scene) {
	for _, p := range s.Polys {
		for _, r := range p.Rings {
			for i := 0; i+1 < len(r); i += 2 {
				b.add(r[i], r[i+1])
			}
		}
	}
	for _, l := range s.Lines {
		b.triples(l.Positions)
	}
	for _, p := range s.Points {
		b.triples(p.Positions)
	}
	for _, m := range s.Meshes {
		b.triples(m.Positions)
	}
	for _, bx := range s.Boxes {
		for i := 0; i+2 < len(bx.Min) && i+2 < len(bx.Size); i += 3 {
			b.add(bx.Min[i], bx.Min[i+1])
			b.add(bx.Min[i]+bx.Size[i], bx.Min[i+1]+bx.Size[i+1])
		}
	}
	for _, l := range s.Labels {
		b.add(l.At[0], l.At[1])
	}
}

func (b *bounds) triples(pos []float64) {
	for i := 0; i+2 < len(pos); i += 3 {
		b.add(pos[i], pos[i+1])
	}
}

// painter appends shapes to a drawing, counting them against maxShapes.
type painter struct {
	scale  float64
	shapes int
}

func (d *painter) add(root, n *markup.Node) {
	if d.shapes >= maxShapes {
		return
	}
	d.shapes++
	root.Kids = append(root.Kids, n)
}

// paint gives a shape's fill or stroke and its opacity.
func paint(attrs []string, what, color string, fallback string, opacity float64) []string {
	attrs = append(attrs, what, colour(color, fallback))
	if opacity > 0 && opacity < 1 {
		attrs = append(attrs, what+"-opacity", num(opacity))
	}
	return attrs
}

func (d *painter) polygon(root *markup.Node, p scene.Polygon) {
	var path strings.Builder
	for _, r := range p.Rings {
		if len(r) < 6 {
			continue
		}
		for i := 0; i+1 < len(r); i += 2 {
			if i == 0 {
				path.WriteByte('M')
			} else {
				path.WriteByte('L')
			}
			path.WriteString(num(r[i]) + " " + num(-r[i+1]))
		}
		path.WriteByte('Z')
	}
	if path.Len() == 0 {
		return
	}
	attrs := paint([]string{"d", path.String(), "fill-rule", "evenodd"}, "fill", p.Color, scene.Faint, p.Opacity)
	if p.Outline != "" {
		attrs = append(attrs, "stroke", colour(p.Outline, scene.Ink), "stroke-width", "2", "vector-effect", "non-scaling-stroke")
	}
	d.add(root, markup.El("path", attrs))
}

func (d *painter) boxes(root *markup.Node, b scene.Boxes) {
	for i, k := 0, 0; i+2 < len(b.Min) && i+2 < len(b.Size); i, k = i+3, k+1 {
		c := b.Color
		if len(b.Colors) > 0 {
			c = b.Colors[k%len(b.Colors)]
		}
		attrs := []string{"x", num(b.Min[i]), "y", num(-(b.Min[i+1] + b.Size[i+1])), "width", num(b.Size[i]), "height", num(b.Size[i+1])}
		attrs = paint(attrs, "fill", c, scene.Faint, b.Opacity)
		if b.Edges {
			attrs = append(attrs, "stroke", scene.Ink, "stroke-width", "1", "vector-effect", "non-scaling-stroke")
		}
		d.add(root, markup.El("rect", attrs))
	}
}

func (d *painter) mesh(root *markup.Node, m scene.Mesh) {
	p := m.Positions
	for t := 0; t+2 < len(m.Indices); t += 3 {
		var pts []string
		for _, v := range m.Indices[t : t+3] {
			if v < 0 || int(v)*3+2 >= len(p) {
				pts = nil
				break
			}
			i := int(v) * 3
			pts = append(pts, num(p[i])+","+num(-p[i+1]))
		}
		if pts == nil {
			continue
		}
		c := m.Color
		if len(m.Colors) > 0 {
			c = m.Colors[(t/3)%len(m.Colors)]
		}
		d.add(root, markup.El("polygon", paint([]string{"points", strings.Join(pts, " ")}, "fill", c, scene.Faint, m.Opacity)))
	}
}

func (d *painter) lines(root *markup.Node, l scene.Lines) {
	width := l.Width
	if width <= 0 {
		width = 1
	}
	base := []string{"stroke-width", num(math.Min(width, 40)), "vector-effect", "non-scaling-stroke", "stroke-linecap", "round"}
	if l.Dashed {
		base = append(base, "stroke-dasharray", "6 4")
	}
	if l.Opacity > 0 && l.Opacity < 1 {
		base = append(base, "stroke-opacity", num(l.Opacity))
	}
	if len(l.Colors) == 0 {
		// one colour: one path for every segment
		var path strings.Builder
		for i := 0; i+5 < len(l.Positions); i += 6 {
			q := l.Positions[i : i+6]
			path.WriteString("M" + num(q[0]) + " " + num(-q[1]) + "L" + num(q[3]) + " " + num(-q[4]))
		}
		if path.Len() > 0 {
			d.add(root, markup.El("path", append([]string{"d", path.String(), "fill", "none", "stroke", colour(l.Color, scene.Ink)}, base...)))
		}
		return
	}
	for i, k := 0, 0; i+5 < len(l.Positions); i, k = i+6, k+1 {
		q := l.Positions[i : i+6]
		attrs := []string{"x1", num(q[0]), "y1", num(-q[1]), "x2", num(q[3]), "y2", num(-q[4]), "stroke", colour(l.Colors[k%len(l.Colors)], scene.Ink)}
		d.add(root, markup.El("line", append(attrs, base...)))
	}
}

func (d *painter) points(root *markup.Node, p scene.Points) {
	size := p.Size
	if size <= 0 {
		size = 6
	}
	r := num(math.Min(size, 64) / 2 / d.scale)
	for i, k := 0, 0; i+2 < len(p.Positions); i, k = i+3, k+1 {
		c := p.Color
		if len(p.Colors) > 0 {
			c = p.Colors[k%len(p.Colors)]
		}
		d.add(root, markup.El("circle", paint([]string{"cx", num(p.Positions[i]), "cy", num(-p.Positions[i+1]), "r", r}, "fill", c, scene.Ink, p.Opacity)))
	}
}

func (d *painter) label(root *markup.Node, l scene.Label) {
	t := wire.Cut(l.Text, 200) // a scene's label is ours, but bounded all the same
	attrs := []string{"x", num(l.At[0]), "y", num(-l.At[1]), "font-size", num(labelSize(l) / d.scale),
		"text-anchor", "middle", "dominant-baseline", "central", "font-family", "sans-serif", "font-weight", "600"}
	d.add(root, markup.El("text", paint(attrs, "fill", l.Color, scene.Ink, 0), markup.Text(t)))
}

func labelSize(l scene.Label) float64 {
	if l.Size > 0 {
		return math.Min(l.Size, 64)
	}
	return 12
}

// colour passes a scene colour ("#1f77b4", "#fff") through, or the fallback
// for anything else.
func colour(c, fallback string) string {
	if len(c) != 4 && len(c) != 7 || c[0] != '#' {
		return fallback
	}
	for i := 1; i < len(c); i++ {
		if !strings.ContainsRune("0123456789abcdefABCDEF", rune(c[i])) {
			return fallback
		}
	}
	return c
}

// num writes a coordinate with at most four decimals.
func num(x float64) string { return markup.Num(x, 4) }

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
