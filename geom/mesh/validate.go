package mesh

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/wire"
)

// The checks Validate runs, in this order: the order of the CSG task's
// specification (indices to planarity), then what DECISIONS.md adds
// (orientation after the volume, self-intersection last).
const (
	CheckIndices          = "indices"
	CheckDuplicates       = "duplicate vertices"
	CheckCoordinates      = "coordinates"
	CheckOutliers         = "outliers"
	CheckDegenerate       = "degenerate faces"
	CheckWinding          = "winding"
	CheckWatertight       = "watertight"
	CheckManifold         = "manifold"
	CheckVolume           = "volume"
	CheckOrientation      = "orientation"
	CheckPlanarity        = "planarity"
	CheckSelfIntersection = "self-intersection"
	// CheckShells (shells.go) comes last.
)

// Tolerances of the checks, as the CSG task's specification states them.
const (
	// DuplicateDecimals: two vertices are duplicates when their coordinates
	// agree rounded to this many decimals.
	DuplicateDecimals = 6
	// OutlierFactor and OutlierDistance: a vertex is an outlier when its
	// distance from the vertex mean exceeds both OutlierFactor times the mean
	// distance and OutlierDistance.
	OutlierFactor   = 10
	OutlierDistance = 100
	// MinNewell is the smallest Newell normal length (twice the area) of a
	// face that is not degenerate.
	MinNewell = 1e-10
	// MinVolume is the smallest |signed volume| of a solid.
	MinVolume = 1e-10
	// PlanarTolerance is how far a corner may lie from the plane of its
	// face's first three corners.
	PlanarTolerance = 0.01
)

// Limits bound what Validate accepts and the work it does. Zero fields take
// the defaults.
type Limits struct {
	// MaxCoordinate bounds |x|, |y| and |z| of every vertex (default 1e6):
	// beyond it products overflow or lose all precision.
	MaxCoordinate float64
	// MaxWork bounds the steps of triangulation and of the self-intersection
	// test (default 2e7); a mesh that needs more fails that check, saying
	// so.
	MaxWork int
}

func (l Limits) maxCoordinate() float64 {
	if l.MaxCoordinate > 0 {
		return l.MaxCoordinate
	}
	return 1e6
}

func (l Limits) maxWork() int {
	if l.MaxWork > 0 {
		return l.MaxWork
	}
	return 2e7
}

// Finding is the outcome of one check. A failed finding names the first
// offending elements in Detail and lists them in Faces, Verts and Edges.
type Finding struct {
	Check string
	OK    bool
	// Ran is false when an earlier failure makes the check meaningless (no
	// orientation without a closed surface); OK is then false too.
	Ran    bool
	Detail string
	Faces  []int
	Verts  []int
	Edges  []Edge
}

// Report is what Validate found.
type Report struct {
	Findings []Finding
	// Volume is the signed volume, when the surface is closed enough to
	// have one (the volume check ran).
	Volume float64
	// Boundary, NonManifold and Repeated are every edge used by one face,
	// by more than two, and every directed edge used twice, in first-seen
	// order.
	Boundary, NonManifold, Repeated []Edge
	// Intersecting are pairs of faces that meet beyond their shared corners.
	Intersecting [][2]int
	// Tris is the triangulation of the faces, when the coordinates allowed
	// one.
	Tris *Triangulation
}

// OK reports whether every check passed.
func (r *Report) OK() bool {
	for _, f := range r.Findings {
		if !f.OK {
			return false
		}
	}
	return true
}

// Failed returns the first failed finding.
func (r *Report) Failed() (Finding, bool) {
	for _, f := range r.Findings {
		if !f.OK {
			return f, true
		}
	}
	return Finding{}, false
}

// Find returns the finding of a check.
func (r *Report) Find(check string) (Finding, bool) {
	for _, f := range r.Findings {
		if f.Check == check {
			return f, true
		}
	}
	return Finding{}, false
}

type validator struct {
	m   *Mesh
	lim Limits
	r   *Report
}

func (v *validator) pass(check, detail string) {
	v.r.Findings = append(v.r.Findings, Finding{Check: check, OK: true, Ran: true, Detail: detail})
}

func (v *validator) fail(f Finding) {
	f.Ran = true
	v.r.Findings = append(v.r.Findings, f)
}

func (v *validator) skip(check, why string) {
	v.r.Findings = append(v.r.Findings, Finding{Check: check, Detail: "not checked: " + why})
}

