package fluidearthworks

import (
	"encoding/json"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func TestConformance(t *testing.T) { tasktest.Conformance(t, Task) }

// Broken plans for the golden: the reference without its last box, and the
// reference with a channel cut from the world's edge through the middle of
// its first box's side, which drains what that box dug or walled in.
var broken = []tasktest.Broken{
	{Name: "without the last box", Make: func(in *tasks.Instance, ref string) (string, bool) {
		var a Answer
		if json.Unmarshal([]byte(ref), &a) != nil || len(a.Earthworks) < 2 {
			return "", false
		}
		a.Earthworks = a.Earthworks[:len(a.Earthworks)-1]
		return marshal(a), true
	}},
	{Name: "a channel cut from the edge into the first box", Make: func(in *tasks.Instance, ref string) (string, bool) {
		var a Answer
		if json.Unmarshal([]byte(ref), &a) != nil || len(a.Earthworks) == 0 {
			return "", false
		}
		b := a.Earthworks[0]
		y := (b.XYZMin[1] + b.XYZMax[1]) / 2
		a.Earthworks = append(a.Earthworks, Box{XYZMin: [3]int{0, y, b.XYZMin[2]}, XYZMax: [3]int{b.XYZMin[0], y, b.XYZMax[2]}, Material: "Air"})
		return marshal(a), true
	}},
}

func marshal(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestGolden(t *testing.T) { tasktest.Golden(t, Task, broken...) }

func BenchmarkGrade(b *testing.B) { tasktest.BenchmarkGrade(b, Task) }
