package legohemisphere

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// openSCADShell is the task's reference solid as OpenSCAD source: the outer
// sphere less the inner one, both of 16 fragments, above z = 0.
func openSCADShell(d *Data) string {
	r := func(mm int) string { return strconv.FormatFloat(float64(mm), 'g', -1, 64) }
	big := r(4 * d.OuterMM)
	return fmt.Sprintf("intersection() {\n  difference() { sphere(r=%s, $fn=16); sphere(r=%s, $fn=16); }\n"+
		"  translate([-%s, -%s, 0]) cube([2*%s, 2*%s, %s]);\n}", r(d.OuterMM), r(d.InnerMM), big, big, big, big, big)
}

// openSCADBricks is a brick list as OpenSCAD source: the union of the
// bricks' boxes.
func openSCADBricks(bricks []Brick) string {
	var b strings.Builder
	b.WriteString("union() {\n")
	for _, k := range bricks {
		fmt.Fprintf(&b, "  translate([%s, %s, %s]) rotate([0, 0, %s]) cube([%s, %s, %s], center=true);\n",
			num(k.Centroid[0]), num(k.Centroid[1]), num(k.Centroid[2]), num(k.RotationDegrees),
			num(Length), num(Width), num(Height))
	}
	b.WriteString("}")
	return b.String()
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// BenchmarkOpenSCAD times, for comparison with BenchmarkGrade, renders of
// the kind upstream's volume comparison made with OpenSCAD for every answer
// (it measured the rendered STLs): the bricks' union intersected with the
// shell (the covered volume) and the union less the shell (the excess),
// here for the reference answer. cpu-ms/op is OpenSCAD's own processor
// time. Subpass 7 takes OpenSCAD 2021.01 most of a minute a render. Skipped
// where OpenSCAD is not installed.
func BenchmarkOpenSCAD(b *testing.B) {
	bin := tasktest.OpenSCAD(b)
	for _, k := range []int{0, 7} {
		in := tasktest.Canonical(b, Task, k)
		d := in.Data.(*Data)
		a, err := d.reference()
		if err != nil {
			b.Fatal(err)
		}
		bricks, shell := openSCADBricks(a.Bricks), openSCADShell(d)
		for _, op := range []string{"intersection", "difference"} {
			src := fmt.Sprintf("%s() {\n%s\n%s\n}\n", op, bricks, shell)
			tasktest.BenchmarkOpenSCAD(b, bin, fmt.Sprintf("subpass=%d/%s/bricks=%d", k, op, len(a.Bricks)), src)
		}
	}
}