// Validate runs every check on the mesh, in the order of the Check
// constants. Checks that do not depend on a failed one still run, so the
// report lists everything wrong; work is bounded by the limits and by the
// mesh's size, which the caller bounds.
func Validate(m *Mesh, lim Limits) *Report {
	v := &validator{m: m, lim: lim, r: &Report{}}
	if !v.indices() {
		for _, c := range []string{CheckDuplicates, CheckCoordinates, CheckOutliers, CheckDegenerate, CheckWinding,
			CheckWatertight, CheckManifold, CheckVolume, CheckOrientation, CheckPlanarity, CheckSelfIntersection, CheckShells} {
			v.skip(c, "the faces name vertices that do not exist")
		}
		return v.r
	}
	v.duplicates()
	coords := v.coordinates()
	if coords {
		v.outliers()
		v.degenerate()
	} else {
		v.skip(CheckOutliers, "a coordinate is out of range")
		v.skip(CheckDegenerate, "a coordinate is out of range")
	}
	closed := v.edges()
	inverted := false
	switch {
	case !coords:
		v.skip(CheckVolume, "a coordinate is out of range")
		v.skip(CheckOrientation, "a coordinate is out of range")
	case !closed:
		v.skip(CheckVolume, "the surface is not closed and consistently wound")
		v.skip(CheckOrientation, "the surface is not closed and consistently wound")
	default:
		if v.volume() {
			inverted = !v.orientation()
		} else {
			v.skip(CheckOrientation, "the solid has no volume")
		}
	}
	if !coords {
		v.skip(CheckPlanarity, "a coordinate is out of range")
		v.skip(CheckSelfIntersection, "a coordinate is out of range")
		v.skip(CheckShells, "a coordinate is out of range")
		return v.r
	}
	v.planarity()
	through := !v.selfIntersection()
	switch {
	case !closed:
		v.skip(CheckShells, "the surface is not closed and consistently wound")
	case through:
		v.skip(CheckShells, "the surface passes through itself")
	case inverted:
		v.skip(CheckShells, "every face is inside out")
	default:
		v.shells(v.r.Tris)
	}
	return v.r
}

// FaceString writes a face as "face 3 [0, 1, 2, 3]", with at most eight
// corners shown.
func (m *Mesh) FaceString(i int) string {
	f := m.Faces[i]
	var b strings.Builder
	fmt.Fprintf(&b, "face %d [", i)
	for j, k := range f {
		if j == 8 {
			fmt.Fprintf(&b, ", … %d more", len(f)-8)
			break
		}
		if j > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(k))
	}
	b.WriteString("]")
	return b.String()
}

func (v *validator) indices() bool {
	n := len(v.m.Verts)
	seen := make([]int, n) // the last face (plus one) that listed each vertex
	for i, f := range v.m.Faces {
		if len(f) < 3 {
			v.fail(Finding{Check: CheckIndices, Detail: fmt.Sprintf("face %d has %d corners; a face needs at least 3", i, len(f)), Faces: []int{i}})
			return false
		}
		for j, k := range f {
			if k < 0 || k >= n {
				v.fail(Finding{Check: CheckIndices, Detail: fmt.Sprintf("face %d, corner %d: index %d names no vertex (there are %d, numbered 0 to %d)", i, j, k, n, n-1), Faces: []int{i}})
				return false
			}
		}
		for _, k := range f {
			if seen[k] == i+1 {
				v.fail(Finding{Check: CheckIndices, Detail: fmt.Sprintf("%s lists vertex %d twice", v.m.FaceString(i), k), Faces: []int{i}, Verts: []int{k}})
				return false
			}
			seen[k] = i + 1
		}
	}
	v.pass(CheckIndices, fmt.Sprintf("%d faces, each of at least 3 distinct vertices among the %d given", len(v.m.Faces), n))
	return true
}

// roundKey is a coordinate rounded to DuplicateDecimals the way Python's
// round does (half to even, on the exact binary value: strconv's correctly
// rounded formatting), with −0 counted as 0.
func roundKey(x float64) string {
	s := strconv.FormatFloat(x, 'f', DuplicateDecimals, 64)
	if strings.TrimLeft(s, "-0.") == "" {
		return "0"
	}
	return s
}

func (v *validator) duplicates() {
	seen := make(map[[3]string]int, len(v.m.Verts))
	for i, p := range v.m.Verts {
		key := [3]string{roundKey(p[0]), roundKey(p[1]), roundKey(p[2])}
		if j, ok := seen[key]; ok {
			v.fail(Finding{Check: CheckDuplicates, Detail: fmt.Sprintf("vertices %d and %d are at the same position (%s, %s, %s) to %d decimals: shared corners must be one vertex", j, i, key[0], key[1], key[2], DuplicateDecimals), Verts: []int{j, i}})
			return
		}
		seen[key] = i
	}
	v.pass(CheckDuplicates, fmt.Sprintf("the %d vertices are at distinct positions", len(v.m.Verts)))
}

