package interlockingparts

import "embed"

// The reference design (the author's, rewritten from the spec's
// description): five OpenSCAD parts, each printed twice. All five print
// flat on z ∈ [0, 10]; the transforms stand the walls upright.
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

// referenceParts are the ten parts: the file of each and its transform
// (row-major; the upstream design's matrices). The north/south walls stand
// on y = ±180, the east/west walls on x = ±180; the upper halves (as the
// author named them) fill z ∈ [11, 359], the lower ones z ∈ [360, 719].
var referenceParts = []struct {
	file      string
	transform [16]float64
}{
	{"bottom", [16]float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}},
	{"bottom", [16]float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 720, 0, 0, 0, 1}},
	{"ns-lower", [16]float64{1, 0, 0, 0, 0, 0, -1, 185, 0, 1, 0, 545, 0, 0, 0, 1}},
	{"ns-lower", [16]float64{1, 0, 0, 0, 0, 0, -1, -175, 0, 1, 0, 545, 0, 0, 0, 1}},
	{"ns-upper", [16]float64{-1, 0, 0, 0, 0, 0, 1, -185, 0, 1, 0, 185, 0, 0, 0, 1}},
	{"ns-upper", [16]float64{-1, 0, 0, 0, 0, 0, 1, 175, 0, 1, 0, 185, 0, 0, 0, 1}},
	{"ew-lower", [16]float64{0, 0, 1, 175, 1, 0, 0, 0, 0, 1, 0, 545, 0, 0, 0, 1}},
	{"ew-lower", [16]float64{0, 0, 1, -185, 1, 0, 0, 0, 0, 1, 0, 545, 0, 0, 0, 1}},
	{"ew-upper", [16]float64{0, 0, -1, -175, -1, 0, 0, 0, 0, 1, 0, 185, 0, 0, 0, 1}},
	{"ew-upper", [16]float64{0, 0, -1, 185, -1, 0, 0, 0, 0, 1, 0, 185, 0, 0, 0, 1}},
}

// reference is the reference answer.
func reference() Answer {
	a := Answer{Reasoning: "A grid of 10 mm bars at a 72 mm pitch (62 mm gaps) makes every face of the cage: " +
		"a bottom and a top, and each wall in two halves printed flat and stood upright, notched where the " +
		"neighbouring walls' corner bars pass so that the corners interleave, with 6.1 mm rod holes along the " +
		"corner bars."}
	for _, p := range referenceParts {
		a.Parts = append(a.Parts, AnswerPart{FileContents: referenceSource(p.file), FileType: "OpenSCAD", Transform: p.transform[:]})
	}
	return a
}
