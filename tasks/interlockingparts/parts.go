package interlockingparts

import (
	"fmt"
	"math"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/scad"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/geom/stl"
	"github.com/scbench/scbench/wire"
)

// The file types an answer may name, compared case-insensitively.
const (
	typeSTL      = "stl"
	typeOpenSCAD = "openscad"
	typePySCAD   = "python generating openscad"
	typePySTL    = "python generating stl"
)

// Tolerances of the part checks.
const (
	// minVolume is the smallest volume of a part, in mm³.
	minVolume = 0.01
	// rigidTolerance bounds |RᵀR − I| (largest entry) of a transform.
	rigidTolerance = 1e-3
	// bodyPitch is the pitch of the rays that count an OpenSCAD part's
	// bodies (mm), as the spec proposes.
	bodyPitch = 1.0
	// triangulationWork bounds the triangulation of an STL part's faces.
	triangulationWork = 20_000_000
)

// Part is one answer part, built.
type Part struct {
	Kind string // "STL" or "OpenSCAD"
	// Solid is the part in its print pose, Posed in the assembled frame.
	Solid solid.Solid
	Posed solid.Solid
	// Mesh is an STL part's welded mesh (nil for OpenSCAD).
	Mesh   *mesh.Mesh
	Volume float64
	Bodies int
}

// builder builds answer parts, each distinct file once: a design prints
// most of its parts more than once.
type builder struct {
	done map[[2]string]built
}

// built is a file turned into a part in its print pose, or the problems
// found with it.
type built struct {
	part     *Part
	problems []string
}

// buildPart builds part i from its file type, contents and transform. It
// returns the part, or nil and every problem found, each a sentence that
// starts with "part i:".
func buildPart(i int, fileType, contents string, transform []float64) (*Part, []string) {
	return (&builder{}).build(i, fileType, contents, transform)
}

func (b *builder) build(i int, fileType, contents string, transform []float64) (*Part, []string) {
	var problems []string
	prefix := fmt.Sprintf("part %d: ", i)
	a, why := affine(transform)
	if why != "" {
		problems = append(problems, prefix+why)
	}
	kind := strings.ToLower(strings.TrimSpace(fileType))
	key := [2]string{kind, contents}
	f, ok := b.done[key]
	if !ok {
		f = buildKept(recent, kind, fileType, contents)
		if b.done == nil {
			b.done = map[[2]string]built{}
		}
		b.done[key] = f
	}
	for _, p := range f.problems {
		problems = append(problems, prefix+p)
	}
	if len(problems) > 0 {
		return nil, problems
	}
	posed, ok := solid.Place(f.part.Solid, a)
	if !ok {
		return nil, []string{prefix + "the transform cannot be inverted"}
	}
	p := *f.part
	p.Posed = posed
	return &p, nil
}

// buildFile builds one file in its print pose.
func buildFile(kind, fileType, contents string) built {
	var problems []string
	fail := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf(format, args...))
	}
	var p *Part
	switch {
	case kind == typePySCAD || kind == typePySTL:
		fail("Python sources cannot be executed in the browser grader; give the STL or OpenSCAD itself")
	case kind != typeSTL && kind != typeOpenSCAD:
		fail("unknown fileType %s (use STL or OpenSCAD)", wire.Quote(fileType, 40))
	case strings.TrimSpace(contents) == "":
		fail("the file is empty")
	case kind == typeSTL:
		p = buildSTL(contents, fail)
	default:
		p = buildSCAD(contents, fail)
	}
	if len(problems) > 0 {
		return built{problems: problems}
	}
	return built{part: p}
}

