package interlockingparts

import (
	"encoding/json"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func TestConformance(t *testing.T) { tasktest.Conformance(t, Task) }

func TestGolden(t *testing.T) { tasktest.Golden(t, Task, broken...) }

func BenchmarkGrade(b *testing.B) { tasktest.BenchmarkGrade(b, Task) }

// broken are wrong answers made from the reference for the golden file: a
// part given as Python (criterion 0 fails, so all do) and the top lifted
// 20 mm (criterion 3 fails).
var broken = []tasktest.Broken{
	{Name: "a Python part", Make: edit(func(a *Answer) { a.Parts[3].FileType = "Python Generating OpenSCAD" })},
	{Name: "the top lifted to z = 740", Make: edit(func(a *Answer) { a.Parts[1].Transform[11] = 740 })},
}

func edit(change func(*Answer)) func(*tasks.Instance, string) (string, bool) {
	return func(_ *tasks.Instance, ref string) (string, bool) {
		var a Answer
		if err := json.Unmarshal([]byte(ref), &a); err != nil || len(a.Parts) != PartCount {
			return "", false
		}
		change(&a)
		out, _ := json.Marshal(a)
		return string(out), true
	}
}
