package maze3d

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		gpt,
		"A5650\n2B201\n30150\n45441\n91912",
		"46022\n54921\nA332B\n26837\n63967",
		"```\n" + gpt + "\n```",
		`"A5054\n89893\n79202\n68198\n79B87"`,
		"A\nB",
		"AB",
	} {
		f.Add(s)
	}
	in := instance(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
