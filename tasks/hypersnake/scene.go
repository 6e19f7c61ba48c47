package hypersnake

import (
	"fmt"
	"sort"
	"strings"

	"github.com/scbench/scbench/scene"
)

// Layout maps N-dimensional cells into a picture. A 3D world is drawn as it
// is. Any other world is drawn flat: its two longest axes (the
// lowest-numbered ones on ties) are x and y, and every other axis picks a
// small flat copy of that block, laid out as small multiples: the first extra
// axis steps the copies across, the second up, the third across again (in
// larger strides), and so on. A flat page of copies shows every cell at a
// readable size, where a 3D block of many copies would shrink them to dots.
type Layout struct {
	Size  []int
	Drawn []int // axes drawn as x, y (and z)
	Extra []int // axes shown as small multiples
	// step is the offset of the next small copy along each extra axis, as
	// (dx, dy) in cells; zero for drawn axes
	step [][2]float64
}

// gap separates neighbouring copies, in cells.
const gap = 1.5

// NewLayout chooses the drawn axes and the arrangement of the copies.
func NewLayout(size []int) *Layout {
	l := &Layout{Size: size, step: make([][2]float64, len(size))}
	axes := make([]int, len(size))
	for i := range axes {
		axes[i] = i
	}
	sort.SliceStable(axes, func(i, j int) bool { return size[axes[i]] > size[axes[j]] })
	n := min(2, len(size))
	if len(size) == 3 {
		n = 3
	}
	l.Drawn = append([]int(nil), axes[:n]...)
	sort.Ints(l.Drawn)
	for a := range size {
		if !contains(l.Drawn, a) {
			l.Extra = append(l.Extra, a)
		}
	}
	w, h := float64(size[l.Drawn[0]]), float64(size[l.Drawn[1]])
	blockW, blockH := w+gap, h+gap
	for i, a := range l.Extra {
		if i%2 == 0 {
			l.step[a] = [2]float64{blockW, 0}
			blockW *= float64(size[a])
		} else {
			l.step[a] = [2]float64{0, blockH}
			blockH *= float64(size[a])
		}
	}
	return l
}

func contains(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// Place returns the picture position of a cell (which must have the grid's
// dimension).
func (l *Layout) Place(p []int) [3]float64 {
	var out [3]float64
	for i, a := range l.Drawn {
		out[i] = float64(p[a])
	}
	for _, a := range l.Extra {
		st := l.step[a]
		out[0] += float64(float64(p[a]) * st[0])
		out[1] += float64(float64(p[a]) * st[1])
	}
	return out
}

// Extent is the far corner of the picture.
func (l *Layout) Extent() [3]float64 {
	far := make([]int, len(l.Size))
	for a, s := range l.Size {
		far[a] = s - 1
	}
	return l.Place(far)
}

// Caption explains the projection.
func (l *Layout) Caption() string {
	names := []string{"x", "y", "z"}
	var parts []string
	for i, a := range l.Drawn {
		parts = append(parts, fmt.Sprintf("axis %d as %s", a, names[i]))
	}
	s := "Drawn: " + strings.Join(parts, ", ") + "."
	if len(l.Extra) > 0 {
		var across, up []string
		for i, a := range l.Extra {
			if i%2 == 0 {
				across = append(across, fmt.Sprint(a))
			} else {
				up = append(up, fmt.Sprint(a))
			}
		}
		s += " Each small copy is one setting of the other axes: copies step across with axis " + strings.Join(across, ", then ")
		if len(up) > 0 {
			s += " and up with axis " + strings.Join(up, ", then ")
		}
		s += ". Moves between copies are dashed."
	}
	return s
}

// Flat reports whether the layout draws a flat picture.
func (l *Layout) Flat() bool { return len(l.Drawn) < 3 }

// Scene draws the world: the free cells as faint dots, walls as red blocks,
// food as green blocks and the start in blue; in a flat picture of small
// multiples each copy has a light frame.
func (d *Data) Scene() *scene.Scene {
	l := NewLayout(d.Size)
	dim := 3
	if l.Flat() {
		dim = 2
	}
	s := scene.New(dim, fmt.Sprintf("Hyper-snake: %dD world %s", len(d.Size), FormatSize(d.Size)))
	s.Caption = l.Caption()
	g := NewGrid(d.Size)
	wall := make([]bool, g.Cells())
	for _, w := range d.Walls {
		if g.In(w) {
			wall[g.Index(w)] = true
		}
	}
	dots := scene.Points{Style: scene.Style{Name: "free cells", Color: scene.Faint, Layer: "instance"}, Size: 3}
	for c := 0; c < g.Cells(); c++ {
		if !wall[c] {
			p := l.Place(g.Coord(c))
			dots.Add(p[0], p[1], p[2])
		}
	}
	s.Points = append(s.Points, dots)
	if dim == 2 && len(l.Extra) > 0 {
		s.Polys = append(s.Polys, l.copyFrames()...)
	}
	cubes := func(cells [][]int, side float64, st scene.Style) {
		b := scene.Boxes{Style: st, Edges: true}
		for _, c := range cells {
			if !g.In(c) {
				continue
			}
			p := l.Place(c)
			b.Add(p[0]-float64(side/2), p[1]-float64(side/2), p[2]-float64(side/2), side, side, side)
		}
		if len(b.Min) > 0 {
			s.Boxes = append(s.Boxes, b)
			s.AddLegend(st.Color, st.Name)
		}
	}
	cubes(d.Walls, 0.7, scene.Style{Name: "wall", Color: scene.Wrong, Layer: "instance"})
	cubes(d.Food, 0.45, scene.Style{Name: "food", Color: scene.Accepted, Layer: "instance"})
	cubes([][]int{d.Start}, 0.5, scene.Style{Name: "start", Color: scene.Answer, Layer: "instance"})
	far := l.Extent()
	if dim == 2 {
		s.Ortho2D(-0.7, -0.7, far[0]+0.7, far[1]+0.7)
	} else {
		c := [3]float64{far[0] / 2, far[1] / 2, far[2] / 2}
		r := max(far[0], far[1], far[2]) + 2
		s.Camera = &scene.Camera{Position: [3]float64{c[0] + float64(0.8*r), c[1] - float64(1.2*r), c[2] + float64(0.9*r)}, Target: c, Up: [3]float64{0, 0, 1}, FOV: 45}
	}
	return s
}

// copyFrames are the light squares behind the small copies of a flat
// picture, one per setting of the extra axes, so that each copy reads as a
// block of its own.
func (l *Layout) copyFrames() []scene.Polygon {
	w, h := float64(l.Size[l.Drawn[0]]), float64(l.Size[l.Drawn[1]])
	setting := make([]int, len(l.Size))
	var out []scene.Polygon
	for {
		p := l.Place(setting)
		st := scene.Style{Name: "copy", Color: "#eef2f6", Layer: "instance"}
		out = append(out, scene.Rect(p[0]-0.5, p[1]-0.5, p[0]+w-0.5, p[1]+h-0.5, -0.02, st))
		// the next setting of the extra axes, like an odometer
		k := 0
		for ; k < len(l.Extra); k++ {
			a := l.Extra[k]
			if setting[a]++; setting[a] < l.Size[a] {
				break
			}
			setting[a] = 0
		}
		if k == len(l.Extra) {
			return out
		}
	}
}
