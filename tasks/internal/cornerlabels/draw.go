package cornerlabels

import (
	"github.com/scbench/scbench/scene"
)

// Frame is where one square is drawn in a 2D scene: its bottom-left corner
// (X, Y) and its side.
type Frame struct {
	X, Y, Size float64
}

// Layout places n unit squares in rows of at most perRow, left to right and
// top to bottom, leaving room between them for labels and captions.
func Layout(n, perRow int) []Frame {
	if perRow < 1 {
		perRow = 1
	}
	const stepX, stepY = 1.9, 2.2
	out := make([]Frame, n)
	for i := range out {
		out[i] = Frame{X: float64(i%perRow) * stepX, Y: -float64(i/perRow) * stepY, Size: 1}
	}
	return out
}

// Frame2D points the scene's camera at the squares with a margin for their
// labels.
func Frame2D(s *scene.Scene, frames []Frame) {
	if len(frames) == 0 {
		s.Ortho2D(-0.5, -0.5, 1.5, 1.5)
		return
	}
	x0, y0 := frames[0].X, frames[0].Y
	x1, y1 := x0+frames[0].Size, y0+frames[0].Size
	for _, f := range frames[1:] {
		x0, y0 = min(x0, f.X), min(y0, f.Y)
		x1, y1 = max(x1, f.X+f.Size), max(y1, f.Y+f.Size)
	}
	s.Ortho2D(x0-0.5, y0-0.8, x1+0.5, y1+0.5)
}

// Corner returns the position of a corner.
func (f Frame) Corner(c Corner) (x, y float64) {
	switch c {
	case BottomRight:
		return f.X + f.Size, f.Y
	case TopRight:
		return f.X + f.Size, f.Y + f.Size
	case TopLeft:
		return f.X, f.Y + f.Size
	}
	return f.X, f.Y
}

// Mid returns the midpoint of an edge.
func (f Frame) Mid(e Edge) (x, y float64) {
	a, b := e.Ends()
	ax, ay := f.Corner(a)
	bx, by := f.Corner(b)
	return (ax + bx) / 2, (ay + by) / 2
}

// Centre returns the centre of the square.
func (f Frame) Centre() (x, y float64) {
	return f.X + float64(f.Size/2), f.Y + float64(f.Size/2)
}

// Outline returns the square as a polygon filled white and outlined in color.
func (f Frame) Outline(st scene.Style, color string) scene.Polygon {
	p := scene.Rect(f.X, f.Y, f.X+f.Size, f.Y+f.Size, -0.01, st)
	p.Outline = color
	return p
}

// CornerText returns a label just outside a corner, on the diagonal.
func (f Frame) CornerText(c Corner, text string, st scene.Style, size float64) scene.Label {
	x, y := f.Corner(c)
	d := float64(0.14 * f.Size)
	dx, dy := -d, -d
	if c == BottomRight || c == TopRight {
		dx = d
	}
	if c == TopRight || c == TopLeft {
		dy = d
	}
	return scene.Label{Style: st, Text: text, At: [3]float64{x + dx, y + dy, 0.02}, Size: size}
}

// EdgeText returns a label just outside the midpoint of an edge.
func (f Frame) EdgeText(e Edge, text string, st scene.Style, size float64) scene.Label {
	x, y := f.Mid(e)
	d := float64(0.16 * f.Size)
	switch e {
	case Bottom:
		y -= d
	case Right:
		x += d
	case Top:
		y += d
	case Left:
		x -= d
	}
	return scene.Label{Style: st, Text: text, At: [3]float64{x, y, 0.02}, Size: size}
}

// Caption returns a label centred below the square.
func (f Frame) Caption(text string, st scene.Style, size float64) scene.Label {
	x, _ := f.Centre()
	return scene.Label{Style: st, Text: text, At: [3]float64{x, f.Y - float64(0.45*f.Size), 0.02}, Size: size}
}

// quarter holds (cos, sin) of k·π/16 for k = 0..8: a quarter circle in eight
// steps, as constants so that every platform draws the same arcs.
var quarter = [9][2]float64{
	{1, 0},
	{0.9807852804032304, 0.19509032201612825},
	{0.9238795325112867, 0.3826834323650898},
	{0.8314696123025452, 0.5555702330196022},
	{0.7071067811865476, 0.7071067811865476},
	{0.5555702330196022, 0.8314696123025452},
	{0.3826834323650898, 0.9238795325112867},
	{0.19509032201612825, 0.9807852804032304},
	{0, 1},
}

// Connect draws a boundary joining the midpoints of two edges: a straight line
// across the square for opposite edges, and for neighbouring edges a quarter
// circle around their shared corner, cutting that corner off.
func (f Frame) Connect(l *scene.Lines, p Pair, z float64) {
	a, b := p[0], p[1]
	if (int(b)-int(a)+4)%4 == 2 {
		ax, ay := f.Mid(a)
		bx, by := f.Mid(b)
		l.Segment(ax, ay, z, bx, by, z)
		return
	}
	// The shared corner c; the square's inside lies in the quadrant turned
	// c quarter turns counter-clockwise from +x.
	c := Corner(a) // edge a starts at corner a and ends where edge a+1 starts
	if (int(a)+1)%4 == int(b) {
		c = Corner(b)
	}
	cx, cy := f.Corner(c)
	r := f.Size / 2
	pt := func(k int) (float64, float64) {
		u, v := quarter[k][0], quarter[k][1]
		for q := 0; q < int(c); q++ {
			u, v = -v, u
		}
		return cx + float64(r*u), cy + float64(r*v)
	}
	for k := 0; k < 8; k++ {
		x0, y0 := pt(k)
		x1, y1 := pt(k + 1)
		l.Segment(x0, y0, z, x1, y1, z)
	}
}

// Spoke draws a line from the centre to the midpoint of an edge.
func (f Frame) Spoke(l *scene.Lines, e Edge, z float64) {
	cx, cy := f.Centre()
	x, y := f.Mid(e)
	l.Segment(cx, cy, z, x, y, z)
}

// Boundaries draws what a topology forces, marching-squares style: for known
// behaviour the guaranteed connections; for three domains meeting spokes from
// the centre to every crossed edge. Ambiguous squares go to possible, which the
// caller draws dashed: both readings of a saddle, or spokes to every edge when
// all four labels differ.
func (f Frame) Boundaries(t Topology, forced, possible *scene.Lines, z float64) {
	switch t.Behaviour {
	case Known:
		for _, p := range t.Pairs {
			f.Connect(forced, p, z)
		}
	case ThreeDomains:
		for _, e := range t.Crossed {
			f.Spoke(forced, e, z)
		}
	case Ambiguous:
		if t.Classes == 2 {
			for _, c := range Corners {
				e, g := Incident(c)
				f.Connect(possible, MakePair(e, g), z)
			}
			return
		}
		for _, e := range t.Crossed {
			f.Spoke(possible, e, z)
		}
	}
}

// Title returns a label centred above the square.
func (f Frame) Title(text string, st scene.Style, size float64) scene.Label {
	x, _ := f.Centre()
	return scene.Label{Style: st, Text: text, At: [3]float64{x, f.Y + float64(1.42*f.Size), 0.02}, Size: size}
}
