package dataset

import (
	"testing"

	"github.com/scbench/scbench/suite"
)

// Any grid text is read or refused, never a panic, and an accepted grid
// stays within MaxPoints.
func FuzzParseGrid(f *testing.F) {
	for _, s := range []string{"size=8..12", "fill=0.2..0.5:0.1", "size=8|16,waves=0..3", "size=1..99999999999999999999",
		"fill=-1e308..1e308:1e-308", "blobs=3..1:-1", "size=8..9:9223372036854775807", "waves=0..3,waves=1", "=,=,"} {
		f.Add(s)
	}
	e, _ := suite.Lookup("polynomial-fit")
	m := e.Manifold()
	f.Fuzz(func(t *testing.T, text string) {
		axes, err := ParseGrid(m, text)
		if err != nil {
			return
		}
		n := 1
		for _, a := range axes {
			if len(a.Values) == 0 {
				t.Fatalf("%q: an empty axis %s", text, a.Name)
			}
			n *= len(a.Values)
			if n > MaxPoints {
				t.Fatalf("%q: more than %d points", text, MaxPoints)
			}
		}
		if pts := Points(m, m.Defaults(), axes); len(pts) != n {
			t.Fatalf("%q: %d points, want %d", text, len(pts), n)
		}
	})
}