// affine reads a row-major 4×4 transform, which must be 16 finite numbers
// with the last row 0 0 0 1 and a rotation for its linear part (|RᵀR − I|
// within rigidTolerance, det R > 0). The original takes any matrix; this is
// stricter.
func affine(t []float64) (solid.Affine, string) {
	var a solid.Affine
	if len(t) != 16 {
		return a, fmt.Sprintf("transform must be 16 numbers, found %d", len(t))
	}
	for _, x := range t {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return a, "transform must be 16 finite numbers"
		}
	}
	if t[12] != 0 || t[13] != 0 || t[14] != 0 || t[15] != 1 {
		return a, "transform's last row must be 0, 0, 0, 1"
	}
	for r := 0; r < 3; r++ {
		copy(a[r][:], t[4*r:4*r+4])
	}
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			var dot float64
			for k := 0; k < 3; k++ {
				dot += float64(a[k][i] * a[k][j])
			}
			if i == j {
				dot--
			}
			if math.Abs(dot) > rigidTolerance {
				return a, "transform is not rigid (its 3×3 part is not a rotation)"
			}
		}
	}
	if a.Det() < 0 {
		return a, "transform is not rigid (it mirrors the part)"
	}
	return a, ""
}

// stlChecks are the mesh checks that decide an STL part, with what each
// failure means, in the spirit of trimesh's is_volume.
var stlChecks = map[string]string{
	mesh.CheckIndices:     "faces name vertices that do not exist",
	mesh.CheckCoordinates: "coordinates are not finite or too large",
	mesh.CheckWinding:     "inconsistent face winding",
	mesh.CheckWatertight:  "not watertight",
	mesh.CheckManifold:    "non-manifold edges",
	mesh.CheckVolume:      "zero volume",
	mesh.CheckOrientation: "inverted (the normals point inwards)",
}

func buildSTL(contents string, fail func(string, ...any)) *Part {
	data := []byte(contents)
	var m *stl.Mesh
	var err error
	if strings.HasPrefix(strings.TrimSpace(contents), "solid") {
		m, err = stl.Read(data, stl.Limits{})
	} else {
		// Not ASCII: the documented extension, binary STL in base64.
		m, err = stl.ReadBase64(contents, stl.Limits{})
	}
	if err != nil {
		fail("%v", err)
		return nil
	}
	if len(m.Faces) == 0 {
		fail("the STL has no facets")
		return nil
	}
	rep := mesh.Validate(m.Mesh, mesh.Limits{})
	bad := false
	for _, f := range rep.Findings {
		if why, decides := stlChecks[f.Check]; decides && f.Ran && !f.OK {
			fail("%s (%s)", why, wire.Clip(f.Detail, 160))
			bad = true
		}
	}
	if bad {
		return nil
	}
	if n := faceComponents(m.Mesh); n > 1 {
		fail("multiple disjoint solids (%d)", n)
		return nil
	}
	p, err := solid.NewPolyhedron(m.Mesh, triangulationWork)
	if err != nil {
		fail("%v", err)
		return nil
	}
	return &Part{Kind: "STL", Solid: p, Mesh: m.Mesh, Volume: m.SignedVolume(), Bodies: 1}
}

// faceComponents counts the groups of faces joined by shared edges.
func faceComponents(m *mesh.Mesh) int {
	sets := geom.NewDisjointSets(len(m.Faces))
	n := len(m.Faces)
	first := map[[2]int]int{}
	for f, face := range m.Faces {
		for k := range face {
			a, b := face[k], face[(k+1)%len(face)]
			e := [2]int{min(a, b), max(a, b)}
			if g, ok := first[e]; ok {
				if sets.Union(f, g) {
					n--
				}
			} else {
				first[e] = f
			}
		}
	}
	return n
}

func buildSCAD(contents string, fail func(string, ...any)) *Part {
	r, err := scad.Evaluate(contents, scad.Limits{})
	if err != nil {
		fail("%v", err)
		return nil
	}
	if r.Solid == nil {
		fail("the OpenSCAD file makes no geometry")
		return nil
	}
	m := r.Measure(bodyPitch)
	if m.Volume <= minVolume {
		fail("zero volume")
		return nil
	}
	if m.Bodies > 1 {
		fail("multiple disjoint solids (%d)", m.Bodies)
		return nil
	}
	return &Part{Kind: "OpenSCAD", Solid: r.Solid, Volume: m.Volume, Bodies: m.Bodies}
}
