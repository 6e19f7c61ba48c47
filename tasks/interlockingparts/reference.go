package interlockingparts

import (
	"embed"
	"fmt"
	"strconv"
	"strings"
)

// The reference design (the author's, rewritten from the spec's
// description and made parametric): five OpenSCAD parts, each printed
// twice. All five print flat on z ∈ [0, bar] around the bed's centre; the
// transforms stand the walls upright.
//
//go:embed reference/*.scad
var referenceFiles embed.FS

func referenceSource(name string) string {
	b, err := referenceFiles.ReadFile("reference/" + name + ".scad")
	if err != nil {
		panic("interlockingparts: missing embedded reference part " + name)
	}
	return string(b)
}

// placement is one part's pose in the assembly, in terms of the cage: the
// rotation (row-major 3×3) and the translation as multiples of the corner
// bars' centre c = (width + bar)/2 and of bar/2. The paper's cage has
// c = 180 and bar/2 = 5.
type placement struct {
	file string
	rot  [9]float64
	// cs and halves give each coordinate of the translation as
	// cs·c + halves·bar/2.
	cs, halves [3]float64
}

// referenceParts are the ten parts (the upstream design's matrices, read
// as functions of c and bar): the bottom on z = 0, the top on z = 4c; the
// north/south walls on y = ±c, the east/west walls on x = ±c; the upper
// halves (as the author named them) fill z ∈ [bar + 1, 2c − 1], the lower
// ones z ∈ [2c, 4c − 1].
var referenceParts = []placement{
	{"bottom", [9]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}, [3]float64{0, 0, 0}, [3]float64{0, 0, 0}},
	{"bottom", [9]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}, [3]float64{0, 0, 4}, [3]float64{0, 0, 0}},
	{"ns-lower", [9]float64{1, 0, 0, 0, 0, -1, 0, 1, 0}, [3]float64{0, 1, 3}, [3]float64{0, 1, 1}},
	{"ns-lower", [9]float64{1, 0, 0, 0, 0, -1, 0, 1, 0}, [3]float64{0, -1, 3}, [3]float64{0, 1, 1}},
	{"ns-upper", [9]float64{-1, 0, 0, 0, 0, 1, 0, 1, 0}, [3]float64{0, -1, 1}, [3]float64{0, -1, 1}},
	{"ns-upper", [9]float64{-1, 0, 0, 0, 0, 1, 0, 1, 0}, [3]float64{0, 1, 1}, [3]float64{0, -1, 1}},
	{"ew-lower", [9]float64{0, 0, 1, 1, 0, 0, 0, 1, 0}, [3]float64{1, 0, 3}, [3]float64{-1, 0, 1}},
	{"ew-lower", [9]float64{0, 0, 1, 1, 0, 0, 0, 1, 0}, [3]float64{-1, 0, 3}, [3]float64{-1, 0, 1}},
	{"ew-upper", [9]float64{0, 0, -1, -1, 0, 0, 0, 1, 0}, [3]float64{-1, 0, 1}, [3]float64{1, 0, 1}},
	{"ew-upper", [9]float64{0, 0, -1, -1, 0, 0, 0, 1, 0}, [3]float64{1, 0, 1}, [3]float64{1, 0, 1}},
}

// transform is the part's row-major 4×4 matrix for the cage: the pose
// above after moving the part from the bed's centre back to the origin.
func (p placement) transform(c Cage) []float64 {
	corner, half := float64(c.Width+c.Bar)/2, float64(c.Bar)/2
	bed := [3]float64{float64(c.BedX), float64(c.BedY), 0}
	m := make([]float64, 16)
	for r := 0; r < 3; r++ {
		t := float64(p.cs[r]*corner) + float64(p.halves[r]*half)
		for k := 0; k < 3; k++ {
			m[4*r+k] = p.rot[3*r+k]
			t -= float64(p.rot[3*r+k] * bed[k])
		}
		m[4*r+3] = t
	}
	m[15] = 1
	return m
}

// solve is the reference answer for the instance's cage.
func solve(d *Data) (Answer, error) {
	c := d.cage()
	bars, err := c.layout()
	if err != nil {
		return Answer{}, err
	}
	gap := float64(c.Width+c.Bar)/float64(bars-1) - float64(c.Bar)
	a := Answer{Reasoning: fmt.Sprintf("A grid of %d mm bars at a %s mm pitch (%s mm gaps) makes every face of the cage: "+
		"a bottom and a top, and each wall in two halves printed flat and stood upright, notched where the "+
		"neighbouring walls' corner bars pass so that the corners interleave, with %s mm rod holes along the "+
		"corner bars.", c.Bar, num(round2(gap+float64(c.Bar))), num(round2(gap)), num(float64(c.Rod)+holeClearance))}
	values := map[string]string{
		"width": strconv.Itoa(c.Width), "bar": strconv.Itoa(c.Bar), "n": strconv.Itoa(bars),
		"hole": num(float64(c.Rod) + holeClearance), "bed_x": strconv.Itoa(c.BedX), "bed_y": strconv.Itoa(c.BedY),
	}
	for _, p := range referenceParts {
		src, err := substitute(referenceSource(p.file), values)
		if err != nil {
			return Answer{}, fmt.Errorf("reference part %s: %v", p.file, err)
		}
		a.Parts = append(a.Parts, AnswerPart{FileContents: src, FileType: "OpenSCAD", Transform: p.transform(c)})
	}
	return a, nil
}

// substitute sets the values of top-level assignments ("name = value;" at
// the start of a line) in an OpenSCAD source, keeping what follows the
// semicolon. Every name must be assigned exactly once.
func substitute(src string, values map[string]string) (string, error) {
	lines := strings.Split(src, "\n")
	seen := map[string]int{}
	for i, line := range lines {
		name, rest, ok := strings.Cut(line, " = ")
		if !ok {
			continue
		}
		v, want := values[name]
		if !want {
			continue
		}
		_, tail, ok := strings.Cut(rest, ";")
		if !ok {
			return "", fmt.Errorf("the assignment of %s has no semicolon", name)
		}
		lines[i] = name + " = " + v + ";" + tail
		seen[name]++
	}
	for name := range values {
		if seen[name] != 1 {
			return "", fmt.Errorf("%s is assigned %d times at the top level, not once", name, seen[name])
		}
	}
	return strings.Join(lines, "\n"), nil
}

// num writes a length the shortest way that reads back exactly.
func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// reference is the reference answer for the paper's cage.
func reference() Answer {
	a, err := solve(&Data{})
	if err != nil {
		panic("interlockingparts: the paper's cage has no reference: " + err.Error())
	}
	return a
}
