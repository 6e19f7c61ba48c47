package fluidearthworks

import (
	"fmt"
	"testing"
)

// benchWorlds are 64-wide worlds for the rain's benchmark: two canonical
// references, the largest basin a plan can wall in (25,200 voxels of water,
// the top layer filled drop by drop from the centre), and a checkerboard of
// one-voxel pits (1,922 lakes, each found by a flood from afar).
func benchWorlds() map[string][]Edit {
	var checker []Edit
	for x := 1; x < 63; x++ {
		for y := 1 + x%2; y < 63; y += 2 {
			checker = append(checker, ai(x, y, 2, x, y, 2))
		}
	}
	return map[string][]Edit{
		"big-lakes":    canonicalRefs[6].edits,
		"hidden-lakes": canonicalRefs[10].edits,
		"full-basin":   {rk(1, 1, 1, 62, 62, 7), ai(2, 2, 1, 61, 61, 7)},
		"checkerboard": checker,
	}
}

// BenchmarkRain64 times the full rain on a 64×64×8 world (the boxes applied
// and the rock settled beforehand).
func BenchmarkRain64(b *testing.B) {
	for _, name := range []string{"big-lakes", "hidden-lakes", "full-basin", "checkerboard"} {
		edits := benchWorlds()[name]
		w := NewWorld(64)
		w.Apply(edits)
		w.SettleRock()
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				RainOn(w.Clone())
			}
		})
	}
}

// BenchmarkGrade64 times grading the same plans whole: reading, building,
// settling, the rain and the goal (the overlay is drawn only on demand).
func BenchmarkGrade64(b *testing.B) {
	in := instance(b, 6)
	for _, name := range []string{"big-lakes", "full-basin", "checkerboard"} {
		text := planText(benchWorlds()[name])
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Task.Grade(in, text)
			}
		})
	}
}

// BenchmarkOverlay64 times drawing the overlay with its frames.
func BenchmarkOverlay64(b *testing.B) {
	in := instance(b, 6)
	for _, name := range []string{"big-lakes", "full-basin", "checkerboard"} {
		text := planText(benchWorlds()[name])
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Task.Grade(in, text).BuildOverlay()
			}
		})
	}
}

// BenchmarkUpstreamRefs grades the spec's eleven human reference plans as
// upstream wrote them (subpass 3's shaft included), each on its subpass:
// the figures to set beside upstream's Python simulation of the same plans.
func BenchmarkUpstreamRefs(b *testing.B) {
	for k, edits := range upstreamRefs {
		in := instance(b, k)
		text := planText(edits)
		b.Run(fmt.Sprintf("subpass-%02d", k), func(b *testing.B) {
			for b.Loop() {
				Task.Grade(in, text)
			}
		})
	}
}
