package legohemisphere

import (
	"encoding/json"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func TestConformance(t *testing.T) { tasktest.Conformance(t, Task) }

func TestGolden(t *testing.T) { tasktest.Golden(t, Task, broken...) }

func BenchmarkGrade(b *testing.B) { tasktest.BenchmarkGrade(b, Task) }

// broken are the mistakes the issue names, made from the reference: two
// bricks overlapping, a brick left floating, and a structure overhanging
// what holds it up.
var broken = []tasktest.Broken{
	{Name: "two overlapping bricks", Make: mutate(overlapping)},
	{Name: "a floating brick", Make: mutate(floating)},
	{Name: "an unsupported overhang", Make: mutate(overhang)},
}

// mutate turns a change of the reference's bricks into a broken answer.
func mutate(change func([]Brick) []Brick) func(*tasks.Instance, string) (string, bool) {
	return func(_ *tasks.Instance, ref string) (string, bool) {
		var a Answer
		if err := json.Unmarshal([]byte(ref), &a); err != nil || len(a.Bricks) == 0 {
			return "", false
		}
		b := change(a.Bricks)
		if b == nil {
			return "", false
		}
		a.Bricks = b
		out, _ := json.Marshal(a)
		return string(out), true
	}
}

// overlapping adds a copy of the first brick moved one stud along its
// length: it lies on the grid, and reaches 24 mm into the original.
func overlapping(bs []Brick) []Brick {
	b := bs[0]
	s, c := turn(b)
	b.Centroid[0] += Pitch * c
	b.Centroid[1] += Pitch * s
	return append(append([]Brick(nil), bs...), b)
}

// floating removes every brick of the layers next to the first brick of
// layer 2 that touches it, so that nothing holds it.
func floating(bs []Brick) []Brick {
	pl := placeAll(bs)
	k := -1
	for i := range pl {
		if pl[i].layer == 2 {
			k = i
			break
		}
	}
	if k < 0 {
		return nil
	}
	var out []Brick
	for i := range pl {
		if d := pl[i].layer - 2; (d == 1 || d == -1) && penetration(&pl[i], &pl[k]) > 0 {
			continue
		}
		out = append(out, bs[i])
	}
	return out
}

// overhang keeps only the first ground brick, and of the rest the bricks
// still held by studs: the whole shell then hangs over that one brick.
func overhang(bs []Brick) []Brick {
	var out []Brick
	kept := false
	for _, b := range bs {
		if place(b).layer == 0 {
			if kept {
				continue
			}
			kept = true
		}
		out = append(out, b)
	}
	an := analyse(placeAll(out), &Data{InnerMM: 1, OuterMM: 1 << 20})
	drop := make([]bool, len(out))
	for _, i := range an.floating {
		drop[i] = true
	}
	held := out[:0:0]
	for i, b := range out {
		if !drop[i] {
			held = append(held, b)
		}
	}
	return held
}

func turn(b Brick) (s, c float64) {
	p := place(b)
	return p.sin, p.cos
}
