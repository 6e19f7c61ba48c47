package classifybehaviour

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

func TestConformance(t *testing.T) { tasktest.Conformance(t, Task) }

func TestGolden(t *testing.T) { tasktest.Golden(t, Task) }

func BenchmarkGrade(b *testing.B) { tasktest.BenchmarkGrade(b, Task) }

func BenchmarkCurated(b *testing.B) { tasktest.BenchmarkCurated(b, Task) }
