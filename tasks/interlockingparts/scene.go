package interlockingparts

import (
	"fmt"

	"github.com/scbench/scbench/scene"
)

// Scene draws what the instance fixes: the bed (for the paper's cage
// x, y ∈ [−200, 200], z ∈ [0, 50]), the cage's interior and outer limits,
// and the four rods.
func (d *Data) Scene() *scene.Scene {
	l := d.limits()
	s := scene.New(3, "Interlocking cage: "+d.criterionName())
	s.Lines = append(s.Lines,
		boxLines(l.bedLo, l.bedHi, "the print bed", scene.Faint),
		boxLines(l.interiorLo, l.interiorHi, "the interior to keep free", scene.Truth),
		boxLines(l.outerLo, l.outerHi, "the outer limit", scene.Wrong))
	var rods []float64
	for _, c := range l.rodAt {
		rods = append(rods, c[0], c[1], 0, c[0], c[1], l.outerHi[2])
	}
	s.Lines = append(s.Lines, scene.Lines{Style: scene.Style{Name: "rods", Color: scene.Answer}, Positions: rods, Width: 3})
	bed := "print bed " + l.bedSize() + ", centred on the origin"
	if l.cage.BedX != 0 || l.cage.BedY != 0 {
		bed = "print bed " + l.bedSize() + ", centred on (" + mmText(float64(l.cage.BedX)) + ", " + mmText(float64(l.cage.BedY)) + ")"
	}
	s.AddLegend(scene.Faint, bed)
	s.AddLegend(scene.Truth, "interior to keep free")
	out := l.outerHi.Sub(l.outerLo)
	s.AddLegend(scene.Wrong, "outer limit "+mmText(out[0])+" × "+mmText(out[1])+" × "+mmText(out[2])+" mm")
	s.AddLegend(scene.Answer, fmt.Sprintf("the four M%d rods", l.cage.Rod))
	return s
}

// boxLines is the twelve edges of a box.
func boxLines(lo, hi [3]float64, name, color string) scene.Lines {
	c := func(i int) [3]float64 {
		p := lo
		for a := 0; a < 3; a++ {
			if i>>a&1 == 1 {
				p[a] = hi[a]
			}
		}
		return p
	}
	var pos []float64
	for i := 0; i < 8; i++ {
		for a := 0; a < 3; a++ {
			if j := i | 1<<a; j != i {
				p, q := c(i), c(j)
				pos = append(pos, p[0], p[1], p[2], q[0], q[1], q[2])
			}
		}
	}
	return scene.Lines{Style: scene.Style{Name: name, Color: color}, Positions: pos}
}
