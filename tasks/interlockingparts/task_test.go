package interlockingparts

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

func TestConformance(t *testing.T) { tasktest.Conformance(t, Task) }

func BenchmarkGrade(b *testing.B) { tasktest.BenchmarkGrade(b, Task) }
