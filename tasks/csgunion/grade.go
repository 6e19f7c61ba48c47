package csgunion

// Grading, following the spec and DECISIONS.md: the answer is read, checked
// as a mesh in the spec's order (mesh.Validate: indices, duplicate vertices,
// coordinates, outliers, degenerate faces, winding, watertight, manifold,
// volume, then what DECISIONS.md adds: outward orientation, planarity as
// upstream, self-intersection and properly nested shells), and a valid mesh
// is scored by volumes computed exactly, not sampled: V, the union's volume,
// by inclusion–exclusion over the primitives' common parts; A, the mesh's
// volume; C, the volume they share, by signed columns under the mesh's
// triangles, each column's part in the union by inclusion–exclusion over
// the primitives within the column. The score is min(C, A)/V − (A + V − 2C)/(2V), full marks above
// 0.95.

import (
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// fullMarks is the raw score above which an answer gets 1.
const fullMarks = 0.95

// grading holds one answer under examination.
type grading struct {
	d  *Data
	m  *mesh.Mesh
	v  *mesh.Report
	cs []*solid.Convex
	// Volumes: the union's V, the answer's A, the common C, and the
	// symmetric difference A + V − 2C.
	union, answer, common, diff float64
	raw, score                  float64
	// The instance's prepared work, when made beside the mesh checks:
	// ready is closed once prep and prepErr are set.
	ready   chan struct{}
	prep    *prepared
	prepErr error
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	g := &grading{d: d}
	m := a.Polyhedron.mesh()
	corners := 0
	for _, f := range m.Faces {
		corners += len(f)
	}
	r.Checkf("format", true, "%s and %s (%s corners in all), every coordinate a number and every index an integer",
		verifiers.Count(len(m.Verts), "vertex", "vertices"), verifiers.Count(len(m.Faces), "face", "faces"), strconv.Itoa(corners))
	g.m = m
	if runtime.GOMAXPROCS(0) > 1 {
		// The instance's work does not depend on the answer: with a
		// processor to spare it is made (or taken from the cache) while the
		// mesh is checked. With one (WebAssembly), measure makes it, and
		// only for an answer that gets that far.
		g.ready = make(chan struct{})
		go func() {
			defer close(g.ready)
			g.prep, g.prepErr = preparedOf(d)
		}()
		defer func() { <-g.ready }() // no work outlives the grade
	}
	g.v = mesh.Validate(m, mesh.Limits{MaxCoordinate: MaxCoordinate})
	for _, f := range g.v.Findings {
		if f.Ran {
			r.Check(f.Check, f.OK, f.Detail)
		}
	}
	r.DrawWith(g.overlay)
	if f, bad := g.v.Failed(); bad {
		r.FailureMode = meshFailure(f.Check)
		return r.Finish(0)
	}
	if err := g.measure(); err != nil {
		r.Check("union", false, "the volumes could not be measured: "+err.Error())
		return r.Finish(0)
	}
	r.Check("union", g.score == 1, g.unionDetail())
	if g.score < 1 {
		r.FailureMode = g.volumeFailure()
	}
	return r.Finish(g.score)
}

// DecodeValue reads the polyhedron, bounding every list before looking
// inside it.
func (p *Polyhedron) DecodeValue(d *Data, v verifiers.Value, path string) error {
	if v.Kind != verifiers.Dict {
		return verifiers.Errorf(path, `expected an object {"vertex": [...], "faces": [...]}, found %s`, v.Describe())
	}
	vv, ok := v.Get("vertex")
	if !ok {
		return verifiers.Errorf(path, `has no "vertex" list`)
	}
	fv, ok := v.Get("faces")
	if !ok {
		return verifiers.Errorf(path, `has no "faces" list`)
	}
	verts, err := verifiers.Seq(vv, path+".vertex", true)
	if err != nil {
		return err
	}
	faces, err := verifiers.Seq(fv, path+".faces", true)
	if err != nil {
		return err
	}
	switch {
	case len(verts) == 0:
		return verifiers.Errorf(path+".vertex", "is empty")
	case len(faces) == 0:
		return verifiers.Errorf(path+".faces", "is empty")
	case len(verts) > MaxVertices:
		return verifiers.Errorf(path+".vertex", "has %s vertices; the limit is %s", wire.Thousands(len(verts)), wire.Thousands(MaxVertices))
	case len(faces) > MaxFaces:
		return verifiers.Errorf(path+".faces", "has %s faces; the limit is %s", wire.Thousands(len(faces)), wire.Thousands(MaxFaces))
	}
	p.Vertex, p.Faces = make([]Vertex, len(verts)), make([]Face, len(faces))
	for i, x := range verts {
		at := verifiers.Index(path+".vertex", i)
		xyz, err := field(x, at, "xyz", `{"xyz": [x, y, z]}`)
		if err != nil {
			return err
		}
		cs, err := verifiers.Seq(xyz, at+".xyz", true)
		if err != nil {
			return err
		}
		if len(cs) != 3 {
			return verifiers.Errorf(at+".xyz", "expected 3 coordinates, found %d", len(cs))
		}
		for k, c := range cs {
			if p.Vertex[i].XYZ[k], err = coordinate(c, verifiers.Index(at+".xyz", k)); err != nil {
				return err
			}
		}
	}
	corners := 0
	for i, x := range faces {
		at := verifiers.Index(path+".faces", i)
		idx, err := field(x, at, "vertex", `{"vertex": [i, j, k, ...]}`)
		if err != nil {
			return err
		}
		items, err := verifiers.Seq(idx, at+".vertex", true)
		if err != nil {
			return err
		}
		switch corners += len(items); {
		case len(items) < 3:
			return verifiers.Errorf(at+".vertex", "has %d indices; a face needs at least 3", len(items))
		case len(items) > MaxFaceCorners:
			return verifiers.Errorf(at+".vertex", "has %s indices; the limit is %s per face", wire.Thousands(len(items)), wire.Thousands(MaxFaceCorners))
		case corners > MaxCorners:
			return verifiers.Errorf(path+".faces", "list more than %s vertex indices in all", wire.Thousands(MaxCorners))
		}
		// The indices check of mesh.Validate names any out of range.
		if err := verifiers.Decode(d, idx, at+".vertex", &p.Faces[i].Vertex, verifiers.Options{NoDecimals: true}); err != nil {
			return err
		}
	}
	return nil
}

// mesh is the polyhedron as a mesh.
func (p Polyhedron) mesh() *mesh.Mesh {
	m := &mesh.Mesh{Verts: make([]geom.Vec3, len(p.Vertex)), Faces: make([][]int, len(p.Faces))}
	for i, v := range p.Vertex {
		m.Verts[i] = v.XYZ
	}
	for i, f := range p.Faces {
		m.Faces[i] = f.Vertex
	}
	return m
}

// field returns the key of an object, or an error naming the form wanted.
func field(v verifiers.Value, path, key, form string) (verifiers.Value, error) {
	if v.Kind != verifiers.Dict {
		return verifiers.Value{}, verifiers.Errorf(path, "expected an object %s, found %s", form, v.Describe())
	}
	x, ok := v.Get(key)
	if !ok {
		return verifiers.Value{}, verifiers.Errorf(path, "has no %q", key)
	}
	return x, nil
}

// coordinate reads a number; as upstream, a numeric string is read as the
// number it spells.
func coordinate(v verifiers.Value, path string) (float64, error) {
	if v.Kind == verifiers.String {
		x, err := strconv.ParseFloat(strings.TrimSpace(v.Text), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, verifiers.Errorf(path, "expected a finite number, found %s", v.Describe())
		}
		return x, nil
	}
	return verifiers.Number(v, path)
}

// measure computes the volumes and the score of a valid mesh.
func (g *grading) measure() error {
	var p *prepared
	var err error
	if g.ready != nil {
		<-g.ready
		p, err = g.prep, g.prepErr
	} else {
		p, err = preparedOf(g.d)
	}
	if err != nil {
		return err
	}
	g.cs, g.union = p.cs, p.union
	tris := g.v.Tris
	if tris == nil {
		return fmt.Errorf("the mesh was not triangulated")
	}
	g.answer = math.Abs(g.v.Volume)
	cols := solid.NewColumns(g.m, tris.Tris, solid.Floor(g.m, p.cs))
	g.common = cols.VolumeWithinUnion(p.outlines)
	g.diff = g.answer + g.union - 2*g.common
	g.raw = (min(g.common, g.answer) - float64(g.diff/2)) / g.union
	g.score = max(0, min(1, g.raw))
	if g.raw > fullMarks {
		g.score = 1
	}
	return nil
}

func (g *grading) unionDetail() string {
	verdict := fmt.Sprintf("the score is %s", fmtScore(g.score))
	if g.score == 1 {
		verdict = fmt.Sprintf("above %g, so full marks", fullMarks)
	}
	return fmt.Sprintf("the union's volume is V = %s; your polyhedron's is A = %s, of which C = %s lies in the union (missing %s, extra %s); (C − (A + V − 2C)/2)/V = %s: %s",
		vol(g.union), vol(g.answer), vol(g.common), vol(max(0, g.union-g.common)), vol(max(0, g.answer-g.common)), fmtScore(g.raw), verdict)
}

// meshFailure names how an invalid mesh went wrong.
func meshFailure(check string) string {
	switch check {
	case mesh.CheckOrientation:
		return verifiers.NearMiss
	case mesh.CheckVolume:
		return verifiers.Trivialized
	case mesh.CheckWinding, mesh.CheckWatertight, mesh.CheckManifold, mesh.CheckSelfIntersection, mesh.CheckShells:
		return verifiers.LocalOnly
	}
	return verifiers.Malformed
}

// volumeFailure names how a valid mesh of the wrong volume went wrong: close
// (a raw score of 0.8 or more), one of the solids alone (its volume, and all
// of it in the union), or otherwise wrong.
func (g *grading) volumeFailure() string {
	if g.raw >= 0.8 {
		return verifiers.NearMiss
	}
	for _, c := range g.cs {
		if v := c.Volume(); math.Abs(g.answer-v) <= 1e-6*v && math.Abs(g.common-v) <= 1e-6*v {
			return verifiers.Trivialized
		}
	}
	return verifiers.Incorrect
}

// vol writes a volume in cm³ to 6 significant digits.
func vol(v float64) string {
	if math.Abs(v) < 5e-7 {
		v = 0
	}
	return strconv.FormatFloat(v, 'g', 6, 64) + " cm³"
}

func fmtScore(s float64) string {
	return strconv.FormatFloat(s, 'f', 6, 64)
}
