package printableprime

import (
	"fmt"
	"strconv"

	"github.com/scbench/scbench/scene"
)

// segment is one bar of the seven-segment font, as an axis-aligned box in the
// digit's own frame (mm): x across, y up the face, z through the thickness.
type segment struct{ min, max [3]float64 }

func bar(cx, cy float64, horizontal bool) segment {
	if horizontal {
		return segment{[3]float64{cx - 5, cy - 0.5, -0.5}, [3]float64{cx + 5, cy + 0.5, 0.5}}
	}
	return segment{[3]float64{cx - 0.5, cy - 5, -0.5}, [3]float64{cx + 0.5, cy + 5, 0.5}}
}

// The seven bars and the digits that use each.
var bars = []struct {
	seg    segment
	digits string
}{
	{bar(0, -10, true), "0235689"},   // bottom
	{bar(0, 0, true), "2345689"},     // middle
	{bar(0, 10, true), "02356789"},   // top
	{bar(-5, -5, false), "0268"},     // lower left
	{bar(5, -5, false), "013456789"}, // lower right
	{bar(-5, 5, false), "045689"},    // upper left
	{bar(5, 5, false), "01234789"},   // upper right
}

// Segments returns the bars of digit d in orientation o, in the digit's frame
// turned as o says, the lowest point at z = 0 and centred on the z axis.
func Segments(d int, o Orientation) [][2][3]float64 {
	var out [][2][3]float64
	lowest := 0.0
	for _, b := range bars {
		if !containsDigit(b.digits, d) {
			continue
		}
		lo, hi := orient(b.seg.min, o), orient(b.seg.max, o)
		for k := 0; k < 3; k++ {
			if lo[k] > hi[k] {
				lo[k], hi[k] = hi[k], lo[k]
			}
		}
		if len(out) == 0 || lo[2] < lowest {
			lowest = lo[2]
		}
		out = append(out, [2][3]float64{lo, hi})
	}
	for i := range out {
		out[i][0][2] -= lowest
		out[i][1][2] -= lowest
	}
	return out
}

func containsDigit(s string, d int) bool {
	for i := 0; i < len(s); i++ {
		if int(s[i]-'0') == d {
			return true
		}
	}
	return false
}

// orient applies an orientation to a point: mirror x, mirror y, a half turn
// about z, a quarter turn about x (the face's y becomes height) or about y (the
// face's x becomes height).
func orient(p [3]float64, o Orientation) [3]float64 {
	x, y, z := p[0], p[1], p[2]
	switch o {
	case FlippedX:
		return [3]float64{-x, y, z}
	case FlippedY:
		return [3]float64{x, -y, z}
	case Rotate180Z:
		return [3]float64{-x, -y, z}
	case Rotate90X:
		return [3]float64{x, -z, y}
	case Rotate90Y:
		return [3]float64{z, y, -x}
	}
	return p
}

// ItemColor is the colour of the i-th digit of a stack.
func ItemColor(i int) string { return scene.Palette[i%len(scene.Palette)] }

// StackBoxes builds the stack: each digit's bars at its grading height (the sum
// of the heights of the digits below it), one box set per digit.
func StackBoxes(items []Item) []scene.Boxes {
	out := make([]scene.Boxes, 0, len(items))
	base := int64(0)
	for i, it := range items {
		b := scene.Boxes{Style: scene.Style{Name: fmt.Sprintf("digit %d: %d %s", i, it.Digit, it.Orientation), Color: ItemColor(i), Layer: "answer"}, Edges: true}
		z0 := float64(base) / 10
		for _, s := range Segments(it.Digit, it.Orientation) {
			b.Add(s[0][0], s[0][1], s[0][2]+z0, s[1][0]-s[0][0], s[1][1]-s[0][1], s[1][2]-s[0][2])
		}
		out = append(out, b)
		base += it.HeightTenths()
	}
	return out
}

// Scene shows the font: the ten digits lying flat side by side, labelled, with
// the height to beat in the caption.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, "Largest 3D-printable prime: the seven-segment font")
	for dg := 0; dg <= 9; dg++ {
		x0 := float64(float64(dg) * 14)
		b := scene.Boxes{Style: scene.Style{Name: "digit " + strconv.Itoa(dg), Color: ItemColor(dg), Layer: "instance"}, Edges: true}
		for _, sg := range Segments(dg, Flat) {
			b.Add(sg[0][0]+x0, sg[0][1], sg[0][2], sg[1][0]-sg[0][0], sg[1][1]-sg[0][1], sg[1][2]-sg[0][2])
		}
		s.Boxes = append(s.Boxes, b)
		s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "instance"}, Text: strconv.Itoa(dg), At: [3]float64{x0, -14, 0}})
	}
	s.Caption = fmt.Sprintf("Bars are 10×1×1 mm. Digits stack upward with 0.2 mm gaps; a stack taller than %d mm avoids the 10%% penalty; %d digits earn full marks.", d.MinHeight, d.FullDigits)
	s.Camera = &scene.Camera{Position: [3]float64{63, -90, 110}, Target: [3]float64{63, 0, 0}, Up: [3]float64{0, 0, 1}, FOV: 45}
	return s
}
