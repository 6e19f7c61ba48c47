package terrainlevelling

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// The reference plan is upstream's placebo planner, a baseline rather than
// a perfect plan (Info.BaselineReference): it must score above 0, not 1.
func TestConformance(t *testing.T) { tasktest.Conformance(t, Task) }

func TestGolden(t *testing.T) { tasktest.Golden(t, Task, broken...) }

func BenchmarkGrade(b *testing.B) { tasktest.BenchmarkGrade(b, Task) }
