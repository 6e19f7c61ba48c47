package interlockingparts

import (
	"fmt"

	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/scene"
)

// SolidScene draws one solid, an evaluated OpenSCAD file, on its own, the
// way the overlay draws an OpenSCAD part in its print pose: the boxes its
// material intervals make on a grid of rays, in the first part's colour,
// with its bounding box. name labels it (a file name). `scbench scad
// --scene` writes it.
func SolidScene(s solid.Solid, name string) *scene.Scene {
	sc := scene.New(3, name)
	if s == nil {
		sc.Caption = "The file makes no geometry."
		return sc
	}
	pitch := 0.0
	st := scene.Style{Name: name, Color: scene.Palette[0], Layer: "answer"}
	sc.Boxes = append(sc.Boxes, sampledBoxes(s, st, &pitch))
	lo, hi := s.Bounds()
	sc.Lines = append(sc.Lines, boxLines(lo, hi, "bounding box", scene.Faint))
	sc.AddLegend(scene.Palette[0], fmt.Sprintf("the solid, drawn as sampled by rays %.1f mm apart or closer (boxes), not its exact surface", pitch))
	sc.AddLegend(scene.Faint, fmt.Sprintf("bounding box [%g, %g] × [%g, %g] × [%g, %g]", lo[0], hi[0], lo[1], hi[1], lo[2], hi[2]))
	return sc
}
