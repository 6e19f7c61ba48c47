package terrainlevelling

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// The speed target: a 48×48 map and a 2,000-blast plan, graded from
// its text (≤ 200 ms natively). The plan is the first 2,000 blasts of the
// reference plan for the 48×48 canonical map.
func BenchmarkGrade48x48Plan2000(b *testing.B) {
	in := tasktest.Canonical(b, Task, 8)
	plan := Placebo(dataOf(in).start)[:2000]
	text := planText(plan)
	b.ResetTimer()
	for b.Loop() {
		if r := Task.Grade(in, text); r.Score < 0 || len(r.Checks) == 0 {
			b.Fatal("no report")
		}
	}
}

// The simulation alone: the same 2,000 blasts and the city search after.
func BenchmarkSimulate48x48Plan2000(b *testing.B) {
	in := tasktest.Canonical(b, Task, 8)
	d := dataOf(in)
	plan := Placebo(d.start)[:2000]
	b.ResetTimer()
	for b.Loop() {
		g := d.Grid()
		for _, bl := range plan {
			g.Blast(bl.X, bl.Y, bl.Z, nil)
		}
		g.LargestCity()
	}
}

// The hardest plan the grader accepts: MaxBlasts blasts, each at the
// highest cell and as deep as it is high.
func BenchmarkGradeWorstPlan(b *testing.B) {
	in := tasktest.Canonical(b, Task, 8)
	g := dataOf(in).Grid()
	plan := make([]Blast, MaxBlasts)
	for i := range plan {
		best := 0
		for c, z := range g.Z {
			if z > g.Z[best] {
				best = c
			}
		}
		plan[i] = Blast{X: best % g.Cols, Y: best / g.Cols, Z: g.Z[best]}
		g.Blast(plan[i].X, plan[i].Y, plan[i].Z, nil)
	}
	text := planText(plan)
	b.ResetTimer()
	for b.Loop() {
		Task.Grade(in, text)
	}
}

// The reference planner on the largest canonical map.
func BenchmarkPlacebo48x48(b *testing.B) {
	d := dataOf(tasktest.Canonical(b, Task, 8))
	for b.Loop() {
		Placebo(d.start)
	}
}

// Drawing the frames of the reference plan on the largest canonical map.
func BenchmarkOverlay48x48(b *testing.B) {
	in := tasktest.Canonical(b, Task, 8)
	text := tasktest.SolveText(b, Task, in)
	for b.Loop() {
		Task.Grade(in, text).BuildOverlay()
	}
}
