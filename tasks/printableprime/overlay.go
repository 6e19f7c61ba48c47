package printableprime

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/wire"
)

// maxDrawn bounds the digits drawn: a longer answer has failed elsewhere.
const maxDrawn = 400

// overlay draws the answer's stack at its grading heights, the target height
// as a translucent plane, a digit that overhangs or that cannot sit on the one
// below in red, and the digits of a repeated group in orange.
func (g *grading) overlay() *scene.Scene {
	s := scene.New(3, "Largest 3D-printable prime: graded answer")
	if len(g.items) > maxDrawn {
		s.Caption = fmt.Sprintf("%d digits: too many to draw.", len(g.items))
		return s
	}
	stack := StackBoxes(g.items)
	mark := func(i int, color, check string) {
		stack[i].Color = color
		stack[i].Check = check
		stack[i].Layer = "error"
	}
	if g.repeated != "" {
		for end := len(g.digits); end > 0; end -= 3 {
			start := max(0, end-3)
			if g.digits[start:end] == g.repeated {
				for i := start; i < end; i++ {
					mark(i, scene.Missing, "groups")
				}
			}
		}
		s.AddLegend(scene.Missing, "digits of the repeated group "+g.repeated)
	}
	if g.overhang >= 0 {
		mark(g.overhang, scene.Wrong, "overhangs")
		s.AddLegend(scene.Wrong, fmt.Sprintf("item %d overhangs", g.overhang))
	}
	if g.badPair >= 0 {
		mark(g.badPair, scene.Wrong, "stacking")
		s.AddLegend(scene.Wrong, fmt.Sprintf("item %d cannot sit on item %d", g.badPair, g.badPair-1))
	}
	s.Boxes = append(s.Boxes, stack...)
	h := float64(g.d.MinHeight)
	plane := scene.Rect(-15, -15, 15, 15, h, scene.Style{Name: fmt.Sprintf("%d mm", g.d.MinHeight), Color: scene.Faint, Opacity: 0.25, Check: "height", Layer: "instance"})
	s.Polys = append(s.Polys, plane)
	s.AddLegend(scene.Faint, fmt.Sprintf("the %d mm mark", g.d.MinHeight))
	top := float64(g.height) / 10
	verdict := "prime"
	switch {
	case !g.primeTried:
		verdict = "not tested for primality"
	case !g.prime:
		verdict = "not prime"
	}
	s.Labels = append(s.Labels, scene.Label{Style: scene.Style{Color: scene.Ink, Layer: "answer"}, Text: wire.Clip(Grouped(g.digits), 80) + " (" + verdict + ")", At: [3]float64{0, 0, top + 8}})
	s.Caption = fmt.Sprintf("%s mm tall, %d digits, read from the build plate upward: %s.", mmText(g.height), len(g.items), strings.TrimSpace(verdict))
	zc := float64(max(top, h) / 2)
	r := max(top, h) + 20
	s.Camera = &scene.Camera{Position: [3]float64{float64(0.9 * r), float64(-1.3 * r), zc + float64(0.3*r)}, Target: [3]float64{0, 0, zc}, Up: [3]float64{0, 0, 1}, FOV: 45}
	return s
}