func (v *validator) coordinates() bool {
	limit := v.lim.maxCoordinate()
	for i, p := range v.m.Verts {
		for k, x := range p {
			if !(math.Abs(x) <= limit) {
				v.fail(Finding{Check: CheckCoordinates, Detail: fmt.Sprintf("vertex %d: coordinate %s is %s; every coordinate must be a finite number within ±%g", i, "xyz"[k:k+1], fmtNum(x), limit), Verts: []int{i}})
				return false
			}
		}
	}
	v.pass(CheckCoordinates, fmt.Sprintf("every coordinate is finite and within ±%g", limit))
	return true
}

func (v *validator) outliers() {
	c := v.m.Centroid()
	var sum, far float64
	worst := -1
	for i, p := range v.m.Verts {
		d := geom.Length3(p.Sub(c))
		sum += d
		if d > far {
			far, worst = d, i
		}
	}
	mean := sum / float64(len(v.m.Verts))
	if far > OutlierFactor*mean && far > OutlierDistance {
		v.fail(Finding{Check: CheckOutliers, Detail: fmt.Sprintf("vertex %d lies %s from the vertices' mean, more than %d times their mean distance (%s) and more than %d", worst, fmtNum(far), OutlierFactor, fmtNum(mean), OutlierDistance), Verts: []int{worst}})
		return
	}
	v.pass(CheckOutliers, "no vertex lies far from the others")
}

func (v *validator) degenerate() {
	var bad []int
	for i, f := range v.m.Faces {
		if geom.Length3(geom.NewellNormal(v.m.Verts, f)) < MinNewell {
			bad = append(bad, i)
		}
	}
	if len(bad) == 0 {
		v.pass(CheckDegenerate, "every face has an area")
		return
	}
	v.fail(Finding{Check: CheckDegenerate, Detail: fmt.Sprintf("%s has no area: its corners are collinear or coincide%s", v.m.FaceString(bad[0]), more(len(bad)-1, "face", "faces")), Faces: bad})
}

// edges runs the winding, watertight and manifold checks; it reports
// whether all three passed.
func (v *validator) edges() bool {
	dir := make(map[Edge]int, 4*len(v.m.Faces))          // directed edge -> first face using it
	undirected := make(map[Edge]int32, 2*len(v.m.Faces)) // undirected edge -> its index in order and uses
	var order []Edge                                     // undirected edges, first seen first
	var uses []edgeUse                                   // the faces using each edge of order
	again := -1                                          // the face that first reuses a directed edge
	for i, f := range v.m.Faces {
		for j, a := range f {
			e := Edge{a, f[(j+1)%len(f)]}
			if _, ok := dir[e]; ok {
				if again < 0 {
					again = i
				}
				v.r.Repeated = append(v.r.Repeated, e)
			} else {
				dir[e] = i
			}
			u := e.undirected()
			k, ok := undirected[u]
			if !ok {
				k = int32(len(order))
				undirected[u] = k
				order = append(order, u)
				uses = append(uses, edgeUse{})
			}
			uses[k].add(i)
		}
	}
	if again < 0 {
		v.pass(CheckWinding, "no edge is used twice in the same direction: neighbouring faces agree on their winding")
	} else {
		e := v.r.Repeated[0]
		a := dir[e]
		v.fail(Finding{Check: CheckWinding, Detail: fmt.Sprintf("edge %d→%d is used in the same direction by faces %d and %d: one of them is wound the wrong way (inconsistent winding)%s", e.A, e.B, a, again, more(len(v.r.Repeated)-1, "edge", "edges")), Faces: []int{a, again}, Edges: v.r.Repeated})
	}
	facesOf := func(e Edge) []int { return uses[undirected[e]].faces() }
	for k, e := range order {
		switch n := uses[k].n; {
		case n == 1:
			v.r.Boundary = append(v.r.Boundary, e)
		case n > 2:
			v.r.NonManifold = append(v.r.NonManifold, e)
		}
	}
	if len(v.r.Boundary) == 0 {
		v.pass(CheckWatertight, "every edge is shared by two faces")
	} else {
		e := v.r.Boundary[0]
		v.fail(Finding{Check: CheckWatertight, Detail: fmt.Sprintf("edge %d–%d belongs to face %d only: the surface has a hole there and is not watertight%s", e.A, e.B, facesOf(e)[0], more(len(v.r.Boundary)-1, "boundary edge", "boundary edges")), Faces: facesOf(e), Edges: v.r.Boundary})
	}
	if len(v.r.NonManifold) == 0 {
		v.pass(CheckManifold, "no edge is shared by more than two faces")
	} else {
		e := v.r.NonManifold[0]
		fs := facesOf(e)
		v.fail(Finding{Check: CheckManifold, Detail: fmt.Sprintf("edge %d–%d is shared by %d faces (%s): a non-manifold edge%s", e.A, e.B, len(fs), intList(fs, 6), more(len(v.r.NonManifold)-1, "edge", "edges")), Faces: fs, Edges: v.r.NonManifold})
	}
	return again < 0 && len(v.r.Boundary) == 0 && len(v.r.NonManifold) == 0
}

