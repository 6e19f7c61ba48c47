package fluidearthworks

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report (tasktest.Sane), promptly and
// without panicking, its overlay included.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"reasoning": "a pit", "earthworks": [{"xyzMin": [1, 1, 2], "xyzMax": [14, 14, 2], "material": "Air"}]}`,
		"I will dig a pit.\n```json\n{\"earthworks\": [{\"xyzMin\": [5, 5, 2], \"xyzMax\": [10, 10, 2], \"material\": \"Air\"}]}\n```",
		`[{"xyzMin": [2, 2, 3], "xyzMax": [6, 6, 3], "material": "Rock"}, {"xyzMin": [3, 3, 3], "xyzMax": [5, 5, 3], "material": "Air"}]`,
		`{"earthworks": [{"xyzMin": [4, 4, 5], "xyzMax": [6, 6, 5], "material": "Rock"}]}`,
		`{"earthworks": [{"xyzMin": [-0.5, 1.9, 2.2], "xyzMax": [14.99, 14.2, 2.7], "material": "Air"}]}`,
		`{"earthworks": [{"xyzMin": ["1", null, 2], "xyzMax": [1e999, 14, 2], "material": "Water"}, {"xyzMax": [3, 3, 7]}]}`,
		`{'earthworks': [{'xyzMin': (1, 1, 1), 'xyzMax': (14, 14, 1), 'material': 'Air'}, {'xyzMin': (7, 7, 7), 'xyzMax': (8, 8, 7), 'material': 'Rock'}]}`,
		`{"earthworks": 7}`,
		`{"earthworks": [[1, 2, 3]]}`,
		"no idea",
	} {
		f.Add(s)
	}
	in := instance(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		r := Task.Grade(in, text)
		tasktest.Sane(t, r)
		r.BuildOverlay()
	})
}
