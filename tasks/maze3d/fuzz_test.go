package maze3d

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		gpt,
		"A5650\n2B201\n30150\n45441\n91912",
		"46022\n54921\nA332B\n26837\n63967",
		"```\n"+gpt+"\n```",
		`"A5054\n89893\n79202\n68198\n79B87"`,
		"A\nB",
		"AB",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