// edgeUse lists the faces using an edge, the first two without allocating:
// a closed surface's edges have two each.
type edgeUse struct {
	n    int
	two  [2]int
	more []int
}

func (u *edgeUse) add(face int) {
	if u.n < 2 {
		u.two[u.n] = face
	} else {
		u.more = append(u.more, face)
	}
	u.n++
}

// faces returns the faces, in the order they were added.
func (u *edgeUse) faces() []int {
	return append(u.two[:min(u.n, 2):2], u.more...)
}

func (v *validator) volume() bool {
	v.r.Volume = v.m.SignedVolume()
	if math.Abs(v.r.Volume) < MinVolume {
		v.fail(Finding{Check: CheckVolume, Detail: fmt.Sprintf("the surface encloses no volume (signed volume %s)", fmtNum(v.r.Volume))})
		return false
	}
	v.pass(CheckVolume, fmt.Sprintf("the surface encloses a volume of %s", fmtNum(math.Abs(v.r.Volume))))
	return true
}

// orientation reports whether the faces point out.
func (v *validator) orientation() bool {
	if v.r.Volume < 0 {
		v.fail(Finding{Check: CheckOrientation, Detail: fmt.Sprintf("every face is wound clockwise seen from outside, so the normals point into the solid (signed volume %s); outward normals need each face's corners in the opposite order", fmtNum(v.r.Volume))})
		return false
	}
	v.pass(CheckOrientation, "the faces are counter-clockwise seen from outside: the normals point out")
	return true
}

func (v *validator) planarity() {
	for i, f := range v.m.Faces {
		if len(f) <= 3 {
			continue
		}
		a := v.m.Verts[f[0]]
		n := geom.Cross3(v.m.Verts[f[1]].Sub(a), v.m.Verts[f[2]].Sub(a))
		l := geom.Length3(n)
		if l <= MinNewell {
			continue // the first three corners are collinear: no plane to test against
		}
		for _, k := range f[3:] {
			if d := math.Abs(geom.Dot3(n, v.m.Verts[k].Sub(a))) / l; d > PlanarTolerance {
				v.fail(Finding{Check: CheckPlanarity, Detail: fmt.Sprintf("%s is not flat: vertex %d lies %s from the plane of its first three corners (the tolerance is %g)", v.m.FaceString(i), k, fmtNum(d), PlanarTolerance), Faces: []int{i}, Verts: []int{k}})
				return
			}
		}
	}
	v.pass(CheckPlanarity, fmt.Sprintf("every face is flat within %g", PlanarTolerance))
}

// selfIntersection reports whether the surface passes through itself (or
// could not be checked).
func (v *validator) selfIntersection() bool {
	work := v.lim.maxWork()
	tris, err := Triangulate(v.m, &work)
	v.r.Tris = tris
	if err != nil {
		f := Finding{Check: CheckSelfIntersection, Detail: err.Error()}
		var fe *FaceError
		if asFaceError(err, &fe) {
			f.Faces = []int{fe.Face}
		}
		v.fail(f)
		return false
	}
	pairs, complete := SelfIntersections(v.m, tris, &work)
	v.r.Intersecting = pairs
	switch {
	case len(pairs) > 0:
		p := pairs[0]
		v.fail(Finding{Check: CheckSelfIntersection, Detail: fmt.Sprintf("faces %d and %d intersect: the surface passes through itself%s", p[0], p[1], more(len(pairs)-1, "pair of faces", "pairs of faces")), Faces: []int{p[0], p[1]}})
		return false
	case !complete:
		v.fail(Finding{Check: CheckSelfIntersection, Detail: fmt.Sprintf("too many faces overlap in space to check for self-intersection within %s steps", wire.Thousands(v.lim.maxWork()))})
		return false
	}
	v.pass(CheckSelfIntersection, "no two faces meet except along their shared edges and corners")
	return true
}

// more ends a detail that named the first of several offenders, in the
// words every report uses (verifiers.More, which this package cannot
// import): "; 3 more edges have the same problem", or nothing.
func more(k int, one, many string) string {
	switch {
	case k <= 0:
		return ""
	case k == 1:
		return "; 1 more " + one + " has the same problem"
	}
	return fmt.Sprintf("; %d more %s have the same problem", k, many)
}

func intList(xs []int, max int) string {
	var b strings.Builder
	for i, x := range xs {
		if i == max {
			fmt.Fprintf(&b, ", …")
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

// fmtNum writes a number briefly: up to 6 significant digits.
func fmtNum(x float64) string {
	return strconv.FormatFloat(x, 'g', 6, 64)
}
