package interlockingparts

import "github.com/scbench/scbench/scene"

// Scene draws what the instance fixes: the bed (x, y ∈ [−200, 200],
// z ∈ [0, 50]), the cage's interior and outer limits, and the four rods.
func (d *Data) Scene() *scene.Scene {
	s := scene.New(3, "Interlocking cage: "+criterionNames[d.Criterion])
	s.Lines = append(s.Lines,
		boxLines(bedLo, bedHi, "the print bed", scene.Faint),
		boxLines(interiorLo, interiorHi, "the interior to keep free", scene.Truth),
		boxLines(outerLo, outerHi, "the outer limit", scene.Wrong))
	var rods []float64
	for _, c := range rodAt {
		rods = append(rods, c[0], c[1], 0, c[0], c[1], 740)
	}
	s.Lines = append(s.Lines, scene.Lines{Style: scene.Style{Name: "rods", Color: scene.Answer}, Positions: rods, Width: 3})
	s.AddLegend(scene.Faint, "print bed 400 × 400 × 50 mm, centred on the origin")
	s.AddLegend(scene.Truth, "interior to keep free")
	s.AddLegend(scene.Wrong, "outer limit 380 × 380 × 740 mm")
	s.AddLegend(scene.Answer, "the four M6 rods")
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
