package polynomialfit

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text, on any instance of the manifold (the seed and the
// parameters are fuzzed too), gets a sane report, promptly and without
// panicking. The seeds are shaped like what models send back.
func FuzzGrade(f *testing.F) {
	tasktest.FuzzGrade(f, Task,
		`{"reasoning": "an ellipse", "function": "def f(x, y):\n    return 72 - (2*(2*x-8)**2 + 2*(2*y-9)**2 - (2*x-8)*(2*y-9))"}`,
		"```python\ndef f(x, y):\n    return 7.5 - (x-4.5)**2/1.0 - (y-4.7)**2\n```",
		"def f(x, y): return 1/(x-3) + y",
		"def f(x, y): return (x>1)*(x<7)",
		"def f(x, y): return x**-2 - 0**1 + 2**-1**2",
		"def f(x, y): return ((((x))))*-+-y/1e-300",
		`"def f(x,y): return x"`,
		"def f(x, y):\n\treturn \\\n x",
		"",
	)
}

// FuzzGenerate: every instance the manifold admits is built the same twice,
// and its reference answer passes.
func FuzzGenerate(f *testing.F) { tasktest.FuzzGenerate(f, Task) }
